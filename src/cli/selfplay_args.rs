//! The arguments of `martian-chess selfplay`, for either game: `ai.rs` plays the
//! Looney Pyramids game, `carnett.rs` Carnett's.

use martian_chess::ai::Level;

#[derive(clap::Args, Debug)]
pub struct SelfplayArgs {
    /// The level whose results are reported: random, easy, normal, hard or max (or
    /// hard-v1, the hard level before issue 28, for measuring against).
    #[arg(long)]
    pub first: Level,
    /// Its opponent: random, easy, normal, hard, max or hard-v1.
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
    /// Multiply every level's node budget by this (e.g. 0.1 for quick matches; the
    /// levels keep their ratios).
    #[arg(long, default_value_t = 1.0)]
    pub scale: f64,
    /// Never read the clock: moves depend only on the seed (no time cap).
    #[arg(long)]
    pub nodes_only: bool,
    /// Print one line per game.
    #[arg(short, long)]
    pub verbose: bool,
    /// martian (the Looney Pyramids game) or carnett (chess with a die and cards:
    /// levels random, easy, normal; layout, rules and max-plies do not apply).
    #[arg(long, default_value = "martian")]
    pub game: String,
}

/// The arguments of `martian-chess think`: one computer move, for a driver that plays
/// the computer against another program (the moves come as text, as `moves` prints
/// them).
#[derive(clap::Args, Debug)]
pub struct ThinkArgs {
    /// The moves played so far from the layout's start, space-separated (`c3b4 b6c5`).
    #[arg(long, default_value = "")]
    pub moves: String,
    /// A layout: duel, quad, halves, tri, penta or hexa.
    #[arg(long, default_value = "duel")]
    pub layout: String,
    /// Ruleset and options as in MCFEN, e.g. classic+clock_off.
    #[arg(long, default_value = "classic")]
    pub rules: String,
    /// random, easy, normal, hard, max or hard-v1.
    #[arg(long, default_value = "hard")]
    pub level: Level,
    /// The seed (the same seed, position and level give the same move).
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Visit at most this many positions instead of the level's budget.
    #[arg(long)]
    pub nodes: Option<u64>,
    /// Stop after this many milliseconds instead of at the level's time cap.
    #[arg(long)]
    pub ms: Option<u64>,
}
