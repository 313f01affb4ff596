### Words of one's data: taking it away, and deleting one's account (the sections of the
### security settings).

security_export_title = Mes données
security_export_intro = Tout ce que Fabula conserve sur vous, à garder : votre compte et vos réglages, les tables où vous avez joué avec vos propres coups, vos messages de discussion, et vos paquets avec leurs images, dans un zip de fichiers JSON et d'images.
security_export_link = Télécharger mes données (zip)
security_delete_title = Supprimer mon compte
security_delete_intro = C'est irréversible. Les parties terminées gardent leurs manches, où vous apparaissez comme compte supprimé ; aux tables encore en cours, vous abandonnez ; vos paquets, vos sessions, vos jetons d'API, vos webhooks et votre adresse e-mail disparaissent aussitôt (un paquet utilisé par une table reste avec cette table).
security_delete_password = Votre mot de passe, pour confirmer
security_delete_submit = Supprimer définitivement mon compte
former_player = un compte supprimé
