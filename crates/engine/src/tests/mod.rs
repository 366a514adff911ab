//! One test per rule of `../shared/RULES.md`, named after the rule.

use super::*;

mod board;
mod endings;
mod formats;
mod layouts;
mod leaping;
mod no_rejection;
mod play;

fn pos(fen: &str) -> Position {
    fen.parse()
        .unwrap_or_else(|err| panic!("test position {fen}: {err}"))
}

fn mv(text: &str) -> Move {
    text.parse().unwrap()
}

/// Plays moves given as text, panicking with the reason if one is illegal.
fn play(mut p: Position, moves: &[&str]) -> Position {
    for text in moves {
        if let Err(err) = p.play(mv(text)) {
            panic!("{text} in {p}: {err}");
        }
    }
    p
}

fn reason(p: &Position, text: &str) -> IllegalReason {
    match p.parse_move(text) {
        Ok(m) => panic!("{m} should be illegal in {p}"),
        Err(err) => err.reason,
    }
}

fn sentence(p: &Position, text: &str) -> String {
    p.parse_move(text).unwrap_err().to_string()
}

fn sorted_moves(p: &Position) -> String {
    let mut texts: Vec<String> = p.legal_moves().iter().map(|m| m.to_string()).collect();
    texts.sort();
    texts.join(" ")
}

fn player(n: u8) -> Player {
    Player::from_number(n).unwrap()
}

const DUEL_START: &str = "QQD1/QDP1/DPP1/4/4/1PPD/1PDQ/1DQQ 1 0,0 - - classic";
const QUAD_START: &str =
    "QQD2DQQ/QDP2PDQ/DPP2PPD/8/8/DPP2PPD/QDP2PDQ/QQD2DQQ 1 0,0,0,0 - - classic";
