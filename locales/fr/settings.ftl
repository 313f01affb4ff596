### Words of the account settings, the private feed and the mail.

# The settings page.
nav_settings = Réglages
settings_title = Réglages du compte
settings_link = Vos réglages
settings_mail_title = E-mail
settings_mail_intro = Fabula peut vous écrire quand une table attend votre coup, pour que vous n'ayez pas à garder un onglet ouvert. Rien d'autre qu'une confirmation n'est envoyé à une adresse tant que vous ne l'avez pas confirmée.
settings_no_smtp = Ce serveur n'envoie pas d'e-mails pour le moment ; vos choix sont conservés pour le jour où il le fera.
field_email = Adresse e-mail
field_email_hint = laissez vide pour ne recevoir aucun e-mail
settings_email_confirmed = { $email } est confirmée.
settings_email_unconfirmed = { $email } n'est pas encore confirmée : ouvrez le lien de l'e-mail que Fabula y a envoyé.
settings_email_resend = Renvoyer l'e-mail de confirmation
settings_mode_legend = Quand écrire
mail_mode_move = À chaque coup
mail_mode_move_hint = un e-mail dès qu'une table se met à vous attendre
mail_mode_daily = Une fois par jour
mail_mode_daily_hint = un e-mail par jour au plus, avec la liste des tables qui vous attendent
mail_mode_off = Jamais
mail_mode_off_hint = aucun e-mail ; la page d'accueil et votre flux montrent toujours vos coups à jouer
settings_save = Enregistrer
settings_saved = Vos réglages sont enregistrés.
settings_confirm_resent = Un nouvel e-mail de confirmation partira d'ici quelques minutes.
err_email_invalid = Ce n'est pas une adresse e-mail à laquelle Fabula peut écrire.
err_mail_mode = Choisissez quand écrire : à chaque coup, une fois par jour ou jamais.
settings_feed_title = Flux privé
settings_feed_intro = Suivez vos tables dans n'importe quel lecteur de flux : une entrée quand une table attend votre coup, qu'une manche est dévoilée ou qu'une partie se termine. Quiconque connaît l'adresse peut lire le flux : gardez-la pour vous.
settings_feed_none = Votre flux n'a pas encore d'adresse.
settings_feed_make = Créer l'adresse de mon flux
settings_feed_renew = Créer une nouvelle adresse (l'ancienne cesse de fonctionner)
settings_feed_renewed = Votre flux a une nouvelle adresse ; les précédentes ne fonctionnent plus.
settings_feed_open = Ouvrir le flux
field_feed_url = Adresse du flux
# The pages of the links in mail.
confirm_title = Confirmer votre adresse
confirm_text = Confirmez que Fabula peut écrire à { $email } au sujet de vos tables.
confirm_submit = Confirmer mon adresse
confirm_done = Merci : { $email } est confirmée. Fabula y écrira selon vos réglages.
unsubscribe_title = Arrêter les e-mails
unsubscribe_text = Fabula écrit à { $email } au sujet de vos tables. Arrêter tous les e-mails vers cette adresse ?
unsubscribe_submit = Arrêter tous les e-mails
unsubscribe_done = C'est fait : Fabula n'envoie plus d'e-mails à { $email }. Vous pouvez les réactiver dans vos réglages.
mail_link_unknown = Ce lien n'est pas (ou plus) valide.
# Mail.
mail_hello = Bonjour { $name },
mail_confirm_subject = Confirmez votre adresse pour Fabula
mail_confirm_intro = quelqu'un (vous, nous l'espérons) a demandé à Fabula d'écrire à cette adresse au sujet de ses tables. Pour confirmer, ouvrez ce lien et appuyez sur le bouton :
mail_confirm_ignore = Si ce n'était pas vous, ignorez cet e-mail : plus rien ne sera envoyé à cette adresse.
mail_move_subject = { $table } : à vous de jouer
mail_clue = L'indice : « { $clue } ».
mail_deadline = Merci de jouer avant le { $deadline } ; passé ce délai, l'horloge joue à votre place.
mail_open_table = Ouvrir la table :
mail_digest_subject =
    { $count ->
        [one] Fabula : une table vous attend
       *[other] Fabula : { $count } tables vous attendent
    }
mail_digest_intro = Ces tables attendent votre coup :
mail_digest_line = { $table } ({ $ruleset }, manche { $round }) : { $what }
mail_digest_before = , avant le { $deadline }
mail_footer_why = Vous recevez cet e-mail en raison de vos réglages :
mail_footer_unsubscribe = Pour arrêter tous les e-mails de Fabula :
# The feed.
feed_title = Fabula : les tables de { $name }
feed_what_clue = donner un indice
feed_what_submit = jouer une carte
feed_what_submit_two = jouer deux cartes
feed_what_vote = voter
feed_your_move = { $table } : à vous de { $what }
feed_your_move_text = { $table } vous attend pour { $what } (manche { $round }).
feed_round_revealed = { $table } : manche { $round } dévoilée, vos points : { $points }
feed_round_revealed_plain = { $table } : manche { $round } dévoilée
feed_clue_was = L'indice était « { $clue } ».
feed_points = Points de cette manche : { $points }.
feed_game_over = { $table } : partie terminée, victoire de { $winners }
feed_game_over_plain = { $table } : partie terminée
feed_final_scores = Scores finaux : { $scores }.
# The security page.
security_title = Mot de passe et sessions
security_link = Mot de passe, appareils connectés et jetons d'API
security_password_title = Changer le mot de passe
security_password_intro = Quand le mot de passe change, tous les autres appareils où votre session est ouverte sont déconnectés, et tous les jetons d'API ci-dessous cessent de fonctionner (vous pouvez en créer un nouveau ici en un clic).
security_current_password = Mot de passe actuel
security_new_password = Nouveau mot de passe
security_password_submit = Changer le mot de passe
security_password_changed = Votre mot de passe est changé ; toutes les autres sessions sont fermées, et tous les jetons d'API aussi.
security_sessions_title = Où votre session est ouverte
security_this_session = ce navigateur
security_last_seen = dernière activité le
security_since = depuis le
security_end_session = Fermer cette session
security_end_all = Se déconnecter partout
security_end_all_intro = Se déconnecter partout ferme toutes les sessions, celle-ci comprise, ainsi que tous les jetons d'API du compte.
security_session_ended = Cette session est fermée.
security_tokens_title = Jetons d'API
security_tokens_intro = Les programmes et les bots jouent avec ces jetons (voir la page de l'API). En révoquer un l'arrête aussitôt.
security_tokens_none = Aucun jeton d'API.
security_last_used = dernier usage le
security_revoke_token = Révoquer
security_token_revoked = Le jeton est révoqué.
security_new_token = Créer un nouveau jeton
security_token_made = Votre nouveau jeton d'API. Copiez-le maintenant : il n'est montré qu'une seule fois, et Fabula n'en garde qu'une empreinte.
settings_feed_once = Copiez-la maintenant : elle n'est montrée qu'une seule fois. Fabula n'en garde qu'une empreinte.
settings_feed_hidden = Votre flux a une adresse, montrée seulement lors de sa création. Pour en revoir une, créez-en une nouvelle : l'ancienne adresse cessera de fonctionner.
# The name other players see.
settings_profile_title = Votre nom
settings_name_hint = 50 caractères au plus ; votre nom d'utilisateur si vide
settings_name_save = Changer le nom
settings_name_saved = Votre nom est changé ; toutes les tables affichent le nouveau.
# "Forgot your password?"
forgot_link = Mot de passe oublié ?
forgot_title = Mot de passe oublié ?
forgot_intro = Indiquez votre nom d'utilisateur ou votre adresse e-mail confirmée : Fabula envoie un lien pour choisir un nouveau mot de passe à l'adresse confirmée du compte.
field_username_or_email = Nom d'utilisateur ou adresse e-mail
forgot_submit = Envoyer le lien
forgot_sent = Si un compte portant ce nom ou cette adresse a une adresse confirmée, un lien pour choisir un nouveau mot de passe est en route vers elle. Il fonctionne pendant une heure. Pas d'e-mail ? Regardez dans les indésirables, ou redemandez dans quelques minutes.
err_reset_slow_down = Trop de tentatives depuis votre réseau. Attendez { $minutes } minutes avant de réessayer.
reset_title = Choisir un nouveau mot de passe
reset_for = Pour le compte { $username }.
reset_submit = Enregistrer le nouveau mot de passe
reset_done = Votre mot de passe est changé, et toutes les sessions et tous les jetons d'API de votre compte sont fermés. Connectez-vous avec le nouveau mot de passe.
reset_link_unknown = Ce lien pour choisir un nouveau mot de passe ne fonctionne pas : il a déjà servi, il a expiré (un lien fonctionne une heure) ou il est incomplet.
reset_ask_again = Demander un nouveau lien
mail_reset_subject = Choisissez un nouveau mot de passe pour Fabula
mail_reset_intro = quelqu'un (vous, nous l'espérons) a demandé un nouveau mot de passe pour votre compte Fabula { $username }. Pour en choisir un, ouvrez ce lien dans les { $minutes } minutes :
mail_reset_ignore = Si ce n'était pas vous, ignorez cet e-mail : votre mot de passe reste inchangé.
# The time zone.
settings_zone_title = Fuseau horaire
settings_zone_unset = Les heures sont affichées en UTC tant que vous n'avez pas choisi votre fuseau horaire. Avec JavaScript activé, le fuseau de votre navigateur est choisi pour vous une première fois.
field_time_zone = Votre fuseau horaire
field_time_zone_hint = un nom comme Europe/Paris ou America/Montreal ; chaque page, chaque e-mail et votre flux affichent les heures dans ce fuseau
settings_zone_save = Enregistrer le fuseau horaire
settings_zone_saved = Votre fuseau horaire est enregistré ; les heures y sont désormais affichées.
err_time_zone = « { $zone } » n'est pas un fuseau horaire connu de Fabula : choisissez un nom dans la liste, comme Europe/Paris.
time_zone_unset_note = Les heures sont affichées en UTC.
time_zone_choose = Choisir votre fuseau horaire
