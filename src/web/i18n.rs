//! Every word a person reads, in English, Spanish and Portuguese (the languages of the
//! rulebooks). The language comes from the `lang` cookie that the footer's switch sets, else
//! from `Accept-Language`, else English.

use std::collections::HashMap;
use std::sync::LazyLock;

use actix_web::HttpRequest;

/// The cookie that remembers the reader's choice of language.
pub const LANG_COOKIE: &str = "lang";

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Lang {
    En,
    Es,
    Pt,
}

impl Lang {
    pub const ALL: [Lang; 3] = [Lang::En, Lang::Es, Lang::Pt];

    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Es => "es",
            Lang::Pt => "pt",
        }
    }

    /// The language's own name, for the switch in the footer.
    pub fn name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::Es => "Español",
            Lang::Pt => "Português",
        }
    }

    pub fn from_code(code: &str) -> Option<Lang> {
        let primary = code.split(['-', '_']).next()?.trim().to_ascii_lowercase();
        Lang::ALL.into_iter().find(|l| l.code() == primary)
    }

    /// The reader's language: their remembered choice, else their browser's preference.
    pub fn of(req: &HttpRequest) -> Lang {
        if let Some(lang) = req
            .cookie(LANG_COOKIE)
            .and_then(|c| Lang::from_code(c.value()))
        {
            return lang;
        }
        req.headers()
            .get(actix_web::http::header::ACCEPT_LANGUAGE)
            .and_then(|v| v.to_str().ok())
            .and_then(Lang::from_accept_language)
            .unwrap_or(Lang::En)
    }

    /// Picks the best of our languages from an `Accept-Language` header, honouring `q`.
    pub fn from_accept_language(header: &str) -> Option<Lang> {
        let mut best: Option<(f32, Lang)> = None;
        for part in header.split(',') {
            let mut pieces = part.split(';');
            let Some(lang) = pieces.next().and_then(Lang::from_code) else {
                continue;
            };
            let q = pieces
                .find_map(|p| p.trim().strip_prefix("q="))
                .and_then(|q| q.parse::<f32>().ok())
                .unwrap_or(1.0);
            if q > 0.0 && best.is_none_or(|(best_q, _)| q > best_q) {
                best = Some((q, lang));
            }
        }
        best.map(|(_, lang)| lang)
    }

    /// The text for `key` in this language. A key missing from the catalogue shows as itself
    /// (a test makes sure every key the templates use is there in every language).
    pub fn t(&self, key: &str) -> &'static str {
        CATALOGUE_INDEX
            .get(key)
            .map(|entry| match self {
                Lang::En => entry.1,
                Lang::Es => entry.2,
                Lang::Pt => entry.3,
            })
            .unwrap_or_else(|| {
                tracing::warn!(key, "missing translation");
                CATALOGUE_INDEX.get("missing").map(|e| e.1).unwrap_or("…")
            })
    }
}

static CATALOGUE_INDEX: LazyLock<HashMap<&'static str, &'static Entry>> =
    LazyLock::new(|| CATALOGUE.iter().map(|e| (e.0, e)).collect());

/// key, English, Spanish, Portuguese.
type Entry = (&'static str, &'static str, &'static str, &'static str);

pub static CATALOGUE: &[Entry] = &[
    ("missing", "…", "…", "…"),
    ("site_tagline", "The storytelling card game, played over days with friends.", "El juego de cartas de contar historias, jugado durante días con amigos.", "O jogo de cartas de contar histórias, jogado ao longo de dias com amigos."),
    ("nav_home", "Home", "Inicio", "Início"),
    ("nav_sign_in", "Sign in", "Entrar", "Entrar"),
    ("nav_register", "Create an account", "Crear una cuenta", "Criar uma conta"),
    ("nav_sign_out", "Sign out", "Salir", "Sair"),
    ("signed_in_as", "Signed in as", "Has entrado como", "Você entrou como"),
    ("footer_language", "Language", "Idioma", "Idioma"),
    ("home_welcome", "Welcome", "Bienvenido", "Bem-vindo"),
    ("home_intro", "One player tells a clue about a picture; the others play their own pictures to fool the table; everyone tries to find the storyteller's card. Each of you moves whenever you come by.", "Un jugador da una pista sobre una imagen; los demás juegan sus propias imágenes para despistar; todos intentan encontrar la carta del cuentacuentos. Cada uno juega cuando pasa por aquí.", "Um jogador dá uma pista sobre uma imagem; os outros jogam as suas próprias imagens para confundir; todos tentam encontrar a carta do narrador. Cada um joga quando passar por aqui."),
    ("home_get_started", "Create an account or sign in to start playing.", "Crea una cuenta o entra para empezar a jugar.", "Crie uma conta ou entre para começar a jogar."),
    ("field_username", "Username", "Nombre de usuario", "Nome de usuário"),
    ("field_username_hint", "3 to 32 letters, digits, _ or -", "De 3 a 32 letras, cifras, _ o -", "De 3 a 32 letras, algarismos, _ ou -"),
    ("field_display_name", "Name shown to other players", "Nombre que verán los demás", "Nome que os outros verão"),
    ("field_display_name_hint", "optional; your username if left empty", "opcional; tu nombre de usuario si lo dejas vacío", "opcional; o seu nome de usuário se ficar vazio"),
    ("field_password", "Password", "Contraseña", "Senha"),
    ("field_password_hint", "at least 8 characters", "al menos 8 caracteres", "pelo menos 8 caracteres"),
    ("register_title", "Create an account", "Crear una cuenta", "Criar uma conta"),
    ("register_submit", "Create my account", "Crear mi cuenta", "Criar a minha conta"),
    ("register_have_account", "Already have an account?", "¿Ya tienes una cuenta?", "Já tem uma conta?"),
    ("sign_in_title", "Sign in", "Entrar", "Entrar"),
    ("sign_in_submit", "Sign in", "Entrar", "Entrar"),
    ("sign_in_no_account", "New here?", "¿Eres nuevo?", "É novo por aqui?"),
    ("error_title", "Something is not right", "Algo no va bien", "Algo não está certo"),
    ("error_back_home", "Back to the home page", "Volver al inicio", "Voltar ao início"),
    ("err_wrong_credentials", "Wrong username or password.", "Usuario o contraseña incorrectos.", "Usuário ou senha incorretos."),
    ("err_username_taken", "That username is taken; please choose another.", "Ese nombre de usuario ya existe; elige otro.", "Esse nome de usuário já existe; escolha outro."),
    ("err_username_shape", "A username has 3 to 32 characters: letters, digits, _ or -.", "Un nombre de usuario tiene de 3 a 32 caracteres: letras, cifras, _ o -.", "Um nome de usuário tem de 3 a 32 caracteres: letras, algarismos, _ ou -."),
    ("err_password_length", "A password has 8 to 256 characters.", "Una contraseña tiene de 8 a 256 caracteres.", "Uma senha tem de 8 a 256 caracteres."),
    ("err_display_name_length", "A display name has at most 50 characters.", "Un nombre visible tiene como mucho 50 caracteres.", "Um nome visível tem no máximo 50 caracteres."),
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn accept_language_honours_quality() {
        assert_eq!(
            Lang::from_accept_language("fr-FR, pt-BR;q=0.9, es;q=0.8"),
            Some(Lang::Pt)
        );
        assert_eq!(
            Lang::from_accept_language("es;q=0.5, en;q=0.7"),
            Some(Lang::En)
        );
        assert_eq!(Lang::from_accept_language("de, fr"), None);
        assert_eq!(Lang::from_accept_language("es-AR"), Some(Lang::Es));
    }

    #[test]
    fn catalogue_keys_are_unique_and_complete() {
        let mut seen = std::collections::HashSet::new();
        for (key, en, es, pt) in CATALOGUE {
            assert!(seen.insert(key), "{key} appears twice");
            assert!(!en.is_empty() && !es.is_empty() && !pt.is_empty(), "{key}");
        }
    }

    /// Every `t("…")` in the templates names a key of the catalogue.
    #[test]
    fn templates_use_only_known_keys() {
        let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/templates");
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            let text = std::fs::read_to_string(&path).unwrap();
            for piece in text.split("t(\"").skip(1) {
                let key = piece.split('"').next().unwrap();
                assert!(
                    CATALOGUE_INDEX.contains_key(key),
                    "{} uses unknown key {key}",
                    path.display()
                );
            }
        }
    }
}
