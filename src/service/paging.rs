//! The `page:` option of the listing commands and their Previous/Next buttons: which
//! window of the store's list to read, whether the page asked for exists once the
//! list's length is known, and the buttons' ids.

use crate::i18n::Tr;
use crate::model::{GameKind, UserId};
use crate::store::Window;

use super::dispatch::Service;
use super::error::{ServiceError, ServiceResult};
use super::list_id::{ListId, ListKind};
use super::messages::{self, PagedList};
use super::reply::{Button, ButtonStyle, Delivery, Reply, Row};
use super::request::Request;

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
            ListKind::Leaderboard => self.leaderboard(request, id.game, page, None)?,
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
