//! The sentences of Carnett's game (see `locales/<code>/carnett.ftl`). A
//! piece reaches the catalog as its key (`pawn` … `king`), a card as shown (`7♥`).

use crate::carnett::{Action, Card, IllegalReason, Kind, Suit};
use crate::i18n::{Arg, Tr};

/// A kind of piece as the catalog's key.
pub fn kind_key(kind: Kind) -> &'static str {
    match kind {
        Kind::Pawn => "pawn",
        Kind::Knight => "knight",
        Kind::Bishop => "bishop",
        Kind::Rook => "rook",
        Kind::Queen => "queen",
        Kind::King => "king",
    }
}

fn piece(kind: Kind) -> Arg {
    kind_key(kind).into()
}

/// Cards as players read them: `7♥ K♣`.
pub fn cards(list: impl IntoIterator<Item = Card>) -> String {
    list.into_iter()
        .map(Card::symbol)
        .collect::<Vec<_>>()
        .join(" ")
}

fn card(c: Card) -> Arg {
    c.symbol().into()
}

fn suit(s: Suit) -> Arg {
    s.symbol().to_string().into()
}

pub fn game_name(tr: Tr<'_>) -> String {
    tr.t("carnett-game-name")
}

/// A Carnett game's thread: "alice vs bob · Carnett's Martian Chess".
pub fn thread_name(tr: Tr<'_>, players: &str) -> String {
    tr.a("carnett-thread-name", &[("players", players.into())])
}

// What happened.

pub fn moved(tr: Tr<'_>, name: &str, action: &str, kind: Kind) -> String {
    tr.a(
        "carnett-moved",
        &[
            ("name", name.into()),
            ("action", action.into()),
            ("piece", piece(kind)),
        ],
    )
}

pub struct Attack<'a> {
    pub name: &'a str,
    pub defender: &'a str,
    pub piece: Kind,
    pub from: String,
    pub target: Kind,
    pub square: String,
}

pub fn attacks(tr: Tr<'_>, a: &Attack<'_>) -> String {
    tr.a(
        "carnett-attacks",
        &[
            ("name", a.name.into()),
            ("defender", a.defender.into()),
            ("piece", piece(a.piece)),
            ("from", a.from.as_str().into()),
            ("target", piece(a.target)),
            ("square", a.square.as_str().into()),
        ],
    )
}

pub fn card_played(tr: Tr<'_>, name: &str, played: Card) -> String {
    tr.a(
        "carnett-card-played",
        &[("name", name.into()), ("card", card(played))],
    )
}

pub fn battle_won(tr: Tr<'_>, winner: &str, loser: &str, lost: Kind, played: &[Card]) -> String {
    tr.a(
        "carnett-battle-won",
        &[
            ("winner", winner.into()),
            ("loser", loser.into()),
            ("piece", piece(lost)),
            ("cards", cards(played.iter().copied()).into()),
        ],
    )
}

pub fn promoted(tr: Tr<'_>, kind: Kind) -> String {
    tr.a("carnett-promoted", &[("piece", piece(kind))])
}

pub fn discarded(tr: Tr<'_>, name: &str, c: Card) -> String {
    tr.a(
        "carnett-discarded",
        &[("name", name.into()), ("card", card(c))],
    )
}

pub fn exchanged(tr: Tr<'_>, name: &str, kind: Kind) -> String {
    tr.a(
        "carnett-exchanged",
        &[("name", name.into()), ("piece", piece(kind))],
    )
}

pub fn dropped(tr: Tr<'_>, name: &str, kind: Kind, square: &str) -> String {
    tr.a(
        "carnett-dropped",
        &[
            ("name", name.into()),
            ("piece", piece(kind)),
            ("square", square.into()),
        ],
    )
}

pub fn ended_turn(tr: Tr<'_>, name: &str) -> String {
    tr.a("carnett-ended-turn", &[("name", name.into())])
}

pub fn rolled(tr: Tr<'_>, name: &str, value: u8) -> String {
    tr.a(
        "carnett-rolled",
        &[("name", name.into()), ("value", value.into())],
    )
}

pub fn reshuffled(tr: Tr<'_>) -> String {
    tr.t("carnett-reshuffled")
}

// Whose action it is.

pub fn your_turn(tr: Tr<'_>, who: &str, left: u8, die: u8) -> String {
    tr.a(
        "carnett-your-turn",
        &[
            ("who", who.into()),
            ("left", left.into()),
            ("die", die.into()),
        ],
    )
}

pub fn defend(tr: Tr<'_>, who: &str, kind: Kind, square: &str) -> String {
    tr.a(
        "carnett-defend",
        &[
            ("who", who.into()),
            ("piece", piece(kind)),
            ("square", square.into()),
        ],
    )
}

pub fn lead(tr: Tr<'_>, who: &str) -> String {
    tr.a("carnett-lead", &[("who", who.into())])
}

pub fn description(tr: Tr<'_>) -> String {
    tr.t("carnett-description")
}

pub fn next_card(tr: Tr<'_>, who: &str) -> String {
    tr.a("carnett-next-card", &[("who", who.into())])
}

pub fn computer_to_act(tr: Tr<'_>) -> String {
    tr.t("carnett-computer-to-act")
}

pub fn ping(tr: Tr<'_>, who: &str, battle: bool) -> String {
    let id = if battle {
        "carnett-ping-battle"
    } else {
        "carnett-ping-turn"
    };
    tr.a(id, &[("who", who.into())])
}

// Fairness.

pub fn seed_hash(tr: Tr<'_>, hash: &str) -> String {
    tr.a("carnett-seed-hash", &[("hash", hash.into())])
}

pub fn seed_reveal(tr: Tr<'_>, seed: &str, hash: &str, file: &str) -> String {
    tr.a(
        "carnett-seed-reveal",
        &[
            ("seed", seed.into()),
            ("hash", hash.into()),
            ("file", file.into()),
        ],
    )
}

/// Why a player's `/martian abort` is a resignation once the cards are dealt (the
/// resignation's question follows it).
pub fn leaving_resigns(tr: Tr<'_>) -> String {
    tr.t("carnett-leaving-resigns")
}

// Ends.

pub fn end_king(tr: Tr<'_>, winner: &str, loser: &str) -> String {
    tr.a(
        "carnett-end-king",
        &[("winner", winner.into()), ("loser", loser.into())],
    )
}

pub fn end_turn_limit(tr: Tr<'_>) -> String {
    tr.t("carnett-end-turn-limit")
}

// Private answers.

/// What the player who took `action` reads of it: in Czech and Russian its verb says
/// which action it was ("Odhodili jste 2♥"), with only its object as written.
pub fn you_acted(tr: Tr<'_>, action: &Action) -> String {
    let (kind, what) = match action {
        Action::Move(mv) => ("move", mv.to_string()),
        Action::Drop { kind, to } => ("drop", format!("{}@{to}", kind.letter())),
        Action::Discard(card) => ("discard", card.symbol()),
        Action::Exchange(kind) => ("exchange", kind.letter().to_string()),
        Action::Play(card) => ("play", card.symbol()),
        // Told by its own sentence (turn_ended).
        Action::EndTurn => ("move", action.to_string()),
    };
    tr.a(
        "carnett-you-acted-as",
        &[("kind", kind.into()), ("what", what.into())],
    )
}

pub fn you_drew(tr: Tr<'_>, drawn: &[Card]) -> String {
    tr.a(
        "carnett-you-drew",
        &[("cards", cards(drawn.iter().copied()).into())],
    )
}

pub fn your_hand(tr: Tr<'_>, hand: &[Card]) -> String {
    let shown = if hand.is_empty() {
        tr.t("carnett-hand-empty")
    } else {
        cards(hand.iter().copied())
    };
    tr.a(
        "carnett-your-hand",
        &[("count", hand.len().into()), ("cards", shown.into())],
    )
}

pub fn hand_allowed(tr: Tr<'_>, allowed: &[Card]) -> String {
    tr.a(
        "carnett-hand-allowed",
        &[("cards", cards(allowed.iter().copied()).into())],
    )
}

pub fn hand_not_a_player(tr: Tr<'_>) -> String {
    tr.t("carnett-hand-not-a-player")
}

/// What to play in a battle: lead any card, follow `lead`, or (holding none of it)
/// any card.
pub fn pick_card(tr: Tr<'_>, lead: Option<Suit>, can_follow: bool) -> String {
    match lead {
        None => tr.t("carnett-lead-a-card"),
        Some(s) if can_follow => tr.a("carnett-follow-suit", &[("suit", suit(s))]),
        Some(s) => tr.a("carnett-any-card", &[("suit", suit(s))]),
    }
}

pub fn pick_piece(tr: Tr<'_>, count: usize) -> String {
    tr.a("carnett-pick-piece", &[("count", count.into())])
}

pub fn pick_target(tr: Tr<'_>, kind: Kind, square: &str) -> String {
    tr.a(
        "carnett-pick-target",
        &[("piece", piece(kind)), ("square", square.into())],
    )
}

pub fn pick_drop_piece(tr: Tr<'_>) -> String {
    tr.t("carnett-pick-drop-piece")
}

pub fn pick_drop_square(tr: Tr<'_>, kind: Kind) -> String {
    tr.a("carnett-pick-drop-square", &[("piece", piece(kind))])
}

pub fn pick_exchange(tr: Tr<'_>) -> String {
    tr.t("carnett-pick-exchange")
}

pub fn pick_discard(tr: Tr<'_>) -> String {
    tr.t("carnett-pick-discard")
}

pub fn turn_ended(tr: Tr<'_>) -> String {
    tr.t("carnett-turn-ended")
}

// Menus and buttons.

pub fn button(tr: Tr<'_>, which: &str) -> String {
    tr.t(&format!("carnett-button-{which}"))
}

pub fn placeholder(tr: Tr<'_>, which: &str) -> String {
    tr.t(&format!("carnett-placeholder-{which}"))
}

pub fn placeholder_ranks(tr: Tr<'_>, from: u8, to: u8) -> String {
    tr.a(
        "carnett-placeholder-ranks",
        &[("from", from.into()), ("to", to.into())],
    )
}

pub fn option_piece(tr: Tr<'_>, kind: Kind, square: &str) -> String {
    tr.a(
        "carnett-option-piece",
        &[("piece", piece(kind)), ("square", square.into())],
    )
}

pub fn option_moves(tr: Tr<'_>, count: usize) -> String {
    tr.a("carnett-option-moves", &[("count", count.into())])
}

pub fn option_move(tr: Tr<'_>, action: &str, square: &str) -> String {
    tr.a(
        "carnett-option-move",
        &[("action", action.into()), ("square", square.into())],
    )
}

pub fn option_attack(tr: Tr<'_>, action: &str, target: Kind, square: &str) -> String {
    tr.a(
        "carnett-option-attack",
        &[
            ("action", action.into()),
            ("target", piece(target)),
            ("square", square.into()),
        ],
    )
}

pub fn option_promote(tr: Tr<'_>, action: &str, kind: Kind) -> String {
    tr.a(
        "carnett-option-promote",
        &[("action", action.into()), ("piece", piece(kind))],
    )
}

pub fn option_kind(tr: Tr<'_>, kind: Kind, count: u8) -> String {
    tr.a(
        "carnett-option-kind",
        &[("piece", piece(kind)), ("count", count.into())],
    )
}

pub fn option_exchange(tr: Tr<'_>, kind: Kind) -> String {
    tr.a("carnett-option-exchange", &[("piece", piece(kind))])
}

// Refusals.

pub fn refusal(tr: Tr<'_>, which: &str) -> String {
    tr.t(&format!("carnett-{which}"))
}

pub fn not_an_action(tr: Tr<'_>, text: &str) -> String {
    let shown: String = text.chars().take(30).collect();
    tr.a("carnett-not-an-action", &[("text", shown.into())])
}

pub fn unknown_level(tr: Tr<'_>, level: &str, levels: &[&str]) -> String {
    let shown: String = level.chars().take(20).collect();
    tr.a(
        "carnett-unknown-level",
        &[
            ("level", shown.into()),
            ("levels", levels.join(", ").into()),
        ],
    )
}

pub fn actions_header(tr: Tr<'_>, count: usize) -> String {
    tr.a("carnett-actions-header", &[("count", count.into())])
}

pub fn actions_in_battle(tr: Tr<'_>, allowed: &[Card]) -> String {
    tr.a(
        "carnett-actions-in-battle",
        &[("cards", cards(allowed.iter().copied()).into())],
    )
}

pub fn actions_tip(tr: Tr<'_>) -> String {
    tr.t("carnett-actions-tip")
}

/// Why the rules refuse an action; `name` names the seat of a colour.
pub fn illegal(tr: Tr<'_>, reason: &IllegalReason, name: impl Fn(usize) -> String) -> String {
    use IllegalReason::*;
    let sq = |s: &crate::carnett::Square| Arg::from(s.to_string());
    match reason {
        GameOver(_) => tr.t("carnett-illegal-game-over"),
        NotYourTurn { to_act } => tr.a(
            "carnett-illegal-not-your-turn",
            &[("name", name(to_act.index()).into())],
        ),
        BattleUnderway => tr.t("carnett-illegal-battle-underway"),
        NoBattle => tr.t("carnett-illegal-no-battle"),
        CardNotInHand(c) => tr.a("carnett-illegal-card-not-in-hand", &[("card", card(*c))]),
        MustFollowSuit { card: c, lead } => tr.a(
            "carnett-illegal-must-follow",
            &[("card", card(*c)), ("suit", suit(*lead))],
        ),
        EmptySquare(s) => tr.a("carnett-illegal-empty-square", &[("square", sq(s))]),
        NotYourPiece(s) => tr.a("carnett-illegal-not-your-piece", &[("square", sq(s))]),
        AlreadyMoved(s) => tr.a("carnett-illegal-already-moved", &[("square", sq(s))]),
        NotAMove { from, to } => tr.a(
            "carnett-illegal-not-a-move",
            &[("from", sq(from)), ("to", sq(to))],
        ),
        BadPromotion => tr.t("carnett-illegal-bad-promotion"),
        NotInReserve(k) => tr.a("carnett-illegal-not-in-reserve", &[("piece", piece(*k))]),
        SquareOccupied(s) => tr.a("carnett-illegal-square-occupied", &[("square", sq(s))]),
        PawnOnEdgeRank(s) => tr.a("carnett-illegal-pawn-edge", &[("square", sq(s))]),
        KingNotExchangeable => tr.t("carnett-illegal-king-exchange"),
        NoPrisoner(k) => tr.a("carnett-illegal-no-prisoner", &[("piece", piece(*k))]),
        NoneOfYoursInPrison(k) => tr.a("carnett-illegal-none-in-prison", &[("piece", piece(*k))]),
    }
}

/// `/martian rules game:carnett`: Carnett's game in one message.
pub fn rules_summary(tr: Tr<'_>) -> String {
    tr.t("rules-carnett-summary")
}

/// "Ratings in Carnett's game: alice 1500 → 1662 (+162) · bob …" after a game;
/// `changes` are the players' `rating_change`s.
pub fn ratings(tr: Tr<'_>, changes: &[String]) -> String {
    tr.a(
        "standings-ratings-carnett",
        &[("changes", changes.join(" · ").into())],
    )
}

/// "• game 2s in #general: Carnett's Martian Chess, alice vs bob": a game of Carnett's
/// in `/martian games`; `players` already a list, `board` a link to its live board.
pub fn games_line(
    tr: Tr<'_>,
    id: &str,
    channel: &str,
    players: &str,
    board: Option<&str>,
) -> String {
    let mut args = vec![
        ("id", id.into()),
        ("channel", channel.into()),
        ("players", players.into()),
    ];
    match board {
        Some(link) => {
            args.push(("link", link.into()));
            tr.a("standings-games-line-carnett-board", &args)
        }
        None => tr.a("standings-games-line-carnett", &args),
    }
}

/// An action as a player reads it, in their language: cards with their suit's
/// symbol, the actions that are words in words of the language ("odhodit 2♥",
/// "konec tahu"); moves and drops in the rules' notation (`e2e4`, `N@e5`).
pub fn shown(tr: Tr<'_>, action: &Action) -> String {
    match action {
        Action::Discard(card) => format!("{} {}", tr.t("carnett-word-discard"), card.symbol()),
        Action::Exchange(kind) => format!("{} {}", tr.t("carnett-word-exchange"), kind.letter()),
        Action::EndTurn => tr.t("carnett-word-end"),
        Action::Play(card) => card.symbol(),
        other => other.to_string(),
    }
}
