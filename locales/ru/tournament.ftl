# /martian турнир: турнир сервера по швейцарской или круговой системе. Его сообщение
# (участники, «Записаться» и «Сняться») правится на месте; каждый тур публикуется с
# жеребьёвкой; каждая партия играется в своей ветке.

## Как указать турнир

tournament-bad-id = «{ $typed }» — не номер турнира: укажите номер из его сообщения, например `турнир:3`.
tournament-not-found = На этом сервере нет турнира { $typed }. Список турниров покажет `/martian турнир список`.
tournament-none-under-way = Сейчас на этом сервере нет турниров. Администратор может создать турнир командой `/martian турнир создать`.
tournament-which = Сейчас идут несколько турниров ({ $list }): укажите нужный в параметре `турнир:`.
tournament-no-rematch = В турнирных партиях нет реванша: кто с кем играет, решает жеребьёвка следующего тура.
tournament-no-abort = Турнирную партию игроки отменить не могут: если нужно прекратить игру, сдайтесь (администратор может отменить партию без результата).

## Сообщение турнира

tournament-title = 🏆 **{ $name }** · турнир { $id }
tournament-format-swiss = швейцарская система, { $rounds ->
    [one] { $rounds } тур
    [few] { $rounds } тура
   *[other] { $rounds } туров
}
tournament-format-swiss-open = швейцарская система, число туров зависит от числа участников
tournament-format-round-robin = круговая система
tournament-format-double-round-robin = двухкруговая система
tournament-timeout = { $hours ->
    [one] { $hours } час на ход
    [few] { $hours } часа на ход
   *[other] { $hours } часов на ход
}
tournament-opens-at = Начало: { $when }. Записывайтесь кнопкой ниже.
tournament-opens-on-start = Начнётся, когда администратор нажмёт «Начать». Записывайтесь кнопкой ниже.
tournament-running = Тур { $round } из { $rounds }.
tournament-late-entry = Запись ещё открыта (без очков за прошедшие туры).
tournament-paused-status = Пауза после { $round }-го тура: новый тур не начнётся, пока администратор не возобновит турнир.
tournament-finished-status = Завершён. Победитель: { $winner }.
tournament-cancelled-status = Отменён, без победителя.
tournament-entrant = { $name } ({ $rating })
tournament-entrant-withdrawn = ~~{ $name }~~ (выбыл)
tournament-no-players = Пока никто не записался.
tournament-players = Участники ({ $count }/{ $max }): { $list }
tournament-player-count = { $count ->
    [one] { $count } игрок
    [few] { $count } игрока
   *[other] { $count } игроков
}
tournament-button-join = Записаться
tournament-button-leave = Сняться
tournament-button-start = Начать
tournament-button-standings = Таблица

## Турнирная таблица

tournament-column-rank = №
tournament-column-name = Игрок
tournament-column-points = Очки
tournament-column-buchholz = Бх
tournament-column-sonneborn-berger = Берг
tournament-column-direct = ЛВ
tournament-column-wins = П
tournament-standings-alt = Турнирная таблица «{ $name }»: место, игрок, очки, дополнительные показатели и результат каждого тура.
tournament-standings-title-first = { $name } · тур 1 из { $rounds }
tournament-standings-title = { $name } · после { $done }-го тура из { $rounds }
tournament-standings-legend = Дополнительные показатели по порядку: коэффициент Бухгольца (Бх; при 8 и более участниках — без наименьшего результата соперника), коэффициент Бергера (Берг), личная встреча (ЛВ), число побед (П), затем рейтинг. В клетке тура: место соперника, ¹ — если игрок ходил первым.
tournament-not-started = Турнир ещё не начался: пока { $count ->
    [one] записался { $count } игрок
    [few] записались { $count } игрока
   *[other] записалось { $count } игроков
}.
tournament-round-heading = Тур { $round } из { $rounds }:
tournament-bye = { $name }: пропуск тура (+1 очко)
tournament-no-result = без результата
tournament-playing-in = идёт в ветке { $thread }
tournament-playing = идёт
tournament-by-forfeit = (техническое поражение: { $name })
tournament-history-empty = На этом сервере ещё нет завершённых турниров.
tournament-no-such-page = Такой страницы нет: в списке { $pages ->
    [one] { $pages } страница
    [few] { $pages } страницы
   *[other] { $pages } страниц
}.
tournament-list-title = **Турниры** (страница { $page } из { $pages }):
tournament-history-title = **Завершённые турниры** (страница { $page } из { $pages }):
tournament-list-open = идёт запись
tournament-game-heading = 🏆 **{ $name }**, тур { $round } из { $rounds }.

## Создание

tournament-create-not-allowed = Создавать турниры здесь могут только администраторы сервера (администратор может разрешить это всем участникам сервера: `/martian-настройки участники_создают_турниры:да`).
tournament-needs-threads = Турниру нужен канал, где я могу открывать ветки, ведь каждая его партия играется в своей ветке: создайте турнир в таком канале или выдайте мне здесь право «Создавать публичные ветки».
tournament-bad-name = Дайте турниру название длиной от 1 до { $max } символов.
tournament-unknown-word = `{ $option }` не может быть «{ $word }»: выберите один из вариантов, которые предлагает Discord.
tournament-no-layout = В этой игре одна доска и одни правила: не указывайте `формат` и `правила`.
tournament-bad-rounds = В швейцарской системе от { $min } до { $max } туров.
tournament-rounds-not-swiss = Число туров задаётся только в швейцарской системе: в круговой туров столько, сколько требует число участников.
tournament-bad-timeout = Время на ход — от 1 до { $max } часов.
tournament-bad-max-players = В этой системе может играть от { $min } до { $max } игроков.
tournament-bad-start = «{ $typed }» — не дата и время: напишите, например, `2026-12-24 18:00` по часовому поясу сервера ({ $zone }).
tournament-start-passed = Это время уже прошло: укажите более позднее или не указывайте `начало` и нажмите «Начать», когда все запишутся.

## Запись и выход

tournament-no-computer = Турниры — для людей: компьютер в них играть не может.
tournament-withdrawn-already = Вы снялись с этого турнира: записаться снова нельзя.
tournament-already-in = Вы уже записаны на этот турнир.
tournament-closed = Запись на этот турнир закрыта.
tournament-full = В этом турнире нет свободных мест (максимум — { $max ->
    [one] { $max } игрок
    [few] { $max } игрока
   *[other] { $max } игроков
}).
tournament-over = Этот турнир уже завершён.
tournament-not-in = Вы не участвуете в этом турнире.
tournament-not-in-them = Этот игрок не участвует в турнире.
tournament-kicked = { $manager } исключает игрока { $name } из турнира; в текущей партии ему засчитано техническое поражение.
tournament-joined = Вы записались на турнир **{ $name }**. Удачи!
tournament-joined-late = Вы записались на турнир **{ $name }** с опозданием: в жеребьёвку вас включат с { $round }-го тура, очков за предыдущие туры у вас не будет.
tournament-left = Вы отказались от участия в турнире **{ $name }**.
tournament-withdrew = Вы снялись с турнира **{ $name }**: в жеребьёвку вас больше не включат. Текущая партия продолжается (если не будете её доигрывать, сдайте её).

## Туры и окончание

tournament-round-title = 🏆 **{ $name }**: тур { $round } из { $rounds }
tournament-round-threads = Каждая партия — в своей ветке. Удачи!
tournament-threads-refused = Я больше не могу открывать ветки в этом канале (у меня нет права **«Создавать публичные ветки»**), поэтому партии { $round }-го тура турнира **{ $name }** не могут начаться: каждая играется в своей ветке. Администратор сервера может выдать мне это право здесь; я пробую снова, не реже раза в час, и партии начнутся, как только откроются их ветки.
tournament-ended-early = Жеребьёвку следующего тура нельзя провести без повторных встреч: на этом турнир завершается.
tournament-podium = 🏆 Турнир **{ $name }** завершён. { $podium }
tournament-withdrawn-for-forfeits = { $name } получает второе техническое поражение подряд и выбывает из турнира.

## Управление

tournament-managers-only = Это могут делать только администраторы сервера и создатель турнира.
tournament-started-already = Этот турнир уже начался.
tournament-too-few = Для начала турнира нужно не менее { $min } { $min ->
    [one] игрока
   *[other] игроков
}; записано: { $count }.
tournament-begins = 🏁 Турнир **{ $name }** начинается: { $players ->
    [one] { $players } игрок
    [few] { $players } игрока
   *[other] { $players } игроков
}, { $rounds ->
    [one] { $rounds } тур
    [few] { $rounds } тура
   *[other] { $rounds } туров
}.
tournament-too-few-at-start = Турнир **{ $name }** не смог начаться: нужно не менее { $min } { $min ->
    [one] игрока
   *[other] игроков
}. Турнир отменён.
tournament-not-running = Приостановить можно только идущий турнир.
tournament-not-paused = Этот турнир не приостановлен.
tournament-paused = ⏸️ Турнир **{ $name }** приостановлен: новый тур не начнётся, текущие партии продолжаются.
tournament-resumed = ▶️ Турнир **{ $name }** продолжается.
tournament-cancelled = { $manager } отменяет турнир **{ $name }**: победителя не будет; текущие партии заканчиваются без результата.
tournament-game-cancelled = Эта партия завершилась без результата: турнир **{ $name }** отменён.

## В /martian-настройки

tournament-settings-managers = • Турниры: создают только администраторы (разрешить всем участникам: `участники_создают_турниры:да`).
tournament-settings-members = • Турниры: создать турнир может любой участник.
tournament-game-pyramids = Марсианские шахматы
