# /martian tournament: a server's Swiss or round robin. Its message (the players, Join
# and Leave) is edited in place; each round is posted with its pairings; each game is
# played in a thread of its own.

## Naming a tournament

# $typed what the member typed as `tournament:`
tournament-bad-id = "{ $typed }" is not a tournament's number: use the number on its message, such as `tournament:3`.
tournament-not-found = This server has no tournament { $typed }. `/martian tournament list` shows them.
tournament-none-under-way = This server has no tournament under way. A manager creates one with `/martian tournament create`.
# $list the tournaments under way, "#3 Spring Cup and #4 Blitz"
tournament-which = Several tournaments are under way: name one with `tournament:`, among { $list }.
tournament-no-rematch = Tournament games have no rematch: the next round's pairings decide who plays whom.
tournament-no-abort = A tournament game cannot be called off by its players: resign if you must stop (a manager may abort it, with no result).

## The tournament message

# $id the number to name it by in `tournament:`
tournament-title = 🏆 **{ $name }** · tournament { $id }
tournament-format-swiss = Swiss, { $rounds ->
    [one] 1 round
   *[other] { $rounds } rounds
}
tournament-format-swiss-open = Swiss, rounds set by the number of players
tournament-format-round-robin = round robin
tournament-format-double-round-robin = double round robin
tournament-timeout = { $hours ->
    [one] 1 hour a move
   *[other] { $hours } hours a move
}
# $when a date and time in the server's time zone
tournament-opens-at = Starts { $when }. Join with the button below.
tournament-opens-on-start = Starts when a manager presses Start. Join with the button below.
tournament-running = Round { $round } of { $rounds }.
tournament-late-entry = Late entries are still open (with no points).
tournament-paused-status = Paused after round { $round }: no new round is paired until a manager resumes it.
tournament-finished-status = Finished. Winner: { $winner }.
tournament-cancelled-status = Cancelled: no winner.
tournament-entrant = { $name } ({ $rating })
tournament-entrant-withdrawn = ~~{ $name }~~ (withdrawn)
tournament-no-players = No players yet.
tournament-players = Players ({ $count }/{ $max }): { $list }
tournament-player-count = { $count ->
    [one] 1 player
   *[other] { $count } players
}
tournament-button-join = Join
tournament-button-leave = Leave
tournament-button-start = Start
tournament-button-standings = Standings

## Standings

tournament-column-rank = #
tournament-column-name = Player
tournament-column-points = Points
tournament-column-buchholz = Bh
tournament-column-sonneborn-berger = SB
tournament-column-direct = DE
tournament-column-wins = W
tournament-standings-alt = Standings of { $name }: rank, player, points, tie-breaks and each round's result.
# $done the rounds played to the end
tournament-standings-title-first = { $name } · round 1 of { $rounds }
tournament-standings-title = { $name } · after round { $done } of { $rounds }
tournament-standings-legend = Tie-breaks in order: Buchholz (Bh; with 8 players or more without the lowest), Sonneborn-Berger (SB), direct encounter (DE), wins (W), then rating. In a round's cell: the opponent's place, ¹ when you moved first.
tournament-not-started = Not started yet: { $count ->
    [one] 1 player
   *[other] { $count } players
} so far.
tournament-round-heading = Round { $round } of { $rounds }:
tournament-bye = { $name }: a bye (1 point)
tournament-no-result = no result
# $thread a link to the game's thread
tournament-playing-in = playing in { $thread }
tournament-playing = playing
tournament-by-forfeit = ({ $name } lost by forfeit)
tournament-history-empty = This server has no finished tournament yet.
tournament-no-such-page = There is no such page: the list has { $pages ->
    [one] 1 page
   *[other] { $pages } pages
}.
tournament-list-title = **Tournaments** (page { $page } of { $pages }):
tournament-history-title = **Finished tournaments** (page { $page } of { $pages }):
tournament-list-open = taking entries
tournament-game-heading = 🏆 **{ $name }**, round { $round } of { $rounds }.

## Creating

tournament-create-not-allowed = Only server managers may create tournaments here (a manager may let every member with `/martian-settings members_create_tournaments:true`).
tournament-needs-threads = A tournament needs a channel where I may open threads, since each of its games is played in a thread of its own: create it in such a channel, or give me the Create Public Threads permission here.
tournament-bad-name = Give the tournament a name of 1 to { $max } characters.
# $option the option's name; $word what was given
tournament-unknown-word = `{ $option }` cannot be "{ $word }": pick one of the choices Discord offers.
tournament-no-layout = This game has one board and one set of rules: leave `layout` and `ruleset` out.
tournament-bad-rounds = A Swiss has { $min } to { $max } rounds.
tournament-rounds-not-swiss = Only a Swiss has a number of rounds: a round robin has as many as its players need.
tournament-bad-timeout = The move timeout is 1 to { $max } hours.
tournament-bad-max-players = This format takes { $min } to { $max } players.
tournament-bad-start = "{ $typed }" is not a date and hour: write it like `2026-12-24 18:00`, in the server's time zone ({ $zone }).
tournament-start-passed = That time has passed: give a later one, or leave `starts` out and press Start when everyone is in.

## Joining and leaving

tournament-no-computer = Tournaments are for people: the computer cannot play in one.
tournament-withdrawn-already = You withdrew from this tournament: you cannot enter it again.
tournament-already-in = You are in this tournament already.
tournament-closed = This tournament takes no more players.
tournament-full = This tournament is full ({ $max } players).
tournament-over = This tournament is over.
tournament-not-in = You are not in this tournament.
tournament-not-in-them = That member is not playing in this tournament.
tournament-kicked = { $manager } withdrew { $name } from the tournament; their game under way is lost by forfeit.
tournament-joined = You joined **{ $name }**. Good luck!
tournament-joined-late = You joined **{ $name }** late: you are paired from round { $round }, with no points for the rounds before.
tournament-left = You left **{ $name }**.
tournament-withdrew = You withdrew from **{ $name }**: you are not paired again. Your game under way goes on (resign it if you will not play it).

## Rounds and the end

tournament-round-title = 🏆 **{ $name }**: round { $round } of { $rounds }
tournament-round-threads = Each game is in a thread of its own: good luck!
tournament-threads-refused = I can no longer open threads in this channel (I lack the **Create Public Threads** permission), so the games of round { $round } of **{ $name }** cannot start: each is played in a thread of its own. A server manager can give me the permission here; I try again, at least once an hour, and the games start as soon as their threads open.
tournament-ended-early = No round could be paired any more without repeating a game: the tournament ends here.
# $podium the places, "🥇 alice · 🥈 bob · 🥉 carol" (players sharing a place share its medal)
tournament-podium = 🏆 **{ $name }** is over. { $podium }
tournament-withdrawn-for-forfeits = { $name } lost two games in a row by forfeit and is withdrawn from the tournament.

## Managing

tournament-managers-only = Only server managers and the tournament's creator may do this.
tournament-started-already = This tournament has started already.
tournament-too-few = A tournament needs at least { $min } players to start; it has { $count }.
tournament-begins = 🏁 **{ $name }** begins: { $players } players, { $rounds ->
    [one] 1 round
   *[other] { $rounds } rounds
}.
tournament-too-few-at-start = **{ $name }** could not start: it needs at least { $min } players. It is cancelled.
tournament-not-running = Only a tournament under way can be paused.
tournament-not-paused = This tournament is not paused.
tournament-paused = ⏸️ **{ $name }** is paused: no new round is paired; games under way go on.
tournament-resumed = ▶️ **{ $name }** goes on.
tournament-cancelled = **{ $name }** was cancelled by { $manager }: no winner; its games under way end with no result.
tournament-game-cancelled = This game ended with no result: **{ $name }** was cancelled.

## In /martian-settings

tournament-settings-managers = • Tournaments: created by managers only (`members_create_tournaments:` lets every member).
tournament-settings-members = • Tournaments: every member may create one.
tournament-game-pyramids = Martian Chess
