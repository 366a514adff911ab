//! What the service asks of a game outside of play: what a challenge to it may say and
//! the game it sets up, its computer's levels, its rules text, the words that name it
//! (description, thread), what its start and end add (Carnett's seed, published then
//! revealed), its replay, and the figures its ratings keep. With `play.rs`, the only
//! place that tells the games apart.

use crate::i18n::Tr;
use crate::model::{
    ChannelId, ComputerLevel, GameId, GameKind, GameRecord, GameSetup, GameStatus, PlayerRecord,
};
use crate::service::computer::ComputerPlayer;
use crate::service::error::ServiceResult;
use crate::service::messages;
use crate::service::names::seat_name;
use crate::service::reply::Reply;
use crate::service::request::Challenge;
use crate::service::seeds::SecretSeeds;

use super::play::Play;
use super::{carnett as cards, martian};

/// The game's rules in one message (`/martian rules`), in `tr`'s language.
pub(crate) fn rules_summary(kind: GameKind, tr: Tr<'_>) -> String {
    match kind {
        GameKind::Martian => messages::rules_summary(tr),
        GameKind::Carnett => cards::say::rules_summary(tr),
    }
}

/// Checks what a challenge asks of the game (its options, how many opponents).
pub(crate) fn check_challenge(tr: Tr<'_>, challenge: &Challenge) -> ServiceResult<()> {
    match challenge.game {
        GameKind::Martian => martian::check_challenge(tr, challenge),
        GameKind::Carnett => cards::check_challenge(tr, challenge),
    }
}

/// The game a checked challenge proposes. A Carnett game's seed is drawn only when
/// the game is created (see [`deal`]).
pub(crate) fn setup_for(
    challenge: &Challenge,
    default_ruleset: crate::engine::Ruleset,
) -> GameSetup {
    match challenge.game {
        GameKind::Martian => martian::setup_for(challenge, default_ruleset),
        GameKind::Carnett => GameSetup::Carnett(Default::default()),
    }
}

/// The setup of the new game `id`, made like `setup` (a challenge's, or the finished
/// game a rematch repeats): the same board and rules, and for Carnett's game a seed
/// of its own, drawn now from `seeds`. Refusals in `mine`.
pub(crate) fn deal(
    setup: &GameSetup,
    mine: Tr<'_>,
    seeds: &SecretSeeds,
    id: GameId,
) -> ServiceResult<GameSetup> {
    Ok(match setup {
        GameSetup::Martian { .. } => setup.clone(),
        GameSetup::Carnett(_) => GameSetup::Carnett(cards::deal(mine, seeds, id)?),
    })
}

/// How many seats a game of this setup has.
pub(crate) fn seats(setup: &GameSetup) -> usize {
    match setup {
        GameSetup::Martian { layout, .. } => layout.players(),
        GameSetup::Carnett(_) => 2,
    }
}

/// Whether the game is played in teams (partners opposite, sharing a score).
pub(crate) fn in_teams(record: &GameRecord) -> bool {
    matches!(record.setup, GameSetup::Martian { rules, .. } if rules.teams)
}

/// Whether two setups make the same kind of game (the same board and rules; any two
/// of Carnett's, whose seeds are each game's own): a rematch's test.
pub(crate) fn plays_like(a: &GameSetup, b: &GameSetup) -> bool {
    match (a, b) {
        (
            GameSetup::Martian { layout, rules },
            GameSetup::Martian {
                layout: other,
                rules: others,
            },
        ) => layout.name() == other.name() && rules == others,
        (GameSetup::Carnett(_), GameSetup::Carnett(_)) => true,
        _ => false,
    }
}

/// The levels a challenge to the computer may ask for in this game, the default first.
pub(crate) fn levels(kind: GameKind, computer: &dyn ComputerPlayer) -> Vec<ComputerLevel> {
    match kind {
        GameKind::Martian => computer.levels(),
        GameKind::Carnett => cards::LEVELS.to_vec(),
    }
}

/// A level this game's computer does not play, refused in `tr`'s language.
pub(crate) fn unknown_level(kind: GameKind, tr: Tr<'_>, name: &str, names: &[&str]) -> String {
    match kind {
        GameKind::Martian => messages::unknown_level(tr, name, names),
        GameKind::Carnett => cards::say::unknown_level(tr, name, names),
    }
}

/// The game's name as players know it ("Martian Chess").
pub(crate) fn game_name(kind: GameKind, tr: Tr<'_>) -> String {
    match kind {
        GameKind::Martian => messages::pyramid_game_name(tr),
        GameKind::Carnett => cards::say::game_name(tr),
    }
}

/// "duel, classic", "teams, leaping, no clock", or Carnett's game's name.
pub(crate) fn description(tr: Tr<'_>, record: &GameRecord) -> String {
    match record.kind() {
        GameKind::Martian => martian::description(tr, record),
        GameKind::Carnett => cards::say::description(tr),
    }
}

/// The name of the game's thread, from its players' names.
pub(crate) fn thread_name(tr: Tr<'_>, record: &GameRecord, players: &str) -> String {
    match record.kind() {
        GameKind::Martian => messages::thread_name(tr, players),
        GameKind::Carnett => cards::say::thread_name(tr, players),
    }
}

/// A line the start line adds: Carnett's seed's hash, published before the first
/// card is seen.
pub(crate) fn start_note(tr: Tr<'_>, record: &GameRecord) -> Option<String> {
    match record.kind() {
        GameKind::Martian => None,
        GameKind::Carnett => cards::seed_hash(record).map(|hash| cards::say::seed_hash(tr, &hash)),
    }
}

/// What a game that ended reveals where it was challenged: Carnett's seed, with its
/// record to check it by.
pub(crate) fn reveal(tr: Tr<'_>, record: &GameRecord) -> Option<Reply> {
    match record.kind() {
        GameKind::Martian => None,
        GameKind::Carnett => cards::reveal(tr, record),
    }
}

/// `/martian replay` of a stored game, for everyone in `channel`.
pub(crate) fn replay_reply(
    tr: Tr<'_>,
    record: &GameRecord,
    channel: ChannelId,
) -> ServiceResult<Reply> {
    match record.kind() {
        GameKind::Martian => martian::replay_reply(tr, record, channel),
        GameKind::Carnett => cards::replay_reply(tr, record, channel),
    }
}

/// How a finished game ended, from its record alone: replayed only when the rules
/// ended it. `None` while it goes on, or for a damaged record.
pub(crate) fn end_summary_of(tr: Tr<'_>, record: &GameRecord) -> Option<String> {
    let end = record.end.as_ref()?;
    match end.kind {
        crate::model::EndKind::Rules => Play::replay(record).ok()?.end_summary(tr, record),
        _ => crate::service::endings::decided_summary(tr, record, end),
    }
}

/// "alice vs bob, move 12, bob to move", in `tr`'s language.
pub(crate) fn game_line(tr: Tr<'_>, record: &GameRecord, game: &Play) -> String {
    let names: Vec<String> = (0..record.seats.len())
        .map(|s| seat_name(record, s))
        .collect();
    let to_move = seat_name(record, game.to_act().unwrap_or(game.turn_of()));
    let ply = match record.status {
        GameStatus::Invited => None,
        _ => Some((record.ply(), to_move.as_str())),
    };
    messages::game_line(tr, &names, ply)
}

/// One game's line in `/martian games`: a Looney Pyramids game with its position's
/// line (who plays, whose move), a game of Carnett's named as such, with its players.
pub(crate) fn games_line(tr: Tr<'_>, record: &GameRecord, board: Option<&str>) -> String {
    let (id, channel) = (record.id.to_string(), record.channel.mention());
    if record.kind() == GameKind::Carnett {
        let players: Vec<String> = (0..record.seats.len())
            .map(|s| seat_name(record, s))
            .collect();
        return cards::say::games_line(tr, &id, &channel, &tr.list(&players), board);
    }
    // One damaged game must not hide the others: it is listed as such.
    let line = Play::replay(record)
        .ok()
        .map(|game| game_line(tr, record, &game));
    messages::games_line(tr, &id, &channel, line, board)
}

/// "Ratings: alice 1500 → 1662 (+162) · bob …" after a game, naming the game when it
/// is not the Looney Pyramids one; `changes` are the players' `rating_change`s.
pub(crate) fn ratings_line(kind: GameKind, tr: Tr<'_>, changes: &[String]) -> String {
    match kind {
        GameKind::Martian => messages::ratings(tr, changes),
        GameKind::Carnett => cards::say::ratings(tr, changes),
    }
}

/// The first move a seat made. In the Looney Pyramids game each seat's first move is
/// its first entry (seats move in turn, one move each). In Carnett's game a turn is
/// several actions and battles interleave both players' cards, so only the opening
/// seat's (White's, seat 0) first action is known without replaying: it is counted
/// for White only, and stats say so.
pub(crate) fn first_move(record: &GameRecord, seat: usize) -> Option<String> {
    match record.kind() {
        GameKind::Martian => record
            .moves
            .get(seat)
            .map(|m| m.trim_end_matches('*').to_string()),
        GameKind::Carnett => (seat == 0).then(|| record.moves.first().cloned()).flatten(),
    }
}

/// How long a game was: plies in the Looney Pyramids game; in Carnett's game its
/// actions (a move, drop, discard or exchange; not the cards played in a battle,
/// which belong to the attack's one action, nor ending a turn early, which costs
/// none).
pub(crate) fn length(record: &GameRecord) -> u32 {
    match record.kind() {
        GameKind::Martian => record.moves.len() as u32,
        GameKind::Carnett => cards::counted_actions(&record.moves),
    }
}

/// The figures `/martian stats` shows after the results: what each game counts.
pub(crate) fn figures(kind: GameKind, tr: Tr<'_>, p: &PlayerRecord) -> Vec<String> {
    let mut lines = Vec::new();
    let longest = p.longest.map(|(length, id)| (length, id.to_string()));
    match kind {
        GameKind::Martian => {
            lines.push(messages::stats_points(tr, p.points));
            if let Some((opening, times)) = p.favourite_opening() {
                lines.push(messages::stats_opening(tr, opening, times));
            }
            if let Some((plies, id)) = longest {
                lines.push(messages::stats_longest(tr, plies, &id));
            }
        }
        GameKind::Carnett => {
            if let Some((action, times)) = p.favourite_opening() {
                lines.push(messages::stats_first_action(tr, action, times));
            }
            if let Some((actions, id)) = longest {
                lines.push(messages::stats_longest_actions(tr, actions, &id));
            }
        }
    }
    lines
}

/// Whether some game made a component with this token (anything else is not the
/// bot's, or was tampered with).
pub(crate) fn is_click(token: &str) -> bool {
    martian::Click::parse(token).is_some() || cards::CarnettClick::parse(token).is_some()
}

/// Whether a click on a game's own component answers in place of its message (a
/// menu's next step, an action chosen in a menu) rather than with a new private one.
pub(crate) fn steps_in_place(token: &str) -> bool {
    martian::Click::parse(token).is_some_and(|c| c.steps_in_place())
        || cards::CarnettClick::parse(token).is_some_and(|c| c.steps_in_place())
}

/// The computer's analysis of a game no longer played, at the analysis's fixed
/// budget; `Err(Unanalysable)` inside when the game cannot be analysed (no curve for
/// its kind or number of sides).
pub(crate) fn analyse(
    record: &GameRecord,
) -> ServiceResult<Result<crate::model::GameAnalysis, super::analysed::Unanalysable>> {
    match record.kind() {
        GameKind::Martian => martian::analysis::analyse_record(record),
        GameKind::Carnett => cards::analysis::analyse_record(record),
    }
}

/// Whether the computer can analyse the game (it has a win-chance curve for its kind
/// and number of sides).
pub(crate) fn can_analyse(record: &GameRecord) -> bool {
    match record.kind() {
        GameKind::Martian => martian::analysis::can_analyse(record),
        GameKind::Carnett => cards::analysis::can_analyse(record),
    }
}

/// Whether the game has puzzles (the trainer's figures belong on its profile).
pub(crate) fn has_puzzles(kind: GameKind) -> bool {
    kind == GameKind::Martian
}

/// The puzzle a finished game gives, if any (puzzles are the pyramid game's, on its
/// two-player boards).
pub(crate) fn puzzle_from_game(record: &GameRecord) -> ServiceResult<Option<crate::model::Puzzle>> {
    match record.kind() {
        GameKind::Martian => martian::puzzle_from_game(record),
        GameKind::Carnett => Ok(None),
    }
}

/// Whether the game's evaluation is in points (the pyramid game's captured points),
/// so that an analysis may say how many a move lost.
pub(crate) fn evaluates_in_points(kind: GameKind) -> bool {
    kind == GameKind::Martian
}

/// A move of the game as the analysis wrote it, in `tr`'s language.
pub(crate) fn analysed_move_text(tr: Tr<'_>, kind: GameKind, text: &str) -> String {
    match kind {
        // Coordinates: the same in every language.
        GameKind::Martian => text.to_string(),
        GameKind::Carnett => cards::analysis::action_text(tr, text),
    }
}

/// A move's number as the game's replay writes it: in the pyramid game one number
/// for each round (every player moving once in a round); in Carnett's game, whose
/// turns have one to six actions, the action's own number.
pub(crate) fn move_number(record: &GameRecord, ply: usize) -> usize {
    match record.kind() {
        GameKind::Martian => ply / record.seats.len().max(1) + 1,
        GameKind::Carnett => ply + 1,
    }
}

/// Whether the board before a marked move shows the better move as an arrow (the
/// pyramid game's board does; Carnett's table names it in words).
pub(crate) fn draws_better_move(kind: GameKind) -> bool {
    kind == GameKind::Martian
}

/// The points each move captured, in order (the analysis graph's pyramids); none in
/// a game without points.
pub(crate) fn captured_points(record: &GameRecord) -> ServiceResult<Vec<u8>> {
    match record.kind() {
        GameKind::Martian => martian::analysis::captured_points(record),
        GameKind::Carnett => Ok(vec![0; record.moves.len()]),
    }
}

/// The board before the move at `ply`, with the analysis's better move `best` shown.
pub(crate) fn board_before(
    tr: Tr<'_>,
    record: &GameRecord,
    ply: usize,
    best: &str,
) -> ServiceResult<crate::service::reply::Attachment> {
    match record.kind() {
        GameKind::Martian => martian::analysis::board_before(tr, record, ply, best),
        GameKind::Carnett => cards::analysis::board_before(tr, record, ply, best),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Layout, Rules};

    #[test]
    fn a_token_is_some_games_click_or_nobodys() {
        for token in ["move", "piece", "to:c3", "c-move", "c-hand", "c-to:e21"] {
            assert!(is_click(token), "{token}");
        }
        for token in ["fly", "c-fly", "to:c3d4", "accept"] {
            assert!(!is_click(token), "{token}");
        }
        assert!(steps_in_place("piece") && steps_in_place("c-play"));
        assert!(!steps_in_place("move") && !steps_in_place("c-hand"));
    }

    #[test]
    fn a_rematch_plays_the_same_kind_of_game() {
        let duel = GameSetup::standard(GameKind::Martian);
        let quad = GameSetup::Martian {
            layout: Layout::quad(),
            rules: Rules::default(),
        };
        let dealt = GameSetup::Carnett(crate::model::CarnettSetup {
            seed: "ab".repeat(32),
        });
        let fresh = GameSetup::standard(GameKind::Carnett);
        assert!(plays_like(&duel, &duel.clone()));
        assert!(!plays_like(&duel, &quad));
        assert!(
            plays_like(&dealt, &fresh),
            "each Carnett game has a seed of its own"
        );
        assert!(!plays_like(&duel, &fresh));
        assert_eq!((seats(&duel), seats(&quad), seats(&fresh)), (2, 4, 2));
    }

    #[test]
    fn a_new_games_setup_keeps_the_board_and_deals_a_fresh_seed() {
        let catalog = crate::i18n::Catalog::embedded();
        let tr = Tr::new(catalog, catalog.for_discord("en"));
        let seeds = SecretSeeds::Fixed(7);
        let duel = GameSetup::standard(GameKind::Martian);
        assert_eq!(deal(&duel, tr, &seeds, GameId(3)).unwrap(), duel);
        let old = GameSetup::Carnett(crate::model::CarnettSetup {
            seed: "ab".repeat(32),
        });
        let (a, b) = (
            deal(&old, tr, &seeds, GameId(3)).unwrap(),
            deal(&old, tr, &seeds, GameId(4)).unwrap(),
        );
        assert!(a != old && a != b, "{a:?} {b:?}");
        assert_eq!(
            deal(&old, tr, &seeds, GameId(3)).unwrap(),
            a,
            "fixed seeds replay"
        );
    }
}
