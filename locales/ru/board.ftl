# Слова на изображении доски. Имена и числа подставляет само изображение: сообщение
# должно сохранить свои переменные.

board-to-move-tag = ходит
board-winner-tag = ★ победитель
board-default-name = Игрок { $number }
board-to-move = Ходит { $name }
board-clock = Отсчёт: { $count ->
        [one] остался { $count } ход
        [few] осталось { $count } хода
        [many] осталось { $count } ходов
       *[other] осталось { $count } хода
    }
board-team-score = { $names }: { $score }
board-team-join = {" + "}
board-win = { $count ->
        [one] Побеждает { $names }
       *[other] Побеждают { $names }
    }
board-draw-all = Ничья
board-draw-some = Ничья: { $names }
board-emptied-own-zone = Игрок { $name } вывел последнюю фигуру из своей зоны.
board-emptied-zone = Ход игрока { $by } опустошил зону игрока { $zone }.
board-clock-ran-out = Отсчёт закончился.
board-no-legal-move = У игрока { $name } не было допустимых ходов.
board-tie-break = Равенство очков: побеждает тот, кто завершил партию.
