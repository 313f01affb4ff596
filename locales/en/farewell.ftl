### Words of one's data: taking it away, and deleting one's account (the sections of the
### security settings).

security_export_title = My data
security_export_intro = Everything Fabula holds about you, to keep: your account and settings, the tables you sat at with your own moves, your chat messages, and your decks with their pictures, as a zip of JSON files and pictures.
security_export_link = Download my data (zip)
security_delete_title = Delete my account
security_delete_intro = This cannot be undone. Finished games keep their rounds, with you shown as a former player; at tables still being played you resign; your decks, your sessions, your API tokens, your webhooks and your mail address go at once (a deck a table uses stays with that table).
security_delete_password = Your password, to confirm
security_delete_submit = Delete my account for good
former_player = a former player
