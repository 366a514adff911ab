# Марсианские шахматы Карнетта (игра `carnett`): действия, битвы, карты на руке и
# честность колоды и кубика.
# $piece, $target, $attacker: фигура как ключ (pawn, knight, bishop, rook, queen,
# king; выбором по нему слово ставится в нужный падеж). $card, $cards: карты в том
# виде, в каком они показываются (7♥, K♣ 10♠).
# Проверка переменных не следует за ссылками { carnett-piece }, поэтому ни одно
# сообщение не ссылается на carnett-piece: каждое, где нужно название фигуры, само
# делает выбор по $piece (как и английское сообщение) и ставит слово в тот падеж,
# которого требует фраза.

carnett-game-name = Марсианские шахматы Карнетта
# Как игру называет вызов на неё.
carnett-description = шахматы с кубиком и картами
# Ветка партии; $players: «alice vs bob»
carnett-thread-name = { $players } · Марсианские шахматы Карнетта
carnett-piece = { $piece ->
        [pawn] пешка
        [knight] конь
        [bishop] слон
        [rook] ладья
        [queen] ферзь
       *[king] король
    }

## Что произошло (публичные строки над доской)

# $name: кто действовал; $action: действие, как его ввели (e2e4, e7e8q, e1g1)
carnett-moved = { $name } ходит { $piece ->
        [pawn] пешкой
        [knight] конём
        [bishop] слоном
        [rook] ладьёй
        [queen] ферзём
       *[king] королём
    } { $action }.
# $name: атакующий; $from, $square: поля; $defender: защищающийся игрок
carnett-attacks = { $name } атакует { $piece ->
        [pawn] пешкой
        [knight] конём
        [bishop] слоном
        [rook] ладьёй
        [queen] ферзём
       *[king] королём
    } с { $from } { $target ->
        [pawn] пешку
        [knight] коня
        [bishop] слона
        [rook] ладью
        [queen] ферзя
       *[king] короля
    } игрока { $defender } на { $square }: начинается битва.
# $name: кто сыграл карту
carnett-card-played = { $name } играет { $card }.
# $winner, $loser: игроки; $cards: четыре карты в том порядке, в каком их сыграли
carnett-battle-won = { $winner } выигрывает битву ({ $cards }): { $piece ->
        [pawn] пешка
        [knight] конь
        [bishop] слон
        [rook] ладья
        [queen] ферзь
       *[king] король
    } игрока { $loser } отправляется в тюрьму игрока { $winner }.
carnett-promoted = Пешка превращается в { $piece ->
        [pawn] пешку
        [knight] коня
        [bishop] слона
        [rook] ладью
        [queen] ферзя
       *[king] короля
    }.
carnett-discarded = { $name } сбрасывает { $card } и берёт карту из колоды.
carnett-exchanged = { $name } обменивает { $piece ->
        [pawn] пленную пешку
        [knight] пленного коня
        [bishop] пленного слона
        [rook] пленную ладью
        [queen] пленного ферзя
       *[king] пленного короля
    }: возвращает { $piece ->
        [pawn] её
        [knight] его
        [bishop] его
        [rook] её
        [queen] его
       *[king] его
    } сопернику и забирает из тюрьмы в свой резерв { $piece ->
        [pawn] свою пешку
        [knight] своего коня
        [bishop] своего слона
        [rook] свою ладью
        [queen] своего ферзя
       *[king] своего короля
    }.
carnett-dropped = { $name } высаживает { $piece ->
        [pawn] пешку
        [knight] коня
        [bishop] слона
        [rook] ладью
        [queen] ферзя
       *[king] короля
    } на { $square }.
carnett-ended-turn = { $name } завершает ход.
# $value: число на кубике
carnett-rolled = { $name } бросает кубик и выбрасывает { $value }: в этот ход { $value ->
        [one] доступно { $value } действие
        [few] доступно { $value } действия
        [many] доступно { $value } действий
       *[other] доступно { $value } действия
    }.
carnett-reshuffled = Колода закончилась: сброс перемешан и стал новой колодой.

## Чья очередь (сообщение с доской и уведомление)

# $who: упоминание; $left: сколько действий осталось; $die: число на кубике
carnett-your-turn = { $who }, ваш ход: { $left ->
        [one] осталось { $left } действие
        [few] осталось { $left } действия
        [many] осталось { $left } действий
       *[other] осталось { $left } действия
    } (на кубике выпало { $die }).
carnett-lead = { $who }, ваш заход в битве: сыграйте карту, её масть станет ведущей (нажмите «Сыграть карту»).
# $square: где стоит атакованная фигура
carnett-defend = { $who }, защитите { $piece ->
        [pawn] свою пешку
        [knight] своего коня
        [bishop] своего слона
        [rook] свою ладью
        [queen] своего ферзя
       *[king] своего короля
    } на { $square }: сыграйте карту (нажмите «Сыграть карту»).
carnett-next-card = { $who }, сыграйте вторую карту в этой битве (нажмите «Сыграть карту»).
carnett-computer-to-act = Компьютер думает…
# Короткое уведомление после доски ($who: упоминание)
carnett-ping-turn = { $who }, ваш ход.
carnett-ping-battle = { $who }, идёт битва: ваша очередь сыграть карту.

## Честность (CARNETT.md, раздел 6)

# $hash: SHA-256 зерна
carnett-seed-hash = Честная колода и честный кубик: всё определяется секретным зерном, SHA-256 которого — `{ $hash }`; само зерно будет раскрыто, когда партия закончится.
# $seed: зерно; $file: имя файла приложенной записи
carnett-seed-reveal = Зерно было таким: `{ $seed }`. Чтобы проверить каждую раздачу, добор карты и бросок кубика, сохраните приложенную запись и запустите `martian-chess verify-carnett { $seed } { $hash } { $file }`.
# /martian abort игрока, когда карты уже розданы; за этим следует вопрос, сдаётся ли он.
carnett-leaving-resigns = В игре Карнетта карты уже розданы, поэтому выйти из партии теперь можно, только сдавшись: вам будет засчитано поражение.

## Чем закончилась партия

carnett-end-king = { $winner } берёт короля игрока { $loser }: побеждает { $winner }.
carnett-end-turn-limit = 200 ходов без взятия короля: партия завершается вничью.

## Личные ответы

# $action: как его ввели
carnett-you-acted-as = { $kind ->
        [drop] Вы высадили { $what }.
        [discard] Вы сбросили { $what }.
        [exchange] Вы обменяли пленника { $what }.
        [play] Вы сыграли карту { $what }.
       *[move] Вы сделали ход { $what }.
    }
carnett-you-drew = Вы взяли из колоды: { $cards }.
# $count: сколько карт на руке
carnett-your-hand = Ваши карты ({ $count } { $count ->
        [one] карта
        [few] карты
        [many] карт
       *[other] карты
    }): { $cards }
carnett-hand-allowed = В этой битве вы можете сыграть: { $cards }
carnett-hand-not-a-player = Карты на руке есть только у игроков этой партии.
carnett-hand-empty = (нет карт)
carnett-lead-a-card = Ваш заход: сыграйте любую карту, её масть станет ведущей.
# $suit: значок ведущей масти
carnett-follow-suit = Сыграйте карту: если можете, ходите в масть { $suit }.
carnett-any-card = У вас нет карт масти { $suit }: сыграйте любую карту.
carnett-pick-piece = Какой фигурой пойдёте? (Доступно: { $count }.)
carnett-pick-target = Куда пойдёт { $piece ->
        [pawn] пешка
        [knight] конь
        [bishop] слон
        [rook] ладья
        [queen] ферзь
       *[king] король
    } с { $square }?
carnett-pick-drop-piece = Какую фигуру из резерва высадите?
carnett-pick-drop-square = На какое поле высадите { $piece ->
        [pawn] пешку
        [knight] коня
        [bishop] слона
        [rook] ладью
        [queen] ферзя
       *[king] короля
    }?
carnett-pick-exchange = Какой вид фигур обменяете (вы вернёте пленника и заберёте свою фигуру того же вида из тюрьмы соперника)?
carnett-pick-discard = Какую карту сбросите? После этого вы возьмёте одну карту из колоды.
carnett-turn-ended = Вы завершили ход.

## Меню и кнопки

carnett-button-move = Сделать ход
carnett-button-drop = Высадить
carnett-button-exchange = Обменять
carnett-button-discard = Сбросить карту
carnett-button-end = Завершить ход
carnett-button-hand = Мои карты
carnett-button-card = Сыграть карту
carnett-placeholder-piece = Выберите фигуру
carnett-placeholder-target = Выберите, куда пойти
carnett-placeholder-kind = Выберите вид фигуры
# $from, $to: горизонтали
carnett-placeholder-ranks = Поля на горизонталях { $from }–{ $to }
carnett-placeholder-card = Выберите карту
# $square: где стоит фигура
carnett-option-piece = { $piece ->
        [pawn] пешка
        [knight] конь
        [bishop] слон
        [rook] ладья
        [queen] ферзь
       *[king] король
    } на { $square }
# $count: сколько у неё ходов
carnett-option-moves = { $count } { $count ->
        [one] ход
        [few] хода
        [many] ходов
       *[other] хода
    }
# $action: ход (e2e4); $square: куда он ведёт
carnett-option-move = { $action }: на { $square }
carnett-option-attack = { $action }: атаковать { $target ->
        [pawn] пешку
        [knight] коня
        [bishop] слона
        [rook] ладью
        [queen] ферзя
       *[king] короля
    } на { $square }
carnett-option-promote = { $action }: превращение в { $piece ->
        [pawn] пешку
        [knight] коня
        [bishop] слона
        [rook] ладью
        [queen] ферзя
       *[king] короля
    }
carnett-option-kind = { $piece ->
        [pawn] пешка
        [knight] конь
        [bishop] слон
        [rook] ладья
        [queen] ферзь
       *[king] король
    } ({ $count } в резерве)
carnett-option-exchange = { $piece ->
        [pawn] пешка
        [knight] конь
        [bishop] слон
        [rook] ладья
        [queen] ферзь
       *[king] король
    }
carnett-option-card = { $card }

## Отказы

carnett-nothing-to-drop = Ваш резерв пуст: высаживать нечего. Сначала обменяйте пленника.
carnett-nothing-to-exchange = Обменивать нечего: нужен пленник того же вида, что и одна из ваших фигур в тюрьме соперника.
carnett-nothing-moves = Сейчас ни одна ваша фигура не может пойти (каждая фигура ходит только раз за ход).
carnett-battle-first = Идёт битва: сначала сыграйте карту (нажмите «Сыграть карту» или введите карту, например 7H).
carnett-no-battle = Сейчас нет битвы, в которой можно сыграть карту.
# $text: что было введено
carnett-not-an-action = «{ $text }» — это не действие: введите ход вроде e2e4 (e7e8q — с превращением), высадку вроде N@e5, «сбросить 7H», «обменять N» или «конец хода»; в битве — карту, например 7H.
carnett-only-one-opponent = Марсианские шахматы Карнетта — игра для двоих: укажите одного соперника (или никого, чтобы бросить открытый вызов).
carnett-no-board-options = Формат, правила и отсчёт есть только в игре с пирамидками Looney: для игры Карнетта их не указывайте.
# $level: что было запрошено; $levels: какие уровни есть
carnett-unknown-level = «{ $level }» — не уровень компьютера в игре Карнетта: выберите { $levels }.
carnett-no-seed = Мне не удалось получить случайное зерно для колоды и кубика; попробуйте ещё раз чуть позже.
# $count: сколько действий
carnett-actions-header = Сейчас вам { $count ->
        [one] доступно { $count } действие
        [few] доступно { $count } действия
        [many] доступно { $count } действий
       *[other] доступно { $count } действия
    }:
carnett-actions-in-battle = Ваши карты для этой битвы: { $cards }
carnett-actions-tip = Введите одно из них командой `/martian ход` или воспользуйтесь кнопками на доске.
# Как действие называется в списке действий и в записи партии; игроки могут и набрать эти слова.
carnett-word-discard = сбросить
carnett-word-exchange = обменять
carnett-word-end = конец хода
carnett-word-play = сыграть

## Недопустимые действия (причины по правилам)

carnett-illegal-game-over = Партия окончена.
carnett-illegal-not-your-turn = Сейчас действует { $name }, а не вы.
carnett-illegal-battle-underway = Идёт битва: сначала сыграйте карту.
carnett-illegal-no-battle = Сейчас нет битвы, в которой можно сыграть карту.
carnett-illegal-card-not-in-hand = Карты { $card } у вас нет; нажмите «Мои карты», чтобы их посмотреть.
carnett-illegal-must-follow = У вас есть карта масти { $suit }: нужно ходить в ведущую масть, { $card } сейчас сыграть нельзя.
carnett-illegal-empty-square = На поле { $square } нет фигуры.
carnett-illegal-not-your-piece = Фигура на поле { $square } не ваша.
carnett-illegal-already-moved = Фигура на поле { $square } уже ходила в этот ход; каждая фигура ходит только раз за ход.
carnett-illegal-not-a-move = Фигура с { $from } не может пойти на { $to }: она так не ходит или путь закрыт.
carnett-illegal-bad-promotion = Пешка превращается только на последней горизонтали — в q, r, b или n (e7e8q).
carnett-illegal-not-in-reserve = В вашем резерве нет { $piece ->
        [pawn] пешки
        [knight] коня
        [bishop] слона
        [rook] ладьи
        [queen] ферзя
       *[king] короля
    }.
carnett-illegal-square-occupied = Поле { $square } занято: высаживайте фигуру на пустое поле.
carnett-illegal-pawn-edge = Пешки нельзя высаживать на первую и последнюю горизонтали ({ $square }).
carnett-illegal-king-exchange = Королей никогда не обменивают.
carnett-illegal-no-prisoner = У вас нет { $piece ->
        [pawn] пленной пешки, которую
        [knight] пленного коня, которого
        [bishop] пленного слона, которого
        [rook] пленной ладьи, которую
        [queen] пленного ферзя, которого
       *[king] пленного короля, которого
    } можно вернуть.
carnett-illegal-none-in-prison = В тюрьме соперника нет ваших { $piece ->
        [pawn] пешек
        [knight] коней
        [bishop] слонов
        [rook] ладей
        [queen] ферзей
       *[king] королей
    }.
