//! Stored records stay readable: a record written with schema version 1 (kept as a
//! fixture, never regenerated) loads with today's code.

use martian_chess::model::{decode_game, encode_game, EndKind, GameStatus, RecordError};

const V1: &[u8] = include_bytes!("data/game-record-v1.json");

#[test]
fn a_version_1_game_record_still_loads() {
    let game = decode_game(V1).expect("schema 1 loads");
    assert_eq!(game.status, GameStatus::Finished);
    assert_eq!(
        game.seats[1].computer.as_ref().map(|c| c.level.as_str()),
        Some("easy")
    );
    assert_eq!(
        game.end.as_ref().map(|e| e.kind.clone()),
        Some(EndKind::Resigned { seat: 0 })
    );
    let replayed = game.replay().expect("its moves replay");
    assert_eq!(replayed.position().scores(), &[1, 0]);
    assert_eq!(replayed.position().clock(), Some(7));
    // And it survives a round trip through today's encoding.
    assert_eq!(decode_game(&encode_game(&game)).unwrap(), game);
}

#[test]
fn a_record_from_a_newer_bot_is_refused_clearly() {
    let newer = String::from_utf8(V1.to_vec())
        .unwrap()
        .replace("\"schema\":1", "\"schema\":99");
    let err = decode_game(newer.as_bytes()).unwrap_err();
    assert_eq!(err, RecordError::TooNew(99));
    assert!(err.to_string().contains("upgrade the bot"));
    assert!(matches!(decode_game(b"{}"), Err(RecordError::Malformed(_))));
}
