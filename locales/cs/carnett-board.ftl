# Slova obrázku desky Carnettovy hry. Jména a pole doplňuje obrázek sám: zpráva musí
# své proměnné zachovat. Počty ($count) jsou skutečná čísla.

carnett-board-white = Bílý
carnett-board-black = Černý
carnett-board-to-move-tag = na tahu
carnett-board-to-play-tag = hraje kartu
carnett-board-winner-tag = ★ vítěz
carnett-board-to-move = Na tahu: { $name }
carnett-board-to-play = Kartu hraje { $name }
carnett-board-turn = Tah { $turn } z { $max }
carnett-board-actions-left = { $count ->
        [one] Zbývá { $count } akce
        [few] Zbývají { $count } akce
       *[other] Zbývá { $count } akcí
    }
carnett-board-hand = { $count ->
        [one] { $count } karta v ruce
        [few] { $count } karty v ruce
       *[other] { $count } karet v ruce
    }
carnett-board-deck = Balíček: { $count ->
        [one] { $count } karta
        [few] { $count } karty
       *[other] { $count } karet
    }
carnett-board-prison = Vězení
carnett-board-reserve = Rezerva
carnett-board-discarded = Odhozené
carnett-board-battle = Souboj: { $from } útočí na { $target }
carnett-board-lead = vede
carnett-board-wins = Vítězí { $name }
carnett-board-draw = Remíza
carnett-board-king-captured = Král hráče { $name } byl zajat.
carnett-board-turn-limit = Remíza po { $max } tazích.

carnett-alt-board = Deska Carnettových marťanských šachů, { $turn }. tah.
carnett-alt-final = Deska Carnettových marťanských šachů, konečné postavení.
carnett-alt-to-move = Na tahu je { $name } ({ $colour }): na kostce padlo { $die }, { $count ->
        [one] zbývá { $count } akce
        [few] zbývají { $count } akce
       *[other] zbývá { $count } akcí
    }.
carnett-alt-to-play = Kartu hraje { $name } ({ $colour }).
carnett-alt-battle = Souboj: { $from } útočí na { $target }; zahrané karty: { $cards }.
carnett-alt-no-cards = zatím žádné
carnett-alt-over = Konec hry: { $summary }
carnett-alt-side = { $name } ({ $colour }): karet v ruce { $hand }, zajatců { $prison }, v rezervě { $reserve }.
carnett-alt-deck = Karet v balíčku: { $count }.
carnett-alt-discard = Navrchu odhozených: { $card }.
carnett-alt-last = Poslední akce ({ $name }): { $action }.
