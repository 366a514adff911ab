//! What a challenge to Carnett's game may ask for: one opponent at most (or none: an
//! open challenge), and none of the pyramid board's options.

use crate::i18n::Tr;
use crate::service::error::{ServiceError, ServiceResult};
use crate::service::request::{Challenge, LayoutChoice};

use super::say;

/// Checks a challenge to Carnett's game: one opponent at most, none of the pyramid
/// board's options.
pub(crate) fn check_challenge(tr: Tr<'_>, challenge: &Challenge) -> ServiceResult<()> {
    if challenge.opponents.len() > 1 {
        return Err(ServiceError::user(say::refusal(tr, "only-one-opponent")));
    }
    if challenge.layout != LayoutChoice::ByCount
        || challenge.ruleset.is_some()
        || challenge.clock.is_some()
    {
        return Err(ServiceError::user(say::refusal(tr, "no-board-options")));
    }
    Ok(())
}
