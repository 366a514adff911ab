//! The bot's slash commands and their options, as data: the one definition both
//! adapters follow. `/martian` has subcommands ([`MARTIAN`]); `/martian-settings`
//! ([`SETTINGS`]) is a top-level command of its own. The console parses its lines with it; the Discord adapter declares
//! the same commands for poise, and a test there checks that what it registers is
//! exactly this table, so that the two can't drift apart.
//!
//! Here rather than in an adapter because each adapter may only name the service, never
//! the other adapter.
//!
//! What players read about a command (its description, its name in their language, the
//! labels of its choices) is in the catalog (`locales/<code>/commands.ftl`), under the
//! ids this table gives: [`CommandDef::id`], [`CommandDef::option_id`], [`Choices::id`].

use crate::model::GameKind;

/// What an option holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// Free text.
    Text,
    /// A whole number.
    Integer,
    /// Yes or no.
    Boolean,
    /// A member of the server.
    User,
    /// One of a few words (Discord shows them as a list to pick from).
    Choice(&'static Choices),
    /// A language of the catalog by its code, or `auto` (Discord shows them as a list
    /// to pick from): [`language_words`].
    Language,
    /// A channel of the server (`#puzzles`).
    Channel,
}

/// The words of a choice option, and the name of the list (for catalog ids: several
/// options may offer the same list, as `ruleset` and `default_ruleset` do).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Choices {
    pub name: &'static str,
    pub words: &'static [&'static str],
}

impl Choices {
    /// The catalog id of a choice's label: `cmd-choice-layout-duel`.
    pub fn id(&self, word: &str) -> String {
        format!("cmd-choice-{}-{}", kebab(self.name), kebab(word))
    }

    /// A choice as a reader types or names it: its label in `tr`'s language up to the
    /// explanation in brackets ("poloviny" of "poloviny (2 hráči na desce 8×8)").
    pub fn short_label(&self, tr: crate::i18n::Tr<'_>, word: &str) -> String {
        short(&tr.t(&self.id(word))).to_string()
    }
}

/// A choice's label up to its explanation in brackets.
pub fn short(label: &str) -> &str {
    label
        .split_once(" (")
        .map_or(label, |(short, _)| short)
        .trim()
}

impl Kind {
    /// The words a choice (or language) option accepts, in the order Discord lists them.
    pub fn words(&self) -> Vec<&'static str> {
        match self {
            Kind::Choice(choices) => choices.words.to_vec(),
            Kind::Language => language_words(),
            _ => Vec::new(),
        }
    }
}

/// The values of the `language` setting: every language's code, then `auto` (the
/// server's Discord locale decides).
pub fn language_words() -> Vec<&'static str> {
    crate::i18n::LANGUAGES
        .iter()
        .map(|l| l.code)
        .chain([LANGUAGE_AUTO])
        .collect()
}

/// The `language` setting's value that lets the server's Discord locale decide.
pub const LANGUAGE_AUTO: &str = "auto";

/// The catalog id of the `auto` choice's label (the languages are listed by their own
/// names, [`crate::i18n::Language::name`]).
pub const LANGUAGE_AUTO_ID: &str = "cmd-choice-language-auto";

/// `move_timeout_hours` as a part of a catalog id: `move-timeout-hours`.
fn kebab(name: &str) -> String {
    name.replace('_', "-")
}

/// One option of a subcommand.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OptionDef {
    pub name: &'static str,
    pub kind: Kind,
    pub required: bool,
}

/// The subcommands, so that code turning one into an action can match them all
/// without a catch-all.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Subcommand {
    Challenge,
    Accept,
    Decline,
    Move,
    Moves,
    Board,
    Resign,
    Draw,
    Abort,
    Games,
    History,
    Replay,
    Analyse,
    Profile,
    Leaderboard,
    Stats,
    Rules,
    Settings,
    Me,
    /// `/martian puzzle solve`, `daily` and `move` (the `puzzle` group).
    PuzzleSolve,
    PuzzleDaily,
    PuzzleMove,
    /// `/martian tournament …` (the `tournament` group).
    TournamentCreate,
    TournamentList,
    TournamentShow,
    TournamentJoin,
    TournamentWithdraw,
    TournamentStart,
    TournamentPause,
    TournamentResume,
    TournamentCancel,
    TournamentKick,
    TournamentHistory,
}

/// A subcommand of `/martian` (or the top-level `/martian-settings`) and its options,
/// in the order Discord shows them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CommandDef {
    pub subcommand: Subcommand,
    /// The subcommand group it is in (`puzzle`), if any: Discord cannot run a group by
    /// itself, so `/martian puzzle solve` is a subcommand of the group `puzzle`.
    pub group: Option<&'static str>,
    pub name: &'static str,
    pub options: &'static [OptionDef],
}

impl CommandDef {
    /// The catalog id of the command's description (its name in each language is the
    /// attribute `.name`): `cmd-challenge`, `cmd-martian-settings`.
    pub fn id(&self) -> String {
        match self.group {
            Some(group) => format!("cmd-{group}-{}", self.name),
            None => format!("cmd-{}", self.name),
        }
    }

    /// The catalog id of an option's description (and `.name`): `cmd-move-clock`,
    /// `cmd-puzzle-solve-rating`.
    pub fn option_id(&self, option: &OptionDef) -> String {
        format!("{}-{}", self.id(), kebab(option.name))
    }

    /// "puzzle solve", "move": the words after `/martian`.
    pub fn full_name(&self) -> String {
        match self.group {
            Some(group) => format!("{group} {}", self.name),
            None => self.name.to_owned(),
        }
    }

    pub fn option(&self, name: &str) -> Option<&'static OptionDef> {
        self.options.iter().find(|o| o.name == name)
    }

    /// "opponent, opponent2, layout", for sentences.
    pub fn option_names(&self) -> String {
        let names: Vec<&str> = self.options.iter().map(|o| o.name).collect();
        names.join(", ")
    }
}

pub const LAYOUTS: Choices = Choices {
    name: "layout",
    words: &["duel", "quad", "teams", "halves", "tri", "penta", "hexa"],
};
pub const RULESETS: Choices = Choices {
    name: "ruleset",
    words: &["classic", "leaping"],
};
/// The `season` setting (issue 30).
pub const SEASONS: Choices = Choices {
    name: "season",
    words: &["off", "monthly", "quarterly"],
};
pub const CLOCKS: Choices = Choices {
    name: "clock",
    words: &["call", "auto27", "off"],
};
pub const FIRSTS: Choices = Choices {
    name: "first",
    words: &["me", "opponent", "random"],
};
/// The games the bot hosts (`GameKind::ALL` by name, the default first).
pub const GAMES: Choices = Choices {
    name: "game",
    words: &GameKind::NAMES,
};
pub const LEVELS: Choices = Choices {
    name: "level",
    words: &["easy", "normal", "hard", "max"],
};

const fn required(name: &'static str, kind: Kind) -> OptionDef {
    OptionDef {
        name,
        kind,
        required: true,
    }
}

const fn optional(name: &'static str, kind: Kind) -> OptionDef {
    OptionDef {
        name,
        kind,
        required: false,
    }
}

const fn command(
    subcommand: Subcommand,
    name: &'static str,
    options: &'static [OptionDef],
) -> CommandDef {
    CommandDef {
        subcommand,
        group: None,
        name,
        options,
    }
}

const fn in_group(
    group: &'static str,
    subcommand: Subcommand,
    name: &'static str,
    options: &'static [OptionDef],
) -> CommandDef {
    CommandDef {
        subcommand,
        group: Some(group),
        name,
        options,
    }
}

/// The subcommand groups of `/martian`, in the order Discord lists them (after the
/// plain subcommands); a group's catalog id is `cmd-<group>`.
pub const GROUPS: &[&str] = &[PUZZLE_GROUP, TOURNAMENT_GROUP];

/// The group of the puzzle trainer's subcommands.
pub const PUZZLE_GROUP: &str = "puzzle";

/// The group of the tournaments' subcommands.
pub const TOURNAMENT_GROUP: &str = "tournament";

/// How a tournament's rounds are paired.
pub const FORMATS: Choices = Choices {
    name: "format",
    words: &["swiss", "round_robin", "double_round_robin"],
};

/// The boards a tournament of the pyramid game is played on (the two-player layouts).
pub const TOURNAMENT_LAYOUTS: Choices = Choices {
    name: "tournament_layout",
    words: &["duel", "halves"],
};

/// The option naming a tournament by its number, for the subcommands about one
/// (none: the server's only tournament under way).
const WHICH_TOURNAMENT: OptionDef = optional("tournament", Kind::Text);

/// The catalog id of a group's description (and `.name`).
pub fn group_id(group: &str) -> String {
    format!("cmd-{group}")
}

/// What a puzzle shows: the themes a puzzle can be asked for by.
pub const THEMES: Choices = Choices {
    name: "theme",
    words: &[
        "queen", "drone", "pawn", "canal", "merge", "clock", "end", "one_move", "short", "long",
    ],
};

/// The boards puzzles are made on (the two-player layouts).
pub const PUZZLE_LAYOUTS: Choices = Choices {
    name: "puzzle_layout",
    words: &["duel", "halves"],
};

/// A player's (or the server's) list, a page at a time.
const WHOSE_PAGE: &[OptionDef] = &[
    optional("user", Kind::User),
    optional("page", Kind::Integer),
];

/// The subcommands of `/martian`, in the order Discord lists them.
pub const MARTIAN: &[CommandDef] = &[
    command(
        Subcommand::Challenge,
        "challenge",
        &[
            optional("opponent", Kind::User),
            optional("opponent2", Kind::User),
            optional("opponent3", Kind::User),
            optional("opponent4", Kind::User),
            optional("opponent5", Kind::User),
            optional("layout", Kind::Choice(&LAYOUTS)),
            optional("ruleset", Kind::Choice(&RULESETS)),
            optional("clock", Kind::Choice(&CLOCKS)),
            optional("first", Kind::Choice(&FIRSTS)),
            optional("level", Kind::Choice(&LEVELS)),
            optional("game", Kind::Choice(&GAMES)),
        ],
    ),
    command(Subcommand::Accept, "accept", &[]),
    command(Subcommand::Decline, "decline", &[]),
    command(
        Subcommand::Move,
        "move",
        &[
            required("move", Kind::Text),
            optional("clock", Kind::Boolean),
        ],
    ),
    command(Subcommand::Moves, "moves", &[]),
    command(
        Subcommand::Board,
        "board",
        &[optional("public", Kind::Boolean)],
    ),
    command(Subcommand::Resign, "resign", &[]),
    command(Subcommand::Draw, "draw", &[]),
    command(Subcommand::Abort, "abort", &[]),
    command(Subcommand::Games, "games", WHOSE_PAGE),
    command(
        Subcommand::History,
        "history",
        &[
            optional("user", Kind::User),
            optional("page", Kind::Integer),
            optional("game", Kind::Choice(&GAMES)),
        ],
    ),
    command(
        Subcommand::Replay,
        "replay",
        &[required("game", Kind::Text)],
    ),
    command(
        Subcommand::Analyse,
        "analyse",
        &[required("game", Kind::Text)],
    ),
    command(
        Subcommand::Profile,
        "profile",
        &[
            optional("user", Kind::User),
            optional("game", Kind::Choice(&GAMES)),
            optional("public", Kind::Boolean),
        ],
    ),
    command(
        Subcommand::Leaderboard,
        "leaderboard",
        &[
            optional("page", Kind::Integer),
            optional("game", Kind::Choice(&GAMES)),
            optional("season", Kind::Text),
        ],
    ),
    command(
        Subcommand::Stats,
        "stats",
        &[
            optional("user", Kind::User),
            optional("game", Kind::Choice(&GAMES)),
        ],
    ),
    command(
        Subcommand::Rules,
        "rules",
        &[optional("game", Kind::Choice(&GAMES))],
    ),
    command(
        Subcommand::Me,
        "me",
        &[
            optional("timezone", Kind::Text),
            optional("quiet_hours", Kind::Text),
            optional("vacation", Kind::Integer),
        ],
    ),
    in_group(
        PUZZLE_GROUP,
        Subcommand::PuzzleSolve,
        "solve",
        &[
            optional("rating", Kind::Text),
            optional("theme", Kind::Choice(&THEMES)),
            optional("layout", Kind::Choice(&PUZZLE_LAYOUTS)),
        ],
    ),
    in_group(PUZZLE_GROUP, Subcommand::PuzzleDaily, "daily", &[]),
    in_group(
        PUZZLE_GROUP,
        Subcommand::PuzzleMove,
        "move",
        &[required("move", Kind::Text)],
    ),
    in_group(
        TOURNAMENT_GROUP,
        Subcommand::TournamentCreate,
        "create",
        &[
            required("name", Kind::Text),
            optional("game", Kind::Choice(&GAMES)),
            optional("layout", Kind::Choice(&TOURNAMENT_LAYOUTS)),
            optional("ruleset", Kind::Choice(&RULESETS)),
            optional("format", Kind::Choice(&FORMATS)),
            optional("rounds", Kind::Integer),
            optional("move_timeout_hours", Kind::Integer),
            optional("max_players", Kind::Integer),
            optional("starts", Kind::Text),
        ],
    ),
    in_group(
        TOURNAMENT_GROUP,
        Subcommand::TournamentList,
        "list",
        &[optional("page", Kind::Integer)],
    ),
    in_group(
        TOURNAMENT_GROUP,
        Subcommand::TournamentShow,
        "show",
        &[WHICH_TOURNAMENT],
    ),
    in_group(
        TOURNAMENT_GROUP,
        Subcommand::TournamentJoin,
        "join",
        &[WHICH_TOURNAMENT],
    ),
    in_group(
        TOURNAMENT_GROUP,
        Subcommand::TournamentWithdraw,
        "withdraw",
        &[WHICH_TOURNAMENT],
    ),
    in_group(
        TOURNAMENT_GROUP,
        Subcommand::TournamentStart,
        "start",
        &[WHICH_TOURNAMENT],
    ),
    in_group(
        TOURNAMENT_GROUP,
        Subcommand::TournamentPause,
        "pause",
        &[WHICH_TOURNAMENT],
    ),
    in_group(
        TOURNAMENT_GROUP,
        Subcommand::TournamentResume,
        "resume",
        &[WHICH_TOURNAMENT],
    ),
    in_group(
        TOURNAMENT_GROUP,
        Subcommand::TournamentCancel,
        "cancel",
        &[WHICH_TOURNAMENT],
    ),
    in_group(
        TOURNAMENT_GROUP,
        Subcommand::TournamentKick,
        "kick",
        &[required("user", Kind::User), WHICH_TOURNAMENT],
    ),
    in_group(
        TOURNAMENT_GROUP,
        Subcommand::TournamentHistory,
        "history",
        &[optional("page", Kind::Integer)],
    ),
];

/// The name of the top-level command with the subcommands of [`MARTIAN`].
pub const MARTIAN_NAME: &str = "martian";

/// `/martian-settings`: a top-level command rather than a subcommand of `/martian`,
/// because Discord applies `default_member_permissions` (which hides a command from
/// members without Manage Server) only to whole top-level commands.
pub const SETTINGS: CommandDef = command(
    Subcommand::Settings,
    "martian-settings",
    &[
        optional("move_timeout_hours", Kind::Integer),
        optional("reminder_hours", Kind::Integer),
        optional("invite_timeout_hours", Kind::Integer),
        optional("default_ruleset", Kind::Choice(&RULESETS)),
        optional("language", Kind::Language),
        optional("threads", Kind::Boolean),
        optional("timezone", Kind::Text),
        optional("vacation_days_per_year", Kind::Integer),
        optional("puzzle_channel", Kind::Channel),
        optional("puzzle_hour", Kind::Integer),
        optional("daily_puzzle", Kind::Boolean),
        optional("members_create_tournaments", Kind::Boolean),
        optional("season", Kind::Choice(&SEASONS)),
        optional("season_channel", Kind::Channel),
    ],
);

/// The subcommand of `/martian` called `name` (outside any group).
pub fn find(name: &str) -> Option<&'static CommandDef> {
    MARTIAN.iter().find(|c| c.group.is_none() && c.name == name)
}

/// The subcommand `name` of the group `group`.
pub fn find_in(group: &str, name: &str) -> Option<&'static CommandDef> {
    MARTIAN
        .iter()
        .find(|c| c.group == Some(group) && c.name == name)
}

/// The catalog id of `/martian` itself (its description, and `.name`).
pub const MARTIAN_ID: &str = "cmd-martian";

/// "challenge, accept, decline, …" (the subcommands of `/martian`), for sentences.
pub fn names() -> String {
    let mut names: Vec<&str> = MARTIAN
        .iter()
        .filter(|c| c.group.is_none())
        .map(|c| c.name)
        .collect();
    names.extend(GROUPS);
    names.join(", ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_and_options_are_unique() {
        let all: Vec<CommandDef> = MARTIAN.iter().copied().chain([SETTINGS]).collect();
        for (i, command) in all.iter().enumerate() {
            assert!(
                all[..i]
                    .iter()
                    .all(|c| (c.group, c.name) != (command.group, command.name)
                        && c.subcommand != command.subcommand),
                "{} twice",
                command.name
            );
            for (j, option) in command.options.iter().enumerate() {
                assert!(
                    command.options[..j].iter().all(|o| o.name != option.name),
                    "{} {} twice",
                    command.name,
                    option.name
                );
            }
            // Discord wants the required options first.
            let first_optional = command.options.iter().position(|o| !o.required);
            if let Some(first_optional) = first_optional {
                assert!(command.options[first_optional..]
                    .iter()
                    .all(|o| !o.required));
            }
        }
        assert_eq!(find("move").map(|c| c.subcommand), Some(Subcommand::Move));
        assert_eq!(
            find_in(PUZZLE_GROUP, "move").map(|c| (c.subcommand, c.id())),
            Some((Subcommand::PuzzleMove, "cmd-puzzle-move".to_owned()))
        );
        assert!(find("solve").is_none() && find_in(PUZZLE_GROUP, "challenge").is_none());
        // A group's name is no subcommand's.
        assert!(GROUPS.iter().all(|g| find(g).is_none()));
        assert!(find("frobnicate").is_none());
        // Settings are not a subcommand any more.
        assert!(find("settings").is_none());
        assert_eq!(
            SETTINGS.option("reminder_hours").map(|o| o.kind),
            Some(Kind::Integer)
        );
    }
}
