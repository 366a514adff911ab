# Команды, как их показывает Discord: описания (не длиннее 100 символов), названия
# (.name: строчные буквы, без пробелов, не длиннее 32 символов) и подписи вариантов.

cmd-martian = Играйте в Марсианские шахматы: вызывайте соперников, ходите, смотрите доску и таблицу лидеров.
    .name = martian
cmd-martian-settings = Настройки для администраторов: время на ход, напоминания, вызовы, правила (без параметров — показ).
    .name = martian-настройки

## /martian challenge

cmd-challenge = Вызвать кого-нибудь (или меня, чтобы сыграть с компьютером) на партию в этом канале.
    .name = вызвать
cmd-challenge-opponent = С кем вы хотите сыграть (выберите меня, чтобы играть с компьютером)
    .name = соперник
cmd-challenge-opponent2 = Второй соперник: втроём играют домашний вариант «три»
    .name = соперник2
cmd-challenge-opponent3 = Третий соперник для партии вчетвером
    .name = соперник3
cmd-challenge-opponent4 = Четвёртый соперник: впятером играют домашний вариант «пента» (12 вертикалей)
    .name = соперник4
cmd-challenge-opponent5 = Пятый соперник: вшестером играют домашний вариант «гекса» (12 вертикалей)
    .name = соперник5
cmd-challenge-layout = Доска (иначе по числу игроков): дуэль, половины, вчетвером, команды; на 3, 5, 6 — домашние варианты
    .name = формат
cmd-challenge-ruleset = Правила: классические или с прыжками
    .name = правила
cmd-challenge-clock = Как работает отсчёт до конца партии
    .name = отсчёт
cmd-challenge-first = Кто ходит первым
    .name = первый_ход
cmd-challenge-level = Сила компьютера (только когда вы играете со мной)
    .name = уровень
cmd-challenge-game = Какая игра: с пирамидками Looney (по умолчанию) или Марсианские шахматы Карнетта с картами
    .name = игра

## Меню «Приложения» участника (команда контекстного меню: только название, без описания)

cmd-challenge-menu = Вызвать на Марсианские шахматы
cmd-profile-menu = Профиль в Марсианских шахматах

## Остальные команды /martian

cmd-accept = Принять вызов, который ждёт в этом канале (то же, что кнопка «Принять»).
    .name = принять
cmd-decline = Отклонить вызов, который ждёт в этом канале (то же, что кнопка «Отклонить»).
    .name = отклонить
cmd-move = Сделать ход в партии этого канала, например c3b4 (выбирайте из списка по мере ввода).
    .name = ход
cmd-move-move = Откуда и куда, например c3b4; в списке — ваши допустимые ходы
    .name = ход
cmd-move-clock = Объявить этим ходом отсчёт: партия закончится через 7 ходов без взятия
    .name = отсчёт
cmd-moves = Ваши допустимые ходы, сгруппированные по фигурам (видны только вам).
    .name = ходы
cmd-board = Доска партии этого канала и позиция для копирования (видна только вам, если не выбрать «публично»).
    .name = доска
cmd-board-public = Показать всем в канале
    .name = публично
cmd-resign = Сдаться в партии этого канала (вас попросят подтвердить).
    .name = сдаться
cmd-abort = Отменить партию этого канала без результата (только в начале; позже — только администратор сервера).
    .name = отменить
cmd-games = Текущие партии на этом сервере (все или одного игрока) со ссылками на их каналы.
    .name = игры
cmd-games-user = Чьи партии (если не указать — все)
    .name = игрок
cmd-games-page = Страница списка (1 — самые старые партии)
    .name = страница
cmd-history = Завершённые партии игрока на этом сервере, сначала новые, с кодами для повтора.
    .name = история
cmd-history-user = Чьи партии (если не указать — ваши)
    .name = игрок
cmd-history-page = Страница списка (1 — самые новые партии)
    .name = страница
cmd-history-game = Какая игра (если не указать — Марсианские шахматы)
    .name = игра
cmd-replay = Посмотреть завершённую партию заново в виде анимации со списком ходов.
    .name = повтор
cmd-replay-game = Код партии, как его показывает /martian история (например, 2s)
    .name = партия
cmd-analyse = Компьютерный анализ завершённой партии: точность, худшие ходы и график.
    .name = анализ
cmd-analyse-game = Код партии, как его показывает /martian история (например, 2s)
    .name = партия
cmd-profile = Карточка игрока: рейтинг и его история, результаты, лучшая победа, точность.
    .name = профиль
cmd-profile-user = Чья карточка (ваша, если не указать)
    .name = игрок
cmd-profile-game = Какая игра (если не указать — Марсианские шахматы)
    .name = игра
cmd-profile-public = Показать всем в канале (иначе её видите только вы)
    .name = публично
cmd-leaderboard = Таблица лидеров этого сервера по рейтингу.
    .name = лидеры
cmd-leaderboard-page = Страница таблицы (1 — самый верх)
    .name = страница
cmd-leaderboard-game = Рейтинги какой игры (если не указать — Марсианских шахмат)
    .name = игра
cmd-leaderboard-season = Сезон вида 2026-11 или 2026-Q3 либо all-time (если не указать — текущий сезон)
    .name = сезон
cmd-stats = Рейтинг игрока, число партий, побед, ничьих и поражений, очки за взятые фигуры.
    .name = статистика
cmd-stats-user = Чья статистика (если не указать — ваша)
    .name = игрок
cmd-stats-game = Статистика какой игры (если не указать — Марсианских шахмат)
    .name = игра
cmd-rules = Правила игры за одну минуту (видны только вам).
    .name = правила
cmd-rules-game = Правила какой игры (если не указать — Марсианских шахмат)
    .name = игра
cmd-me = Ваши личные настройки на этом сервере: часовой пояс, тихие часы для напоминаний, отпуск.
    .name = я
cmd-me-timezone = Ваш часовой пояс, например Europe/Moscow (выберите из списка при вводе)
    .name = часовой_пояс
cmd-me-quiet-hours = Часы без напоминаний в личных сообщениях, например 23-7 (выкл — убрать)
    .name = тихие_часы
cmd-me-vacation = Дней отпуска с этого момента: ваше время на ход остановится (0 — вернуться раньше)
    .name = отпуск


## /martian задача (группа подкоманд: решать, ежедневная, ход)

cmd-puzzle = Задачи из настоящих партий: найдите лучший ход.
    .name = задача
cmd-puzzle-solve = Задача только для вас, близкая к вашему рейтингу в задачах.
    .name = решать
cmd-puzzle-solve-rating = Диапазон рейтинга, например 1200-1600 (иначе близко к вашему рейтингу в задачах)
    .name = рейтинг
cmd-puzzle-solve-theme = Тема: что делает решение (иначе любая)
    .name = тема
cmd-puzzle-solve-layout = Доска (иначе любая)
    .name = формат
cmd-puzzle-daily = Сегодняшняя задача этого сервера, только для вас.
    .name = ежедневная
cmd-puzzle-move = Ваш ход в задаче, например c3b4 (выбирайте из списка по мере ввода).
    .name = ход
cmd-puzzle-move-move = Откуда и куда, например c3b4; в списке — ваши допустимые ходы
    .name = ход

## /martian турнир (группа подкоманд)

cmd-tournament = Турниры сервера: швейцарская и круговая система.
    .name = турнир
cmd-tournament-create = Создать турнир в этом канале (у каждой его партии будет своя ветка).
    .name = создать
cmd-tournament-create-name = Название турнира, не длиннее 60 символов
    .name = название
cmd-tournament-create-game = Какая игра (если не указать — Марсианские шахматы)
    .name = игра
cmd-tournament-create-layout = Доска (если не указать — дуэль)
    .name = формат
cmd-tournament-create-ruleset = Правила (если не указать — правила сервера по умолчанию)
    .name = правила
cmd-tournament-create-format = Система проведения (если не указать — швейцарская)
    .name = система
cmd-tournament-create-rounds = Число туров швейцарской системы, от 3 до 11 (если не указать — по числу игроков)
    .name = число_туров
cmd-tournament-create-move-timeout-hours = Сколько часов у игрока на каждый ход (если не указать — по настройке сервера)
    .name = часов_на_ход
cmd-tournament-create-max-players = Наибольшее число игроков (если не указать — 32)
    .name = макс_игроков
cmd-tournament-create-starts = Начало, например 2026-12-24 18:00 по часовому поясу сервера (иначе кнопкой «Начать»)
    .name = начало
cmd-tournament-list = Открытые и идущие турниры сервера.
    .name = список
cmd-tournament-list-page = Какая страница (если не указать — первая)
    .name = страница
cmd-tournament-show = Турнирная таблица и текущий тур.
    .name = показать
cmd-tournament-show-tournament = Номер турнира (если не указать — идущий сейчас)
    .name = турнир
cmd-tournament-join = Записаться на турнир.
    .name = записаться
cmd-tournament-join-tournament = Номер турнира (если не указать — идущий сейчас)
    .name = турнир
cmd-tournament-withdraw = Сняться с турнира (после начала вас больше не включат в жеребьёвку).
    .name = сняться
cmd-tournament-withdraw-tournament = Номер турнира (если не указать — идущий сейчас)
    .name = турнир
cmd-tournament-start = Начать турнир прямо сейчас (администраторы).
    .name = начать
cmd-tournament-start-tournament = Номер турнира (если не указать — идущий сейчас)
    .name = турнир
cmd-tournament-pause = Приостановить турнир: жеребьёвка новых туров не проводится (администраторы).
    .name = приостановить
cmd-tournament-pause-tournament = Номер турнира (если не указать — идущий сейчас)
    .name = турнир
cmd-tournament-resume = Продолжить приостановленный турнир (администраторы).
    .name = продолжить
cmd-tournament-resume-tournament = Номер турнира (если не указать — идущий сейчас)
    .name = турнир
cmd-tournament-cancel = Отменить турнир: без победителя, его партии завершаются без результата (администраторы).
    .name = отменить
cmd-tournament-cancel-tournament = Номер турнира (если не указать — идущий сейчас)
    .name = турнир
cmd-tournament-kick = Исключить игрока из турнира; в текущей партии ему — техническое поражение (администраторы).
    .name = исключить
cmd-tournament-kick-user = Игрок
    .name = игрок
cmd-tournament-kick-tournament = Номер турнира (если не указать — идущий сейчас)
    .name = турнир
cmd-tournament-history = Завершённые турниры сервера.
    .name = история
cmd-tournament-history-page = Какая страница (если не указать — первая)
    .name = страница

## /martian-settings

cmd-martian-settings-move-timeout-hours = Сколько часов у игрока на ход до поражения по времени (по умолчанию 72)
    .name = часов_на_ход
cmd-martian-settings-reminder-hours = За сколько часов до срока напомнить игроку о ходе (0 — без напоминаний)
    .name = напомнить_за_часов
cmd-martian-settings-invite-timeout-hours = Сколько часов вызов ждёт ответа, прежде чем истечь (по умолчанию 24)
    .name = срок_вызова_часов
cmd-martian-settings-default-ruleset = Правила новых партий, если в вызове они не указаны
    .name = правила_по_умолчанию
cmd-martian-settings-language = Язык сообщений, которые видят все (авто: язык сервера в Discord)
    .name = язык
cmd-martian-settings-threads = Отдельная ветка для каждой партии, открытая из вызова (по умолчанию включено)
    .name = ветки
cmd-martian-settings-timezone = Часовой пояс сервера, например Europe/Moscow (иначе UTC), для дат и времени
    .name = часовой_пояс
cmd-martian-settings-vacation-days-per-year = Сколько дней отпуска игрок может взять за год (по умолчанию 14; 0 — без отпусков)
    .name = дней_отпуска_в_год
cmd-martian-settings-puzzle-channel = Канал для ежедневной задачи (это её включает)
    .name = канал_задач
cmd-martian-settings-puzzle-hour = Час публикации, от 0 до 23, по часовому поясу сервера (по умолчанию 9)
    .name = час_задачи
cmd-martian-settings-daily-puzzle = Нет — выключить ежедневную задачу
    .name = ежедневная_задача
cmd-martian-settings-members-create-tournaments = Да — создавать турниры могут все участники (по умолчанию только администраторы)
    .name = участники_создают_турниры
cmd-martian-settings-season = Сезоны: таблица лидеров начинается заново каждый месяц или квартал (по умолчанию нет)
    .name = сезоны
cmd-martian-settings-season-channel = Канал, куда по окончании сезона публикуется его итоговая таблица
    .name = канал_сезонов

## Подписи вариантов

cmd-choice-layout-duel = дуэль (2 игрока)
cmd-choice-layout-quad = каждый за себя (4 игрока)
cmd-choice-layout-teams = команды (4 игрока, 2 на 2)
cmd-choice-layout-halves = половины (2 игрока на доске 8×8)
cmd-choice-layout-tri = три (3 игрока, домашний вариант)
cmd-choice-layout-penta = пента (5 игроков, домашний вариант)
cmd-choice-layout-hexa = гекса (6 игроков, домашний вариант)
cmd-choice-ruleset-classic = классические
cmd-choice-ruleset-leaping = с прыжками (дроны перепрыгивают, без слияний)
cmd-choice-season-off = выключены (без сезонов)
cmd-choice-season-monthly = ежемесячные (сезон — календарный месяц)
cmd-choice-season-quarterly = ежеквартальные (сезон — квартал года)
cmd-choice-clock-call = по объявлению (игрок может объявить отсчёт: 7 ходов)
cmd-choice-clock-auto27 = автоматический (партия заканчивается после 27 ходов без взятия)
cmd-choice-clock-off = выключен (без отсчёта)
cmd-choice-first-me = я
cmd-choice-first-opponent = соперник
cmd-choice-first-random = случайно
cmd-choice-game-martian = Марсианские шахматы (Looney Pyramids)
cmd-choice-game-carnett = Марсианские шахматы Карнетта
cmd-choice-level-easy = лёгкий
cmd-choice-level-normal = средний
cmd-choice-level-hard = сложный
cmd-choice-level-max = максимальный
cmd-choice-theme-queen = ферзь (взять ферзя)
cmd-choice-theme-drone = дрон (взять дрона)
cmd-choice-theme-pawn = пешка (взять пешку)
cmd-choice-theme-canal = канал (взять фигурой, которую соперник только что отправил через канал)
cmd-choice-theme-merge = слияние (слить две фигуры)
cmd-choice-theme-clock = отсчёт (объявить отсчёт)
cmd-choice-theme-end = конец (закончить партию)
cmd-choice-theme-one-move = один_ход (задача в один ход)
cmd-choice-theme-short = короткая (два хода)
cmd-choice-theme-long = длинная (три хода)
cmd-choice-puzzle-layout-duel = дуэль (2 игрока)
cmd-choice-puzzle-layout-halves = половины (2 игрока на доске 8×8)
cmd-choice-format-swiss = швейцарская (пары по очкам, заданное число туров)
cmd-choice-format-round-robin = круговая (каждый играет с каждым)
cmd-choice-format-double-round-robin = двухкруговая (каждый играет с каждым дважды)
cmd-choice-tournament-layout-duel = дуэль (2 игрока)
cmd-choice-tournament-layout-halves = половины (2 игрока на доске 8×8)
cmd-choice-language-auto = авто (язык сервера в Discord)

## Что адаптер говорит о самом Discord

cmd-missing-permissions = Я не могу проводить партии в этом канале: администратор сервера должен выдать мне здесь { $count ->
        [one] право
       *[other] права
    } { $list }.
cmd-permission-view-channel = «Просматривать канал»
cmd-permission-send-messages = «Отправлять сообщения»
cmd-permission-send-messages-in-threads = «Отправлять сообщения в ветках»
cmd-permission-attach-files = «Прикреплять файлы»

## Консоль (`martian-chess console`)

cmd-console-not-a-user = «{ $token }» — не пользователь: напишите @имя
cmd-console-bad-user = «{ $token }» — не пользователь: после @ используйте от 1 до 32 букв, цифр, _ - или .
cmd-console-not-a-channel = «{ $token }» — не канал: напишите #название
cmd-console-bad-channel = «{ $token }» — не канал: после # используйте от 1 до 32 букв, цифр, _ - или .
cmd-console-not-a-locale = «{ $text }» — не код языка: напишите, например, cs, ru или en-GB
cmd-console-not-a-duration = «{ $text }» — не длительность: напишите число и единицу, например 24h, 90m, 3d или 45s, либо несколько подряд, например 22h59m
cmd-console-duration-unit = «{ $text }» — не длительность: единицы — s, m, h и d (например, 24h)
cmd-console-not-an-option = «{ $word }» — не параметр: напишите имя:значение, например ход:c3b4
cmd-console-private-usage = :private принимает канал и пользователей, которым он виден, например :private #secret @alice @bob
cmd-console-private = { $count ->
    [0] Канал { $channel } теперь закрытый: его никто не видит.
    [1] Канал { $channel } теперь закрытый: его видит только { $users }.
   *[other] Канал { $channel } теперь закрытый: его видят только { $users }.
}
cmd-console-advance-usage = :advance принимает одну длительность, например :advance 24h
cmd-console-offline-usage = :offline принимает одну длительность, например :offline 100h
cmd-console-unreachable-usage = :unreachable принимает одну длительность, например :unreachable 5h
cmd-console-unknown-directive = :{ $directive } — не команда консоли: есть только :advance <длительность> (бот всё это время работает), :offline <длительность> (бот всё это время выключен), :unreachable <длительность> (бот работает, но Discord ему недоступен) и :private #канал @пользователь… (канал видят только эти пользователи)
cmd-console-no-user = строка должна начинаться с пользователя, например @alice /martian доска (получено «{ $word }»)
cmd-console-no-command = после /martian нужна команда: { $commands }
cmd-console-click-usage = для click нужен custom_id, например click mc:1:0:accept
cmd-console-not-a-command-here = { $word } здесь не команда: команды бота — /martian ({ $commands }) и /{ $settings }
cmd-console-line-usage = после пользователя (и канала) напишите /martian <команда>, click <custom_id> [значение] или autocomplete ход:<текст>
cmd-console-challenge-needs-opponent = для /martian вызвать нужен параметр соперник:@имя
cmd-console-move-needs-move = для /martian ход нужен параметр ход:<откуда><куда>, например ход:c3b4
cmd-console-replay-needs-game = для /martian повтор нужен параметр партия:<код>, например партия:2s
cmd-console-analyse-needs-game = для /martian анализ нужен параметр партия:<код>, например партия:2s
cmd-console-not-a-page = { $key }:{ $value } — не номер страницы
cmd-console-not-hours = { $key }:{ $value } — не целое число часов
cmd-console-not-an-hour = { $key }:{ $value } — не час суток (от 0 до 23)
cmd-console-not-days = { $key }:{ $value } — не целое число дней
cmd-console-not-yes-no = { $key }:{ $value } — не «да» и не «нет»: напишите { $key }:да или { $key }:нет
cmd-value-yes = да
cmd-value-no = нет
cmd-console-settings-moved = /martian settings теперь отдельная команда: /{ $settings } (параметры { $options })
cmd-console-unknown-command = /martian { $name } — не команда: команды — { $commands }
cmd-console-no-options = у { $command } нет параметров (получено { $option })
cmd-console-unknown-option = у { $command } нет параметра { $option }: его параметры — { $options }
cmd-console-not-a-layout = «{ $value }» — не формат игры: выберите { $words }
cmd-console-not-a-first = «{ $value }» не указывает, кто ходит первым: выберите { $words }
cmd-console-group-needs-command = после /martian { $group } нужна команда: { $commands }
cmd-console-unknown-in-group = /martian { $group } { $name } — не команда: команды — { $commands }
cmd-console-not-a-theme = «{ $value }» — не тема задачи: выберите { $words }
cmd-console-not-a-puzzle-layout = «{ $value }» — не доска для задач: выберите { $words }
cmd-console-not-a-format = «{ $value }» — не турнирная система: выберите { $words }
cmd-console-not-a-tournament-layout = «{ $value }» — не доска для турнира: выберите { $words }
cmd-console-not-a-number = { $key }:{ $value } — не целое число
cmd-console-tournament-needs-name = для /martian турнир создать нужен параметр название, например название:"Весенний кубок"
cmd-console-not-a-game = «{ $value }» — это не игра: выберите { $words }
cmd-console-not-a-ruleset = «{ $value }» — не правила: выберите { $words }
cmd-console-not-a-clock = «{ $value }» — не режим отсчёта: выберите { $words }
cmd-console-not-a-language = «{ $value }» — не язык: выберите { $words }
cmd-console-not-a-season = «{ $value }» — не длина сезона: выберите { $words }
cmd-console-or = { $init } или { $last }
cmd-console-clock-moves = Время сдвигается вперёд на { $duration }.
cmd-console-offline = Бот был выключен { $duration }; сейчас он снова запускается.
cmd-console-unreachable = Discord недоступен боту { $duration }; бот всё это время работает и сейчас снова подключается к Discord.
