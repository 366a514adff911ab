//! What a challenge to a Looney Pyramids game may ask for: a layout (or one chosen by
//! the number of opponents), teams, a ruleset and a clock; and the game it sets up.

use crate::engine::{Layout, Rules, Ruleset};
use crate::i18n::Tr;
use crate::model::GameSetup;
use crate::service::error::{ServiceError, ServiceResult};
use crate::service::messages;
use crate::service::request::{Challenge, LayoutChoice};

/// The layout a challenge plays, and whether in teams: the `layout` option, or else
/// the number of opponents named (1 duel, 2 tri, 3 quad, 4 penta, 5 hexa; none, an
/// open challenge, is a duel).
fn chosen_layout(choice: LayoutChoice, opponents: usize) -> (&'static Layout, bool) {
    let named = |name: &str| Layout::by_name(name).unwrap_or(Layout::duel());
    match choice {
        LayoutChoice::Duel => (Layout::duel(), false),
        LayoutChoice::Quad => (Layout::quad(), false),
        LayoutChoice::Teams => (Layout::quad(), true),
        LayoutChoice::Halves => (named("halves"), false),
        LayoutChoice::Tri => (named("tri"), false),
        LayoutChoice::Penta => (named("penta"), false),
        LayoutChoice::Hexa => (named("hexa"), false),
        LayoutChoice::ByCount => match opponents {
            0 | 1 => (Layout::duel(), false),
            2 => (named("tri"), false),
            3 => (Layout::quad(), false),
            4 => (named("penta"), false),
            _ => (named("hexa"), false),
        },
    }
}

/// Checks that the challenge names as many opponents as its layout needs (none at
/// all: an open challenge, for whoever accepts first).
pub(crate) fn check_challenge(tr: Tr<'_>, challenge: &Challenge) -> ServiceResult<()> {
    let (chosen, teams) = chosen_layout(challenge.layout, challenge.opponents.len());
    let needed = chosen.players() - 1;
    let layout = if teams { "teams" } else { chosen.name() };
    if !challenge.opponents.is_empty() && challenge.opponents.len() != needed {
        return Err(ServiceError::user(messages::wrong_opponent_count(
            tr,
            layout,
            needed,
            challenge.opponents.len(),
        )));
    }
    Ok(())
}

/// The game a checked challenge sets up: its layout, and its rules (the server's
/// ruleset unless the challenge names one).
pub(crate) fn setup_for(challenge: &Challenge, default_ruleset: Ruleset) -> GameSetup {
    let (layout, teams) = chosen_layout(challenge.layout, challenge.opponents.len());
    let rules = Rules {
        ruleset: challenge.ruleset.unwrap_or(default_ruleset),
        clock: challenge.clock.unwrap_or_default(),
        reject_captures_allowed: false,
        teams,
    };
    GameSetup::Martian { layout, rules }
}
