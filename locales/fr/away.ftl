### Words of never missing a move: reminders before a deadline, and time away.

# Reminders: the feed's title, the mail's subject and first line.
reminder_1h = { $table } : votre coup est attendu dans une heure environ
reminder_12h = { $table } : votre coup est attendu dans 12 heures environ
# Settings.
settings_away_title = Rappels et absences
settings_reminders_legend = Un rappel avant que l'horloge ne joue à votre place
reminders_auto = 12 heures avant, aux tables dont le délai est d'un jour ou plus
reminders_12h = 12 heures avant
reminders_1h = 1 heure avant
reminders_both = 12 heures et 1 heure avant
reminders_none = Aucun rappel
settings_reminders_save = Enregistrer les rappels
settings_reminders_saved = Vos rappels sont enregistrés.
settings_reminders_note = Les rappels arrivent par e-mail (s'il est activé), dans votre flux et en notification, une fois par coup. Un rappel ne vient qu'aux tables dont le délai est plus long que lui.
settings_away_subtitle = Absences
settings_away_intro = Vous partez ? Pendant votre absence, vos tables ne vous attendent pas : l'horloge joue aussitôt à votre place (une carte au hasard, pas de vote, votre tour de conteur passe). Vous gardez votre place et vos points et n'abandonnez pas, mais ces coups comptent comme à l'expiration du délai : un vote que vous n'avez pas donné ne vous rapporte rien, un tour de conteur qui passe est perdu (en Party et en Équipes, il compte comme votre tour de conteur), et moins de votants changent aussi les points des autres (si la seule personne qui vote trouve la carte, tous ceux qui ont voté l'ont trouvée, et le conteur ne marque rien). 14 jours au plus à la fois.
settings_away_now = Absence prévue jusqu'au { $until }.
settings_back_button = Je suis de retour
field_away_until = Absence jusqu'au
field_away_until_hint = le jour de votre retour, 14 jours au plus à partir d'aujourd'hui
settings_away_button = Je m'absente
settings_away_saved = Absence enregistrée : vos tables ne vous attendront pas.
settings_back_saved = Bon retour : vos tables vous attendent de nouveau.
away_err_past = Choisissez un moment à venir : une absence ne peut pas finir à un moment déjà passé.
away_err_too_long = Une absence dure 14 jours au plus à la fois.
away_err_date = Choisissez le jour de votre retour.
err_reminders = Choisissez l'un des réglages de rappel.
# The table.
away_until_tag = absence jusqu'au { $until }
ev_acted_for_away = Absence de { $name } : l'horloge joue à sa place.
