# Таблица лидеров, статистика, текущие партии, история и записи партий.

## Страницы

standings-page-of = {" "}(страница { $page } из { $pages })
standings-next-page = Продолжение на следующей странице: добавьте `страница:{ $next }`.
standings-bad-page-leaderboard = Страницы { $page } нет: в таблице лидеров { $pages } { $pages ->
        [one] страница
        [few] страницы
        [many] страниц
       *[other] страницы
    } (выберите от 1 до { $pages }).
standings-bad-page-history = Страницы { $page } нет: завершённые партии игрока { $name } занимают { $pages } { $pages ->
        [one] страницу
        [few] страницы
        [many] страниц
       *[other] страницы
    } (выберите от 1 до { $pages }).
standings-bad-page-games = Страницы { $page } нет: текущие партии занимают { $pages } { $pages ->
        [one] страницу
        [few] страницы
        [many] страниц
       *[other] страницы
    } (выберите от 1 до { $pages }).
standings-bad-page-games-of = Страницы { $page } нет: текущие партии игрока { $name } занимают { $pages } { $pages ->
        [one] страницу
        [few] страницы
        [many] страниц
       *[other] страницы
    } (выберите от 1 до { $pages }).

## Кнопки под страницей списка (коротко: подписи кнопок)

standings-previous-button = ◀ Назад
standings-next-button = Вперёд ▶
standings-unknown-list-button = Эта кнопка не относится ни к одному известному мне списку; запросите список заново.

## /martian leaderboard

standings-leaderboard-title = **Таблица лидеров** (страница { $page } из { $pages })
standings-column-rank = №
standings-column-player = Игрок
standings-column-rating = Рейтинг
standings-column-games = Партии
standings-column-record = В/Н/П
standings-leaderboard-legend = ± — отклонение рейтинга; ? — предварительный рейтинг (отклонение больше { $threshold }).
standings-no-rated-players = На этом сервере ещё не завершилась ни одна рейтинговая партия. Вызовите кого-нибудь командой `/martian вызвать`!

## /martian stats

standings-stats-rating = **{ $name }**: рейтинг { $rating }
standings-stats-rating-provisional = **{ $name }**: рейтинг { $rating } (предварительный)
standings-stats-games = Сыграно: { $games } { $games ->
        [one] партия
        [few] партии
        [many] партий
       *[other] партии
    } ({ $wins } { $wins ->
        [one] победа
        [few] победы
        [many] побед
       *[other] победы
    }, { $draws } { $draws ->
        [one] ничья
        [few] ничьи
        [many] ничьих
       *[other] ничьей
    }, { $losses } { $losses ->
        [one] поражение
        [few] поражения
        [many] поражений
       *[other] поражения
    })
standings-stats-points = За взятые фигуры: { $points } { $points ->
        [one] очко
        [few] очка
        [many] очков
       *[other] очка
    }
standings-stats-opening = Любимый первый ход: { $move } ({ $times } { $times ->
        [one] раз
        [few] раза
        [many] раз
       *[other] раза
    })
standings-stats-longest = Самая длинная партия: { $moves } { $moves ->
        [one] ход
        [few] хода
        [many] ходов
       *[other] хода
    } (партия { $id })
standings-no-stats = У игрока { $name } пока нет завершённых рейтинговых партий на этом сервере.

## /martian games

standings-games-title = **Текущие партии на этом сервере**: { $total }
standings-games-title-of = **Текущие партии игрока { $name }**: { $total }
standings-games-line = • партия { $id } в { $channel }: { $line }
standings-games-line-board = • партия { $id } в { $channel }: { $line } ([актуальная доска]({ $link }))
standings-games-unreadable = (не удалось прочитать)
standings-no-active-games = На этом сервере сейчас не идёт ни одной партии.
standings-no-active-games-of = { $name } сейчас не участвует ни в одной партии на этом сервере.

## /martian history

standings-history-title = **Последние партии игрока { $name }**: завершено { $total }
standings-history-line = • `{ $id }` { $date } против { $opponents }: { $result ->
        [won] победа
        [drew] ничья
        [lost] поражение
       *[ended] без результата
    }. { $summary }
standings-history-replay = Запись партии можно посмотреть командой `/martian повтор партия:<код>`, а компьютерный анализ — командой `/martian анализ партия:<код>`.
standings-no-history = У игрока { $name } пока нет завершённых партий на этом сервере.

## /martian replay

standings-replay-title = **Партия { $id }**: { $players }
standings-replay-versus = {" "}—{" "}
standings-replay-in-progress = (партия ещё идёт)
standings-replay-moves = Ходы: { $moves }
standings-unknown-game = Партии { $id } на этом сервере нет. Коды завершённых партий показывает `/martian история`.
standings-not-a-game-id = «{ $text }» — не код партии: коды короткие, например 2s, их показывает `/martian история`.

## Марсианские шахматы Карнетта: свои рейтинги, таблица лидеров, статистика и история

standings-leaderboard-title-carnett = **Таблица лидеров — Марсианские шахматы Карнетта** (страница { $page } из { $pages })
standings-no-rated-players-carnett = На этом сервере ещё не завершилась ни одна рейтинговая партия в Марсианские шахматы Карнетта. Вызовите кого-нибудь командой `/martian вызвать игра:Марсианские шахматы Карнетта`!
standings-stats-rating-carnett = **{ $name }** в Марсианских шахматах Карнетта: рейтинг { $rating }
standings-stats-rating-provisional-carnett = **{ $name }** в Марсианских шахматах Карнетта: рейтинг { $rating } (предварительный)
standings-stats-first-action = Любимое первое действие за белых: { $action } ({ $times } { $times ->
        [one] раз
        [few] раза
        [many] раз
       *[other] раза
    })
standings-stats-longest-actions = Самая длинная партия: { $actions } { $actions ->
        [one] действие
        [few] действия
        [many] действий
       *[other] действия
    } (партия { $id })
standings-no-stats-carnett = У игрока { $name } пока нет завершённых рейтинговых партий в Марсианские шахматы Карнетта на этом сервере.
standings-history-title-carnett = **Последние партии игрока { $name } в Марсианские шахматы Карнетта**: завершено { $total }
standings-no-history-carnett = У игрока { $name } пока нет завершённых партий в Марсианские шахматы Карнетта на этом сервере.
standings-ratings-carnett = Рейтинги в Марсианских шахматах Карнетта: { $changes }
standings-games-line-carnett = • партия { $id } в { $channel }: Марсианские шахматы Карнетта, { $players }
standings-games-line-carnett-board = • партия { $id } в { $channel }: Марсианские шахматы Карнетта, { $players } ([актуальная доска]({ $link }))
