//! Runs of the `martian-chess` binary that Cargo built for these tests.

use std::io::Write;
use std::path::Path;
use std::process::{Command, ExitStatus, Stdio};

use serde_json::Value;

/// The binary, with no arguments yet.
pub fn martian_chess() -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_martian-chess"));
    // A developer's PostgreSQL store must not replace the test's own (sled, or the
    // --store a test gives).
    command.env_remove("MARTIAN_STORE");
    command
}

/// The console over the store in `data`, speaking JSON, writing images to `out`, with
/// its standard streams piped (a test that kills it may discard stderr).
pub fn console(data: &Path, out: &Path) -> Command {
    let mut command = martian_chess();
    command
        .args(["console", "--json", "--data"])
        .arg(data)
        .arg("--out")
        .arg(out)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    command
}

/// Runs the console over `data` with `input` on its standard input to the end;
/// returns what it printed, as JSON.
pub fn run_console(data: &Path, out: &Path, input: &str) -> Vec<Value> {
    let mut child = console(data, out).spawn().expect("the binary starts");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    let output = child.wait_with_output().unwrap();
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8(output.stdout)
        .unwrap()
        .lines()
        .map(|line| serde_json::from_str(line).unwrap())
        .collect()
}

/// What a command wrote to a terminal: stdout and stderr, interleaved as shown.
pub struct OnTerminal {
    pub status: ExitStatus,
    pub shown: String,
}

/// Runs the binary with `args` on a pseudo-terminal (util-linux `script`), so that
/// its stdin, stdout and stderr are terminals, as for a person at a shell.
pub fn on_terminal(args: &[&str]) -> OnTerminal {
    let quote = |word: &str| format!("'{}'", word.replace('\'', r"'\''"));
    let line: Vec<String> = std::iter::once(env!("CARGO_BIN_EXE_martian-chess"))
        .chain(args.iter().copied())
        .map(quote)
        .collect();
    let output = Command::new("script")
        // Quiet, pass the exit status on, run this command, keep no typescript.
        .args([
            "--quiet",
            "--return",
            "--command",
            &line.join(" "),
            "/dev/null",
        ])
        // A terminal that can move the cursor (an unset TERM counts as a dumb one).
        .env("TERM", "xterm")
        .stdin(Stdio::null())
        .output()
        .expect("`script` (util-linux) runs the command on a pseudo-terminal");
    OnTerminal {
        status: output.status,
        shown: String::from_utf8_lossy(&output.stdout).into_owned(),
    }
}

/// The binary run with `args`, to its end.
pub fn run(args: &[&str]) -> std::process::Output {
    martian_chess()
        .args(args)
        .output()
        .expect("the binary runs")
}

pub fn stdout(out: &std::process::Output) -> String {
    String::from_utf8_lossy(&out.stdout).into_owned()
}

pub fn stderr(out: &std::process::Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}
