//! Progress of long command-line work (`selfplay`, `bench`, `perft` at depth), drawn on
//! stderr and only when stderr is a terminal: piped or redirected, a command prints
//! exactly what it always printed, and scripts and tests that read stdout see no
//! difference either way.

use std::io::IsTerminal;
use std::time::Duration;

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

/// A bar of `len` steps counted in `unit` ("games", "first moves"); the message
/// (`set_message`) says what is going on.
pub fn bar(len: u64, unit: &str) -> ProgressBar {
    let template = format!(
        "{{spinner}} {{pos}}/{{len}} {unit} [{{bar:24}}] {{elapsed}}, about {{eta}} left: {{wide_msg}}"
    );
    start(
        ProgressBar::with_draw_target(Some(len), target()),
        &template,
    )
}

/// Prints a line of a command's output on stdout with the bar out of its way.
/// One row of `bench`'s table: what was counted, how many, in how many seconds, and
/// the rate.
pub fn row(bar: &ProgressBar, name: &str, count: u64, secs: f64) {
    let line = format!(
        "{name:<34} {count:>14} {secs:>10.3} {:>16.0}",
        count as f64 / secs
    );
    println(bar, line);
}

pub fn println(bar: &ProgressBar, line: impl AsRef<str>) {
    bar.suspend(|| println!("{}", line.as_ref()));
}

/// Drawn only on a terminal; indicatif checks too, but saying so here keeps the rule
/// in one place whatever indicatif's defaults become.
fn target() -> ProgressDrawTarget {
    if std::io::stderr().is_terminal() {
        ProgressDrawTarget::stderr()
    } else {
        ProgressDrawTarget::hidden()
    }
}

fn start(bar: ProgressBar, template: &str) -> ProgressBar {
    let style = ProgressStyle::with_template(template)
        .unwrap_or_else(|_| ProgressStyle::default_bar())
        .progress_chars("=> ");
    bar.set_style(style);
    if !bar.is_hidden() {
        // Keeps the spinner and the clock moving through a long single step (a
        // `hard` move, a deep first move of perft).
        bar.enable_steady_tick(Duration::from_millis(120));
        // Drawn at once, so that even a short run shows it has started.
        bar.tick();
    }
    bar
}
