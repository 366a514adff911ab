# Slova obrázku desky. Jména a čísla doplňuje obrázek sám: zpráva musí své proměnné
# zachovat.

board-to-move-tag = na tahu
board-winner-tag = ★ vítěz
board-default-name = Hráč { $number }
board-to-move = Na tahu: { $name }
board-clock = Odpočet: { $count ->
        [one] zbývá { $count } tah
        [few] zbývají { $count } tahy
       *[other] zbývá { $count } tahů
    }
board-team-score = { $names }: { $score }
board-team-join = {" + "}
board-win = { $count ->
        [one] Vyhrává { $names }
       *[other] Vyhrávají { $names }
    }
board-draw-all = Remíza
board-draw-some = Remíza: { $names }
board-emptied-own-zone = Hráč { $name } vyvedl poslední figurku ze své zóny.
board-emptied-zone = Tah hráče { $by } vyprázdnil zónu hráče { $zone }.
board-clock-ran-out = Odpočet vypršel.
board-no-legal-move = Hráč { $name } neměl žádný povolený tah.
board-tie-break = Shoda bodů: vyhrává ten, kdo partii ukončil.

## Popis obrázku desky pro čtečky obrazovky (prostý text, bez markdownu)

board-alt-move = Deska Marťanských šachů, { $move }. tah.
board-alt-start = Deska Marťanských šachů, výchozí postavení.
board-alt-final = Deska Marťanských šachů, konečné postavení.
board-alt-to-move = Na tahu je { $name }.
board-alt-over = Konec partie: { $summary }
board-alt-score = { $name } { $points }
board-alt-scores = Skóre: { $scores }.
board-alt-last = Poslední tah – { $name }: { $move }.
board-alt-replay = Animovaný záznam partie { $id }, jeden snímek na tah, končí tímto postavením:
