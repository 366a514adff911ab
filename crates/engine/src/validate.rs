//! Checking one move and saying, in words, what is wrong with it.

use super::illegal::{IllegalMove, IllegalReason, MergeRefusal};
use super::moves::{Move, MoveText};
use super::piece::{Piece, Player};
use super::position::{Played, Position};
use super::rules::{ClockMode, Ruleset};
use super::square::{Coord, Square};

impl Position {
    /// Plays a move, or explains why it is illegal and leaves the position as it was.
    ///
    /// ```
    /// use martian_engine::Position;
    /// let mut pos: Position = "QQD1/QDP1/DPP1/4/4/1PPD/1PDQ/1DQQ 1 0,0 - - classic".parse().unwrap();
    /// pos.play("c3d4".parse().unwrap()).unwrap();
    /// let err = pos.play("c3d4".parse().unwrap()).unwrap_err();
    /// assert_eq!(err.to_string(), "There is no piece on c3: start the move from a square with one of your pieces on it.");
    /// ```
    pub fn play(&mut self, m: Move) -> Result<Played, IllegalMove> {
        self.check(m)?;
        Ok(self.play_unchecked(m))
    }

    /// Whether the move may be played now (a clock call included).
    pub fn is_legal(&self, m: Move) -> bool {
        self.check(m).is_ok()
    }

    /// `Ok` if the move may be played now, else the first reason it may not.
    pub fn check(&self, m: Move) -> Result<(), IllegalMove> {
        // A legal move proves the game is not over by lack of moves, so the costlier
        // part of `outcome` runs only when the move fails.
        let game_over = |outcome| IllegalMove::new(IllegalReason::GameOver(outcome));
        if self.ended_by_zone_or_clock() {
            return Err(game_over(self.outcome().expect("the game has ended")));
        }
        self.check_move(m)
            .map_err(|err| self.outcome().map_or(err, game_over))
    }

    fn check_move(&self, m: Move) -> Result<(), IllegalMove> {
        let fail = |reason| Err(IllegalMove::new(reason));
        let (from, to) = (m.from(), m.to());
        for sq in [from, to] {
            if !self.layout().contains(sq) {
                return fail(self.off_board(Coord {
                    file: sq.file(),
                    rank: sq.rank(),
                }));
            }
        }
        if from == to {
            return fail(IllegalReason::SameSquare { square: from });
        }
        let Some(piece) = self.piece_at(from) else {
            return fail(IllegalReason::EmptySquare { square: from });
        };
        let me = self.to_move();
        let owner = self.layout().owner(from).unwrap_or(me);
        if owner != me {
            return fail(IllegalReason::NotYourPiece {
                square: from,
                piece,
                owner,
                owner_zone: self.layout().zone_name(owner),
                your_zone: self.layout().zone_name(me),
            });
        }
        if m.calls_clock() {
            match (self.rules().clock, self.clock()) {
                (ClockMode::Off, _) => return fail(IllegalReason::ClockOff),
                (ClockMode::Auto27, _) => return fail(IllegalReason::ClockAutomatic),
                (ClockMode::Call, Some(plies_left)) => {
                    return fail(IllegalReason::ClockAlreadyRunning { plies_left })
                }
                (ClockMode::Call, None) => {}
            }
        }
        self.check_geometry(piece, from, to)?;
        if let Some(target) = self.piece_at(to) {
            if self.layout().owner(to) == Some(me) {
                if let Some(why) = self.merge_refusal(piece, target) {
                    return fail(IllegalReason::OwnPieceOnTarget {
                        piece,
                        target,
                        to,
                        why,
                    });
                }
            }
        }
        if self.rejection_ban() == Some((from, to)) {
            let crossed_by_capture = self.last_move().is_some_and(|last| last.captured);
            return fail(IllegalReason::NoRejection {
                piece,
                from,
                to,
                crossed_by_capture,
            });
        }
        debug_assert!(
            self.legal_targets(from) & to.bit() != 0,
            "check and the generator disagree on {m} in {self}"
        );
        Ok(())
    }

    /// The same as [`Position::check`], for a named player: refuses if it is not
    /// their turn.
    pub fn check_as(&self, player: Player, m: Move) -> Result<(), IllegalMove> {
        if self.outcome().is_none() && player != self.to_move() {
            return Err(IllegalMove::new(IllegalReason::NotYourTurn {
                to_move: self.to_move(),
            }));
        }
        self.check(m)
    }

    /// Reads a move typed by a player (leniently, see [`MoveText`]) and checks it.
    pub fn parse_move(&self, text: &str) -> Result<Move, IllegalMove> {
        let parsed: MoveText = text
            .parse()
            .map_err(|err| IllegalMove::new(IllegalReason::Unparsable(err)))?;
        let square = |coord: Coord| {
            coord
                .square()
                .filter(|sq| self.layout().contains(*sq))
                .ok_or_else(|| IllegalMove::new(self.off_board(coord)))
        };
        let mut m = Move::new(square(parsed.from)?, square(parsed.to)?);
        if parsed.calls_clock {
            m = m.calling_clock();
        }
        self.check(m)?;
        Ok(m)
    }

    fn off_board(&self, square: Coord) -> IllegalReason {
        IllegalReason::OffBoard {
            square,
            extent: self.layout().extent(),
        }
    }

    /// Whether the piece's pattern takes it from `from` to `to`, and if so whether
    /// the way is clear.
    fn check_geometry(&self, piece: Piece, from: Square, to: Square) -> Result<(), IllegalMove> {
        let ruleset = self.rules().ruleset;
        let df = i16::from(to.file()) - i16::from(from.file());
        let dr = i16::from(to.rank()) - i16::from(from.rank());
        let (adf, adr) = (df.abs(), dr.abs());
        let straight = df == 0 || dr == 0;
        let diagonal = adf == adr;
        let distance = adf.max(adr);
        let (pattern, slides) = match (ruleset, piece) {
            (Ruleset::Classic, Piece::Pawn) => (diagonal && distance == 1, false),
            (Ruleset::Classic, Piece::Drone) => (straight && distance <= 2, true),
            (_, Piece::Queen) => (straight || diagonal, true),
            (Ruleset::Leaping, Piece::Pawn) => (distance == 1, false),
            (Ruleset::Leaping, Piece::Drone) => ((straight || diagonal) && distance == 2, false),
        };
        if !pattern {
            return Err(IllegalMove::new(IllegalReason::WrongGeometry {
                piece,
                ruleset,
                from,
                to,
            }));
        }
        // The squares passed on the way: a slide needs them empty, and no move (not
        // even the leaping drone's jump) passes a square off the board (RULES.md 7a).
        let step = (df.signum(), dr.signum());
        for k in 1..distance {
            let between = Square::new(
                (i16::from(from.file()) + k * step.0) as u8,
                (i16::from(from.rank()) + k * step.1) as u8,
            )
            .filter(|sq| self.layout().contains(*sq));
            let Some(between) = between else {
                let gap = Coord {
                    file: (i16::from(from.file()) + k * step.0) as u8,
                    rank: (i16::from(from.rank()) + k * step.1) as u8,
                };
                return Err(IllegalMove::new(IllegalReason::PathOffBoard {
                    piece,
                    from,
                    to,
                    gap,
                }));
            };
            if slides {
                if let Some(blocker_piece) = self.piece_at(between) {
                    return Err(IllegalMove::new(IllegalReason::PathBlocked {
                        piece,
                        from,
                        to,
                        blocker: between,
                        blocker_piece,
                    }));
                }
            }
        }
        Ok(())
    }

    /// Why the mover's `moving` piece may not merge with their `target`, if it may not.
    fn merge_refusal(&self, moving: Piece, target: Piece) -> Option<MergeRefusal> {
        if !self.rules().ruleset.allows_merges() {
            return Some(MergeRefusal::RulesetHasNoMerges);
        }
        let zone = self.layout().zone(self.to_move());
        match (moving, target) {
            (Piece::Pawn, Piece::Pawn) if self.pieces(Piece::Drone) & zone != 0 => {
                Some(MergeRefusal::AlreadyHaveDrone)
            }
            (Piece::Pawn, Piece::Pawn) => None,
            (Piece::Pawn, Piece::Drone) | (Piece::Drone, Piece::Pawn)
                if self.pieces(Piece::Queen) & zone != 0 =>
            {
                Some(MergeRefusal::AlreadyHaveQueen)
            }
            (Piece::Pawn, Piece::Drone) | (Piece::Drone, Piece::Pawn) => None,
            _ => Some(MergeRefusal::PairCannotMerge),
        }
    }
}
