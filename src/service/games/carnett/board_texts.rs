//! The words of Carnett's board image in a reader's language, from the catalog
//! (`locales/*/carnett-board.ftl`), and the image's description for screen readers.
//! Made like `view::board_texts`: templates the image fills (the catalog is asked with
//! its variables set to `{name}`...), once per language.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};

use crate::carnett::{Action, Color, MAX_TURNS};
use crate::i18n::{Arg, Catalog, Lang, Tr};
use crate::render::carnett::{self as image, Table, ACTION_LINES, COUNT_LINES};

/// The words of Carnett's board images in `tr`'s language, made once per language.
pub(crate) fn carnett_board_texts(tr: Tr<'_>) -> Arc<image::Texts> {
    type Made = Mutex<HashMap<(usize, Lang), Arc<image::Texts>>>;
    static MADE: OnceLock<Made> = OnceLock::new();
    let key = (tr.catalog as *const Catalog as usize, tr.lang);
    let made = MADE.get_or_init(Default::default);
    if let Some(texts) = made.lock().ok().and_then(|m| m.get(&key).cloned()) {
        return texts;
    }
    let texts = Arc::new(make(tr));
    if let Ok(mut m) = made.lock() {
        m.insert(key, texts.clone());
    }
    texts
}

fn make(tr: Tr<'_>) -> image::Texts {
    // The image fills these in itself.
    let slot = |name: &str| format!("{{{name}}}");
    let with = |id: &str, vars: &[&str]| {
        let args: Vec<(&str, Arg)> = vars.iter().map(|v| (*v, slot(v).into())).collect();
        tr.a(id, &args)
    };
    let counted = |id: &str, lines: usize| -> Vec<String> {
        (0..lines)
            .map(|n| tr.a(id, &[("count", n.into())]))
            .collect()
    };
    image::Texts {
        white: tr.t("carnett-board-white"),
        black: tr.t("carnett-board-black"),
        to_move_tag: tr.t("carnett-board-to-move-tag"),
        to_play_tag: tr.t("carnett-board-to-play-tag"),
        winner_tag: tr.t("carnett-board-winner-tag"),
        to_move: with("carnett-board-to-move", &["name"]),
        to_play: with("carnett-board-to-play", &["name"]),
        turn: with("carnett-board-turn", &["turn", "max"]),
        actions_left: counted("carnett-board-actions-left", ACTION_LINES),
        hand: counted("carnett-board-hand", COUNT_LINES),
        deck: counted("carnett-board-deck", COUNT_LINES),
        prison: tr.t("carnett-board-prison"),
        reserve: tr.t("carnett-board-reserve"),
        discarded: tr.t("carnett-board-discarded"),
        battle: with("carnett-board-battle", &["from", "target"]),
        lead: tr.t("carnett-board-lead"),
        wins: with("carnett-board-wins", &["name"]),
        draw: tr.t("carnett-board-draw"),
        king_captured: with("carnett-board-king-captured", &["name"]),
        turn_limit: with("carnett-board-turn-limit", &["max"]),
    }
}

/// What Carnett's board image shows, for screen readers, in `tr`'s language: the turn
/// (or the result: `verdict` for an end outside the rules, else the table's outcome),
/// who must act and with how many actions, the battle, each side's hand size,
/// prisoners and reserve, the deck, the discard pile's top card and the last move or
/// drop. `names` are plain display names, White's then Black's. Never a hand's cards.
pub(crate) fn carnett_alt(
    tr: Tr<'_>,
    table: &Table,
    names: [&str; 2],
    verdict: Option<&str>,
) -> String {
    let pos = &table.position;
    let colour = |c: Color| {
        tr.t(match c {
            Color::White => "carnett-board-white",
            Color::Black => "carnett-board-black",
        })
    };
    let name = |c: Color| match names[c.index()].trim() {
        "" => colour(c),
        given => given.to_owned(),
    };
    let over = verdict.is_some() || table.outcome.is_some();
    let mut sentences = Vec::new();
    if over {
        sentences.push(tr.t("carnett-alt-final"));
        let summary = match (verdict, table.outcome) {
            (Some(v), _) => v.to_owned(),
            (None, Some(outcome)) => match outcome.winner() {
                Some(w) => {
                    let wins = tr.a("carnett-board-wins", &[("name", name(w).into())]);
                    let why = tr.a(
                        "carnett-board-king-captured",
                        &[("name", name(w.opponent()).into())],
                    );
                    format!("{wins}. {why}")
                }
                None => tr.a("carnett-board-turn-limit", &[("max", MAX_TURNS.into())]),
            },
            (None, None) => String::new(),
        };
        sentences.push(tr.a("carnett-alt-over", &[("summary", summary.into())]));
    } else {
        sentences.push(tr.a("carnett-alt-board", &[("turn", pos.turn().into())]));
    }
    if let (false, Some(acting)) = (over, table.to_act()) {
        let who: [(&str, Arg); 2] = [
            ("name", name(acting).into()),
            ("colour", colour(acting).into()),
        ];
        match &table.battle {
            None => sentences.push(tr.a(
                "carnett-alt-to-move",
                &[
                    who[0].clone(),
                    who[1].clone(),
                    ("die", pos.die().into()),
                    ("count", pos.actions_left().into()),
                ],
            )),
            Some(battle) => {
                let cards = if battle.cards.is_empty() {
                    tr.t("carnett-alt-no-cards")
                } else {
                    let played: Vec<String> = battle.cards.iter().map(|c| c.symbol()).collect();
                    played.join(", ")
                };
                sentences.push(tr.a(
                    "carnett-alt-battle",
                    &[
                        ("from", battle.attack.from.to_string().into()),
                        ("target", battle.target.to_string().into()),
                        ("cards", cards.into()),
                    ],
                ));
                sentences.push(tr.a("carnett-alt-to-play", &who));
            }
        }
    }
    for side in Color::BOTH {
        let sum = |counts: [u8; 6]| counts.iter().map(|n| u32::from(*n)).sum::<u32>();
        sentences.push(tr.a(
            "carnett-alt-side",
            &[
                ("name", name(side).into()),
                ("colour", colour(side).into()),
                ("hand", table.hands[side.index()].into()),
                ("prison", sum(pos.prison(side)).into()),
                ("reserve", sum(pos.reserve(side)).into()),
            ],
        ));
    }
    sentences.push(tr.a("carnett-alt-deck", &[("count", table.deck.into())]));
    if let Some(top) = table.discard.last() {
        sentences.push(tr.a("carnett-alt-discard", &[("card", top.symbol().into())]));
    }
    if let Some((seat, action @ (Action::Move(_) | Action::Drop { .. }))) = table.last {
        sentences.push(tr.a(
            "carnett-alt-last",
            &[
                ("name", name(seat).into()),
                ("action", action.to_string().into()),
            ],
        ));
    }
    sentences.join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::carnett::{Game, Seed};

    fn tr(code: &str) -> Tr<'static> {
        let catalog = Catalog::embedded();
        Tr::new(
            catalog,
            catalog.lang(code).expect("a language of the catalog"),
        )
    }

    /// The renderer keeps English words of its own (for its tests, benchmarks and
    /// tools); they are the catalog's, so the two cannot drift apart.
    #[test]
    fn the_renderers_own_english_is_the_catalogs() {
        assert_eq!(*carnett_board_texts(tr("en")), image::Texts::default());
    }

    #[test]
    fn every_language_keeps_the_images_placeholders_and_counts_agree() {
        for code in ["en", "cs", "ru"] {
            let texts = carnett_board_texts(tr(code));
            assert!(texts.to_move.contains("{name}"), "{code}");
            assert!(texts.battle.contains("{from}") && texts.battle.contains("{target}"));
            assert!(texts.turn.contains("{turn}") && texts.turn.contains("{max}"));
            assert_eq!(texts.hand.len(), COUNT_LINES);
            assert!(texts.hand(13).contains("13"), "{code}");
            assert!(!texts.hand(13).contains('{'), "{code}");
        }
        let cs = carnett_board_texts(tr("cs"));
        assert_eq!(cs.hand(1), "1 karta v ruce");
        assert_eq!(cs.hand(3), "3 karty v ruce");
        assert_eq!(cs.hand(13), "13 karet v ruce");
        let ru = carnett_board_texts(tr("ru"));
        assert_eq!(ru.deck(21), "Колода: 21 карта");
        assert_eq!(ru.deck(24), "Колода: 24 карты");
        assert_eq!(ru.actions_left(5), "Осталось 5 действий");
    }

    #[test]
    fn the_description_says_the_public_state_and_no_card_of_a_hand() {
        let (mut game, _) = Game::new(Seed::from_u64(4));
        let action: Action = "e2e4".parse().unwrap();
        game.apply(Color::White, action).unwrap();
        let table = Table::of(&game, Some((Color::White, action)));
        let alt = carnett_alt(tr("en"), &table, ["alice", "bob"], None);
        let pos = game.position();
        let turn = format!("Board of Carnett's Martian Chess, turn {}.", pos.turn());
        assert!(alt.starts_with(&turn), "{alt}");
        assert!(alt.contains("Last action by alice: e2e4."), "{alt}");
        assert!(alt.contains("bob (Black): cards in hand 13"), "{alt}");
        assert!(
            alt.contains(&format!("the die shows {}", pos.die())),
            "{alt}"
        );
        let blank = carnett_alt(tr("cs"), &table, ["", " "], None);
        assert!(blank.contains("Bílý (Bílý)"), "{blank}");
        for card in game
            .hand(Color::White)
            .iter()
            .chain(game.hand(Color::Black).iter())
        {
            assert!(!alt.contains(&card.symbol()), "{alt} shows {card}");
        }
        let over = carnett_alt(tr("ru"), &table, ["alice", "bob"], Some("bob сдался"));
        assert!(over.contains("Партия окончена: bob сдался"), "{over}");
    }

    /// Writes the busy sample in Czech and Russian to /tmp for looking at (run with
    /// --ignored).
    #[test]
    #[ignore]
    fn write_translated_samples() {
        let (table, options) = image::sample_busy();
        for code in ["cs", "ru"] {
            let options = image::Options {
                texts: carnett_board_texts(tr(code)),
                ..options.clone()
            };
            let png = image::png(&table, &options);
            std::fs::write(format!("/tmp/carnett-{code}.png"), png).unwrap();
            let names = ["alice", "bob"];
            println!("{}", carnett_alt(tr(code), &table, names, None));
        }
    }
}
