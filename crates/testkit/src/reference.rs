//! An independent, deliberately naive move generator (coordinates and loops, no
//! bitboards) to check the real one against.

use martian_engine::{Move, Piece, Player, Position, Ruleset, Square};

/// The square at these coordinates, if it is on the board (a missing zone's squares
/// are not).
fn square(p: &Position, file: i32, rank: i32) -> Option<Square> {
    let layout = p.layout();
    if !(0..i32::from(layout.width())).contains(&file)
        || !(0..i32::from(layout.height())).contains(&rank)
    {
        return None;
    }
    Square::new(file as u8, rank as u8).filter(|sq| layout.contains(*sq))
}

/// Every square of the board, by coordinates.
pub fn board_squares(p: &Position) -> Vec<Square> {
    let layout = p.layout();
    (0..layout.height())
        .flat_map(|rank| (0..layout.width()).map(move |file| (file, rank)))
        .filter_map(|(file, rank)| square(p, i32::from(file), i32::from(rank)))
        .collect()
}

fn all_squares(p: &Position) -> Vec<Square> {
    board_squares(p)
}

fn count_in_zone(p: &Position, player: Player, piece: Piece) -> usize {
    all_squares(p)
        .into_iter()
        .filter(|sq| p.layout().owner(*sq) == Some(player) && p.piece_at(*sq) == Some(piece))
        .count()
}

fn game_over_by_zone_or_clock(p: &Position) -> bool {
    if p.clock() == Some(0) {
        return true;
    }
    (1..=p.layout().players() as u8).any(|n| {
        let player = Player::from_number(n).unwrap();
        all_squares(p)
            .into_iter()
            .all(|sq| p.layout().owner(sq) != Some(player) || p.piece_at(sq).is_none())
    })
}

/// Destinations by the piece's movement alone, written from RULES.md sections 2 and 7.
fn destinations(p: &Position, from: Square, piece: Piece) -> Vec<Square> {
    let (f, r) = (from.file() as i32, from.rank() as i32);
    let mut out = Vec::new();
    let step = |df: i32, dr: i32| square(p, f + df, r + dr);
    let diagonals = [(1, 1), (1, -1), (-1, 1), (-1, -1)];
    let orthogonals = [(0, 1), (0, -1), (1, 0), (-1, 0)];
    match (p.rules().ruleset, piece) {
        (Ruleset::Classic, Piece::Pawn) => {
            out.extend(diagonals.iter().filter_map(|(a, b)| step(*a, *b)))
        }
        (Ruleset::Leaping, Piece::Pawn) => out.extend(
            diagonals
                .iter()
                .chain(orthogonals.iter())
                .filter_map(|(a, b)| step(*a, *b)),
        ),
        (Ruleset::Classic, Piece::Drone) => {
            for (a, b) in orthogonals {
                if let Some(one) = step(a, b) {
                    out.push(one);
                    if p.piece_at(one).is_none() {
                        out.extend(step(2 * a, 2 * b));
                    }
                }
            }
        }
        (Ruleset::Leaping, Piece::Drone) => {
            for (a, b) in diagonals.iter().chain(orthogonals.iter()) {
                // The jumped square must be on the board (RULES.md 7a).
                if step(*a, *b).is_some() {
                    out.extend(step(2 * a, 2 * b));
                }
            }
        }
        (_, Piece::Queen) => {
            for (a, b) in diagonals.iter().chain(orthogonals.iter()) {
                let mut k = 1;
                while let Some(sq) = step(a * k, b * k) {
                    out.push(sq);
                    if p.piece_at(sq).is_some() {
                        break;
                    }
                    k += 1;
                }
            }
        }
    }
    out
}

/// The legal moves by the naive rules, canonical and sorted.
pub fn reference_moves(p: &Position) -> Vec<String> {
    if game_over_by_zone_or_clock(p) {
        return Vec::new();
    }
    let me = p.to_move();
    let layout = p.layout();
    let banned = p.last_move().filter(|last| {
        layout.players() == 2
            && layout.owner(last.from) != layout.owner(last.to)
            && !(last.captured && p.rules().reject_captures_allowed)
    });
    let mut moves = Vec::new();
    for from in all_squares(p) {
        let Some(piece) = p.piece_at(from) else {
            continue;
        };
        if layout.owner(from) != Some(me) {
            continue;
        }
        for to in destinations(p, from, piece) {
            if let Some(target) = p.piece_at(to) {
                if layout.owner(to) == Some(me) {
                    let may_merge = p.rules().ruleset == Ruleset::Classic
                        && match (piece, target) {
                            (Piece::Pawn, Piece::Pawn) => count_in_zone(p, me, Piece::Drone) == 0,
                            (Piece::Pawn, Piece::Drone) | (Piece::Drone, Piece::Pawn) => {
                                count_in_zone(p, me, Piece::Queen) == 0
                            }
                            _ => false,
                        };
                    if !may_merge {
                        continue;
                    }
                }
            }
            if banned.is_some_and(|last| last.to == from && last.from == to) {
                continue;
            }
            moves.push(Move::new(from, to).to_string());
        }
    }
    moves.sort();
    moves
}

/// Perft by the naive generator (slow; small depths only).
pub fn reference_perft(p: &Position, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    reference_moves(p)
        .iter()
        .map(|text| {
            let mut child = *p;
            child.play(text.parse().unwrap()).unwrap();
            reference_perft(&child, depth - 1)
        })
        .sum()
}
