//! What the button that confirms a vacation (`/martian me vacation:`) names: how many
//! days, for whom. Its own prefix (not `mc:` or `mcl:`) keeps it apart from a game's
//! components and a list's: it belongs to a member, not to a game.

use crate::model::UserId;

const PREFIX: &str = "mcv";

/// `mcv:<days>:<user>`.
pub(crate) fn encode(days: i64, user: UserId) -> String {
    format!("{PREFIX}:{days}:{}", user.0)
}

/// Whether a `custom_id` is meant as a vacation's confirmation (well formed or not).
pub(crate) fn is_vacation(custom_id: &str) -> bool {
    custom_id.split(':').next() == Some(PREFIX)
}

/// The days and the member a confirmation names; anything else is `None`.
pub(crate) fn decode(custom_id: &str) -> Option<(i64, UserId)> {
    let mut parts = custom_id.split(':');
    if parts.next() != Some(PREFIX) {
        return None;
    }
    let days = parts.next()?.parse().ok()?;
    let user = parts.next()?.parse().ok()?;
    parts.next().is_none().then_some((days, UserId(user)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn confirmations_round_trip_and_tampering_is_refused() {
        let id = encode(7, UserId(42));
        assert_eq!(id, "mcv:7:42");
        assert!(is_vacation(&id));
        assert_eq!(decode(&id), Some((7, UserId(42))));
        for bad in ["mcv:7", "mcv:x:42", "mcv:7:42:1", "mcl:7:42", "mcv::"] {
            assert_eq!(decode(bad), None, "{bad}");
        }
    }
}
