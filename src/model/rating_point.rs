//! One point of a player's rating history: where they stood after one rated game, with
//! what the profile card says about that game (result, opponents, accuracy). A profile
//! is drawn from one read of these points (newest first) and the player's record, so
//! each point carries everything about its game the card shows: the chart (time,
//! rating, deviation), wins/draws/losses and streaks (`result`), the best win and
//! the most-played opponents with the score against each (`opponents`), the last
//! results, the average accuracy (`accuracy`). No game is read to draw it.

use serde::{Deserialize, Serialize};

use super::game::{GameRecord, GameSetup};
use super::ids::{GameId, GuildId, UserId};
use super::kind::GameKind;
use super::player::{PlayerRecord, START_RATING};

/// A game's result for one player, as the rating code counts it in the player's
/// record (`wins`, `draws`, `losses`): a win for a seat among the game's winners (a
/// whole team wins together), a draw for a seat among those who shared a draw, a
/// loss for everyone else. So in a game of three to six players everyone but the
/// winner lost, whatever their points: the counts on the card and the history agree.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum GameResult {
    Win,
    Draw,
    Loss,
}

/// Someone this player played against in the game.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Opponent {
    pub user: UserId,
    /// Their display name in that game (the seat's name).
    pub name: String,
    /// Their rating before the game (1500 for a player new to the game): the best
    /// win is the highest of these among the games won.
    pub rating: f64,
    /// The result between the two of them: this player's class against theirs
    /// (winner, then shared draw, then the rest). With two players it is the game's
    /// result; with more, two seats that both lost drew against each other, which
    /// gives a fair score between two regular opponents of a free-for-all.
    pub result: GameResult,
}

/// A player's rating after one rated game of one kind in one server.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RatingPoint {
    pub guild: GuildId,
    pub game: GameKind,
    pub user: UserId,
    /// The rated game.
    pub id: GameId,
    /// Its seat in that game.
    pub seat: usize,
    /// When the game ended: the chart's time axis, and the history's order.
    pub ended_ms: i64,
    /// Glicko-2 rating and deviation after the game (the newest point of a player is
    /// their record's: the store keeps them so).
    pub rating: f64,
    pub deviation: f64,
    pub result: GameResult,
    /// Everyone else at the table except a team partner (in a four-player team game,
    /// the two seats of the other team).
    pub opponents: Vec<Opponent>,
    /// The player's accuracy in the game, once the game's analysis is kept.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub accuracy: Option<f64>,
}

impl RatingPoint {
    /// The points a rated game adds to its players' histories, one per seat in seat
    /// order, from the seats' records before the game (`None`: new to the game) and
    /// after it (as the rating function returned them; none for an unrated game).
    /// Pure: a store computes them in the step that writes the game's end, again if
    /// that step runs again.
    pub fn of_game(
        game: &GameRecord,
        before: &[Option<PlayerRecord>],
        after: &[PlayerRecord],
    ) -> Vec<RatingPoint> {
        let Some(end) = &game.end else {
            return Vec::new();
        };
        let class = |seat: usize| {
            if end.winners.contains(&seat) {
                GameResult::Win
            } else if end.drawn.contains(&seat) {
                GameResult::Draw
            } else {
                GameResult::Loss
            }
        };
        let teams = matches!(game.setup, GameSetup::Martian { rules, .. } if rules.teams);
        after
            .iter()
            .filter_map(|player| {
                let seat = game.seat_of(player.user)?;
                let opponents = (0..game.seats.len())
                    // Partners sit opposite: seats s and s+2 (the rating code's rule).
                    .filter(|o| *o != seat && !(teams && o % 2 == seat % 2))
                    .map(|o| Opponent {
                        user: game.seats[o].user,
                        name: game.seats[o].name.clone(),
                        rating: before
                            .get(o)
                            .and_then(Option::as_ref)
                            .map_or(START_RATING, |p| p.rating),
                        result: between(class(seat), class(o)),
                    })
                    .collect();
                Some(RatingPoint {
                    guild: game.guild,
                    game: game.kind(),
                    user: player.user,
                    id: game.id,
                    seat,
                    ended_ms: game.ended_ms(),
                    rating: player.rating,
                    deviation: player.deviation,
                    result: class(seat),
                    opponents,
                    accuracy: None,
                })
            })
            .collect()
    }
}

/// One seat's result against another's, from their classes.
fn between(mine: GameResult, theirs: GameResult) -> GameResult {
    let rank = |r: GameResult| match r {
        GameResult::Win => 2,
        GameResult::Draw => 1,
        GameResult::Loss => 0,
    };
    match rank(mine).cmp(&rank(theirs)) {
        std::cmp::Ordering::Greater => GameResult::Win,
        std::cmp::Ordering::Equal => GameResult::Draw,
        std::cmp::Ordering::Less => GameResult::Loss,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Layout, Rules};
    use crate::model::{ChannelId, EndKind, GameEnd, GameStatus, Seat};

    /// A finished game of `players` seats on `layout`, won by `winners` (drawn by
    /// `drawn`).
    fn finished(
        layout: &'static Layout,
        teams: bool,
        winners: &[usize],
        drawn: &[usize],
    ) -> GameRecord {
        let players = layout.players();
        GameRecord {
            id: GameId(9),
            guild: GuildId(3),
            channel: ChannelId(4),
            setup: GameSetup::Martian {
                layout,
                rules: Rules {
                    teams,
                    ..Rules::default()
                },
            },
            seats: (0..players)
                .map(|s| Seat {
                    user: UserId(10 + s as u64),
                    name: format!("p{s}"),
                    accepted: true,
                    computer: None,
                })
                .collect(),
            challenger: UserId(10),
            status: GameStatus::Finished,
            moves: Vec::new(),
            revision: 3,
            created_ms: 1_000,
            updated_ms: 2_000,
            deadline_ms: None,
            reminder_ms: None,
            end: Some(GameEnd {
                kind: EndKind::Rules,
                winners: winners.to_vec(),
                drawn: drawn.to_vec(),
                scores: vec![0; players],
                at_ms: 1_500,
                by_name: None,
                waited_hours: None,
            }),
            parent: None,
            tournament: None,
            draw_offer: Vec::new(),
            outages_through_ms: None,
            turn_clock: None,
        }
    }

    /// The records after `game`: everyone 10 points up (the numbers do not matter).
    fn after(game: &GameRecord) -> Vec<PlayerRecord> {
        game.seats
            .iter()
            .map(|s| {
                let mut p = PlayerRecord::in_game(game.guild, game.kind(), s.user, &s.name);
                p.rating += 10.0;
                p
            })
            .collect()
    }

    fn opponents(point: &RatingPoint) -> Vec<(u64, GameResult)> {
        point
            .opponents
            .iter()
            .map(|o| (o.user.0, o.result))
            .collect()
    }

    #[test]
    fn a_team_game_counts_the_other_team_as_opponents_and_wins_together() {
        let game = finished(Layout::quad(), true, &[1, 3], &[]);
        let before = vec![None, Some(after(&game)[1].clone()), None, None];
        let points = RatingPoint::of_game(&game, &before, &after(&game));
        assert_eq!(points.len(), 4);
        let results: Vec<GameResult> = points.iter().map(|p| p.result).collect();
        use GameResult::{Loss, Win};
        assert_eq!(results, [Loss, Win, Loss, Win]);
        // Seat 0's partner is seat 2: its opponents are seats 1 and 3.
        assert_eq!(opponents(&points[0]), [(11, Loss), (13, Loss)]);
        assert_eq!(opponents(&points[1]), [(10, Win), (12, Win)]);
        // The opponent's rating as it was before the game.
        assert_eq!(points[0].opponents[0].rating, 1510.0);
        assert_eq!(points[0].opponents[1].rating, START_RATING);
        assert_eq!(
            (points[3].seat, points[3].ended_ms, points[3].id),
            (3, 1_500, GameId(9))
        );
        assert_eq!(points[3].rating, 1510.0);
    }

    #[test]
    fn in_a_free_for_all_the_losers_draw_among_themselves() {
        let game = finished(Layout::quad(), false, &[2], &[]);
        let points = RatingPoint::of_game(&game, &[None, None, None, None], &after(&game));
        use GameResult::{Draw, Loss, Win};
        assert_eq!(points[2].result, Win);
        assert_eq!(opponents(&points[2]), [(10, Win), (11, Win), (13, Win)]);
        assert_eq!(points[0].result, Loss);
        assert_eq!(opponents(&points[0]), [(11, Draw), (12, Loss), (13, Draw)]);
        // A shared draw is a draw against everyone.
        let drawn = finished(Layout::duel(), false, &[], &[0, 1]);
        let points = RatingPoint::of_game(&drawn, &[None, None], &after(&drawn));
        assert_eq!(points[0].result, Draw);
        assert_eq!(opponents(&points[0]), [(11, Draw)]);
    }

    #[test]
    fn an_unrated_game_adds_no_points_and_a_point_reads_back_as_written() {
        let game = finished(Layout::duel(), false, &[0], &[]);
        assert!(RatingPoint::of_game(&game, &[None, None], &[]).is_empty());
        let mut point = RatingPoint::of_game(&game, &[None, None], &after(&game)).remove(0);
        point.accuracy = Some(87.5);
        let bytes = crate::model::encode_rating_point(&point);
        // The fields in order, as `stored_point.rs` writes them.
        let text = String::from_utf8(bytes.clone()).unwrap();
        let wanted =
            r#"{"schema":4,"point":[9,0,1500,1510.0,350.0,"win",[[11,"p1",1500.0,"win"]],87.5]}"#;
        assert_eq!(text, wanted);
        let read =
            crate::model::decode_rating_point(GuildId(3), GameKind::Martian, UserId(10), &bytes);
        assert_eq!(read.unwrap(), point);
    }
}
