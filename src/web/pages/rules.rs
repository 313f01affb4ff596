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
/// plays on for the team.
fn online(ruleset: Ruleset) -> [Piece; 5] {
    let leave = if ruleset == Ruleset::Teams {
        "rules_online_leave_teams"
    } else {
        "rules_online_leave"
    };
    [
        ("h", "rules_h_online"),
        ("p", "rules_online_async"),
        ("p", "rules_online_deadline"),
        ("p", leave),
        ("p", "rules_online_history"),
    ]
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
                (Lang::Pt, "dividem a vitória"),
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
                Lang::Pt,
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
