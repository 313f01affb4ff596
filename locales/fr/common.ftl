### Words of every page: layout, accounts, errors.

skip_link = Aller au contenu
nav_site = Site
nav_table = Cette table
site_tagline = Le jeu de cartes où l'on raconte des histoires, joué sur plusieurs jours entre amis.
nav_home = Accueil
nav_sign_in = Se connecter
nav_register = Créer un compte
nav_sign_out = Se déconnecter
signed_in_as = Compte :
footer_language = Langue
home_welcome = Bienvenue
home_intro = Un joueur donne un indice sur une image ; les autres jouent leurs propres images pour brouiller les pistes, puis tentent de retrouver la carte du conteur. Chacun joue à son rythme.
home_get_started = Créez un compte ou connectez-vous pour commencer à jouer.
field_username = Nom d'utilisateur
field_username_hint = de 3 à 32 caractères parmi a–z, A–Z, 0–9, _ et - : ni espaces ni accents
field_display_name = Nom montré aux autres joueurs
field_display_name_hint = facultatif ; toutes lettres, accents et espaces compris, comme « Lucía » ou « Ana Lima » ; votre nom d'utilisateur si vide
field_password = Mot de passe
field_password_hint = 8 caractères au moins
register_title = Créer un compte
register_submit = Créer mon compte
register_have_account = Déjà un compte ?
sign_in_title = Connexion
sign_in_submit = Se connecter
sign_in_no_account = Pas encore de compte ?
error_title = Quelque chose ne va pas
error_not_found = Il n'y a rien à cette adresse.
error_sign_in_first = Connectez-vous d'abord.
error_table_hint = Si quelqu'un vous a donné cette adresse, la table est peut-être privée : demandez le lien d'invitation à son hôte.
error_back_home = Retour à l'accueil
error_internal = Quelque chose s'est mal passé de notre côté ; veuillez réessayer.
error_method = Cette adresse n'accepte pas ce type de requête.
error_too_large = Ce formulaire dépasse la taille que le serveur accepte.
error_bad_request = Cette requête n'a pas pu être lue ; revenez en arrière et réessayez.
err_wrong_credentials = Nom d'utilisateur ou mot de passe incorrect.
err_username_taken = Ce nom d'utilisateur est déjà pris ; choisissez-en un autre.
err_username_shape = Un nom d'utilisateur compte de 3 à 32 caractères, chacun parmi a–z, A–Z, 0–9, _ ou - : ni espaces ni accents. Un nom comme « Lucía » ou « Ana Lima » se met dans le nom montré aux autres joueurs.
err_password_length = Un mot de passe compte de 8 à 256 caractères.
err_display_name_length = Un nom affiché compte 50 caractères au plus.
err_sign_in_slow_down = Trop de connexions échouées. Attendez { $minutes } minutes avant de réessayer.
err_register_busy = Beaucoup de comptes sont en cours de création en ce moment. Réessayez dans une minute.
err_code_slow_down = Trop de codes erronés depuis votre réseau. Réessayez dans { $minutes } minutes.
err_register_slow_down = Trop de nouveaux comptes depuis votre réseau. Réessayez dans { $minutes } minutes.
err_busy = Le serveur est occupé à vérifier d'autres mots de passe ; réessayez dans un instant.
err_catching_breath = Le jeu reprend son souffle ; réessayez dans un instant.
page_possibly_behind = Le jeu reprend son souffle : cette page montre la table telle que ce serveur la connaissait, peut-être en retard. Les coups et la discussion attendent son retour, dans un instant.
notice_failed_sign_ins =
    { $count ->
        [one] Depuis votre dernière visite, { $count } tentative de connexion avec votre nom d'utilisateur a échoué. Si ce n'était pas vous, choisissez un mot de passe plus solide dans les Réglages.
       *[other] Depuis votre dernière visite, { $count } tentatives de connexion avec votre nom d'utilisateur ont échoué. Si ce n'était pas vous, choisissez un mot de passe plus solide dans les Réglages.
    }
err_text_characters = Ce texte contient un caractère interdit ici ({ $code }) : les caractères de contrôle et ceux qui changent le sens d'écriture du texte sont refusés.
err_current_password = Votre mot de passe actuel n'est pas le bon.
err_too_many_requests = Trop de requêtes simultanées depuis votre adresse ; réessayez dans un instant.
err_body_too_slow = La requête a mis trop de temps à arriver ; réessayez.
err_display_name_look_alike = Ce nom est, ou ressemble à, celui d'un autre joueur ; choisissez un autre nom affiché.
