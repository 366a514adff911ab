//! The command-line tools behind `main.rs`, one file per group.

pub mod ai;
pub mod analyse;
pub mod bench;
mod bench_carnett_analysis;
pub mod bench_history;
pub mod bot;
pub mod carnett;
pub mod console;
pub mod engine_tools;
pub mod fill;
mod fit_carnett;
mod fit_sample;
pub mod fit_winrate;
pub mod migrate;
pub mod pg_faults;
pub mod pipeline;
pub mod progress;
pub mod puzzles;
pub mod render;
pub mod requests;
pub mod samples;
pub mod selfplay_args;
pub mod store_bench;
pub mod store_choice;
pub mod swiss_bench;
pub mod tune;

/// Log lines to stderr, filtered by RUST_LOG, else by `default`.
pub fn init_logging(default: &str) {
    let filter = tracing_subscriber::EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new(default));
    let _ = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(std::io::stderr)
        .try_init();
}
