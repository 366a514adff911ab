//! The lobby sentences (see `../../../locales/<code>/lobby.ftl`): challenges, their
//! answers and expiry, aborts, the server's settings; and the errors anyone may meet
//! (`errors.ftl`).

use crate::i18n::Tr;

// Errors.

pub fn internal_error(tr: Tr<'_>) -> String {
    tr.t("error-internal")
}

pub fn storage_failing(tr: Tr<'_>) -> String {
    tr.t("error-storage-failing")
}

pub fn storage_unreachable(tr: Tr<'_>) -> String {
    tr.t("error-storage-unreachable")
}

pub fn storage_in_doubt(tr: Tr<'_>) -> String {
    tr.t("error-storage-in-doubt")
}

pub fn unreadable_options(tr: Tr<'_>) -> String {
    tr.t("error-unreadable-options")
}

pub fn servers_only(tr: Tr<'_>) -> String {
    tr.t("error-servers-only")
}

pub fn managers_only(tr: Tr<'_>) -> String {
    tr.t("error-managers-only")
}

pub fn no_game_here(tr: Tr<'_>) -> String {
    tr.t("error-no-game-here")
}

pub fn not_a_player(tr: Tr<'_>) -> String {
    tr.t("error-not-a-player")
}

pub fn game_over_already(tr: Tr<'_>) -> String {
    tr.t("error-game-over-already")
}

pub fn raced(tr: Tr<'_>) -> String {
    tr.t("error-raced")
}

// Challenges.

/// `game_line` describes the game already there; `None`: one that another challenge
/// started a moment ago.
pub fn channel_busy(tr: Tr<'_>, game_line: Option<&str>) -> String {
    let game = match game_line {
        Some(line) => line.to_string(),
        None => tr.t("lobby-channel-just-taken"),
    };
    tr.a("lobby-channel-busy", &[("game", game.into())])
}

pub fn cannot_challenge_self(tr: Tr<'_>) -> String {
    tr.t("lobby-cannot-challenge-self")
}

pub fn cannot_challenge_bot(tr: Tr<'_>, name: &str, me: &str) -> String {
    tr.a(
        "lobby-cannot-challenge-bot",
        &[("name", name.into()), ("me", me.into())],
    )
}

pub fn duplicate_opponent(tr: Tr<'_>, name: &str) -> String {
    tr.a("lobby-duplicate-opponent", &[("name", name.into())])
}

pub fn wrong_opponent_count(tr: Tr<'_>, layout: &str, needed: usize, given: usize) -> String {
    let id = match needed {
        1 => "lobby-wrong-opponent-count-two",
        3 => "lobby-wrong-opponent-count-four",
        _ => "lobby-wrong-opponent-count-many",
    };
    // As the reader's Discord client labels the layout's choice ("týmy", "команды").
    let label = crate::service::commands::LAYOUTS.short_label(tr, layout);
    tr.a(
        id,
        &[
            ("layout", label.into()),
            ("given", given.into()),
            ("needed", needed.into()),
            ("players", (needed + 1).into()),
        ],
    )
}

pub fn level_without_computer(tr: Tr<'_>) -> String {
    tr.t("lobby-level-without-computer")
}

pub fn unknown_level(tr: Tr<'_>, level: &str, levels: &[&str]) -> String {
    tr.a(
        "lobby-unknown-level",
        &[
            ("level", level.into()),
            ("levels", levels.join(", ").into()),
        ],
    )
}

/// `game`: which game (`martian`, `carnett`), named in the sentence.
pub fn invitation(
    tr: Tr<'_>,
    challenger: &str,
    invitees: &[String],
    (game, description): (&str, &str),
    hours: i64,
) -> String {
    tr.a(
        "lobby-invitation",
        &[
            ("game", game.into()),
            ("challenger", challenger.into()),
            ("invitees", tr.list(invitees).into()),
            ("description", description.into()),
            ("hours", hours.into()),
        ],
    )
}

pub fn game_starts(tr: Tr<'_>, first: &str) -> String {
    tr.a("lobby-game-starts", &[("first", first.into())])
}

pub fn accept_label(tr: Tr<'_>) -> String {
    tr.t("lobby-button-accept")
}

pub fn decline_label(tr: Tr<'_>) -> String {
    tr.t("lobby-button-decline")
}

// Open challenges (no opponent named: anyone may accept).

/// The name of a seat nobody has taken yet.
pub fn open_seat(tr: Tr<'_>) -> String {
    tr.t("lobby-open-seat")
}

/// `free`: how many seats wait for a player.
pub fn open_invitation(
    tr: Tr<'_>,
    challenger: &str,
    free: usize,
    (game, description): (&str, &str),
    hours: i64,
) -> String {
    tr.a(
        "lobby-open-invitation",
        &[
            ("game", game.into()),
            ("challenger", challenger.into()),
            ("free", free.into()),
            ("description", description.into()),
            ("hours", hours.into()),
        ],
    )
}

pub fn open_joined(tr: Tr<'_>, name: &str, free: usize) -> String {
    tr.a(
        "lobby-open-joined",
        &[("name", name.into()), ("free", free.into())],
    )
}

pub fn open_left(tr: Tr<'_>, name: &str, free: usize) -> String {
    tr.a(
        "lobby-open-left",
        &[("name", name.into()), ("free", free.into())],
    )
}

/// A move (or the move list) asked for while an open challenge waits for players.
pub fn open_not_started(tr: Tr<'_>, free: usize) -> String {
    tr.a("lobby-open-not-started", &[("free", free.into())])
}

pub fn open_own_challenge(tr: Tr<'_>) -> String {
    tr.t("lobby-open-own-challenge")
}

pub fn open_no_bots(tr: Tr<'_>) -> String {
    tr.t("lobby-open-no-bots")
}

pub fn open_nothing_to_decline(tr: Tr<'_>) -> String {
    tr.t("lobby-open-nothing-to-decline")
}

/// `challenger` pings; `joined`: how many took a seat besides the challenger.
pub fn open_invitation_expired(
    tr: Tr<'_>,
    challenger: &str,
    free: usize,
    joined: usize,
    hours: i64,
) -> String {
    tr.a(
        "lobby-open-invitation-expired",
        &[
            ("challenger", challenger.into()),
            ("free", free.into()),
            ("joined", joined.into()),
            ("hours", hours.into()),
        ],
    )
}

// Rematch.

pub fn rematch_button(tr: Tr<'_>) -> String {
    tr.t("lobby-button-rematch")
}

/// The first line of a rematch's invitation (or first board); `game`: the finished
/// game's id.
pub fn rematch_heading(tr: Tr<'_>, game: &str) -> String {
    tr.a("lobby-rematch", &[("game", game.into())])
}

pub fn rematch_not_a_player(tr: Tr<'_>) -> String {
    tr.t("lobby-rematch-not-a-player")
}

pub fn rematch_not_finished(tr: Tr<'_>) -> String {
    tr.t("lobby-rematch-not-finished")
}

// Answers.

pub fn accepted_waiting(tr: Tr<'_>, name: &str, waiting: &[String]) -> String {
    tr.a(
        "lobby-accepted-waiting",
        &[("name", name.into()), ("waiting", tr.list(waiting).into())],
    )
}

pub fn not_invited(tr: Tr<'_>) -> String {
    tr.t("lobby-not-invited")
}

pub fn already_accepted(tr: Tr<'_>) -> String {
    tr.t("lobby-already-accepted")
}

pub fn no_invitation(tr: Tr<'_>) -> String {
    tr.t("lobby-no-invitation")
}

/// The channel's message when a challenge expires unanswered; `challenger` pings.
pub fn invitation_expired(tr: Tr<'_>, challenger: &str, waiting: &[String], hours: i64) -> String {
    tr.a(
        "lobby-invitation-expired",
        &[
            ("challenger", challenger.into()),
            ("waiting", tr.list(waiting).into()),
            ("hours", hours.into()),
        ],
    )
}

/// The same, as kept with the game (plain names, no ping).
pub fn invitation_expired_summary(tr: Tr<'_>, waiting: &[String], hours: i64) -> String {
    tr.a(
        "lobby-invitation-expired-summary",
        &[
            ("waiting", tr.list(waiting).into()),
            ("hours", hours.into()),
        ],
    )
}

pub fn accepted_too_late(tr: Tr<'_>) -> String {
    tr.t("lobby-accepted-too-late")
}

pub fn withdrawn(tr: Tr<'_>, name: &str) -> String {
    tr.a("lobby-withdrawn", &[("name", name.into())])
}

pub fn challenger_cannot_decline(tr: Tr<'_>) -> String {
    tr.t("lobby-challenger-cannot-decline")
}

pub fn declined(tr: Tr<'_>, name: &str) -> String {
    tr.a("lobby-declined", &[("name", name.into())])
}

/// "alice and bob agreed to a draw.": a game drawn by agreement.
pub fn draw_agreed(tr: Tr<'_>, names: &[String]) -> String {
    tr.a("draw-agreed-summary", &[("names", tr.list(names).into())])
}

pub fn abort_not_allowed(tr: Tr<'_>) -> String {
    tr.t("lobby-abort-not-allowed")
}

pub fn aborted(tr: Tr<'_>, name: &str) -> String {
    tr.a("lobby-aborted", &[("name", name.into())])
}

// The end of a game.

pub fn unrated_computer_game(tr: Tr<'_>) -> String {
    tr.t("lobby-unrated-computer-game")
}

/// "alice 1500 → 1662 (+162)".
pub fn rating_change(tr: Tr<'_>, name: &str, before: f64, after: f64) -> String {
    let delta = after.round() - before.round();
    let sign = if delta >= 0.0 { "+" } else { "−" };
    tr.a(
        "lobby-rating-change",
        &[
            ("name", name.into()),
            ("before", format!("{before:.0}").into()),
            ("after", format!("{after:.0}").into()),
            ("change", format!("{sign}{:.0}", delta.abs()).into()),
        ],
    )
}

/// "Ratings: alice 1500 → 1662 (+162) · bob …", from each player's `rating_change`.
pub fn ratings(tr: Tr<'_>, changes: &[String]) -> String {
    tr.a("lobby-ratings", &[("changes", changes.join(" · ").into())])
}

// Settings.

/// A setting's option (`move_timeout_hours`) as the reader's Discord client names it.
fn setting_name(tr: Tr<'_>, name: &str) -> String {
    tr.t(&format!(
        "cmd-martian-settings-{}.name",
        name.replace('_', "-")
    ))
}

pub fn bad_vacation_days(tr: Tr<'_>, value: i64, max: i64) -> String {
    tr.a(
        "lobby-bad-vacation-days",
        &[
            ("name", setting_name(tr, "vacation_days_per_year").into()),
            ("value", value.into()),
            ("max", max.into()),
        ],
    )
}

pub fn bad_setting(tr: Tr<'_>, name: &str, value: i64, min: i64, max: i64) -> String {
    tr.a(
        "lobby-bad-setting",
        &[
            ("name", setting_name(tr, name).into()),
            ("value", value.into()),
            ("min", min.into()),
            ("max", max.into()),
        ],
    )
}

pub fn reminder_not_before_timeout(tr: Tr<'_>, reminder: u32, timeout: u32) -> String {
    tr.a(
        "lobby-reminder-not-before-timeout",
        &[("reminder", reminder.into()), ("timeout", timeout.into())],
    )
}

pub fn bad_ruleset(tr: Tr<'_>, value: &str) -> String {
    tr.a("lobby-bad-ruleset", &[("value", value.into())])
}

/// `languages`: every language as (code, its name in itself).
pub fn bad_language(tr: Tr<'_>, value: &str, languages: &[(&str, &str)]) -> String {
    let mut choices: Vec<String> = languages
        .iter()
        .map(|(code, name)| {
            tr.a(
                "lobby-language-choice",
                &[("code", (*code).into()), ("name", (*name).into())],
            )
        })
        .collect();
    choices.push(tr.t("lobby-language-choice-auto"));
    tr.a(
        "lobby-bad-language",
        &[
            ("value", value.into()),
            ("choices", tr.list(&choices).into()),
        ],
    )
}

/// The values `/martian-settings` shows.
pub struct SettingsView<'a> {
    pub timeout: u32,
    pub reminder: u32,
    pub invite: u32,
    pub ruleset: &'a str,
    /// The name (in itself) of the language of public messages.
    pub language: &'a str,
    /// Whether a manager chose it (else it follows the server's Discord locale).
    pub language_chosen: bool,
    /// Whether games get a thread of their own.
    pub threads: bool,
    /// The server's time zone (an IANA name).
    pub timezone: &'a str,
    /// Vacation days a member may take in a year (0: none).
    pub vacation_days: u32,
    /// The daily puzzle's channel and hour, when there is one.
    pub puzzle: Option<(crate::model::ChannelId, u8)>,
    /// Whether every member may create tournaments (else managers only).
    pub members_create_tournaments: bool,
    /// Seasons: their length (`monthly`, `quarterly`; none: off) and channel.
    pub season: (Option<&'a str>, Option<crate::model::ChannelId>),
}

fn chosen(language_chosen: bool) -> &'static str {
    if language_chosen {
        "set"
    } else {
        "auto"
    }
}

pub fn settings_shown(tr: Tr<'_>, v: &SettingsView<'_>) -> String {
    let puzzle = match v.puzzle {
        Some((channel, hour)) => tr.a(
            "puzzle-settings-daily",
            &[
                ("channel", format!("<#{}>", channel.0).into()),
                ("hour", hour.into()),
            ],
        ),
        None => tr.t("puzzle-settings-no-daily"),
    };
    let shown = tr.a(
        "lobby-settings-shown",
        &[
            ("timeout", v.timeout.into()),
            ("reminder", v.reminder.into()),
            ("invite", v.invite.into()),
            ("ruleset", ruleset_name(tr, v.ruleset).into()),
            ("language", v.language.into()),
            ("chosen", chosen(v.language_chosen).into()),
            ("threads", if v.threads { "on" } else { "off" }.into()),
            ("timezone", v.timezone.into()),
            ("vacation", v.vacation_days.into()),
        ],
    );
    let tournaments = tr.t(if v.members_create_tournaments {
        "tournament-settings-members"
    } else {
        "tournament-settings-managers"
    });
    let season = super::season::season_settings(tr, v.season.0, v.season.1);
    format!("{shown}\n{puzzle}\n{tournaments}\n{season}")
}

/// A ruleset (`classic`, `leaping`) named in the reader's language.
fn ruleset_name(tr: Tr<'_>, ruleset: &str) -> String {
    tr.a("lobby-ruleset-name", &[("ruleset", ruleset.into())])
}

pub fn settings_changed(tr: Tr<'_>, v: &SettingsView<'_>) -> String {
    tr.a(
        "lobby-settings-changed",
        &[("settings", settings_shown(tr, v).into())],
    )
}

/// The first line of the answer to a changed language, in that language.
pub fn language_changed(tr: Tr<'_>, v: &SettingsView<'_>) -> String {
    tr.a(
        "lobby-language-changed",
        &[
            ("language", v.language.into()),
            ("chosen", chosen(v.language_chosen).into()),
        ],
    )
}

/// A game thread's name: the players' plain names (a thread name is not markdown).
pub fn thread_name(tr: Tr<'_>, players: &str) -> String {
    tr.a("lobby-thread-name", &[("players", players.into())])
}

/// The challenge message once the game begins: who plays, and where (`thread`: a link
/// to its thread, if it has one).
pub fn start_line(tr: Tr<'_>, players: &str, thread: Option<&str>) -> String {
    match thread {
        Some(thread) => tr.a(
            "lobby-start-line-thread",
            &[("players", players.into()), ("thread", thread.into())],
        ),
        None => tr.a("lobby-start-line", &[("players", players.into())]),
    }
}

pub fn you_accepted(tr: Tr<'_>) -> String {
    tr.t("lobby-you-accepted")
}

pub fn threads_refused(tr: Tr<'_>) -> String {
    tr.t("lobby-threads-refused")
}
