//! The rules, one page per ruleset, in the reader's language (RULES.md, told for players).
//! Which paragraphs make up each page is here; their words are in `i18n/rules.rs`.

use actix_web::http::StatusCode;
use actix_web::{web, HttpResponse};
use askama::Template;

use crate::game::Ruleset;
use crate::web::error::AppError;
use crate::web::pages::table_model::ruleset_name;
use crate::web::pages::{html, PageCtx};

/// A piece of a rules page: a heading (`h`), a paragraph (`p`) or an example (`ex`), by its
/// catalogue key.
type Piece = (&'static str, &'static str);

const ROUND: &[Piece] = &[
    ("h", "rules_h_round"),
    ("p", "rules_round_clue"),
    ("p", "rules_round_first"),
    ("p", "rules_round_submit"),
    ("p", "rules_round_board"),
    ("p", "rules_round_vote"),
    ("p", "rules_round_next"),
];

/// Playing online: the same for every ruleset, but for resigning in Teams, where a partner
/// plays on for the team; for what being away costs in Party and Teams, where a passed turn
/// counts as one's turn to tell; and for Party's hands, passed once more after a skipped
/// storyteller.
fn online(ruleset: Ruleset) -> Vec<Piece> {
    let (leave, away) = match ruleset {
        Ruleset::Teams => ("rules_online_leave_teams", "rules_online_away_teams"),
        Ruleset::Party => ("rules_online_leave", "rules_online_away_party"),
        _ => ("rules_online_leave", "rules_online_away"),
    };
    let mut out = vec![
        ("h", "rules_h_online"),
        ("p", "rules_online_async"),
        ("p", "rules_online_deadline"),
        ("p", "rules_online_live"),
    ];
    if ruleset == Ruleset::Party {
        out.push(("p", "rules_online_skip_party"));
    }
    out.extend([
        ("p", leave),
        ("p", away),
        ("p", "rules_online_bots"),
        ("p", "rules_online_history"),
    ]);
    out
}

/// Classic, 2021 and Odyssey: one base game with a different setup, bonus, end and extras.
fn base_game(ruleset: Ruleset) -> Vec<Piece> {
    let (setup, bonus, example, end) = match ruleset {
        Ruleset::Classic => (
            "rules_setup_classic",
            "rules_score_bonus",
            Some("rules_example_base"),
            "rules_end_classic",
        ),
        Ruleset::Edition2021 => (
            "rules_setup_2021",
            "rules_score_bonus",
            Some("rules_example_2021"),
            "rules_end_score",
        ),
        _ => (
            "rules_setup_odyssey",
            "rules_score_bonus_cap",
            None,
            "rules_end_score",
        ),
    };
    let mut out = vec![("p", "rules_goal"), ("h", "rules_h_setup"), ("p", setup)];
    out.extend(ROUND);
    out.extend([
        ("h", "rules_h_scoring"),
        ("p", "rules_score_all_none"),
        ("p", "rules_score_some"),
        ("p", bonus),
    ]);
    out.extend(example.map(|key| ("ex", key)));
    if ruleset == Ruleset::Odyssey {
        out.extend([
            ("h", "rules_h_many"),
            ("p", "rules_odyssey_second"),
            ("p", "rules_odyssey_single"),
        ]);
    }
    out.extend([
        ("h", "rules_h_three"),
        ("p", "rules_three"),
        ("h", "rules_h_end"),
        ("p", end),
        ("h", "rules_h_variants"),
        // The variant is the original edition's; elsewhere the form offers it as a house rule.
        (
            "p",
            if ruleset == Ruleset::Classic {
                "rules_variant_one_finder"
            } else {
                "rules_variant_one_finder_house"
            },
        ),
    ]);
    if ruleset != Ruleset::Odyssey {
        out.push(("p", "rules_variant_mime"));
    }
    out
}

fn pieces(ruleset: Ruleset) -> Vec<Piece> {
    let mut out: Vec<Piece> = match ruleset {
        Ruleset::Party => vec![
            ("p", "rules_goal_party"),
            ("h", "rules_h_setup"),
            ("p", "rules_setup_party"),
            ("h", "rules_h_round"),
            ("p", "rules_party_clue"),
            ("p", "rules_round_first"),
            ("p", "rules_party_race"),
            ("p", "rules_party_play"),
            ("p", "rules_party_vote"),
            ("h", "rules_h_scoring"),
            ("p", "rules_party_score"),
            ("ex", "rules_party_example"),
            ("h", "rules_h_end"),
            ("p", "rules_party_next"),
            ("p", "rules_party_end"),
        ],
        Ruleset::Teams => vec![
            ("p", "rules_goal"),
            ("h", "rules_h_setup"),
            ("p", "rules_setup_teams"),
            ("h", "rules_h_round"),
            ("p", "rules_teams_clue"),
            ("p", "rules_round_first"),
            ("p", "rules_teams_play"),
            ("p", "rules_round_board"),
            ("p", "rules_teams_vote"),
            ("p", "rules_teams_reading"),
            ("h", "rules_h_scoring"),
            ("p", "rules_teams_score_all_none"),
            ("p", "rules_teams_score_some"),
            ("p", "rules_teams_score"),
            ("h", "rules_h_end"),
            ("p", "rules_teams_next"),
        ],
        _ => base_game(ruleset),
    };
    out.extend(online(ruleset));
    out
}

/// The short description of each ruleset, for the index and the create-table form.
pub fn summary_key(ruleset: Ruleset) -> &'static str {
    match ruleset {
        Ruleset::Classic => "rules_sum_classic",
        Ruleset::Edition2021 => "rules_sum_2021",
        Ruleset::Odyssey => "rules_sum_odyssey",
        Ruleset::Party => "rules_sum_party",
        Ruleset::Teams => "rules_sum_teams",
    }
}

pub struct RulesetLink {
    pub id: &'static str,
    pub name: &'static str,
    pub summary: &'static str,
}

fn links(page: &PageCtx) -> Vec<RulesetLink> {
    Ruleset::ALL
        .into_iter()
        .map(|r| RulesetLink {
            id: r.as_str(),
            name: ruleset_name(page.lang, r),
            summary: page.t(summary_key(r)),
        })
        .collect()
}

#[derive(Template)]
#[template(path = "rules_index.html")]
struct RulesIndex {
    page: PageCtx,
    rulesets: Vec<RulesetLink>,
}

#[derive(Template)]
#[template(path = "rules.html")]
struct RulesPage {
    page: PageCtx,
    id: &'static str,
    name: &'static str,
    summary: &'static str,
    pieces: Vec<Piece>,
    rulesets: Vec<RulesetLink>,
}

/// `GET /rules`
pub async fn index(page: PageCtx) -> Result<HttpResponse, AppError> {
    let rulesets = links(&page);
    html(StatusCode::OK, RulesIndex { page, rulesets })
}

/// `GET /rules/{ruleset}`
pub async fn show(page: PageCtx, ruleset: web::Path<String>) -> Result<HttpResponse, AppError> {
    let ruleset: Ruleset = ruleset.parse().map_err(|_| AppError::not_found())?;
    html(
        StatusCode::OK,
        RulesPage {
            id: ruleset.as_str(),
            name: ruleset_name(page.lang, ruleset),
            summary: page.t(summary_key(ruleset)),
            pieces: pieces(ruleset),
            rulesets: links(&page),
            page,
        },
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;

    /// A rules page's paragraphs in `lang`, one per line.
    fn text(ruleset: Ruleset, lang: Lang) -> String {
        pieces(ruleset)
            .into_iter()
            .map(|(_, key)| lang.t(key))
            .collect::<Vec<_>>()
            .join("\n")
    }

    /// Every page says who wins a tie, in every language.
    #[test]
    fn every_rules_page_says_that_a_tie_shares_the_victory() {
        for ruleset in Ruleset::ALL {
            for (lang, shared) in [
                (Lang::En, "share the victory"),
                (Lang::Es, "comparten la victoria"),
                (Lang::PtBr, "dividem a vitória"),
            ] {
                assert!(
                    text(ruleset, lang).contains(shared),
                    "{ruleset:?} in {lang:?}"
                );
            }
        }
    }

    /// Teams: the voter may vote for neither their own card nor their partner's, and the
    /// points of all or none go by team: the storyteller's partner is not "every other
    /// player" who scores 2, as the base game's sentence would have it.
    #[test]
    fn the_teams_page_has_the_partner_rule_and_scores_by_team() {
        for (lang, partner, team_zero) in [
            (
                Lang::En,
                "their own card or for their partner's",
                "the storyteller's team scores nothing",
            ),
            (
                Lang::Es,
                "su propia carta ni la de su compañero",
                "el equipo del cuentacuentos no gana puntos",
            ),
            (
                Lang::PtBr,
                "na própria carta nem na do parceiro",
                "a equipe do narrador não ganha pontos",
            ),
        ] {
            let page = text(Ruleset::Teams, lang);
            assert!(page.contains(partner), "{lang:?}: {page}");
            assert!(page.contains(team_zero), "{lang:?}: {page}");
            assert!(
                !page.contains(lang.t("rules_score_all_none")),
                "{lang:?}: the base game's sentence"
            );
        }
    }

    /// "All" and "none" count only those who voted, and every page that has them says so;
    /// the party page has neither.
    #[test]
    fn all_or_none_is_of_those_who_voted() {
        for (lang, all, none) in [
            (Lang::En, "everyone who voted found", "nobody who voted did"),
            (
                Lang::Es,
                "todos los que votaron aciertan",
                "ninguno de los que votaron la acierta",
            ),
            (
                Lang::PtBr,
                "todos os que votaram descobrirem",
                "nenhum dos que votaram descobrir",
            ),
        ] {
            for ruleset in Ruleset::ALL {
                let page = text(ruleset, lang).to_lowercase();
                let told = ruleset != Ruleset::Party;
                assert_eq!(page.contains(all), told, "{ruleset:?} in {lang:?}");
                assert_eq!(page.contains(none), told, "{ruleset:?} in {lang:?}");
            }
        }
    }

    /// Every page tells, in "Playing online", what being away costs: the clock's moves count
    /// (a vote not cast scores nothing, a passed turn is gone, fewer voters change the others'
    /// points), and nothing claims otherwise.
    #[test]
    fn every_rules_page_says_what_being_away_costs() {
        for (lang, no_vote, turn, fewer, claim) in [
            (
                Lang::En,
                "did not vote in",
                "a turn as storyteller that passed",
                "change the others' points too",
                "nothing counts against",
            ),
            (
                Lang::Es,
                "en un turno en que no vot",
                "el turno de cuentacuentos que pasó",
                "cambian también los puntos de los demás",
                "nada cuenta en tu contra",
            ),
            (
                Lang::PtBr,
                "num turno em que não votou",
                "a vez de narrador que passou",
                "mudam também os pontos dos outros",
                "nada conta contra",
            ),
        ] {
            for ruleset in Ruleset::ALL {
                let page = text(ruleset, lang);
                let online = &page[page.find(lang.t("rules_online_async")).unwrap()..];
                for said in [no_vote, turn, fewer] {
                    assert!(online.contains(said), "{ruleset:?} in {lang:?}: {said}");
                }
                assert!(!page.contains(claim), "{ruleset:?} in {lang:?}");
            }
        }
        // In party and teams a passed turn is the player's turn to tell.
        for ruleset in [Ruleset::Party, Ruleset::Teams] {
            assert!(text(ruleset, Lang::En).contains("counts as your turn to tell"));
        }
    }

    /// Party: every hand is hidden during the race for the first clue, and after a skipped
    /// storyteller the hands pass once more.
    #[test]
    fn the_party_page_hides_every_hand_in_the_race_and_passes_hands_after_a_skip() {
        for (lang, race, skip) in [
            (
                Lang::En,
                "nobody sees their hand",
                "once more, without drawing",
            ),
            (Lang::Es, "nadie ve su mano", "otra vez todas sus cartas"),
            (
                Lang::PtBr,
                "ninguém vê a sua mão",
                "de novo todas as suas cartas",
            ),
        ] {
            let page = text(Ruleset::Party, lang);
            assert!(page.contains(race), "{lang:?}");
            assert!(page.contains(skip), "{lang:?}");
            for ruleset in [Ruleset::Classic, Ruleset::Teams] {
                assert!(
                    !text(ruleset, lang).contains(skip),
                    "{ruleset:?} in {lang:?}"
                );
            }
        }
    }

    /// Teams: the rulebook says only "vote and score as in the base game"; the page gives the
    /// team's vote and the barred partner's card as this site's reading of it.
    #[test]
    fn the_teams_page_gives_its_reading_as_a_reading() {
        for (lang, reading) in [
            (Lang::En, "This site reads “as in the base game” as follows"),
            (
                Lang::Es,
                "Este sitio entiende «como en el juego básico» así",
            ),
            (Lang::PtBr, "Este site entende “como no jogo básico” assim"),
        ] {
            let page = text(Ruleset::Teams, lang);
            let at = page.find(reading).unwrap_or_else(|| panic!("{lang:?}"));
            let vote = page.find(lang.t("rules_teams_reading")).unwrap();
            assert_eq!(at, vote, "{lang:?}: the reading opens its paragraph");
        }
    }

    /// Spanish calls party's red marker as its rulebook does, "marcador de voto rojo", and
    /// never "ficha roja".
    #[test]
    fn the_spanish_party_page_names_the_red_marker_as_the_rulebook() {
        let page = text(Ruleset::Party, Lang::Es);
        assert!(page.contains("marcador de voto rojo"));
        assert!(!page.contains("ficha"));
    }

    /// The variant "one finder" has the create form's name on every page that tells it, and
    /// only the original edition's page gives it without calling it a house rule.
    #[test]
    fn the_one_finder_variant_is_named_as_in_the_form() {
        for lang in Lang::ALL {
            let name = lang.t("field_one_finder");
            for ruleset in Ruleset::ALL {
                let variant: Vec<&str> = pieces(ruleset)
                    .into_iter()
                    .filter(|(_, key)| key.starts_with("rules_variant_one_finder"))
                    .map(|(_, key)| key)
                    .collect();
                let expected: &[&str] = match ruleset {
                    Ruleset::Classic => &["rules_variant_one_finder"],
                    Ruleset::Edition2021 | Ruleset::Odyssey => &["rules_variant_one_finder_house"],
                    Ruleset::Party | Ruleset::Teams => &[],
                };
                assert_eq!(variant, expected, "{ruleset:?}");
                for key in variant {
                    assert!(lang.t(key).starts_with(name), "{key} in {lang:?}");
                }
            }
        }
    }

    /// Every paragraph of every rules page is in the catalogue, in every language.
    #[test]
    fn every_rules_page_is_written_in_every_language() {
        for ruleset in Ruleset::ALL {
            for (_, key) in pieces(ruleset)
                .into_iter()
                .chain([("p", summary_key(ruleset))])
            {
                for lang in Lang::ALL {
                    assert!(
                        !lang.t(key).starts_with(crate::i18n::MISSING_MARK),
                        "{key} in {lang:?}"
                    );
                }
            }
        }
    }
}
