## Вызовы

lobby-channel-busy = В этом канале уже идёт партия ({ $game }). Сначала доиграйте её или начните свою в ветке.
lobby-channel-just-taken = её только что начал кто-то другой
lobby-cannot-challenge-self = Нельзя вызвать самого себя: выберите другого игрока или бота, чтобы сыграть с компьютером.
lobby-cannot-challenge-bot = { $name } — бот, а боты не играют: вызовите человека или вызовите { $me }, чтобы сыграть с компьютером.
lobby-duplicate-opponent = { $name } встречается в списке дважды: все соперники должны быть разными людьми.
lobby-wrong-opponent-count-two = Режим { $layout } рассчитан на двух игроков: укажите одного соперника, а для открытого вызова — никого (указано: { $given }).
lobby-wrong-opponent-count-four = Режим { $layout } рассчитан на четырёх игроков: укажите трёх соперников в параметрах `opponent`, `opponent2` и `opponent3`, а для открытого вызова — никого (указано: { $given }).
lobby-wrong-opponent-count-many = Режим { $layout } рассчитан на { $players } игроков: укажите { $needed } соперников в параметрах с `opponent` по `opponent{ $needed }`, а для открытого вызова — никого (указано: { $given }).
lobby-level-without-computer = Уровень имеет значение только в игре с компьютером: чтобы его задать, вызовите бота.
lobby-unknown-level = Уровня «{ $level }» нет: доступны { $levels }.
lobby-invitation = { $challenger } вызывает { $invitees } на партию в Марсианские шахматы ({ $description }). { $invitees }, нажмите «Принять» или «Отклонить» (либо используйте `/martian accept`); иначе срок действия вызова истечёт через { $hours } { $hours ->
        [one] час
        [few] часа
        [many] часов
       *[other] часа
    }.
lobby-button-accept = Принять
lobby-button-decline = Отклонить

## Открытые вызовы

lobby-open-seat = (свободное место)
lobby-open-invitation = { $challenger } бросает открытый вызов на партию в Марсианские шахматы ({ $description }): принять его может любой! Нажмите «Принять» (либо используйте `/martian accept`), чтобы занять { $free ->
        [one] свободное место
       *[other] одно из свободных мест (свободных мест: { $free })
    }; партия начнётся, когда все места будут заняты. Иначе срок действия вызова истечёт через { $hours } { $hours ->
        [one] час
        [few] часа
        [many] часов
       *[other] часа
    }.
lobby-open-joined = { $name } занимает место. Свободных мест осталось: { $free } — нажмите «Принять» (либо используйте `/martian accept`), чтобы присоединиться.
lobby-open-left = { $name } освобождает своё место. Теперь свободных мест: { $free } — нажмите «Принять» (либо используйте `/martian accept`), чтобы присоединиться.
lobby-open-own-challenge = Это ваш собственный открытый вызов, так что место за доской у вас уже есть: дождитесь, пока его примут другие, или отзовите его командой `/martian abort`.
lobby-open-not-started = Партия ещё не началась: в открытом вызове остались свободные места ({ $free }).
lobby-open-no-bots = Боты не могут занимать места в открытом вызове.
lobby-open-nothing-to-decline = Этот вызов открыт для всех, так что отклонять нечего: если не хотите играть, просто не принимайте его.
lobby-open-invitation-expired = ⌛ Открытый вызов от { $challenger } истёк через { $hours } { $hours ->
        [one] час
        [few] часа
        [many] часов
       *[other] часа
    }: { $joined ->
        [0] его так никто и не принял
       *[other] занять все места так и не удалось (свободных осталось: { $free })
    }. Канал свободен для новой партии.

## Реванш

lobby-button-rematch = Реванш
lobby-rematch = 🔁 Реванш за партию `{ $game }`: та же доска и те же правила, только первый ход переходит к следующему игроку.
lobby-rematch-not-a-player = Попросить реванш могут только игроки этой партии. Чтобы сыграть самим, используйте `/martian challenge`.
lobby-rematch-not-finished = Эта партия ещё не закончилась, так что о реванше говорить рано.

## Ответы

lobby-accepted-waiting = { $name } принимает вызов. Ещё ждём: { $waiting }.
lobby-not-invited = Вас не приглашали в эту партию, так что принимать или отклонять вам нечего.
lobby-already-accepted = Вы уже приняли вызов; партия начнётся, когда его примут все.
lobby-no-invitation = В этом канале нет ожидающего вызова.
lobby-invitation-expired = ⌛ Вызов от { $challenger } истёк: за { $hours } { $hours ->
        [one] час
        [few] часа
        [many] часов
       *[other] часа
    } его так и не приняли (ждали: { $waiting }). Канал свободен для новой партии; { $challenger }, повторите вызов командой `/martian challenge` в более удобное время.
lobby-invitation-expired-summary = Вызов истёк: за { $hours } { $hours ->
        [one] час
        [few] часа
        [many] часов
       *[other] часа
    } его так и не приняли (ждали: { $waiting }).
lobby-accepted-too-late = Срок этого вызова истёк раньше, чем вы его приняли, так что присоединяться не к чему. Отправьте свой вызов командой `/martian challenge`.
lobby-withdrawn = { $name } отзывает вызов. Канал свободен для новой партии.
lobby-challenger-cannot-decline = Это ваш вызов: чтобы отозвать его, используйте `/martian abort`.
lobby-declined = { $name } отклоняет вызов. В этот раз партии не будет.
lobby-abort-not-allowed = Отменить партию могут только её игроки и только до того, как каждый из них сделает первый ход; после этого — только участник с правом «Управлять сервером». Чтобы прекратить игру, сдайтесь командой `/martian resign`.
lobby-aborted = { $name } отменяет партию. Партия завершена без результата.
lobby-game-starts = Партия начинается! Первый ход делает { $first }.

## Конец партии

lobby-unrated-computer-game = Партии против компьютера на рейтинг не влияют.
lobby-ratings = Рейтинг: { $changes }
lobby-rating-change = { $name } { $before } → { $after } ({ $change })

## Настройки

lobby-bad-setting = Значение { $value } для `{ $name }` вне допустимого диапазона: выберите целое число часов от { $min } до { $max }{ $min ->
        [0] {" "}(0 отключает напоминания)
       *[other] {""}
    }.
lobby-reminder-not-before-timeout = Напоминание за { $reminder } { $reminder ->
        [one] час
        [few] часа
        [many] часов
       *[other] часа
    } до срока пришло бы раньше, чем ход вообще начнётся (время на ход — { $timeout } { $timeout ->
        [one] час
        [few] часа
        [many] часов
       *[other] часа
    }): выберите для напоминания меньше часов, чем время на ход.
lobby-bad-ruleset = Правил «{ $value }» нет: выберите classic или leaping.
lobby-bad-language = Языка «{ $value }» нет. Можно выбрать: { $choices }.
lobby-language-choice = `{ $code }` ({ $name })
lobby-language-choice-auto = `auto` (язык сервера в Discord)
lobby-settings-shown = **Настройки этого сервера**
    • Время на ход: { $timeout } { $timeout ->
        [one] час
        [few] часа
        [many] часов
       *[other] часа
    } (затем игроку, чей ход, после напоминания засчитывается поражение по времени)
    • Напоминание: { $reminder ->
        [0] выключено (`reminder_hours:0`); если срок истекает, пока я офлайн, он переносится на 24 часа
       *[other] за { $reminder } { $reminder ->
            [one] час
            [few] часа
            [many] часов
           *[other] часа
        } до срока
    }
    • Срок ответа на вызов: { $invite } { $invite ->
        [one] час
        [few] часа
        [many] часов
       *[other] часа
    }
    • Правила по умолчанию: { $ruleset }
    • Язык публичных сообщений: { $chosen ->
        [set] { $language }
       *[auto] { $language } — язык сервера в Discord (выбрать другой можно параметром `language`)
    }
    • Ветки: { $threads ->
        [on] у каждой партии своя ветка (`threads:false` оставляет партии в канале)
       *[off] выключены: партии идут в канале, где был брошен вызов
    }
lobby-settings-changed = Настройки сохранены; новое время на ход действует со следующего хода, а срок ответа на вызов — со следующего вызова.
    { $settings }
lobby-language-changed = { $chosen ->
        [set] Язык сообщений, которые видят все, теперь: { $language }.
       *[auto] Теперь язык сообщений, которые видят все, соответствует языку сервера в Discord ({ $language }).
    }

## Ветка партии и её строки в канале, где был брошен вызов

lobby-thread-name = { $players } · Марсианские шахматы
lobby-start-line-thread = { $players }: партия идёт в ветке { $thread }.
lobby-start-line = { $players }: партия началась.
lobby-you-accepted = Вы приняли вызов: партия началась.
lobby-threads-refused = Я не могу открыть ветку для этой партии: в этом канале у меня нет права **«Создавать публичные ветки»**, поэтому партия идёт здесь. Администратор сервера может выдать это право или оставить партии в каналах командой `/martian-settings threads:false`.

lobby-ruleset-name = { $ruleset ->
        [leaping] с прыжками
       *[classic] классические
    }
