//! Carnett's game at the console, whole games as people and the computer play them
//! (CARNETT.md; BOT.md section 7): battles won and lost, a re-attack in the same
//! turn, an exchange and a drop, a reshuffle, a king captured, a timeout during a
//! battle, and a game against the computer. Each game is dealt from a fixed
//! `--carnett-seed`, and its players choose from what they are offered with a fixed
//! stream of choices, so a game plays the same every time; the assertions read the
//! public lines. Every game also passes the hidden-information check.

mod support;

use support::carnett_table::{Attack, Table};
use support::text;

/// What a player did and saw in a game, to steer the next choices.
#[derive(Default)]
struct Seen {
    attacker_won: bool,
    defender_won: bool,
    reattack: bool,
    exchange: bool,
    drop: bool,
    reshuffle: bool,
    /// The last attack: who, on which square, and whether its battle was lost.
    attack: Option<(String, String)>,
    lost: Option<(String, String)>,
}

impl Seen {
    fn all(&self) -> bool {
        self.attacker_won
            && self.defender_won
            && self.reattack
            && self.exchange
            && self.drop
            && self.reshuffle
    }
}

/// The card a player chooses in a battle: typed or from the menu, either way any
/// card they may play.
fn play_a_card(t: &mut Table, mover: &str) {
    let offer = t.offer(mover);
    assert!(!offer.cards.is_empty(), "no card to play");
    if t.random(2) == 0 {
        let card = offer.cards[t.random(offer.cards.len())];
        t.act(mover, &card.to_string());
    } else {
        let pick = t.random(offer.cards.len());
        t.play_from_menu(mover, |cards| cards[pick % cards.len()]);
    }
}

/// A quiet choice: a move, a discard, or the end of the turn.
fn quiet(t: &mut Table, offer: &support::carnett_table::Offer) -> String {
    let moves = offer.moves();
    match t.random(10) {
        0 | 1 => offer.starting("discard")[0].clone(),
        2 => "end".to_string(),
        _ if moves.is_empty() => "end".to_string(),
        _ => moves[t.random(moves.len())].clone(),
    }
}

/// One step of alice's and bob's game: a card in a battle, else a re-attack after a
/// lost attack, an exchange, a drop, an attack (the king's only once everything else
/// was seen), or a quiet action. Notes what the public lines said.
fn step(t: &mut Table, seen: &mut Seen, steps: usize) {
    let mover = t.to_act.clone().expect("a person is to act");
    let lines_before = t.public.len();
    if t.in_battle() {
        play_a_card(t, &mover);
    } else {
        let offer = t.offer(&mover);
        let again: Option<Attack> = seen.lost.as_ref().and_then(|(who, square)| {
            let found = offer.attacks.iter().find(|a| &a.square == square);
            found.filter(|_| *who == mover).cloned()
        });
        let kings: Vec<&Attack> = offer
            .attacks
            .iter()
            .filter(|a| a.target == "king")
            .collect();
        // Not with the king, which loses the game if it loses its battle, until the
        // game has shown everything.
        let others: Vec<&Attack> = (offer.attacks.iter())
            .filter(|a| a.target != "king")
            .filter(|a| seen.all() || Some(&a.from) != offer.king.as_ref())
            .collect();
        let exchanges = offer.starting("exchange");
        let drops = offer.drops();
        let action = if let Some(attack) = again {
            seen.reattack = true;
            attack.action
        } else if !exchanges.is_empty() && (!seen.exchange || t.random(3) == 0) {
            exchanges[0].clone()
        } else if !drops.is_empty() && (!seen.drop || t.random(3) == 0) {
            drops[t.random(drops.len())].clone()
        } else if !kings.is_empty() && (seen.all() || steps > 900) {
            kings[0].action.clone()
        } else if !others.is_empty() && t.random(4) != 0 {
            // Rather a piece two can attack: if the first attack fails, the other may
            // try again this turn.
            let twice: Vec<&&Attack> = (others.iter())
                .filter(|a| others.iter().filter(|b| b.square == a.square).count() > 1)
                .collect();
            match twice.is_empty() || seen.reattack {
                true => others[t.random(others.len())].action.clone(),
                false => twice[t.random(twice.len())].action.clone(),
            }
        } else {
            quiet(t, &offer)
        };
        if let Some(attack) = offer.attacks.iter().find(|a| a.action == action) {
            seen.attack = Some((mover.clone(), attack.square.clone()));
        }
        t.act(&mover, &action);
    }
    seen.lost = None;
    for line in &t.public[lines_before..] {
        if line.contains("exchanges a") {
            seen.exchange = true;
        }
        if line.contains(" drops a ") {
            seen.drop = true;
        }
        if line.contains("The deck ran out: the discard pile was shuffled") {
            seen.reshuffle = true;
        }
        if let (Some((attacker, square)), Some(won)) =
            (&seen.attack, line.find(" wins the battle "))
        {
            let winner = line[..won].rsplit('\n').next().unwrap();
            if winner == attacker {
                seen.attacker_won = true;
            } else {
                seen.defender_won = true;
                seen.lost = Some((attacker.clone(), square.clone()));
            }
        }
    }
}

#[test]
fn a_whole_game_between_two_people() {
    let mut t = Table::start(7, "alice", "bob");
    let start = t.public.join("\n");
    assert!(start.contains("@alice challenges @bob"), "{start}");
    assert!(start.contains("Carnett's"), "{start}");
    let mut seen = Seen::default();
    let mut steps = 0;
    while !t.over {
        step(&mut t, &mut seen, steps);
        steps += 1;
        assert!(steps < 1500, "the game did not end");
    }
    assert!(
        seen.all(),
        "seen: won {} lost {} again {} exchange {} drop {} reshuffle {}",
        seen.attacker_won,
        seen.defender_won,
        seen.reattack,
        seen.exchange,
        seen.drop,
        seen.reshuffle
    );
    let lines = t.public.join("\n");
    // A battle as the board tells it: the attack, each card, the winner, the prison.
    assert!(lines.contains(": a battle."), "{lines}");
    assert!(lines.contains(" plays "), "{lines}");
    assert!(lines.contains("'s prison."), "{lines}");
    // A re-attack: two attacks on one square in one turn (no roll between them), the
    // first lost.
    let turns: Vec<&str> = lines.split(" rolls ").collect();
    assert!(
        turns.iter().any(|turn| {
            let attacks: Vec<&str> = turn
                .lines()
                .filter_map(|l| l.split(" on ").nth(1).filter(|_| l.contains(" attacks ")))
                .map(|rest| &rest[..2])
                .collect();
            attacks
                .iter()
                .enumerate()
                .any(|(i, a)| attacks[i + 1..].contains(a))
        }),
        "no re-attack in one turn: {lines}"
    );
    eprintln!("{steps} lines typed");
    let (ended, hands) = t.finish_checked();
    eprintln!(
        "{} actions, {hands} hands checked",
        ended.truth.actions.len()
    );
    let last = ended.lines[ended.lines.len() - 3..].join("\n");
    assert!(last.contains("'s king:") && last.contains("wins"), "{last}");
    assert!(last.contains("The seed was `"), "{last}");
    assert!(hands > 0);
}

#[test]
fn a_timeout_during_a_battle_forfeits_the_defender() {
    let mut t = Table::start(3, "alice", "bob");
    // Quiet actions until one player attacks.
    for _ in 0..400 {
        let mover = t.to_act.clone().unwrap();
        let offer = t.offer(&mover);
        if let Some(attack) = offer.attacks.first() {
            t.act(&mover, &attack.action);
            break;
        }
        let action = quiet(&mut t, &offer);
        t.act(&mover, &action);
    }
    assert!(t.in_battle(), "nobody attacked");
    // The attacker leads; the defender never answers.
    let attacker = t.to_act.clone().unwrap();
    play_a_card(&mut t, &attacker);
    let defender = t.to_act.clone().unwrap();
    assert_ne!(defender, attacker);
    assert!(text(&t.board).contains("defend your"), "{}", t.board);
    let replies = t.say(":advance 47h");
    assert!(
        replies.iter().all(|r| r.get("note").is_some()),
        "{replies:?}"
    );
    let reminder = t.say(":advance 1h");
    assert!(
        reminder
            .iter()
            .any(|r| r["mentions"][0] == defender.as_str()),
        "{reminder:?}"
    );
    assert!(!t.over);
    let quiet_day = t.say(":advance 23h");
    assert!(
        quiet_day.iter().all(|r| r.get("note").is_some()),
        "{quiet_day:?}"
    );
    let forfeit = t.say(":advance 1h");
    assert!(t.over, "{forfeit:?}");
    let said = t.public.join("\n");
    assert!(
        said.contains(&format!("{defender} ran out of time and forfeits"))
            && said.contains(&format!("{attacker} wins")),
        "{said}"
    );
    // The record ends in the battle: it still verifies.
    let (ended, _) = t.finish_checked();
    assert!(ended.truth.actions.len() >= 2);
}

/// How the public lines begin an action (not a battle card, which a defender plays
/// in the other player's turn).
const ACTIONS: [&str; 6] = [
    "played ",
    "attacks ",
    "discards ",
    "drops ",
    "exchanges ",
    "ends the turn",
];

#[test]
fn a_game_against_the_computer() {
    let mut t = Table::start(9, "alice", "bot");
    let mut steps = 0;
    while !t.over {
        assert_eq!(t.to_act.as_deref(), Some("alice"), "{}", t.board);
        let before = t.public.len();
        if t.in_battle() {
            play_a_card(&mut t, "alice");
        } else {
            let offer = t.offer("alice");
            let action = match offer.attacks.first() {
                Some(attack) if t.random(3) != 0 => attack.action.clone(),
                _ => quiet(&mut t, &offer),
            };
            t.act("alice", &action);
        }
        // The computer acts on its turn only: its lines come after its roll, or are the
        // cards it plays defending against alice.
        let lines: Vec<&str> = t.public[before..].iter().flat_map(|r| r.lines()).collect();
        let mut its_turn = false;
        for line in &lines {
            if line.starts_with("bot (normal) rolls ") {
                its_turn = true;
            } else if line.starts_with("alice rolls ") {
                its_turn = false;
            } else if ACTIONS
                .iter()
                .any(|a| line.starts_with(&format!("bot (normal) {a}")))
            {
                assert!(its_turn, "the computer acted out of turn: {lines:?}");
            }
        }
        steps += 1;
        assert!(steps < 1500, "the game did not end");
    }
    // The computer's hand is nobody's to see: it has no My hand either.
    let id = support::custom_ids(&t.board);
    assert!(id.is_empty());
    let (ended, hands) = t.finish_checked();
    let said = ended.lines.join("\n");
    assert!(said.contains("bot (normal) rolls"), "{said}");
    assert!(said.contains("'s king:"), "{said}");
    assert!(hands > 0);
}

#[test]
fn a_draw_offered_and_accepted_ends_the_game() {
    let mut t = Table::start(13, "alice", "bob");
    let mut seen = Seen::default();
    // Into the game until a battle was fought, and out of it.
    let mut steps = 0;
    while !(seen.attacker_won || seen.defender_won) || t.in_battle() {
        step(&mut t, &mut seen, steps);
        steps += 1;
        assert!(!t.over && steps < 300, "no battle: {}", t.public.join("\n"));
    }
    let mover = t.to_act.clone().unwrap();
    let other = if mover == "alice" { "bob" } else { "alice" };
    let offered = t.say(&format!("@{mover} /martian draw"));
    let offer = offered
        .iter()
        .find(|r| r["to"].is_null() && text(r).contains(&format!("{mover} offers a draw")))
        .unwrap_or_else(|| panic!("no offer: {offered:?}"));
    assert!(text(offer).contains(other), "{offer}");
    assert!(!t.over);
    let accepted = t.say(&format!("@{other} /martian draw"));
    assert!(t.over, "{accepted:?}");
    let said = t.public.join("\n");
    assert!(
        said.contains(&format!("{other} accepted the draw")),
        "{said}"
    );
    assert!(said.contains("agreed to a draw"), "{said}");
    let (ended, _) = t.finish_checked();
    assert_eq!(ended.truth.actions.len(), steps);
}
