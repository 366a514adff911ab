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

## Описание изображения доски для программ чтения с экрана (простой текст, без markdown)

board-alt-move = Доска Марсианских шахмат, ход { $move }.
board-alt-start = Доска Марсианских шахмат, начальная позиция.
board-alt-final = Доска Марсианских шахмат, итоговая позиция.
board-alt-to-move = Ходит { $name }.
board-alt-over = Партия окончена: { $summary }
board-alt-score = { $name } { $points }
board-alt-scores = Счёт: { $scores }.
board-alt-last = Последний ход — { $name }: { $move }.
board-alt-replay = Анимированная запись партии { $id }, по кадру на ход; последний кадр:
