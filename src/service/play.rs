//! Playing, for every game alike: actions typed or picked from the game's menus, the
//! computer's replies, the list of what may be done, the board, resignation, the
//! buttons every board shares, and autocomplete. What differs between the games is
//! asked of them (`games/`).

use std::sync::Arc;

use crate::i18n::Tr;
use crate::model::{ChannelId, EndKind, GameStatus, GuildId, UserId};

use super::dispatch::Service;
use super::error::{ServiceError, ServiceResult};
use super::games::{self, Act, Clicked, Loaded, Secrets, Told};
use super::links::board_link;
use super::messages;
use super::names::seat_name;
use super::reply::{Button, ButtonStyle, ComponentAction, ComponentId, Delivery, Reply, Row};
use super::request::Request;

impl Service {
    /// The computer's moves owed in the channel's game (after a restart, say), made
    /// before a request about the game is handled and announced like any other: the
    /// board, pinging whoever is to move next, as a channel message of its own (the
    /// request may be someone else's, and its answer private).
    pub(crate) fn catch_up(&self, request: &Request) -> ServiceResult<Option<Vec<Reply>>> {
        let Some(loaded) = self.saved.load_open(request.guild, request.channel)? else {
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
        Ok(Some(self.posts.board(tr, &next, lines, None)))
    }

    /// The channel's game, which must be under way (the computer has caught up
    /// already: see [`Service::catch_up`]).
    pub(crate) fn active_game(&self, request: &Request) -> ServiceResult<Arc<Loaded>> {
        let mine = self.tr_private(request);
        let loaded = self
            .saved
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

    /// Keeps the requester's language for their seat in the game's delivery record
    /// (reminders are written in it), when it changed; a game's record is not
    /// touched. A failure is logged, not returned: the language is a courtesy, not
    /// worth failing the request for.
    pub(crate) fn keep_locale(&self, request: &Request, record: &crate::model::GameRecord) {
        let Some(seat) = record.seat_of(request.user.id) else {
            return;
        };
        let code = self.locale_code(request);
        if !record.is_open() || self.posts.delivery(record).locale(seat) == Some(code.as_str()) {
            return;
        }
        let kept = self
            .posts
            .update_delivery(record, true, |_, delivery| delivery.set_locale(seat, &code));
        if let Err(err) = kept {
            tracing::warn!(
                "cannot keep the language of game {}'s seat {seat}: {}",
                record.id,
                super::error::ErrorChain(&err)
            );
        }
    }

    /// Takes `act` for the seat that must act and stores it (durably) before anything
    /// is said about it; returns the new state and what it told. Refusals are said in
    /// `mine` (the requester's language), what happened in `tr` (the server's).
    fn apply(
        &self,
        (tr, mine): (Tr<'_>, Tr<'_>),
        loaded: &Loaded,
        act: Act,
    ) -> ServiceResult<(Arc<Loaded>, Told)> {
        let now = self.clock.now_ms();
        let applied = loaded.game.apply((tr, mine), &loaded.record, act, now)?;
        let mut record = loaded.record.clone();
        record.moves.push(act.stored());
        // A draw offer stands until the next action, whoever takes it.
        record.draw_offer.clear();
        let mut told = applied.told;
        if let Some(end) = applied.end {
            record.status = GameStatus::Finished;
            record.end = Some(end);
            let moved = Loaded {
                record: loaded.record.clone(),
                game: applied.game,
            };
            let (next, more) = self.commit_end(&moved, record)?;
            told.public.extend(more);
            return Ok((next, told));
        }
        // Each step (a move, a battle card) has the move timeout: the clock starts
        // again when another seat must act.
        let to_act = applied.game.to_act();
        if loaded.game.to_act() != to_act {
            self.deadlines.schedule(&mut record, to_act.unwrap_or(0))?;
        }
        self.saved.save(&mut record, &loaded.record)?;
        let next = Arc::new(Loaded {
            record,
            game: applied.game,
        });
        self.saved.remember(&next);
        Ok((next, told))
    }

    /// Lets the computer act while it must; `lines` get what it did, in `tr`'s
    /// language.
    pub(crate) fn computer_turns_in(
        &self,
        tr: Tr<'_>,
        loaded: Arc<Loaded>,
        lines: &mut Vec<String>,
    ) -> ServiceResult<Arc<Loaded>> {
        self.computer_acts(tr, loaded, lines, &mut Secrets::default())
    }

    /// [`Service::computer_turns_in`], keeping what each seat alone learned (the
    /// cards a battle the computer ends draws for both players).
    fn computer_acts(
        &self,
        tr: Tr<'_>,
        mut loaded: Arc<Loaded>,
        lines: &mut Vec<String>,
        secrets: &mut Secrets,
    ) -> ServiceResult<Arc<Loaded>> {
        while loaded.record.status == GameStatus::Active {
            let Some(act) = loaded
                .game
                .computer_choice(&loaded.record, &*self.computer)?
            else {
                break;
            };
            let (next, told) = self
                .apply((tr, tr), &loaded, act)
                .map_err(|err| match err {
                    ServiceError::User(said) => ServiceError::internal(format!(
                        "the computer chose an action the rules refuse ({}): {said}",
                        act.stored()
                    )),
                    other => other,
                })?;
            lines.extend(told.public);
            secrets.extend(told.secrets);
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
        let mine = self.tr_private(request);
        loaded
            .game
            .check_turn(mine, &loaded.record, request.user.id)?;
        let act = loaded
            .game
            .parse_typed(mine, &loaded.record, text, call_clock)?;
        self.act(request, &loaded, act, Delivery::Respond)
    }

    /// Takes the requester's action, then the computer's, and answers: the actor
    /// privately (what they did, and what they alone learned), everyone through the
    /// live board. `delivery`: how the private answer goes (`Update` replaces the menu
    /// it was chosen in).
    fn act(
        &self,
        request: &Request,
        loaded: &Arc<Loaded>,
        act: Act,
        delivery: Delivery,
    ) -> ServiceResult<Vec<Reply>> {
        let mine = self.tr_private(request);
        loaded
            .game
            .check_turn(mine, &loaded.record, request.user.id)?;
        let seat = loaded
            .record
            .seat_of(request.user.id)
            .ok_or_else(|| ServiceError::user(messages::not_a_player(mine)))?;
        let tr = self.tr_public_for(request)?;
        self.keep_locale(request, &loaded.record);
        let (next, told) = self.apply((tr, mine), loaded, act)?;
        let mut lines = told.public;
        let mut secrets = told.secrets;
        let mine_at = next.record.ply();
        let next = self.computer_acts(tr, next, &mut lines, &mut secrets)?;
        // Nobody acted since: the actor must act again (the actions of a turn).
        let same_player = next.record.ply() == mine_at;
        let said = next
            .game
            .acted_answer(mine, &next.record, seat, act, &secrets);
        let mut answer = Reply::private(request.channel, request.user.id, said.text);
        answer.components = said.components;
        answer.delivery = delivery;
        let mut replies = vec![answer];
        replies.extend(
            self.posts
                .live(tr, &next, lines, Some(request.user.id), same_player),
        );
        replies.extend(self.tournament_game_ended(&next.record));
        Ok(replies)
    }

    pub(crate) fn list_moves(&self, request: &Request) -> ServiceResult<Vec<Reply>> {
        let mine = self.tr_private(request);
        let loaded = self.active_game(request)?;
        loaded
            .game
            .check_turn(mine, &loaded.record, request.user.id)?;
        let text = loaded.game.moves_list(mine)?;
        Ok(vec![Reply::private(request.channel, request.user.id, text)])
    }

    pub(crate) fn show_board(&self, request: &Request, public: bool) -> ServiceResult<Vec<Reply>> {
        let loaded = self
            .saved
            .load_open(request.guild, request.channel)?
            .ok_or_else(|| ServiceError::user(messages::no_game_here(self.tr_private(request))))?;
        self.keep_locale(request, &loaded.record);
        let reply = self.board_view(request, &loaded, public)?;
        Ok(vec![reply])
    }

    /// The board on request: for everyone in the server's language, or for the
    /// requester alone in theirs.
    fn board_view(&self, request: &Request, loaded: &Loaded, public: bool) -> ServiceResult<Reply> {
        let (tr, to) = if public {
            (self.tr_public_for(request)?, None)
        } else {
            (self.tr_private(request), Some(request.user.id))
        };
        Ok(loaded.game.board_view(tr, &loaded.record, to))
    }

    pub(crate) fn ask_resign(&self, request: &Request) -> ServiceResult<Vec<Reply>> {
        let loaded = self.active_game(request)?;
        self.keep_locale(request, &loaded.record);
        self.confirm_resign_prompt(request, &loaded, None)
    }

    /// A player's `/martian abort` of a game whose leaving costs it (`why` says so:
    /// see `Play::leaving_costs_the_game`): the resignation's question, `why` first,
    /// with its buttons.
    pub(crate) fn ask_resign_to_leave(
        &self,
        request: &Request,
        loaded: &Loaded,
        why: String,
    ) -> ServiceResult<Vec<Reply>> {
        self.keep_locale(request, &loaded.record);
        self.confirm_resign_prompt(request, loaded, Some(why))
    }

    /// Asks the requester to confirm their resignation; `why`: a sentence said
    /// before the question.
    fn confirm_resign_prompt(
        &self,
        request: &Request,
        loaded: &Loaded,
        why: Option<String>,
    ) -> ServiceResult<Vec<Reply>> {
        let mine = self.tr_private(request);
        let record = &loaded.record;
        let seat = record
            .seat_of(request.user.id)
            .ok_or_else(|| ServiceError::user(messages::not_a_player(mine)))?;
        let preview = loaded.game.resign_end(seat, EndKind::Resigned { seat }, 0);
        let winners: Vec<String> = preview
            .winners
            .iter()
            .chain(&preview.drawn)
            .map(|s| seat_name(record, *s))
            .collect();
        let id = |action| ComponentId::new(record.id, record.ply(), action).encode();
        let question = messages::confirm_resign(mine, &winners);
        let text = match why {
            Some(why) => format!("{why} {question}"),
            None => question,
        };
        let mut reply = Reply::private(request.channel, request.user.id, text);
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
        self.keep_locale(request, &loaded.record);
        let mut record = loaded.record.clone();
        let end = loaded
            .game
            .resign_end(seat, EndKind::Resigned { seat }, self.clock.now_ms());
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
        replies.extend(self.posts.board(tr, &next, lines, Some(request.user.id)));
        replies.extend(self.tournament_game_ended(&next.record));
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
        if super::list_id::ListId::is_list(custom_id) {
            return self.list_page(request, custom_id);
        }
        // A vacation's confirmation: the member's business, not a game's.
        if super::vacation_id::is_vacation(custom_id) {
            return self.vacation_confirmed(request, custom_id);
        }
        // A puzzle's menu: the solver's business, no channel's game.
        if super::puzzles::is_puzzle(custom_id) {
            return self.puzzle_click(request, custom_id, values);
        }
        // A tournament message's button: the tournament's business.
        if super::tournaments::is_tournament(custom_id) {
            return self.tournament_click(request, custom_id);
        }
        let mine = self.tr_private(request);
        let id = ComponentId::parse(custom_id)
            .filter(|id| match &id.action {
                ComponentAction::Game(token) => games::is_click(token),
                _ => true,
            })
            .ok_or_else(|| ServiceError::user(messages::unknown_component(mine)))?;
        // A finished game's button: the game is no longer the channel's.
        match id.action {
            ComponentAction::Rematch => return self.rematch(request, id.game),
            ComponentAction::Analyse => return self.analyse_button(request, id.game),
            ComponentAction::AnalysisBoard => {
                let value = values.first().map(String::as_str).unwrap_or("");
                return self.analysis_board(request, id.game, value);
            }
            _ => {}
        }
        let loaded = match self.saved.load_open(request.guild, request.channel)? {
            Some(loaded) if loaded.record.id == id.game => loaded,
            _ => return Err(ServiceError::user(messages::game_gone(mine))),
        };
        let value = values.first().map(String::as_str).unwrap_or("");
        // The game's own components: its menus, and the actions chosen in them.
        if let ComponentAction::Game(token) = &id.action {
            let user = request.user.id;
            let board = || board_link(&loaded.record, &self.posts.delivery(&loaded.record));
            let clicked =
                loaded
                    .game
                    .click(mine, &loaded.record, (id.ply, user, &board), token, value)?;
            return match clicked {
                Clicked::Act(act, delivery) => self.act(request, &loaded, act, delivery),
                Clicked::Menu(menu, delivery) => {
                    self.keep_locale(request, &loaded.record);
                    let mut reply = Reply::private(request.channel, user, menu.text);
                    reply.components = menu.components;
                    reply.delivery = delivery;
                    Ok(vec![reply])
                }
            };
        }
        // A resignation and a draw's step keep the language themselves.
        let keeps = matches!(
            id.action,
            ComponentAction::ConfirmResign
                | ComponentAction::Draw
                | ComponentAction::AcceptDraw
                | ComponentAction::DeclineDraw
        );
        if !keeps {
            self.keep_locale(request, &loaded.record);
        }
        let current = loaded.record.ply();
        match id.action {
            ComponentAction::Accept => self.accept_game(request, &loaded, true),
            ComponentAction::Decline => self.decline_game(request, &loaded),
            ComponentAction::Board => Ok(vec![self.board_view(request, &loaded, false)?]),
            ComponentAction::Resign => self.confirm_resign_prompt(request, &loaded, None),
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
            ComponentAction::Rematch => self.rematch(request, id.game),
            ComponentAction::Analyse | ComponentAction::AnalysisBoard => {
                Err(ServiceError::user(messages::unknown_component(mine)))
            }
            // Answered above.
            ComponentAction::Game(_) => Err(ServiceError::user(messages::unknown_component(mine))),
        }
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
        let loaded = match self.saved.cached(guild, channel) {
            Some(loaded) => loaded,
            None => match self.saved.load_open(guild, channel) {
                Ok(Some(loaded)) => loaded,
                _ => return Vec::new(),
            },
        };
        if loaded.game.check_turn(tr, &loaded.record, user).is_err() {
            return Vec::new();
        }
        loaded.game.autocomplete(tr, &loaded.record, user, typed)
    }
}
