//! The static evaluation: what a position is worth to the camp whose turn it is,
//! in centipoints (100 = one captured point).
//!
//! What counts in Martian Chess, and so here:
//! - points already won: the only thing that decides the game;
//! - the pieces in a zone: they are that player's ammunition (a piece is worth less
//!   on the board than its points, and a piece pushed across the canal becomes the
//!   opponent's, which the search sees because ownership follows the square);
//! - what each side can capture next (pieces under attack across a border);
//! - the clock: once it runs, the board matters less and points more, down to
//!   nothing but points when it is about to end the game.
//!
//! Who can end the game, and the tie-break for the player who ends it, are exact
//! results the search finds through [`Position::outcome`].

use martian_engine::{Bitboard, Piece, Player, Position, Square};

use super::camp::Camp;

/// The weights of the evaluation, in centipoints.
#[derive(Clone, Copy, Debug)]
pub struct Weights {
    /// One captured point.
    pub point: i32,
    /// A piece standing in its owner's zone.
    pub pawn: i32,
    pub drone: i32,
    pub queen: i32,
    /// Per pip of enemy pieces a player attacks.
    pub attack: i32,
}

pub const WEIGHTS: Weights = Weights {
    point: 100,
    pawn: 30,
    drone: 45,
    queen: 80,
    attack: 6,
};

/// Plies of a running clock from which the board counts fully again.
const CLOCK_HORIZON: i32 = 8;

/// The position's value for the camp of the player to move.
pub fn evaluate(pos: &Position, camp: &Camp, w: &Weights) -> i32 {
    let for_us = value_for_us(pos, camp, w);
    if camp.is_ours(pos.to_move()) {
        for_us
    } else {
        -for_us
    }
}

/// The position's value for the computer's camp.
fn value_for_us(pos: &Position, camp: &Camp, w: &Weights) -> i32 {
    let board_share = match pos.clock() {
        Some(left) => i32::from(left).min(CLOCK_HORIZON),
        None => CLOCK_HORIZON,
    };
    let mut ours = 0;
    let mut theirs = 0;
    let mut best_other = i32::MIN;
    for player in camp.seats() {
        let v = player_value(pos, player, w, board_share);
        if camp.is_ours(player) {
            ours += v;
        } else {
            theirs += v;
            best_other = best_other.max(v);
        }
    }
    if camp.two_sided || best_other == i32::MIN {
        ours - theirs
    } else {
        ours - best_other
    }
}

/// One player's worth: points, pieces (scaled by the clock) and attacks.
fn player_value(pos: &Position, player: Player, w: &Weights, board_share: i32) -> i32 {
    let zone = pos.layout().zone(player);
    let pawns = pos.pieces(Piece::Pawn);
    let drones = pos.pieces(Piece::Drone);
    let queens = pos.pieces(Piece::Queen);
    let count = |set: Bitboard| (set & zone).count_ones() as i32;
    let material = count(pawns) * w.pawn + count(drones) * w.drone + count(queens) * w.queen;
    let targets = capture_targets(pos, player);
    let attacked = (targets & pawns).count_ones()
        + 2 * (targets & drones).count_ones()
        + 3 * (targets & queens).count_ones();
    i32::from(pos.score(player)) * w.point
        + material * board_share / CLOCK_HORIZON
        + attacked as i32 * w.attack * board_share / CLOCK_HORIZON
}

/// The enemy pieces `player`'s pieces could capture if it were their turn
/// (no-rejection aside, which lasts a single ply).
pub fn capture_targets(pos: &Position, player: Player) -> Bitboard {
    let zone = pos.layout().zone(player);
    let occupied = pos.occupied();
    let enemies = occupied & !zone;
    if enemies == 0 {
        return 0;
    }
    let mut targets = 0;
    for piece in Piece::ALL {
        let mut set = pos.pieces(piece) & zone;
        while set != 0 {
            let index = set.trailing_zeros() as u8;
            set &= set - 1;
            if let Some(from) = Square::from_index(index) {
                targets |= pos.reach(piece, from, occupied);
            }
        }
    }
    targets & enemies
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pos(fen: &str) -> Position {
        fen.parse().unwrap()
    }

    #[test]
    fn the_start_is_even_and_points_count() {
        let start = pos("QQD1/QDP1/DPP1/4/4/1PPD/1PDQ/1DQQ 1 0,0 - - classic");
        let camp = Camp::new(&start);
        assert_eq!(evaluate(&start, &camp, &WEIGHTS), 0);
        let ahead = pos("QQD1/QDP1/DPP1/4/4/1PPD/1PDQ/1DQQ 1 3,0 - - classic");
        assert!(evaluate(&ahead, &camp, &WEIGHTS) >= 300);
    }

    #[test]
    fn capture_targets_match_the_engine_captures() {
        // Every capture the engine allows the mover is among the targets, and every
        // target is capturable (no ban in these positions).
        for fen in [
            "QQD1/QDP1/DPP1/4/3P/1P1D/1PDQ/1DQQ 2 0,0 - - classic",
            "Q3/4/1D2/2P1/1Q2/4/2D1/P3 1 5,4 - - classic",
            "Q3/4/1D2/2P1/1Q2/4/2D1/P3 2 5,4 - - leaping",
        ] {
            let p = pos(fen);
            let mut engine_targets = 0;
            p.for_each_legal_move(|m| {
                if p.piece_at(m.to()).is_some() && p.layout().owner(m.to()) != Some(p.to_move()) {
                    engine_targets |= m.to().bit();
                }
            });
            assert_eq!(capture_targets(&p, p.to_move()), engine_targets, "{fen}");
        }
    }
}
