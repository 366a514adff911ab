//! What the service answers: text, maybe an image, buttons and menus, shown to everyone
//! or only to the requester, and whom to ping. No Discord types.

use std::sync::{Arc, OnceLock};

use crate::carnett;
use crate::engine::{Game, Position};
use crate::model::{ChannelId, GameId, GuildId, MessageId, UserId};
use crate::render;

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

/// What a picture shows, kept until it is drawn.
pub(crate) enum Drawing {
    Board {
        position: Position,
        options: render::Options,
    },
    Replay {
        game: Game,
        options: render::Options,
    },
    /// Carnett's board: a public table, never a hand.
    CarnettBoard {
        table: Box<render::carnett::Table>,
        options: render::carnett::Options,
    },
    CarnettReplay {
        frames: Vec<render::carnett::Table>,
        options: render::carnett::Options,
    },
}

impl Drawing {
    fn draw(&self) -> Vec<u8> {
        match self {
            Drawing::Board { position, options } => render::png(position, options),
            Drawing::Replay { game, options } => render::gif(game, options),
            Drawing::CarnettBoard { table, options } => render::carnett::png(table, options),
            Drawing::CarnettReplay { frames, options } => render::carnett::gif(frames, options),
        }
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
    /// The challenge message: the one edited into the start line, and the one a
    /// thread is opened from.
    Challenge,
    /// A thread opened for the game (see [`Service::thread_opened`]).
    ///
    /// [`Service::thread_opened`]: super::Service::thread_opened
    Thread,
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
            Sent::Challenge => write!(f, "the challenge of game {}", self.game),
            Sent::Thread => write!(f, "the thread of game {}", self.game),
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

/// What became of a [`Delivery::OpenThread`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ThreadOutcome {
    /// The thread exists: `thread` opened from the message `from`.
    Opened { thread: ChannelId, from: MessageId },
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
    /// Open the move menus.
    Move,
    /// The piece menu (the value is a square).
    Piece,
    /// The destination menu for the piece on this square (the value is a move).
    Target(String),
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
    /// A button or menu of Carnett's game.
    Carnett(CarnettClick),
}

/// The buttons and menus of Carnett's game (`carnett/menus.rs`): on the board, then
/// each step of a private menu.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CarnettClick {
    /// The board's Move: the menu of pieces that may move.
    Move,
    /// The piece menu (the value is a square).
    Piece,
    /// The destination menus of the piece on this square (the value is a move); the
    /// number tells the menus of one message apart.
    Target(carnett::Square, u8),
    /// The board's Drop: the menu of the reserve's kinds.
    Drop,
    /// The reserve's menu (the value is a kind's letter).
    DropKind,
    /// The square menus for a drop of this kind (the value is a drop, `N@e5`); the
    /// number tells the menus of one message apart.
    DropAt(carnett::Kind, u8),
    /// The board's Exchange: the menu of kinds.
    Exchange,
    /// The kind menu (the value is an action, `exchange N`).
    ExchangeKind,
    /// The board's Discard: the menu of the hand.
    Discard,
    /// The hand menu (the value is an action, `discard 7H`).
    DiscardCard,
    /// The board's End turn.
    End,
    /// The board's My hand: the presser's hand, to them alone.
    Hand,
    /// The board's Play a card: the menu of the cards the presser may play.
    Card,
    /// The card menu (the value is an action, `play 7H`).
    CardPlay,
}

impl ComponentAction {
    /// The Carnett's-game action this is, if it is one.
    pub fn carnett(&self) -> Option<CarnettClick> {
        match self {
            ComponentAction::Carnett(click) => Some(*click),
            _ => None,
        }
    }
}

impl CarnettClick {
    fn encode(self) -> String {
        match self {
            CarnettClick::Move => "c-move".into(),
            CarnettClick::Piece => "c-piece".into(),
            CarnettClick::Target(from, n) => format!("c-to:{from}{n}"),
            CarnettClick::Drop => "c-drop".into(),
            CarnettClick::DropKind => "c-dropk".into(),
            CarnettClick::DropAt(kind, n) => format!("c-at:{}{n}", kind.letter()),
            CarnettClick::Exchange => "c-exch".into(),
            CarnettClick::ExchangeKind => "c-exk".into(),
            CarnettClick::Discard => "c-disc".into(),
            CarnettClick::DiscardCard => "c-dcard".into(),
            CarnettClick::End => "c-end".into(),
            CarnettClick::Hand => "c-hand".into(),
            CarnettClick::Card => "c-card".into(),
            CarnettClick::CardPlay => "c-play".into(),
        }
    }

    fn parse(name: &str, arg: Option<&str>) -> Option<CarnettClick> {
        Some(match (name, arg) {
            ("c-move", None) => CarnettClick::Move,
            ("c-piece", None) => CarnettClick::Piece,
            ("c-to", Some(arg)) => {
                let square = arg.get(..2)?.parse().ok()?;
                let n = arg.get(2..)?.parse().ok().filter(|n| *n < 2)?;
                CarnettClick::Target(square, n)
            }
            ("c-drop", None) => CarnettClick::Drop,
            ("c-dropk", None) => CarnettClick::DropKind,
            ("c-at", Some(arg)) => {
                let mut chars = arg.chars();
                let kind = carnett::Kind::from_letter(chars.next()?)
                    .filter(|k| *k != carnett::Kind::King)?;
                let n = chars.as_str().parse().ok().filter(|n| *n < 3)?;
                CarnettClick::DropAt(kind, n)
            }
            ("c-exch", None) => CarnettClick::Exchange,
            ("c-exk", None) => CarnettClick::ExchangeKind,
            ("c-disc", None) => CarnettClick::Discard,
            ("c-dcard", None) => CarnettClick::DiscardCard,
            ("c-end", None) => CarnettClick::End,
            ("c-hand", None) => CarnettClick::Hand,
            ("c-card", None) => CarnettClick::Card,
            ("c-play", None) => CarnettClick::CardPlay,
            _ => return None,
        })
    }
}

impl ComponentId {
    pub fn new(game: GameId, ply: usize, action: ComponentAction) -> ComponentId {
        ComponentId { game, ply, action }
    }

    pub fn encode(&self) -> String {
        let action = match &self.action {
            ComponentAction::Accept => "accept".to_string(),
            ComponentAction::Decline => "decline".to_string(),
            ComponentAction::Move => "move".to_string(),
            ComponentAction::Piece => "piece".to_string(),
            ComponentAction::Target(from) => format!("to:{from}"),
            ComponentAction::Board => "board".to_string(),
            ComponentAction::Resign => "resign".to_string(),
            ComponentAction::ConfirmResign => "resign-yes".to_string(),
            ComponentAction::CancelResign => "resign-no".to_string(),
            ComponentAction::Rematch => "rematch".to_string(),
            ComponentAction::Draw => "draw".to_string(),
            ComponentAction::AcceptDraw => "draw-yes".to_string(),
            ComponentAction::DeclineDraw => "draw-no".to_string(),
            ComponentAction::Carnett(click) => click.encode(),
        };
        format!("mc:{}:{}:{action}", self.game, self.ply)
    }

    /// Reads a `custom_id`; anything else (another bot's, or tampered) is `None`.
    pub fn parse(text: &str) -> Option<ComponentId> {
        if text.len() > 100 {
            return None;
        }
        let mut parts = text.split(':');
        if parts.next()? != "mc" {
            return None;
        }
        let game: GameId = parts.next()?.parse().ok()?;
        let ply: usize = parts.next()?.parse().ok()?;
        let action = match (parts.next()?, parts.next()) {
            ("accept", None) => ComponentAction::Accept,
            ("decline", None) => ComponentAction::Decline,
            ("move", None) => ComponentAction::Move,
            ("piece", None) => ComponentAction::Piece,
            ("to", Some(square)) if square.len() <= 3 => {
                ComponentAction::Target(square.to_string())
            }
            ("board", None) => ComponentAction::Board,
            ("resign", None) => ComponentAction::Resign,
            ("resign-yes", None) => ComponentAction::ConfirmResign,
            ("resign-no", None) => ComponentAction::CancelResign,
            ("rematch", None) => ComponentAction::Rematch,
            ("draw", None) => ComponentAction::Draw,
            ("draw-yes", None) => ComponentAction::AcceptDraw,
            ("draw-no", None) => ComponentAction::DeclineDraw,
            (name, arg) if name.starts_with("c-") => {
                ComponentAction::Carnett(CarnettClick::parse(name, arg)?)
            }
            _ => return None,
        };
        if parts.next().is_some() {
            return None;
        }
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
            ComponentAction::Move,
            ComponentAction::Piece,
            ComponentAction::Target("c3".into()),
            ComponentAction::Board,
            ComponentAction::Resign,
            ComponentAction::ConfirmResign,
            ComponentAction::CancelResign,
            ComponentAction::Rematch,
            ComponentAction::Draw,
            ComponentAction::AcceptDraw,
            ComponentAction::DeclineDraw,
        ]
        .into_iter()
        .chain(
            [
                CarnettClick::Move,
                CarnettClick::Piece,
                CarnettClick::Target("h8".parse().unwrap(), 1),
                CarnettClick::Drop,
                CarnettClick::DropKind,
                CarnettClick::DropAt(carnett::Kind::Knight, 2),
                CarnettClick::Exchange,
                CarnettClick::ExchangeKind,
                CarnettClick::Discard,
                CarnettClick::DiscardCard,
                CarnettClick::End,
                CarnettClick::Hand,
                CarnettClick::Card,
                CarnettClick::CardPlay,
            ]
            .map(ComponentAction::Carnett),
        ) {
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
            "mc:1:2:fly",
            "mc:1:x:move",
            "mc:1:2:move:extra",
            "mc:1:2:c-to:z90",
            "mc:1:2:c-to:e22",
            "mc:1:2:c-to:e2",
            "mc:1:2:c-at:K0",
            "mc:1:2:c-at:N3",
            "mc:1:2:c-fly",
        ] {
            assert_eq!(ComponentId::parse(bad), None, "{bad}");
        }
    }
}
