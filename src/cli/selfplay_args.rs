//! The arguments of `martian-chess selfplay`, for either game: `ai.rs` plays the
//! Looney Pyramids game, `carnett.rs` Carnett's.

use martian_chess::ai::Level;

#[derive(clap::Args, Debug)]
pub struct SelfplayArgs {
    /// The level whose results are reported: random, easy, normal or hard.
    #[arg(long)]
    pub first: Level,
    /// Its opponent: random, easy, normal or hard.
    #[arg(long)]
    pub second: Level,
    /// Games to play; the first level moves first in every other game.
    #[arg(long, default_value_t = 10)]
    pub games: u32,
    /// Seed of the whole match: the same seed replays the same games.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// A layout: duel, quad, halves, tri, penta or hexa (the first level takes the odd
    /// seats 1, 3, 5, the second the even ones).
    #[arg(long, default_value = "duel")]
    pub layout: String,
    /// Ruleset and options as in MCFEN, e.g. classic+teams or classic+clock_auto27.
    #[arg(long, default_value = "classic")]
    pub rules: String,
    /// A game still going after this many plies is stopped and counted as a draw.
    #[arg(long, default_value_t = 400)]
    pub max_plies: u32,
    /// Print one line per game.
    #[arg(short, long)]
    pub verbose: bool,
    /// martian (the Looney Pyramids game) or carnett (chess with a die and cards:
    /// levels random, easy, normal; layout, rules and max-plies do not apply).
    #[arg(long, default_value = "martian")]
    pub game: String,
}
