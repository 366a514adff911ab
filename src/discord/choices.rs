//! The choice options of `/martian`, and what each choice means to the service. The
//! name of each variant is the word the shared command table
//! ([`crate::service::commands`]) gives that choice, which is the word the console
//! accepts; a test in [`super::commands`] checks the words and their order. The labels
//! Discord shows are the catalog's ([`super::commands::all`] puts them in).

use std::borrow::Cow;

use crate::engine::{ClockMode, Ruleset};
use crate::model::GameKind;
use crate::service::{FirstChoice, LayoutChoice};

#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum LayoutOption {
    #[name = "duel"]
    Duel,
    #[name = "quad"]
    Quad,
    #[name = "teams"]
    Teams,
    #[name = "halves"]
    Halves,
    #[name = "tri"]
    Tri,
    #[name = "penta"]
    Penta,
    #[name = "hexa"]
    Hexa,
}

impl From<LayoutOption> for LayoutChoice {
    fn from(option: LayoutOption) -> LayoutChoice {
        match option {
            LayoutOption::Duel => LayoutChoice::Duel,
            LayoutOption::Quad => LayoutChoice::Quad,
            LayoutOption::Teams => LayoutChoice::Teams,
            LayoutOption::Halves => LayoutChoice::Halves,
            LayoutOption::Tri => LayoutChoice::Tri,
            LayoutOption::Penta => LayoutChoice::Penta,
            LayoutOption::Hexa => LayoutChoice::Hexa,
        }
    }
}

#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum RulesetOption {
    #[name = "classic"]
    Classic,
    #[name = "leaping"]
    Leaping,
}

impl From<RulesetOption> for Ruleset {
    fn from(option: RulesetOption) -> Ruleset {
        match option {
            RulesetOption::Classic => Ruleset::Classic,
            RulesetOption::Leaping => Ruleset::Leaping,
        }
    }
}

#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum ClockOption {
    #[name = "call"]
    Call,
    #[name = "auto27"]
    Auto27,
    #[name = "off"]
    Off,
}

impl From<ClockOption> for ClockMode {
    fn from(option: ClockOption) -> ClockMode {
        match option {
            ClockOption::Call => ClockMode::Call,
            ClockOption::Auto27 => ClockMode::Auto27,
            ClockOption::Off => ClockMode::Off,
        }
    }
}

#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum FirstOption {
    #[name = "me"]
    Me,
    #[name = "opponent"]
    Opponent,
    #[name = "random"]
    Random,
}

impl From<FirstOption> for FirstChoice {
    fn from(option: FirstOption) -> FirstChoice {
        match option {
            FirstOption::Me => FirstChoice::Me,
            FirstOption::Opponent => FirstChoice::Opponent,
            FirstOption::Random => FirstChoice::Random,
        }
    }
}

#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum LevelOption {
    #[name = "easy"]
    Easy,
    #[name = "normal"]
    Normal,
    #[name = "hard"]
    Hard,
    #[name = "max"]
    Max,
}

impl LevelOption {
    /// The level's name, as the service knows the computer's levels.
    pub fn word(self) -> &'static str {
        match self {
            LevelOption::Easy => "easy",
            LevelOption::Normal => "normal",
            LevelOption::Hard => "hard",
            LevelOption::Max => "max",
        }
    }
}

/// The `game:` of challenge, leaderboard, stats and history: one choice per game the
/// bot hosts, in the order and under the names of `GameKind::ALL` (the one list of
/// games), so that a new game appears here without naming it.
#[derive(Debug, Clone, Copy)]
pub struct GameOption(pub GameKind);

impl poise::ChoiceParameter for GameOption {
    fn list() -> Cow<'static, [poise::CommandParameterChoice]> {
        GameKind::ALL
            .iter()
            .map(|game| poise::CommandParameterChoice {
                name: game.name().into(),
                localizations: Cow::Borrowed(&[]),
                __non_exhaustive: (),
            })
            .collect::<Vec<_>>()
            .into()
    }

    fn from_index(index: usize) -> Option<Self> {
        GameKind::ALL.get(index).copied().map(GameOption)
    }

    fn from_name(name: &str) -> Option<Self> {
        GameKind::by_name(name).map(GameOption)
    }

    fn name(&self) -> &'static str {
        self.0.name()
    }

    fn localized_name(&self, _locale: &str) -> Option<&'static str> {
        None
    }
}

impl From<GameOption> for GameKind {
    fn from(option: GameOption) -> Self {
        option.0
    }
}

/// A choice among the words of one of the table's lists, for options whose words the
/// service reads itself (`theme:` and `layout:` of `/martian puzzle solve`): the list
/// is the table's, so it cannot drift from it.
macro_rules! word_option {
    ($(#[$doc:meta])* $name:ident, $choices:expr) => {
        $(#[$doc])*
        #[derive(Debug, Clone, Copy)]
        pub struct $name(pub &'static str);

        impl poise::ChoiceParameter for $name {
            fn list() -> Cow<'static, [poise::CommandParameterChoice]> {
                $choices
                    .words
                    .iter()
                    .map(|word| poise::CommandParameterChoice {
                        name: (*word).into(),
                        localizations: Cow::Borrowed(&[]),
                        __non_exhaustive: (),
                    })
                    .collect::<Vec<_>>()
                    .into()
            }

            fn from_index(index: usize) -> Option<Self> {
                $choices.words.get(index).copied().map($name)
            }

            fn from_name(name: &str) -> Option<Self> {
                $choices.words.iter().copied().find(|w| *w == name).map($name)
            }

            fn name(&self) -> &'static str {
                self.0
            }

            fn localized_name(&self, _locale: &str) -> Option<&'static str> {
                None
            }
        }
    };
}

word_option!(
    /// `theme:` of `/martian puzzle solve`.
    ThemeOption,
    crate::service::commands::THEMES
);
word_option!(
    /// `layout:` of `/martian puzzle solve` (the two-player boards).
    PuzzleLayoutOption,
    crate::service::commands::PUZZLE_LAYOUTS
);
word_option!(
    /// `format:` of `/martian tournament create`.
    FormatOption,
    crate::service::commands::FORMATS
);
word_option!(
    /// `layout:` of `/martian tournament create` (the two-player boards).
    TournamentLayoutOption,
    crate::service::commands::TOURNAMENT_LAYOUTS
);
word_option!(
    /// `season:` of `/martian-settings` (off, monthly, quarterly).
    SeasonOption,
    crate::service::commands::SEASONS
);
