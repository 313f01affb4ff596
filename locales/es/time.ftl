### Times as people read them: in the reader's time zone (UTC, said so, when they have none)
### and language. Every time a page, a mail or a feed shows is written by [`show_time`].

time_months = ene feb mar abr may jun jul ago sept oct nov dic
time_date = { $day } { $month } { $year }, { $clock }
time_clock = { $hh }:{ $mm }
time_am_pm = a. m.|p. m.
time_in_utc = { $time } UTC
