//! Every sentence the image shows, in one place, so that translations can replace them
//! together later.

use martian_engine::{EndReason, GameResult, Outcome, Player, PlayerSet};

/// The name shown for a seat without one.
pub fn default_name(player: Player) -> String {
    format!("Player {}", player.number())
}

pub fn to_move(name: &str) -> String {
    format!("{name} to move")
}

pub const TO_MOVE_TAG: &str = "to move";
pub const WINNER_TAG: &str = "★ winner";

pub fn clock(plies: u8) -> String {
    match plies {
        1 => "Clock: 1 move left".to_owned(),
        n => format!("Clock: {n} moves left"),
    }
}

pub fn team_score(names: &[&str], score: u32) -> String {
    format!("{}: {score}", names.join(" + "))
}

fn list(names: &[&str]) -> String {
    match names {
        [] => String::new(),
        [one] => (*one).to_owned(),
        [init @ .., last] => format!("{} and {last}", init.join(", ")),
    }
}

fn names_of<'a>(set: PlayerSet, name: &impl Fn(Player) -> &'a str) -> Vec<&'a str> {
    set.iter().map(name).collect()
}

/// "alice wins" or "Draw"; `name` gives each seat's display name.
pub fn headline<'a>(outcome: &Outcome, players: usize, name: impl Fn(Player) -> &'a str) -> String {
    match outcome.result {
        GameResult::Win(set) if set.len() == 1 => format!("{} wins", list(&names_of(set, &name))),
        GameResult::Win(set) => format!("{} win", list(&names_of(set, &name))),
        GameResult::Draw(set) if set.len() == players => "Draw".to_owned(),
        GameResult::Draw(set) => format!("Draw: {}", list(&names_of(set, &name))),
    }
}

/// Why the game ended, as a sentence.
pub fn reason<'a>(outcome: &Outcome, name: impl Fn(Player) -> &'a str) -> String {
    let mut text = match outcome.reason {
        EndReason::ZoneEmptied { zone, by } if zone == by => {
            format!("{} moved the last piece out of their zone.", name(by))
        }
        EndReason::ZoneEmptied { zone, by } => {
            format!("{}'s move emptied {}'s zone.", name(by), name(zone))
        }
        EndReason::ClockRanOut => "The clock ran out.".to_owned(),
        EndReason::NoLegalMove { player } => format!("{} had no legal move.", name(player)),
    };
    if outcome.won_on_tie_break {
        text.push_str(" Tied on points: whoever ends the game wins a tie.");
    }
    text
}
