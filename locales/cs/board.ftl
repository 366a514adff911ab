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
board-emptied-own-zone = Hráč { $name } vyvedl poslední kámen ze své zóny.
board-emptied-zone = Tah hráče { $by } vyprázdnil zónu hráče { $zone }.
board-clock-ran-out = Odpočet vypršel.
board-no-legal-move = Hráč { $name } neměl žádný povolený tah.
board-tie-break = Shoda bodů: vyhrává ten, kdo partii ukončil.
