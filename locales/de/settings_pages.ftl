### Words of the settings' pages and the links between them, of the feed's and the calendar's
### addresses, and of a move of two cards chosen one at a time.

settings_nav_label = Seiten der Einstellungen
settings_page_profile = Profil
settings_page_notifications = Benachrichtigungen
settings_page_privacy = Privatsphäre und Daten
settings_page_security = Sicherheit
settings_page_developers = API und Webhooks
settings_pictures_title = Deine Bilder
settings_blocks_open = Sehen und ändern, wen du blockierst
settings_feed_copied = Kopiert: füge sie in deinen Feedreader ein.
settings_feed_how = Was ist ein Feedreader?
settings_feed_reader = Ein Feedreader ist eine App oder Website, die Adressen wie diese für dich abruft und zeigt, was neu ist, ähnlich wie ein Posteingang: zum Beispiel Thunderbird auf dem Computer, Feeder auf Android, NetNewsWire auf dem iPhone oder Inoreader im Web. Füge dort einen Feed (oder ein Abonnement) hinzu und setze diese Adresse ein. Im Browser geöffnet zeigt die Adresse nur den Rohtext des Feeds, der für diese Apps gedacht ist.
settings_calendar_copied = Kopiert: füge sie in deine Kalender-App ein.
settings_calendar_how = Wie füge ich ihn meinem Kalender hinzu?
settings_calendar_reader = Suche in deiner Kalender-App nach „Kalender hinzufügen“ und dann „Per URL“ oder „Abonnieren“ und setze diese Adresse ein: Deine Fristen erscheinen dort und bleiben aktuell. Im Browser geöffnet lädt die Adresse nur eine Kopie der heutigen Fristen herunter.
submit_pick_one_more = Eine Karte gewählt: Wähle noch eine und spiele beide mit „{ $button }“.
