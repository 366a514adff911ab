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
        // The opponent's last move brought this piece across the canal, which made it
        // the solver's: it captures at once (a piece that crosses is given away).
        let came_across =
            last.is_some_and(|l| l.to == m.from() && layout.owner(l.from) != layout.owner(l.to));
        if played.captured.is_some() && came_across {
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

#[cfg(test)]
mod tests {
    use super::*;

    fn themes_of(fen: &str, moves: &[&str]) -> Vec<Theme> {
        let start: Position = fen.parse().unwrap();
        let mut pos = start;
        let moves: Vec<Move> = moves
            .iter()
            .map(|text| {
                let m = pos.parse_move(text).unwrap();
                pos.play(m).unwrap();
                m
            })
            .collect();
        themes(&start, &moves)
    }

    #[test]
    fn a_capture_by_the_piece_that_just_came_across_is_a_canal_capture() {
        // North's queen went b5-b4 and became South's: it takes the queen on c5.
        let fen = "3P/4/4/2Q1/1Q2/4/4/3D 1 0,0 b5b4 - classic";
        assert_eq!(
            themes_of(fen, &["b4c5"]),
            [Theme::QueenCapture, Theme::CanalCapture, Theme::OneMove]
        );
        // The same capture by a piece that was already South's is not.
        let fen = "3P/4/4/2Q1/1Q2/4/4/3D 1 0,0 d2d1 - classic";
        assert_eq!(
            themes_of(fen, &["b4c5"]),
            [Theme::QueenCapture, Theme::OneMove]
        );
    }

    #[test]
    fn merges_calls_and_the_games_end_are_named_and_the_length_counted() {
        // Pawn b2 onto pawn c3 (no drone in South's zone): a drone, calling the clock.
        let fen = "Q3/4/4/4/4/2P1/1P2/4 1 0,0 - - classic";
        assert_eq!(
            themes_of(fen, &["b2c3*", "a8a7", "c3c4"]),
            [Theme::Merge, Theme::ClockCalled, Theme::Short]
        );
        // South's last piece crosses and takes: the game ends.
        let fen = "4/4/4/1P2/P3/4/4/4 1 0,0 - - classic";
        assert_eq!(
            themes_of(fen, &["a4b5"]),
            [Theme::PawnCapture, Theme::EndsGame, Theme::OneMove]
        );
    }
}
