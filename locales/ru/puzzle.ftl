# /martian задача: тренажёр задач. Задача — позиция из настоящей партии, где один ход
# явно лучше остальных; решающий находит его (и после ответов соперника ещё до двух).

puzzle-opponent = Соперник
puzzle-board-alt = Доска задачи. Ваши очки: { $mine }; очки соперника: { $theirs }.
puzzle-board-alt-last = Последний ход: { $move }.
puzzle-board-alt-answer = Решение, показанное стрелкой: { $move }.
puzzle-intro = **Задача { $id }** · рейтинг { $rating } · { $layout } · { $moves ->
    [one] найдите { $moves } ход
    [few] найдите { $moves } хода
   *[other] найдите { $moves } ходов
}. { $stake }
puzzle-stake-points = Выиграйте { $points ->
    [one] { $points } очко
    [few] { $points } очка
   *[other] { $points } очков
}.
puzzle-stake-best = Найдите лучший ход.
puzzle-your-move = Ваш ход: выберите фигуру ниже или введите ход командой `/martian задача ход`.
puzzle-right = ✅ { $move } — верно. Соперник отвечает { $reply }.
puzzle-solved = ✅ { $move }: решено! { $change } Решено задач подряд: { $streak }.
puzzle-wrong = ❌ { $move } — не решение, верно было { $answer } (стрелка на доске). { $change }
puzzle-rating-change = Рейтинг в задачах: { $before } → { $after } ({ $delta }).
puzzle-abandoned = Предыдущая задача осталась решённой наполовину и засчитана как нерешённая. { $change }
puzzle-none-found = Под ваш запрос не подходит ни одна задача. Попробуйте другой диапазон рейтинга, тему или доску или не указывайте их.
puzzle-none-under-way = У вас нет начатой задачи. Начните командой `/martian задача решать`.
puzzle-stale = Это меню относится к более раннему шагу вашей задачи: используйте последнее сообщение задачи.
puzzle-gone = Эта задача больше недоступна. Начните другую командой `/martian задача решать`.
puzzle-bad-rating = «{ $text }» — не диапазон рейтинга: напишите два рейтинга, например 1200-1600, или один, например 1500.
puzzle-bad-theme = «{ $text }» — не тема задачи: выберите её из списка.
puzzle-bad-layout = «{ $text }» — не доска для задач: выберите дуэль или половины.
puzzle-profile-line = Задачи: рейтинг { $rating }, решено { $solved }, подряд { $streak } (лучшая серия { $best }).
puzzle-no-daily = На этом сервере сегодня нет ежедневной задачи. Администратор может включить её командой `/martian-настройки канал_задач:`; а пока задачу даст `/martian задача решать`.
puzzle-settings-daily = • Ежедневная задача: в канале { $channel } в { $hour }:00.
puzzle-settings-no-daily = • Ежедневная задача: выключена (включает `канал_задач:`).
puzzle-daily-needs-channel = Ежедневной задаче нужен канал: укажите также `канал_задач:`.
puzzle-daily-over = Эта ежедневная задача уже закончилась: сегодняшнюю откроет `/martian задача ежедневная`.
puzzle-daily-solved-already = Вы уже решили сегодняшнюю задачу. Новая будет завтра; а пока другую задачу даст `/martian задача решать`.
puzzle-daily-tried-already = Вы уже пробовали эту задачу. Завтра будет опубликовано её решение; а пока другую задачу даст `/martian задача решать`.
puzzle-daily-post = 🧩 **Ежедневная задача, { $day }**
    { $intro }
    Нажмите «Решать»: ваши ходы увидите только вы.
puzzle-solver = Решающий
puzzle-solve-button = Решать
puzzle-daily-solution = **Решение ежедневной задачи за { $day }:** { $line }
    { $solved }
puzzle-daily-first = Первым решил(а) { $first } ({ $count ->
    [one] всего { $count } решивший
    [few] всего { $count } решивших
   *[other] всего { $count } решивших
}).
puzzle-daily-nobody = Никто её не решил.
