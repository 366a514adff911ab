//! Stored records stay readable: a record written with schema version 1 (kept as a
//! fixture, never regenerated) loads with today's code.

use std::error::Error;

use martian_chess::model::{
    decode_game, decode_settings, encode_game, encode_settings, ComputerLevel, EndKind, GameKind,
    GameSetup, GameStatus, GuildId, GuildSettings, RecordError,
};

const V1: &[u8] = include_bytes!("data/game-record-v1.json");

#[test]
fn a_version_1_game_record_still_loads() {
    let game = decode_game(V1).expect("schema 1 loads");
    assert_eq!(game.status, GameStatus::Finished);
    assert_eq!(
        game.seats[1].computer.as_ref().map(|c| c.level),
        Some(ComputerLevel::Easy)
    );
    assert_eq!(game.layout().map(|l| l.name()), Some("duel"));
    assert_eq!(
        game.rules().map(|r| r.to_string()).as_deref(),
        Some("classic")
    );
    assert_eq!(
        game.end.as_ref().map(|e| e.kind.clone()),
        Some(EndKind::Resigned { seat: 0 })
    );
    let replayed = game.replay().expect("its moves replay");
    assert_eq!(replayed.position().scores(), &[1, 0]);
    assert_eq!(replayed.position().clock(), Some(7));
    // And it survives a round trip through today's encoding, whose typed fields are
    // stored as the same text as before.
    assert_eq!(decode_game(&encode_game(&game)).unwrap(), game);
    let text = String::from_utf8(encode_game(&game)).unwrap();
    for stored in [
        r#""layout":"duel","rules":"classic""#,
        r#""computer":{"level":"easy","seed":987654321}"#,
    ] {
        assert!(text.contains(stored), "{text}");
    }
}

/// The fixture with one stored text replaced.
fn v1_with(from: &str, to: &str) -> Vec<u8> {
    let text = String::from_utf8(V1.to_vec()).unwrap();
    assert!(text.contains(from), "the fixture has {from}");
    text.replace(from, to).into_bytes()
}

/// The texts of an error and of every cause below it.
fn chain(err: &dyn Error) -> Vec<String> {
    let mut texts = vec![err.to_string()];
    let mut next = err.source();
    while let Some(cause) = next {
        texts.push(cause.to_string());
        next = cause.source();
    }
    texts
}

#[test]
fn an_unknown_level_layout_or_ruleset_is_a_damaged_record_not_a_default() {
    for (from, to, named) in [
        (r#""level":"easy""#, r#""level":"expert""#, "expert"),
        (r#""layout":"duel""#, r#""layout":"hexagon""#, "hexagon"),
        (r#""rules":"classic""#, r#""rules":"chess""#, "chess"),
        (
            r#""rules":"classic""#,
            r#""rules":"classic+sudden_death""#,
            "sudden_death",
        ),
    ] {
        let err = decode_game(&v1_with(from, to)).expect_err(to);
        assert!(matches!(err, RecordError::Malformed(_)), "{to}: {err:?}");
        // The decoding error is kept as the cause, and names what it did not know.
        let texts = chain(&err);
        assert_eq!(texts[0], "malformed record");
        assert!(
            texts.len() == 2 && texts[1].contains(named),
            "{to}: {texts:?}"
        );
    }
}

#[test]
fn settings_keep_their_ruleset_by_name() {
    let mut settings = GuildSettings::defaults(GuildId(5));
    settings.default_ruleset = martian_chess::engine::Ruleset::Leaping;
    let bytes = encode_settings(&settings);
    let text = String::from_utf8(bytes.clone()).unwrap();
    assert!(text.contains(r#""default_ruleset":"leaping""#), "{text}");
    assert_eq!(decode_settings(&bytes).unwrap(), settings);
    let unknown = text.replace(r#""leaping""#, r#""chess""#);
    let err = decode_settings(unknown.as_bytes()).unwrap_err();
    assert!(chain(&err).iter().any(|t| t.contains("chess")), "{err:?}");
}

#[test]
fn a_record_from_a_newer_bot_is_refused_clearly() {
    let newer = String::from_utf8(V1.to_vec())
        .unwrap()
        .replace("\"schema\":1", "\"schema\":99");
    let err = decode_game(newer.as_bytes()).unwrap_err();
    assert!(matches!(err, RecordError::TooNew(99)), "{err:?}");
    assert!(err.to_string().contains("upgrade the bot"));
    assert!(matches!(decode_game(b"{}"), Err(RecordError::Malformed(_))));
}

/// Schema 1 kept a game's end as an English sentence too; today's records keep only
/// the data, and the sentence is made again when shown, in the reader's language: for
/// the fixture, the same English sentence it stored.
#[test]
fn a_version_1_ending_is_shown_from_its_data_in_any_language() {
    use std::sync::Arc;

    use martian_chess::model::{ChannelId, UserId};
    use martian_chess::service::{Action, ManualClock, Request, SearchPlayer, Service, User};
    use martian_chess::store::{MemoryStore, Store};

    let game = decode_game(V1).expect("schema 1 loads");
    let stored = String::from_utf8(encode_game(&game)).unwrap();
    assert!(stored.starts_with(r#"{"schema":4,"#), "{stored}");
    assert!(
        !stored.contains("summary") && !stored.contains("resigned."),
        "{stored}"
    );
    let store = Arc::new(MemoryStore::default());
    store.create_game(&game).unwrap();
    let bot = User {
        id: UserId(1),
        name: "bot".into(),
        is_manager: false,
        is_bot: true,
    };
    let service = Service::new(
        store,
        Arc::new(ManualClock::new(1_764_600_000_000)),
        Arc::new(SearchPlayer),
        bot,
    );
    let replay = |guild_locale: &str| {
        let request = Request {
            user: User {
                id: UserId(1_234_567_890_123),
                name: "alice".into(),
                is_manager: false,
                is_bot: false,
            },
            guild: GuildId(1),
            channel: ChannelId(2),
            locale: "en-US".into(),
            guild_locale: Some(guild_locale.into()),
            origin: Default::default(),
            sight: Default::default(),
            action: Action::Replay {
                game: game.id.to_string(),
            },
        };
        let replies = service.try_handle(&request).expect("a replay");
        replies[0].text.clone()
    };
    let english = replay("en-US");
    assert!(
        english.contains("bot (easy) wins: alice resigned."),
        "{english}"
    );
    let czech = replay("cs");
    assert!(
        !czech.contains("resigned") && czech.contains("alice"),
        "{czech}"
    );
}

/// A schema 2 record of Carnett's game, as the previous release wrote it: its seed
/// beside a pyramid layout and rules it never had.
const V2_CARNETT: &str = r#"{"schema":2,"id":7,"guild":1,"channel":9,"game":"carnett","carnett":{"seed":"0000000000000000000000000000000000000000000000000000000000000001"},"layout":"duel","rules":"classic","seats":[{"user":11,"name":"ann","accepted":true},{"user":12,"name":"ben","accepted":true}],"challenger":11,"status":"active","moves":["e2e4"],"revision":3,"created_ms":1,"updated_ms":2}"#;

#[test]
fn a_version_2_record_becomes_one_payload_per_game() {
    let carnett = decode_game(V2_CARNETT.as_bytes()).expect("schema 2 loads");
    assert_eq!(carnett.kind(), GameKind::Carnett);
    assert_eq!(
        carnett.layout(),
        None,
        "no pyramid layout on Carnett's game"
    );
    let GameSetup::Carnett(setup) = &carnett.setup else {
        panic!("{:?}", carnett.setup);
    };
    assert!(setup.seed.ends_with("01"));
    // The seed never shows in a log line.
    assert!(!format!("{carnett:?}").contains(&setup.seed));
    let text = String::from_utf8(encode_game(&carnett)).unwrap();
    assert!(
        text.contains(r#""setup":{"game":"carnett","seed":"#),
        "{text}"
    );
    assert!(
        !text.contains("layout") && !text.contains(r#""rules""#),
        "{text}"
    );
    assert_eq!(decode_game(text.as_bytes()).unwrap(), carnett);

    // A Looney Pyramids record of schema 2 named no game: its layout and rules move.
    let martian = v1_with(r#""schema":1"#, r#""schema":2"#);
    let martian = decode_game(&martian).expect("schema 2 loads");
    assert_eq!(martian.kind(), GameKind::Martian);
    assert_eq!(martian.layout().map(|l| l.name()), Some("duel"));
    let text = String::from_utf8(encode_game(&martian)).unwrap();
    assert!(
        text.contains(r#""setup":{"game":"martian","layout":"duel","rules":"classic"}"#),
        "{text}"
    );
}

#[test]
fn a_game_this_program_does_not_know_is_a_damaged_record() {
    let chess = V2_CARNETT.replace(r#""game":"carnett""#, r#""game":"chess""#);
    let err = decode_game(chess.as_bytes()).expect_err("an unknown game");
    assert!(matches!(err, RecordError::Malformed(_)), "{err:?}");
    assert!(chain(&err).iter().any(|t| t.contains("chess")), "{err:?}");
}

/// Schema 3 kept what became of a game's messages inside the game; schema 4 keeps it in
/// a delivery record of its own, and the stores' upgrades move it out with this.
#[test]
fn a_schema_3_game_gives_its_delivery_state_up_to_a_record_of_its_own() {
    use martian_chess::model::{
        decode_game_and_delivery, AtPly, ChannelId, GameDelivery, MessageId, Posted,
    };

    let game = decode_game(V1).expect("schema 1 loads");
    let mut v3: serde_json::Value = serde_json::from_slice(&encode_game(&game)).unwrap();
    v3["schema"] = 3.into();
    v3["posts"] = serde_json::json!({"challenge": 7, "board": 8, "ping": 9, "parent": 5});
    v3["reminded_ms"] = 1000.into();
    v3["notice_retry_ms"] = 2000.into();
    v3["seats"][0]["locale"] = "cs".into();
    let bytes = serde_json::to_vec(&v3).unwrap();
    let (read, delivery) = decode_game_and_delivery(&bytes).expect("schema 3 loads");
    // The thread's parent channel is the game's; the rest is about its current turn.
    assert_eq!(read.parent, Some(ChannelId(5)));
    let ply = game.moves.len();
    let posted = |message| {
        Some(Posted {
            message: MessageId(message),
            ply,
        })
    };
    assert_eq!(
        delivery,
        Some(GameDelivery {
            challenge: Some(MessageId(7)),
            board: posted(8),
            ping: posted(9),
            reminded: Some(AtPly { ply, at_ms: 1000 }),
            notice_retry: Some(AtPly { ply, at_ms: 2000 }),
            locales: vec![Some("cs".into()), None],
            end_retry: None,
        })
    );
    // Written again, the game keeps none of it; and read again, it has none to give.
    let again = encode_game(&read);
    let text = String::from_utf8(again.clone()).unwrap();
    for gone in ["posts", "reminded_ms", "notice_retry_ms", "locale"] {
        assert!(!text.contains(gone), "{gone} in {text}");
    }
    assert_eq!(decode_game_and_delivery(&again).unwrap(), (read, None));
    // A schema 3 record that is no game is refused, as it always was.
    let bare = serde_json::to_vec(&serde_json::json!({"schema": 3, "moves": []})).unwrap();
    assert!(decode_game_and_delivery(&bare).is_err(), "not a game");
}
