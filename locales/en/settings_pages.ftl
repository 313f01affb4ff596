### Words of the settings' pages and the links between them, of the feed's and the calendar's
### addresses, and of a move of two cards chosen one at a time.

# The links between the settings' pages, each page's name (time away has its own already).
settings_nav_label = Settings pages
settings_page_profile = Profile
settings_page_notifications = Notifications
settings_page_privacy = Privacy and data
settings_page_security = Security
settings_page_developers = API and webhooks
# Privacy and data.
settings_pictures_title = Your pictures
settings_blocks_open = See and change whom you block
# The feed's and the calendar's addresses.
settings_feed_copied = Copied: paste it into your feed reader.
settings_feed_how = What is a feed reader?
settings_feed_reader = A feed reader is an app or a website that checks addresses like this one for you and lists what is new, much like an inbox: Thunderbird on a computer, Feeder on Android, NetNewsWire on an iPhone or Inoreader on the web, for example. In it, add a feed (or a subscription) and paste this address. Opened in a browser, the address shows only the feed's raw text, which is meant for those apps.
settings_calendar_copied = Copied: paste it into your calendar app.
settings_calendar_how = How do I add it to my calendar?
settings_calendar_reader = In your calendar app, look for “Add calendar” and then “From URL” or “Subscribe”, and paste this address: your deadlines show there and stay up to date. Opening the address in a browser only downloads a copy of today's deadlines.
# A move of two cards, without scripts: the first card chosen, one more to go.
submit_pick_one_more = One card chosen: pick one more, then play both with “{ $button }”.
