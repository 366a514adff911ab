//! Playing: moves (typed, or picked from menus), the computer's replies, the move list,
//! the board, resignation, components and autocomplete.

use std::sync::Arc;

use crate::engine::{squares, Move, Position};
use crate::i18n::Tr;
use crate::model::{ChannelId, EndKind, GameStatus, GuildId, UserId};

use super::error::{ServiceError, ServiceResult};
use super::game_state::Play;
use super::games::Loaded;
use super::live::board_link;
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
pub fn move_label(tr: Tr<'_>, pos: &Position, m: Move) -> String {
    let mut after = *pos;
    let played = after.play_unchecked(m);
    messages::move_label(tr, &m.to_string(), &played)
}

impl Service {
    /// The computer's moves owed in the channel's game (after a restart, say), made
    /// before a request about the game is handled and announced like any other: the
    /// board, pinging whoever is to move next, as a channel message of its own (the
    /// request may be someone else's, and its answer private).
    pub(crate) fn catch_up(&self, request: &Request) -> ServiceResult<Option<Vec<Reply>>> {
        let Some(loaded) = self.load_open(request.guild, request.channel)? else {
            return Ok(None);
        };
        if loaded.record.status != GameStatus::Active {
            return Ok(None);
        }
        let tr = self.tr_public_for(request)?;
        let mut lines = Vec::new();
        let next = self.computer_turns_in(tr, loaded, &mut lines)?;
        if lines.is_empty() {
            return Ok(None);
        }
        Ok(Some(self.board_posts(tr, &next, lines, None)))
    }

    /// The channel's game, which must be under way (the computer has caught up
    /// already: see [`Service::catch_up`]).
    pub(crate) fn active_game(&self, request: &Request) -> ServiceResult<Arc<Loaded>> {
        let mine = self.tr_private(request);
        let loaded = self
            .load_open(request.guild, request.channel)?
            .ok_or_else(|| ServiceError::user(messages::no_game_here(mine)))?;
        if loaded.record.status == GameStatus::Invited {
            let free = super::lobby::open_seats(&loaded.record).len();
            if free > 0 {
                return Err(ServiceError::user(messages::open_not_started(mine, free)));
            }
            let waiting: Vec<String> = (0..loaded.record.seats.len())
                .filter(|s| !loaded.record.seats[*s].accepted)
                .map(|s| seat_name(&loaded.record, s))
                .collect();
            return Err(ServiceError::user(messages::not_started(mine, &waiting)));
        }
        Ok(loaded)
    }

    /// The game with the requester's language kept on their seat (see
    /// `Seat::locale`: reminders are written in it), not saved: a move or a
    /// resignation saves it with itself, [`Service::keep_locale`] saves it alone.
    pub(crate) fn note_locale(&self, request: &Request, loaded: &Arc<Loaded>) -> Arc<Loaded> {
        let Some(seat) = loaded.record.seat_of(request.user.id) else {
            return loaded.clone();
        };
        let code = self.locale_code(request);
        if loaded.record.seats[seat].locale.as_deref() == Some(code.as_str()) {
            return loaded.clone();
        }
        let mut next = Loaded::clone(loaded);
        next.record.seats[seat].locale = Some(code);
        Arc::new(next)
    }

    /// [`Service::note_locale`], saved now when it changed anything (for requests that
    /// do not save the game themselves). A write that loses a race is left for the
    /// next request: the language is a courtesy, not worth failing the request for.
    fn keep_locale(&self, request: &Request, loaded: Arc<Loaded>) -> ServiceResult<Arc<Loaded>> {
        let noted = self.note_locale(request, &loaded);
        if Arc::ptr_eq(&noted, &loaded) || !loaded.record.is_open() {
            return Ok(loaded);
        }
        let mut record = noted.record.clone();
        match self.write_on(&mut record, &loaded.record) {
            Ok(()) => {
                let next = Arc::new(Loaded {
                    record,
                    game: noted.game.clone(),
                });
                self.remember(&next);
                Ok(next)
            }
            Err(crate::store::StoreError::Stale { .. }) => Ok(loaded),
            Err(other) => Err(other.into()),
        }
    }

    /// Checks that `user` may move now in this game; says why not in `tr`'s language.
    pub(crate) fn check_turn(
        &self,
        tr: Tr<'_>,
        loaded: &Loaded,
        user: UserId,
    ) -> ServiceResult<()> {
        let seat = loaded
            .record
            .seat_of(user)
            .ok_or_else(|| ServiceError::user(messages::not_a_player(tr)))?;
        let Some(to_move) = loaded.game.to_act() else {
            return Err(ServiceError::user(messages::game_over_already(tr)));
        };
        if loaded.record.status != GameStatus::Active {
            return Err(ServiceError::user(messages::game_over_already(tr)));
        }
        if seat != to_move {
            if loaded.record.seats[to_move].computer.is_some() {
                return Err(ServiceError::user(messages::computer_turn(tr)));
            }
            return Err(ServiceError::user(messages::not_your_turn(
                tr,
                &seat_name(&loaded.record, to_move),
            )));
        }
        Ok(())
    }

    /// The engine's reason as a sentence in `tr`'s language, with seats named as the
    /// players know them.
    fn explain(&self, tr: Tr<'_>, loaded: &Loaded, err: &crate::engine::IllegalMove) -> String {
        let record = &loaded.record;
        messages::illegal(
            tr,
            &err.reason,
            |p| seat_name(record, p.index()),
            loaded
                .game
                .as_martian()
                .map_or(crate::engine::Layout::duel(), |g| g.position().layout()),
        )
    }

    /// Plays one move and stores it (durably) before anything is said about it;
    /// returns the new state and what to say (the move, and ratings if it ended), in
    /// `tr`'s language (the server's: everyone sees it).
    fn apply(
        &self,
        tr: Tr<'_>,
        loaded: &Loaded,
        m: Move,
    ) -> ServiceResult<(Arc<Loaded>, Vec<String>)> {
        let mut record = loaded.record.clone();
        // A draw offer stands until the next move, whoever makes it.
        record.draw_offer.clear();
        let mut game = loaded.game.martian()?.clone();
        let mover = game.position().to_move().index();
        let played = game
            .play(m)
            .map_err(|e| ServiceError::user(self.explain(tr, loaded, &e)))?;
        record.moves.push(m.to_string());
        let mut lines = vec![messages::played(
            tr,
            &seat_name(&record, mover),
            &m.to_string(),
            &played,
        )];
        if let Some(outcome) = game.position().outcome() {
            record.status = GameStatus::Finished;
            record.end = Some(rules_end(game.position(), &outcome, self.clock.now_ms()));
            let moved = Loaded {
                record: loaded.record.clone(),
                game: Play::Martian(game),
            };
            let (next, mut more) = self.commit_end(&moved, record)?;
            lines.append(&mut more);
            return Ok((next, lines));
        }
        self.schedule(&mut record, game.position().to_move().index())?;
        self.save(&mut record, &loaded.record)?;
        let next = Arc::new(Loaded {
            record,
            game: Play::Martian(game),
        });
        self.remember(&next);
        Ok((next, lines))
    }

    /// Lets the computer move while it is its turn; `lines` get what it did, in `tr`'s
    /// language.
    pub(crate) fn computer_turns_in(
        &self,
        tr: Tr<'_>,
        mut loaded: Arc<Loaded>,
        lines: &mut Vec<String>,
    ) -> ServiceResult<Arc<Loaded>> {
        if let Play::Carnett(_) = loaded.game {
            return self.carnett_computer_turns(tr, loaded, lines);
        }
        while loaded.record.status == GameStatus::Active {
            let pos = *loaded.game.martian()?.position();
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
            let (next, mut said) = self.apply(tr, &loaded, m)?;
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
        if let Play::Carnett(_) = loaded.game {
            return self.carnett_typed(request, &loaded, text);
        }
        self.play_in(request, &loaded, text, call_clock, false)
    }

    /// `from_menu`: chosen in the move menus, whose message the answer replaces.
    fn play_in(
        &self,
        request: &Request,
        loaded: &Arc<Loaded>,
        text: &str,
        call_clock: bool,
        from_menu: bool,
    ) -> ServiceResult<Vec<Reply>> {
        let mine = self.tr_private(request);
        self.check_turn(mine, loaded, request.user.id)?;
        let pos = loaded.game.martian()?.position();
        let mut m = pos
            .parse_move(text)
            .map_err(|e| ServiceError::user(self.explain(mine, loaded, &e)))?;
        if call_clock && !m.calls_clock() {
            m = m.calling_clock();
            pos.check(m)
                .map_err(|e| ServiceError::user(self.explain(mine, loaded, &e)))?;
        }
        let tr = self.tr_public_for(request)?;
        let loaded = self.note_locale(request, loaded);
        let (next, mut lines) = self.apply(tr, &loaded, m)?;
        let next = self.computer_turns_in(tr, next, &mut lines)?;
        // The mover hears privately (a click on the move menu: the menu says it); the
        // board, edited, shows everyone.
        let mut answer = Reply::private(
            request.channel,
            request.user.id,
            messages::you_played(mine, &m.to_string()),
        );
        if from_menu {
            answer.delivery = Delivery::Update;
        }
        let mut replies = vec![answer];
        replies.extend(self.board_posts(tr, &next, lines, Some(request.user.id)));
        Ok(replies)
    }

    pub(crate) fn list_moves(&self, request: &Request) -> ServiceResult<Vec<Reply>> {
        let mine = self.tr_private(request);
        let loaded = self.active_game(request)?;
        if let Play::Carnett(_) = loaded.game {
            return self.carnett_actions_list(request, &loaded);
        }
        self.check_turn(mine, &loaded, request.user.id)?;
        let pos = loaded.game.martian()?.position();
        let mut lines = vec![messages::moves_header(mine, pos.count_legal_moves())];
        for from in squares(pos.owned_by(pos.to_move())) {
            let targets: Vec<String> = squares(pos.legal_targets(from))
                .map(|t| t.to_string())
                .collect();
            if let (Some(piece), false) = (pos.piece_at(from), targets.is_empty()) {
                lines.push(messages::moves_line(
                    mine,
                    piece,
                    &from.to_string(),
                    &targets,
                ));
            }
        }
        if pos.can_call_clock() {
            lines.push(messages::moves_clock_hint(mine));
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
            .ok_or_else(|| ServiceError::user(messages::no_game_here(self.tr_private(request))))?;
        let loaded = self.keep_locale(request, loaded)?;
        let reply = self.board_view(request, &loaded, public)?;
        Ok(vec![reply])
    }

    /// The board on request: for everyone in the server's language, or for the
    /// requester alone in theirs.
    fn board_view(&self, request: &Request, loaded: &Loaded, public: bool) -> ServiceResult<Reply> {
        let tr = if public {
            self.tr_public_for(request)?
        } else {
            self.tr_private(request)
        };
        let pos = match &loaded.game {
            Play::Martian(game) => game.position(),
            Play::Carnett(_) => return self.carnett_board_view(tr, request, loaded, public),
        };
        let started = loaded.record.status != GameStatus::Invited;
        let text = messages::position(tr, &pos.to_string(), started);
        let mut reply = if public {
            Reply::public(request.channel, text)
        } else {
            Reply::private(request.channel, request.user.id, text)
        };
        reply.image = Some(self.board_image(tr, &loaded.record, loaded.game.martian()?));
        if public {
            reply.components = Self::board_buttons(tr, &loaded.record);
            // A board asked for pings nobody and is news to nobody.
            reply.silent = true;
        }
        Ok(reply)
    }

    pub(crate) fn ask_resign(&self, request: &Request) -> ServiceResult<Vec<Reply>> {
        let loaded = self.active_game(request)?;
        let loaded = self.keep_locale(request, loaded)?;
        self.confirm_resign_prompt(request, &loaded)
    }

    fn confirm_resign_prompt(
        &self,
        request: &Request,
        loaded: &Loaded,
    ) -> ServiceResult<Vec<Reply>> {
        let mine = self.tr_private(request);
        let record = &loaded.record;
        let seat = record
            .seat_of(request.user.id)
            .ok_or_else(|| ServiceError::user(messages::not_a_player(mine)))?;
        let preview = resign_end(&loaded.game, seat, EndKind::Resigned { seat }, 0);
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
            messages::confirm_resign(mine, &winners),
        );
        reply.components = vec![Row::Buttons(vec![
            Button {
                custom_id: id(ComponentAction::ConfirmResign),
                label: messages::confirm_resign_button(mine),
                style: ButtonStyle::Danger,
                disabled: false,
            },
            Button {
                custom_id: id(ComponentAction::CancelResign),
                label: messages::keep_playing_button(mine),
                style: ButtonStyle::Secondary,
                disabled: false,
            },
        ])];
        Ok(vec![reply])
    }

    fn resign(&self, request: &Request, loaded: &Arc<Loaded>) -> ServiceResult<Vec<Reply>> {
        let mine = self.tr_private(request);
        let seat = loaded
            .record
            .seat_of(request.user.id)
            .ok_or_else(|| ServiceError::user(messages::not_a_player(mine)))?;
        if loaded.record.status != GameStatus::Active {
            return Err(ServiceError::user(messages::game_over_already(mine)));
        }
        let tr = self.tr_public_for(request)?;
        let loaded = &self.note_locale(request, loaded);
        let mut record = loaded.record.clone();
        let end = resign_end(
            &loaded.game,
            seat,
            EndKind::Resigned { seat },
            self.clock.now_ms(),
        );
        record.status = GameStatus::Finished;
        record.end = Some(end);
        let (next, lines) = self.commit_end(loaded, record)?;
        // Confirmed in the prompt it was asked in; everyone sees the board.
        let mut answer = Reply::private(
            request.channel,
            request.user.id,
            messages::you_resigned(mine),
        );
        answer.delivery = Delivery::Update;
        let mut replies = vec![answer];
        replies.extend(self.board_posts(tr, &next, lines, Some(request.user.id)));
        Ok(replies)
    }

    /// A button or select menu.
    pub(crate) fn click(
        &self,
        request: &Request,
        custom_id: &str,
        values: &[String],
    ) -> ServiceResult<Vec<Reply>> {
        // A page button of a list: no game's business.
        if super::paging::ListId::is_list(custom_id) {
            return self.list_page(request, custom_id);
        }
        let mine = self.tr_private(request);
        let id = ComponentId::parse(custom_id)
            .ok_or_else(|| ServiceError::user(messages::unknown_component(mine)))?;
        // A finished game's button: the game is no longer the channel's.
        if id.action == ComponentAction::Rematch {
            return self.rematch(request, id.game);
        }
        let loaded = match self.load_open(request.guild, request.channel)? {
            Some(loaded) if loaded.record.id == id.game => loaded,
            _ => return Err(ServiceError::user(messages::game_gone(mine))),
        };
        // A move, a resignation and a draw's step keep the language with themselves.
        let saves = matches!(
            id.action,
            ComponentAction::ConfirmResign
                | ComponentAction::Target(_)
                | ComponentAction::Draw
                | ComponentAction::AcceptDraw
                | ComponentAction::DeclineDraw
        );
        let loaded = if saves {
            loaded
        } else {
            self.keep_locale(request, loaded)?
        };
        let current = loaded.record.ply();
        let stale = || {
            Err(ServiceError::user(match board_link(&loaded.record) {
                Some(link) => messages::stale_board_live(mine, current, &link),
                None => messages::stale_board(mine, current),
            }))
        };
        let value = values.first().map(String::as_str).unwrap_or("");
        if let (Play::Carnett(_), Some(action)) = (&loaded.game, id.action.carnett()) {
            return self.carnett_click(request, &loaded, id.ply, action, value);
        }
        match id.action {
            ComponentAction::Accept => self.accept_game(request, &loaded, true),
            ComponentAction::Decline => self.decline_game(request, &loaded),
            ComponentAction::Board => Ok(vec![self.board_view(request, &loaded, false)?]),
            ComponentAction::Resign => self.confirm_resign_prompt(request, &loaded),
            ComponentAction::ConfirmResign => self.resign(request, &loaded),
            // About the game as it is now, from any of its boards.
            ComponentAction::Draw => self.draw_in(request, &loaded),
            // An offer's buttons hold only while it stands (see draw.rs).
            ComponentAction::AcceptDraw | ComponentAction::DeclineDraw
                if id.ply != current || loaded.record.draw_offer.is_empty() =>
            {
                Err(ServiceError::user(messages::draw_lapsed(mine)))
            }
            ComponentAction::AcceptDraw => self.draw_in(request, &loaded),
            ComponentAction::DeclineDraw => self.decline_draw(request, &loaded),
            ComponentAction::CancelResign => {
                let mut reply = Reply::private(
                    request.channel,
                    request.user.id,
                    messages::resign_cancelled(mine),
                );
                reply.delivery = Delivery::Update;
                Ok(vec![reply])
            }
            _ if id.ply != current => stale(),
            ComponentAction::Move => self.piece_menu(request, &loaded),
            ComponentAction::Piece => self.target_menu(request, &loaded, value),
            ComponentAction::Target(_) => self.play_in(request, &loaded, value, false, true),
            ComponentAction::Rematch => self.rematch(request, id.game),
            // A Carnett button on a Looney Pyramids board: none is ever made.
            ComponentAction::Carnett(_) => {
                Err(ServiceError::user(messages::unknown_component(mine)))
            }
        }
    }

    fn piece_menu(&self, request: &Request, loaded: &Loaded) -> ServiceResult<Vec<Reply>> {
        let mine = self.tr_private(request);
        self.check_turn(mine, loaded, request.user.id)?;
        let pos = loaded.game.martian()?.position();
        let options: Vec<SelectOption> = squares(pos.owned_by(pos.to_move()))
            .filter_map(|from| {
                let count = pos.legal_targets(from).count_ones();
                let piece = pos.piece_at(from)?;
                (count > 0).then(|| SelectOption {
                    label: messages::piece_option(mine, piece, &from.to_string()),
                    value: from.to_string(),
                    description: Some(messages::piece_moves(mine, count)),
                })
            })
            .take(MAX_CHOICES)
            .collect();
        let mut reply = Reply::private(
            request.channel,
            request.user.id,
            messages::pick_piece(mine, options.len()),
        );
        reply.components = vec![Row::Select(Select {
            custom_id: ComponentId::new(
                loaded.record.id,
                loaded.record.ply(),
                ComponentAction::Piece,
            )
            .encode(),
            placeholder: messages::piece_placeholder(mine),
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
        let mine = self.tr_private(request);
        self.check_turn(mine, loaded, request.user.id)?;
        let pos = loaded.game.martian()?.position();
        let no_moves = || ServiceError::user(messages::no_moves_for_piece(mine, square));
        let from: crate::engine::Square = square.parse().map_err(|_| no_moves())?;
        let piece = pos.piece_at(from).ok_or_else(no_moves)?;
        let mut moves: Vec<Move> = squares(pos.legal_targets(from))
            .map(|to| Move::new(from, to))
            .collect();
        if moves.is_empty() {
            return Err(no_moves());
        }
        // A queen on the big board can have more than 25 moves: captures first.
        moves.sort_by_key(|m| (pos.piece_at(m.to()).is_none(), m.to_string()));
        let options = moves
            .iter()
            .take(MAX_CHOICES)
            .map(|m| SelectOption {
                label: move_label(mine, pos, *m),
                value: m.to_string(),
                description: None,
            })
            .collect();
        let mut reply = Reply::private(
            request.channel,
            request.user.id,
            messages::pick_target(mine, piece, square),
        );
        reply.delivery = Delivery::Update;
        reply.components = vec![Row::Select(Select {
            custom_id: ComponentId::new(
                loaded.record.id,
                loaded.record.ply(),
                ComponentAction::Target(from.to_string()),
            )
            .encode(),
            placeholder: messages::target_placeholder(mine, piece, &from.to_string()),
            options,
        })];
        Ok(vec![reply])
    }

    /// Up to 25 labelled legal moves of `user`'s game in this channel starting with
    /// what they typed, as (label, value), labelled in the language of `locale` (the
    /// user's Discord locale). Answered from memory when the game is there.
    pub fn autocomplete_move(
        &self,
        locale: &str,
        user: UserId,
        guild: GuildId,
        channel: ChannelId,
        typed: &str,
    ) -> Vec<(String, String)> {
        let tr = Tr::new(self.catalog, self.catalog.for_discord(locale));
        let loaded = match self.cached(guild, channel) {
            Some(loaded) => loaded,
            None => match self.load_open(guild, channel) {
                Ok(Some(loaded)) => loaded,
                _ => return Vec::new(),
            },
        };
        if self.check_turn(tr, &loaded, user).is_err() {
            return Vec::new();
        }
        let pos = match &loaded.game {
            Play::Martian(game) => game.position(),
            Play::Carnett(game) => {
                return super::carnett::autocomplete(tr, &loaded.record, game, user, typed)
            }
        };
        let wanted: String = typed
            .chars()
            .filter(|c| c.is_ascii_alphanumeric() && !matches!(c, 'x' | 'X'))
            .map(|c| c.to_ascii_lowercase())
            .collect();
        let mut choices: Vec<(String, String)> = pos
            .legal_moves()
            .into_iter()
            .map(|m| (m, m.to_string()))
            .filter(|(_, text)| text.starts_with(&wanted))
            .map(|(m, text)| (move_label(tr, pos, m), text))
            .collect();
        choices.sort_by(|a, b| a.1.cmp(&b.1));
        choices.truncate(MAX_CHOICES);
        choices
    }
}
