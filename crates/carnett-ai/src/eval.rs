//! The value of a position for the player thinking, at the end of its turn: material
//! (pieces in reserve count most of their value: they can be dropped), pawns on their
//! way to promotion, and what the opponent's next turn threatens: each of our pieces
//! it can attack, weighed by the chance of the battle and what its attacker risks
//! (a king attacked is the gravest; squares around the king attacked count too).
//! The chances come from our own hand (see odds.rs); no hidden card is looked at.

use martian_carnett::{attackers, attacks_from, Color, Kind, Position, Square};

/// Centipawns of each kind; a king is worth the game.
pub const VALUES: [i32; 6] = [100, 300, 320, 500, 900, 0];
/// What losing the king costs (the game).
pub const KING: i32 = 30_000;

pub fn value(kind: Kind) -> i32 {
    if kind == Kind::King {
        KING
    } else {
        VALUES[kind.index()]
    }
}

/// What the evaluation knows besides the position.
#[derive(Clone, Copy, Debug)]
pub struct Context {
    pub me: Color,
    /// The chance that an attack of the opponent on us wins.
    pub their_odds: f64,
    /// The chance that an attack of ours wins (for the threats we leave behind).
    pub our_odds: f64,
}

fn material(pos: &Position, color: Color) -> i32 {
    let board = pos.board();
    let on_board: i32 = Kind::ALL[..5]
        .iter()
        .map(|k| VALUES[k.index()] * board.pieces(color, *k).count_ones() as i32)
        .sum();
    let reserve: i32 = Kind::ALL[..5]
        .iter()
        .map(|k| VALUES[k.index()] * i32::from(pos.reserve(color)[k.index()]))
        .sum();
    on_board + reserve * 7 / 10
}

fn pawn_progress(pos: &Position, color: Color) -> i32 {
    Square::all_of(pos.board().pieces(color, Kind::Pawn))
        .map(|sq| {
            let steps = match color {
                Color::White => i32::from(sq.rank()) - 1,
                Color::Black => 6 - i32::from(sq.rank()),
            };
            match steps {
                5 => 60,
                4 => 30,
                s => 5 * s,
            }
        })
        .sum()
}

/// What `by` may gain by attacking `victim`'s pieces in its next turn: the best
/// threats, each the chance times the prize less the risk to the attacker.
fn threats(pos: &Position, by: Color, odds: f64) -> f64 {
    let board = pos.board();
    let victim = by.opponent();
    let mut gains: Vec<f64> = Vec::new();
    for sq in Square::all_of(board.color(victim)) {
        let att = attackers(board, sq, by);
        if att == 0 {
            continue;
        }
        let Some(prize) = board.piece_at(sq).map(|p| value(p.kind)) else {
            continue;
        };
        let risk = Square::all_of(att)
            .filter_map(|a| board.piece_at(a).map(|p| value(p.kind)))
            .min()
            .unwrap_or(0);
        // Several attackers: a lost battle can be tried again with the next one.
        let tries = att.count_ones().min(3) as i32;
        let win = 1.0 - (1.0 - odds).powi(tries);
        let gain = win * f64::from(prize) - (1.0 - odds) * f64::from(risk);
        if gain > 0.0 {
            gains.push(gain);
        }
    }
    gains.sort_by(|a, b| b.total_cmp(a));
    gains.iter().zip([1.0, 0.5, 0.25]).map(|(g, w)| g * w).sum()
}

/// Squares around `color`'s king attacked by the other side.
fn king_zone_pressure(pos: &Position, color: Color) -> i32 {
    let board = pos.board();
    let Some(king) = board.king(color) else {
        return 0;
    };
    let zone = attacks_from(board, king);
    Square::all_of(zone)
        .filter(|sq| attackers(board, *sq, color.opponent()) != 0)
        .count() as i32
}

/// The position's value for `ctx.me`, in centipawns.
pub fn evaluate(pos: &Position, ctx: &Context) -> f64 {
    let (me, them) = (ctx.me, ctx.me.opponent());
    let board = pos.board();
    if board.king(me).is_none() {
        return -f64::from(KING) * 2.0;
    }
    if board.king(them).is_none() {
        return f64::from(KING) * 2.0;
    }
    let static_part = material(pos, me) - material(pos, them) + pawn_progress(pos, me)
        - pawn_progress(pos, them)
        - 12 * king_zone_pressure(pos, me)
        + 6 * king_zone_pressure(pos, them);
    let danger = threats(pos, them, ctx.their_odds);
    let chances = threats(pos, me, ctx.our_odds);
    f64::from(static_part) - danger + 0.2 * chances
}
