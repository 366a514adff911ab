//! `/martian puzzle solve` and `/martian puzzle move`, and the puzzle's menus: a puzzle
//! for the asker alone, near their puzzle rating; each right move is answered with the
//! opponent's reply until the solution's last move; a wrong one ends the puzzle with
//! the answer drawn on the board. Every step is one write of the solver's record,
//! based on the revision it read, so that two clicks never both count.

use crate::i18n::Tr;
use crate::model::{Glicko, Puzzle, PuzzleAttempt, PuzzlePlayer, Theme};
use crate::service::games::PuzzleState;

use super::super::dispatch::Service;
use super::super::error::{ServiceError, ServiceResult};
use super::super::markdown::escape;
use super::super::messages;
use super::super::reply::{Delivery, Reply, Row};
use super::super::request::{PuzzleAction, Request};
use super::ids::PuzzleClick;
use super::library::{self, Wanted};
use super::rating::{rate_puzzle, rate_solver, Rated};

/// How many of the puzzles nearest the wanted rating by their initial difficulty have
/// their ratings now read, to pick the nearest by those.
const RATED_POOL: usize = 40;

/// A puzzle left half-solved, counted as failed: what to say, and the puzzle's side
/// of the rating to apply once the solver's record is written.
pub(super) struct Settled {
    pub line: String,
    pub puzzle: Puzzle,
    pub rated: Rated,
}

/// How a step is answered: a new private message (a command), or in place of the
/// puzzle's message (its menus).
#[derive(Clone, Copy, PartialEq, Eq)]
enum Answer {
    New,
    InPlace,
}

impl Service {
    /// `/martian puzzle …`.
    pub(crate) fn puzzle(
        &self,
        request: &Request,
        action: &PuzzleAction,
    ) -> ServiceResult<Vec<Reply>> {
        match action {
            PuzzleAction::Solve {
                rating,
                theme,
                layout,
            } => {
                let mine = self.tr_private(request);
                let wanted = wanted(mine, rating.as_deref(), theme.as_deref(), layout.as_deref())?;
                self.puzzle_solve(request, &wanted)
            }
            PuzzleAction::Daily => self.puzzle_daily(request),
            PuzzleAction::Move { text } => self.puzzle_move(request, text, None, Answer::New),
        }
    }

    fn puzzle_solve(&self, request: &Request, wanted: &Wanted) -> ServiceResult<Vec<Reply>> {
        let mine = self.tr_private(request);
        // From now on the server's finished games are looked into for its own puzzles.
        self.track_server_puzzles(request.guild)?;
        let mut player = self.puzzle_player(request)?;
        let based_on = player.revision;
        let settled = self.settle_left(request, &mut player)?;
        let server = self.store.server_puzzles(request.guild)?;
        let target = wanted
            .rating
            .map_or(player.rating.rating, |(lo, hi)| (lo + hi) / 2.0);
        // The puzzles nearest by their initial difficulty, then by their ratings now:
        // a puzzle's stats are read for a few of them, not for every puzzle there is.
        let pool = |seen: &[String]| -> ServiceResult<Vec<library::Candidate>> {
            let loose = Wanted {
                rating: None,
                ..wanted.clone()
            };
            let mut near = library::candidates(request, &server, &loose, seen, |p| p.rating);
            near.sort_by(|a, b| {
                (a.rating - target)
                    .abs()
                    .total_cmp(&(b.rating - target).abs())
            });
            near.truncate(RATED_POOL);
            let mut rated = Vec::new();
            for mut candidate in near {
                let stats = self.store.puzzle_stats(&candidate.puzzle.id)?;
                candidate.rating = library::current_rating(&candidate.puzzle, stats.as_ref());
                let (lo, hi) = wanted.rating.unwrap_or((f64::MIN, f64::MAX));
                if (lo..=hi).contains(&candidate.rating) {
                    rated.push(candidate);
                }
            }
            Ok(rated)
        };
        let mut candidates = pool(&player.seen)?;
        if candidates.is_empty() && !player.seen.is_empty() {
            // Every puzzle asked for was seen: the oldest seen come back.
            candidates = pool(&[])?;
        }
        let salt = library::salt(request.user.id, player.seen.len());
        let Some(picked) = library::nearest(candidates, target, salt) else {
            return Err(ServiceError::user(messages::puzzle_none_found(mine)));
        };
        self.begin_puzzle(request, player, based_on, settled, &picked.puzzle, None)
    }

    /// Starts `puzzle` for the asker (`player`, read at `based_on`, with `lines`
    /// already to say): their attempt saved, its first step shown.
    pub(super) fn begin_puzzle(
        &self,
        request: &Request,
        mut player: PuzzlePlayer,
        based_on: u64,
        settled: Option<Settled>,
        puzzle: &Puzzle,
        daily: Option<String>,
    ) -> ServiceResult<Vec<Reply>> {
        let mine = self.tr_private(request);
        player.saw(&puzzle.id);
        player.current = Some(PuzzleAttempt {
            puzzle: puzzle.id.clone(),
            played: 0,
            started_ms: self.clock.now_ms(),
            daily,
        });
        player.revision = based_on + 1;
        self.store.save_puzzle_player(&player, based_on)?;
        let mut lines = Vec::new();
        if let Some(settled) = settled {
            self.rate_puzzle_after(&settled.puzzle, &settled.rated)?;
            lines.push(settled.line);
        }
        let stats = self.store.puzzle_stats(&puzzle.id)?;
        let rating = library::current_rating(puzzle, stats.as_ref());
        lines.push(self.puzzle_intro(mine, puzzle, rating)?);
        let state = PuzzleState::at(puzzle, 0)?;
        Ok(vec![self.puzzle_step_reply(
            request,
            puzzle,
            &state,
            0,
            lines.join("\n"),
            Answer::New,
        )])
    }

    /// The asker's puzzle under way shown again at its step (the daily puzzle asked for
    /// twice).
    pub(super) fn show_attempt(
        &self,
        request: &Request,
        puzzle: &Puzzle,
        played: usize,
    ) -> ServiceResult<Vec<Reply>> {
        let mine = self.tr_private(request);
        let stats = self.store.puzzle_stats(&puzzle.id)?;
        let rating = library::current_rating(puzzle, stats.as_ref());
        let state = PuzzleState::at(puzzle, played)?;
        let intro = self.puzzle_intro(mine, puzzle, rating)?;
        Ok(vec![self.puzzle_step_reply(
            request,
            puzzle,
            &state,
            played,
            intro,
            Answer::New,
        )])
    }

    /// Settles a puzzle left under way before another begins: half-solved, it counts as
    /// failed (the line saying so is returned, with the puzzle's side of the rating, to
    /// apply once `player` is written); not started, it is just put back.
    pub(super) fn settle_left(
        &self,
        request: &Request,
        player: &mut PuzzlePlayer,
    ) -> ServiceResult<Option<Settled>> {
        let mine = self.tr_private(request);
        let Some(left) = player.current.take() else {
            return Ok(None);
        };
        if left.played == 0 {
            return Ok(None);
        }
        let Some(puzzle) = self.find_puzzle(request, &left.puzzle)? else {
            return Ok(None);
        };
        let rated = self.rate_attempt(player, &puzzle, false)?;
        Ok(Some(Settled {
            line: messages::puzzle_abandoned(mine, &rated.change_line(mine)),
            puzzle,
            rated,
        }))
    }

    /// The first lines of a puzzle: which, how hard, whose move, what is at stake.
    pub(super) fn puzzle_intro(
        &self,
        mine: Tr<'_>,
        puzzle: &Puzzle,
        rating: f64,
    ) -> ServiceResult<String> {
        let start = PuzzleState::at(puzzle, 0)?;
        let end = PuzzleState::at(puzzle, puzzle.solution.len())?;
        let (mine_before, theirs_before) = start.scores();
        let (mine_after, theirs_after) = end.scores();
        let gain = i64::from(mine_after) - i64::from(mine_before) - i64::from(theirs_after)
            + i64::from(theirs_before);
        let moves = puzzle.solution.len().div_ceil(2);
        Ok(messages::puzzle_intro(
            mine,
            &puzzle.id,
            rating,
            &puzzle.layout,
            moves,
            gain,
        ))
    }

    /// A move in the asker's puzzle: typed (`click` `None`) or chosen in its menu.
    fn puzzle_move(
        &self,
        request: &Request,
        text: &str,
        click: Option<&PuzzleClick>,
        answer: Answer,
    ) -> ServiceResult<Vec<Reply>> {
        let mine = self.tr_private(request);
        let mut player = self.puzzle_player(request)?;
        let based_on = player.revision;
        let Some(mut attempt) = player.current.clone() else {
            return Err(ServiceError::user(messages::puzzle_none_under_way(mine)));
        };
        let stale = click
            .and_then(PuzzleClick::step)
            .is_some_and(|(puzzle, played)| puzzle != attempt.puzzle || played != attempt.played);
        if stale {
            return Err(ServiceError::user(messages::puzzle_stale(mine)));
        }
        let Some(puzzle) = self.find_puzzle(request, &attempt.puzzle)? else {
            // The server's puzzle is gone (or the asker may no longer see its channel).
            player.current = None;
            player.revision = based_on + 1;
            self.store.save_puzzle_player(&player, based_on)?;
            return Err(ServiceError::user(messages::puzzle_gone(mine)));
        };
        let state = PuzzleState::at(&puzzle, attempt.played)?;
        let played = state.read_move(mine, text, &escape(&request.user.name))?;
        let Some(expected) = puzzle.solution.get(attempt.played).cloned() else {
            return Err(ServiceError::internal(format!(
                "puzzle {} was under way past its solution",
                puzzle.id
            )));
        };
        let label = state.label(mine, &played);
        if !state.is_expected(&played, &expected) {
            let rated = self.rate_attempt(&mut player, &puzzle, false)?;
            player.current = None;
            player.revision = based_on + 1;
            self.store.save_puzzle_player(&player, based_on)?;
            self.rate_puzzle_after(&puzzle, &rated)?;
            let text = messages::puzzle_wrong(
                mine,
                &label,
                &state.label(mine, &expected),
                &rated.change_line(mine),
            );
            let mut reply = self.puzzle_reply(request, text, answer);
            reply.image = Some(state.board(
                mine,
                &request.user.name,
                format!("puzzle-{}-answer.png", puzzle.id),
                Some(&expected),
            ));
            return Ok(vec![reply]);
        }
        let after = state.after(&expected)?;
        attempt.played += 1;
        if attempt.played >= puzzle.solution.len() {
            let rated = self.rate_attempt(&mut player, &puzzle, true)?;
            player.current = None;
            player.revision = based_on + 1;
            self.store.save_puzzle_player(&player, based_on)?;
            self.rate_puzzle_after(&puzzle, &rated)?;
            if let Some(day) = &attempt.daily {
                self.daily_solved(request, day, &puzzle.id)?;
            }
            let text =
                messages::puzzle_solved(mine, &label, &rated.change_line(mine), player.streak);
            let mut reply = self.puzzle_reply(request, text, answer);
            reply.image = Some(after.board(
                mine,
                &request.user.name,
                format!("puzzle-{}-solved.png", puzzle.id),
                None,
            ));
            return Ok(vec![reply]);
        }
        // Right: the opponent's reply, then the solver's next move.
        let reply_move = puzzle.solution[attempt.played].clone();
        let reply_label = after.label(mine, &reply_move);
        let next = after.after(&reply_move)?;
        attempt.played += 1;
        let at = attempt.played;
        player.current = Some(attempt);
        player.revision = based_on + 1;
        self.store.save_puzzle_player(&player, based_on)?;
        let text = messages::puzzle_right(mine, &label, &reply_label);
        Ok(vec![self.puzzle_step_reply(
            request, &puzzle, &next, at, text, answer,
        )])
    }

    /// A click on a puzzle's menu.
    pub(crate) fn puzzle_click(
        &self,
        request: &Request,
        custom_id: &str,
        values: &[String],
    ) -> ServiceResult<Vec<Reply>> {
        let mine = self.tr_private(request);
        let Some(click) = PuzzleClick::parse(custom_id) else {
            return Err(ServiceError::user(messages::unknown_component(mine)));
        };
        let value = values.first().map(String::as_str).unwrap_or("");
        match &click {
            PuzzleClick::Piece { puzzle, played } => {
                let player = self.puzzle_player(request)?;
                let current = player.current.as_ref();
                if current.is_none_or(|c| &c.puzzle != puzzle || c.played != *played) {
                    return Err(ServiceError::user(messages::puzzle_stale(mine)));
                }
                let Some(found) = self.find_puzzle(request, puzzle)? else {
                    return Err(ServiceError::user(messages::puzzle_gone(mine)));
                };
                let state = PuzzleState::at(&found, *played)?;
                let target = PuzzleClick::Target {
                    puzzle: puzzle.clone(),
                    played: *played,
                    from: value.to_owned(),
                };
                let (text, menu) = state.target_menu(mine, value, target.encode())?;
                let mut reply =
                    self.puzzle_step_reply(request, &found, &state, *played, text, Answer::InPlace);
                reply.components.push(Row::Select(menu));
                Ok(vec![reply])
            }
            PuzzleClick::Target { .. } => {
                self.puzzle_move(request, value, Some(&click), Answer::InPlace)
            }
            PuzzleClick::Daily { day } => self.open_daily(request, Some(day)),
        }
    }

    /// Up to 25 labelled legal moves of the asker's puzzle under way starting with what
    /// they typed, as (label, value), in the language of `locale`.
    pub fn autocomplete_puzzle_move(
        &self,
        locale: &str,
        guild: crate::model::GuildId,
        user: crate::model::UserId,
        typed: &str,
    ) -> Vec<(String, String)> {
        let tr = Tr::new(self.catalog, self.catalog.for_discord(locale));
        let Ok(Some(player)) = self.store.puzzle_player(guild, user) else {
            return Vec::new();
        };
        let Some(attempt) = player.current else {
            return Vec::new();
        };
        let puzzle = match library::shipped_by_id(&attempt.puzzle) {
            Some(p) => Some(p.clone()),
            None => self.store.server_puzzles(guild).ok().and_then(|all| {
                all.into_iter()
                    .find(|p| p.puzzle.id == attempt.puzzle)
                    .map(|p| p.puzzle)
            }),
        };
        puzzle
            .and_then(|p| PuzzleState::at(&p, attempt.played).ok())
            .map(|state| state.autocomplete(tr, typed))
            .unwrap_or_default()
    }

    /// The asker's puzzle record (a new one if they never solved one).
    pub(super) fn puzzle_player(&self, request: &Request) -> ServiceResult<PuzzlePlayer> {
        Ok(self
            .store
            .puzzle_player(request.guild, request.user.id)?
            .unwrap_or_else(|| PuzzlePlayer::new(request.guild, request.user.id)))
    }

    /// A puzzle by id: a shipped one, or one of the server's that the asker may see.
    pub(super) fn find_puzzle(&self, request: &Request, id: &str) -> ServiceResult<Option<Puzzle>> {
        if let Some(p) = library::shipped_by_id(id) {
            return Ok(Some(p.clone()));
        }
        Ok(self
            .store
            .server_puzzles(request.guild)?
            .into_iter()
            .find(|p| p.puzzle.id == id && library::may_see(request, p))
            .map(|p| p.puzzle))
    }

    /// Rates a finished attempt for the solver (changed in `player`, saved by the
    /// caller); the puzzle's side follows with [`Service::rate_puzzle_after`] once that
    /// write went through, so that a click that lost its race rates nothing.
    fn rate_attempt(
        &self,
        player: &mut PuzzlePlayer,
        puzzle: &Puzzle,
        solved: bool,
    ) -> ServiceResult<Rated> {
        let stats = self.store.puzzle_stats(&puzzle.id)?;
        let now = stats.map_or_else(|| Glicko::new(puzzle.rating), |s| s.rating);
        Ok(rate_solver(player, now, solved))
    }

    /// The puzzle's own rating after an attempt the solver's record now holds
    /// (retried when another solver rated the puzzle meanwhile).
    pub(super) fn rate_puzzle_after(&self, puzzle: &Puzzle, rated: &Rated) -> ServiceResult<()> {
        for _ in 0..8 {
            let stats = self
                .store
                .puzzle_stats(&puzzle.id)?
                .unwrap_or_else(|| crate::model::PuzzleStats::new(puzzle));
            let mut next = stats.clone();
            rate_puzzle(&mut next, rated);
            next.revision = stats.revision + 1;
            match self.store.save_puzzle_stats(&next, stats.revision) {
                Ok(()) => return Ok(()),
                Err(crate::store::StoreError::RecordChanged { .. }) => continue,
                Err(err) => return Err(err.into()),
            }
        }
        Err(ServiceError::Raced)
    }

    /// A private reply in the puzzle's place: new, or replacing the clicked message.
    fn puzzle_reply(&self, request: &Request, text: String, answer: Answer) -> Reply {
        let mut reply = Reply::private(request.channel, request.user.id, text);
        if answer == Answer::InPlace {
            reply.delivery = Delivery::Update;
        }
        reply
    }

    /// The puzzle at a step where the solver is to move: the text, the board, and the
    /// menu of their pieces.
    fn puzzle_step_reply(
        &self,
        request: &Request,
        puzzle: &Puzzle,
        state: &PuzzleState,
        played: usize,
        text: String,
        answer: Answer,
    ) -> Reply {
        let mine = self.tr_private(request);
        let mut reply = self.puzzle_reply(
            request,
            format!("{text}\n{}", messages::puzzle_your_move(mine)),
            answer,
        );
        // Images are not markdown: the name as written.
        reply.image = Some(state.board(
            mine,
            &request.user.name,
            format!("puzzle-{}-{played}.png", puzzle.id),
            None,
        ));
        let piece = PuzzleClick::Piece {
            puzzle: puzzle.id.clone(),
            played,
        };
        reply
            .components
            .push(Row::Select(state.piece_menu(mine, piece.encode())));
        reply
    }
}

/// The options of `/martian puzzle solve`, read; a sentence for what does not read.
fn wanted(
    mine: Tr<'_>,
    rating: Option<&str>,
    theme: Option<&str>,
    layout: Option<&str>,
) -> ServiceResult<Wanted> {
    let rating = match rating.map(str::trim).filter(|r| !r.is_empty()) {
        None => None,
        Some(text) => Some(
            rating_range(text)
                .ok_or_else(|| ServiceError::user(messages::puzzle_bad_rating(mine, text)))?,
        ),
    };
    let theme = match theme.map(str::trim).filter(|t| !t.is_empty()) {
        None => None,
        Some(word) => Some(
            theme_by_word(word)
                .ok_or_else(|| ServiceError::user(messages::puzzle_bad_theme(mine, word)))?,
        ),
    };
    let layout = match layout.map(str::trim).filter(|l| !l.is_empty()) {
        None => None,
        Some(word @ ("duel" | "halves")) => Some(word.to_owned()),
        Some(word) => return Err(ServiceError::user(messages::puzzle_bad_layout(mine, word))),
    };
    Ok(Wanted {
        rating,
        theme,
        layout,
    })
}

/// A theme by its word in the `theme:` option (`commands::THEMES`).
fn theme_by_word(word: &str) -> Option<Theme> {
    Some(match word {
        "queen" => Theme::QueenCapture,
        "drone" => Theme::DroneCapture,
        "pawn" => Theme::PawnCapture,
        "canal" => Theme::CanalCapture,
        "merge" => Theme::Merge,
        "clock" => Theme::ClockCalled,
        "end" => Theme::EndsGame,
        "one_move" => Theme::OneMove,
        "short" => Theme::Short,
        "long" => Theme::Long,
        _ => return None,
    })
}

/// `1200-1600` (either order), or one rating `1500` (± 100).
fn rating_range(text: &str) -> Option<(f64, f64)> {
    let number = |t: &str| -> Option<f64> {
        let n: f64 = t.trim().parse().ok()?;
        (0.0..=4000.0).contains(&n).then_some(n)
    };
    match text.split_once('-') {
        Some((lo, hi)) => {
            let (a, b) = (number(lo)?, number(hi)?);
            Some((a.min(b), a.max(b)))
        }
        None => number(text).map(|n| (n - 100.0, n + 100.0)),
    }
}

#[cfg(test)]
mod tests {
    use super::{rating_range, theme_by_word};
    use crate::service::commands::THEMES;

    #[test]
    fn every_theme_word_of_the_option_names_a_theme() {
        for word in THEMES.words {
            assert!(theme_by_word(word).is_some(), "{word}");
        }
        assert_eq!(theme_by_word("queen_capture"), None);
    }

    #[test]
    fn rating_ranges_read_both_ways_and_refuse_nonsense() {
        assert_eq!(rating_range("1200-1600"), Some((1200.0, 1600.0)));
        assert_eq!(rating_range(" 1600 - 1200 "), Some((1200.0, 1600.0)));
        assert_eq!(rating_range("1500"), Some((1400.0, 1600.0)));
        for bad in ["", "x", "1200-", "-5", "1200-99999", "12-34-56"] {
            assert_eq!(rating_range(bad), None, "{bad}");
        }
    }
}
