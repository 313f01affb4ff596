//! Playing through the HTML pages as people do: cookies, the CSRF token of each page, and the
//! forms' own field names (`card`, `position`, `clue`). Who is awaited is read from the pages:
//! only the player whose move it is finds the form for it.

use reqwest::Response;

use crate::helpers::view::Round;
use crate::helpers::{has_form, inputs, location, shows_card, Person, Status, TableView, TestApp};

/// The host creates a table through the home page's form; returns its page path.
pub async fn create_table(host: &Person, ruleset: &str, public: bool) -> String {
    let home = host.page("/").await;
    assert!(has_form(&home, "/tables"), "create form on the home page");
    let mut fields = vec![
        ("ruleset", ruleset),
        ("target_score", "30"),
        ("rounds_per_player", "1"),
        ("first_storyteller", "first_clue"),
        ("move_time_limit_hours", "48"),
        ("deck", "1"),
    ];
    if public {
        fields.push(("public", "on"));
    }
    let res = host.post(&home, "/tables", &fields).await;
    assert_eq!(res.status(), 303, "create a table");
    let path = location(&res);
    assert!(path.starts_with("/tables/"), "{path}");
    path
}

/// The invite link shown to the table's players before the start: `/t/{code}`.
fn invite_path(html: &str) -> String {
    let start = html.find("/t/").expect("an invite link on the page");
    let code: String = html[start + 3..]
        .chars()
        .take_while(|c| c.is_ascii_alphanumeric())
        .collect();
    format!("/t/{code}")
}

/// Everyone else joins through the invite link, as a friend who got it would.
pub async fn join_by_invite(table: &str, host: &Person, others: &[&Person]) {
    let invite = invite_path(&host.page(table).await);
    for p in others {
        let html = p.page(&invite).await;
        assert!(has_form(&html, &invite), "a join button on the invite page");
        let res = p.post(&html, &invite, &[]).await;
        assert_eq!(res.status(), 303, "{} joins", p.name);
        assert_eq!(location(&res), table);
    }
}

pub async fn start(table: &str, host: &Person) {
    let html = host.page(table).await;
    let action = format!("{table}/start");
    assert!(has_form(&html, &action), "the host's start button");
    let res = host.post(&html, &action, &[]).await;
    assert_eq!(res.status(), 303, "start");
}

/// Three people at a started classic table: Ana hosts, Leo and Rui joined by the link.
async fn three_at_a_table(app: &TestApp) -> (String, [Person; 3]) {
    let ana = app.person("ana").await;
    let leo = app.person("leo").await;
    let rui = app.person("rui").await;
    let table = create_table(&ana, "classic", false).await;
    join_by_invite(&table, &ana, &[&leo, &rui]).await;
    start(&table, &ana).await;
    (table, [ana, leo, rui])
}

/// Makes the one move a page offers, if any: returns what was done.
async fn play_once(table: &str, p: &Person, round_clue: &str) -> Option<&'static str> {
    let mut html = p.page(table).await;
    // A round was just scored: its reveal comes first, the next round behind a button.
    let seen = format!("{table}/seen");
    if has_form(&html, &seen) {
        let round = inputs(&html, "round");
        assert!(
            html.contains("class=\"panel reveal\""),
            "the reveal comes first"
        );
        let res = p.post(&html, &seen, &[("round", round[0].as_str())]).await;
        assert_eq!(res.status(), 303);
        html = p.page(table).await;
        assert!(!has_form(&html, &seen), "moved on from the reveal");
    }
    let clue = format!("{table}/clue");
    let submit = format!("{table}/submit");
    let vote = format!("{table}/vote");
    let has_any = has_form(&html, &clue) || has_form(&html, &submit) || has_form(&html, &vote);
    let over = html.contains("class=\"status over\"");
    // Without JavaScript, a page refreshes itself only while there is nothing to fill in.
    assert_eq!(
        html.contains("http-equiv=\"refresh\""),
        !has_any && !over,
        "{}'s page refreshes itself only while waiting",
        p.name
    );
    let (kind, res) = if has_form(&html, &clue) {
        let cards = inputs(&html, "card");
        assert!(!cards.is_empty(), "a card to pick for the clue");
        let fields = [("card", cards[0].as_str()), ("clue", round_clue)];
        ("clue", p.post(&html, &clue, &fields).await)
    } else if has_form(&html, &submit) {
        let cards = inputs(&html, "card");
        // Three players: two cards each, picked with checkboxes.
        let many = html.contains("type=\"checkbox\" name=\"card\"");
        let count = if many { 2 } else { 1 };
        let fields: Vec<(&str, &str)> = cards[..count]
            .iter()
            .map(|c| ("card", c.as_str()))
            .collect();
        ("submit", p.post(&html, &submit, &fields).await)
    } else if has_form(&html, &vote) {
        let positions = inputs(&html, "position");
        // Own cards are shown but cannot be chosen: 5 cards on the board, 2 of them mine.
        assert_eq!(positions.len(), 3, "{}'s votable positions", p.name);
        let pick = positions.last().unwrap().clone();
        (
            "vote",
            p.post(&html, &vote, &[("position", pick.as_str())]).await,
        )
    } else {
        return None;
    };
    assert_eq!(res.status(), 303, "{} {kind}", p.name);
    assert_eq!(location(&res), table);
    Some(kind)
}

#[tokio::test]
async fn three_people_play_a_classic_game_to_the_end_through_the_forms() {
    let app = TestApp::spawn().await;
    let (table, people) = three_at_a_table(&app).await;
    let mut clues = Vec::new();
    let mut moves = 0;
    'game: loop {
        let clue = format!("Clue number {}", clues.len() + 1);
        let mut moved = false;
        for p in &people {
            if let Some(kind) = play_once(&table, p, &clue).await {
                if kind == "clue" {
                    clues.push(clue.clone());
                }
                moves += 1;
                moved = true;
                break;
            }
        }
        if !moved {
            break 'game;
        }
        assert!(moves < 400, "the game should end");
    }
    // 111 cards, 7 in each of three hands, 5 more drawn every round: the pile runs out.
    assert!(clues.len() >= 15, "{} rounds", clues.len());

    let id = table.trim_start_matches("/tables/");
    let view: TableView = people[0].api(&format!("/api/v1/tables/{id}")).await;
    assert_eq!(view.status, Status::Finished);
    let winners: Vec<String> = view
        .winners
        .as_ref()
        .unwrap()
        .iter()
        .map(|&w| view.seats[w].display_name.clone())
        .collect();
    assert!(!winners.is_empty());
    for p in &people {
        let html = p.page(&table).await;
        assert!(
            html.contains("class=\"status over\""),
            "the end on {}'s page",
            p.name
        );
        assert!(html.contains("The game is over"), "{html}");
        let headline = html
            .split("class=\"headline\">")
            .nth(1)
            .and_then(|rest| rest.split("</p>").next())
            .expect("a headline");
        for w in &winners {
            // A winner's own page tells them as "you".
            let said = if w.eq_ignore_ascii_case(&p.name) {
                "you"
            } else {
                w.as_str()
            };
            assert!(
                headline.contains(said),
                "{said} is named the winner: {headline}"
            );
        }
        assert_eq!(
            html.matches("class=\"tag win\"").count(),
            winners.len(),
            "the winners are marked on the score track"
        );
        assert!(!html.contains("Your hand"), "no hand once the game is over");
        assert!(
            !html.contains("http-equiv=\"refresh\""),
            "a finished page stays still"
        );
        assert!(!html.contains("poll.js"), "nothing to poll once finished");
        for action in ["clue", "submit", "vote", "resign"] {
            assert!(!has_form(&html, &format!("{table}/{action}")));
        }
    }

    // The history lists every scored round with its clue, then the log in words.
    let history = people[1].page(&format!("{table}/history")).await;
    let rounds: Vec<Round> = people[1].api(&format!("/api/v1/tables/{id}/rounds")).await;
    assert_eq!(rounds.len(), clues.len());
    assert_eq!(
        history.matches("class=\"panel reveal\"").count(),
        rounds.len()
    );
    for clue in &clues {
        assert!(history.contains(clue.as_str()), "{clue} in the history");
    }
    for sentence in [
        "Ana created the table.",
        "Leo joined.",
        "The game started",
        "Round 1 scored",
        "The game is over",
    ] {
        assert!(history.contains(sentence), "{sentence} in the log");
    }
}

/// Sends a clue about the first card of the hand the page shows.
async fn clue_with_first_card(table: &str, p: &Person, text: &str) -> Response {
    let html = p.page(table).await;
    let card = inputs(&html, "card")[0].clone();
    let fields = [("card", card.as_str()), ("clue", text)];
    p.post(&html, &format!("{table}/clue"), &fields).await
}

#[tokio::test]
async fn a_refused_move_goes_back_to_the_table_which_says_why_once() {
    let app = TestApp::spawn().await;
    let (table, [ana, leo, _rui]) = three_at_a_table(&app).await;
    let clue = format!("{table}/clue");

    // Round 1: anyone may tell, but a clue needs its card.
    let html = leo.page(&table).await;
    let res = leo
        .post(&html, &clue, &[("clue", "A lighthouse, alone")])
        .await;
    let page = leo.refusal(res, &table).await;
    assert!(
        page.contains("Choose the card of your hand that your clue is about."),
        "{page}"
    );
    assert!(
        page.contains(">A lighthouse, alone</textarea>"),
        "what was typed is kept"
    );
    assert!(has_form(&page, &clue), "the form is there to try again");

    // Ana is faster; Leo's clue now comes too late.
    let res = clue_with_first_card(&table, &ana, "Tides").await;
    assert_eq!(res.status(), 303);
    let res = clue_with_first_card(&table, &leo, "Late").await;
    let page = leo.refusal(res, &table).await;
    assert!(page.contains("Someone was faster"), "{page}");
    assert!(page.contains("Tides"), "the table as it is now");

    // A card that is not in the hand.
    let html = leo.page(&table).await;
    let res = leo
        .post(
            &html,
            &format!("{table}/submit"),
            &[("card", "999999"), ("card", "1000000")],
        )
        .await;
    assert!(leo
        .refusal(res, &table)
        .await
        .contains("is not in your hand"));

    // Nonsense in a field is refused with a sentence as well, never a server error.
    let res = leo
        .post(&html, &format!("{table}/vote"), &[("position", "first")])
        .await;
    assert!(leo
        .refusal(res, &table)
        .await
        .contains("this is not the time"));

    // A form without its CSRF token is refused outright.
    let res = leo
        .client
        .post(leo.url(&format!("{table}/submit")))
        .form(&[("card", "1")])
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 403);

    // Creating a table with a wrong option shows the home page with the reason.
    let home = ana.page("/").await;
    let res = ana
        .post(
            &home,
            "/tables",
            &[("ruleset", "2021"), ("target_score", "5")],
        )
        .await;
    assert_eq!(res.status(), 422);
    let page = res.text().await.unwrap();
    assert!(page.contains("The target score must be between 10 and 100; 5 was asked."));
    assert!(
        page.contains("value=\"2021\" checked"),
        "the form keeps the choice"
    );
}

#[tokio::test]
async fn spectators_of_a_public_table_see_no_hand_and_strangers_do_not_see_private_ones() {
    let app = TestApp::spawn().await;
    let ana = app.person("ana").await;
    let leo = app.person("leo").await;
    let rui = app.person("rui").await;
    let eve = app.person("eve").await;
    let table = create_table(&ana, "classic", true).await;
    let id = table.trim_start_matches("/tables/").to_string();

    // Leo finds it in the lobby and joins with its button.
    let home = leo.page("/").await;
    let join = format!("{table}/join");
    assert!(has_form(&home, &join), "the lobby lists the public table");
    let res = leo.post(&home, &join, &[]).await;
    assert_eq!(res.status(), 303);
    // Rui types the code (pasting the whole link works too).
    let invite = invite_path(&ana.page(&table).await);
    let home = rui.page("/").await;
    let link = format!("{}{invite}", app.address);
    let res = rui.post(&home, "/join", &[("code", link.as_str())]).await;
    assert_eq!(res.status(), 303);
    assert_eq!(location(&res), table);
    start(&table, &ana).await;

    // Round 1: every player has a clue form with their hand in it.
    let mut hands = Vec::new();
    for p in [&ana, &leo, &rui] {
        let cards = inputs(&p.page(&table).await, "card");
        assert_eq!(cards.len(), 7, "{}'s hand", p.name);
        hands.extend(cards);
    }
    let watching = eve.page(&table).await;
    assert!(watching.contains("You are watching this table."));
    assert!(
        !watching.contains("name=\"card\""),
        "no hand for a spectator"
    );
    assert!(!watching.contains("Your hand"));
    for action in ["clue", "submit", "vote", "resign", "start"] {
        assert!(!has_form(&watching, &format!("{table}/{action}")));
    }
    for card in &hands {
        assert!(!shows_card(&watching, card), "card {card} is hidden");
    }
    assert!(
        watching.contains(&format!("data-table=\"{id}\"")),
        "the page polls"
    );

    // An invite-only table stays out of sight for those without its code.
    let private = create_table(&ana, "classic", false).await;
    let (status, _) = eve.get(&private).await;
    assert_eq!(status, 404);
    let (status, _) = eve.get(&format!("{private}/history")).await;
    assert_eq!(status, 404);
    let (status, _) = eve.get("/t/nosuchcode").await;
    assert_eq!(status, 404);
    let home = eve.page("/").await;
    let res = eve.post(&home, "/join", &[("code", "nosuchcode")]).await;
    assert_eq!(res.status(), 404);
    assert!(res
        .text()
        .await
        .unwrap()
        .contains("No table has this code."));
}

#[tokio::test]
async fn pages_speak_spanish_when_the_browser_asks_for_it() {
    let app = TestApp::spawn().await;
    let ana = app
        .visitor_speaking("es-ES,es;q=0.9")
        .register("ana", Some("Ana"))
        .await;
    let leo = app.person("leo").await;
    let home = ana.page("/").await;
    assert!(home.contains("<html lang=\"es\">"));
    for words in [
        "Tus mesas",
        "Nueva mesa",
        "Unirse con un código",
        "Crear la mesa",
        "Mesas abiertas",
    ] {
        assert!(home.contains(words), "{words}");
    }
    let table = create_table(&ana, "classic", false).await;
    let html = ana.page(&table).await;
    for words in ["Jugadores", "Enlace de invitación", "Reglas"] {
        assert!(html.contains(words), "{words}");
    }
    join_by_invite(&table, &ana, &[&leo]).await;
    let html = leo.page(&table).await;
    assert!(has_form(&html, &format!("{table}/leave")));
    assert!(html.contains("Leave the table"), "Leo reads English");

    // Starting with two players is refused, in Spanish, on the table page.
    let html = ana.page(&table).await;
    let res = ana.post(&html, &format!("{table}/start"), &[]).await;
    let page = ana.refusal(res, &table).await;
    assert!(
        page.contains("necesita de 3 a 6 jugadores; esta tiene 2"),
        "{page}"
    );

    // Leo leaves before the start and is back home.
    let html = leo.page(&table).await;
    let res = leo.post(&html, &format!("{table}/leave"), &[]).await;
    assert_eq!(res.status(), 303);
    assert_eq!(location(&res), "/");

    // The rules, in Spanish too.
    let rules = ana.page("/rules/party").await;
    assert!(rules.contains("marcador de voto rojo"));
    let rules = leo.page("/rules").await;
    for name in [
        "Classic",
        "2021 edition",
        "Odyssey",
        "Party (Odyssey)",
        "Teams (Odyssey)",
    ] {
        assert!(rules.contains(name), "{name}");
    }
    let (status, _) = leo.get("/rules/chess").await;
    assert_eq!(status, 404);
}

/// The Teams rules in the languages of the rulebooks: the partner's card is barred from the
/// vote, the storyteller's team scores by team when all or none find the card, a tie is
/// shared, and a team can win while one partner plays on (every key there: `page` fails on
/// a missing one).
#[tokio::test]
async fn the_teams_rules_page_tells_the_partner_rule_in_spanish_and_portuguese() {
    let app = TestApp::spawn().await;
    for (languages, sentences) in [
        (
            "es-ES,es;q=0.9",
            [
                "Nadie puede votar su propia carta ni la de su compañero",
                "el equipo del cuentacuentos no gana puntos y cada equipo que votó gana 2",
                "los equipos empatados comparten la victoria",
                "puede ganar mientras uno de los dos siga jugando",
            ],
        ),
        (
            "pt-BR,pt;q=0.9",
            [
                "Ninguém pode votar na própria carta nem na do parceiro",
                "a equipe do narrador não ganha pontos e cada equipe que votou ganha 2",
                "as equipes empatadas dividem a vitória",
                "pode vencer enquanto um dos dois continuar jogando",
            ],
        ),
    ] {
        let page = app.visitor_speaking(languages).page("/rules/teams").await;
        for sentence in sentences {
            assert!(page.contains(sentence), "{languages}: {sentence}");
        }
    }
}

/// The last voter of a round who tells next sees how the round went first, every player's
/// points explained, and the clue form only once they move on; afterwards that reveal is one
/// tap away (folded), not stacked above the new round.
#[tokio::test]
async fn the_last_voter_who_tells_next_sees_the_reveal_first() {
    let app = TestApp::spawn().await;
    let (table, [ana, leo, rui]) = three_at_a_table(&app).await;
    // Ana tells; with three players the others play two cards each.
    let res = clue_with_first_card(&table, &ana, "Tides").await;
    assert_eq!(res.status(), 303);
    for p in [&leo, &rui] {
        assert_eq!(play_once(&table, p, "").await, Some("submit"));
    }
    // Leo, then Rui votes; Leo, on Ana's left, tells next.
    assert_eq!(play_once(&table, &leo, "").await, Some("vote"));
    assert_eq!(play_once(&table, &rui, "").await, Some("vote"));
    let clue = format!("{table}/clue");
    let seen = format!("{table}/seen");
    for p in [&rui, &leo] {
        let html = p.page(&table).await;
        assert!(html.contains("Round 1 is scored"), "{}: {html}", p.name);
        assert!(has_form(&html, &seen));
        assert!(!has_form(&html, &clue), "no clue form before the reveal");
        let reveal = html.find("class=\"panel reveal\"").expect("the reveal");
        // One button under the reveal, and one at the top, in the status banner.
        let button = html.rfind(&format!("action=\"{seen}\"")).unwrap();
        assert!(reveal < button);
        let top = html
            .find(&format!("action=\"{seen}\" class=\"next-step\""))
            .unwrap();
        assert!(top < reveal);
        // Every player's points, explained.
        assert_eq!(html.matches("class=\"why\"").count(), 3, "{html}");
        assert!(
            html.contains("found the card") || html.contains("nobody found the card"),
            "{html}"
        );
    }
    let html = leo.page(&table).await;
    let res = leo.post(&html, &seen, &[("round", "1")]).await;
    assert_eq!(res.status(), 303);
    assert_eq!(location(&res), table);
    let html = leo.page(&table).await;
    assert!(has_form(&html, &clue), "now the clue form");
    assert!(
        html.contains("<details class=\"panel reveal\""),
        "round 1 folded"
    );
    let form = html.find(&format!("action=\"{clue}\"")).unwrap();
    let folded = html.find("<details class=\"panel reveal\"").unwrap();
    assert!(form < folded, "the new round comes first");
    // Rui has not moved on: the reveal still comes first for them, in their own browser.
    assert!(has_form(&rui.page(&table).await, &seen));
    // A round number that is not one is refused with a page, not a 500.
    let res = rui.post(&html, &seen, &[("round", "x")]).await;
    assert_eq!(res.status(), 403, "Leo's page's token is not Rui's");
    let rui_html = rui.page(&table).await;
    let res = rui.post(&rui_html, &seen, &[("round", "x")]).await;
    assert_eq!(res.status(), 400);
}

/// The values of the ticked `<input name="{name}">`s of a page.
fn ticked(html: &str, name: &str) -> Vec<String> {
    let wanted = format!("name=\"{name}\"");
    html.split("<input")
        .skip(1)
        .filter_map(|rest| rest.split('>').next())
        .filter(|tag| tag.contains(&wanted) && tag.contains(" checked"))
        .filter_map(|tag| {
            let start = tag.find("value=\"")? + "value=\"".len();
            Some(tag[start..].split('"').next()?.to_string())
        })
        .collect()
}

#[tokio::test]
async fn cards_are_seen_large_and_chosen_from_there_without_javascript() {
    let app = TestApp::spawn().await;
    let (table, [ana, leo, rui]) = three_at_a_table(&app).await;

    // Every card of the hand has its view, reached by a link of its own; from there the
    // storyteller chooses it, and comes back to the form with it chosen and the clue kept.
    let html = ana.page(&table).await;
    let hand = inputs(&html, "card");
    assert_eq!(hand.len(), 7, "three players hold seven cards");
    for i in 1..=hand.len() {
        assert!(html.contains(&format!("id=\"see-hand-{i}\"")), "view {i}");
        assert!(
            html.contains(&format!("href=\"#see-hand-{i}\"")),
            "link {i}"
        );
    }
    assert!(html.contains("form=\"clue-form\" name=\"pick\""), "{html}");
    assert!(html.contains("Choose this card"));
    let res = ana
        .post(
            &html,
            &format!("{table}/clue"),
            &[("clue", "Tides"), ("pick", hand[2].as_str())],
        )
        .await;
    assert_eq!(res.status(), 303);
    assert_eq!(location(&res), format!("{table}#play"));
    let html = ana.page(&table).await;
    assert_eq!(ticked(&html, "card"), vec![hand[2].clone()]);
    assert!(html.contains(">Tides</textarea>"), "the clue is kept");
    assert!(!html.contains("class=\"error\""), "nothing was refused");
    assert!(
        has_form(&html, &format!("{table}/clue")),
        "no clue given yet"
    );
    let res = ana
        .post(
            &html,
            &format!("{table}/clue"),
            &[("clue", "Tides"), ("card", hand[2].as_str())],
        )
        .await;
    assert_eq!(res.status(), 303);

    // Three players each play two cards: a card chosen from its view joins the one ticked.
    let html = leo.page(&table).await;
    let hand = inputs(&html, "card");
    assert!(html.contains("form=\"submit-form\" name=\"pick\""));
    let submit = format!("{table}/submit");
    let res = leo
        .post(
            &html,
            &submit,
            &[("card", hand[0].as_str()), ("pick", hand[4].as_str())],
        )
        .await;
    assert_eq!(location(&res), format!("{table}#play"));
    let html = leo.page(&table).await;
    assert_eq!(
        ticked(&html, "card"),
        vec![hand[0].clone(), hand[4].clone()]
    );
    let fields = [("card", hand[0].as_str()), ("card", hand[4].as_str())];
    assert_eq!(leo.post(&html, &submit, &fields).await.status(), 303);
    let html = rui.page(&table).await;
    let hand = inputs(&html, "card");
    let fields = [("card", hand[1].as_str()), ("card", hand[3].as_str())];
    assert_eq!(rui.post(&html, &submit, &fields).await.status(), 303);

    // The board: a view per card; "Vote for this card" votes at once, but never for one's own.
    let html = leo.page(&table).await;
    let board = html.matches("class=\"viewer\" id=\"see-board-").count();
    assert_eq!(board, 5, "five cards, five views");
    let votable = inputs(&html, "position");
    assert_eq!(votable.len(), 3, "Leo's two cards are not his to vote for");
    assert_eq!(
        html.matches("form=\"vote-form\" name=\"play\"").count(),
        3,
        "a vote button in the view of each card Leo may vote for"
    );
    assert!(html.contains("Vote for this card"));
    assert!(
        html.contains("name=\"enter\" value=\"1\" class=\"no-enter\""),
        "Enter on a card presses a first button that makes no move"
    );
    let res = leo
        .post(
            &html,
            &format!("{table}/vote"),
            &[("position", votable[0].as_str()), ("enter", "1")],
        )
        .await;
    assert_eq!(location(&res), format!("{table}#play"), "the form again");
    let html = leo.page(&table).await;
    assert_eq!(
        ticked(&html, "position"),
        vec![votable[0].clone()],
        "no vote yet"
    );
    let res = leo
        .post(
            &html,
            &format!("{table}/vote"),
            &[("play", votable[1].as_str())],
        )
        .await;
    assert_eq!(res.status(), 303);
    assert_eq!(location(&res), table);
    let html = leo.page(&table).await;
    assert!(!has_form(&html, &format!("{table}/vote")), "Leo has voted");
    assert!(html.contains("your vote"), "{html}");
}

#[tokio::test]
async fn a_table_has_a_name_on_every_page_and_in_its_view() {
    let app = TestApp::spawn().await;
    let ana = app.person("ana").await;
    let leo = app.person("leo").await;
    let rui = app.person("rui").await;

    // Named in the create form; or called after its host when left empty.
    let home = ana.page("/").await;
    assert!(home.contains("placeholder=\"Ana&#39;s table\""), "{home}");
    let fields = [
        ("ruleset", "classic"),
        ("name", "  Friday stories "),
        ("public", "on"),
        ("deck", "1"),
    ];
    let res = ana.post(&home, "/tables", &fields).await;
    assert_eq!(res.status(), 303);
    let named = location(&res);
    let unnamed = create_table(&ana, "classic", false).await;
    let page = ana.page(&named).await;
    assert!(page.contains("<h1><bdi>Friday stories</bdi>"), "{page}");
    assert!(ana
        .page(&unnamed)
        .await
        .contains("<h1><bdi>Ana&#39;s table</bdi>"));
    let view: TableView = ana.api(&format!("/api/v1{named}")).await;
    assert_eq!(view.name.as_deref(), Some("Friday stories"));
    let view: TableView = ana.api(&format!("/api/v1{unnamed}")).await;
    assert_eq!(view.name, None);

    // The lobby and the home page name it; before the start, the seats taken of the most.
    let lobby = leo.page("/").await;
    assert!(lobby.contains("<bdi>Friday stories</bdi>"), "{lobby}");
    assert!(lobby.contains("1/6 players"));
    join_by_invite(&named, &ana, &[&leo, &rui]).await;
    assert!(ana.page("/").await.contains("3/6 players"));
    start(&named, &ana).await;
    let home = ana.page("/").await;
    assert!(home.contains("<bdi>Friday stories</bdi>"));
    assert!(
        home.contains("3 players") && !home.contains("3/6 players"),
        "{home}"
    );

    // Too long, or with characters that are refused: a sentence, no table.
    let home = ana.page("/").await;
    let long = "n".repeat(61);
    for bad in [long.as_str(), "tab\u{7}le"] {
        let res = ana
            .post(&home, "/tables", &[("ruleset", "classic"), ("name", bad)])
            .await;
        assert_eq!(res.status(), 422, "{bad:?}");
    }
}

/// The totals after each round of a history page, round by round, in the order of each
/// round's points lines (the API's order).
fn running_totals_shown(history: &str) -> Vec<Vec<u32>> {
    history
        .split("class=\"panel reveal\" id=\"round-")
        .skip(1)
        .map(|round| {
            round
                .split("<span class=\"total\">total ")
                .skip(1)
                .map(|rest| {
                    let number = rest.split('<').next().unwrap();
                    number
                        .parse()
                        .unwrap_or_else(|_| panic!("a total: {number}"))
                })
                .collect()
        })
        .collect()
}

/// A finished game's history: each round tells every player's score after it, which adds
/// up to the final scores (in Teams both partners carry the team's); every round but the
/// last is folded, and no picture loads before it is shown (`loading="lazy"`, and in a
/// closed `<details>` or a closed full-screen view until then).
#[tokio::test]
async fn a_finished_history_runs_the_totals_round_by_round_and_loads_pictures_lazily() {
    use fabula::game::{Options, Ruleset};
    let app = TestApp::spawn().await;
    for (prefix, ruleset, players) in [("histc", Ruleset::Classic, 3), ("histt", Ruleset::Teams, 6)]
    {
        let body = serde_json::json!({ "ruleset": ruleset.as_str(), "first_storyteller": "host" });
        let table = app.start_table(prefix, players, body).await;
        let (last, scored) = table.play_to_end(ruleset, Options::default(), false).await;
        let rounds: Vec<Round> = table.players[1]
            .read(&format!("/api/v1/tables/{}/rounds", table.id))
            .await;
        assert_eq!(rounds.len(), scored);

        let reader = app.signed_in(&format!("{prefix}1")).await;
        let path = format!("/tables/{}/history", table.id);
        let history = reader.page(&path).await;
        eprintln!(
            "{prefix}: {scored} rounds, the history page weighs {} bytes",
            history.len()
        );
        let shown = running_totals_shown(&history);
        assert_eq!(shown.len(), rounds.len(), "a reveal per round");
        let mut totals = vec![0u32; players];
        for (round, shown) in rounds.iter().zip(&shown) {
            for p in &round.points {
                totals[p.seat] += p.points;
            }
            let expected: Vec<u32> = round.points.iter().map(|p| totals[p.seat]).collect();
            assert_eq!(shown, &expected, "{prefix} round {}", round.round);
        }
        for seat in &last.seats {
            assert_eq!(totals[seat.seat], seat.score, "{prefix}: the final score");
        }
        if ruleset == Ruleset::Teams {
            for seat in 0..players / 2 {
                assert_eq!(totals[seat], totals[seat + players / 2], "partners");
            }
        }

        // Every round but the last is folded; every picture waits to be shown.
        assert_eq!(
            history.matches("<details class=\"panel reveal\"").count(),
            rounds.len() - 1
        );
        // The log too, in parts that open a round, the last one open.
        assert!(history.matches("<details class=\"log-part\"").count() >= rounds.len());
        assert_eq!(
            history.matches("<details class=\"log-part\" open>").count(),
            1
        );
        let pictures: Vec<&str> = history
            .split("<img ")
            .skip(1)
            .map(|tag| tag.split('>').next().unwrap())
            .filter(|tag| tag.contains("src=\"/cards/"))
            .collect();
        assert!(
            pictures.len() >= 2 * rounds.len() * 3,
            "cards and their views"
        );
        for tag in pictures {
            assert!(tag.contains("loading=\"lazy\""), "{tag}");
            // A built-in card, under the address that names its file's version.
            assert!(tag.contains("?v="), "{tag}");
        }
    }
}

/// The "pick one more" sentence of a two-card move: whether the page shows it.
fn asks_for_one_more(html: &str) -> bool {
    let tag = html
        .split("<p class=\"notice\" id=\"pick-more\"")
        .nth(1)
        .and_then(|rest| rest.split('>').next())
        .expect("a two-card form has the sentence, shown or not");
    !tag.contains(" hidden")
}

#[tokio::test]
async fn a_two_card_move_chosen_one_card_at_a_time_asks_for_one_more_without_javascript() {
    let app = TestApp::spawn().await;
    let (table, [ana, leo, rui]) = three_at_a_table(&app).await;
    let html = ana.page(&table).await;
    let hand = inputs(&html, "card");
    let clue = [("clue", "Tides"), ("card", hand[0].as_str())];
    assert_eq!(
        ana.post(&html, &format!("{table}/clue"), &clue)
            .await
            .status(),
        303
    );

    // Nothing chosen yet: the sentence waits, hidden.
    let submit = format!("{table}/submit");
    let html = leo.page(&table).await;
    assert!(!asks_for_one_more(&html), "{html}");
    let hand = inputs(&html, "card");

    // The form sent with one card ticked: no refusal, the card kept, one more asked for.
    let res = leo
        .post(&html, &submit, &[("card", hand[2].as_str())])
        .await;
    assert_eq!(res.status(), 303);
    assert_eq!(location(&res), format!("{table}#play"));
    let html = leo.page(&table).await;
    assert!(!html.contains("class=\"error\""), "not a refusal: {html}");
    assert_eq!(ticked(&html, "card"), vec![hand[2].clone()]);
    assert!(asks_for_one_more(&html), "{html}");
    assert!(
        html.contains("One card chosen: pick one more, then play both with “Play these cards”."),
        "{html}"
    );
    assert!(has_form(&html, &submit), "still to play");
    // Said once: the page afterwards is the form as it always is.
    assert!(!asks_for_one_more(&leo.page(&table).await));

    // The same from a card's view (its "Choose this card" button), in Spanish.
    leo.get("/lang/es").await;
    let res = leo
        .post(&html, &submit, &[("pick", hand[5].as_str())])
        .await;
    assert_eq!(location(&res), format!("{table}#play"));
    let html = leo.page(&table).await;
    assert_eq!(ticked(&html, "card"), vec![hand[5].clone()]);
    assert!(html.contains("Una carta elegida: elige una más"), "{html}");

    // The second card: both played.
    let fields = [("card", hand[5].as_str()), ("card", hand[1].as_str())];
    let res = leo.post(&html, &submit, &fields).await;
    assert_eq!(location(&res), table);
    let html = leo.page(&table).await;
    assert!(!has_form(&html, &submit), "played: {html}");

    // Three cards are still refused, saying why.
    let html = rui.page(&table).await;
    let hand = inputs(&html, "card");
    let three = [
        ("card", hand[0].as_str()),
        ("card", hand[1].as_str()),
        ("card", hand[2].as_str()),
    ];
    let res = rui.post(&html, &submit, &three).await;
    let html = rui.refusal(res, &table).await;
    assert!(html.contains("Play exactly 2 cards; you sent 3."), "{html}");
}
