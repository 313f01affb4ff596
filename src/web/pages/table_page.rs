//! The table page and what every form about a table shares: the page itself with the reason a
//! form was refused, the form's draft, the chat, and making a move through `play::act`.
//!
//! A refused form is answered with a redirect (303) to the table page, which shows the reason
//! once, with the form as it was (`Flash`, kept in the session until that page reads it).

use actix_web::http::StatusCode;
use actix_web::{web, HttpResponse};
use askama::Template;
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};

use crate::config::Config;
use crate::i18n::chat_marks::{blocked_words, unread_words};
use crate::i18n::Lang;
use crate::ids::TableId;
use crate::play::{self, Access, ChatEntry, Move, PlayError, Seen};
use crate::state::AppState;
use crate::store::tables::{Table, TableStatus};
use crate::view::table_view;
use crate::web::auth::TypedSession;
use crate::web::error::AppError;
use crate::web::pages::table_model::{live_summary, CardLook, CardTexts, Pic, TableModel};
use crate::web::pages::viewer::{self, Choose, Shown, Zoom};
use crate::web::pages::{account_id, html, see_other, PageCtx};

#[derive(Template)]
#[template(path = "table.html")]
struct TablePage {
    page: PageCtx,
    t: TableModel,
    /// Why the last form was refused, above the table or (`chat_error`) by the chat.
    error: Option<String>,
    chat_error: bool,
    invite_url: String,
    draft: Draft,
    chat: Vec<ChatLine>,
    /// The chat is on its own page (`table_chat_page.html`), not at the bottom of this one.
    chat_page: bool,
    /// "2 new messages in the chat", when messages came since the reader last read it.
    unread: Option<String>,
    /// What a form elsewhere did, said once at the top ("Thank you: the moderators…").
    notice: Option<String>,
    /// Drawn from memory while the database cannot answer: the page may be behind.
    behind: bool,
}

/// The chat on a page of its own: the log and the form, and nothing that reloads.
#[derive(Template)]
#[template(path = "table_chat_page.html")]
struct ChatPage {
    page: PageCtx,
    t: TableModel,
    /// Why the last message was refused, said by the form.
    error: Option<String>,
    chat_error: bool,
    draft: Draft,
    chat: Vec<ChatLine>,
    chat_page: bool,
    /// What a form elsewhere did, said once ("Blocked: you no longer see their messages.").
    notice: Option<String>,
}

/// What the chat's "Block" link adds to its address: where to come back to.
pub fn chat_back(table: TableId, from: &str) -> String {
    match from {
        "" => format!("table={table}"),
        from => format!("table={table}&from={from}"),
    }
}

impl ChatPage {
    fn chat_back(&self) -> String {
        chat_back(self.t.id, "chat")
    }
}

impl TablePage {
    fn chat_back(&self) -> String {
        chat_back(self.t.id, "")
    }

    fn picked(&self, id: &i64) -> bool {
        self.draft.cards.contains(id)
    }

    /// Whether the cards of the hand chosen so far are all but one of those the move needs:
    /// the form then asks for one more.
    fn one_more(&self) -> bool {
        let picked = self.t.hand.iter().filter(|c| self.picked(&c.id)).count();
        picked > 0 && picked + 1 == self.t.cards_to_play
    }

    /// Whether a vote form's `field` ("position", "second" or "red") had `position` chosen.
    fn voted(&self, field: &str, position: &usize) -> bool {
        let chosen = match field {
            "position" => self.draft.position,
            "second" => self.draft.second,
            _ => self.draft.red,
        };
        chosen == Some(*position)
    }

    fn card_alt(&self, pic: &Pic, number: &usize) -> String {
        pic.alt(&self.page.lang, number)
    }

    /// The views of the hand's cards; chosen from there when the move is about them.
    fn hand_zooms(&self) -> Vec<Zoom> {
        let t = &self.t;
        let shown = t
            .hand
            .iter()
            .enumerate()
            .map(|(i, c)| {
                let choose = if t.can_clue && t.clue_with_card {
                    Some(("clue-form", "pick", "choose_pick", true))
                } else if t.can_submit && t.cards_to_play > 1 {
                    Some(("submit-form", "pick", "choose_pick", true))
                } else if t.can_submit {
                    Some(("submit-form", "play", "choose_play", false))
                } else {
                    None
                };
                Shown {
                    image: c.image.clone(),
                    alt: self.card_alt(c, &(i + 1)),
                    choose: choose.map(|(form, name, label, ticks)| Choose {
                        form: form.into(),
                        name,
                        value: c.id.to_string(),
                        label: self.page.t(label),
                        input: ticks.then(|| format!("card-{}", c.id)),
                    }),
                }
            })
            .collect();
        viewer::zooms("hand", "hand-list", shown)
    }

    /// The views of the board's cards; voted for from there in the vote.
    fn board_zooms(&self) -> Vec<Zoom> {
        let t = &self.t;
        let alone = !t.red_marker && !t.second_vote;
        let shown = t
            .board
            .iter()
            .map(|b| Shown {
                image: b.pic.image.clone(),
                alt: self.card_alt(&b.pic, &b.position),
                choose: (t.can_vote && !b.barred).then(|| Choose {
                    form: "vote-form".into(),
                    name: if alone { "play" } else { "pick" },
                    value: b.position.to_string(),
                    label: self
                        .page
                        .t(if alone { "choose_vote" } else { "choose_pick" }),
                    input: (!alone).then(|| format!("pos-{}", b.position)),
                }),
            })
            .collect();
        viewer::zooms("board", "board-list", shown)
    }

    /// The views of a plain list of pictures (the cards played, the hand between moves).
    fn plain_zooms(&self, list: &str, pics: &[Pic]) -> Vec<Zoom> {
        let shown = pics
            .iter()
            .enumerate()
            .map(|(i, c)| Shown {
                image: c.image.clone(),
                alt: self.card_alt(c, &(i + 1)),
                choose: None,
            })
            .collect();
        viewer::zooms(list, &format!("{list}-list"), shown)
    }

    fn open_label(&self, index: &usize) -> String {
        viewer::open_label(self.page.lang, *index)
    }
}

/// What a refused form had in it, to show it again as it was.
#[derive(Default, Serialize, Deserialize)]
pub struct Draft {
    #[serde(default)]
    pub clue: String,
    #[serde(default)]
    pub cards: Vec<i64>,
    /// The vote form's choices.
    #[serde(default)]
    pub position: Option<usize>,
    #[serde(default)]
    pub second: Option<usize>,
    #[serde(default)]
    pub red: Option<usize>,
    /// The chat box.
    #[serde(default)]
    pub chat: String,
    /// The clue form's private note.
    #[serde(default)]
    pub note: String,
}

/// What the table page shows once after a form: why it was refused, and the form as it was.
#[derive(Default, Serialize, Deserialize)]
pub struct Flash {
    pub table: i64,
    pub error: Option<String>,
    /// The refusal is the chat's: said by the chat box.
    #[serde(default)]
    pub chat: bool,
    #[serde(default)]
    pub draft: Draft,
    /// What a form about the table done elsewhere did (a report kept, a player blocked).
    #[serde(default)]
    pub notice: Option<Done>,
}

/// What a form done away from the table page (the report form, the block form) tells the
/// table page when it comes back to it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Done {
    Reported,
    ReportedAlready,
    Blocked,
}

impl Done {
    fn key(self) -> &'static str {
        match self {
            Done::Reported => "report_done",
            Done::ReportedAlready => "report_already",
            Done::Blocked => "chat_blocked_done",
        }
    }
}

/// Back to `place` (the table page or the chat's own page of `table`), which says once what
/// was `done`.
pub fn back_with(
    session: &TypedSession,
    table: TableId,
    done: Done,
    place: &str,
) -> Result<HttpResponse, AppError> {
    let flash = Flash {
        table: table.0,
        notice: Some(done),
        ..Flash::default()
    };
    // A notice always fits in the session.
    session.keep_flash(&flash)?;
    Ok(see_other(place))
}

impl Draft {
    /// A chat message that was refused, to show in the box again.
    pub fn chat(text: String) -> Draft {
        Draft {
            chat: text,
            ..Draft::default()
        }
    }
}

/// The address of a table's invite link, on the site's public address.
fn invite_url(config: &Config, code: &str) -> String {
    format!("{}/t/{code}", config.base_url())
}

/// A table's page as this person may see it, with what the last form left for it; with
/// `chat_page`, the page of its chat alone.
pub async fn show_page(
    state: &AppState,
    page: PageCtx,
    id: TableId,
    session: &TypedSession,
    chat_page: bool,
) -> Result<HttpResponse, AppError> {
    let account = account_id(&page)?;
    let seen = play::see(state, id, account).await?;
    // While the process does not follow the database (its listening connection lost, as when
    // no primary is elected), the table it holds is shown at once, rather than after the
    // database's time to fail; and when the database cannot answer, too. The page then says
    // it may be behind.
    let held = (!chat_page).then(|| play::held(state, seen)).flatten();
    let (table, held) = match held {
        Some(table) if state.watch.possibly_behind() => (table, true),
        held => match play::load_visible(state, seen).await {
            Ok(table) => (table, false),
            Err(e) => {
                let err = AppError::from(e);
                match held {
                    Some(table) if err.is_unavailable() => (table, true),
                    _ => return Err(err),
                }
            }
        },
    };
    let flash = take_flash(session, id);
    let drawing = Drawing {
        status: StatusCode::OK,
        chat_page,
        held,
    };
    render_table(state, page, &table, seen, flash, drawing).await
}

/// How a table page is drawn: under which status, as the chat's own page or the table's, and
/// whether from the table this process holds because the database cannot answer (`held`).
#[derive(Clone, Copy)]
pub struct Drawing {
    pub status: StatusCode,
    pub chat_page: bool,
    pub held: bool,
}

/// The table page, with what the last form left for it (`flash`), drawn as `drawing` says:
/// under its status; as the chat's own page, whose form says why a message was refused; or
/// from the table this process holds.
pub async fn render_table(
    state: &AppState,
    page: PageCtx,
    table: &Table,
    seen: Seen,
    flash: Flash,
    drawing: Drawing,
) -> Result<HttpResponse, AppError> {
    let Drawing {
        status,
        chat_page,
        held,
    } = drawing;
    let view = table_view(table, Some(seen.account_id()), page.lang);
    let mut t = TableModel::new(page.lang, &view, state.clock.now());
    // While the database cannot answer, the table page is drawn from what this process holds
    // (`held`), without what only the database has (the chat, the cards' words), and says it
    // may be behind; once one part finds the database unable to answer, the others are not
    // asked for. The chat's own page has nothing to show without it.
    let mut behind = held;
    let chat = if behind {
        Ok(Chat::default())
    } else {
        chat_lines(state, table, seen, page.lang).await
    };
    let Chat {
        lines: chat,
        unread,
    } = if chat_page {
        chat?
    } else {
        or_without(chat, &mut behind)?
    };
    let unread = (unread > 0).then(|| unread_words(page.lang, unread));
    let notice = flash.notice.map(|key| page.t(key.key()).to_string());
    if chat_page {
        let chat_page = ChatPage {
            page,
            t,
            error: flash.error,
            chat_error: true,
            draft: flash.draft,
            chat,
            chat_page,
            notice,
        };
        return html(status, chat_page);
    }
    t.settle_reveal(page.lang, page.seen_round(table.row.id.0));
    if !behind && table.seats.iter().any(|s| s.bot) && table.row.status != TableStatus::Finished {
        let random = crate::bots::plays_at_random(state, &table.decks).await;
        t.bots_random = or_without(random.map_err(AppError::from), &mut behind)?;
    }
    if let (false, true, Some(started), Some(finished)) = (
        behind,
        table.row.live(),
        table.row.started_at,
        table.row.finished_at,
    ) {
        let rounds = play::history::rounds(state, seen).await;
        let rounds = or_without(rounds.map_err(AppError::from), &mut behind)?;
        let minutes = (finished - started).num_minutes();
        t.summary = live_summary(page.lang, &view.seats, &rounds, minutes);
    }
    if !behind {
        let texts = card_texts(state, page.lang, t.card_ids()).await;
        t.describe(page.lang, &or_without(texts, &mut behind)?);
    } else {
        t.describe(page.lang, &CardTexts::new());
    }
    let mut res = html(
        status,
        TablePage {
            error: flash.error,
            chat_error: flash.chat,
            invite_url: invite_url(&state.config, &t.code),
            page,
            t,
            draft: flash.draft,
            chat,
            chat_page,
            unread,
            notice,
            behind,
        },
    )?;
    if behind {
        crate::web::shared::mark_possibly_behind(&mut res);
    }
    Ok(res)
}

/// A part of a page that only the database has: while it cannot answer, the page goes without
/// it, and `behind` says the page is drawn from memory.
fn or_without<T: Default>(found: Result<T, AppError>, behind: &mut bool) -> Result<T, AppError> {
    match found {
        Err(e) if e.is_unavailable() => {
            *behind = true;
            Ok(T::default())
        }
        found => found,
    }
}

/// What each of `ids` shows in words, for its text alternative (`web::cards::alt_text`), and
/// where a built-in card's picture is under its immutable address (`web::cards::picture_src`).
pub async fn card_texts(
    state: &AppState,
    lang: Lang,
    ids: Vec<i64>,
) -> Result<CardTexts, AppError> {
    if ids.is_empty() {
        return Ok(CardTexts::new());
    }
    let rows = crate::decks::card_texts(state, ids).await?;
    Ok(rows
        .into_iter()
        .map(|c| {
            let file = c.builtin_file.as_deref();
            let look = CardLook {
                alt: crate::web::cards::alt_text(lang, file, c.description.as_deref()),
                image: file.map(|_| crate::web::cards::picture_src(c.id, file)),
            };
            (c.id, look)
        })
        .collect())
}

/// Back to the table page after a refused form: a redirect, with the reason and the form's
/// content kept for that page. When they do not fit in the session (a long chat message in
/// a script of many bytes), or the person may no longer see the table, the answer is given
/// right away instead: the table page under the refusal's status, or the refusal itself.
pub async fn refused(
    (state, page, id, session): At,
    err: AppError,
    draft: Draft,
    back: Back,
) -> Result<HttpResponse, AppError> {
    let table_id = id.into_inner();
    let account = account_id(&page)?;
    let flash = Flash {
        table: table_id.0,
        error: Some(err.message(page.lang)),
        chat: back != Back::Table,
        draft,
        notice: None,
    };
    if session.keep_flash(&flash)? {
        return Ok(see_other(&back.place(table_id)));
    }
    let seen = play::see(&state, table_id, account).await;
    let Ok(seen) = seen else {
        return Err(err);
    };
    let Ok(table) = play::load_visible(&state, seen).await else {
        return Err(err);
    };
    let drawing = Drawing {
        status: err.status,
        chat_page: back == Back::ChatPage,
        held: false,
    };
    render_table(&state, page, &table, seen, flash, drawing).await
}

/// Where a refused form goes back to.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Back {
    /// The table page, where the moves are.
    Table,
    /// The chat at the bottom of the table page.
    TableChat,
    /// The chat's own page (`GET /tables/{id}/chat`).
    ChatPage,
}

impl Back {
    fn place(self, table: TableId) -> String {
        match self {
            Back::Table => format!("/tables/{table}"),
            Back::TableChat => format!("/tables/{table}#chat"),
            Back::ChatPage => format!("/tables/{table}/chat"),
        }
    }
}

/// What a form left for the page of `table`, once (a flash for another table is dropped).
pub fn take_flash(session: &TypedSession, table: TableId) -> Flash {
    session
        .take_flash::<Flash>()
        .filter(|f| f.table == table.0)
        .unwrap_or_default()
}

/// A card chosen in the viewer of a form whose move needs more than the card: back to the
/// form, with the card chosen and everything else as it was.
pub fn chosen((_, _, id, session): At, draft: Draft) -> Result<HttpResponse, AppError> {
    let table_id = id.into_inner();
    let flash = Flash {
        table: table_id.0,
        error: None,
        chat: false,
        draft,
        notice: None,
    };
    // A draft of a move always fits: a clue is at most 200 characters.
    session.keep_flash(&flash)?;
    Ok(see_other(&format!("/tables/{table_id}#play")))
}

/// Whether a refusal is shown on the table page (rather than as an error page): a move the
/// rules or the moment do not allow, on a table the person may see.
pub fn shown_on_table(err: &AppError) -> bool {
    matches!(
        err.status,
        StatusCode::FORBIDDEN | StatusCode::CONFLICT | StatusCode::UNPROCESSABLE_ENTITY
    )
}

/// What every move's handler needs besides its form: the app, the page's
/// context, the table's id and the session (for what the next page shows once).
pub type At = (
    web::Data<AppState>,
    PageCtx,
    web::Path<TableId>,
    TypedSession,
);

/// Makes a move of a player or the host, after the gate (whoever may not see the table gets
/// the 404 of no table); back to the table page, with the reason when it was refused.
pub async fn act(at: At, mv: Move, draft: Draft) -> Result<HttpResponse, AppError> {
    act_at(at, None, |access| access.play().map(drop), mv, draft).await
}

/// Makes a move once the gate, asked with `key` (an invite code, if the form gave one),
/// allows it by `allowed`; back to the table page, with the reason when it was refused and
/// the person may see the table (else the refusal itself).
pub async fn act_at(
    at: At,
    key: Option<play::Key>,
    allowed: impl FnOnce(&Access) -> Result<(), PlayError>,
    mv: Move,
    draft: Draft,
) -> Result<HttpResponse, AppError> {
    let account = account_id(&at.1)?;
    let table_id = *at.2;
    let access = play::access(&at.0, table_id, Some(account), key).await?;
    let done = match allowed(&access) {
        Ok(()) => play::act(&at.0, table_id, account, mv).await.map(drop),
        Err(err) => Err(err),
    };
    match done.map_err(AppError::from) {
        Ok(()) => Ok(see_other(&format!("/tables/{table_id}"))),
        // Some of the cards a move needs, chosen one at a time (without scripts, the form
        // sent with the first): back to the form with them, which asks for the rest.
        Err(err) if wants_more_cards(&err) && access.may_see() => chosen(at, draft),
        Err(err) if shown_on_table(&err) && access.may_see() => {
            refused(at, err, draft, Back::Table).await
        }
        Err(err) => Err(err),
    }
}

/// Whether a move was refused only for having fewer cards than it needs, and at least one.
fn wants_more_cards(err: &AppError) -> bool {
    let arg = |name: &str| {
        (err.args.iter())
            .find(|(n, _)| *n == name)
            .and_then(|(_, v)| v.parse::<usize>().ok())
    };
    err.key == Some("rule_wrong_card_count")
        && matches!((arg("got"), arg("expected")), (Some(got), Some(expected)) if got > 0 && got < expected)
}

/// A form with nothing but its CSRF token.
#[derive(Deserialize)]
pub struct EmptyForm {}

/// A chat message as the page shows it. Plain text: the templates escape it.
pub struct ChatLine {
    /// The message's id, which its "Report" link names.
    pub id: i64,
    /// The writer's username, which the "Block" button names.
    pub username: String,
    pub name: String,
    pub you: bool,
    /// Written by someone who does not play at the table.
    pub spectator: bool,
    pub body: String,
    pub at: DateTime<Utc>,
    /// A moderator removed it: its words are not given.
    pub removed: bool,
    /// Written by someone else since the reader last read the chat.
    pub new: bool,
    /// In place of messages of people the reader blocked: "2 messages hidden (blocked)", and
    /// nothing else of them.
    pub blocked: Option<String>,
}

/// A table's chat as a page shows it: its lines, oldest first, and how many are new.
#[derive(Default)]
pub struct Chat {
    pub lines: Vec<ChatLine>,
    pub unread: usize,
}

/// The table's chat for its page and its history, oldest first. Reading it marks it read.
pub async fn chat_lines(
    state: &AppState,
    table: &Table,
    seen: Seen,
    lang: Lang,
) -> Result<Chat, AppError> {
    let account = seen.account_id();
    let read = play::read_chat(state, seen).await?;
    let unread = read.unread;
    let read_before = read.read_before;
    let lines = read
        .entries
        .into_iter()
        .map(|entry| match entry {
            ChatEntry::Said(m) => ChatLine {
                id: m.id,
                you: m.account_id == account,
                new: m.id > read_before && m.account_id != account && !m.hidden,
                spectator: table.seat_of(m.account_id).is_none(),
                name: lang.player_name(&m.display_name, m.former),
                username: m.username,
                body: m.body,
                at: m.created_at,
                removed: m.hidden,
                blocked: None,
            },
            ChatEntry::Blocked(count) => ChatLine {
                id: 0,
                username: String::new(),
                name: String::new(),
                you: false,
                spectator: false,
                body: String::new(),
                at: DateTime::<Utc>::MIN_UTC,
                removed: false,
                new: false,
                blocked: Some(blocked_words(lang, count)),
            },
        })
        .collect();
    Ok(Chat { lines, unread })
}
