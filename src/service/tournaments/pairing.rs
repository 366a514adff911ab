//! A tournament moves on: the next round paired and its games created in one atomic
//! write with the round (two game ends at once, or two processes, pair it once: the
//! loser of the revision check reads the round already paired and does nothing), its
//! post in the channel, each game's thread; or, after the last round, the end.

use crate::i18n::Tr;
use crate::model::{
    ruleset_by_name, GameId, GameRecord, GameStatus, GuildId, Seat, Tournament, TournamentGame,
    TournamentId, TournamentRound, TournamentStatus, UserId,
};
use crate::store::StoreError;

use super::super::dispatch::Service;
use super::super::error::{ServiceError, ServiceResult};
use super::super::game_start::thread_title;
use super::super::games::{self, Play};
use super::super::markdown::escape;
use super::super::messages;
use super::super::posts::receipt;
use super::super::reply::{Delivery, Reply, Sent};
use super::super::request::{Challenge, FirstChoice, LayoutChoice, User};
use super::rounds::{self, round_count, NextStep};
use super::ATTEMPTS;

impl Service {
    /// Does what the tournament waits for, if it can now: pairs the next round, or
    /// ends it after the last. Nothing when it waits for games, a start or a resume.
    pub(crate) fn advance_tournament(
        &self,
        guild: GuildId,
        id: TournamentId,
    ) -> ServiceResult<Vec<Reply>> {
        for _ in 0..ATTEMPTS {
            let Some(t) = self.store.tournament(guild, id)? else {
                return Ok(Vec::new());
            };
            let done = match rounds::next_step(&t) {
                NextStep::Pair { round } => self.pair(&t, round)?,
                NextStep::Finish => self.finish(&t, false)?,
                NextStep::Start | NextStep::Games { .. } | NextStep::Nothing => {
                    return Ok(Vec::new())
                }
            };
            // `None`: another write came first; what it did decides the next step.
            if let Some(replies) = done {
                return Ok(replies);
            }
        }
        Err(ServiceError::internal(format!(
            "tournament {id}: it kept changing, {ATTEMPTS} attempts"
        )))
    }

    /// Pairs round `round` of `t` and creates its games, in one write; `None` when
    /// `t` changed meanwhile (nothing was written).
    fn pair(&self, t: &Tournament, round: u32) -> ServiceResult<Option<Vec<Reply>>> {
        let mut pairings = match rounds::pair_round(t, round) {
            Ok(pairings) => pairings,
            // No legal pairing is left (everyone met everyone they still could): the
            // tournament ends here, as its standings stand.
            Err(err) => {
                tracing::info!(
                    "tournament {}: round {round} cannot be paired: {err:?}",
                    t.id
                );
                return self.finish(t, true);
            }
        };
        if !pairings.iter().any(|p| p.second.is_some()) {
            return self.finish(t, true);
        }
        let settings = self.settings_of(t.guild)?;
        let tr = self.tr_public(&settings);
        let now = self.clock.now_ms();
        let mut records = Vec::new();
        for pairing in pairings.iter_mut() {
            let Some(second) = pairing.second else {
                continue;
            };
            let id = self.store.next_game_id()?;
            records.push(self.round_game(tr, t, round, (pairing.first, second), id)?);
            pairing.game = Some(id);
        }
        let mut next = t.clone();
        next.rounds.push(TournamentRound {
            number: round,
            paired_ms: now,
            pairings,
            message: None,
        });
        next.revision = t.revision + 1;
        match self
            .store
            .save_tournament_with_games(&next, t.revision, &records)
        {
            Ok(()) => {}
            Err(StoreError::TournamentChanged { .. }) => return Ok(None),
            Err(other) => return Err(other.into()),
        }
        let mut replies = vec![self.round_post(tr, &next)];
        replies.extend(records.iter().map(|record| thread_for(tr, record)));
        replies.extend(self.tournament_message_edit(&next)?);
        Ok(Some(replies))
    }

    /// A game of round `round` between `first` (who moves first) and `second`, active
    /// from the start, in the tournament's channel until its thread opens.
    fn round_game(
        &self,
        tr: Tr<'_>,
        t: &Tournament,
        round: u32,
        (first, second): (UserId, UserId),
        id: GameId,
    ) -> ServiceResult<GameRecord> {
        let settings = self.settings_of(t.guild)?;
        let user = |who: UserId| User {
            id: who,
            name: t.entrant(who).map_or_else(String::new, |e| e.name.clone()),
            is_manager: false,
            is_bot: false,
        };
        let challenge = Challenge {
            game: t.setup.game,
            opponents: vec![user(second)],
            layout: match t.setup.layout.as_deref() {
                Some("halves") => LayoutChoice::Halves,
                Some(_) => LayoutChoice::Duel,
                None => LayoutChoice::default(),
            },
            ruleset: t.setup.ruleset.as_deref().and_then(ruleset_by_name),
            clock: None,
            first: FirstChoice::Me,
            level: None,
        };
        let setup = games::setup_for(&challenge, settings.default_ruleset);
        let setup = games::deal(&setup, tr, &self.secret_seeds, id)?;
        let now = self.clock.now_ms();
        let seat = |who: UserId| Seat {
            user: who,
            name: user(who).name,
            accepted: true,
            computer: None,
        };
        let mut record = GameRecord {
            id,
            guild: t.guild,
            channel: t.channel,
            setup,
            seats: vec![seat(first), seat(second)],
            challenger: t.created_by,
            status: GameStatus::Active,
            moves: Vec::new(),
            revision: 0,
            created_ms: now,
            updated_ms: now,
            deadline_ms: None,
            reminder_ms: None,
            end: None,
            parent: None,
            tournament: Some(TournamentGame {
                tournament: t.id,
                round,
            }),
            draw_offer: Vec::new(),
            outages_through_ms: None,
            turn_clock: None,
        };
        let to_act = Play::replay(&record)?.to_act().unwrap_or(0);
        self.deadlines.schedule(&mut record, to_act)?;
        Ok(record)
    }

    /// The round's post: its pairings (pinging the players), and the standings so far
    /// after the first round.
    fn round_post(&self, tr: Tr<'_>, t: &Tournament) -> Reply {
        let Some(round) = t.current_round() else {
            return Reply::public(t.channel, String::new());
        };
        let mut lines = vec![messages::tournament_round_title(
            tr,
            &escape(&t.name),
            round.number,
            round_count(t),
        )];
        for pairing in &round.pairings {
            lines.push(self.pairing_line(tr, t, pairing, None));
        }
        lines.push(messages::tournament_round_threads(tr));
        let mut post = Reply::public(t.channel, lines.join("\n"));
        post.delivery = Delivery::Channel;
        post.mentions = round
            .pairings
            .iter()
            .filter(|p| p.second.is_some())
            .flat_map(|p| [p.first].into_iter().chain(p.second))
            .filter_map(|user| t.entrant(user).map(|e| (user, e.name.clone())))
            .collect();
        if round.number > 1 {
            post.image = Some(self.standings_image(tr, t, self.standings_title(tr, t)));
        }
        post
    }

    /// The tournament ends: its final standings and podium in the channel. `early`:
    /// before its last round (no round could be paired).
    pub(crate) fn finish(&self, t: &Tournament, early: bool) -> ServiceResult<Option<Vec<Reply>>> {
        let now = self.clock.now_ms();
        let mut next = t.clone();
        next.status = TournamentStatus::Finished;
        next.ended_ms = Some(now);
        next.revision = t.revision + 1;
        match self.store.save_tournament(&next, t.revision) {
            Ok(()) => {}
            Err(StoreError::TournamentChanged { .. }) => return Ok(None),
            Err(other) => return Err(other.into()),
        }
        let tr = self.tr_public(&self.settings_of(t.guild)?);
        let table = rounds::table(&next);
        // The places 1 to 3 that someone holds, with everyone holding each.
        let places: Vec<(usize, String)> = (1..=3)
            .filter_map(|rank| {
                let named: Vec<String> = table
                    .iter()
                    .filter(|s| s.rank == rank)
                    .filter_map(|s| next.entrant(UserId(s.id.0)))
                    .map(|e| escape(&e.name))
                    .collect();
                (!named.is_empty()).then(|| (rank, tr.list(&named)))
            })
            .collect();
        let mut lines = Vec::new();
        if early {
            lines.push(messages::tournament_ended_early(tr));
        }
        lines.push(messages::tournament_podium(
            tr,
            &escape(&next.name),
            &places,
        ));
        let mut post = Reply::public(next.channel, lines.join("\n"));
        post.delivery = Delivery::Channel;
        post.image = Some(self.standings_image(tr, &next, self.standings_title(tr, &next)));
        post.mentions = table
            .iter()
            .take(3)
            .filter_map(|s| next.entrant(UserId(s.id.0)))
            .map(|e| (e.user, e.name.clone()))
            .collect();
        let mut replies = vec![post];
        replies.extend(self.tournament_message_edit(&next)?);
        Ok(Some(replies))
    }
}

/// Opens the game's thread, from no message, in the tournament's channel.
pub(crate) fn thread_for(tr: Tr<'_>, record: &GameRecord) -> Reply {
    let mut open = Reply::public(record.channel, thread_title(tr, record));
    open.delivery = Delivery::NewThread;
    open.silent = true;
    open.receipt = Some(receipt(record, Sent::Thread));
    open
}
