//! The engine's command line: perft, moves, and clear errors for bad input.

use std::process::{Command, Output};

const DUEL_START: &str = "QQD1/QDP1/DPP1/4/4/1PPD/1PDQ/1DQQ 1 0,0 - - classic";

fn run(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_martian-chess"))
        .args(args)
        .output()
        .expect("the binary runs")
}

fn stdout(out: &Output) -> String {
    String::from_utf8_lossy(&out.stdout).into_owned()
}

fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

#[test]
fn perft_prints_the_node_count_on_its_last_line() {
    let out = run(&["perft", DUEL_START, "2"]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(stdout(&out).lines().last(), Some("104"));
}

#[test]
fn perft_divide_lists_each_first_move_then_the_total() {
    let out = run(&["perft", DUEL_START, "2", "--divide"]);
    assert!(out.status.success());
    let text = stdout(&out);
    assert_eq!(text.lines().filter(|l| l.contains(": ")).count(), 10);
    assert!(text.contains("d3d5: "), "{text}");
    assert_eq!(text.lines().last(), Some("104"));
}

#[test]
fn moves_prints_canonical_moves_sorted_on_one_line() {
    let out = run(&["moves", DUEL_START]);
    assert!(out.status.success());
    assert_eq!(
        stdout(&out).trim_end(),
        "b1a1 b2a1 b2a3 b3a2 b3a4 b3c4 c3b4 c3d4 d3d4 d3d5"
    );
}

#[test]
fn a_bad_position_is_a_sentence_on_stderr_and_a_failure() {
    let out = run(&["perft", "QQD1/QDP1 1 0,0 - - classic", "2"]);
    assert!(!out.status.success());
    let err = stderr(&out);
    assert!(err.contains("Invalid MCFEN ranks field"), "{err}");
    assert!(!err.contains("panicked"), "{err}");
    assert!(stdout(&out).is_empty());

    let out = run(&["moves", "not a position"]);
    assert!(!out.status.success());
    assert!(stderr(&out).contains("Invalid MCFEN"));
}

#[test]
fn a_bad_depth_is_a_sentence_on_stderr_and_a_failure() {
    for depth in ["-1", "deep", "99"] {
        let out = run(&["perft", DUEL_START, depth]);
        assert!(!out.status.success(), "{depth}");
        assert!(
            stderr(&out).contains("is not a perft depth"),
            "{}",
            stderr(&out)
        );
    }
}
