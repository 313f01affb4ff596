-- The reader's time zone (an IANA name such as 'Europe/Lisbon'), in which pages, mail and the
-- feed write times. NULL until chosen in the settings, or guessed once by the browser: until
-- then times are written in UTC, and pages say so.
ALTER TABLE accounts ADD COLUMN time_zone TEXT;
