//! Playing: moves (typed, or picked from menus), the computer's replies, the move list,
//! the board, resignation, components and autocomplete.

use std::sync::Arc;

use crate::engine::{squares, IllegalReason, Move, Position};
use crate::model::{ChannelId, EndKind, GameStatus, GuildId, UserId};

use super::error::{ServiceError, ServiceResult};
use super::games::Loaded;
use super::messages;
use super::reply::{
    Button, ButtonStyle, ComponentAction, ComponentId, Delivery, Reply, Row, Select, SelectOption,
};
use super::request::Request;
use super::seeds::ply_seed;
use super::view::{resign_end, rules_end, seat_name};
use super::Service;

/// Discord's limit on autocomplete choices and select-menu options.
pub const MAX_CHOICES: usize = 25;

/// "c3b4 pawn", "d2a5 queen takes drone (+2)", "b3c2 merge -> drone".
pub fn move_label(pos: &Position, m: Move) -> String {
    let mut after = *pos;
    let played = after.play_unchecked(m);
    let mut label = format!("{m} {}", played.piece.name());
    if let Some(captured) = played.captured {
        label = format!("{label} takes {} (+{})", captured.name(), captured.points());
    } else if let Some(merged) = played.merged_into {
        label = format!("{m} merge -> {}", merged.name());
    } else if played.crossed_to.is_some() {
        label.push_str(", crosses into another zone");
    }
    label
}

impl Service {
    /// The computer's moves owed in the channel's game (after a restart, say), made
    /// before a request about the game is handled and announced like any other: the
    /// board, pinging whoever is to move next, as a channel message of its own (the
    /// request may be someone else's, and its answer private).
    pub(crate) fn catch_up(&self, request: &Request) -> ServiceResult<Option<Reply>> {
        let Some(loaded) = self.load_open(request.guild, request.channel)? else {
            return Ok(None);
        };
        if loaded.record.status != GameStatus::Active {
            return Ok(None);
        }
        let mut lines = Vec::new();
        let next = self.computer_turns(loaded, &mut lines)?;
        if lines.is_empty() {
            return Ok(None);
        }
        Ok(Some(self.board_message(&next, lines, Delivery::Channel)))
    }

    /// The channel's game, which must be under way (the computer has caught up
    /// already: see [`Service::catch_up`]).
    fn active_game(&self, request: &Request) -> ServiceResult<Arc<Loaded>> {
        let loaded = self
            .load_open(request.guild, request.channel)?
            .ok_or_else(|| ServiceError::user(messages::no_game_here()))?;
        if loaded.record.status == GameStatus::Invited {
            let waiting: Vec<String> = (0..loaded.record.seats.len())
                .filter(|s| !loaded.record.seats[*s].accepted)
                .map(|s| seat_name(&loaded.record, s))
                .collect();
            return Err(ServiceError::user(messages::not_started(
                &messages::join_names(&waiting),
            )));
        }
        Ok(loaded)
    }

    /// Checks that `user` may move now in this game.
    fn check_turn(&self, loaded: &Loaded, user: UserId) -> ServiceResult<()> {
        let seat = loaded
            .record
            .seat_of(user)
            .ok_or_else(|| ServiceError::user(messages::not_a_player()))?;
        let pos = loaded.game.position();
        if pos.is_over() || loaded.record.status != GameStatus::Active {
            return Err(ServiceError::user(messages::game_over_already()));
        }
        let to_move = pos.to_move().index();
        if seat != to_move {
            if loaded.record.seats[to_move].computer.is_some() {
                return Err(ServiceError::user(messages::computer_turn()));
            }
            return Err(ServiceError::user(messages::not_your_turn(&seat_name(
                &loaded.record,
                to_move,
            ))));
        }
        Ok(())
    }

    /// The engine's sentence, with seats named as the players know them.
    fn explain(
        &self,
        record: &crate::model::GameRecord,
        err: &crate::engine::IllegalMove,
    ) -> String {
        match &err.reason {
            IllegalReason::NotYourPiece {
                square,
                piece,
                owner,
                owner_zone,
                your_zone,
            } => messages::not_your_piece(
                piece.name(),
                &square.to_string(),
                &seat_name(record, owner.index()),
                owner_zone,
                your_zone,
            ),
            _ => messages::illegal(&err.to_string()),
        }
    }

    /// Plays one move and stores it (durably) before anything is said about it;
    /// returns the new state and what to say (the move, and ratings if it ended).
    fn apply(&self, loaded: &Loaded, m: Move) -> ServiceResult<(Arc<Loaded>, Vec<String>)> {
        let mut record = loaded.record.clone();
        let mut game = loaded.game.clone();
        let mover = game.position().to_move().index();
        let played = game
            .play(m)
            .map_err(|e| ServiceError::user(self.explain(&loaded.record, &e)))?;
        record.moves.push(m.to_string());
        let mut lines = vec![messages::played(
            &seat_name(&record, mover),
            &m.to_string(),
            &played,
        )];
        if let Some(outcome) = game.position().outcome() {
            record.status = GameStatus::Finished;
            record.end = Some(rules_end(
                &record,
                game.position(),
                &outcome,
                self.clock.now_ms(),
            ));
            let moved = Loaded {
                record: loaded.record.clone(),
                game,
            };
            let (next, mut more) = self.commit_end(&moved, record)?;
            lines.append(&mut more);
            return Ok((next, lines));
        }
        self.schedule(&mut record, game.position().to_move().index())?;
        self.save(&mut record, loaded.record.revision)?;
        let next = Arc::new(Loaded { record, game });
        self.remember(&next);
        Ok((next, lines))
    }

    /// Lets the computer move while it is its turn.
    pub(crate) fn computer_turns(
        &self,
        mut loaded: Arc<Loaded>,
        lines: &mut Vec<String>,
    ) -> ServiceResult<Arc<Loaded>> {
        while loaded.record.status == GameStatus::Active {
            let pos = *loaded.game.position();
            let seat = pos.to_move().index();
            let Some(computer) = loaded
                .record
                .seats
                .get(seat)
                .and_then(|s| s.computer.clone())
            else {
                break;
            };
            let seed = ply_seed(computer.seed, loaded.record.ply());
            let Some(m) = self.computer.choose(&pos, computer.level, seed) else {
                break;
            };
            if !pos.is_legal(m) {
                return Err(ServiceError::internal(format!(
                    "the computer chose the illegal move {m} in {pos}"
                )));
            }
            let (next, mut said) = self.apply(&loaded, m)?;
            lines.append(&mut said);
            loaded = next;
        }
        Ok(loaded)
    }

    pub(crate) fn play_move(
        &self,
        request: &Request,
        text: &str,
        call_clock: bool,
    ) -> ServiceResult<Vec<Reply>> {
        let loaded = self.active_game(request)?;
        self.play_in(request, &loaded, text, call_clock)
    }

    fn play_in(
        &self,
        request: &Request,
        loaded: &Loaded,
        text: &str,
        call_clock: bool,
    ) -> ServiceResult<Vec<Reply>> {
        self.check_turn(loaded, request.user.id)?;
        let pos = loaded.game.position();
        let mut m = pos
            .parse_move(text)
            .map_err(|e| ServiceError::user(self.explain(&loaded.record, &e)))?;
        if call_clock && !m.calls_clock() {
            m = m.calling_clock();
            pos.check(m)
                .map_err(|e| ServiceError::user(self.explain(&loaded.record, &e)))?;
        }
        let (next, mut lines) = self.apply(loaded, m)?;
        let next = self.computer_turns(next, &mut lines)?;
        Ok(vec![self.board_message(&next, lines, Delivery::Respond)])
    }

    pub(crate) fn list_moves(&self, request: &Request) -> ServiceResult<Vec<Reply>> {
        let loaded = self.active_game(request)?;
        self.check_turn(&loaded, request.user.id)?;
        let pos = loaded.game.position();
        let mut lines = vec![format!("Your legal moves ({}):", pos.count_legal_moves())];
        for from in squares(pos.owned_by(pos.to_move())) {
            let targets: Vec<String> = squares(pos.legal_targets(from))
                .map(|t| t.to_string())
                .collect();
            if let (Some(piece), false) = (pos.piece_at(from), targets.is_empty()) {
                lines.push(format!(
                    "• {} on {from}: {}",
                    piece.name(),
                    targets.join(", ")
                ));
            }
        }
        if pos.can_call_clock() {
            lines.push(
                "Add `clock:true` (or a trailing *) to call the clock with your move.".into(),
            );
        }
        Ok(vec![Reply::private(
            request.channel,
            request.user.id,
            lines.join("\n"),
        )])
    }

    pub(crate) fn show_board(&self, request: &Request, public: bool) -> ServiceResult<Vec<Reply>> {
        let loaded = self
            .load_open(request.guild, request.channel)?
            .ok_or_else(|| ServiceError::user(messages::no_game_here()))?;
        Ok(vec![self.board_view(request, &loaded, public)])
    }

    fn board_view(&self, request: &Request, loaded: &Loaded, public: bool) -> Reply {
        let pos = loaded.game.position();
        let mut text = format!("Position (MCFEN), to copy:\n```\n{pos}\n```");
        if loaded.record.status == GameStatus::Invited {
            text = format!("The game hasn't started yet.\n{text}");
        }
        let mut reply = if public {
            Reply::public(request.channel, text)
        } else {
            Reply::private(request.channel, request.user.id, text)
        };
        reply.image = Some(self.board_image(loaded));
        if public {
            reply.components = Self::board_buttons(&loaded.record);
        }
        reply
    }

    pub(crate) fn ask_resign(&self, request: &Request) -> ServiceResult<Vec<Reply>> {
        let loaded = self.active_game(request)?;
        self.confirm_resign_prompt(request, &loaded)
    }

    fn confirm_resign_prompt(
        &self,
        request: &Request,
        loaded: &Loaded,
    ) -> ServiceResult<Vec<Reply>> {
        let record = &loaded.record;
        let seat = record
            .seat_of(request.user.id)
            .ok_or_else(|| ServiceError::user(messages::not_a_player()))?;
        let preview = resign_end(
            record,
            loaded.game.position(),
            seat,
            EndKind::Resigned { seat },
            0,
        );
        let winners: Vec<String> = preview
            .winners
            .iter()
            .chain(&preview.drawn)
            .map(|s| seat_name(record, *s))
            .collect();
        let id = |action| ComponentId::new(record.id, record.ply(), action).encode();
        let mut reply = Reply::private(
            request.channel,
            request.user.id,
            messages::confirm_resign(&messages::join_names(&winners)),
        );
        reply.components = vec![Row::Buttons(vec![
            Button {
                custom_id: id(ComponentAction::ConfirmResign),
                label: "Resign".into(),
                style: ButtonStyle::Danger,
            },
            Button {
                custom_id: id(ComponentAction::CancelResign),
                label: "Keep playing".into(),
                style: ButtonStyle::Secondary,
            },
        ])];
        Ok(vec![reply])
    }

    fn resign(&self, request: &Request, loaded: &Loaded) -> ServiceResult<Vec<Reply>> {
        let seat = loaded
            .record
            .seat_of(request.user.id)
            .ok_or_else(|| ServiceError::user(messages::not_a_player()))?;
        if loaded.record.status != GameStatus::Active {
            return Err(ServiceError::user(messages::game_over_already()));
        }
        let mut record = loaded.record.clone();
        let end = resign_end(
            &record,
            loaded.game.position(),
            seat,
            EndKind::Resigned { seat },
            self.clock.now_ms(),
        );
        record.status = GameStatus::Finished;
        record.end = Some(end);
        let (next, lines) = self.commit_end(loaded, record)?;
        Ok(vec![self.board_message(&next, lines, Delivery::Respond)])
    }

    /// A button or select menu.
    pub(crate) fn click(
        &self,
        request: &Request,
        custom_id: &str,
        values: &[String],
    ) -> ServiceResult<Vec<Reply>> {
        let id = ComponentId::parse(custom_id)
            .ok_or_else(|| ServiceError::user(messages::unknown_component()))?;
        let loaded = match self.load_open(request.guild, request.channel)? {
            Some(loaded) if loaded.record.id == id.game => loaded,
            _ => return Err(ServiceError::user(messages::game_gone())),
        };
        let current = loaded.record.ply();
        let stale = || Err(ServiceError::user(messages::stale_board(current)));
        let value = values.first().map(String::as_str).unwrap_or("");
        match id.action {
            ComponentAction::Accept => self.accept_game(request, &loaded),
            ComponentAction::Decline => self.decline_game(request, &loaded),
            ComponentAction::Board => Ok(vec![self.board_view(request, &loaded, false)]),
            ComponentAction::Resign => self.confirm_resign_prompt(request, &loaded),
            ComponentAction::ConfirmResign => self.resign(request, &loaded),
            ComponentAction::CancelResign => {
                let mut reply = Reply::private(
                    request.channel,
                    request.user.id,
                    messages::resign_cancelled(),
                );
                reply.delivery = Delivery::Update;
                Ok(vec![reply])
            }
            _ if id.ply != current => stale(),
            ComponentAction::Move => self.piece_menu(request, &loaded),
            ComponentAction::Piece => self.target_menu(request, &loaded, value),
            ComponentAction::Target(_) => self.play_in(request, &loaded, value, false),
        }
    }

    fn piece_menu(&self, request: &Request, loaded: &Loaded) -> ServiceResult<Vec<Reply>> {
        self.check_turn(loaded, request.user.id)?;
        let pos = loaded.game.position();
        let options: Vec<SelectOption> = squares(pos.owned_by(pos.to_move()))
            .filter_map(|from| {
                let count = pos.legal_targets(from).count_ones();
                let piece = pos.piece_at(from)?;
                (count > 0).then(|| SelectOption {
                    label: format!("{} on {from}", piece.name()),
                    value: from.to_string(),
                    description: Some(format!("{count} move{}", if count == 1 { "" } else { "s" })),
                })
            })
            .take(MAX_CHOICES)
            .collect();
        let mut reply = Reply::private(
            request.channel,
            request.user.id,
            messages::pick_piece(options.len()),
        );
        reply.components = vec![Row::Select(Select {
            custom_id: ComponentId::new(
                loaded.record.id,
                loaded.record.ply(),
                ComponentAction::Piece,
            )
            .encode(),
            placeholder: "Piece to move".into(),
            options,
        })];
        Ok(vec![reply])
    }

    fn target_menu(
        &self,
        request: &Request,
        loaded: &Loaded,
        square: &str,
    ) -> ServiceResult<Vec<Reply>> {
        self.check_turn(loaded, request.user.id)?;
        let pos = loaded.game.position();
        let from: crate::engine::Square = square
            .parse()
            .map_err(|_| ServiceError::user(messages::no_moves_for_piece(square)))?;
        let piece = pos
            .piece_at(from)
            .ok_or_else(|| ServiceError::user(messages::no_moves_for_piece(square)))?;
        let mut moves: Vec<Move> = squares(pos.legal_targets(from))
            .map(|to| Move::new(from, to))
            .collect();
        if moves.is_empty() {
            return Err(ServiceError::user(messages::no_moves_for_piece(square)));
        }
        // A queen on the big board can have more than 25 moves: captures first.
        moves.sort_by_key(|m| (pos.piece_at(m.to()).is_none(), m.to_string()));
        let options = moves
            .iter()
            .take(MAX_CHOICES)
            .map(|m| SelectOption {
                label: move_label(pos, *m),
                value: m.to_string(),
                description: None,
            })
            .collect();
        let mut reply = Reply::private(
            request.channel,
            request.user.id,
            messages::pick_target(piece, square),
        );
        reply.delivery = Delivery::Update;
        reply.components = vec![Row::Select(Select {
            custom_id: ComponentId::new(
                loaded.record.id,
                loaded.record.ply(),
                ComponentAction::Target(from.to_string()),
            )
            .encode(),
            placeholder: format!("Where the {} on {from} goes", piece.name()),
            options,
        })];
        Ok(vec![reply])
    }

    /// Up to 25 labelled legal moves of `user`'s game in this channel starting with
    /// what they typed, as (label, value). Answered from memory when the game is there.
    pub fn autocomplete_move(
        &self,
        user: UserId,
        guild: GuildId,
        channel: ChannelId,
        typed: &str,
    ) -> Vec<(String, String)> {
        let loaded = match self.cached(guild, channel) {
            Some(loaded) => loaded,
            None => match self.load_open(guild, channel) {
                Ok(Some(loaded)) => loaded,
                _ => return Vec::new(),
            },
        };
        if self.check_turn(&loaded, user).is_err() {
            return Vec::new();
        }
        let wanted: String = typed
            .chars()
            .filter(|c| c.is_ascii_alphanumeric() && !matches!(c, 'x' | 'X'))
            .map(|c| c.to_ascii_lowercase())
            .collect();
        let pos = loaded.game.position();
        let mut choices: Vec<(String, String)> = pos
            .legal_moves()
            .into_iter()
            .map(|m| (m, m.to_string()))
            .filter(|(_, text)| text.starts_with(&wanted))
            .map(|(m, text)| (move_label(pos, m), text))
            .collect();
        choices.sort_by(|a, b| a.1.cmp(&b.1));
        choices.truncate(MAX_CHOICES);
        choices
    }
}
