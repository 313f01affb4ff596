### Times as people read them: in the reader's time zone (UTC, said so, when they have none)
### and language. Every time a page, a mail or a feed shows is written by [`show_time`].

time_months = Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec
time_date = { $month } { $day }, { $year }, { $clock }
time_clock = { $h12 }:{ $mm } { $ampm }
time_am_pm = AM|PM
time_in_utc = { $time } UTC
