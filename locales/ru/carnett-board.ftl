# Слова изображения доски игры Карнетта. Имена и поля изображение подставляет само:
# сообщение должно сохранить свои переменные. Числа ($count) настоящие.

carnett-board-white = Белые
carnett-board-black = Чёрные
carnett-board-to-move-tag = ходит
carnett-board-to-play-tag = играет карту
carnett-board-winner-tag = ★ победитель
carnett-board-to-move = Ход: { $name }
carnett-board-to-play = Карту играет: { $name }
carnett-board-turn = Ход { $turn } из { $max }
carnett-board-actions-left = { $count ->
        [one] Осталось { $count } действие
        [few] Осталось { $count } действия
       *[other] Осталось { $count } действий
    }
carnett-board-hand = { $count ->
        [one] { $count } карта на руке
        [few] { $count } карты на руке
       *[other] { $count } карт на руке
    }
carnett-board-deck = Колода: { $count ->
        [one] { $count } карта
        [few] { $count } карты
       *[other] { $count } карт
    }
carnett-board-prison = Тюрьма
carnett-board-reserve = Резерв
carnett-board-discarded = Сброс
carnett-board-battle = Битва: { $from } атакует { $target }
carnett-board-lead = ведущая
carnett-board-wins = Победа: { $name }
carnett-board-draw = Ничья
carnett-board-king-captured = Король игрока { $name } взят.
carnett-board-turn-limit = Ничья после { $max } ходов.

carnett-alt-board = Доска Марсианских шахмат Карнетта, ход { $turn }.
carnett-alt-final = Доска Марсианских шахмат Карнетта, итоговая позиция.
carnett-alt-to-move = Ходит { $name } ({ $colour }): на кубике { $die }, { $count ->
        [one] осталось { $count } действие
        [few] осталось { $count } действия
       *[other] осталось { $count } действий
    }.
carnett-alt-to-play = Карту играет { $name } ({ $colour }).
carnett-alt-battle = Битва: { $from } атакует { $target }; сыграны карты: { $cards }.
carnett-alt-no-cards = пока никаких
carnett-alt-over = Партия окончена: { $summary }
carnett-alt-side = { $name } ({ $colour }): карт на руке { $hand }, пленных { $prison }, в резерве { $reserve }.
carnett-alt-deck = Карт в колоде: { $count }.
carnett-alt-discard = Верхняя карта сброса: { $card }.
carnett-alt-last = Последнее действие ({ $name }): { $action }.
