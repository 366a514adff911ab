# /martian analyse: the computer's analysis of a finished game, move by move.

# $id the game's id.
analysis-queued = Analysing game { $id }… The analysis will appear here in place of this message.
# $ahead: how many analyses run before this one (one runs at a time).
analysis-queued-behind = Game { $id } waits for its analysis: { $ahead ->
    [one] one analysis runs
   *[other] { $ahead } analyses run
} before it. The analysis will appear here in place of this message.
analysis-in-progress = Game { $id } is still being played: it can be analysed once it has ended.
analysis-no-moves = Game { $id } ended before any move was played: there is nothing to analyse.
analysis-not-available = Game { $id } cannot be analysed: the computer has no analysis for games of its kind yet.
analysis-failed = The analysis of game { $id } failed. Please try again later.
# $players: the players' names, joined by standings-replay-versus.
analysis-title = **Analysis of game { $id }**: { $players }
# $accuracy 0 to 100 (or analysis-no-accuracy); the counts are of marked moves.
analysis-player = { $name }: accuracy { $accuracy } · { $inaccuracies ->
    [one] 1 inaccuracy
   *[other] { $inaccuracies } inaccuracies
} · { $mistakes ->
    [one] 1 mistake
   *[other] { $mistakes } mistakes
} · { $blunders ->
    [one] 1 blunder
   *[other] { $blunders } blunders
}
# The accuracy of a player who made no move.
analysis-no-accuracy = –
analysis-label-inaccuracy = inaccuracy
analysis-label-mistake = mistake
analysis-label-blunder = blunder
analysis-marked-title = Marked moves:
analysis-no-marks = No move gave away 5 or more percentage points of winning chance.
# $number the move's number (as in the replay), $name who played it, $played the move
# with its sign (?! ? ??), $label, $drop the percentage points of winning chance it gave
# away, $best the computer's move there.
analysis-marked = { $number }. { $name }: { $played } ({ $label }, −{ $drop } pp) better { $best }
# The same, with $points the evaluation lost in points (2.1; $count selects the plural).
analysis-marked-points = { $number }. { $name }: { $played } ({ $label }, −{ $drop } pp, −{ $points } { $count ->
    [one] point
   *[other] points
}) better { $best }
analysis-more-marked = { $count ->
    [one] …and one more marked move (in the menu below).
   *[other] …and { $count } more marked moves (in the menu below).
}
analysis-method = The computer searched { $nodes } positions from each position of the game; pp are percentage points of winning chance.
analysis-graph-title = Winning chance after every move
analysis-graph-legend = accuracy { $accuracy }
# $players: each player as analysis-alt-player; $marked: how many moves are marked.
analysis-alt = Graph of each player's winning chance after every move of game { $id }, with the marked moves. { $players }. { $marked ->
    [0] No move is marked.
    [one] One move is marked.
   *[other] { $marked } moves are marked.
}
analysis-alt-player = { $name }: accuracy { $accuracy }, winning chance at the end { $chance } %
analysis-board-placeholder = See the board before a marked move
analysis-board-option = { $number }. { $name }: { $played } ({ $label })
analysis-board = Before { $number }. { $name }: { $played } ({ $label }). The arrow shows the better move, { $best }.
analysis-board-alt = The arrow shows the better move, { $best }.
analysis-board-in-words = Before { $number }. { $name }: { $played } ({ $label }). Better: { $best }.
analysis-board-better = Better: { $best }.
# Posted as a new message when the answer to the command could no longer be edited.
analysis-late = { $mention }, the analysis of game { $id } you asked for is ready:
analysis-button = Analyse
analysis-unknown-move = That move is not one of the marked moves of game { $id }. Open its analysis again with `/martian analyse game:{ $id }`.
