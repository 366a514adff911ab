//! Every sentence a player reads, in one place (English; other catalogs later). Handlers
//! never format player-facing text themselves.

use crate::engine::{Piece, Played};

pub fn mention(id: crate::model::UserId) -> String {
    id.mention()
}

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

pub fn invitation(challenger: &str, invitees: &[String], description: &str) -> String {
    format!(
        "{challenger} challenges {} to a game of Martian Chess ({description}). {}, press Accept or Decline (or use `/martian accept`).",
        join_names(invitees),
        join_names(invitees)
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

pub fn challenger_cannot_decline() -> String {
    "You made this challenge: to withdraw it, use `/martian abort`.".into()
}

pub fn declined(name: &str) -> String {
    format!("{name} declined the challenge. No game this time.")
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
