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
