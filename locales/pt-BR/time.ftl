### Times as people read them: in the reader's time zone (UTC, said so, when they have none)
### and language. Every time a page, a mail or a feed shows is written by [`show_time`].

time_months = jan. fev. mar. abr. mai. jun. jul. ago. set. out. nov. dez.
time_date = { $day } de { $month } de { $year }, { $clock }
time_clock = { $hh }:{ $mm }
time_am_pm = AM|PM
time_in_utc = { $time } UTC
