//! The parsers never panic, whatever the text: FEN, actions, cards, squares, seeds,
//! stored states and records (random strings, and damaged versions of true texts).

mod common;

use martian_carnett::record::{verify, Record};
use martian_carnett::{encode, Action, Card, Seed, Setup, Square};
use proptest::prelude::*;

fn parse_everything(text: &str) {
    let _ = Setup::parse(text);
    let _ = text.parse::<Action>();
    let _ = text.parse::<Card>();
    let _ = text.parse::<Square>();
    let _ = Seed::from_hex(text);
    let _ = encode::decode(text);
    let _ = Record::parse(text);
    let seed = Seed::from_u64(0);
    let _ = verify(&seed, &seed.sha256_hex(), text);
    let _ = martian_carnett::fen_moves(text);
}

fn true_texts() -> &'static [String] {
    static TEXTS: std::sync::OnceLock<Vec<String>> = std::sync::OnceLock::new();
    TEXTS.get_or_init(|| {
        let (game, record) = common::random_game(7, 400, |_, _| {});
        vec![
            encode::encode(&game),
            record.to_text(),
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1".to_owned(),
        ]
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn random_text_never_panics(text in "\\PC{0,80}") {
        parse_everything(&text);
    }

    #[test]
    fn text_of_the_right_letters_never_panics(text in "[a-hKQRBNPkqrbnp1-8@/ wT♠♥SHDC0-9x-]{0,60}") {
        parse_everything(&text);
    }

    #[test]
    fn damaged_true_texts_never_panic(which in 0usize..3, at in any::<prop::sample::Index>(), with in "\\PC{0,3}", cut in any::<bool>()) {
        let texts = true_texts();
        let text = &texts[which];
        let mut index = at.index(text.len());
        while !text.is_char_boundary(index) {
            index -= 1;
        }
        let damaged = if cut {
            format!("{}{}", &text[..index], with)
        } else {
            let rest = text[index..].chars().skip(1).collect::<String>();
            format!("{}{}{}", &text[..index], with, rest)
        };
        parse_everything(&damaged);
    }
}
