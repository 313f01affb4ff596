### Words of the private calendar of deadlines (`/feeds/{secret}.ics`) and of its place on the
### settings page.

calendar_title = Fabula: { $name }'s deadlines
calendar_event = Last moment to { $what } at { $table }
calendar_event_text = { $table } waits for you to { $what } (round { $round }). After this time the clock plays for you.
settings_calendar_intro = The same address also gives a calendar of your deadlines, for any calendar app: an event at the time each move awaited from you must be made.
field_calendar_url = Calendar address (iCalendar)
settings_calendar_open = Open the calendar
