//! Long names (32 characters, the most Discord allows) never hide a game's result on
//! its image: names are shortened first, so that who won and why show whole, in every
//! language, for both games and every layout. `MARTIAN_PNG_OUT=<folder>` writes the
//! images there to look at.

use std::sync::Arc;

use crate::carnett::{Color, Game as CarnettGame, Outcome as CarnettOutcome, Seed};
use crate::engine::{Player, Position};
use crate::i18n::{Catalog, Tr};
use crate::model::{ChannelId, EndKind, GameEnd, GameKind, GameRecord, GameSetup, GuildId};
use crate::render;
use crate::render::carnett::{self as carnett_image, Table};
use crate::service::endings::verdict_in;
use crate::service::games::carnett::image_options;
use crate::service::games::martian::board_options;
use crate::store::Store;

use super::support::{harness_with, person, request};
use crate::service::{Action, Challenge, FirstChoice, LayoutChoice, SearchPlayer};

const GUILD: GuildId = GuildId(11);

/// Seat `n`'s name: 32 characters, none of them breakable.
fn long_name(n: usize) -> String {
    let name = format!("Konstantin_Konstantinopolskij_{n}{n}");
    assert_eq!(name.chars().count(), 32);
    name
}

fn tr(code: &str) -> Tr<'static> {
    let catalog = Catalog::embedded();
    Tr::new(catalog, catalog.lang(code).expect("a language"))
}

fn bare(text: &str) -> String {
    text.chars().filter(|c| !c.is_whitespace()).collect()
}

/// Whether the image's `shown` lines are one of `versions` whole.
fn shows_whole(shown: &[String], versions: &[String]) -> bool {
    versions.iter().any(|v| bare(v) == bare(&shown.concat()))
}

fn write(name: &str, png: &[u8]) {
    if let Ok(dir) = std::env::var("MARTIAN_PNG_OUT") {
        std::fs::write(std::path::Path::new(&dir).join(name), png).unwrap();
    }
}

const LAYOUTS: [(LayoutChoice, usize, &str); 7] = [
    (LayoutChoice::Duel, 1, "duel"),
    (LayoutChoice::Halves, 1, "halves"),
    (LayoutChoice::Quad, 3, "quad"),
    (LayoutChoice::Teams, 3, "teams"),
    (LayoutChoice::Tri, 2, "tri"),
    (LayoutChoice::Penta, 4, "penta"),
    (LayoutChoice::Hexa, 5, "hexa"),
];

/// A started game of `layout` between players with long names, as stored.
fn started(layout: LayoutChoice, opponents: usize, channel: u64) -> GameRecord {
    let h = harness_with(Arc::new(SearchPlayer), 0);
    let at = (GUILD, ChannelId(channel));
    let people: Vec<_> = (0..=opponents)
        .map(|i| person(40 + i as u64, &long_name(i)))
        .collect();
    let ask = |who, action| h.service.handle(&request(who, at, "en", None, action));
    ask(
        &people[0],
        Action::Challenge(Challenge {
            opponents: people[1..].to_vec(),
            layout,
            first: FirstChoice::Me,
            ..Challenge::default()
        }),
    );
    for p in &people[1..] {
        ask(p, Action::Accept);
    }
    h.store.open_game_in(GUILD, at.1).unwrap().expect("a game")
}

#[test]
fn the_pyramid_games_result_shows_whole_with_long_names_in_every_layout_and_language() {
    for (n, (layout, opponents, label)) in LAYOUTS.into_iter().enumerate() {
        let record = started(layout, opponents, 700 + n as u64);
        let game = record.replay().unwrap();
        let seats = record.seats.len();
        for lang in ["en", "cs", "ru"] {
            let tr = tr(lang);
            // By the rules: the clock ran out with seats 1 and 2 ahead on points.
            let start = game.position().to_string();
            let fields: Vec<&str> = start.split(' ').collect();
            let scores: Vec<&str> = (0..seats).map(|s| if s < 2 { "5" } else { "0" }).collect();
            let over: Position = format!("{} 1 {} - 0 {}", fields[0], scores.join(","), fields[5])
                .parse()
                .unwrap();
            let outcome = over.outcome().expect("over");
            let options = board_options(tr, &record, &game);
            let shown = render::status_lines(&over, &options);
            let texts = &options.texts;
            let versions: Vec<String> = std::iter::once(usize::MAX)
                .chain(render::NAME_LIMITS)
                .map(|max| {
                    let names: Vec<String> = (0..seats)
                        .map(|s| render::shorten(&long_name(s), max))
                        .collect();
                    let name = |p: Player| names[p.index()].as_str();
                    texts.headline(&outcome, seats, name) + &texts.reason(&outcome, name)
                })
                .collect();
            assert!(shows_whole(&shown, &versions), "{lang} {label}: {shown:?}");
            write(
                &format!("long-{label}-{lang}-rules.png"),
                &render::png(&over, &options),
            );
            // Resigned: the last seat gave up.
            let mut resigned = record.clone();
            resigned.end = Some(GameEnd {
                kind: EndKind::Resigned { seat: seats - 1 },
                winners: vec![0],
                drawn: Vec::new(),
                scores: vec![0; seats],
                at_ms: 0,
                by_name: None,
                waited_hours: None,
            });
            let options = board_options(tr, &resigned, &game);
            let verdict = verdict_in(tr, &resigned).expect("a verdict");
            let versions: Vec<String> = std::iter::once(verdict.text.clone())
                .chain(verdict.shorter)
                .collect();
            let shown = render::status_lines(game.position(), &options);
            assert!(shows_whole(&shown, &versions), "{lang} {label}: {shown:?}");
            write(
                &format!("long-{label}-{lang}-resigned.png"),
                &render::png(game.position(), &options),
            );
        }
    }
}

#[test]
fn carnetts_result_shows_whole_with_long_names_in_every_language() {
    let mut record = started(LayoutChoice::Duel, 1, 800);
    record.setup = GameSetup::standard(GameKind::Carnett);
    let (game, _) = CarnettGame::new(Seed::from_u64(7));
    for lang in ["en", "cs", "ru"] {
        let tr = tr(lang);
        // By the rules: Black's king was captured.
        let mut table = Table::of(&game, None);
        table.outcome = Some(CarnettOutcome::KingCaptured {
            winner: Color::White,
        });
        let options = image_options(tr, &record, render::Orientation::South);
        let shown = carnett_image::result_lines(&table, &options);
        let texts = &options.texts;
        let versions: Vec<String> = std::iter::once(usize::MAX)
            .chain(render::NAME_LIMITS)
            .map(|max| {
                let white = render::shorten(&long_name(0), max);
                let black = render::shorten(&long_name(1), max);
                carnett_image::Texts::named(&texts.wins, &white)
                    + &carnett_image::Texts::named(&texts.king_captured, &black)
            })
            .collect();
        assert!(shows_whole(&shown, &versions), "{lang}: {shown:?}");
        write(
            &format!("long-carnett-{lang}-rules.png"),
            &carnett_image::png(&table, &options),
        );
        // Resigned: Black gave up.
        let mut resigned = record.clone();
        resigned.end = Some(GameEnd {
            kind: EndKind::Resigned { seat: 1 },
            winners: vec![0],
            drawn: Vec::new(),
            scores: vec![0, 0],
            at_ms: 0,
            by_name: None,
            waited_hours: None,
        });
        let table = Table::of(&game, None);
        let options = image_options(tr, &resigned, render::Orientation::South);
        let verdict = options.verdict.clone().expect("a verdict");
        let versions: Vec<String> = std::iter::once(verdict.text)
            .chain(verdict.shorter)
            .collect();
        let shown = carnett_image::result_lines(&table, &options);
        assert!(shows_whole(&shown, &versions), "{lang}: {shown:?}");
        write(
            &format!("long-carnett-{lang}-resigned.png"),
            &carnett_image::png(&table, &options),
        );
    }
}
