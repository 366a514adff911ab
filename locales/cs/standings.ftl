# Žebříček, statistiky, rozehrané partie, historie a záznamy partií.

## Stránkování

standings-page-of = {" "}(strana { $page } z { $pages })
standings-next-page = Pokračování na další straně: přidejte `strana:{ $next }`.
standings-bad-page-leaderboard = Strana { $page } neexistuje: žebříček má { $pages } { $pages ->
        [one] stranu
        [few] strany
       *[other] stran
    } (zvolte 1 až { $pages }).
standings-bad-page-history = Strana { $page } neexistuje: dohrané partie hráče { $name } zabírají { $pages } { $pages ->
        [one] stranu
        [few] strany
       *[other] stran
    } (zvolte 1 až { $pages }).
standings-bad-page-games = Strana { $page } neexistuje: rozehrané partie zabírají { $pages } { $pages ->
        [one] stranu
        [few] strany
       *[other] stran
    } (zvolte 1 až { $pages }).
standings-bad-page-games-of = Strana { $page } neexistuje: rozehrané partie hráče { $name } zabírají { $pages } { $pages ->
        [one] stranu
        [few] strany
       *[other] stran
    } (zvolte 1 až { $pages }).

## Tlačítka pod stranou seznamu (krátce: popisky tlačítek)

standings-previous-button = ◀ Předchozí
standings-next-button = Další ▶
standings-unknown-list-button = Toto tlačítko nepatří k žádnému seznamu, který znám; vyžádejte si seznam znovu.

## /martian leaderboard

standings-leaderboard-title = **Žebříček** (strana { $page } z { $pages })
standings-column-rank = #
standings-column-player = Hráč
standings-column-rating = Rating
standings-column-games = Partie
standings-column-record = V/R/P
standings-leaderboard-legend = ± je odchylka ratingu; ? značí prozatímní rating (odchylka nad { $threshold }).
standings-no-rated-players = Na tomto serveru zatím nikdo nedohrál hodnocenou partii. Vyzvěte někoho pomocí `/martian vyzvat`!

## /martian stats

standings-stats-rating = **{ $name }**: rating { $rating }
standings-stats-rating-provisional = **{ $name }**: rating { $rating } (prozatímní)
standings-stats-games = Odehráno: { $games } { $games ->
        [one] partie
        [few] partie
       *[other] partií
    } ({ $wins } { $wins ->
        [one] výhra
        [few] výhry
       *[other] výher
    }, { $draws } { $draws ->
        [one] remíza
        [few] remízy
       *[other] remíz
    }, { $losses } { $losses ->
        [one] prohra
        [few] prohry
       *[other] proher
    })
standings-stats-points = Za sebrané figurky: { $points } { $points ->
        [one] bod
        [few] body
       *[other] bodů
    }
standings-stats-opening = Oblíbený první tah: { $move } ({ $times ->
        [one] jednou
       *[other] { $times }×
    })
standings-stats-longest = Nejdelší partie: { $moves } { $moves ->
        [one] tah
        [few] tahy
       *[other] tahů
    } (partie { $id })
standings-no-stats = { $name } zatím na tomto serveru nemá žádnou dohranou hodnocenou partii.

## /martian games

standings-games-title = **Rozehrané partie na tomto serveru**: { $total }
standings-games-title-of = **Rozehrané partie hráče { $name }**: { $total }
standings-games-line = • partie { $id } v { $channel }: { $line }
standings-games-line-board = • partie { $id } v { $channel }: { $line } ([aktuální deska]({ $link }))
standings-games-unreadable = (nelze přečíst)
standings-no-active-games = Na tomto serveru se teď nehraje žádná partie.
standings-no-active-games-of = { $name } teď na tomto serveru nehraje žádnou partii.

## /martian history

standings-history-title = **Nedávné partie hráče { $name }**: { $total } { $total ->
        [one] dohraná
        [few] dohrané
       *[other] dohraných
    }
standings-history-line = • `{ $id }` { $date } proti { $opponents }: { $result ->
        [won] výhra
        [drew] remíza
        [lost] prohra
       *[ended] bez výsledku
    }. { $summary }
standings-history-replay = Záznam partie přehrajete pomocí `/martian přehrát partie:<id>`, počítačový rozbor zobrazíte pomocí `/martian rozbor partie:<id>`.
standings-no-history = { $name } zatím na tomto serveru nemá žádnou dohranou partii.

## /martian replay

standings-replay-title = **Partie { $id }**: { $players }
standings-replay-versus = {" "}–{" "}
standings-replay-in-progress = (partie ještě probíhá)
standings-replay-moves = Tahy: { $moves }
standings-unknown-game = Partie { $id } na tomto serveru neexistuje. Kódy dohraných partií vypíše `/martian historie`.
standings-not-a-game-id = „{ $text }“ není kód partie: kódy jsou krátké, například 2s, a najdete je v `/martian historie`.

## Carnettovy marťanské šachy: vlastní ratingy, žebříček, statistiky a historie

standings-leaderboard-title-carnett = **Žebříček — Carnettovy marťanské šachy** (strana { $page } z { $pages })
standings-no-rated-players-carnett = Na tomto serveru zatím nikdo nedohrál hodnocenou partii Carnettových marťanských šachů. Vyzvěte někoho pomocí `/martian vyzvat hra:Carnettovy marťanské šachy`!
standings-stats-rating-carnett = **{ $name }** v Carnettových marťanských šachách: rating { $rating }
standings-stats-rating-provisional-carnett = **{ $name }** v Carnettových marťanských šachách: rating { $rating } (prozatímní)
standings-stats-first-action = Oblíbená první akce za bílé: { $action } ({ $times ->
        [one] jednou
       *[other] { $times }×
    })
standings-stats-longest-actions = Nejdelší partie: { $actions } { $actions ->
        [one] akce
        [few] akce
       *[other] akcí
    } (partie { $id })
standings-no-stats-carnett = { $name } zatím na tomto serveru nemá žádnou dohranou hodnocenou partii Carnettových marťanských šachů.
standings-history-title-carnett = **Nedávné partie hráče { $name } v Carnettových marťanských šachách**: { $total } { $total ->
        [one] dohraná
        [few] dohrané
       *[other] dohraných
    }
standings-no-history-carnett = { $name } zatím na tomto serveru nemá žádnou dohranou partii Carnettových marťanských šachů.
standings-ratings-carnett = Ratingy v Carnettových marťanských šachách: { $changes }
standings-games-line-carnett = • partie { $id } v { $channel }: Carnettovy marťanské šachy, { $players }
standings-games-line-carnett-board = • partie { $id } v { $channel }: Carnettovy marťanské šachy, { $players } ([aktuální deska]({ $link }))
