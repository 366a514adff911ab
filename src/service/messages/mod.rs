//! Every sentence a player reads, in one place (English; other catalogs later). Handlers
//! never format player-facing text themselves.
//!
//! Names and summaries reach these functions already escaped for markdown
//! (`view::seat_name`, `markdown::escape`): a sentence here never escapes twice.

use crate::engine::{Piece, Played};

// Moved here from below, area by area, as each turns into catalog lookups.
mod lobby;
mod play;
mod standings;
#[allow(unused_imports)]
pub use lobby::*;
#[allow(unused_imports)]
pub use play::*;
#[allow(unused_imports)]
pub use standings::*;

pub const MANAGERS_ONLY: &str =
    "Only server managers (the Manage Server permission) can change the bot's settings.";

pub const UNREADABLE_OPTIONS: &str =
    "I couldn't read that command's options; please pick them again from Discord's list.";

pub const SERVERS_ONLY: &str =
    "Martian Chess is played in servers: use this command in a server channel.";

pub const INTERNAL_ERROR: &str =
    "Something went wrong on my side and nothing was changed. Please try again in a moment.";

pub fn no_game_here() -> String {
    "There is no game in this channel. Start one with `/martian challenge`.".into()
}

pub fn not_a_player() -> String {
    "You are not playing in this game, so you can't do that. Start your own with `/martian challenge` in another channel or a thread.".into()
}

pub fn not_started(waiting_for: &str) -> String {
    format!("The game hasn't started yet: it is waiting for {waiting_for} to accept.")
}

pub fn not_your_turn(whose: &str) -> String {
    format!("It's {whose}'s turn, not yours: wait until they have moved.")
}

pub fn computer_turn() -> String {
    "It's the computer's turn; it will move in a moment.".into()
}

pub fn illegal(reason: &str) -> String {
    reason.to_string()
}

pub fn not_your_piece(
    piece: &str,
    square: &str,
    owner: &str,
    owner_zone: &str,
    your_zone: &str,
) -> String {
    format!("The {piece} on {square} stands in {owner}'s zone ({owner_zone}), so it is theirs: you can move only the pieces in your own zone ({your_zone}).")
}

pub fn game_over_already() -> String {
    "This game is already over. Start a new one with `/martian challenge`.".into()
}

pub fn raced() -> String {
    "Another action reached this game at the same moment and was applied first, so yours was not. Look at the newest board (`/martian board`) and try again.".into()
}

pub fn channel_busy(game_line: &str) -> String {
    format!("This channel already has a game ({game_line}). Finish it first, or start yours in a thread.")
}

pub fn cannot_challenge_self() -> String {
    "You can't challenge yourself: pick another player, or the bot to play the computer.".into()
}

pub fn cannot_challenge_bot(name: &str, me: &str) -> String {
    format!("{name} is a bot, and bots can't play: challenge a person, or challenge {me} to play the computer.")
}

pub fn duplicate_opponent(name: &str) -> String {
    format!("{name} is named twice: each opponent must be a different person.")
}

pub fn wrong_opponent_count(layout: &str, needed: usize, given: usize) -> String {
    if needed == 1 {
        format!("A {layout} game is for two players: name one opponent (you named {given}).")
    } else {
        format!("A {layout} game is for four players: name three opponents with `opponent`, `opponent2` and `opponent3` (you named {given}).")
    }
}

pub fn level_without_computer() -> String {
    "The level only applies when you play the computer: challenge the bot to use it.".into()
}

pub fn unknown_level(level: &str, levels: &[&str]) -> String {
    format!("\"{level}\" is not a level: choose {}.", levels.join(", "))
}

pub fn invitation(challenger: &str, invitees: &[String], description: &str, hours: i64) -> String {
    format!(
        "{challenger} challenges {} to a game of Martian Chess ({description}). {}, press Accept or Decline (or use `/martian accept`); the challenge expires in {hours} hour{} otherwise.",
        join_names(invitees),
        join_names(invitees),
        if hours == 1 { "" } else { "s" }
    )
}

pub fn accepted_waiting(name: &str, waiting: &[String]) -> String {
    format!(
        "{name} accepted. Still waiting for {}.",
        join_names(waiting)
    )
}

pub fn not_invited() -> String {
    "You are not invited to this game, so there is nothing for you to accept or decline.".into()
}

pub fn already_accepted() -> String {
    "You have already accepted; the game starts when everyone has.".into()
}

pub fn no_invitation() -> String {
    "There is no challenge waiting in this channel.".into()
}

/// The channel's message when a challenge expires unanswered; `challenger` pings.
pub fn invitation_expired(challenger: &str, waiting: &str, hours: i64) -> String {
    format!(
        "⌛ The challenge from {challenger} expired: {waiting} didn't accept within {hours} hour{}. The channel is free for a new game; {challenger}, challenge again with `/martian challenge` when they are around.",
        if hours == 1 { "" } else { "s" }
    )
}

/// The same, as kept with the game (plain names, no ping).
pub fn invitation_expired_summary(waiting: &str, hours: i64) -> String {
    format!(
        "The challenge expired: {waiting} didn't accept within {hours} hour{}.",
        if hours == 1 { "" } else { "s" }
    )
}

pub fn accepted_too_late() -> String {
    "This challenge expired before you accepted, so there is no game to join. Challenge them yourself with `/martian challenge`.".into()
}

pub fn withdrawn(name: &str) -> String {
    format!("{name} withdrew the challenge. The channel is free for a new game.")
}

pub fn challenger_cannot_decline() -> String {
    "You made this challenge: to withdraw it, use `/martian abort`.".into()
}

pub fn declined(name: &str) -> String {
    format!("{name} declined the challenge. No game this time.")
}

pub fn game_over(summary: &str) -> String {
    format!("**Game over.** {summary}")
}

pub fn game_starts(first: &str) -> String {
    format!("The game begins! {first} moves first.")
}

pub fn your_move(who: &str, zone: &str) -> String {
    format!("{who}, your move (your zone is {zone}).")
}

pub fn computer_to_move() -> String {
    "The computer is thinking…".into()
}

pub fn clock_running(plies: u8) -> String {
    format!(
        "⏱ The clock is running: the game ends after {plies} more {} without a capture.",
        if plies == 1 { "move" } else { "moves" }
    )
}

/// "alice played c3b4 (pawn takes drone, +2)".
pub fn played(name: &str, text: &str, played: &Played) -> String {
    let mut what = played.piece.name().to_string();
    if let Some(captured) = played.captured {
        what = format!("{what} takes {} (+{})", captured.name(), captured.points());
    } else if let Some(merged) = played.merged_into {
        what = format!("{what} merges into a {}", merged.name());
    } else if played.crossed_to.is_some() {
        what = format!("{what} crosses into another zone");
    }
    if played.called_clock {
        what.push_str(", and calls the clock");
    }
    format!("{name} played {text} ({what}).")
}

pub fn abort_not_allowed() -> String {
    "Only the players can abort a game, and only before each of them has moved once; after that a server manager can. To stop playing, resign with `/martian resign`.".into()
}

pub fn aborted(name: &str) -> String {
    format!("{name} aborted the game. It ends with no result.")
}

pub fn confirm_resign(winners: &str) -> String {
    format!("Do you really want to resign? The game ends and {winners} win(s).")
}

pub fn resign_cancelled() -> String {
    "Good: you are still playing.".into()
}

pub fn resigned(name: &str, result: &str) -> String {
    format!("{name} resigned. {result}")
}

pub fn stale_board(current_ply: usize) -> String {
    format!("This board is out of date: the game has moved on (it is now at move {}). Use the newest board, or `/martian move`.", current_ply + 1)
}

pub fn unknown_component() -> String {
    "That button doesn't belong to any game I know; it may be from an old version of the bot."
        .into()
}

pub fn game_gone() -> String {
    "That game has ended or no longer exists.".into()
}

pub fn pick_piece(count: usize) -> String {
    format!("Pick the piece to move ({count} can move).")
}

pub fn pick_target(piece: Piece, from: &str) -> String {
    format!("Where should the {} on {from} go?", piece.name())
}

pub fn no_moves_for_piece(from: &str) -> String {
    format!("The piece on {from} has no legal move now; pick another.")
}

pub fn rules_summary() -> String {
    "**Martian Chess in one minute**\n\
     • You own every piece standing in your zone (your half of the board, or your corner with four players); a piece that crosses into another zone becomes that player's.\n\
     • Pawn (1 pip): one square diagonally. Drone (2): one or two squares in a straight line. Queen (3): any distance in any straight line or diagonal. Nothing jumps.\n\
     • Move onto a piece in someone else's zone to capture it and score its pips. Onto your own piece only to merge: pawn + pawn = drone (if you have none), pawn + drone = queen (if you have none).\n\
     • With two players, a piece that just crossed the canal can't be sent straight back on the next move.\n\
     • The game ends the moment a zone is empty; most points wins, and a tie goes to whoever ended the game.\n\
     • Add `clock:true` to a move to call the clock: after 7 more moves without a capture the game ends.\n\
     Type `/martian move` and pick from the list, or press **Move** under the board."
        .into()
}

/// "alice", "alice and bob", "alice, bob and carol".
pub fn join_names(names: &[String]) -> String {
    match names {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} and {last}", init.join(", ")),
    }
}

/// The first line of a board posted again because its first notice never arrived.
pub fn notice_again(mover: &str, last_move: &str) -> String {
    let what = if last_move.is_empty() {
        "The game has begun.".to_string()
    } else {
        format!("{mover} played {last_move}.")
    };
    format!("{what} (I'm posting this board again: my first message about it didn't arrive.)")
}

pub fn forfeited(name: &str) -> String {
    format!("⏰ {name} ran out of time and forfeits.")
}

pub fn reminder(who: &str, channel: &str, opponents: &str, hours_left: i64) -> String {
    format!(
        "⏰ {who}, it's your move in {channel} (against {opponents}). You have {hours_left} hour{} left; after that you forfeit.",
        if hours_left == 1 { "" } else { "s" }
    )
}

/// A reminder that could not be given in time (the bot was down, or the message did
/// not arrive): the deadline moved with it.
pub fn late_reminder(who: &str, channel: &str, opponents: &str, hours_left: i64) -> String {
    format!(
        "⏰ {who}, it's your move in {channel} (against {opponents}). I couldn't remind you in time, so nobody forfeits yet: you have {hours_left} more hour{} to move; after that you forfeit.",
        if hours_left == 1 { "" } else { "s" }
    )
}

/// With reminders off: a deadline that passed while the bot was down.
pub fn deadline_extended(who: &str, hours: i64) -> String {
    format!(
        "⏰ I was offline when {who}'s time to move ran out, so nobody forfeits: {who}, you have {hours} more hour{} to move; after that you forfeit.",
        if hours == 1 { "" } else { "s" }
    )
}

pub fn unrated_computer_game() -> String {
    "Games against the computer are not rated.".into()
}

pub fn rating_change(name: &str, before: f64, after: f64) -> String {
    let delta = after.round() - before.round();
    let sign = if delta >= 0.0 { "+" } else { "−" };
    format!(
        "{name} {:.0} → {:.0} ({sign}{:.0})",
        before,
        after,
        delta.abs()
    )
}

pub fn managers_only() -> String {
    MANAGERS_ONLY.into()
}

pub fn bad_setting(name: &str, value: i64, min: i64, max: i64) -> String {
    let off = if min == 0 { " (0 turns them off)" } else { "" };
    format!(
        "{name} {value} is out of range: choose a whole number of hours from {min} to {max}{off}."
    )
}

pub fn reminder_not_before_timeout(reminder: u32, timeout: u32) -> String {
    format!("A reminder {reminder} hours before the deadline would come before the move even starts (the timeout is {timeout} hours): choose fewer reminder hours than the timeout.")
}

pub fn bad_ruleset(value: &str) -> String {
    format!("\"{value}\" is not a ruleset: choose classic or leaping.")
}

/// The values `/martian-settings` shows.
pub struct SettingsView<'a> {
    pub timeout: u32,
    pub reminder: u32,
    pub invite: u32,
    pub ruleset: &'a str,
}

pub fn settings_shown(v: &SettingsView<'_>) -> String {
    let reminder = if v.reminder == 0 {
        "off (`reminder_hours:0`); a deadline that passes while I am offline moves 24 hours later"
            .to_string()
    } else {
        format!("{} hours before the deadline", v.reminder)
    };
    format!(
        "**Settings of this server**\n• Move timeout: {} hours (then the player to move forfeits, once reminded)\n• Reminder: {reminder}\n• Challenges expire after: {} hours unanswered\n• Default ruleset: {}",
        v.timeout, v.invite, v.ruleset
    )
}

pub fn settings_changed(v: &SettingsView<'_>) -> String {
    format!(
        "Settings saved; timeouts apply from the next move, and the challenge timeout from the next challenge.\n{}",
        settings_shown(v)
    )
}

pub fn no_rated_players() -> String {
    "Nobody has finished a rated game in this server yet. Challenge someone with `/martian challenge`!".into()
}

/// `list` says what has the pages, with its verb: "the leaderboard has", "alice's
/// finished games fill".
pub fn bad_page(page: i64, pages: usize, list: &str) -> String {
    format!(
        "There is no page {page}: {list} {pages} page{} (choose 1 to {pages}).",
        if pages == 1 { "" } else { "s" }
    )
}

/// " (page 2 of 7)", or nothing for a list that fits one page.
pub fn page_of(page: usize, pages: usize) -> String {
    if pages > 1 {
        format!(" (page {page} of {pages})")
    } else {
        String::new()
    }
}

/// The last line of a page that is not the last one: how to see the next.
pub fn next_page(page: usize, pages: usize) -> Option<String> {
    (page < pages).then(|| format!("More on the next page: add `page:{}`.", page + 1))
}

pub fn no_stats(name: &str) -> String {
    format!("{name} has not finished a rated game in this server yet.")
}

pub fn no_active_games(whose: &str) -> String {
    format!("{whose} no game in progress in this server.")
}

pub fn no_history(name: &str) -> String {
    format!("{name} has no finished games in this server yet.")
}

pub fn unknown_game(id: &str) -> String {
    format!(
        "There is no game {id} in this server. `/martian history` lists the ids of finished games."
    )
}

pub fn not_a_game_id(text: &str) -> String {
    format!(
        "\"{text}\" is not a game id: ids are short codes like 2s, as shown by `/martian history`."
    )
}
