//! What a Previous/Next button under a page of a list names: which list, of which
//! game, which page, about whom.

use crate::model::{GameKind, UserId};

/// Which list a page button pages through.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ListKind {
    /// The server's leaderboard (public: anyone may page it).
    Leaderboard,
    /// A player's finished games (private to whoever asked).
    History,
    /// The games in progress: the server's, or one player's (private).
    Games,
}

/// What a Previous/Next button under a page of a list asks for, as carried in its
/// `custom_id`: `mcl:<list>[-<game>]:<page>[:<user>]`, at most 100 characters. Its own
/// prefix (not `mc:`) keeps it apart from the game's components: a list belongs to no
/// one game record. The game is written only when it is not the first one, so that the
/// buttons posted before there were two games still page the same lists.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ListId {
    pub list: ListKind,
    /// Whose standings a leaderboard or history pages through (always the first
    /// game for the games in progress, which list every game).
    pub game: GameKind,
    /// The page to show, from 1 (a tampered 0 or a page past the end is refused like
    /// a `page:` option would be).
    pub page: u32,
    /// The player the list is about: always for a history, for the games of one
    /// player; never for the leaderboard.
    pub user: Option<UserId>,
}

impl ListId {
    const PREFIX: &'static str = "mcl";

    pub fn encode(&self) -> String {
        let list = match self.list {
            ListKind::Leaderboard => "lb",
            ListKind::History => "h",
            ListKind::Games => "g",
        };
        let list = match self.game.suffix() {
            None => list.to_string(),
            Some(game) => format!("{list}-{game}"),
        };
        match self.user {
            Some(user) => format!("{}:{list}:{}:{}", Self::PREFIX, self.page, user.0),
            None => format!("{}:{list}:{}", Self::PREFIX, self.page),
        }
    }

    /// Whether a `custom_id` is meant as a list button (well formed or not).
    pub fn is_list(text: &str) -> bool {
        text.split(':').next() == Some(Self::PREFIX)
    }

    /// Reads a `custom_id`; anything else (another component's, or tampered) is `None`.
    pub fn parse(text: &str) -> Option<ListId> {
        if text.len() > 100 {
            return None;
        }
        let mut parts = text.split(':');
        if parts.next()? != Self::PREFIX {
            return None;
        }
        let tag = parts.next()?;
        let (list, game) = match tag.split_once('-') {
            Some((list, game)) => (list, Some(GameKind::by_name(game)?)),
            None => (tag, None),
        };
        let list = match list {
            "lb" => ListKind::Leaderboard,
            "h" => ListKind::History,
            "g" => ListKind::Games,
            _ => return None,
        };
        // Written only for another game than the first, and never for the games in
        // progress.
        let game = match game {
            Some(game) if game.suffix().is_none() => return None,
            Some(_) if list == ListKind::Games => return None,
            Some(game) => game,
            None => GameKind::default(),
        };
        let page = number(parts.next()?)?;
        let user = match parts.next() {
            Some(user) => Some(UserId(number(user).filter(|id| *id != 0)?)),
            None => None,
        };
        if parts.next().is_some() {
            return None;
        }
        let fits = match list {
            ListKind::Leaderboard => user.is_none(),
            ListKind::History => user.is_some(),
            ListKind::Games => true,
        };
        fits.then_some(ListId {
            list,
            game,
            page,
            user,
        })
    }
}

/// Digits only (no sign, no spaces), as the ids are written.
fn number<T: std::str::FromStr>(text: &str) -> Option<T> {
    if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    text.parse().ok()
}
