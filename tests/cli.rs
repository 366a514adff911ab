//! The command line: perft, moves, selfplay, bench, clear errors for bad input, and
//! progress on a terminal only.

mod support;

use support::{martian_chess, on_terminal, run, stderr, stdout};

const DUEL_START: &str = "QQD1/QDP1/DPP1/4/4/1PPD/1PDQ/1DQQ 1 0,0 - - classic";

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
fn start_prints_every_layouts_start_and_refuses_an_unknown_layout() {
    for (name, players) in [
        ("duel", 2),
        ("quad", 4),
        ("halves", 2),
        ("tri", 3),
        ("penta", 5),
        ("hexa", 6),
    ] {
        let out = run(&["start", name]);
        assert!(out.status.success(), "{name}: {}", stderr(&out));
        let fen = stdout(&out);
        // The printed start is a position of that layout: perft reads it back.
        let scores = fen.split(' ').nth(2).unwrap();
        assert_eq!(scores.split(',').count(), players, "{fen}");
        assert!(run(&["perft", fen.trim(), "1"]).status.success(), "{fen}");
    }
    assert_eq!(
        stdout(&run(&["start", "tri"])).trim(),
        "QQD2DQQ/QDP2PDQ/DPP2PPD/8/8/DPP5/QDP5/QQD5 1 0,0,0 - - classic"
    );
    let out = run(&["start", "octo"]);
    assert!(!out.status.success());
    assert!(
        stderr(&out).contains(
            "\"octo\" is not a layout: name one of duel, quad, halves, tri, penta, hexa."
        ),
        "{}",
        stderr(&out)
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

const SELFPLAY: &[&str] = &[
    "selfplay", "--first", "easy", "--second", "random", "--games", "4", "--seed", "3",
];
const BENCH: &[&str] = &["bench", "--depth", "4", "--pipeline-seconds", "0"];

#[test]
fn selfplay_reports_wins_draws_and_losses() {
    let out = run(SELFPLAY);
    let text = stdout(&out);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(text.contains("easy won "), "{text}");
    assert!(text.contains("drew ") && text.contains("lost "), "{text}");
    let bad = run(&["selfplay", "--first", "expert", "--second", "random"]);
    assert!(!bad.status.success());
    assert!(stderr(&bad).contains("not a level"));
}

/// What `bench` reports, one row each (checked on the piped run below: the bench takes
/// seconds, so the test runs it once piped and once on a terminal).
const BENCH_ROWS: [&str; 10] = [
    "perft duel start depth 4 (nodes)",
    "perft quad start depth 2 (nodes)",
    "perft hexa start depth 3 (nodes)",
    "play (checked) calls",
    "computer hard, 4 moves (nodes)",
    "  slowest move ",
    "profile history sled (reads)",
    "  2000 points and the record: median ",
    "standings table 200 players (PNG)",
    " ms a table after the first (",
];

#[test]
fn piped_output_carries_no_progress_and_bench_reports_every_row() {
    // Scripts and tests read stdout; with stderr piped too, not a byte of progress.
    let perft = ["perft", DUEL_START, "5"];
    for args in [SELFPLAY, BENCH, &perft[..]] {
        let out = run(args);
        assert!(out.status.success(), "{args:?}: {}", stderr(&out));
        assert_eq!(stderr(&out), "", "{args:?}");
        let text = stdout(&out);
        assert!(!text.contains('\u{1b}'), "{args:?}: escape codes");
        if args == BENCH {
            for row in BENCH_ROWS {
                assert!(text.contains(row), "{row}: {text}");
            }
        }
    }
    assert_eq!(stdout(&run(&perft)), "268295\n");
}

#[test]
fn a_terminal_shows_progress_and_the_same_results() {
    let selfplay = on_terminal(SELFPLAY);
    assert!(selfplay.status.success(), "{}", selfplay.shown);
    assert!(selfplay.shown.contains("/4 games ["), "{}", selfplay.shown);
    assert!(selfplay.shown.contains("easy won "), "{}", selfplay.shown);

    let perft = on_terminal(&["perft", DUEL_START, "5"]);
    assert!(perft.status.success(), "{}", perft.shown);
    assert!(perft.shown.contains("/10 first moves ["), "{}", perft.shown);
    // The bar is cleared before the count, which ends the output as it does piped.
    assert!(
        perft.shown.trim_end().ends_with("268295"),
        "{}",
        perft.shown
    );

    let bench = on_terminal(BENCH);
    assert!(bench.status.success(), "{}", bench.shown);
    assert!(bench.shown.contains(" steps ["), "{}", bench.shown);
    assert!(
        bench.shown.contains("play (checked) calls"),
        "{}",
        bench.shown
    );
}

#[test]
fn the_command_list_names_every_subcommand_and_the_member_menu() {
    let out = run(&["commands"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    for line in [
        "/martian challenge",
        "/martian-settings language",
        "(member menu) Apps > Challenge to Martian Chess",
    ] {
        assert!(text.contains(line), "{line} in {text}");
    }
}

#[test]
fn output_into_a_closed_pipe_ends_quietly_as_sigpipe_would() {
    // `martian-chess selfplay ... | head`: the reader is gone before the first line.
    let (reader, writer) = std::io::pipe().expect("a pipe");
    drop(reader);
    for args in [
        &["perft", DUEL_START, "2", "--divide"][..],
        &["start", "tri"][..],
        SELFPLAY,
    ] {
        let out = martian_chess()
            .args(args)
            .stdout(writer.try_clone().expect("the pipe's writer"))
            .stderr(std::process::Stdio::piped())
            .output()
            .expect("the binary runs");
        assert_eq!(out.status.code(), Some(141), "{args:?}: {}", stderr(&out));
        assert_eq!(stderr(&out), "", "{args:?}");
    }
}
