//! What a tournament message's buttons name (`mct:`): their own prefix, apart from a
//! game's (`mc:`), a list's (`mcl:`), a vacation's (`mcv:`) and a puzzle's (`mcp:`),
//! because a tournament is no channel's game. Each carries the tournament's number,
//! so that a click works after a restart.

use crate::model::TournamentId;

const PREFIX: &str = "mct";

/// What a tournament message's button does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum TournamentButton {
    Join,
    Leave,
    /// A manager's Start, before the start.
    Start,
    /// The standings, for the presser alone.
    Standings,
}

impl TournamentButton {
    fn word(self) -> &'static str {
        match self {
            TournamentButton::Join => "join",
            TournamentButton::Leave => "leave",
            TournamentButton::Start => "start",
            TournamentButton::Standings => "show",
        }
    }

    pub(crate) fn encode(self, tournament: TournamentId) -> String {
        format!("{PREFIX}:{}:{}", tournament.0, self.word())
    }

    /// Reads what [`TournamentButton::encode`] wrote; anything else is `None`.
    pub(crate) fn parse(custom_id: &str) -> Option<(TournamentId, TournamentButton)> {
        let mut parts = custom_id.split(':');
        if parts.next() != Some(PREFIX) {
            return None;
        }
        let id = parts.next()?.parse::<u64>().ok().filter(|n| *n > 0)?;
        let button = match parts.next()? {
            "join" => TournamentButton::Join,
            "leave" => TournamentButton::Leave,
            "start" => TournamentButton::Start,
            "show" => TournamentButton::Standings,
            _ => return None,
        };
        parts.next().is_none().then_some((TournamentId(id), button))
    }
}

/// Whether a `custom_id` is meant as a tournament's (well formed or not).
pub fn is_tournament(custom_id: &str) -> bool {
    custom_id.split(':').next() == Some(PREFIX)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_button_reads_back_and_nothing_else_does() {
        for button in [
            TournamentButton::Join,
            TournamentButton::Leave,
            TournamentButton::Start,
            TournamentButton::Standings,
        ] {
            let id = button.encode(TournamentId(42));
            assert!(is_tournament(&id));
            assert!(id.len() <= 100);
            assert_eq!(
                TournamentButton::parse(&id),
                Some((TournamentId(42), button))
            );
        }
        for bad in [
            "mct:0:join",
            "mct:x:join",
            "mct:4:dance",
            "mct:4:join:1",
            "mc:4:join",
        ] {
            assert_eq!(TournamentButton::parse(bad), None, "{bad}");
        }
        assert!(!is_tournament("mcp:d:2026-12-04"));
    }
}
