//! The `page:` option of the listing commands and their Previous/Next buttons: which
//! window of the store's list to read, whether the page asked for exists once the
//! list's length is known, and the buttons' ids.

use crate::i18n::Tr;
use crate::model::{GameKind, UserId};
use crate::store::Window;

use super::error::{ServiceError, ServiceResult};
use super::messages::{self, PagedList};
use super::reply::{Button, ButtonStyle, Delivery, Reply, Row};
use super::request::Request;
use super::Service;

/// Page `page` (the first when none; below 1 reads the first, and is refused by
/// [`check`] once the list's length is known).
pub(crate) fn window(page: Option<i64>, size: usize) -> Window {
    let page = page.unwrap_or(1).clamp(1, i64::from(u32::MAX));
    Window::page(page as usize, size)
}

/// The page number to show, or the user's mistake (in `tr`, the requester's
/// language): a page the `list` of `total` entries does not have.
pub(crate) fn check(
    tr: Tr<'_>,
    page: Option<i64>,
    total: usize,
    size: usize,
    list: PagedList<'_>,
) -> ServiceResult<(usize, usize)> {
    let pages = total.div_ceil(size).max(1);
    let asked = page.unwrap_or(1);
    match usize::try_from(asked) {
        Ok(n) if (1..=pages).contains(&n) => Ok((n, pages)),
        _ => Err(ServiceError::user(messages::bad_page(
            tr, asked, pages, list,
        ))),
    }
}

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
/// one game record. The game is written only when it is not the Looney Pyramids one,
/// so that the buttons posted before there were two games still page the same lists.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ListId {
    pub list: ListKind,
    /// Whose standings a leaderboard or history pages through (always martian for
    /// the games in progress, which list both games).
    pub game: GameKind,
    /// The page to show, from 1 (a tampered 0 or a page past the end is refused by
    /// [`check`] like a `page:` option would be).
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
        let list = match self.game {
            GameKind::Martian => list.to_string(),
            game => format!("{list}-{game}"),
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
        // Written only when not martian, and never for the games in progress.
        let game = match game {
            Some(GameKind::Martian) => return None,
            Some(_) if list == ListKind::Games => return None,
            Some(game) => game,
            None => GameKind::Martian,
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

/// The ◀ Previous and Next ▶ buttons under page `page` of `pages` (none for a list
/// that fits one page), labels in `tr`'s language; the one that would leave the list
/// is disabled.
pub(crate) fn buttons(
    tr: Tr<'_>,
    list: ListKind,
    game: GameKind,
    user: Option<UserId>,
    page: usize,
    pages: usize,
) -> Vec<Row> {
    if pages <= 1 {
        return Vec::new();
    }
    let page = u32::try_from(page).unwrap_or(u32::MAX);
    let pages = u32::try_from(pages).unwrap_or(u32::MAX);
    let id = |page| {
        ListId {
            list,
            game,
            page,
            user,
        }
        .encode()
    };
    vec![Row::Buttons(vec![
        Button {
            custom_id: id(page.saturating_sub(1)),
            label: messages::previous_page_button(tr),
            style: ButtonStyle::Secondary,
            disabled: page <= 1,
        },
        Button {
            custom_id: id(page.saturating_add(1)),
            label: messages::next_page_button(tr),
            style: ButtonStyle::Secondary,
            disabled: page >= pages,
        },
    ])]
}

impl Service {
    /// A Previous/Next button under a page of a list: that page, in place of the
    /// clicked one. The leaderboard is public (anyone may page it, and it stays in the
    /// server's language); the other lists are the requester's alone, in theirs.
    pub(crate) fn list_page(
        &self,
        request: &Request,
        custom_id: &str,
    ) -> ServiceResult<Vec<Reply>> {
        let id = ListId::parse(custom_id).ok_or_else(|| {
            ServiceError::user(messages::unknown_list_button(self.tr_private(request)))
        })?;
        let page = Some(i64::from(id.page));
        // Whoever pressed knows their own name; another player's comes from their games.
        let name = |user: UserId| (user == request.user.id).then_some(request.user.name.as_str());
        let mut replies = match id.list {
            ListKind::Leaderboard => self.leaderboard(request, id.game, page)?,
            ListKind::History => {
                let user = id.user.unwrap_or(request.user.id);
                self.history_of(request, id.game, user, name(user), page)?
            }
            ListKind::Games => self.games_of(request, id.user.map(|u| (u, name(u))), page)?,
        };
        for reply in &mut replies {
            reply.delivery = Delivery::Update;
        }
        Ok(replies)
    }
}
