//! The themes a solution's moves show, read off what each move did.

use martian_engine::{Move, Piece, Position};

use crate::puzzle::Theme;

/// The themes of the solution `moves` (solver's at even indexes) from `start`, sorted;
/// empty if a move does not play (the caller checked the line).
pub(crate) fn themes(start: &Position, moves: &[Move]) -> Vec<Theme> {
    let mut pos = *start;
    let mut found = Vec::new();
    for (i, &m) in moves.iter().enumerate() {
        let last = pos.last_move();
        let layout = pos.layout();
        let Ok(played) = pos.play(m) else {
            return Vec::new();
        };
        if i % 2 == 1 {
            continue;
        }
        match played.captured {
            Some(Piece::Queen) => found.push(Theme::QueenCapture),
            Some(Piece::Drone) => found.push(Theme::DroneCapture),
            Some(Piece::Pawn) => found.push(Theme::PawnCapture),
            None => {}
        }
        let crossed_last =
            last.is_some_and(|l| l.to == m.to() && layout.owner(l.from) != layout.owner(l.to));
        if played.captured.is_some() && crossed_last {
            found.push(Theme::CanalCapture);
        }
        if played.merged_into.is_some() {
            found.push(Theme::Merge);
        }
        if played.called_clock {
            found.push(Theme::ClockCalled);
        }
    }
    if pos.is_over() {
        found.push(Theme::EndsGame);
    }
    found.push(match moves.len().div_ceil(2) {
        1 => Theme::OneMove,
        2 => Theme::Short,
        _ => Theme::Long,
    });
    found.sort();
    found.dedup();
    found
}
