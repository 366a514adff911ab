# Names of boards and of computer seats, and how long names are shortened.

# The board a game is played on, as its invitation and its game line name it.
# $layout: duel, quad, teams, halves, tri, penta or hexa
names-board = { $layout ->
        [duel] duel
        [quad] quad
        [teams] teams
        [halves] halves
        [tri] tri
        [penta] penta
       *[hexa] hexa
    }

## The computer's seats

# The computer's level, as its seat's name shows it. $level: easy, normal, hard or max
names-level = { $level ->
        [easy] easy
        [hard] hard
        [max] max
       *[normal] normal
    }
# A seat the computer plays. $bot: the bot's name; $level: names-level
names-computer = { $bot } ({ $level })
# One of several seats the computer plays, told apart by a letter. $letter: A, B, C…
names-computer-lettered = { $bot } { $letter } ({ $level })
# The letters that tell the computer's seats apart, in order, with no spaces.
names-computer-letters = ABCDE
