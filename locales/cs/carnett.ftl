# Carnettovy marťanské šachy (hra `carnett`): akce, souboje, karty v ruce a
# poctivost balíčku a kostky.
# $piece, $target, $attacker: figura jako klíč (pawn, knight, bishop, rook, queen,
# king; výběrem podle něj se slovo skloňuje). $card, $cards: karty, jak se zobrazují
# (7♥, K♣ 10♠).
# Kontrola proměnných nesleduje odkazy { carnett-piece }, proto žádná zpráva na
# carnett-piece neodkazuje: každá, která název figury potřebuje, vybírá přímo podle
# $piece (stejně jako anglická zpráva), a to v pádě, který věta vyžaduje.

carnett-game-name = Carnettovy marťanské šachy
# Jak hru pojmenuje výzva k ní.
carnett-description = šachy s kostkou a kartami
# Vlákno partie; $players: „alice – bob“
carnett-thread-name = { $players } · Carnettovy marťanské šachy
carnett-piece = { $piece ->
        [pawn] pěšec
        [knight] jezdec
        [bishop] střelec
        [rook] věž
        [queen] dáma
       *[king] král
    }

## Co se stalo (veřejné řádky nad deskou)

# $name: kdo jednal; $action: akce, jak byla napsána (e2e4, e7e8q, e1g1)
carnett-moved = { $name } táhne { $piece ->
        [pawn] pěšcem
        [knight] jezdcem
        [bishop] střelcem
        [rook] věží
        [queen] dámou
       *[king] králem
    } { $action }.
# $name: útočník; $from, $square: pole; $defender: bránící se hráč
carnett-attacks = { $name } útočí { $piece ->
        [pawn] pěšcem
        [knight] jezdcem
        [bishop] střelcem
        [rook] věží
        [queen] dámou
       *[king] králem
    } z { $from } na { $target ->
        [pawn] pěšce
        [knight] jezdce
        [bishop] střelce
        [rook] věž
        [queen] dámu
       *[king] krále
    } hráče { $defender } na poli { $square }: dochází k souboji.
# $name: kdo kartu zahrál
carnett-card-played = { $name } hraje { $card }.
# $winner, $loser: hráči; $cards: čtyři karty v pořadí, v jakém byly zahrány
carnett-battle-won = { $winner } vyhrává souboj ({ $cards }): { $piece ->
        [pawn] pěšec
        [knight] jezdec
        [bishop] střelec
        [rook] věž
        [queen] dáma
       *[king] král
    } hráče { $loser } jde do vězení hráče { $winner }.
carnett-promoted = Pěšec se proměňuje { $piece ->
        [pawn] v pěšce
        [knight] v jezdce
        [bishop] ve střelce
        [rook] ve věž
        [queen] v dámu
       *[king] v krále
    }.
carnett-discarded = { $name } odhazuje { $card } a dobírá si novou kartu.
carnett-exchanged = { $name } vyměňuje { $piece ->
        [pawn] zajatého pěšce
        [knight] zajatého jezdce
        [bishop] zajatého střelce
        [rook] zajatou věž
        [queen] zajatou dámu
       *[king] zajatého krále
    }: vrací { $piece ->
        [pawn] ho
        [knight] ho
        [bishop] ho
        [rook] ji
        [queen] ji
       *[king] ho
    } soupeři a { $piece ->
        [pawn] vlastního pěšce
        [knight] vlastního jezdce
        [bishop] vlastního střelce
        [rook] vlastní věž
        [queen] vlastní dámu
       *[king] vlastního krále
    } si bere z vězení do své rezervy.
carnett-dropped = { $name } vysazuje { $piece ->
        [pawn] pěšce
        [knight] jezdce
        [bishop] střelce
        [rook] věž
        [queen] dámu
       *[king] krále
    } na { $square }.
carnett-ended-turn = { $name } končí tah.
# $value: hod kostkou
carnett-rolled = { $name } hází kostkou: padlo { $value }, takže má v tomto tahu { $value } { $value ->
        [one] akci
        [few] akce
        [many] akce
       *[other] akcí
    }.
carnett-reshuffled = Balíček došel: odhozené karty se zamíchaly a tvoří nový balíček.

## Kdo je na řadě (zpráva s deskou a upozornění)

# $who: zmínka; $left: zbývající akce; $die: hod kostkou
carnett-your-turn = { $who }, jste na tahu: { $left ->
        [one] zbývá vám { $left } akce
        [few] zbývají vám { $left } akce
        [many] zbývá vám { $left } akce
       *[other] zbývá vám { $left } akcí
    } (na kostce padlo { $die }).
carnett-lead = { $who }, vynášíte v souboji: zahrajte kartu, její barva bude vedoucí (stiskněte „Zahrát kartu“).
# $square: kde stojí napadená figura
carnett-defend = { $who }, braňte { $piece ->
        [pawn] svého pěšce
        [knight] svého jezdce
        [bishop] svého střelce
        [rook] svou věž
        [queen] svou dámu
       *[king] svého krále
    } na { $square }: zahrajte kartu (stiskněte „Zahrát kartu“).
carnett-next-card = { $who }, zahrajte v souboji svou druhou kartu (stiskněte „Zahrát kartu“).
carnett-computer-to-act = Počítač přemýšlí…
# Krátké upozornění pod deskou ($who: zmínka)
carnett-ping-turn = { $who }, jste na tahu.
carnett-ping-battle = { $who }, souboj: zahrajte kartu.

## Poctivost (CARNETT.md, oddíl 6)

# $hash: SHA-256 semínka
carnett-seed-hash = Poctivý balíček i kostka: vše se odvozuje z tajného semínka, jehož SHA-256 je `{ $hash }`; semínko zveřejním, až partie skončí.
# $seed: semínko; $file: název souboru přiloženého záznamu
carnett-seed-reveal = Semínko bylo `{ $seed }`. Chcete-li ověřit každé rozdání, dobrání karty i hod kostkou, uložte přiložený záznam a spusťte `martian-chess verify-carnett { $seed } { $hash } { $file }`.
# /martian abort hráče, když už jsou karty rozdané; následuje otázka, zda se vzdát.
carnett-leaving-resigns = V Carnettových marťanských šachách jsou karty už rozdané, takže odejít z partie teď můžete jen tak, že se vzdáte: partii prohrajete.

## Jak partie skončila

carnett-end-king = { $winner } zajímá krále hráče { $loser }: vyhrává { $winner }.
carnett-end-turn-limit = 200 tahů bez zajetí krále: partie končí remízou.

## Soukromé odpovědi

# $action: jak byla napsána
carnett-you-acted-as = { $kind ->
        [drop] Vysadili jste { $what }.
        [discard] Odhodili jste { $what }.
        [exchange] Vyměnili jste zajatce { $what }.
        [play] Zahráli jste kartu { $what }.
       *[move] Táhli jste { $what }.
    }
carnett-you-drew = Dobrali jste si: { $cards }.
# $count: počet karet v ruce
carnett-your-hand = Vaše karty ({ $count } { $count ->
        [one] karta
        [few] karty
        [many] karty
       *[other] karet
    }): { $cards }
carnett-hand-allowed = V tomto souboji můžete zahrát: { $cards }
carnett-hand-not-a-player = Karty v ruce mají jen hráči této partie.
carnett-hand-empty = (žádné karty)
carnett-lead-a-card = Vynášíte: zahrajte libovolnou kartu, její barva bude vedoucí.
# $suit: symbol vedoucí barvy
carnett-follow-suit = Zahrajte kartu: pokud můžete, přiznejte barvu { $suit }.
carnett-any-card = Nemáte žádnou kartu barvy { $suit }: zahrajte libovolnou kartu.
carnett-pick-piece = Kterou figurou potáhnete? (Na výběr: { $count }.)
carnett-pick-target = Kam potáhne { $piece ->
        [pawn] pěšec
        [knight] jezdec
        [bishop] střelec
        [rook] věž
        [queen] dáma
       *[king] král
    } z { $square }?
carnett-pick-drop-piece = Kterou figuru z rezervy vysadíte?
carnett-pick-drop-square = Na které pole vysadíte { $piece ->
        [pawn] pěšce
        [knight] jezdce
        [bishop] střelce
        [rook] věž
        [queen] dámu
       *[king] krále
    }?
carnett-pick-exchange = Jaký druh figury vyměníte (zajatce vrátíte a ze soupeřova vězení si vezmete vlastní figuru téhož druhu)?
carnett-pick-discard = Kterou kartu odhodíte? Potom si jednu doberete.
carnett-turn-ended = Ukončili jste svůj tah.

## Nabídky a tlačítka

carnett-button-move = Táhnout
carnett-button-drop = Vysadit
carnett-button-exchange = Vyměnit
carnett-button-discard = Odhodit kartu
carnett-button-end = Ukončit tah
carnett-button-hand = Moje karty
carnett-button-card = Zahrát kartu
carnett-placeholder-piece = Vyberte figuru
carnett-placeholder-target = Vyberte, kam táhne
carnett-placeholder-kind = Vyberte druh figury
# $from, $to: řady
carnett-placeholder-ranks = Pole na řadách { $from }–{ $to }
carnett-placeholder-card = Vyberte kartu
# $square: kde figura stojí
carnett-option-piece = { $piece ->
        [pawn] pěšec
        [knight] jezdec
        [bishop] střelec
        [rook] věž
        [queen] dáma
       *[king] král
    } na { $square }
# $count: kolik má tahů
carnett-option-moves = { $count } { $count ->
        [one] tah
        [few] tahy
        [many] tahu
       *[other] tahů
    }
# $action: tah (e2e4); $square: kam vede
carnett-option-move = { $action }: na { $square }
carnett-option-attack = { $action }: útok na { $target ->
        [pawn] pěšce
        [knight] jezdce
        [bishop] střelce
        [rook] věž
        [queen] dámu
       *[king] krále
    } na { $square }
carnett-option-promote = { $action }: proměna { $piece ->
        [pawn] v pěšce
        [knight] v jezdce
        [bishop] ve střelce
        [rook] ve věž
        [queen] v dámu
       *[king] v krále
    }
carnett-option-kind = { $piece ->
        [pawn] pěšec
        [knight] jezdec
        [bishop] střelec
        [rook] věž
        [queen] dáma
       *[king] král
    } ({ $count } v rezervě)
carnett-option-exchange = { $piece ->
        [pawn] pěšec
        [knight] jezdec
        [bishop] střelec
        [rook] věž
        [queen] dáma
       *[king] král
    }
carnett-option-card = { $card }

## Odmítnutí

carnett-nothing-to-drop = Vaše rezerva je prázdná: není co vysadit. Nejdřív vyměňte zajatce.
carnett-nothing-to-exchange = Není co vyměnit: potřebujete zajatce stejného druhu, jako je některá vaše figura ve vězení soupeře.
carnett-nothing-moves = Teď nemůže táhnout žádná vaše figura (každá figura táhne jen jednou za tah).
carnett-battle-first = Probíhá souboj: nejdřív zahrajte kartu (stiskněte „Zahrát kartu“ nebo kartu napište, např. 7H).
carnett-no-battle = Neprobíhá žádný souboj, do kterého by šlo zahrát kartu.
# $text: co bylo napsáno
carnett-not-an-action = „{ $text }“ není akce: napište tah jako e2e4 (e7e8q pro proměnu), výsadek jako N@e5, odhodit 7H, vyměnit N nebo konec tahu; v souboji kartu, např. 7H.
carnett-only-one-opponent = Carnettovy marťanské šachy jsou pro dva hráče: uveďte jednoho soupeře (nebo žádného pro otevřenou výzvu).
carnett-no-board-options = Formát, pravidla a odpočet jsou volby jen pro hru s pyramidami Looney: v Carnettových marťanských šachách je vynechte.
# $level: co bylo zadáno; $levels: úrovně, které existují
carnett-unknown-level = „{ $level }“ není úroveň počítače v Carnettových marťanských šachách: zvolte { $levels }.
carnett-no-seed = Nepodařilo se mi získat náhodné semínko pro balíček a kostku; zkuste to za chvíli znovu.
# $count: kolik akcí
carnett-actions-header = Teď máte { $count } { $count ->
        [one] možnou akci
        [few] možné akce
        [many] možné akce
       *[other] možných akcí
    }:
carnett-actions-in-battle = Vaše karty pro tento souboj: { $cards }
carnett-actions-tip = Jednu z nich napište příkazem `/martian tah`, nebo použijte tlačítka na desce.
# Jak se akce jmenuje v seznamu akcí a v záznamu partie; hráči mohou tato slova i napsat.
carnett-word-discard = odhodit
carnett-word-exchange = vyměnit
carnett-word-end = konec tahu
carnett-word-play = zahrát

## Nepovolené akce (důvody podle pravidel)

carnett-illegal-game-over = Partie skončila.
carnett-illegal-not-your-turn = Teď hraje { $name }, ne vy.
carnett-illegal-battle-underway = Probíhá souboj: nejdřív zahrajte kartu.
carnett-illegal-no-battle = Neprobíhá žádný souboj, do kterého by šlo zahrát kartu.
carnett-illegal-card-not-in-hand = { $card } nemáte v ruce; své karty uvidíte tlačítkem „Moje karty“.
carnett-illegal-must-follow = Máte kartu barvy { $suit }: musíte přiznat vedoucí barvu, { $card } teď zahrát nemůžete.
carnett-illegal-empty-square = Na poli { $square } žádná figura nestojí.
carnett-illegal-not-your-piece = Figura na poli { $square } není vaše.
carnett-illegal-already-moved = Figura na poli { $square } už v tomto tahu táhla; každá figura táhne jen jednou za tah.
carnett-illegal-not-a-move = Figura z { $from } nemůže na { $to }: takto netáhne, nebo jí něco stojí v cestě.
carnett-illegal-bad-promotion = Pěšec se proměňuje jen na poslední řadě, a to v q, r, b nebo n (e7e8q).
carnett-illegal-not-in-reserve = V rezervě nemáte { $piece ->
        [pawn] žádného pěšce
        [knight] žádného jezdce
        [bishop] žádného střelce
        [rook] žádnou věž
        [queen] žádnou dámu
       *[king] žádného krále
    }.
carnett-illegal-square-occupied = Pole { $square } je obsazené: vysazujte na prázdné pole.
carnett-illegal-pawn-edge = Pěšce nelze vysadit na první ani na poslední řadu ({ $square }).
carnett-illegal-king-exchange = Krále nelze nikdy vyměnit.
carnett-illegal-no-prisoner = Nemáte { $piece ->
        [pawn] žádného zajatého pěšce, kterého
        [knight] žádného zajatého jezdce, kterého
        [bishop] žádného zajatého střelce, kterého
        [rook] žádnou zajatou věž, kterou
        [queen] žádnou zajatou dámu, kterou
       *[king] žádného zajatého krále, kterého
    } byste mohli vrátit.
carnett-illegal-none-in-prison = Ve vězení soupeře { $piece ->
        [pawn] nejsou žádní vaši pěšci
        [knight] nejsou žádní vaši jezdci
        [bishop] nejsou žádní vaši střelci
        [rook] nejsou žádné vaše věže
        [queen] nejsou žádné vaše dámy
       *[king] nejsou žádní vaši králové
    }.
