//! Who the computer plays for: its own side, against everybody else.
//!
//! With two sides (a duel, or two teams of four) this is the ordinary two-sided game.
//! Three to six players each for themselves are searched with the others treated as
//! one opponent (paranoid: see search.rs). That is pessimistic but sound, and it lets
//! one alpha-beta search serve every layout; with three players `hard` and `max`
//! instead let every player play for itself (max-n: search/maxn.rs).

use martian_engine::{GameResult, Outcome, Player, PlayerSet, Position};

/// A score above this is a won game (the rest encodes how soon).
pub const WIN: i32 = 30_000;
/// Scores beyond this are wins or losses found by search, not evaluations.
pub const WIN_BOUND: i32 = WIN - 1_000;

#[derive(Clone, Copy, Debug)]
pub struct Camp {
    /// Seats the computer plays for.
    pub ours: PlayerSet,
    /// The computer's own seat (the one that wins or loses a free-for-all).
    pub root: Player,
    /// Two sides (duel or teams): scores compare side against side. Otherwise the
    /// computer compares itself with the best of the others.
    pub two_sided: bool,
    pub players: usize,
    /// In a free-for-all: whom the computer measures itself against.
    pub rival: Rival,
}

/// The value of a finished game for `seat`: a win is worth more the sooner it comes,
/// a loss less the later it comes; a shared draw is worth nothing.
pub fn seat_outcome_value(outcome: &Outcome, seat: Player, ply: u32) -> i32 {
    let soon = WIN - ply as i32;
    match outcome.result {
        GameResult::Win(winners) if winners.contains(seat) => soon,
        GameResult::Draw(tied) if tied.contains(seat) => 0,
        _ => -soon,
    }
}

/// Whom the computer measures itself against in a free-for-all.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Rival {
    /// The best of the others (what decides the game; before issue 28, and `hard-v1`).
    Best,
    /// The mean of the best and the average of the others: still the leader, but a
    /// shallow search is not swayed by every change in who leads among the others
    /// (hexa: 73 % against hard-v1 over 30 games, against 54 % with `Best`).
    BestAndAverage,
}

impl Camp {
    /// The camp of the player to move in `pos`.
    pub fn new(pos: &Position) -> Camp {
        let root = pos.to_move();
        let sides = pos.sides();
        let ours = sides
            .iter()
            .copied()
            .find(|side| side.contains(root))
            .unwrap_or(PlayerSet::EMPTY.with(root));
        Camp {
            ours,
            root,
            two_sided: sides.len() == 2,
            players: pos.layout().players(),
            rival: Rival::Best,
        }
    }

    #[inline(always)]
    pub fn is_ours(&self, player: Player) -> bool {
        self.ours.contains(player)
    }

    /// The value of a finished game for the computer: a win is worth more the sooner
    /// it comes, a loss less the later it comes.
    pub fn outcome_value(&self, outcome: &Outcome, ply: u32) -> i32 {
        seat_outcome_value(outcome, self.root, ply)
    }

    /// Every seat of the layout.
    pub fn seats(&self) -> impl Iterator<Item = Player> {
        (1..=self.players as u8).filter_map(Player::from_number)
    }
}
