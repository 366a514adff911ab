# Starting and stopping games (challenge, accept, decline, abort, expired challenges),
# and the server's settings.

## Challenges

# $game: the game already in the channel, as one line
lobby-channel-busy = This channel already has a game ({ $game }). Finish it first, or start yours in a thread.
# Stands for the game in lobby-channel-busy when another challenge got there first.
lobby-channel-just-taken = just started by someone else
lobby-cannot-challenge-self = You can't challenge yourself: pick another player, or the bot to play the computer.
# $name: the bot that was challenged; $me: this bot, as a mention
lobby-cannot-challenge-bot = { $name } is a bot, and bots can't play: challenge a person, or challenge { $me } to play the computer.
lobby-duplicate-opponent = { $name } is named twice: each opponent must be a different person.
# $layout: the `layout` option's value (duel); $given: how many opponents were named
lobby-wrong-opponent-count-two = A { $layout } game is for two players: name one opponent, or none for an open challenge (you named { $given }).
# $layout: the `layout` option's value (quad, teams); $given: how many opponents were named
lobby-wrong-opponent-count-four = A { $layout } game is for four players: name three opponents with `opponent`, `opponent2` and `opponent3`, or none for an open challenge (you named { $given }).
# $layout: tri, penta or hexa; $players: its players; $needed: opponents to name
lobby-wrong-opponent-count-many = A { $layout } game is for { $players } players: name { $needed } opponents with `opponent` to `opponent{ $needed }`, or none for an open challenge (you named { $given }).
lobby-level-without-computer = The level only applies when you play the computer: challenge the bot to use it.
# $level: what was typed; $levels: the levels there are, separated by commas
lobby-unknown-level = "{ $level }" is not a level: choose { $levels }.
# $challenger: a mention; $invitees: the invited players (mentions) as a list; $description: the game (layout, rules); $hours: how long the challenge waits
lobby-invitation = { $challenger } challenges { $invitees } to a game of { $game ->
        [carnett] Carnett's Martian Chess
       *[martian] Martian Chess
    } ({ $description }). { $invitees }, press Accept or Decline (or use `/martian accept`); the challenge expires in { $hours } { $hours ->
        [one] hour
       *[other] hours
    } otherwise.
lobby-button-accept = Accept
lobby-button-decline = Decline

## Open challenges (no opponent named: anyone may accept)

# The name of a seat nobody has taken yet, where the game is listed
lobby-open-seat = (open seat)
# $challenger: a mention; $free: how many seats wait for a player; $description: the game (layout, rules); $hours: how long the challenge waits
lobby-open-invitation = { $challenger } posts an open challenge to a game of { $game ->
        [carnett] Carnett's Martian Chess
       *[martian] Martian Chess
    } ({ $description }): anyone can accept! Press Accept (or use `/martian accept`) to take { $free ->
        [one] the free seat
       *[other] one of the { $free } free seats
    }; the game starts when every seat is taken. The challenge expires in { $hours } { $hours ->
        [one] hour
       *[other] hours
    } otherwise.
# $name: who took a seat; $free: how many seats are still free
lobby-open-joined = { $name } takes a seat. { $free ->
        [one] One seat is still free
       *[other] { $free } seats are still free
    }: press Accept (or use `/martian accept`) to join.
# $name: who gave their seat back; $free: how many seats are free now
lobby-open-left = { $name } gives up their seat. { $free ->
        [one] One seat is
       *[other] { $free } seats are
    } free again: press Accept (or use `/martian accept`) to join.
lobby-open-own-challenge = This is your own open challenge, so you have your seat already: wait for others to accept it, or withdraw it with `/martian abort`.
# $free: how many seats nobody has taken yet
lobby-open-not-started = The game hasn't started yet: its open challenge still has { $free ->
        [one] one free seat
       *[other] { $free } free seats
    }.
lobby-open-no-bots = Bots can't take a seat in an open challenge.
lobby-open-nothing-to-decline = This challenge is open to anyone, so there is nothing to decline: if you don't want to play, just leave it.
# In the channel: $challenger is a mention (it pings); $hours: how long the challenge waited; $joined: how many took a seat; $free: how many seats nobody took
lobby-open-invitation-expired = ⌛ The open challenge from { $challenger } expired after { $hours } { $hours ->
        [one] hour
       *[other] hours
    }: { $joined ->
        [0] nobody accepted it
       *[other] not every seat was taken ({ $free } still free)
    }. The channel is free for a new game.

## Rematch

lobby-button-rematch = Rematch
# The first line of a rematch's challenge (or of its first board, against the computer); $game: the finished game's id
lobby-rematch = 🔁 Rematch of game `{ $game }`: the same board and rules, and the first move passes to the next player.
lobby-rematch-not-a-player = Only the players of that game can ask for a rematch. To play yourself, use `/martian challenge`.
lobby-rematch-not-finished = That game isn't over yet, so there is nothing to rematch.

## Answers

# $name: who accepted; $waiting: who still has to, as a list
lobby-accepted-waiting = { $name } accepted. Still waiting for { $waiting }.
lobby-not-invited = You are not invited to this game, so there is nothing for you to accept or decline.
lobby-already-accepted = You have already accepted; the game starts when everyone has.
lobby-no-invitation = There is no challenge waiting in this channel.
# In the channel: $challenger is a mention (it pings); $waiting: who didn't accept, as a list; $hours: how long the challenge waited
lobby-invitation-expired = ⌛ The challenge from { $challenger } expired: { $waiting } didn't accept within { $hours } { $hours ->
        [one] hour
       *[other] hours
    }. The channel is free for a new game; { $challenger }, challenge again with `/martian challenge` when they are around.
# The same, as kept with the game: $waiting are plain names
lobby-invitation-expired-summary = The challenge expired: { $waiting } didn't accept within { $hours } { $hours ->
        [one] hour
       *[other] hours
    }.
lobby-accepted-too-late = This challenge expired before you accepted, so there is no game to join. Challenge them yourself with `/martian challenge`.
lobby-withdrawn = { $name } withdrew the challenge. The channel is free for a new game.
lobby-challenger-cannot-decline = You made this challenge: to withdraw it, use `/martian abort`.
lobby-declined = { $name } declined the challenge. No game this time.
lobby-abort-not-allowed = Only the players can abort a game, and only before each of them has moved once; after that a server manager can. To stop playing, resign with `/martian resign`.
lobby-aborted = { $name } aborted the game. It ends with no result.
# $first: who moves first (a mention, or the computer's name)
lobby-game-starts = The game begins! { $first } moves first.

## The end of a game

lobby-unrated-computer-game = Games against the computer are not rated.
# $changes: one lobby-rating-change per player, joined by " · "
lobby-ratings = Ratings: { $changes }
# $before, $after: whole ratings; $change: the difference with its sign (+12, −7)
lobby-rating-change = { $name } { $before } → { $after } ({ $change })

## Settings

# $name: the option (move_timeout_hours); $value: what was typed; $min, $max: the range
lobby-bad-vacation-days = { $name } { $value } is out of range: choose a whole number of days from 0 (no vacations) to { $max }.
lobby-bad-setting = { $name } { $value } is out of range: choose a whole number of hours from { $min } to { $max }{ $min ->
        [0] {" "}(0 turns them off)
       *[other] {""}
    }.
lobby-reminder-not-before-timeout = A reminder { $reminder } { $reminder ->
        [one] hour
       *[other] hours
    } before the deadline would come before the move even starts (the timeout is { $timeout } { $timeout ->
        [one] hour
       *[other] hours
    }): choose fewer reminder hours than the timeout.
lobby-bad-ruleset = "{ $value }" is not a ruleset: choose classic or leaping.
# $value: what was typed; $choices: the codes there are, as a list of lobby-language-choice and lobby-language-choice-auto
lobby-bad-language = "{ $value }" is not a language. The choices are { $choices }.
# $code: a language's code (cs); $name: its name in itself (Čeština)
lobby-language-choice = `{ $code }` ({ $name })
lobby-language-choice-auto = `auto` (the server's Discord language)
# $timeout, $invite: hours; $reminder: hours, 0 for none; $ruleset: classic or leaping;
# $language: the name of the language of public messages (Čeština); $chosen: set when a manager chose it, auto when it follows the server's Discord language
lobby-settings-shown = **Settings of this server**
    • Move timeout: { $timeout } { $timeout ->
        [one] hour
       *[other] hours
    } (then the player to move forfeits, once reminded)
    • Reminder: { $reminder ->
        [0] off (`reminder_hours:0`)
       *[other] { $reminder } { $reminder ->
            [one] hour
           *[other] hours
        } before the deadline
    }
    • Challenges expire after: { $invite } { $invite ->
        [one] hour
       *[other] hours
    } unanswered
    • Default ruleset: { $ruleset }
    • Language of public messages: { $chosen ->
        [set] { $language }
       *[auto] { $language }, the server's Discord language (choose one with `language`)
    }
    • Threads: { $threads ->
        [on] each game gets a thread of its own (`threads:false` keeps games in the channel)
       *[off] off: games are played in the channel where they were challenged
    }
    • Time zone: { $timezone } (dates and times are shown in it; members may set their own with `/martian me`)
    • Vacation: { $vacation ->
        [0] off
       *[other] up to { $vacation } { $vacation ->
            [one] day
           *[other] days
        } a year for each player
    }
# $settings: lobby-settings-shown
lobby-settings-changed = Settings saved; timeouts apply from the next move, and the challenge timeout from the next challenge.
    { $settings }
# Written in the new language. $language: its name in itself; $chosen: as in lobby-settings-shown
lobby-language-changed = { $chosen ->
        [set] From now on, messages everyone sees are written in { $language }.
       *[auto] From now on, messages everyone sees follow the server's Discord language ({ $language }).
    }

## A game's thread, and its lines in the channel it was challenged in

# $players: the players' names joined by play-versus (plain text: a thread's name)
lobby-thread-name = { $players } · Martian Chess
# $players: the players, bold, joined by play-versus; $thread: a link to the game's thread
lobby-start-line-thread = { $players }: the game is on in { $thread }.
lobby-start-line = { $players }: the game is on.
lobby-you-accepted = You accepted: the game is on.
lobby-threads-refused = I can't open a thread for this game: I lack the **Create Public Threads** permission in this channel, so the game is played here. A server manager can grant it, or keep games in their channels with `/martian-settings threads:false`.

# The name of a ruleset in a line of settings ("Default ruleset: classic")
lobby-ruleset-name = { $ruleset ->
        [leaping] leaping
       *[classic] classic
    }
