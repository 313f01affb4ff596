### Times as people read them: in the reader's time zone (UTC, said so, when they have none)
### and language. Every time a page, a mail or a feed shows is written by [`show_time`].

time_months = Jan. Feb. März Apr. Mai Juni Juli Aug. Sept. Okt. Nov. Dez.
time_date = { $day }. { $month } { $year }, { $clock }
time_clock = { $hh }:{ $mm }
time_am_pm = vorm.|nachm.
time_in_utc = { $time } UTC
