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

## Místa, za která hraje počítač

# Úroveň počítače ve jménu jeho místa. $level: easy, normal, hard nebo max
names-level = { $level ->
        [easy] lehký
        [hard] těžký
        [max] maximální
       *[normal] střední
    }
# Místo, za které hraje počítač. $bot: jméno bota; $level: names-level
names-computer = { $bot } ({ $level })
# Jedno z několika míst počítače, rozlišené písmenem. $letter: A, B, C…
names-computer-lettered = { $bot } { $letter } ({ $level })
# Písmena, která rozlišují místa počítače, popořadě a bez mezer.
names-computer-letters = ABCDE
