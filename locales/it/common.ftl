### Words of every page: layout, accounts, errors.

skip_link = Vai al contenuto
nav_site = Sito
nav_table = Questo tavolo
site_tagline = Il gioco di carte per raccontare storie, da giocare con gli amici nell'arco di più giorni.
nav_home = Home
nav_sign_in = Accedi
nav_register = Crea un account
nav_sign_out = Esci
signed_in_as = Accesso effettuato come
footer_language = Lingua
home_welcome = Ti diamo il benvenuto
home_intro = Chi fa da narratore dà un indizio su un'immagine; gli altri giocano immagini proprie per confondere il tavolo, poi cercano di scoprire la carta del narratore. Ognuno fa la sua mossa quando passa di qui.
home_get_started = Crea un account o accedi per iniziare a giocare.
field_username = Nome utente
field_username_hint = da 3 a 32 caratteri tra a–z, A–Z, 0–9, _ e -: niente spazi né accenti
field_display_name = Nome visibile agli altri giocatori
field_display_name_hint = facoltativo; qualsiasi lettera, con accenti e spazi, come “Lucía” o “Ana Lima”; se lo lasci vuoto, si usa il tuo nome utente
field_password = Password
field_password_hint = almeno 8 caratteri
register_title = Crea un account
register_submit = Crea il mio account
register_have_account = Hai già un account?
sign_in_title = Accedi
sign_in_submit = Accedi
sign_in_no_account = Prima volta qui?
error_title = Qualcosa non va
error_not_found = A questo indirizzo non c'è niente.
error_sign_in_first = Prima accedi.
error_table_hint = Se qualcuno ti ha dato questo indirizzo, il tavolo potrebbe essere privato: chiedi a chi lo ospita il link d'invito.
error_back_home = Torna alla home
error_internal = Qualcosa è andato storto da parte nostra; riprova.
error_method = Questo indirizzo non accetta questo tipo di richiesta.
error_too_large = Questo modulo è più grande di quanto il server accetti.
error_bad_request = Non è stato possibile leggere questa richiesta; torna indietro e riprova.
err_wrong_credentials = Nome utente o password errati.
err_username_taken = Questo nome utente è già in uso; scegline un altro.
err_username_shape = Un nome utente ha da 3 a 32 caratteri, ognuno tra a–z, A–Z, 0–9, _ o -: niente spazi né accenti. Un nome come “Lucía” o “Ana Lima” va nel nome visibile agli altri giocatori.
err_password_length = Una password ha da 8 a 256 caratteri.
err_display_name_length = Il nome visibile ha al massimo 50 caratteri.
err_sign_in_slow_down = Troppi accessi non riusciti. Attendi { $minutes } minuti prima di riprovare.
err_register_busy = In questo momento si stanno creando molti account. Riprova tra un minuto.
err_code_slow_down = Troppi codici errati dalla tua rete. Riprova tra { $minutes } minuti.
err_register_slow_down = Troppi nuovi account dalla tua rete. Riprova tra { $minutes } minuti.
err_busy = Il server è impegnato a verificare altre password; riprova tra un momento.
err_catching_breath = Il gioco sta riprendendo fiato; riprova tra un momento.
page_possibly_behind = Il gioco sta riprendendo fiato: questa pagina mostra il tavolo come questo server lo conosceva per ultimo e potrebbe essere indietro. Mosse e chat aspettano che torni, tra un momento.
notice_failed_sign_ins =
    { $count ->
        [one] Dalla tua ultima visita, un tentativo di accesso con il tuo nome utente non è riuscito. Se non eri tu, scegli una password più sicura nelle Impostazioni.
       *[other] Dalla tua ultima visita, { $count } tentativi di accesso con il tuo nome utente non sono riusciti. Se non eri tu, scegli una password più sicura nelle Impostazioni.
    }
err_text_characters = Questo testo contiene un carattere non ammesso qui ({ $code }): i caratteri di controllo e quelli che cambiano la direzione del testo vengono rifiutati.
err_current_password = La password attuale non è corretta.
err_too_many_requests = Troppe richieste contemporanee dal tuo indirizzo; riprova tra un momento.
err_body_too_slow = La richiesta ha impiegato troppo tempo ad arrivare; riprova.
err_display_name_look_alike = Questo nome è, o sembra, quello di un altro giocatore; scegli un altro nome visibile.
