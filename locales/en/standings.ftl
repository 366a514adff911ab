# The server-wide views: leaderboard, stats, games in progress, history, replays.

## Pages of a list

# After a list's heading when it has more than one page (leading space included).
standings-page-of = {" "}(page { $page } of { $pages })
# The last line of a page that is not the last one; $next is the next page's number.
standings-next-page = More on the next page: add `page:{ $next }`.
# A page the list does not have: $page is the page asked for, $pages how many there are.
standings-bad-page-leaderboard = There is no page { $page }: the leaderboard has { $pages } { $pages ->
        [one] page
       *[other] pages
    } (choose 1 to { $pages }).
standings-bad-page-history = There is no page { $page }: the finished games of { $name } fill { $pages } { $pages ->
        [one] page
       *[other] pages
    } (choose 1 to { $pages }).
standings-bad-page-games = There is no page { $page }: the games in progress fill { $pages } { $pages ->
        [one] page
       *[other] pages
    } (choose 1 to { $pages }).
standings-bad-page-games-of = There is no page { $page }: the games of { $name } in progress fill { $pages } { $pages ->
        [one] page
       *[other] pages
    } (choose 1 to { $pages }).

## Previous/Next buttons under a page of a list (short: button labels)

standings-previous-button = ◀ Previous
standings-next-button = Next ▶
# A page button whose id was tampered with (or comes from another version of the bot).
standings-unknown-list-button = That button doesn't belong to any list I know; ask for the list again.

## /martian leaderboard

standings-leaderboard-title = **Leaderboard** (page { $page } of { $pages })
# The table's column headings (short: the table is aligned in a code block).
standings-column-rank = #
standings-column-player = Player
standings-column-rating = Rating
standings-column-games = Games
# Wins, draws and losses, as the column shows them (1/0/2).
standings-column-record = W/D/L
# Under the table; $threshold is the deviation above which a rating is provisional.
standings-leaderboard-legend = ± is the rating deviation; ? marks a provisional rating (deviation above { $threshold }).
standings-no-rated-players = Nobody has finished a rated game in this server yet. Challenge someone with `/martian challenge`!

## /martian stats

# $rating is like "1662 ±97" ("1662? ±290" when provisional).
standings-stats-rating = **{ $name }**: rating { $rating }
standings-stats-rating-provisional = **{ $name }**: rating { $rating } (provisional)
standings-stats-games = Games: { $games } ({ $wins } won, { $draws } drawn, { $losses } lost)
standings-stats-points = Points captured: { $points }
# $move is a move like c3d4; $times how often the player opened with it.
standings-stats-opening = Favourite opening move: { $move } ({ $times } { $times ->
        [one] time
       *[other] times
    })
# $moves counts single moves (plies); $id is the game's id.
standings-stats-longest = Longest game: { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    } (game { $id })
standings-no-stats = { $name } has not finished a rated game in this server yet.

## /martian games

standings-games-title = **Games in progress in this server**: { $total }
standings-games-title-of = **Games of { $name } in progress**: { $total }
# $channel is the channel's mention; $line says who plays and whose move it is.
standings-games-line = • game { $id } in { $channel }: { $line }
# The same, with a link to the game's live board. $link: its address
standings-games-line-board = • game { $id } in { $channel }: { $line } ([live board]({ $link }))
# In place of a game that cannot be read.
standings-games-unreadable = (unreadable)
standings-no-active-games = There is no game in progress in this server.
standings-no-active-games-of = { $name } has no game in progress in this server.

## /martian history

standings-history-title = **Recent games of { $name }**: { $total } finished
# $date is a day as tr.date writes it; $opponents the other players, as a list;
# $result is won, drew, lost or ended (a game with no result); $summary says how it
# ended (empty for a game with no result).
standings-history-line = • `{ $id }` { $date } vs { $opponents }: { $result ->
        [won] won
        [drew] drew
        [lost] lost
       *[ended] ended
    }. { $summary }
standings-history-replay = Replay one with `/martian replay game:<id>`, or see the computer's analysis of it with `/martian analyse game:<id>`.
standings-no-history = { $name } has no finished games in this server yet.

## /martian replay

# $players are the players' names, joined by standings-replay-versus.
standings-replay-title = **Game { $id }**: { $players }
standings-replay-versus = {" "}vs{" "}
standings-replay-in-progress = (still in progress)
# $moves is the numbered move list (1. c3d4 b6c5  2. …).
standings-replay-moves = Moves: { $moves }
standings-unknown-game = There is no game { $id } in this server. `/martian history` lists the ids of finished games.
# $text is what the player typed.
standings-not-a-game-id = "{ $text }" is not a game id: ids are short codes like 2s, as shown by `/martian history`.

## Carnett's Martian Chess: its own ratings, leaderboard, stats and history (the
## `game:carnett` option). The Looney Pyramids game's lists keep the headings above.

standings-leaderboard-title-carnett = **Leaderboard — Carnett's Martian Chess** (page { $page } of { $pages })
standings-no-rated-players-carnett = Nobody has finished a rated game of Carnett's Martian Chess in this server yet. Challenge someone with `/martian challenge game:carnett`!
# $rating is like "1662 ±97" ("1662? ±290" when provisional).
standings-stats-rating-carnett = **{ $name }** in Carnett's Martian Chess: rating { $rating }
standings-stats-rating-provisional-carnett = **{ $name }** in Carnett's Martian Chess: rating { $rating } (provisional)
# $action is an action like e2e4, N@e5 or "discard 7H"; counted in the games the player began as White.
standings-stats-first-action = Favourite first action as White: { $action } ({ $times } { $times ->
        [one] time
       *[other] times
    })
# $actions counts the actions of both players (moves, drops, discards, exchanges).
standings-stats-longest-actions = Longest game: { $actions } { $actions ->
        [one] action
       *[other] actions
    } (game { $id })
standings-no-stats-carnett = { $name } has not finished a rated game of Carnett's Martian Chess in this server yet.
standings-history-title-carnett = **Recent games of { $name } in Carnett's Martian Chess**: { $total } finished
standings-no-history-carnett = { $name } has no finished games of Carnett's Martian Chess in this server yet.
# After a game of Carnett's: $changes is one lobby-rating-change per player, joined by " · ".
standings-ratings-carnett = Ratings in Carnett's Martian Chess: { $changes }
# A game of Carnett's in /martian games; $players are its players, as a list.
standings-games-line-carnett = • game { $id } in { $channel }: Carnett's Martian Chess, { $players }
standings-games-line-carnett-board = • game { $id } in { $channel }: Carnett's Martian Chess, { $players } ([live board]({ $link }))
