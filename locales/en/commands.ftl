# The slash commands as Discord shows them: each command's and option's description
# (at most 100 characters), its name in this language (the attribute .name: lower-case,
# no spaces, at most 32 characters, unique among its siblings), and the labels of the
# choices. In English the names are the commands' own names, which work in every language.

cmd-martian = Play Martian Chess: challenge someone, move, see the board and the leaderboard.
    .name = martian
cmd-martian-settings = Server settings for managers: move time, reminders, invitations, rules (no options shows them).
    .name = martian-settings

## /martian challenge

cmd-challenge = Challenge someone (or me, to play the computer) to a game in this channel.
    .name = challenge
cmd-challenge-opponent = Who you want to play (pick me to play the computer; me in several seats: several computers)
    .name = opponent
cmd-challenge-opponent2 = Second opponent: 3 players play the house layout tri
    .name = opponent2
cmd-challenge-opponent3 = Third opponent, for a four-player game
    .name = opponent3
cmd-challenge-opponent4 = Fourth opponent: 5 players play the house layout penta (12 files wide)
    .name = opponent4
cmd-challenge-opponent5 = Fifth opponent: 6 players play the house layout hexa (12 files wide)
    .name = opponent5
cmd-challenge-layout = Board (else the player count picks): duel, halves, quad, teams; 3, 5, 6 players: house layouts
    .name = layout
cmd-challenge-ruleset = Rules: classic, or leaping
    .name = ruleset
cmd-challenge-clock = How the end-of-game clock works
    .name = clock
cmd-challenge-first = Who moves first
    .name = first
cmd-challenge-level = The computer's strength (only when you play me)
    .name = level
cmd-challenge-game = Which game: the Looney Pyramids one (default) or Carnett's chess with cards
    .name = game

## The Apps menu of a member (a user context-menu command: a name and no description)

# Its name in the menu: capitals and spaces allowed, at most 32 characters.
cmd-challenge-menu = Challenge to Martian Chess
cmd-profile-menu = Martian Chess profile

## The other subcommands of /martian

cmd-accept = Accept the challenge waiting in this channel (the same as the Accept button).
    .name = accept
cmd-decline = Decline the challenge waiting in this channel (the same as the Decline button).
    .name = decline
cmd-move = Play your move in this channel's game, e.g. c3b4 (pick from the list as you type).
    .name = move
cmd-move-move = From and to square, e.g. c3b4; the list shows your legal moves
    .name = move
cmd-move-clock = Call the clock with this move: the game ends after 7 more moves without a capture
    .name = clock
cmd-moves = List your legal moves, grouped by piece (only you see it).
    .name = moves
cmd-board = Show this channel's board and its position to copy (only to you unless public).
    .name = board
cmd-board-public = Post it for everyone in the channel
    .name = public
cmd-resign = Resign this channel's game (you will be asked to confirm).
    .name = resign
cmd-abort = Cancel this channel's game with no result (early on, or by a server manager).
    .name = abort
cmd-games = The games in progress on this server (or someone's), with links to their channels.
    .name = games
cmd-games-user = Whose games (everybody's if empty)
    .name = user
cmd-games-page = Page of the list (1 is the oldest games)
    .name = page
cmd-history = Someone's finished games on this server, newest first, with their ids for replay.
    .name = history
cmd-history-user = Whose games (you if empty)
    .name = user
cmd-history-page = Page of the list (1 is the most recent games)
    .name = page
cmd-history-game = Which game (Martian Chess if empty)
    .name = game
cmd-replay = Watch a finished game again as an animated picture, with its list of moves.
    .name = replay
cmd-replay-game = The game's id, as shown by /martian history (e.g. 2s)
    .name = game
cmd-analyse = The computer's analysis of a finished game: accuracy, the moves that lost the most, a graph.
    .name = analyse
cmd-analyse-game = The game's id, as shown by /martian history (e.g. 2s)
    .name = game
cmd-profile = Someone's profile card: rating and its history, results, best win, accuracy.
    .name = profile
cmd-profile-user = Whose card (yours if empty)
    .name = user
cmd-profile-game = Which game (Martian Chess if empty)
    .name = game
cmd-profile-public = Post it for everyone in the channel (only you see it by default)
    .name = public
cmd-leaderboard = This server's ratings table.
    .name = leaderboard
cmd-leaderboard-page = Page of the table (1 is the top)
    .name = page
cmd-leaderboard-game = Which game's ratings (Martian Chess if empty)
    .name = game
cmd-leaderboard-season = A season like 2026-11 or 2026-Q3, or all-time (the current season if empty)
    .name = season
cmd-stats = Someone's rating, games, wins, draws, losses and points captured.
    .name = stats
cmd-stats-user = Whose numbers (you if empty)
    .name = user
cmd-stats-game = Which game's figures (Martian Chess if empty)
    .name = game
cmd-rules = How to play, in one minute (only you see it).
    .name = rules
cmd-rules-game = Which game's rules (Martian Chess if empty)
    .name = game
cmd-me = Your own settings in this server: time zone, quiet hours for reminders, vacation.
    .name = me
cmd-me-timezone = Your time zone, like Europe/Prague (pick it from the list as you type)
    .name = timezone
cmd-me-quiet-hours = Hours without reminders by direct message, like 23-7 (off removes them)
    .name = quiet_hours
cmd-me-vacation = Days of vacation from now: your move clocks stop (0 comes back early)
    .name = vacation


## /martian puzzle (a subcommand group: solve, daily, move)

cmd-puzzle = Puzzles from real games: find the best move.
    .name = puzzle
cmd-puzzle-solve = A puzzle for you alone, near your puzzle rating.
    .name = solve
cmd-puzzle-solve-rating = A rating range such as 1200-1600 (near your puzzle rating if empty)
    .name = rating
cmd-puzzle-solve-theme = What the answer does (any if empty)
    .name = theme
cmd-puzzle-solve-layout = The board (either if empty)
    .name = layout
cmd-puzzle-daily = Today's puzzle of this server, for you alone.
    .name = daily
cmd-puzzle-move = Your move in your puzzle, such as c3b4 (pick from the list as you type).
    .name = move
cmd-puzzle-move-move = From and to, such as c3b4; the list offers your legal moves
    .name = move

## /martian tournament (a subcommand group)

cmd-tournament = The server's tournaments: Swiss and round robin.
    .name = tournament
cmd-tournament-create = Create a tournament in this channel (its games get threads of their own).
    .name = create
cmd-tournament-create-name = Its name, up to 60 characters
    .name = name
cmd-tournament-create-game = Which game (Martian Chess if empty)
    .name = game
cmd-tournament-create-layout = The board (duel if empty)
    .name = layout
cmd-tournament-create-ruleset = The rules (the server's default if empty)
    .name = ruleset
cmd-tournament-create-format = How rounds are paired (Swiss if empty)
    .name = format
cmd-tournament-create-rounds = A Swiss's rounds, 3 to 11 (from the number of players if empty)
    .name = rounds
cmd-tournament-create-move-timeout-hours = Hours a player has for each move (the server's setting if empty)
    .name = move_timeout_hours
cmd-tournament-create-max-players = The most players it takes (32 if empty)
    .name = max_players
cmd-tournament-create-starts = When it starts, such as 2026-12-24 18:00 in the server's time zone (Start button if empty)
    .name = starts
cmd-tournament-list = The server's tournaments that are open or under way.
    .name = list
cmd-tournament-list-page = Which page (the first if empty)
    .name = page
cmd-tournament-show = A tournament's standings and its current round.
    .name = show
cmd-tournament-show-tournament = The tournament's number (the one under way if empty)
    .name = tournament
cmd-tournament-join = Join a tournament.
    .name = join
cmd-tournament-join-tournament = The tournament's number (the one under way if empty)
    .name = tournament
cmd-tournament-withdraw = Leave a tournament (after the start, you are no longer paired).
    .name = withdraw
cmd-tournament-withdraw-tournament = The tournament's number (the one under way if empty)
    .name = tournament
cmd-tournament-start = Start a tournament now (managers).
    .name = start
cmd-tournament-start-tournament = The tournament's number (the one under way if empty)
    .name = tournament
cmd-tournament-pause = Pause a tournament: no new round is paired (managers).
    .name = pause
cmd-tournament-pause-tournament = The tournament's number (the one under way if empty)
    .name = tournament
cmd-tournament-resume = Resume a paused tournament (managers).
    .name = resume
cmd-tournament-resume-tournament = The tournament's number (the one under way if empty)
    .name = tournament
cmd-tournament-cancel = Cancel a tournament: no winner, its games end with no result (managers).
    .name = cancel
cmd-tournament-cancel-tournament = The tournament's number (the one under way if empty)
    .name = tournament
cmd-tournament-kick = Withdraw a player from a tournament; their game under way is lost by forfeit (managers).
    .name = kick
cmd-tournament-kick-user = The player
    .name = user
cmd-tournament-kick-tournament = The tournament's number (the one under way if empty)
    .name = tournament
cmd-tournament-history = The server's finished tournaments.
    .name = history
cmd-tournament-history-page = Which page (the first if empty)
    .name = page

## /martian-settings

cmd-martian-settings-move-timeout-hours = Hours a player has for a move before forfeiting (default 72)
    .name = move_timeout_hours
cmd-martian-settings-reminder-hours = Hours before the deadline to remind the player (0 for no reminders)
    .name = reminder_hours
cmd-martian-settings-invite-timeout-hours = Hours a challenge waits to be accepted before it expires (default 24)
    .name = invite_timeout_hours
cmd-martian-settings-default-ruleset = Rules for new games when a challenge names none
    .name = default_ruleset
cmd-martian-settings-language = Language of the messages everyone sees (auto: the server's Discord language)
    .name = language
cmd-martian-settings-threads = Give each game a thread of its own, opened from the challenge (default true)
    .name = threads
cmd-martian-settings-timezone = The server's time zone, like Europe/Prague (UTC if none), for dates and times
    .name = timezone
cmd-martian-settings-vacation-days-per-year = Vacation days a player may take in a year (default 14; 0 turns vacations off)
    .name = vacation_days_per_year
cmd-martian-settings-puzzle-channel = Where the daily puzzle is posted (this turns it on)
    .name = puzzle_channel
cmd-martian-settings-puzzle-hour = The hour it is posted at, 0 to 23, in the server's time zone (default 9)
    .name = puzzle_hour
cmd-martian-settings-daily-puzzle = False turns the daily puzzle off
    .name = daily_puzzle
cmd-martian-settings-members-create-tournaments = True lets every member create tournaments (default: managers only)
    .name = members_create_tournaments
cmd-martian-settings-season = Seasons: the leaderboard starts again every month or quarter (default off)
    .name = season
cmd-martian-settings-season-channel = Where a season's final standings are posted when it ends
    .name = season_channel

## The labels of the choices (each starts with the word the console accepts)

cmd-choice-layout-duel = duel (2 players)
cmd-choice-layout-quad = quad (4 players, each for themselves)
cmd-choice-layout-teams = teams (4 players, 2 against 2)
cmd-choice-layout-halves = halves (2 players on the 8x8 board)
cmd-choice-layout-tri = tri (3 players, house layout)
cmd-choice-layout-penta = penta (5 players, house layout)
cmd-choice-layout-hexa = hexa (6 players, house layout)
cmd-choice-ruleset-classic = classic
cmd-choice-ruleset-leaping = leaping (drones jump, no merging)
cmd-choice-season-off = off (no seasons)
cmd-choice-season-monthly = monthly (a season per calendar month)
cmd-choice-season-quarterly = quarterly (a season per quarter of the year)
cmd-choice-clock-call = call (a player may call the clock: 7 moves)
cmd-choice-clock-auto27 = auto27 (27 moves without a capture end it)
cmd-choice-clock-off = off (no clock)
cmd-choice-first-me = me
cmd-choice-first-opponent = opponent
cmd-choice-first-random = random
cmd-choice-game-martian = martian (Martian Chess with pyramids)
cmd-choice-game-carnett = carnett (Carnett's Martian Chess: chess with a die and cards)
cmd-choice-level-easy = easy
cmd-choice-level-normal = normal
cmd-choice-level-hard = hard
cmd-choice-level-max = max
cmd-choice-theme-queen = queen (capture a queen)
cmd-choice-theme-drone = drone (capture a drone)
cmd-choice-theme-pawn = pawn (capture a pawn)
cmd-choice-theme-canal = canal (capture with the piece just sent across the canal)
cmd-choice-theme-merge = merge (merge two pieces)
cmd-choice-theme-clock = clock (call the clock)
cmd-choice-theme-end = end (end the game)
cmd-choice-theme-one-move = one_move (a puzzle of one move)
cmd-choice-theme-short = short (two moves)
cmd-choice-theme-long = long (three moves)
cmd-choice-puzzle-layout-duel = duel (2 players)
cmd-choice-puzzle-layout-halves = halves (2 players on the 8x8 board)
cmd-choice-format-swiss = swiss (paired by score, a set number of rounds)
cmd-choice-format-round-robin = round_robin (everyone plays everyone)
cmd-choice-format-double-round-robin = double_round_robin (everyone plays everyone twice)
cmd-choice-tournament-layout-duel = duel (2 players)
cmd-choice-tournament-layout-halves = halves (2 players on the 8x8 board)
# The languages are listed by their own names; this is the last choice.
cmd-choice-language-auto = auto (the server's Discord language)

## What the adapter says about Discord itself

# A challenge in a channel where the bot lacks permissions: $list names them
# (cmd-permission-…, joined as the language lists), $count is how many.
cmd-missing-permissions = I can't host a game in this channel: a server manager needs to give me the { $list } { $count ->
        [one] permission
       *[other] permissions
    } here.
# The permissions the bot needs, as Discord's settings name them in this language.
cmd-permission-view-channel = View Channel
cmd-permission-send-messages = Send Messages
cmd-permission-send-messages-in-threads = Send Messages in Threads
cmd-permission-attach-files = Attach Files

## The console (`martian-chess console`): what it answers to a line it can't read.
## Command and option names, and the words a line is made of, stay as typed.

cmd-console-not-a-user = "{ $token }" is not a user: write @name
cmd-console-bad-user = "{ $token }" is not a user: after @ use 1 to 32 letters, digits, _ - or .
cmd-console-not-a-channel = "{ $token }" is not a channel: write #name
cmd-console-bad-channel = "{ $token }" is not a channel: after # use 1 to 32 letters, digits, _ - or .
cmd-console-not-a-locale = "{ $text }" is not a locale: write a language code, like cs, ru or en-GB
cmd-console-not-a-duration = "{ $text }" is not a duration: write a number and a unit, like 24h, 90m, 3d or 45s, or several together, like 22h59m
cmd-console-duration-unit = "{ $text }" is not a duration: the units are s, m, h and d (like 24h)
cmd-console-not-an-option = "{ $word }" is not an option: write name:value, like move:c3b4
# :private, and what it says when done. $channel as typed (#secret); $users the names
# allowed, joined ("@alice and @bob"); $count how many.
cmd-console-private-usage = :private takes a channel and the users who may view it, like :private #secret @alice @bob
cmd-console-private = { $count ->
    [0] { $channel } is private now: nobody may view it.
   *[other] { $channel } is private now: only { $users } may view it.
}
cmd-console-advance-usage = :advance takes one duration, like :advance 24h
cmd-console-offline-usage = :offline takes one duration, like :offline 100h
cmd-console-unreachable-usage = :unreachable takes one duration, like :unreachable 5h
cmd-console-unknown-directive = :{ $directive } is not a console directive: they are :advance <duration> (the bot stays up), :offline <duration> (the bot is down meanwhile), :unreachable <duration> (the bot stays up, Discord out of its reach) and :private #channel @user… (only those users may view the channel)
cmd-console-no-user = a line starts with the user, like @alice /martian board (got "{ $word }")
# $commands: the subcommands of /martian, "challenge, accept, …"
cmd-console-no-command = /martian needs a command: { $commands }
cmd-console-click-usage = click needs a custom_id, like click mc:1:0:accept
# $settings: the settings command's name (martian-settings)
cmd-console-not-a-command-here = { $word } is not a command here: the bot's commands are /martian ({ $commands }) and /{ $settings }
cmd-console-line-usage = after the user (and channel), write /martian <command>, click <custom_id> [value], or autocomplete move:<text>
cmd-console-challenge-needs-opponent = /martian challenge needs opponent:@name
cmd-console-move-needs-move = /martian move needs move:<from><to>, like move:c3b4
cmd-console-replay-needs-game = /martian replay needs game:<id>, like game:2s
cmd-console-analyse-needs-game = /martian analyse needs game:<id>, like game:2s
# $key:$value is the option as typed.
cmd-console-not-a-page = { $key }:{ $value } is not a page number
cmd-console-not-hours = { $key }:{ $value } is not a whole number of hours
cmd-console-not-an-hour = { $key }:{ $value } is not an hour of the day (0 to 23)
cmd-console-not-days = { $key }:{ $value } is not a whole number of days
cmd-console-not-yes-no = { $key }:{ $value } is not a yes/no option: write { $key }:true or { $key }:false
cmd-value-yes = yes
cmd-value-no = no
# $options: the command's option names, "a, b, c"
cmd-console-settings-moved = /martian settings is now a command of its own: /{ $settings } (options { $options })
cmd-console-unknown-command = /martian { $name } is not a command: the commands are { $commands }
# $command: "/martian move" or "/martian-settings"
cmd-console-no-options = { $command } takes no options (got { $option })
cmd-console-unknown-option = { $command } has no option { $option }: its options are { $options }
# $words: the choices, joined by cmd-console-or ("a, b or c")
cmd-console-not-a-layout = "{ $value }" is not a layout: choose { $words }
cmd-console-not-a-first = "{ $value }" is not a choice of who moves first: choose { $words }
cmd-console-group-needs-command = /martian { $group } needs a command: { $commands }
cmd-console-unknown-in-group = /martian { $group } { $name } is not a command: the commands are { $commands }
cmd-console-not-a-theme = "{ $value }" is not a puzzle theme: choose { $words }
cmd-console-not-a-puzzle-layout = "{ $value }" is not a puzzle board: choose { $words }
cmd-console-not-a-format = "{ $value }" is not a tournament format: choose { $words }
cmd-console-not-a-tournament-layout = "{ $value }" is not a tournament board: choose { $words }
cmd-console-not-a-number = { $key }:{ $value } is not a whole number
cmd-console-tournament-needs-name = /martian tournament create needs a name: name:"Spring Cup"
cmd-console-not-a-game = "{ $value }" is not a game: choose { $words }
cmd-console-not-a-ruleset = "{ $value }" is not a ruleset: choose { $words }
cmd-console-not-a-clock = "{ $value }" is not a clock: choose { $words }
cmd-console-not-a-language = "{ $value }" is not a language: choose { $words }
cmd-console-not-a-season = "{ $value }" is not a season length: choose { $words }
# "a, b or c": $init is every word but the last, joined by ", ".
cmd-console-or = { $init } or { $last }
# $duration as typed (24h)
cmd-console-clock-moves = The clock moves forward { $duration }.
cmd-console-offline = The bot was offline for { $duration }; it starts again now.
cmd-console-unreachable = Discord is out of the bot's reach for { $duration }; the bot stays up and reaches it again now.
