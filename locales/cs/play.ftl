# Hraní: tahy, zpráva s deskou, nabídky a tlačítka, vzdání, čas (připomínky, prohry
# za překročení času) a jak partie skončila.
# $piece, $captured, $merged, $target: figurka jako klíč pawn, drone nebo queen
# (výběrem podle něj se slovo skloňuje).

## Odmítnutí

play-not-started = Partie ještě nezačala: výzvu musí ještě přijmout { $waiting }.
play-not-your-turn = Na tahu je { $whose }, ne vy: počkejte, až potáhne.
play-computer-turn = Na tahu je počítač; za okamžik potáhne.
play-stale-board = Tato deska už není aktuální: partie mezitím pokročila (teď se hraje { $move }. tah). Použijte nejnovější desku nebo příkaz `/martian tah`.
play-unknown-component = Toto tlačítko nepatří k žádné partii, kterou znám; možná pochází ze starší verze bota.
play-game-gone = Tato partie skončila nebo už neexistuje.
play-no-moves-for-piece = Figurka na poli { $from } teď nemá žádný povolený tah; vyberte jinou.

## Zpráva s deskou

play-game-over = **Konec partie.** { $summary }
play-your-move = { $who }, jste na tahu (vaše zóna: { $zone }).
play-computer-to-move = Počítač přemýšlí…
play-clock-running = ⏱ Běží odpočet: partie skončí po { $count } { $count ->
        [one] dalším tahu
       *[other] dalších tazích
    } bez braní.
play-played = { $name } táhne { $move } ({ $what }).
play-what-piece = { $piece ->
        [pawn] pěšec
        [drone] dron
       *[queen] dáma
    }
play-what-capture = { $piece ->
        [pawn] pěšec
        [drone] dron
       *[queen] dáma
    } bere { $captured ->
        [pawn] pěšce
        [drone] dron
       *[queen] dámu
    } (+{ $points })
play-what-merge = { $piece ->
        [pawn] pěšec
        [drone] dron
       *[queen] dáma
    } se slučuje, vzniká { $merged ->
        [pawn] pěšec
        [drone] dron
       *[queen] dáma
    }
play-what-cross = { $piece ->
        [pawn] pěšec
        [drone] dron
       *[queen] dáma
    } přechází do jiné zóny
play-what-calls-clock = { $what }; vyhlášen odpočet
play-notice-again-begun = Partie začala.
play-notice-again-played = { $name } táhne { $move }.
play-notice-again = { $what } (Posílám tuto desku znovu: moje první zpráva o ní nedorazila.)
play-button-move = Táhnout
play-button-board = Deska
play-button-resign = Vzdát se

## Seznam tahů, deska na požádání, nabídky

play-moves-header = Vaše povolené tahy ({ $count }):
play-moves-line = • { $piece ->
        [pawn] pěšec
        [drone] dron
       *[queen] dáma
    } na { $from }: { $targets }
play-moves-clock-hint = Chcete-li tahem vyhlásit odpočet, zapněte u tahu volbu `odpočet` (nebo přidejte * na konec tahu).
play-position =
    Pozice (MCFEN) ke zkopírování:
    ```
    { $fen }
    ```
play-position-not-started = Partie ještě nezačala.
play-pick-piece = Vyberte figurku, kterou potáhnete (na výběr: { $count }).
play-pick-target = Kam má { $piece ->
        [pawn] pěšec
        [drone] dron
       *[queen] dáma
    } z { $from } táhnout?
play-piece-option = { $piece ->
        [pawn] pěšec
        [drone] dron
       *[queen] dáma
    } na { $from }
play-piece-moves = { $count } { $count ->
        [one] tah
        [few] tahy
       *[other] tahů
    }
play-piece-placeholder = Figurka, kterou chcete táhnout
play-target-placeholder = Kam táhne { $piece ->
        [pawn] pěšec
        [drone] dron
       *[queen] dáma
    } z { $from }
play-label-plain = { $move } { $piece ->
        [pawn] pěšec
        [drone] dron
       *[queen] dáma
    }
play-label-capture = { $move } { $piece ->
        [pawn] pěšec
        [drone] dron
       *[queen] dáma
    } bere { $captured ->
        [pawn] pěšce
        [drone] dron
       *[queen] dámu
    } (+{ $points })
play-label-merge = { $move } sloučení -> { $merged ->
        [pawn] pěšec
        [drone] dron
       *[queen] dáma
    }
play-label-cross = { $move } { $piece ->
        [pawn] pěšec
        [drone] dron
       *[queen] dáma
    }, přechází do jiné zóny

## Vzdání

play-confirm-resign = Opravdu se chcete vzdát? Partie skončí a { $count ->
        [one] vyhrává
       *[other] vyhrávají
    } { $winners }.
play-button-confirm-resign = Vzdát se
play-button-keep-playing = Hrát dál
play-resign-cancelled = Dobře, hrajete dál.

## Čas

play-forfeited = ⏰ Hráči { $name } vypršel čas: prohrává na čas.
play-reminder = ⏰ { $who }, jste na tahu v { $channel } (hrajete proti { $opponents }). { $hours ->
        [one] Zbývá vám { $hours } hodina
        [few] Zbývají vám { $hours } hodiny
       *[other] Zbývá vám { $hours } hodin
    }; potom prohrajete na čas.
play-late-reminder = ⏰ { $who }, jste na tahu v { $channel } (hrajete proti { $opponents }). Nestihl jsem vám to včas připomenout, takže zatím nikdo neprohrává: na tah máte ještě { $hours } { $hours ->
        [one] hodinu
        [few] hodiny
       *[other] hodin
    }; potom prohrajete na čas.
play-outage-given-back = ⏰ Byl jsem nedostupný { $duration }, a proto se všechny lhůty o { $duration } prodloužily.
play-outage-duration = { $hours ->
        [0] { $minutes } min
       *[other] { $minutes ->
            [0] { $hours } h
           *[other] { $hours } h { $minutes } min
        }
    }

## Jak partie skončila (uloženo s partií, ukazuje se pod poslední deskou)

play-end-win = { $count ->
        [one] Vyhrává
       *[other] Vyhrávají
    } { $names }, { $scores }: { $reason }.
play-end-win-tie-break = { $count ->
        [one] Vyhrává
       *[other] Vyhrávají
    } { $names } (při shodě bodů rozhoduje, kdo partii ukončil), { $scores }: { $reason }.
play-end-draw = Remíza ({ $names }), { $scores }: { $reason }.
play-reason-emptied-own-zone = hráč { $name } vyvedl poslední figurku ze své zóny
play-reason-emptied-zone = zónu hráče { $zone } vyprázdnil tah hráče { $by }
play-reason-clock-ran-out = vypršel odpočet
play-reason-no-legal-move = hráč { $name } neměl žádný povolený tah
play-end-resigned-win = { $count ->
        [one] Vyhrává
       *[other] Vyhrávají
    } { $names }: hráč { $name } se vzdal.
play-end-resigned-draw = Remíza ({ $names }): hráč { $name } se vzdal.
play-end-forfeit-win = { $count ->
        [one] Vyhrává
       *[other] Vyhrávají
    } { $names }: hráči { $name } vypršel čas.
play-end-forfeit-draw = Remíza ({ $names }): hráči { $name } vypršel čas.

## Partie na jednom řádku a její popis

play-game-line-invited = { $players }, čeká se, až všichni přijmou výzvu
play-game-line = { $players }, { $move }. tah, na tahu je { $name }
play-versus = {" – "}
play-ruleset = { $ruleset ->
        [classic] klasická pravidla
       *[leaping] pravidla se skoky
    }
play-clock-auto27 = automatický odpočet 27 tahů
play-clock-off = bez odpočtu
play-captures-sent-back = figurku, která přešla kanál braním, lze hned poslat zpět

## Průvodci aktuální desky

play-ping = { $who }, jste na tahu.
play-you-played = Táhli jste { $move }.
play-you-resigned = Partii jste vzdali.
play-result-line-thread = { $players }: { $summary } ({ $thread })
play-result-line = { $players }: { $summary }
play-stale-board-live = Tato deska už není aktuální: partie mezitím pokročila (teď se hraje { $move }. tah). Aktuální deska je tady: { $link }
play-reminder-board = Táhněte tlačítkem Táhnout na aktuální desce: { $link }
