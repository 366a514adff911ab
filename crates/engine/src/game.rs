//! A game record: the start position and the moves played, with what each move did.
//! Replays, captured-piece lists and move lists all come from here.

use super::illegal::IllegalMove;
use super::moves::Move;
use super::piece::{Piece, Player};
use super::position::{Played, Position};

/// A game from its start: every move, its effect, and the position now.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    start: Position,
    moves: Vec<Move>,
    effects: Vec<Played>,
    current: Position,
}

impl Game {
    pub fn new(start: Position) -> Game {
        Game {
            start,
            moves: Vec::new(),
            effects: Vec::new(),
            current: start,
        }
    }

    /// Replays `moves` from `start`; fails at the first illegal one.
    pub fn replay(start: Position, moves: &[Move]) -> Result<Game, (usize, IllegalMove)> {
        let mut game = Game::new(start);
        for (ply, m) in moves.iter().enumerate() {
            game.play(*m).map_err(|err| (ply, err))?;
        }
        Ok(game)
    }

    /// Plays a move on the current position; on error nothing changes.
    pub fn play(&mut self, m: Move) -> Result<Played, IllegalMove> {
        let played = self.current.play(m)?;
        self.moves.push(m);
        self.effects.push(played);
        Ok(played)
    }

    pub fn start(&self) -> &Position {
        &self.start
    }

    pub fn position(&self) -> &Position {
        &self.current
    }

    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// What each move did, in order.
    pub fn effects(&self) -> &[Played] {
        &self.effects
    }

    /// Plies played.
    pub fn ply(&self) -> usize {
        self.moves.len()
    }

    /// The pieces `player` captured, in the order taken.
    pub fn captured_by(&self, player: Player) -> Vec<Piece> {
        self.effects
            .iter()
            .filter(|e| e.mover == player)
            .filter_map(|e| e.captured)
            .collect()
    }

    /// The start position and the position after each move: `ply() + 1` positions.
    pub fn positions(&self) -> impl Iterator<Item = Position> + '_ {
        let mut pos = self.start;
        std::iter::once(self.start).chain(self.moves.iter().map(move |m| {
            pos.play_unchecked(*m);
            pos
        }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Layout, Rules};

    #[test]
    fn a_game_remembers_captures_and_replays_its_positions() {
        let start = Position::start(Layout::duel(), Rules::default()).unwrap();
        let mut game = Game::new(start);
        for text in ["c3d4", "b6c5", "d4c5", "c5b4"] {
            let m = game.position().parse_move(text).unwrap();
            game.play(m).unwrap();
        }
        let south = Player::from_number(1).unwrap();
        let north = Player::from_number(2).unwrap();
        assert_eq!(game.captured_by(south), vec![Piece::Pawn]);
        assert_eq!(game.captured_by(north), Vec::<Piece>::new());
        assert_eq!(game.position().scores(), &[1, 0]);
        let positions: Vec<Position> = game.positions().collect();
        assert_eq!(positions.len(), 5);
        assert_eq!(positions[4], *game.position());
        let again = Game::replay(start, game.moves()).unwrap();
        assert_eq!(again, game);
        let bad = "a1a1".parse().unwrap();
        assert_eq!(Game::replay(start, &[bad]).unwrap_err().0, 0);
    }
}
