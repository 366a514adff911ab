# Playing: moves, the board message, menus and buttons, resigning, time (reminders,
# forfeits), and how a game ended.
# $piece, $captured, $merged, $target: a piece as its key, pawn, drone or queen
# (select on it to decline the word).

## Refusals

# $waiting: who still has to accept, as a list
play-not-started = The game hasn't started yet: it is waiting for { $waiting } to accept.
# $whose: the player to move
play-not-your-turn = It's { $whose }'s turn, not yours: wait until they have moved.
play-computer-turn = It's the computer's turn; it will move in a moment.
# $move: the number of the move the game is at now
play-stale-board = This board is out of date: the game has moved on (it is now at move { $move }). Use the newest board, or `/martian move`.
play-unknown-component = That button doesn't belong to any game I know; it may be from an old version of the bot.
play-game-gone = That game has ended or no longer exists.
# $from: a square
play-no-moves-for-piece = The piece on { $from } has no legal move now; pick another.

## The board message

# $summary: how the game ended (play-end-…)
play-game-over = **Game over.** { $summary }
# $who: a mention of the player to move; $zone: their zone's squares (a1–d4)
play-your-move = { $who }, your move (your zone is { $zone }).
play-computer-to-move = The computer is thinking…
# $count: moves left before the game ends
play-clock-running = ⏱ The clock is running: the game ends after { $count } more { $count ->
        [one] move
       *[other] moves
    } without a capture.
# $name: who moved; $move: the move as typed (c3b4); $what: play-what-…
play-played = { $name } played { $move } ({ $what }).
play-what-piece = { $piece }
# $points: what the capture scored
play-what-capture = { $piece } takes { $captured } (+{ $points })
play-what-merge = { $piece } merges into a { $merged }
play-what-cross = { $piece } crosses into another zone
# $what: one of the play-what-… above
play-what-calls-clock = { $what }, and calls the clock
# A board posted again: its first line, then play-notice-again.
play-notice-again-begun = The game has begun.
play-notice-again-played = { $name } played { $move }.
# $what: play-notice-again-begun or play-notice-again-played
play-notice-again = { $what } (I'm posting this board again: my first message about it didn't arrive.)
play-button-move = Move
play-button-board = Board
play-button-resign = Resign

## The move list, the board on request, the menus

play-moves-header = Your legal moves ({ $count }):
# $targets: the squares it can go to, separated by commas
play-moves-line = • { $piece } on { $from }: { $targets }
play-moves-clock-hint = Add `clock:true` (or a trailing *) to call the clock with your move.
# $fen: the position in MCFEN, a line of text
play-position =
    Position (MCFEN), to copy:
    ```
    { $fen }
    ```
play-position-not-started = The game hasn't started yet.
# $count: pieces that can move
play-pick-piece = Pick the piece to move ({ $count } can move).
play-pick-target = Where should the { $piece } on { $from } go?
play-piece-option = { $piece } on { $from }
# $count: how many moves this piece has
play-piece-moves = { $count } { $count ->
        [one] move
       *[other] moves
    }
play-piece-placeholder = Piece to move
play-target-placeholder = Where the { $piece } on { $from } goes
# Labels of moves in menus and autocomplete; $move: c3b4
play-label-plain = { $move } { $piece }
play-label-capture = { $move } { $piece } takes { $captured } (+{ $points })
play-label-merge = { $move } merge -> { $merged }
play-label-cross = { $move } { $piece }, crosses into another zone

## Resigning

# $winners: the names (a list), $count: how many
play-confirm-resign = Do you really want to resign? The game ends and { $winners } { $count ->
        [one] wins
       *[other] win
    }.
play-button-confirm-resign = Resign
play-button-keep-playing = Keep playing
play-resign-cancelled = Good: you are still playing.

## Time

play-forfeited = ⏰ { $name } ran out of time and forfeits.
# $who: a mention of the player to move; $channel: a mention of the game's channel; $opponents: a list; $hours: whole hours left
play-reminder = ⏰ { $who }, it's your move in { $channel } (against { $opponents }). You have { $hours } { $hours ->
        [one] hour
       *[other] hours
    } left; after that you forfeit.
play-late-reminder = ⏰ { $who }, it's your move in { $channel } (against { $opponents }). I couldn't remind you in time, so nobody forfeits yet: you have { $hours } more { $hours ->
        [one] hour
       *[other] hours
    } to move; after that you forfeit.
# $duration: how long the bot could not serve (play-outage-duration)
play-outage-given-back = ⏰ I was unavailable for { $duration }: every deadline moved { $duration } later.
# $hours, $minutes: a length of time, like "22 h 59 m" (a part that is 0 left out)
play-outage-duration = { $hours ->
        [0] { $minutes } m
       *[other] { $minutes ->
            [0] { $hours } h
           *[other] { $hours } h { $minutes } m
        }
    }

## How a game ended (kept with the game, shown under the last board)

# $names: the winners, as a list; $count: how many; $scores: 7–5; $reason: play-reason-…
play-end-win = { $names } { $count ->
        [one] wins
       *[other] win
    }, { $scores }: { $reason }.
play-end-win-tie-break = { $names } { $count ->
        [one] wins
       *[other] win
    } on the tie-break (whoever ends the game wins a tie), { $scores }: { $reason }.
# $names: who share the draw, as a list
play-end-draw = { $names } draw, { $scores }: { $reason }.
play-reason-emptied-own-zone = { $name } moved the last piece out of their zone
# $zone: whose zone is empty; $by: who moved
play-reason-emptied-zone = { $zone }'s zone was emptied by { $by }
play-reason-clock-ran-out = the clock ran out
play-reason-no-legal-move = { $name } had no legal move
# $names: the winners (or who share a draw), as a list; $count: how many; $name: who resigned or ran out of time
play-end-resigned-win = { $names } { $count ->
        [one] wins
       *[other] win
    }: { $name } resigned.
play-end-resigned-draw = { $names } draw: { $name } resigned.
play-end-forfeit-win = { $names } { $count ->
        [one] wins
       *[other] win
    }: { $name } ran out of time.
play-end-forfeit-draw = { $names } draw: { $name } ran out of time.

## A game in one line, and its description

# $players: the players' names joined by play-versus
play-game-line-invited = { $players }, waiting for everyone to accept
# $move: the move the game is at; $name: who is to move
play-game-line = { $players }, move { $move }, { $name } to move
play-versus = {" vs "}
# $ruleset: classic or leaping
play-ruleset = { $ruleset ->
        [classic] classic
       *[leaping] leaping
    }
play-clock-auto27 = automatic 27-move clock
play-clock-off = no clock
play-captures-sent-back = captures may be sent back

## The live board's companions

# A short message after the board was edited (edits notify nobody). $who: a mention
play-ping = { $who }, your move.
# The private answer to a move (the board itself shows it to everyone). $move: c3b4
play-you-played = You played { $move }.
play-you-resigned = You resigned.
# In the channel the game was challenged in, when it ends. $players: the players, bold, joined by play-versus; $summary: play-end-…; $thread: a link to the game's thread
play-result-line-thread = { $players }: { $summary } ({ $thread })
play-result-line = { $players }: { $summary }
# $move: the number of the move the game is at now; $link: a link to the live board
play-stale-board-live = This board is out of date: the game has moved on (it is now at move { $move }). The live board is here: { $link }
# After a reminder, for a game in a thread (which an idle thread's archiving makes unreachable for /martian move). $link: the live board
play-reminder-board = Use the Move button on the live board: { $link }
