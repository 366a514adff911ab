//! `/martian profile` and the member's Apps menu entry "Martian Chess profile": a
//! player's card in one game of this server, drawn from their record and their rating
//! history (one point per rated game: see `model::RatingPoint`), without reading a
//! single game.

use std::collections::HashMap;

use crate::i18n::Tr;
use crate::model::{GameId, GameKind, GameResult, RatingPoint, UserId};
use crate::render;
use crate::store::Window;

use super::dispatch::Service;
use super::error::ServiceResult;
use super::games;
use super::markdown::escape;
use super::messages;
use super::reply::{Attachment, Drawing, Reply};
use super::request::{Request, User};

/// Points read at a time: a player's whole history is a few such reads.
const HISTORY_PAGE: usize = 1000;
/// The most-played opponents the card lists, and the last results it marks.
const OPPONENTS: usize = 3;
const LAST_RESULTS: usize = 10;

impl Service {
    /// The card of `user` (the asker when `None`) in `game`: only for the asker
    /// unless `public`.
    pub(crate) fn profile(
        &self,
        request: &Request,
        game: GameKind,
        user: Option<&User>,
        public: bool,
    ) -> ServiceResult<Vec<Reply>> {
        let who = user.unwrap_or(&request.user);
        let tr = if public {
            self.tr_public_for(request)?
        } else {
            self.tr_private(request)
        };
        let answer = |text: String| {
            if public {
                let mut reply = Reply::public(request.channel, text);
                reply.silent = true;
                reply
            } else {
                Reply::private(request.channel, request.user.id, text)
            }
        };
        // The puzzle trainer's figures, on the profile of the game the puzzles are of.
        let solver = match games::has_puzzles(game) {
            true => self.store.puzzle_player(request.guild, who.id)?,
            false => None,
        }
        .filter(|p| p.solved + p.failed > 0);
        let puzzles = solver.as_ref().map(|p| {
            messages::puzzle_profile_line(tr, p.rating.rating, p.solved, p.streak, p.best_streak)
        });
        // The seasons they won (issue 30), named on the profile and its card.
        let titles = self.season_titles(request.guild, game, who.id)?;
        let champion = (!titles.is_empty())
            .then(|| messages::season_champion_of(tr, &titles.join(", "), titles.len()));
        let with_puzzles = |text: String| {
            let text = match &champion {
                Some(line) => format!("{text}\n{line}"),
                None => text,
            };
            match &puzzles {
                Some(line) => format!("{text}\n{line}"),
                None => text,
            }
        };
        let Some(player) = self.store.player(request.guild, game, who.id)? else {
            return Ok(vec![answer(with_puzzles(messages::profile_none(
                tr,
                game,
                &escape(&who.name),
            )))]);
        };
        let history = self.whole_history(request, game, who.id)?;
        let figures = Figures::of(&history);
        let counts = [player.games, player.wins, player.draws, player.losses];
        let mut reply = answer(with_puzzles(messages::profile_text(
            tr,
            game,
            &escape(&player.name),
            player.rating,
            player.deviation,
            player.games,
        )));
        let mut card = card(tr, game, &player, &history, &figures);
        if let Some(line) = &champion {
            card.title = format!("{} · {line}", card.title);
        }
        // The card's last row: the puzzle trainer's rating, solved count and streak.
        if let Some(p) = &solver {
            let word = |w: &str| messages::profile_word(tr, w);
            card.figures.extend([
                (
                    word("puzzle-rating"),
                    format!("{}", p.rating.rating.round() as i64),
                ),
                (word("puzzles-solved"), p.solved.to_string()),
                (word("puzzle-streak"), p.streak.to_string()),
            ]);
        }
        let drawn = card.clone();
        let mut image = Attachment::drawn_later(
            format!("profile-{}.png", who.id.0),
            Drawing::new(move || render::profile_png(&drawn)),
        );
        let mut alt = messages::profile_alt(
            tr,
            &player.name,
            player.rating,
            player.deviation,
            counts,
            &figures.last,
        );
        if !card.best_win.1.is_empty() {
            alt = format!(
                "{alt} {}",
                messages::profile_alt_best_win(tr, &card.best_win.1)
            );
        }
        if !card.accuracy.1.is_empty() {
            alt = format!(
                "{alt} {}",
                messages::profile_alt_accuracy(tr, &card.accuracy.1)
            );
        }
        if let Some(line) = &champion {
            alt = format!("{alt} {line}");
        }
        image.description = Some(alt);
        reply.image = Some(image);
        Ok(vec![reply])
    }

    /// Every point of a player's history in one game, the most recent first.
    fn whole_history(
        &self,
        request: &Request,
        game: GameKind,
        user: UserId,
    ) -> ServiceResult<Vec<RatingPoint>> {
        let mut points = Vec::new();
        loop {
            let window = Window {
                skip: points.len(),
                take: HISTORY_PAGE,
            };
            let page = self
                .store
                .rating_history(request.guild, game, user, window)?;
            let read = page.items.len();
            points.extend(page.items);
            if read < HISTORY_PAGE || points.len() >= page.total {
                return Ok(points);
            }
        }
    }
}

/// What the card says besides the record's counts, from the history alone.
#[derive(Debug, PartialEq)]
struct Figures {
    current_streak: usize,
    longest_streak: usize,
    /// The highest-rated opponent beaten: their name, rating then, and the game.
    best_win: Option<(String, f64, GameId)>,
    /// The mean accuracy over the analysed games, and how many.
    accuracy: Option<(f64, usize)>,
    /// The most-played opponents: name (as in the latest game together), games, and
    /// this player's wins, draws and losses against them.
    opponents: Vec<(String, usize, [usize; 3])>,
    /// The last results, oldest first.
    last: Vec<GameResult>,
}

impl Figures {
    /// From a history, the most recent first.
    fn of(history: &[RatingPoint]) -> Figures {
        let current_streak = history
            .iter()
            .take_while(|p| p.result == GameResult::Win)
            .count();
        let mut longest_streak = 0;
        let mut run = 0;
        for point in history {
            run = if point.result == GameResult::Win {
                run + 1
            } else {
                0
            };
            longest_streak = longest_streak.max(run);
        }
        let best_win = history
            .iter()
            .flat_map(|p| p.opponents.iter().map(move |o| (p, o)))
            .filter(|(_, o)| o.result == GameResult::Win)
            // The highest rating; among equals, the most recent game.
            .fold(None::<(String, f64, GameId)>, |best, (p, o)| match best {
                Some(best) if best.1 >= o.rating => Some(best),
                _ => Some((o.name.clone(), o.rating, p.id)),
            });
        let analysed: Vec<f64> = history.iter().filter_map(|p| p.accuracy).collect();
        let accuracy = (!analysed.is_empty()).then(|| {
            (
                analysed.iter().sum::<f64>() / analysed.len() as f64,
                analysed.len(),
            )
        });
        // Opponents by user, in the order first met going back from now.
        let mut met: Vec<UserId> = Vec::new();
        let mut against: HashMap<UserId, (String, usize, [usize; 3])> = HashMap::new();
        for point in history {
            for o in &point.opponents {
                let entry = against.entry(o.user).or_insert_with(|| {
                    met.push(o.user);
                    (o.name.clone(), 0, [0; 3])
                });
                entry.1 += 1;
                entry.2[match o.result {
                    GameResult::Win => 0,
                    GameResult::Draw => 1,
                    GameResult::Loss => 2,
                }] += 1;
            }
        }
        let mut opponents: Vec<(String, usize, [usize; 3])> =
            met.iter().filter_map(|user| against.remove(user)).collect();
        // Most games first; among equals, the one met most recently (a stable sort).
        opponents.sort_by_key(|o| std::cmp::Reverse(o.1));
        opponents.truncate(OPPONENTS);
        let mut last: Vec<GameResult> = history
            .iter()
            .take(LAST_RESULTS)
            .map(|p| p.result)
            .collect();
        last.reverse();
        Figures {
            current_streak,
            longest_streak,
            best_win,
            accuracy,
            opponents,
            last,
        }
    }
}

/// The card's contents, its words in `tr`'s language.
fn card(
    tr: Tr<'_>,
    game: GameKind,
    player: &crate::model::PlayerRecord,
    history: &[RatingPoint],
    figures: &Figures,
) -> render::ProfileCard {
    let word = |w: &str| messages::profile_word(tr, w);
    let figure = |w: &str, value: String| (word(w), value);
    render::ProfileCard {
        name: player.name.clone(),
        title: messages::profile_title(tr, game),
        rating_label: word("rating-label"),
        rating: format!("{}", player.rating.round() as i64),
        deviation: messages::profile_deviation(tr, player.deviation),
        chart_title: word("chart-title"),
        history: history.iter().map(|p| (p.ended_ms, p.rating)).collect(),
        no_history: word("no-history"),
        figures: vec![
            figure("games", player.games.to_string()),
            figure("wins", player.wins.to_string()),
            figure("draws", player.draws.to_string()),
            figure("losses", player.losses.to_string()),
            figure("streak", figures.current_streak.to_string()),
            figure("longest-streak", figures.longest_streak.to_string()),
        ],
        best_win: figures
            .best_win
            .as_ref()
            .map(|(name, rating, id)| {
                (
                    word("best-win"),
                    messages::profile_best_win(tr, name, *rating, &id.to_string()),
                )
            })
            .unwrap_or_default(),
        accuracy: figures
            .accuracy
            .map(|(mean, count)| {
                (
                    word("accuracy"),
                    messages::profile_accuracy(tr, mean, count),
                )
            })
            .unwrap_or_default(),
        opponents_title: word("opponents-title"),
        opponents: figures
            .opponents
            .iter()
            .map(|(name, games, score)| render::Opponent {
                name: name.clone(),
                score: messages::profile_opponent_score(tr, *games, *score),
            })
            .collect(),
        results_title: word("results-title"),
        results: figures
            .last
            .iter()
            .map(|r| match r {
                GameResult::Win => render::Outcome::Win,
                GameResult::Draw => render::Outcome::Draw,
                GameResult::Loss => render::Outcome::Loss,
            })
            .collect(),
        letters: render::OutcomeLetters {
            win: messages::profile_letter(tr, GameResult::Win),
            draw: messages::profile_letter(tr, GameResult::Draw),
            loss: messages::profile_letter(tr, GameResult::Loss),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{GuildId, Opponent};

    fn point(
        id: u64,
        result: GameResult,
        opponents: &[(u64, &str, f64, GameResult)],
    ) -> RatingPoint {
        RatingPoint {
            guild: GuildId(1),
            game: GameKind::default(),
            user: UserId(1),
            id: GameId(id),
            seat: 0,
            ended_ms: id as i64 * 1000,
            rating: 1500.0 + id as f64,
            deviation: 100.0,
            result,
            opponents: opponents
                .iter()
                .map(|&(user, name, rating, result)| Opponent {
                    user: UserId(user),
                    name: name.into(),
                    rating,
                    result,
                })
                .collect(),
            accuracy: None,
        }
    }

    #[test]
    fn figures_come_from_the_history_alone() {
        use GameResult::{Draw, Loss, Win};
        // Oldest to newest: W W W L D W W, against bob mostly, carol twice, dave once.
        let mut history = vec![
            point(1, Win, &[(2, "bob", 1600.0, Win)]),
            point(2, Win, &[(3, "carol", 1750.0, Win)]),
            point(3, Win, &[(2, "bob", 1650.0, Win)]),
            point(4, Loss, &[(2, "bobby", 1700.0, Loss)]),
            point(5, Draw, &[(3, "carol", 1800.0, Draw)]),
            point(6, Win, &[(4, "dave", 1400.0, Win)]),
            point(7, Win, &[(2, "Bob", 1690.0, Win)]),
        ];
        history[1].accuracy = Some(80.0);
        history[5].accuracy = Some(90.0);
        history.reverse();
        let f = Figures::of(&history);
        assert_eq!(f.current_streak, 2);
        assert_eq!(f.longest_streak, 3);
        assert_eq!(f.best_win, Some(("carol".to_string(), 1750.0, GameId(2))));
        assert_eq!(f.accuracy, Some((85.0, 2)));
        assert_eq!(
            f.opponents,
            vec![
                ("Bob".to_string(), 4, [3, 0, 1]),
                ("carol".to_string(), 2, [1, 1, 0]),
                ("dave".to_string(), 1, [1, 0, 0]),
            ]
        );
        assert_eq!(f.last, vec![Win, Win, Win, Loss, Draw, Win, Win]);
    }

    #[test]
    fn a_new_player_has_nothing_to_show_but_the_counts() {
        let f = Figures::of(&[]);
        assert_eq!(
            f,
            Figures {
                current_streak: 0,
                longest_streak: 0,
                best_win: None,
                accuracy: None,
                opponents: Vec::new(),
                last: Vec::new(),
            }
        );
    }

    #[test]
    fn only_the_last_ten_results_show_oldest_first() {
        let history: Vec<RatingPoint> = (1..=25)
            .rev()
            .map(|i| {
                point(
                    i,
                    if i % 2 == 0 {
                        GameResult::Win
                    } else {
                        GameResult::Loss
                    },
                    &[],
                )
            })
            .collect();
        let f = Figures::of(&history);
        assert_eq!(f.last.len(), 10);
        // Games 16 to 25: 16 won, 25 lost.
        assert_eq!(f.last[0], GameResult::Win);
        assert_eq!(f.last[9], GameResult::Loss);
    }
}
