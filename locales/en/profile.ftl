# /martian profile: a player's card in one game of this server (rating, its history,
# results). The card's words come from here; numbers and dates it writes itself.

profile-title = Martian Chess
profile-title-carnett = Carnett's Martian Chess
profile-rating-label = Rating
profile-deviation = ± { $deviation }
profile-chart-title = Rating after every rated game
profile-no-history = No rated game yet: the chart begins with the first one.
profile-games = Games
profile-wins = Wins
profile-draws = Draws
profile-losses = Losses
profile-streak = Current streak
profile-longest-streak = Longest streak
profile-puzzle-rating = Puzzle rating
profile-puzzles-solved = Puzzles solved
profile-puzzle-streak = Puzzle streak
profile-best-win = Best win
# $name the opponent beaten, $rating their rating before that game, $id the game.
profile-best-win-value = { $name } ({ $rating }), game { $id }
profile-accuracy = Average accuracy
# $accuracy 0 to 100, over $count analysed games.
profile-accuracy-value = { $accuracy } ({ $count ->
    [one] 1 analysed game
   *[other] { $count } analysed games
})
profile-opponents-title = Most played
# Games against one opponent, and this player's wins, draws and losses against them.
profile-opponent-score = { $games ->
    [one] 1 game
   *[other] { $games } games
}: +{ $wins } ={ $draws } −{ $losses }
profile-results-title = Last 10
# The letters in the marks of the last results.
profile-letter-win = W
profile-letter-draw = D
profile-letter-loss = L
# The reply's text; $games counts rated games.
profile-text = **{ $name }** in Martian Chess: rating { $rating } ± { $deviation }, { $games ->
    [one] 1 rated game
   *[other] { $games } rated games
}.
profile-text-carnett = **{ $name }** in Carnett's Martian Chess: rating { $rating } ± { $deviation }, { $games ->
    [one] 1 rated game
   *[other] { $games } rated games
}.
profile-none = { $name } has no rated game of Martian Chess in this server yet.
profile-none-carnett = { $name } has no rated game of Carnett's Martian Chess in this server yet.
# For screen readers; $last lists the last results, newest last (profile-result-*).
profile-alt = Profile card of { $name }: rating { $rating } ± { $deviation }, { $games ->
    [one] 1 game
   *[other] { $games } games
}: { $wins } won, { $draws } drawn, { $losses } lost; a chart of the rating after each game; last results: { $last }.
# Added to profile-alt when the card shows them ($value as on the card).
profile-alt-best-win = Best win: { $value }.
profile-alt-accuracy = Average accuracy: { $value }.
profile-result-win = won
profile-result-draw = drawn
profile-result-loss = lost
profile-no-results = none
