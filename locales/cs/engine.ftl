# Proč je tah neplatný (důvody enginu), slovy pro hráče, který ho zkusil.

engine-unparsable = „{ $text }“ není tah: napište pole, na kterém figurka stojí, a pole, kam má jít, například c3b4 (chcete-li vyhlásit odpočet, přidejte *, například c3b4*).
engine-game-over = Partie už skončila ({ $outcome }), další tahy nejsou možné.
engine-not-your-turn = Na tahu je { $name }, ne vy: počkejte, až potáhne.
engine-off-board = Pole { $square } na této desce není: deska má { $extent }.
engine-extent = sloupce a–{ $last-file } a řady 1–{ $ranks }
engine-same-square = Figurka se musí pohnout: tahem z { $square } na { $square } by zůstala stát na místě.
engine-empty-square = Na poli { $square } nestojí žádná figurka: začněte tah z pole, na kterém stojí některá z vašich figurek.
engine-not-your-piece = { $piece ->
        [pawn] Pěšec
        [drone] Dron
       *[queen] Dáma
    } na { $square } stojí v zóně hráče { $owner } ({ $owner-zone }), takže patří jemu: táhnout můžete jen figurkami ve své zóně ({ $your-zone }).
engine-clock-off = Odpočet je v této partii vypnutý, takže ho nelze vyhlásit.
engine-clock-automatic = Odpočet v této partii běží sám (27 tahů bez braní partii ukončí), takže ho nelze vyhlásit.
engine-clock-already-running = Odpočet už běží ({ $count ->
        [one] zbývá { $count } tah
        [few] zbývají { $count } tahy
       *[other] zbývá { $count } tahů
    }), takže ho nelze vyhlásit znovu.
engine-wrong-geometry-classic = { $piece ->
        [pawn] Pěšec táhne přesně o jedno pole šikmo
        [drone] Dron táhne o jedno nebo dvě pole rovně (dopředu, dozadu nebo do strany), nikdy šikmo
       *[queen] Dáma táhne o libovolný počet polí rovně nebo šikmo
    }, takže { $piece ->
        [pawn] pěšec
        [drone] dron
       *[queen] dáma
    } z { $from } nemůže na { $to }.
engine-wrong-geometry-leaping = { $piece ->
        [pawn] V pravidlech se skoky táhne pěšec přesně o jedno pole libovolným směrem
        [drone] V pravidlech se skoky skáče dron přesně o dvě pole rovně nebo šikmo
       *[queen] Dáma táhne o libovolný počet polí rovně nebo šikmo
    }, takže { $piece ->
        [pawn] pěšec
        [drone] dron
       *[queen] dáma
    } z { $from } nemůže na { $to }.
engine-path-blocked = { $piece ->
        [pawn] Pěšec
        [drone] Dron
       *[queen] Dáma
    } z { $from } se nedostane na { $to }: v cestě stojí { $blocker ->
        [pawn] pěšec
        [drone] dron
       *[queen] dáma
    } na { $blocker-square } a { $piece ->
        [pawn] pěšec
        [drone] dron
       *[queen] dáma
    } přeskakovat nemůže.
engine-path-off-board = { $piece ->
        [pawn] Pěšec
        [drone] Dron
       *[queen] Dáma
    } z { $from } se nedostane na { $to }: pole { $gap } na cestě není součástí desky a přes mezeru v desce nepřejde žádná figurka.
engine-merge-already-have-drone = Na { $to } stojí { $target ->
        [pawn] váš vlastní pěšec
        [drone] váš vlastní dron
       *[queen] vaše vlastní dáma
    } a dron už máte, takže se dva pěšci nemohou sloučit v další dron.
engine-merge-already-have-queen = Na { $to } stojí { $target ->
        [pawn] váš vlastní pěšec
        [drone] váš vlastní dron
       *[queen] vaše vlastní dáma
    } a dámu už máte, takže se pěšec a dron nemohou sloučit v další dámu.
engine-merge-pair = Na { $to } stojí { $target ->
        [pawn] váš vlastní pěšec
        [drone] váš vlastní dron
       *[queen] vaše vlastní dáma
    } a { $piece ->
        [pawn] pěšec
        [drone] dron
       *[queen] dáma
    } se s { $target ->
        [pawn] pěšcem
        [drone] dronem
       *[queen] dámou
    } sloučit nemůže: slučují se jen pěšec + pěšec (vznikne dron) a pěšec + dron (vznikne dáma).
engine-merge-leaping = Na { $to } stojí { $target ->
        [pawn] váš vlastní pěšec
        [drone] váš vlastní dron
       *[queen] vaše vlastní dáma
    } a v pravidlech se skoky se figurky nikdy neslučují.
engine-no-rejection = { $piece ->
        [pawn] Tohoto pěšce
        [drone] Tento dron
       *[queen] Tuto dámu
    } soupeř právě převedl přes kanál z { $to } na { $from }{ $capture ->
        [yes] {" "}(braním)
       *[no] {""}
    }; hned v tomto tahu { $piece ->
        [queen] ji
       *[other] ho
    } nesmíte poslat zpět.
