//! `/martian analyse`, the Analyse button under a finished game, and the menu of boards
//! under an analysis: the computer's judgement of every move of a game no longer
//! played (each game analyses its own: see `games/`), kept with the game once made.
//!
//! An analysis takes seconds, so the first answer says it is under way (and how many
//! run before it: see `analysis_queue.rs`) and carries a [`Followup`]; the adapter
//! waits for it on a blocking thread and puts the analysis in that answer's place, or,
//! when the answer can no longer be edited (Discord allows 15 minutes), posts it anew
//! in the channel, pinging who asked. An analysis already made is shown at once.

use crate::i18n::Tr;
use crate::model::{GameAnalysis, GameId, GameRecord, GameStatus, MoveLabel};
use crate::render;

use super::dispatch::Service;
use super::error::{ErrorChain, ServiceError, ServiceResult};
use super::followup::Followup;
use super::games;
use super::messages;
use super::names::{plain_name, seat_name};
use super::reply::{
    Attachment, ComponentAction, ComponentId, Delivery, Drawing, Reply, Row, Select, SelectOption,
    MAX_CHOICES,
};
use super::request::Request;
use super::visibility;

/// Marked moves written out in an analysis's message (the rest are in its menu):
/// Discord's 2000 characters hold this many with room to spare.
const MARKED_LINES: usize = 12;

impl Service {
    /// `/martian analyse game:<id>`.
    pub(crate) fn analyse(&self, request: &Request, id_text: &str) -> ServiceResult<Vec<Reply>> {
        let game = self.game_for_asker(request, id_text)?;
        self.analysis_of(request, game)
    }

    /// The Analyse button under a finished game.
    pub(crate) fn analyse_button(
        &self,
        request: &Request,
        id: GameId,
    ) -> ServiceResult<Vec<Reply>> {
        self.analyse(request, &id.to_string())
    }

    /// The analysis of `game`, stored or to be made.
    fn analysis_of(&self, request: &Request, game: GameRecord) -> ServiceResult<Vec<Reply>> {
        let mine = self.tr_private(request);
        let id = game.id.to_string();
        if matches!(game.status, GameStatus::Invited | GameStatus::Active) {
            return Err(ServiceError::user(messages::analysis_in_progress(
                mine, &id,
            )));
        }
        if game.moves.is_empty() {
            return Err(ServiceError::user(messages::analysis_no_moves(mine, &id)));
        }
        if !games::can_analyse(&game) {
            return Err(ServiceError::user(messages::analysis_not_available(
                mine, &id,
            )));
        }
        let tr = self.tr_public_for(request)?;
        if let Some(analysis) = self.store.analysis(request.guild, game.id)? {
            return Ok(vec![self.analysis_reply(tr, request, &game, &analysis)?]);
        }
        let store = self.store.clone();
        let record = game.clone();
        let (job, queued) = self.analyses.enqueue(request.guild, game.id, move || {
            // Made meanwhile (by another process sharing the store, say): not again.
            if let Some(made) = store.analysis(record.guild, record.id)? {
                return Ok(made);
            }
            let analysis = games::analyse(&record)?.map_err(|why| {
                ServiceError::internal(format!("game {} cannot be analysed: {why:?}", record.id))
            })?;
            store.save_analysis(record.guild, record.id, &analysis)?;
            Ok(analysis)
        });
        let mut reply = Reply::public(
            request.channel,
            messages::analysis_queued(tr, &id, queued.ahead),
        );
        // Asked for, so news to nobody else.
        reply.silent = true;
        reply.followup = Some(Followup {
            job,
            request: Box::new(request.clone()),
            record: Box::new(game),
        });
        Ok(vec![reply])
    }

    /// Waits for the analysis `followup` is about, and gives what replaces its first
    /// answer: the analysis, or why there is none. `late`: the first answer can no
    /// longer be edited, so the analysis is posted anew in the channel, pinging who
    /// asked. Blocks: call it on a thread that may.
    pub fn finish_analysis(&self, followup: &Followup, late: bool) -> Vec<Reply> {
        let request = &followup.request;
        let game = &followup.record;
        let id = game.id.to_string();
        let outcome = followup.job.wait();
        // Everyone saw "analysing…": what replaces it speaks the server's language (the
        // asker's when the settings cannot be read).
        let tr = self
            .tr_public_for(request)
            .unwrap_or_else(|_| self.tr_private(request));
        let made = outcome.map_err(|err| {
            tracing::error!("the analysis of game {id} failed: {}", ErrorChain(&*err));
            ServiceError::user(messages::analysis_failed(tr, &id))
        });
        let reply = made.and_then(|analysis| self.analysis_reply(tr, request, game, &analysis));
        let mut reply = match reply {
            Ok(reply) => reply,
            Err(ServiceError::User(text)) => Reply::public(request.channel, text),
            Err(err) => {
                tracing::error!("the analysis of game {id} could not be shown: {err}");
                Reply::public(request.channel, messages::analysis_failed(tr, &id))
            }
        };
        if late {
            let asker = request.user.id;
            reply.text = format!(
                "{}\n{}",
                messages::analysis_late(tr, &asker.mention(), &id),
                reply.text
            );
            reply.delivery = Delivery::Channel;
            reply.mentions = vec![(asker, request.user.name.clone())];
            reply.silent = false;
        }
        vec![reply]
    }

    /// A marked move's board, chosen in an analysis's menu: only for the chooser.
    pub(crate) fn analysis_board(
        &self,
        request: &Request,
        id: GameId,
        value: &str,
    ) -> ServiceResult<Vec<Reply>> {
        let mine = self.tr_private(request);
        let game = self.game_for_asker(request, &id.to_string())?;
        let unknown = || ServiceError::user(messages::analysis_unknown_move(mine, &id.to_string()));
        let ply: usize = value.parse().map_err(|_| unknown())?;
        let analysis = self
            .store
            .analysis(request.guild, id)?
            .ok_or_else(unknown)?;
        let judged = analysis.moves.get(ply).ok_or_else(unknown)?;
        let label = judged.label.ok_or_else(unknown)?;
        let kind = game.kind();
        let played = games::analysed_move_text(mine, kind, &judged.played);
        let best = games::analysed_move_text(mine, kind, &judged.best);
        let text = messages::analysis_board(
            mine,
            number_of(&game, ply),
            &seat_name(&game, judged.seat),
            &played,
            label,
            &best,
            games::draws_better_move(kind),
        );
        let mut reply = Reply::private(request.channel, request.user.id, text);
        reply.image = Some(games::board_before(mine, &game, ply, &judged.best)?);
        Ok(vec![reply])
    }

    /// The game `id_text` names, if the asker may see it; else the same sentence as
    /// for a game that does not exist.
    pub(crate) fn game_for_asker(
        &self,
        request: &Request,
        id_text: &str,
    ) -> ServiceResult<GameRecord> {
        let mine = self.tr_private(request);
        let id: GameId = id_text
            .parse()
            .map_err(|_| ServiceError::user(messages::not_a_game_id(mine, id_text)))?;
        match self.store.game(request.guild, id)? {
            Some(game) if visibility::may_see(request, &game) => Ok(game),
            _ => Err(ServiceError::user(messages::unknown_game(
                mine,
                id_text.trim(),
            ))),
        }
    }

    /// The analysis as everyone in the channel reads it: each player's accuracy, the
    /// marked moves, the graph, and a menu of the marked moves' boards.
    fn analysis_reply(
        &self,
        tr: Tr<'_>,
        request: &Request,
        game: &GameRecord,
        analysis: &GameAnalysis,
    ) -> ServiceResult<Reply> {
        let id = game.id.to_string();
        let kind = game.kind();
        let names: Vec<String> = (0..game.seats.len()).map(|s| seat_name(game, s)).collect();
        let mut lines = vec![messages::analysis_title(tr, &id, &names)];
        for (seat, name) in names.iter().enumerate() {
            let figures = analysis.seats.get(seat).cloned().unwrap_or_default();
            lines.push(messages::analysis_player(
                tr,
                name,
                figures.accuracy,
                [figures.inaccuracies, figures.mistakes, figures.blunders],
            ));
        }
        let marked: Vec<(usize, MoveLabel)> = analysis
            .moves
            .iter()
            .enumerate()
            .filter_map(|(ply, m)| m.label.map(|label| (ply, label)))
            .collect();
        if marked.is_empty() {
            lines.push(messages::analysis_no_marks(tr));
        } else {
            lines.push(messages::analysis_marked_title(tr));
        }
        let in_points = games::evaluates_in_points(kind);
        for &(ply, label) in marked.iter().take(MARKED_LINES) {
            let m = &analysis.moves[ply];
            let lost = f64::from(m.before - m.after) / 100.0;
            lines.push(messages::analysis_marked(
                tr,
                number_of(game, ply),
                names.get(m.seat).map_or("?", String::as_str),
                &games::analysed_move_text(tr, kind, &m.played),
                label,
                m.chance_before - m.chance_after,
                in_points.then_some(lost),
                &games::analysed_move_text(tr, kind, &m.best),
            ));
        }
        if marked.len() > MARKED_LINES {
            lines.push(messages::analysis_more_marked(
                tr,
                marked.len() - MARKED_LINES,
            ));
        }
        lines.push(messages::analysis_method(tr, analysis.nodes));
        let mut reply = Reply::public(request.channel, lines.join("\n"));
        reply.image = Some(self.analysis_graph(tr, game, analysis)?);
        if !marked.is_empty() {
            reply.components = vec![Row::Select(Select {
                custom_id: ComponentId::new(game.id, game.ply(), ComponentAction::AnalysisBoard)
                    .encode(),
                placeholder: messages::analysis_board_placeholder(tr),
                options: marked
                    .iter()
                    .take(MAX_CHOICES)
                    .map(|&(ply, label)| {
                        let m = &analysis.moves[ply];
                        SelectOption {
                            label: messages::analysis_board_option(
                                tr,
                                number_of(game, ply),
                                &plain_name(game, m.seat),
                                &games::analysed_move_text(tr, kind, &m.played),
                                label,
                            ),
                            value: ply.to_string(),
                            description: None,
                        }
                    })
                    .collect(),
            })];
        }
        // Asked for: news to nobody else.
        reply.silent = true;
        Ok(reply)
    }

    /// The graph of the players' winning chances, with its text for screen readers.
    fn analysis_graph(
        &self,
        tr: Tr<'_>,
        game: &GameRecord,
        analysis: &GameAnalysis,
    ) -> ServiceResult<Attachment> {
        let captured = games::captured_points(game)?;
        let seats = game.seats.len();
        let accuracy = |seat: usize| analysis.seats.get(seat).and_then(|s| s.accuracy);
        let graph = render::Graph {
            legend: (0..seats)
                .map(|s| {
                    (
                        plain_name(game, s),
                        messages::analysis_graph_legend(tr, accuracy(s)),
                    )
                })
                .collect(),
            title: messages::analysis_graph_title(tr),
            moves: analysis
                .moves
                .iter()
                .enumerate()
                .map(|(ply, m)| render::GraphMove {
                    mover: m.seat,
                    after: (m.chance_after / 100.0).clamp(0.0, 1.0),
                    mark: m.label.map(|label| match label {
                        MoveLabel::Inaccuracy => render::Mark::Inaccuracy,
                        MoveLabel::Mistake => render::Mark::Mistake,
                        MoveLabel::Blunder => render::Mark::Blunder,
                    }),
                    captured: captured.get(ply).copied().unwrap_or(0),
                })
                .collect(),
        };
        // Each player's chance after their own last move (or where it started).
        let last_chance = |seat: usize| {
            analysis
                .moves
                .iter()
                .rev()
                .find(|m| m.seat == seat)
                .map_or(100.0 / seats.max(1) as f64, |m| m.chance_after)
        };
        let players: Vec<String> = (0..seats)
            .map(|s| {
                messages::analysis_alt_player(tr, &plain_name(game, s), accuracy(s), last_chance(s))
            })
            .collect();
        let marked = analysis.moves.iter().filter(|m| m.label.is_some()).count();
        let mut image = Attachment::drawn_later(
            format!("analysis-{}.png", game.id),
            Drawing::new(move || render::graph_png(&graph)),
        );
        image.description = Some(messages::analysis_alt(
            tr,
            &game.id.to_string(),
            &players,
            marked,
        ));
        Ok(image)
    }
}

/// A move's number as the game's replay writes it (see `games::move_number`).
fn number_of(game: &GameRecord, ply: usize) -> usize {
    games::move_number(game, ply)
}
