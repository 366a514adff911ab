//! A Swiss round: the pairing graph's heaviest matching (see `weights.rs`), turned into
//! boards with colours.

use crate::field::{ranked, PairingError, Seat};
use crate::history::History;
use crate::matching::max_weight_matching;
use crate::types::{Colour, Entrant, Pairing, Round, RoundResults};
use crate::weights::{colour_faults, pairing_graph};

/// The most rounds a Swiss of `players` can have: one fewer than the players, so that
/// a pairing without repeats can still exist.
pub fn max_swiss_rounds(players: usize) -> usize {
    players.saturating_sub(1)
}

/// Pairs the next Swiss round of `entrants` (those still playing) after the rounds
/// `played`. Boards come best first (by the better-ranked player of each), the bye
/// last.
pub fn pair_swiss(entrants: &[Entrant], played: &[RoundResults]) -> Result<Round, PairingError> {
    let seats = ranked(entrants, &History::of(played))?;
    let graph = pairing_graph(&seats);
    let mates = max_weight_matching(graph.vertices, &graph.edges);
    let bye = graph.bye_vertex(seats.len());
    let mut boards = Vec::new();
    let mut bye_board = None;
    for (v, mate) in mates.iter().enumerate() {
        // The graph always has a perfect matching (see `weights.rs`), so every vertex
        // has a mate; each pair is taken once, from its better-ranked end.
        let w = mate.expect("the pairing graph has a perfect matching");
        if Some(w) == bye {
            bye_board = Some(Pairing::Bye(seats[v].id));
        } else if Some(v) != bye && v < w {
            boards.push((v, w));
        }
    }
    let mut round: Round = boards
        .iter()
        .enumerate()
        .map(|(board, &(v, w))| game(&seats[v], &seats[w], board))
        .collect();
    round.extend(bye_board);
    Ok(round)
}

/// The game between `high` (better ranked) and `low` on board `board` (0 = top), with
/// the first move given by, in order: the colour rules (break as few as possible); the
/// player who has moved first less often; the one who moved second more recently; and
/// for players with the same past (as in round one), the better-ranked player on even
/// boards and the other on odd ones, so that colours alternate down the boards.
fn game(high: &Seat, low: &Seat, board: usize) -> Pairing {
    let high_colour = colour_of_higher(high, low, board);
    let (first, second) = match high_colour {
        Colour::First => (high.id, low.id),
        Colour::Second => (low.id, high.id),
    };
    Pairing::Game { first, second }
}

fn colour_of_higher(high: &Seat, low: &Seat, board: usize) -> Colour {
    let faults_first = colour_faults(high, low, Colour::First);
    let faults_second = colour_faults(high, low, Colour::Second);
    if faults_first != faults_second {
        return if faults_first < faults_second {
            Colour::First
        } else {
            Colour::Second
        };
    }
    let (h, l) = (high.record.colour_balance(), low.record.colour_balance());
    if h != l {
        return if h < l { Colour::First } else { Colour::Second };
    }
    // The latest round in which their colours differ: who was second then goes first.
    let latest_difference = high
        .record
        .colours
        .iter()
        .rev()
        .zip(low.record.colours.iter().rev())
        .find(|(a, b)| a != b);
    match latest_difference {
        Some((&high_then, _)) => high_then.other(),
        None if board % 2 == 0 => Colour::First,
        None => Colour::Second,
    }
}

#[cfg(test)]
mod tests;
