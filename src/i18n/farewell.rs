//! Words of one's data: taking it away, and deleting one's account (the sections of the
//! security settings).

use super::Entry;

pub static ENTRIES: &[Entry] = &[
    ("security_export_title", "My data", "Mis datos", "Meus dados"),
    ("security_export_intro", "Everything Fabula holds about you, to keep: your account and settings, the tables you sat at with your own moves, your chat messages, and your decks with their pictures, as a zip of JSON files and pictures.", "Todo lo que Fabula guarda sobre ti, para conservarlo: tu cuenta y tus ajustes, las mesas en las que te sentaste con tus propias jugadas, tus mensajes del chat y tus mazos con sus imágenes, en un zip de archivos JSON e imágenes.", "Tudo o que o Fabula guarda sobre você, para guardar: sua conta e suas configurações, as mesas em que você se sentou com suas próprias jogadas, suas mensagens do chat e seus baralhos com as imagens, num zip de arquivos JSON e imagens."),
    ("security_export_link", "Download my data (zip)", "Descargar mis datos (zip)", "Baixar meus dados (zip)"),
    ("security_delete_title", "Delete my account", "Eliminar mi cuenta", "Excluir minha conta"),
    ("security_delete_intro", "This cannot be undone. Finished games keep their rounds, with you shown as a former player; at tables still being played you resign; your decks, your sessions, your API tokens, your webhooks and your mail address go at once (a deck a table uses stays with that table).", "No se puede deshacer. Las partidas terminadas conservan sus rondas, donde apareces como un antiguo jugador; en las mesas que siguen en juego abandonas; tus mazos, tus sesiones, tus tokens de la API, tus webhooks y tu dirección de correo desaparecen al instante (un mazo que usa una mesa se queda con esa mesa).", "Não dá para desfazer. As partidas terminadas guardam as rodadas, em que você aparece como um antigo jogador; nas mesas ainda em jogo você desiste; seus baralhos, suas sessões, seus tokens da API, seus webhooks e seu endereço de e-mail somem na hora (um baralho que uma mesa usa fica com essa mesa)."),
    ("security_delete_password", "Your password, to confirm", "Tu contraseña, para confirmar", "Sua senha, para confirmar"),
    ("security_delete_submit", "Delete my account for good", "Eliminar mi cuenta para siempre", "Excluir minha conta para sempre"),
    ("former_player", "a former player", "un antiguo jugador", "um antigo jogador"),
];
