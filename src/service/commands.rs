//! The bot's slash commands and their options, as data: the one definition both
//! adapters follow. `/martian` has subcommands ([`MARTIAN`]); `/martian-settings`
//! ([`SETTINGS`]) is a top-level command of its own. The console parses its lines with it; the Discord adapter declares
//! the same commands for poise, and a test there checks that what it registers is
//! exactly this table, so that the two can't drift apart.
//!
//! Here rather than in an adapter because each adapter may only name the service, never
//! the other adapter.

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
    Choice(&'static [&'static str]),
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
    Abort,
    Games,
    History,
    Replay,
    Leaderboard,
    Stats,
    Rules,
    Settings,
}

/// A subcommand of `/martian` (or the top-level `/martian-settings`) and its options,
/// in the order Discord shows them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CommandDef {
    pub subcommand: Subcommand,
    pub name: &'static str,
    pub options: &'static [OptionDef],
}

impl CommandDef {
    pub fn option(&self, name: &str) -> Option<&'static OptionDef> {
        self.options.iter().find(|o| o.name == name)
    }

    /// "opponent, opponent2, layout", for sentences.
    pub fn option_names(&self) -> String {
        let names: Vec<&str> = self.options.iter().map(|o| o.name).collect();
        names.join(", ")
    }
}

pub const LAYOUTS: &[&str] = &["duel", "quad", "teams"];
pub const RULESETS: &[&str] = &["classic", "leaping"];
pub const CLOCKS: &[&str] = &["call", "auto27", "off"];
pub const FIRSTS: &[&str] = &["me", "opponent", "random"];
pub const LEVELS: &[&str] = &["easy", "normal", "hard"];

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
        name,
        options,
    }
}

const WHOSE: &[OptionDef] = &[optional("user", Kind::User)];

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
            required("opponent", Kind::User),
            optional("opponent2", Kind::User),
            optional("opponent3", Kind::User),
            optional("layout", Kind::Choice(LAYOUTS)),
            optional("ruleset", Kind::Choice(RULESETS)),
            optional("clock", Kind::Choice(CLOCKS)),
            optional("first", Kind::Choice(FIRSTS)),
            optional("level", Kind::Choice(LEVELS)),
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
    command(Subcommand::Abort, "abort", &[]),
    command(Subcommand::Games, "games", WHOSE_PAGE),
    command(Subcommand::History, "history", WHOSE_PAGE),
    command(
        Subcommand::Replay,
        "replay",
        &[required("game", Kind::Text)],
    ),
    command(
        Subcommand::Leaderboard,
        "leaderboard",
        &[optional("page", Kind::Integer)],
    ),
    command(Subcommand::Stats, "stats", WHOSE),
    command(Subcommand::Rules, "rules", &[]),
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
        optional("default_ruleset", Kind::Choice(RULESETS)),
    ],
);

/// The subcommand of `/martian` called `name`.
pub fn find(name: &str) -> Option<&'static CommandDef> {
    MARTIAN.iter().find(|c| c.name == name)
}

/// "challenge, accept, decline, …" (the subcommands of `/martian`), for sentences.
pub fn names() -> String {
    let names: Vec<&str> = MARTIAN.iter().map(|c| c.name).collect();
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
                    .all(|c| c.name != command.name && c.subcommand != command.subcommand),
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
        assert!(find("frobnicate").is_none());
        // Settings are not a subcommand any more.
        assert!(find("settings").is_none());
        assert_eq!(
            SETTINGS.option("reminder_hours").map(|o| o.kind),
            Some(Kind::Integer)
        );
    }
}
