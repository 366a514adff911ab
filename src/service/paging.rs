//! The `page:` option of the listing commands: which window of the store's list to
//! read, and whether the page asked for exists once the list's length is known.

use crate::i18n::Tr;
use crate::store::Window;

use super::error::{ServiceError, ServiceResult};
use super::messages::{self, PagedList};

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
