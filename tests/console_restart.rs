//! The console binary over a real sled folder: a game started in one run continues in
//! the next.

mod support;

use std::path::Path;
use std::process::Stdio;

use support::{martian_chess, run_console};

#[test]
fn a_game_continues_after_a_restart() {
    let dir = tempfile::tempdir().unwrap();
    let (data, out) = (dir.path().join("data"), dir.path().join("out"));
    let first = run_console(
        &data,
        &out,
        "@alice /martian challenge opponent:@bob\n@bob /martian accept\n@alice /martian move move:c3d4\n@bob /martian move move:b6a5\n",
    );
    assert_eq!(first.len(), 4);
    assert!(first[3]["text"]
        .as_str()
        .unwrap()
        .contains("bob played b6a5"));
    let board = first[3]["image"].as_str().unwrap();
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
    assert!(
        second[1]["text"]
            .as_str()
            .unwrap()
            .contains("alice played b3a4"),
        "{}",
        second[1]
    );
    assert!(
        second[2]["text"]
            .as_str()
            .unwrap()
            .contains("QQD1/QDP1/D1P1/P3/P2P/3D/1PDQ/1DQQ 2 0,0 b3a4 - classic"),
        "{}",
        second[2]
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
