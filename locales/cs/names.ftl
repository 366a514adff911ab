# Názvy desek a počítačových hráčů a zkracování dlouhých jmen.

# Deska, na které se hraje (v pozvánce a v řádku hry).
# $layout: duel, quad, teams, halves, tri, penta nebo hexa
names-board = { $layout ->
        [duel] duel
        [quad] čtyři hráči
        [teams] týmová hra
        [halves] duel na desce 8×8
        [tri] tři hráči
        [penta] pět hráčů
       *[hexa] šest hráčů
    }
