### Words of one's data: taking it away, and deleting one's account (the sections of the
### security settings).

security_export_title = Meine Daten
security_export_intro = Alles, was Fabula über dich speichert, zum Aufbewahren: dein Konto und deine Einstellungen, die Tische, an denen du gesessen hast, mit deinen eigenen Zügen, deine Chatnachrichten und deine Decks mit ihren Bildern, als ZIP mit JSON-Dateien und Bildern.
security_export_link = Meine Daten herunterladen (ZIP)
security_delete_title = Mein Konto löschen
security_delete_intro = Das lässt sich nicht rückgängig machen. Beendete Partien behalten ihre Runden, du erscheinst darin als „Gelöschtes Konto“; an Tischen, die noch laufen, gibst du auf; deine Decks, deine Sitzungen, deine API-Tokens, deine Webhooks und deine Mailadresse verschwinden sofort (ein Deck, das ein Tisch benutzt, bleibt bei diesem Tisch).
security_delete_password = Dein Passwort zur Bestätigung
security_delete_submit = Konto endgültig löschen
former_player = Gelöschtes Konto
