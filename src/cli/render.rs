//! `martian-chess render`: a board PNG from MCFEN, or a GIF replay of a move list.

use std::path::PathBuf;

use anyhow::{bail, Context, Result};

use martian_chess::engine::{Game, Move, Player, Position};
use martian_chess::render::{self, Highlight, Options, Orientation, Verdict};

#[derive(clap::Args, Debug)]
pub struct RenderArgs {
    /// The position, in MCFEN (quote it); with --gif, the position the game starts from.
    pub fen: String,
    /// Where to write the image.
    #[arg(short, long, default_value = "board.png")]
    pub output: PathBuf,
    /// Player names by seat, comma-separated (player 1 first).
    #[arg(long, value_delimiter = ',')]
    pub names: Vec<String>,
    /// One player name, in seat order; repeat it (allows commas in names).
    #[arg(long = "name")]
    pub name: Vec<String>,
    /// The move to highlight, e.g. c3d4, or "none" (default: the position's last move).
    #[arg(long)]
    pub last_move: Option<String>,
    /// Which way up: auto (the player to move at the bottom), south (rank 1 at the
    /// bottom) or north (turned 180 degrees).
    #[arg(long, value_enum, default_value_t = OrientationArg::Auto)]
    pub orientation: OrientationArg,
    /// Write an animated GIF replaying these moves (space- or comma-separated) from the
    /// position instead of a PNG.
    #[arg(long, value_name = "MOVES")]
    pub gif: Option<String>,
    /// Show this result instead of the position's own, e.g. "bob resigned: alice wins".
    #[arg(long)]
    pub result: Option<String>,
    /// With --result: the seats that won, comma-separated (e.g. 1 or 1,3).
    #[arg(long, value_delimiter = ',')]
    pub winners: Vec<u8>,
}

#[derive(clap::ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum OrientationArg {
    Auto,
    South,
    North,
}

pub fn run(args: &RenderArgs) -> Result<()> {
    let pos: Position = args
        .fen
        .parse()
        .with_context(|| format!("cannot read the position {:?}", args.fen))?;
    let options = options(args, &pos)?;
    let bytes = match &args.gif {
        Some(moves) => render::gif(&replay(pos, moves)?, &options),
        None => render::png(&pos, &options),
    };
    std::fs::write(&args.output, &bytes)
        .with_context(|| format!("cannot write {}", args.output.display()))?;
    println!("{} ({} bytes)", args.output.display(), bytes.len());
    Ok(())
}

fn options(args: &RenderArgs, pos: &Position) -> Result<Options> {
    let names: Vec<String> = args.names.iter().chain(&args.name).cloned().collect();
    let highlight = match args.last_move.as_deref() {
        None => Highlight::LastMove,
        Some("none" | "-") => Highlight::None,
        Some(text) => {
            let m: Move = text
                .parse()
                .with_context(|| format!("cannot read the move {text:?}"))?;
            if !pos.layout().contains(m.from()) || !pos.layout().contains(m.to()) {
                bail!("the move {text} leaves the {} board", pos.layout().name());
            }
            Highlight::Squares(m.from(), m.to())
        }
    };
    let winners = args
        .winners
        .iter()
        .map(|n| {
            Player::from_number(*n)
                .filter(|p| p.index() < pos.layout().players())
                .with_context(|| format!("there is no player {n} on this board"))
        })
        .collect::<Result<Vec<Player>>>()?;
    if args.result.is_none() && !winners.is_empty() {
        bail!("--winners needs --result");
    }
    Ok(Options {
        names,
        captured: None,
        highlight,
        orientation: match args.orientation {
            OrientationArg::Auto => Orientation::Auto,
            OrientationArg::South => Orientation::South,
            OrientationArg::North => Orientation::North,
        },
        verdict: args.result.clone().map(|text| Verdict {
            text,
            winners,
            shorter: Vec::new(),
        }),
        ..Options::default()
    })
}

fn replay(start: Position, moves: &str) -> Result<Game> {
    let mut game = Game::new(start);
    for text in moves.split([' ', ',']).filter(|t| !t.is_empty()) {
        let m = game
            .position()
            .parse_move(text)
            .with_context(|| format!("move {} ({text})", game.ply() + 1))?;
        game.play(m)
            .with_context(|| format!("move {} ({text})", game.ply() + 1))?;
    }
    Ok(game)
}
