# Игра: ходы, сообщение с доской, меню и кнопки, сдача, время (напоминания,
# поражения по времени) и чем закончилась партия.
# $piece, $captured, $merged, $target: фигура как ключ pawn, drone или queen
# (выбором по нему слово ставится в нужный падеж).

## Отказы

play-not-started = Партия ещё не началась: ждём, пока вызов примут все (ещё не приняли: { $waiting }).
play-not-your-turn = Сейчас ходит { $whose }, а не вы: дождитесь своей очереди.
play-computer-turn = Сейчас ходит компьютер: подождите немного, он вот-вот сделает ход.
play-stale-board = Эта доска устарела: партия ушла вперёд (сейчас идёт { $move }-й ход). Используйте самую свежую доску или `/martian ход`.
play-unknown-component = Эта кнопка не относится ни к одной известной мне партии; возможно, она осталась от старой версии бота.
play-game-gone = Эта партия закончилась или больше не существует.
play-no-moves-for-piece = У фигуры на поле { $from } сейчас нет допустимых ходов; выберите другую.

## Сообщение с доской

play-game-over = **Партия окончена.** { $summary }
play-your-move = { $who }, ваш ход (ваша зона — { $zone }).
play-computer-to-move = Компьютер думает…
play-clock-running = ⏱ Идёт отсчёт: партия закончится через { $count } { $count ->
        [one] ход
        [few] хода
        [many] ходов
       *[other] хода
    } без взятия.
play-played = { $name } — ход { $move } ({ $what }).
play-what-piece = { $piece ->
        [pawn] пешка
        [drone] дрон
       *[queen] ферзь
    }
play-what-capture = { $piece ->
        [pawn] пешка
        [drone] дрон
       *[queen] ферзь
    } берёт { $captured ->
        [pawn] пешку
        [drone] дрон
       *[queen] ферзя
    } (+{ $points })
play-what-merge = { $piece ->
        [pawn] пешка сливается
        [drone] дрон сливается
       *[queen] ферзь сливается
    }, получается { $merged ->
        [pawn] пешка
        [drone] дрон
       *[queen] ферзь
    }
play-what-cross = { $piece ->
        [pawn] пешка
        [drone] дрон
       *[queen] ферзь
    } переходит в другую зону
play-what-calls-clock = { $what }; объявлен отсчёт
play-notice-again-begun = Партия началась.
play-notice-again-played = { $name } — ход { $move }.
play-notice-again = { $what } (Публикую эту доску ещё раз: моё первое сообщение о ней не дошло.)
play-button-move = Сделать ход
play-button-board = Доска
play-button-resign = Сдаться

## Список ходов, доска по запросу, меню

play-moves-header = Ваши допустимые ходы ({ $count }):
play-moves-line = • { $piece ->
        [pawn] пешка
        [drone] дрон
       *[queen] ферзь
    } на { $from }: { $targets }
play-moves-clock-hint = Чтобы вместе с ходом объявить отсчёт, включите в команде `/martian ход` параметр `отсчёт` (или поставьте * в конце хода).
play-position =
    Позиция (MCFEN) для копирования:
    ```
    { $fen }
    ```
play-position-not-started = Партия ещё не началась.
play-pick-piece = Выберите фигуру для хода (доступно: { $count }).
play-pick-target = Куда пойдёт { $piece ->
        [pawn] пешка
        [drone] дрон
       *[queen] ферзь
    } с { $from }?
play-piece-option = { $piece ->
        [pawn] пешка
        [drone] дрон
       *[queen] ферзь
    } на { $from }
play-piece-moves = { $count } { $count ->
        [one] ход
        [few] хода
        [many] ходов
       *[other] хода
    }
play-piece-placeholder = Фигура для хода
play-target-placeholder = Куда пойдёт { $piece ->
        [pawn] пешка
        [drone] дрон
       *[queen] ферзь
    } с { $from }
play-label-plain = { $move } { $piece ->
        [pawn] пешка
        [drone] дрон
       *[queen] ферзь
    }
play-label-capture = { $move } { $piece ->
        [pawn] пешка
        [drone] дрон
       *[queen] ферзь
    } берёт { $captured ->
        [pawn] пешку
        [drone] дрон
       *[queen] ферзя
    } (+{ $points })
play-label-merge = { $move } слияние -> { $merged ->
        [pawn] пешка
        [drone] дрон
       *[queen] ферзь
    }
play-label-cross = { $move } { $piece ->
        [pawn] пешка
        [drone] дрон
       *[queen] ферзь
    }, переходит в другую зону

## Сдача

play-confirm-resign = Вы действительно хотите сдаться? Партия закончится, и { $count ->
        [one] победит
       *[other] победят
    } { $winners }.
play-button-confirm-resign = Сдаться
play-button-keep-playing = Продолжить игру
play-resign-cancelled = Хорошо, игра продолжается.

## Время

play-forfeited = ⏰ У игрока { $name } закончилось время: поражение по времени.
play-reminder = ⏰ { $who }, ваш ход в { $channel } (против { $opponents }). { $hours ->
        [one] У вас остался { $hours } час
        [few] У вас осталось { $hours } часа
        [many] У вас осталось { $hours } часов
       *[other] У вас осталось { $hours } часа
    }; после этого вам будет засчитано поражение по времени.
play-late-reminder = ⏰ { $who }, ваш ход в { $channel } (против { $opponents }). Я не смог вовремя напомнить вам об этом, поэтому пока никто не проигрывает: на ход у вас есть ещё { $hours } { $hours ->
        [one] час
        [few] часа
        [many] часов
       *[other] часа
    }; после этого вам будет засчитано поражение по времени.
play-outage-given-back = ⏰ Я был недоступен { $duration }, поэтому все сроки сдвинуты на { $duration } позже.
play-outage-duration = { $hours ->
        [0] { $minutes } мин
       *[other] { $minutes ->
            [0] { $hours } ч
           *[other] { $hours } ч { $minutes } мин
        }
    }

## Чем закончилась партия (хранится с партией, видна под последней доской)

play-end-win = { $count ->
        [one] Побеждает
       *[other] Побеждают
    } { $names }, { $scores }: { $reason }.
play-end-win-tie-break = { $count ->
        [one] Побеждает
       *[other] Побеждают
    } { $names } (при равенстве очков победа за тем, кто завершил партию), { $scores }: { $reason }.
play-end-draw = Ничья ({ $names }), { $scores }: { $reason }.
play-reason-emptied-own-zone = игрок { $name } вывел последнюю фигуру из своей зоны
play-reason-emptied-zone = зону игрока { $zone } опустошил ход игрока { $by }
play-reason-clock-ran-out = отсчёт закончился
play-reason-no-legal-move = у игрока { $name } не было допустимых ходов
play-end-resigned-win = { $count ->
        [one] Побеждает
       *[other] Побеждают
    } { $names }: игрок { $name } сдался.
play-end-resigned-draw = Ничья ({ $names }): игрок { $name } сдался.
play-end-forfeit-win = { $count ->
        [one] Побеждает
       *[other] Побеждают
    } { $names }: у игрока { $name } закончилось время.
play-end-forfeit-draw = Ничья ({ $names }): у игрока { $name } закончилось время.

## Партия одной строкой и её описание

play-game-line-invited = { $players }, ждём, пока все примут вызов
play-game-line = { $players }, ход { $move }, ходит { $name }
play-versus = {" — "}
play-ruleset = { $ruleset ->
        [classic] классические правила
       *[leaping] правила с прыжками
    }
play-clock-auto27 = автоматический отсчёт в 27 ходов
play-clock-off = без отсчёта
play-captures-sent-back = фигуру, перешедшую канал со взятием, можно сразу вернуть

## Спутники актуальной доски

play-ping = { $who }, ваш ход.
play-you-played = Вы сделали ход { $move }.
play-you-resigned = Вы сдались.
play-result-line-thread = { $players }: { $summary } ({ $thread })
play-result-line = { $players }: { $summary }
play-stale-board-live = Эта доска устарела: партия ушла вперёд (сейчас идёт { $move }-й ход). Актуальная доска здесь: { $link }
play-reminder-board = Ходите кнопкой «Сделать ход» на актуальной доске: { $link }
