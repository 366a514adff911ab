//! What the service answers: text, maybe an image, buttons and menus, shown to everyone
//! or only to the requester, and whom to ping. No Discord types.

use std::sync::{Arc, OnceLock};

use crate::model::{ChannelId, GameId, GuildId, MessageId, TournamentId, UserId};

pub use super::followup::Followup;

/// Discord's limit on autocomplete choices and select-menu options.
pub const MAX_CHOICES: usize = 25;

/// A file to attach. A picture is drawn when its bytes are first asked for, not when
/// the service answers: a reply nobody delivers (a fill of the store, an interaction
/// that expired, a console not saving images) costs no drawing, and an adapter decides
/// on which thread the drawing happens ([`Reply::draw`]). Clones share one drawing.
#[derive(Clone)]
pub struct Attachment {
    /// File name with extension, e.g. `board-2s-14.png`.
    pub name: String,
    /// What the picture shows, for screen readers (Discord's attachment
    /// `description`, at most 1024 characters), in the reply's language.
    pub description: Option<String>,
    bytes: Arc<OnceLock<Vec<u8>>>,
    drawing: Option<Arc<Drawing>>,
}

/// A picture kept until it is drawn: what the game's renderer needs, and the call that
/// draws it (a game's module makes it: see `games/`).
pub(crate) struct Drawing(Box<dyn Fn() -> Vec<u8> + Send + Sync>);

impl Drawing {
    pub fn new(draw: impl Fn() -> Vec<u8> + Send + Sync + 'static) -> Drawing {
        Drawing(Box::new(draw))
    }

    fn draw(&self) -> Vec<u8> {
        (self.0)()
    }
}

impl Attachment {
    /// A file whose bytes are known.
    pub fn new(name: impl Into<String>, bytes: Vec<u8>) -> Attachment {
        Attachment {
            name: name.into(),
            description: None,
            bytes: Arc::new(OnceLock::from(bytes)),
            drawing: None,
        }
    }

    /// A picture drawn on first use.
    pub(crate) fn drawn_later(name: String, drawing: Drawing) -> Attachment {
        Attachment {
            name,
            description: None,
            bytes: Arc::new(OnceLock::new()),
            drawing: Some(Arc::new(drawing)),
        }
    }

    /// The file's bytes, drawn now if they were not yet.
    pub fn bytes(&self) -> &[u8] {
        self.bytes.get_or_init(|| match &self.drawing {
            Some(drawing) => drawing.draw(),
            None => Vec::new(),
        })
    }

    /// Whether the bytes exist yet (a test's question).
    pub fn is_drawn(&self) -> bool {
        self.bytes.get().is_some()
    }
}

impl std::fmt::Debug for Attachment {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Attachment")
            .field("name", &self.name)
            .field("description", &self.description)
            .field("bytes", &self.bytes.get().map(Vec::len))
            .finish_non_exhaustive()
    }
}

/// Two attachments are equal when their names, descriptions and bytes are (drawing
/// both if needed).
impl PartialEq for Attachment {
    fn eq(&self, other: &Attachment) -> bool {
        self.name == other.name
            && self.description == other.description
            && self.bytes() == other.bytes()
    }
}

impl Eq for Attachment {}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ButtonStyle {
    Primary,
    Secondary,
    Success,
    Danger,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Button {
    pub custom_id: String,
    pub label: String,
    pub style: ButtonStyle,
    /// Shown but not clickable (a list's Previous on its first page).
    pub disabled: bool,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SelectOption {
    pub label: String,
    pub value: String,
    pub description: Option<String>,
}

/// A select menu (at most 25 options).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Select {
    pub custom_id: String,
    pub placeholder: String,
    pub options: Vec<SelectOption>,
}

/// One row of components.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Row {
    Buttons(Vec<Button>),
    Select(Select),
}

/// How a reply reaches people.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Delivery {
    /// The answer to the interaction; public or ephemeral.
    Respond,
    /// Replace the message whose component was clicked (for menus that step on).
    Update,
    /// A new message in the channel, after the response.
    Channel,
    /// A direct message to `to` (reminders), falling back to a channel mention.
    Direct,
    /// The game's live board in `channel`: the message `message` edited in place, or a
    /// new message when there is none yet or it was deleted. The reply's receipt asks
    /// for the id of a new one ([`DeliveryOutcome::Posted`]).
    Board { message: Option<MessageId> },
    /// An edit of the bot's own earlier message in `channel` (a challenge becoming the
    /// start line). Best effort: a message deleted meanwhile stays deleted.
    Edit { message: MessageId },
    /// Deletes the bot's own message in `channel` (the previous ping); the reply has no
    /// text. Best effort.
    Delete { message: MessageId },
    /// Opens a public thread named by the reply's text from the message `from` in
    /// `channel` (`None`: from the message the interaction's answer just posted), for
    /// the receipt's game. The adapter tells [`Service::thread_opened`] what became of
    /// it and delivers what that returns.
    ///
    /// [`Service::thread_opened`]: super::Service::thread_opened
    OpenThread { from: Option<MessageId> },
    /// Opens a public thread named by the reply's text in `channel`, from no message
    /// (a tournament game: a round's games start together, in one channel, from no
    /// challenge), for the receipt's game. The adapter tells
    /// [`Service::thread_opened`] what became of it ([`ThreadOutcome::Alone`] when it
    /// opened) and delivers what that returns, also outside an interaction (a tick).
    ///
    /// [`Service::thread_opened`]: super::Service::thread_opened
    NewThread,
    /// Archives the thread `channel` (a finished game's); the reply has no text.
    Archive,
    /// Unarchives the thread `channel`, so that its live board's buttons work again (an
    /// idle thread archives itself); the reply has no text.
    Unarchive,
}

impl Delivery {
    /// A short name (for the console's JSON and log lines).
    pub fn name(&self) -> &'static str {
        match self {
            Delivery::Respond => "respond",
            Delivery::Update => "update",
            Delivery::Channel => "channel",
            Delivery::Direct => "direct",
            Delivery::Board { message: None } => "board",
            Delivery::Board { message: Some(_) } => "board-edit",
            Delivery::Edit { .. } => "edit",
            Delivery::Delete { .. } => "delete",
            Delivery::OpenThread { .. } => "open-thread",
            Delivery::NewThread => "new-thread",
            Delivery::Archive => "archive",
            Delivery::Unarchive => "unarchive",
        }
    }

    /// Whether the reply changes the channel without saying anything (a delete, an
    /// archive): nothing to show a reader.
    pub fn is_silent_action(&self) -> bool {
        matches!(
            self,
            Delivery::Delete { .. } | Delivery::Archive | Delivery::Unarchive
        )
    }
}

/// One message of the service's answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reply {
    pub channel: ChannelId,
    pub delivery: Delivery,
    /// Only the requester sees it.
    pub ephemeral: bool,
    /// The requester (ephemeral) or the DM's recipient; `None` for everyone.
    pub to: Option<UserId>,
    /// May contain mentions as `<@id>`.
    pub text: String,
    pub image: Option<Attachment>,
    pub components: Vec<Row>,
    /// Users to ping, with their names for adapters that print them.
    pub mentions: Vec<(UserId, String)>,
    /// Set when the service needs to know whether this message arrived (a reminder,
    /// the notice of a move): the adapter passes it to [`Service::confirm`] after
    /// trying to deliver the reply.
    ///
    /// [`Service::confirm`]: super::Service::confirm
    pub receipt: Option<Receipt>,
    /// Notifies nobody (Discord's suppress-notifications flag): a message nobody needs
    /// to be told about, such as a page of a list. Never set on a reply that pings.
    pub silent: bool,
    /// Work this reply says is under way (an analysis waiting for its turn): once the
    /// reply is delivered, the adapter hands it to [`Service::finish_analysis`] (which
    /// blocks until the work is done) and delivers what that returns in this reply's
    /// place.
    ///
    /// [`Service::finish_analysis`]: super::Service::finish_analysis
    pub followup: Option<Followup>,
}

impl Reply {
    /// Draws the reply's picture now, if it has one: an adapter calls this on a thread
    /// that may block, before it delivers the reply.
    pub fn draw(&self) {
        if let Some(image) = &self.image {
            image.bytes();
        }
    }

    /// A private answer to the requester.
    pub fn private(channel: ChannelId, to: UserId, text: impl Into<String>) -> Reply {
        Reply {
            channel,
            delivery: Delivery::Respond,
            ephemeral: true,
            to: Some(to),
            text: text.into(),
            image: None,
            components: Vec::new(),
            mentions: Vec::new(),
            receipt: None,
            silent: false,
            followup: None,
        }
    }

    /// A public answer in the channel.
    pub fn public(channel: ChannelId, text: impl Into<String>) -> Reply {
        Reply {
            channel,
            delivery: Delivery::Respond,
            ephemeral: false,
            to: None,
            text: text.into(),
            image: None,
            components: Vec::new(),
            mentions: Vec::new(),
            receipt: None,
            silent: false,
            followup: None,
        }
    }
}

/// What a reply with a receipt was about, for [`Service::confirm`]. Opaque to the
/// adapters: they keep it beside the message and hand it back.
///
/// [`Service::confirm`]: super::Service::confirm
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Receipt {
    pub(crate) game: GameId,
    pub(crate) guild: GuildId,
    /// The ply the message was about: a receipt for an earlier turn changes nothing.
    pub(crate) ply: usize,
    pub(crate) what: Sent,
}

/// What was sent.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Sent {
    /// The reminder to the player to move.
    Reminder { user: UserId },
    /// The ping after a move, telling the next player it is their turn: its id is the
    /// one to delete when the next ping is posted.
    MoveNotice,
    /// The live board: its id is the message to edit after the next move.
    Board,
    /// The result line a finished (or, with a thread, cancelled) game leaves where it
    /// was challenged: posted again by the ticks until it arrives.
    Result,
    /// The challenge message: the one edited into the start line, and the one a
    /// thread is opened from.
    Challenge,
    /// A thread opened for the game (see [`Service::thread_opened`]).
    ///
    /// [`Service::thread_opened`]: super::Service::thread_opened
    Thread,
    /// A tournament's message (its players, Join and Leave): its id is the one to edit
    /// as the tournament changes. Such a receipt's `game` holds no game: the
    /// tournament's number is `tournament`'s, and its `ply` is 0.
    Tournament { tournament: TournamentId },
}

impl Receipt {
    /// The game the message was about (for log lines).
    pub fn game(&self) -> GameId {
        self.game
    }
}

impl std::fmt::Display for Receipt {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self.what {
            Sent::Reminder { user } => write!(
                f,
                "the reminder of game {} (move {}) to user {}",
                self.game,
                self.ply + 1,
                user.0
            ),
            Sent::MoveNotice => write!(
                f,
                "the notice of game {} at move {}",
                self.game,
                self.ply + 1
            ),
            Sent::Board => write!(
                f,
                "the board of game {} at move {}",
                self.game,
                self.ply + 1
            ),
            Sent::Result => write!(f, "the result line of game {}", self.game),
            Sent::Challenge => write!(f, "the challenge of game {}", self.game),
            Sent::Thread => write!(f, "the thread of game {}", self.game),
            Sent::Tournament { tournament } => {
                write!(f, "the message of tournament {tournament}")
            }
        }
    }
}

/// What became of a reply that carried a [`Receipt`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DeliveryOutcome {
    /// Delivered as asked.
    Delivered,
    /// Delivered as asked, as the message with this id (which the service keeps for a
    /// live board, a ping or a challenge, to edit or delete it later).
    Posted(MessageId),
    /// The direct message was refused (the user's DMs are closed, Discord error
    /// 50007), so it was posted in the game's channel, mentioning them, instead.
    DeliveredInChannel,
    /// Not delivered at all.
    Failed,
}

/// What became of a [`Delivery::OpenThread`] or a [`Delivery::NewThread`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ThreadOutcome {
    /// The thread exists: `thread` opened from the message `from`.
    Opened { thread: ChannelId, from: MessageId },
    /// The thread exists: `thread`, opened from no message ([`Delivery::NewThread`]).
    Alone { thread: ChannelId },
    /// The bot may not create threads in this channel (a missing permission): the game
    /// is played in the channel, and the server is told why, once.
    NotAllowed,
    /// Not opened for another reason (logged by the adapter): the game is played in the
    /// channel.
    Failed,
}

/// What a component does, as carried in its `custom_id`:
/// `mc:<game>:<ply>:<action>[:<square>]`, at most 100 characters. The game and the ply
/// make a click work after a restart and let an old board say it is out of date.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ComponentId {
    pub game: GameId,
    pub ply: usize,
    pub action: ComponentAction,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ComponentAction {
    Accept,
    Decline,
    Board,
    Resign,
    ConfirmResign,
    CancelResign,
    /// On a finished game's board: challenge its players again (see `rematch.rs`).
    Rematch,
    /// On the live board: offer a draw, or accept the one standing (see `draw.rs`).
    Draw,
    /// Under a draw offer, made at the id's ply: accept it, or decline it.
    AcceptDraw,
    DeclineDraw,
    /// Under a game no longer played: the computer's analysis of it (see `analyse.rs`).
    Analyse,
    /// The menu under an analysis: the board before the chosen marked move.
    AnalysisBoard,
    /// A button or menu of the game's own (its move menus, its cards), named by a
    /// token only that game reads (see `games/`).
    Game(String),
}

/// Longest token of a game's own component.
const GAME_TOKEN_CHARS: usize = 16;

/// Whether `token` may name a game's own component: short, letters, digits and `-:@`
/// (the game reads the rest).
fn is_game_token(token: &str) -> bool {
    (1..=GAME_TOKEN_CHARS).contains(&token.len())
        && token
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || "-:@".contains(c))
}

impl ComponentId {
    pub fn new(game: GameId, ply: usize, action: ComponentAction) -> ComponentId {
        ComponentId { game, ply, action }
    }

    pub fn encode(&self) -> String {
        let action = match &self.action {
            ComponentAction::Accept => "accept".to_string(),
            ComponentAction::Decline => "decline".to_string(),
            ComponentAction::Board => "board".to_string(),
            ComponentAction::Resign => "resign".to_string(),
            ComponentAction::ConfirmResign => "resign-yes".to_string(),
            ComponentAction::CancelResign => "resign-no".to_string(),
            ComponentAction::Rematch => "rematch".to_string(),
            ComponentAction::Draw => "draw".to_string(),
            ComponentAction::AcceptDraw => "draw-yes".to_string(),
            ComponentAction::DeclineDraw => "draw-no".to_string(),
            ComponentAction::Analyse => "analyse".to_string(),
            ComponentAction::AnalysisBoard => "analysis".to_string(),
            ComponentAction::Game(token) => token.clone(),
        };
        format!("mc:{}:{}:{action}", self.game, self.ply)
    }

    /// Reads a `custom_id`; anything else (another bot's, or tampered) is `None`.
    pub fn parse(text: &str) -> Option<ComponentId> {
        if text.len() > 100 {
            return None;
        }
        let mut parts = text.splitn(4, ':');
        if parts.next()? != "mc" {
            return None;
        }
        let game: GameId = parts.next()?.parse().ok()?;
        let ply: usize = parts.next()?.parse().ok()?;
        let action = match parts.next()? {
            "accept" => ComponentAction::Accept,
            "decline" => ComponentAction::Decline,
            "board" => ComponentAction::Board,
            "resign" => ComponentAction::Resign,
            "resign-yes" => ComponentAction::ConfirmResign,
            "resign-no" => ComponentAction::CancelResign,
            "rematch" => ComponentAction::Rematch,
            "draw" => ComponentAction::Draw,
            "draw-yes" => ComponentAction::AcceptDraw,
            "draw-no" => ComponentAction::DeclineDraw,
            "analyse" => ComponentAction::Analyse,
            "analysis" => ComponentAction::AnalysisBoard,
            token if is_game_token(token) => ComponentAction::Game(token.to_string()),
            _ => return None,
        };
        Some(ComponentId { game, ply, action })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn component_ids_round_trip_and_stay_short() {
        for action in [
            ComponentAction::Accept,
            ComponentAction::Decline,
            ComponentAction::Board,
            ComponentAction::Resign,
            ComponentAction::ConfirmResign,
            ComponentAction::CancelResign,
            ComponentAction::Rematch,
            ComponentAction::Draw,
            ComponentAction::AcceptDraw,
            ComponentAction::DeclineDraw,
            ComponentAction::Analyse,
            ComponentAction::AnalysisBoard,
            ComponentAction::Game("to:c3".into()),
            ComponentAction::Game("c-at:N2".into()),
            ComponentAction::Game("x".repeat(GAME_TOKEN_CHARS)),
        ] {
            let id = ComponentId::new(GameId(u64::MAX), usize::MAX, action);
            let text = id.encode();
            assert!(text.len() <= 100, "{text}");
            assert_eq!(ComponentId::parse(&text), Some(id));
        }
        for bad in [
            "",
            "mc",
            "mc:1:2",
            "xx:1:2:move",
            "mc:1:x:move",
            "mc:1:2:",
            "mc:1:2:mo\tve",
            "mc:1:2:move extra",
            "mc:1:2:a-token-far-too-long",
        ] {
            assert_eq!(ComponentId::parse(bad), None, "{bad}");
        }
    }
}
