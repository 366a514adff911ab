//! The computer's own chance (its noise among nearly equal actions, the random
//! level): PCG `pcg64_fast`, seeded from the caller's seed and what the player sees of
//! the moment, so one seed for a whole game still varies from action to action. The
//! game's own chance (die, deck) never passes through here.

use martian_carnett::PlayerView;
use rand::SeedableRng;
use rand_pcg::Pcg64Mcg;

pub type Rng = Pcg64Mcg;

pub fn for_view(seed: u64, view: &PlayerView) -> Rng {
    let pos = &view.position;
    let moment = u64::from(pos.turn()) << 32
        | u64::from(pos.actions_left()) << 16
        | (view.battle.as_ref().map_or(0, |b| b.cards.len() as u64 + 1)) << 8
        | view.seat as u64;
    Rng::seed_from_u64(seed ^ moment.wrapping_mul(0x9e37_79b9_7f4a_7c15))
}

/// A per-game seed from a match seed: the `game`-th number of its stream.
pub fn game_seed(match_seed: u64, game: u64) -> u64 {
    let mut rng = Rng::seed_from_u64(match_seed);
    rng.advance(u128::from(game));
    rand::Rng::next_u64(&mut rng)
}
