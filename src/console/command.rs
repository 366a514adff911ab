//! `/martian <subcommand> name:value …` and `/martian-settings name:value …` as a
//! service [`Action`]. The commands, their options and the words of each choice come
//! from the table both adapters share ([`crate::service::commands`]), so the console
//! accepts what Discord registers.

use crate::engine::{ClockMode, Ruleset};
use crate::i18n::Tr;
use crate::model::GameKind;
use crate::service::commands::{self, CommandDef, Kind, Subcommand};
use crate::service::{
    Action, Challenge, FirstChoice, LayoutChoice, MeChange, PuzzleAction, SettingsChange,
    TournamentAction, TournamentDraft, User,
};

use super::ids::channel_id;
use super::names;
use super::tokens::{name_token, Named};

/// What a `/martian <name>` line asks for; user options stay names (in the order the
/// table lists them) for the caller to resolve.
/// What can't be read is told in `tr`'s language.
pub fn command(tr: Tr<'_>, name: &str, named: &Named) -> Result<(Action, Vec<String>), String> {
    let def = names::command(tr.catalog, name).ok_or_else(|| unknown_command(tr, name))?;
    action(tr, def, named)
}

/// What a `/martian <group> <subcommand> …` line asks for (`/martian puzzle solve`).
pub fn group_command(
    tr: Tr<'_>,
    group: &str,
    name: &str,
    named: &Named,
) -> Result<(Action, Vec<String>), String> {
    let def = names::command_in(tr.catalog, group, name).ok_or_else(|| {
        tr.a(
            "cmd-console-unknown-in-group",
            &[
                ("name", name.into()),
                ("group", names::group_name(tr, group).into()),
                ("commands", names::group_command_names(tr, group).into()),
            ],
        )
    })?;
    action(tr, def, named)
}

/// What a `/martian-settings` line asks for.
pub fn settings(tr: Tr<'_>, named: &Named) -> Result<(Action, Vec<String>), String> {
    action(tr, &commands::SETTINGS, named)
}

fn action(
    tr: Tr<'_>,
    def: &'static CommandDef,
    named: &Named,
) -> Result<(Action, Vec<String>), String> {
    let named = &names::options(tr.catalog, def, named);
    check_options(tr, def, named)?;
    let given = Given { def, named, tr };
    let people = given.users()?;
    let action = match def.subcommand {
        // Without an opponent: an open challenge.
        Subcommand::Challenge => challenge(&given)?,
        Subcommand::Accept => Action::Accept,
        Subcommand::Decline => Action::Decline,
        Subcommand::Move => Action::Move {
            text: given
                .get("move")
                .ok_or_else(|| tr.t("cmd-console-move-needs-move"))?,
            call_clock: given.flag("clock")?,
        },
        Subcommand::Moves => Action::Moves,
        Subcommand::Board => Action::Board {
            public: given.flag("public")?,
        },
        Subcommand::Resign => Action::Resign,
        Subcommand::Draw => Action::Draw,
        Subcommand::Abort => Action::Abort,
        // The user options are resolved by the caller, from `people`.
        Subcommand::Games => Action::Games {
            user: None,
            page: given.number("page", "cmd-console-not-a-page")?,
        },
        Subcommand::History => Action::History {
            game: standings_game(&given)?,
            user: None,
            page: given.number("page", "cmd-console-not-a-page")?,
        },
        Subcommand::Stats => Action::Stats {
            user: None,
            game: standings_game(&given)?,
        },
        Subcommand::Replay => Action::Replay {
            game: given
                .get("game")
                .ok_or_else(|| tr.t("cmd-console-replay-needs-game"))?,
        },
        Subcommand::Analyse => Action::Analyse {
            game: given
                .get("game")
                .ok_or_else(|| tr.t("cmd-console-analyse-needs-game"))?,
        },
        // The user option is resolved by the caller, from `people`.
        Subcommand::Profile => Action::Profile {
            user: None,
            game: standings_game(&given)?,
            public: given.flag("public")?,
        },
        Subcommand::Leaderboard => Action::Leaderboard {
            game: standings_game(&given)?,
            page: given.number("page", "cmd-console-not-a-page")?,
        },
        Subcommand::Rules => Action::Rules {
            game: standings_game(&given)?,
        },
        Subcommand::Settings => Action::Settings(SettingsChange {
            move_timeout_hours: given.number("move_timeout_hours", "cmd-console-not-hours")?,
            reminder_hours: given.number("reminder_hours", "cmd-console-not-hours")?,
            invite_timeout_hours: given.number("invite_timeout_hours", "cmd-console-not-hours")?,
            // The service checks the ruleset and answers the manager privately.
            default_ruleset: given.get("default_ruleset"),
            // One of the catalog's codes, or auto, as Discord's list offers them.
            language: given.choice("language", "cmd-console-not-a-language", |w| {
                Some(w.to_string())
            })?,
            threads: match given.get("threads") {
                Some(_) => Some(given.flag("threads")?),
                None => None,
            },
            // The service checks the zone's name and the number of days.
            timezone: given.get("timezone"),
            vacation_days_per_year: given
                .number("vacation_days_per_year", "cmd-console-not-days")?,
            puzzle_channel: match given.get("puzzle_channel") {
                Some(value) => Some(channel_id(&name_token(tr, &value, '#')?)),
                None => None,
            },
            puzzle_hour: given.number("puzzle_hour", "cmd-console-not-an-hour")?,
            daily_puzzle: match given.get("daily_puzzle") {
                Some(_) => Some(given.flag("daily_puzzle")?),
                None => None,
            },
            members_create_tournaments: match given.get("members_create_tournaments") {
                Some(_) => Some(given.flag("members_create_tournaments")?),
                None => None,
            },
        }),
        Subcommand::Me => Action::Me(MeChange {
            timezone: given.get("timezone"),
            quiet_hours: given.get("quiet_hours"),
            vacation: given.number("vacation", "cmd-console-not-days")?,
        }),
        // The service reads the range, the theme's and the board's words.
        Subcommand::PuzzleSolve => Action::Puzzle(PuzzleAction::Solve {
            rating: given.get("rating"),
            theme: given.choice("theme", "cmd-console-not-a-theme", |w| Some(w.to_string()))?,
            layout: given.choice("layout", "cmd-console-not-a-puzzle-layout", |w| {
                Some(w.to_string())
            })?,
        }),
        Subcommand::PuzzleDaily => Action::Puzzle(PuzzleAction::Daily),
        Subcommand::PuzzleMove => Action::Puzzle(PuzzleAction::Move {
            text: given
                .get("move")
                .ok_or_else(|| tr.t("cmd-console-move-needs-move"))?,
        }),
        Subcommand::TournamentCreate
        | Subcommand::TournamentList
        | Subcommand::TournamentShow
        | Subcommand::TournamentJoin
        | Subcommand::TournamentWithdraw
        | Subcommand::TournamentStart
        | Subcommand::TournamentPause
        | Subcommand::TournamentResume
        | Subcommand::TournamentCancel
        | Subcommand::TournamentKick
        | Subcommand::TournamentHistory => Action::Tournament(tournament(&given)?),
    };
    Ok((action, people))
}

/// The sentence for `/martian` followed by something that isn't a subcommand.
pub fn unknown_command(tr: Tr<'_>, name: &str) -> String {
    if name == "settings" {
        return tr.a(
            "cmd-console-settings-moved",
            &[
                (
                    "settings",
                    names::command_name(tr, &commands::SETTINGS).into(),
                ),
                (
                    "options",
                    names::option_names(tr, &commands::SETTINGS).into(),
                ),
            ],
        );
    }
    tr.a(
        "cmd-console-unknown-command",
        &[
            ("name", name.into()),
            ("commands", names::command_names(tr).into()),
        ],
    )
}

/// Every option must be one of the command's.
fn check_options(tr: Tr<'_>, def: &CommandDef, named: &Named) -> Result<(), String> {
    let name = names::title(tr, def);
    for (option, _) in &named.options {
        if def.option(option).is_some() {
            continue;
        }
        return Err(if def.options.is_empty() {
            tr.a(
                "cmd-console-no-options",
                &[("command", (&name).into()), ("option", option.into())],
            )
        } else {
            tr.a(
                "cmd-console-unknown-option",
                &[
                    ("command", (&name).into()),
                    ("option", option.into()),
                    ("options", names::option_names(tr, def).into()),
                ],
            )
        });
    }
    Ok(())
}

/// `/martian tournament …`; the service checks the values. The kicked member is
/// filled in by the caller from the resolved users.
fn tournament(given: &Given<'_>) -> Result<TournamentAction, String> {
    let tr = given.tr;
    let which = given.get("tournament");
    let page = || given.number("page", "cmd-console-not-a-page");
    Ok(match given.def.subcommand {
        Subcommand::TournamentCreate => TournamentAction::Create(TournamentDraft {
            name: given
                .get("name")
                .ok_or_else(|| tr.t("cmd-console-tournament-needs-name"))?,
            game: given.choice("game", "cmd-console-not-a-game", |w| Some(w.to_string()))?,
            layout: given.choice("layout", "cmd-console-not-a-tournament-layout", |w| {
                Some(w.to_string())
            })?,
            ruleset: given.choice("ruleset", "cmd-console-not-a-ruleset", |w| {
                Some(w.to_string())
            })?,
            format: given.choice("format", "cmd-console-not-a-format", |w| {
                Some(w.to_string())
            })?,
            rounds: given.number("rounds", "cmd-console-not-a-number")?,
            move_timeout_hours: given.number("move_timeout_hours", "cmd-console-not-hours")?,
            max_players: given.number("max_players", "cmd-console-not-a-number")?,
            starts: given.get("starts"),
        }),
        Subcommand::TournamentList => TournamentAction::List { page: page()? },
        Subcommand::TournamentHistory => TournamentAction::History { page: page()? },
        Subcommand::TournamentShow => TournamentAction::Show { tournament: which },
        Subcommand::TournamentJoin => TournamentAction::Join { tournament: which },
        Subcommand::TournamentWithdraw => TournamentAction::Withdraw { tournament: which },
        Subcommand::TournamentStart => TournamentAction::Start { tournament: which },
        Subcommand::TournamentPause => TournamentAction::Pause { tournament: which },
        Subcommand::TournamentResume => TournamentAction::Resume { tournament: which },
        Subcommand::TournamentCancel => TournamentAction::Cancel { tournament: which },
        Subcommand::TournamentKick => TournamentAction::Kick {
            user: User {
                id: crate::model::UserId(0),
                name: String::new(),
                is_manager: false,
                is_bot: false,
            },
            tournament: which,
        },
        other => unreachable!("{other:?} is no tournament subcommand"),
    })
}

fn challenge(given: &Given<'_>) -> Result<Action, String> {
    let layout = given.choice("layout", "cmd-console-not-a-layout", |w| {
        w.parse::<LayoutChoice>().ok()
    })?;
    let first = given.choice("first", "cmd-console-not-a-first", |w| {
        w.parse::<FirstChoice>().ok()
    })?;
    let game = given.choice("game", "cmd-console-not-a-game", |w| {
        w.parse::<GameKind>().ok()
    })?;
    Ok(Action::Challenge(Challenge {
        game: game.unwrap_or_default(),
        // Filled in by the caller from the resolved users.
        opponents: Vec::new(),
        layout: layout.unwrap_or_default(),
        ruleset: given.choice("ruleset", "cmd-console-not-a-ruleset", ruleset)?,
        clock: given.choice("clock", "cmd-console-not-a-clock", clock)?,
        first: first.unwrap_or_default(),
        // The service checks the level against the levels its computer player offers
        // (and answers the challenger privately), as it does for Discord's list.
        level: given.get("level"),
    }))
}

/// The `game:` of leaderboard, stats and history: martian when not given.
fn standings_game(given: &Given<'_>) -> Result<GameKind, String> {
    let game = given.choice("game", "cmd-console-not-a-game", GameKind::by_name)?;
    Ok(game.unwrap_or_default())
}

fn ruleset(word: &str) -> Option<Ruleset> {
    [Ruleset::Classic, Ruleset::Leaping]
        .into_iter()
        .find(|r| r.name() == word)
}

fn clock(word: &str) -> Option<ClockMode> {
    match word {
        "call" => Some(ClockMode::Call),
        "auto27" => Some(ClockMode::Auto27),
        "off" => Some(ClockMode::Off),
        _ => None,
    }
}

/// "a, b or c", in `tr`'s language.
fn either(tr: Tr<'_>, words: &[&str]) -> String {
    match words {
        [] => String::new(),
        [one] => one.to_string(),
        [init @ .., last] => tr.a(
            "cmd-console-or",
            &[("init", init.join(", ").into()), ("last", (*last).into())],
        ),
    }
}

/// A command's options, already checked against its definition.
struct Given<'a> {
    def: &'static CommandDef,
    named: &'a Named,
    /// The language of what can't be read.
    tr: Tr<'a>,
}

impl Given<'_> {
    fn get(&self, key: &str) -> Option<String> {
        self.named
            .options
            .iter()
            .find(|(k, _)| k == key)
            .map(|(_, v)| v.trim().to_string())
    }

    /// The option's name as the reader's Discord client shows it.
    fn shown_name(&self, key: &str) -> String {
        match self.def.option(key) {
            Some(option) => self.tr.t(&format!("{}.name", self.def.option_id(option))),
            None => key.to_string(),
        }
    }

    /// The names of the user options given, in the table's order.
    fn users(&self) -> Result<Vec<String>, String> {
        let mut people = Vec::new();
        for option in self.def.options.iter().filter(|o| o.kind == Kind::User) {
            if let Some(value) = self.get(option.name) {
                people.push(name_token(self.tr, &value, '@')?);
            }
        }
        Ok(people)
    }

    /// A yes/no option; absent is no.
    fn flag(&self, key: &str) -> Result<bool, String> {
        let Some(value) = self.get(key) else {
            return Ok(false);
        };
        names::yes_no(self.tr.catalog, &value).ok_or_else(|| {
            self.tr.a(
                "cmd-console-not-yes-no",
                &[
                    ("key", self.shown_name(key).into()),
                    ("value", value.into()),
                ],
            )
        })
    }

    /// A whole number; `complaint` is the catalog id of the sentence for anything else.
    fn number(&self, key: &str, complaint: &str) -> Result<Option<i64>, String> {
        match self.get(key) {
            None => Ok(None),
            Some(value) => value.parse().map(Some).map_err(|_| {
                self.tr.a(
                    complaint,
                    &[
                        ("key", self.shown_name(key).into()),
                        ("value", value.into()),
                    ],
                )
            }),
        }
    }

    /// One of the table's words for `key`, as the value `convert` makes of it;
    /// `complaint` is the catalog id of the sentence for anything else.
    fn choice<T>(
        &self,
        key: &str,
        complaint: &str,
        convert: impl Fn(&str) -> Option<T>,
    ) -> Result<Option<T>, String> {
        let Some(value) = self.get(key) else {
            return Ok(None);
        };
        let kind = self.def.option(key).map(|o| o.kind);
        kind.and_then(|kind| names::choice_word(self.tr.catalog, kind, &value))
            .and_then(convert)
            .map(Some)
            .ok_or_else(|| {
                let words: Vec<String> = kind
                    .map(|kind| names::short_labels(self.tr, kind))
                    .unwrap_or_default();
                let words: Vec<&str> = words.iter().map(String::as_str).collect();
                let words = either(self.tr, &words);
                self.tr.a(
                    complaint,
                    &[("value", value.into()), ("words", words.into())],
                )
            })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{Catalog, Lang};

    fn en() -> Tr<'static> {
        Tr::new(Catalog::embedded(), Lang::SOURCE)
    }

    fn command(name: &str, named: &Named) -> Result<(Action, Vec<String>), String> {
        super::command(en(), name, named)
    }

    fn settings(named: &Named) -> Result<(Action, Vec<String>), String> {
        super::settings(en(), named)
    }

    #[test]
    fn an_unknown_subcommand_names_the_known_ones() {
        let err = command("frobnicate", &Named::default()).unwrap_err();
        assert_eq!(
            err,
            "/martian frobnicate is not a command: the commands are challenge, accept, \
             decline, move, moves, board, resign, draw, abort, games, history, replay, \
             analyse, profile, leaderboard, stats, rules, me, puzzle, tournament"
        );
        let moved = command("settings", &Named::default()).unwrap_err();
        assert_eq!(
            moved,
            "/martian settings is now a command of its own: /martian-settings (options \
             move_timeout_hours, reminder_hours, invite_timeout_hours, default_ruleset, language, \
             threads, timezone, vacation_days_per_year, puzzle_channel, puzzle_hour, daily_puzzle, \
             members_create_tournaments)"
        );
    }

    #[test]
    fn the_standings_take_a_game_martian_when_not_given() {
        let game = |name: &str, options: &[(&str, &str)]| match command(name, &Named::of(options)) {
            Ok((Action::Leaderboard { game, .. }, _))
            | Ok((Action::Stats { game, .. }, _))
            | Ok((Action::History { game, .. }, _)) => Ok(game),
            Ok((other, _)) => panic!("{other:?}"),
            Err(err) => Err(err),
        };
        for name in ["leaderboard", "stats", "history"] {
            assert_eq!(game(name, &[]), Ok(GameKind::Martian));
            assert_eq!(game(name, &[("game", "Carnett")]), Ok(GameKind::Carnett));
            assert_eq!(
                game(name, &[("game", "chess")]),
                Err("\"chess\" is not a game: choose martian or carnett".to_string())
            );
        }
    }

    #[test]
    fn an_unknown_option_names_the_subcommands_options() {
        let err = command("board", &Named::of(&[("colour", "red")])).unwrap_err();
        assert_eq!(
            err,
            "/martian board has no option colour: its options are public"
        );
        let err = command("move", &Named::of(&[("to", "b4")])).unwrap_err();
        assert_eq!(
            err,
            "/martian move has no option to: its options are move, clock"
        );
        let err = command("accept", &Named::of(&[("now", "yes")])).unwrap_err();
        assert_eq!(err, "/martian accept takes no options (got now)");
    }

    #[test]
    fn every_subcommand_of_the_table_becomes_its_own_action() {
        // Whatever a subcommand needs, so that each one parses.
        let needs = |name: &str| match name {
            "challenge" => Named::of(&[("opponent", "@bob")]),
            "move" => Named::of(&[("move", "c3b4")]),
            "replay" | "analyse" => Named::of(&[("game", "2s")]),
            "create" => Named::of(&[("name", "Spring")]),
            "kick" => Named::of(&[("user", "@bob")]),
            "profile" => Named::of(&[("public", "true")]),
            _ => Named::default(),
        };
        for def in commands::MARTIAN {
            let named = needs(def.name);
            let parsed = match def.group {
                Some(group) => super::group_command(en(), group, def.name, &named),
                None => command(def.name, &named),
            };
            let (action, _) = parsed.unwrap_or_else(|err| panic!("{}: {err}", def.name));
            let expected = match def.subcommand {
                Subcommand::Challenge => matches!(action, Action::Challenge(_)),
                Subcommand::Accept => matches!(action, Action::Accept),
                Subcommand::Decline => matches!(action, Action::Decline),
                Subcommand::Move => matches!(action, Action::Move { .. }),
                Subcommand::Moves => matches!(action, Action::Moves),
                Subcommand::Board => matches!(action, Action::Board { .. }),
                Subcommand::Resign => matches!(action, Action::Resign),
                Subcommand::Draw => matches!(action, Action::Draw),
                Subcommand::Abort => matches!(action, Action::Abort),
                Subcommand::Games => matches!(action, Action::Games { .. }),
                Subcommand::History => matches!(action, Action::History { .. }),
                Subcommand::Replay => matches!(action, Action::Replay { .. }),
                Subcommand::Analyse => matches!(action, Action::Analyse { .. }),
                Subcommand::Profile => matches!(action, Action::Profile { .. }),
                Subcommand::Leaderboard => matches!(action, Action::Leaderboard { .. }),
                Subcommand::Stats => matches!(action, Action::Stats { .. }),
                Subcommand::Rules => matches!(action, Action::Rules { .. }),
                Subcommand::Settings => matches!(action, Action::Settings(_)),
                Subcommand::Me => matches!(action, Action::Me(_)),
                Subcommand::PuzzleSolve => {
                    matches!(action, Action::Puzzle(PuzzleAction::Solve { .. }))
                }
                Subcommand::PuzzleDaily => matches!(action, Action::Puzzle(PuzzleAction::Daily)),
                Subcommand::PuzzleMove => {
                    matches!(action, Action::Puzzle(PuzzleAction::Move { .. }))
                }
                Subcommand::TournamentCreate => {
                    matches!(action, Action::Tournament(TournamentAction::Create(_)))
                }
                Subcommand::TournamentList => {
                    matches!(action, Action::Tournament(TournamentAction::List { .. }))
                }
                Subcommand::TournamentShow => {
                    matches!(action, Action::Tournament(TournamentAction::Show { .. }))
                }
                Subcommand::TournamentJoin => {
                    matches!(action, Action::Tournament(TournamentAction::Join { .. }))
                }
                Subcommand::TournamentWithdraw => {
                    matches!(
                        action,
                        Action::Tournament(TournamentAction::Withdraw { .. })
                    )
                }
                Subcommand::TournamentStart => {
                    matches!(action, Action::Tournament(TournamentAction::Start { .. }))
                }
                Subcommand::TournamentPause => {
                    matches!(action, Action::Tournament(TournamentAction::Pause { .. }))
                }
                Subcommand::TournamentResume => {
                    matches!(action, Action::Tournament(TournamentAction::Resume { .. }))
                }
                Subcommand::TournamentCancel => {
                    matches!(action, Action::Tournament(TournamentAction::Cancel { .. }))
                }
                Subcommand::TournamentKick => {
                    matches!(action, Action::Tournament(TournamentAction::Kick { .. }))
                }
                Subcommand::TournamentHistory => {
                    matches!(action, Action::Tournament(TournamentAction::History { .. }))
                }
            };
            assert!(expected, "/martian {} became {action:?}", def.name);
        }
    }

    #[test]
    fn settings_are_their_own_command() {
        let (action, _) = settings(&Named::of(&[
            ("move_timeout_hours", "48"),
            ("reminder_hours", "0"),
            ("invite_timeout_hours", "12"),
            ("default_ruleset", "leaping"),
        ]))
        .unwrap();
        let Action::Settings(change) = action else {
            panic!("{action:?}");
        };
        assert_eq!(
            (
                change.move_timeout_hours,
                change.reminder_hours,
                change.invite_timeout_hours,
                change.default_ruleset.as_deref()
            ),
            (Some(48), Some(0), Some(12), Some("leaping"))
        );
        assert!(matches!(
            settings(&Named::default()),
            Ok((Action::Settings(_), _))
        ));
        let err = settings(&Named::of(&[("timeout", "3")])).unwrap_err();
        assert_eq!(
            err,
            "/martian-settings has no option timeout: its options are move_timeout_hours, \
             reminder_hours, invite_timeout_hours, default_ruleset, language, threads, timezone, \
             vacation_days_per_year, puzzle_channel, puzzle_hour, daily_puzzle, \
             members_create_tournaments"
        );
        let err = settings(&Named::of(&[("invite_timeout_hours", "soon")])).unwrap_err();
        assert_eq!(
            err,
            "invite_timeout_hours:soon is not a whole number of hours"
        );
    }

    #[test]
    fn every_word_of_the_tables_choices_is_understood() {
        let challenge = commands::find("challenge").expect("challenge");
        for option in challenge.options {
            let Kind::Choice(choices) = option.kind else {
                continue;
            };
            for word in choices.words {
                let line = Named::of(&[("opponent", "@bob"), (option.name, word)]);
                assert!(
                    command("challenge", &line).is_ok(),
                    "{}:{word}",
                    option.name
                );
            }
        }
        let err = command(
            "challenge",
            &Named::of(&[("opponent", "@bob"), ("clock", "sometimes")]),
        )
        .unwrap_err();
        assert_eq!(
            err,
            "\"sometimes\" is not a clock: choose call, auto27 or off"
        );
    }

    #[test]
    fn users_come_back_in_the_tables_order() {
        let line = Named::of(&[
            ("opponent3", "@dan"),
            ("opponent", "@Ben"),
            ("opponent2", "@cat"),
        ]);
        let (_, people) = command("challenge", &line).unwrap();
        assert_eq!(people, ["ben", "cat", "dan"]);
    }
}
