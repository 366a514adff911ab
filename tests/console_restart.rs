//! The console binary over a real sled folder: a game started in one run continues in
//! the next.

mod support;

use std::path::Path;
use std::process::Stdio;

use support::{board_of, martian_chess, ping_of, run_console};

#[test]
fn a_game_continues_after_a_restart() {
    let dir = tempfile::tempdir().unwrap();
    let (data, out) = (dir.path().join("data"), dir.path().join("out"));
    let first = run_console(
        &data,
        &out,
        "@alice /martian challenge opponent:@bob\n@bob /martian accept\n@alice /martian move move:c3d4\n@bob /martian move move:b6a5\n",
    );
    // The invitation; the accept's answer, start line, board and ping; each move's
    // answer, board and ping.
    assert_eq!(first.len(), 11, "{first:?}");
    let boards: Vec<_> = first
        .iter()
        .filter(|r| matches!(r["delivery"].as_str(), Some("board" | "board-edit")))
        .collect();
    assert_eq!(boards.len(), 3, "{first:?}");
    assert_eq!(boards[0]["delivery"], "board", "{}", boards[0]);
    let last = boards[2];
    assert_eq!(last["delivery"], "board-edit", "{last}");
    assert!(last["text"].as_str().unwrap().contains("bob played b6a5"));
    let board = last["image"].as_str().unwrap();
    assert!(Path::new(board).exists());

    let second = run_console(
        &data,
        &out,
        "@bob /martian move move:a5b4\n@alice /martian move move:b3a4\n@alice /martian board\n",
    );
    assert!(
        second[0]["text"]
            .as_str()
            .unwrap()
            .contains("It's alice's turn"),
        "{}",
        second[0]
    );
    // The same live board is edited after the restart, and bob is pinged.
    let board = board_of(&second).unwrap_or_else(|| panic!("{second:?}"));
    assert_eq!(board["delivery"], "board-edit", "{board}");
    assert!(
        board["text"]
            .as_str()
            .unwrap()
            .contains("alice played b3a4"),
        "{board}"
    );
    let ping = ping_of(&second).unwrap_or_else(|| panic!("{second:?}"));
    assert_eq!(ping["mentions"], serde_json::json!(["bob"]), "{ping}");
    let shown = second.last().unwrap();
    assert!(
        shown["text"]
            .as_str()
            .unwrap()
            .contains("QQD1/QDP1/D1P1/P3/P2P/3D/1PDQ/1DQQ 2 0,0 b3a4 - classic"),
        "{shown}"
    );
}

#[test]
fn an_unusable_data_folder_is_a_clear_error() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("not-a-folder");
    std::fs::write(&file, "x").unwrap();
    let output = martian_chess()
        .args(["console", "--data"])
        .arg(&file)
        .stdin(Stdio::null())
        .output()
        .unwrap();
    assert!(!output.status.success());
    let err = String::from_utf8_lossy(&output.stderr);
    assert!(err.contains("cannot open the game store at"), "{err}");
    assert!(!err.contains("panicked"), "{err}");
}

#[test]
fn unknown_users_channels_and_commands_get_clear_errors() {
    let dir = tempfile::tempdir().unwrap();
    let replies = run_console(
        &dir.path().join("data"),
        &dir.path().join("out"),
        "alice /martian board\n@alice #no!pe /martian board\n@alice /martian dance\n:warp 1h\n@alice /martian board\n",
    );
    let errors: Vec<&str> = replies.iter().filter_map(|r| r["error"].as_str()).collect();
    assert_eq!(errors.len(), 4, "{replies:?}");
    assert!(
        errors[2].contains("/martian dance is not a command"),
        "{errors:?}"
    );
    assert!(replies[4]["text"]
        .as_str()
        .unwrap()
        .contains("no game in this channel"));
}
