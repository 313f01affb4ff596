//! Times as people read them: in the reader's time zone (UTC, said so, when they have none)
//! and language. Every time a page, a mail or a feed shows is written by [`show_time`].

use chrono::{DateTime, Datelike, SecondsFormat, Timelike, Utc};
use chrono_tz::Tz;

use super::Lang;

/// A time zone by its IANA name (`Europe/Lisbon`, `UTC`), as the tz database spells it.
pub fn zone(name: &str) -> Option<Tz> {
    if name.is_empty() || name.len() > 64 {
        return None;
    }
    name.parse::<Tz>().ok()
}

/// Every time zone a reader may choose, by name.
pub fn zone_names() -> impl Iterator<Item = &'static str> {
    chrono_tz::TZ_VARIANTS.iter().map(|tz| tz.name())
}

/// A time as `reader` reads it: "Nov 27, 2026, 2:05 PM" in their zone, or with "UTC" after it
/// when they have none.
pub fn show_time(at: DateTime<Utc>, lang: Lang, zone: Option<Tz>) -> String {
    let local = at.with_timezone(&zone.unwrap_or(Tz::UTC));
    let months: Vec<&str> = lang.t("time_months").split(' ').collect();
    let month = months
        .get(local.month0() as usize)
        .copied()
        .unwrap_or_default();
    let am_pm = lang.t("time_am_pm");
    let (am, pm) = am_pm.split_once('|').unwrap_or(("AM", "PM"));
    let (is_pm, h12) = local.hour12();
    let clock = lang.fill(
        "time_clock",
        &[
            ("h12", &h12.to_string()),
            ("hh", &format!("{:02}", local.hour())),
            ("mm", &format!("{:02}", local.minute())),
            ("ampm", if is_pm { pm } else { am }),
        ],
    );
    let time = lang.fill(
        "time_date",
        &[
            ("month", month),
            ("day", &local.day().to_string()),
            ("year", &local.year().to_string()),
            ("clock", &clock),
        ],
    );
    match zone {
        Some(_) => time,
        None => lang.fill("time_in_utc", &[("time", &time)]),
    }
}

/// A time as machines read it (`<time datetime>`, feeds): ISO 8601 in UTC, to the second.
pub fn iso_time(at: DateTime<Utc>) -> String {
    at.to_rfc3339_opts(SecondsFormat::Secs, true)
}

#[cfg(test)]
fn utc(y: i32, m: u32, d: u32, h: u32, min: u32) -> DateTime<Utc> {
    use chrono::TimeZone;
    Utc.with_ymd_and_hms(y, m, d, h, min, 0).unwrap()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn times_are_written_in_the_readers_zone_and_language() {
        let at = utc(2026, 11, 27, 17, 5);
        let lisbon = zone("Europe/Lisbon");
        let sao_paulo = zone("America/Sao_Paulo");
        assert_eq!(show_time(at, Lang::En, None), "Nov 27, 2026, 5:05 PM UTC");
        assert_eq!(show_time(at, Lang::En, lisbon), "Nov 27, 2026, 5:05 PM");
        assert_eq!(show_time(at, Lang::En, sao_paulo), "Nov 27, 2026, 2:05 PM");
        assert_eq!(show_time(at, Lang::Es, sao_paulo), "27 nov 2026, 14:05");
        assert_eq!(
            show_time(at, Lang::PtBr, sao_paulo),
            "27 de nov. de 2026, 14:05"
        );
        assert_eq!(
            show_time(at, Lang::PtBr, None),
            "27 de nov. de 2026, 17:05 UTC"
        );
        // Summer time, and a day that is already the next one there.
        let summer = utc(2026, 7, 1, 23, 30);
        assert_eq!(show_time(summer, Lang::En, lisbon), "Jul 2, 2026, 12:30 AM");
        assert_eq!(
            show_time(summer, Lang::Es, zone("Asia/Tokyo")),
            "2 jul 2026, 08:30"
        );
        assert_eq!(iso_time(summer), "2026-07-01T23:30:00Z");
    }

    #[test]
    fn every_locale_writes_its_own_dates() {
        let at = utc(2026, 12, 3, 13, 5);
        let paris = zone("Europe/Paris");
        assert_eq!(show_time(at, Lang::Fr, paris), "3 déc. 2026 à 14:05");
        assert_eq!(show_time(at, Lang::De, paris), "3. Dez. 2026, 14:05");
        assert_eq!(show_time(at, Lang::It, paris), "3 dic 2026, 14:05");
        assert_eq!(
            show_time(at, Lang::PtPt, zone("Europe/Lisbon")),
            "3 de dez. de 2026, 13:05"
        );
        assert_eq!(show_time(at, Lang::De, None), "3. Dez. 2026, 13:05 UTC");
        for lang in Lang::ALL {
            let shown = show_time(at, lang, None);
            assert!(shown.contains("2026") && !shown.contains('{'), "{shown}");
            assert!(!shown.contains(crate::i18n::MISSING_MARK), "{shown}");
        }
    }

    #[test]
    fn zones_are_iana_names() {
        assert_eq!(
            zone("Europe/Lisbon").map(|z| z.name()),
            Some("Europe/Lisbon")
        );
        assert!(zone("UTC").is_some());
        for bad in [
            "",
            "Mars/Olympus",
            "europe/lisbon",
            "+01:00",
            &"A".repeat(65),
        ] {
            assert!(zone(bad).is_none(), "{bad}");
        }
        assert!(zone_names().count() > 400);
        assert!(zone_names().all(|name| zone(name).is_some()));
    }
}
