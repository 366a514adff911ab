# /martian анализ: компьютерный анализ завершённой партии, ход за ходом.

analysis-queued = Анализирую партию { $id }… Анализ появится здесь вместо этого сообщения.
analysis-queued-behind = Партия { $id } ждёт анализа: { $ahead ->
    [one] перед ней в очереди { $ahead } анализ
    [few] перед ней в очереди { $ahead } анализа
   *[other] перед ней в очереди { $ahead } анализов
}. Анализ появится здесь вместо этого сообщения.
analysis-in-progress = Партия { $id } ещё идёт: проанализировать её можно будет, когда она закончится.
analysis-no-moves = Партия { $id } закончилась до первого хода: анализировать нечего.
analysis-not-available = Партию { $id } проанализировать нельзя: такие партии компьютер пока не анализирует.
analysis-failed = Анализ партии { $id } не удался. Попробуйте, пожалуйста, позже.
analysis-title = **Анализ партии { $id }**: { $players }
analysis-player = { $name }: точность { $accuracy } · { $inaccuracies ->
    [one] { $inaccuracies } неточность
    [few] { $inaccuracies } неточности
   *[other] { $inaccuracies } неточностей
} · { $mistakes ->
    [one] { $mistakes } ошибка
    [few] { $mistakes } ошибки
   *[other] { $mistakes } ошибок
} · { $blunders ->
    [one] { $blunders } зевок
    [few] { $blunders } зевка
   *[other] { $blunders } зевков
}
analysis-no-accuracy = –
analysis-label-inaccuracy = неточность
analysis-label-mistake = ошибка
analysis-label-blunder = зевок
analysis-marked-title = Отмеченные ходы:
analysis-no-marks = Ни один ход не стоил 5 и более процентных пунктов шанса на победу.
analysis-marked = { $number }. { $name }: { $played } ({ $label }, −{ $drop } п. п.), лучше было { $best }
analysis-marked-points = { $number }. { $name }: { $played } ({ $label }, −{ $drop } п. п., −{ $points } { $count ->
    [one] очко
    [few] очка
    [many] очков
   *[other] очка
}), лучше было { $best }
analysis-more-marked = { $count ->
    [one] …и ещё { $count } отмеченный ход (в меню ниже).
    [few] …и ещё { $count } отмеченных хода (в меню ниже).
   *[other] …и ещё { $count } отмеченных ходов (в меню ниже).
}
analysis-method = Из каждой позиции партии компьютер просмотрел { $nodes } { $nodes ->
    [one] позицию
    [few] позиции
   *[other] позиций
}; п. п. — процентные пункты шанса на победу.
analysis-graph-title = Шанс на победу после каждого хода
analysis-graph-legend = точность { $accuracy }
analysis-alt = График шанса каждого игрока на победу после каждого хода партии { $id } с отмеченными ходами. { $players }. { $marked ->
    [0] Отмеченных ходов нет.
    [one] Отмечен { $marked } ход.
    [few] Отмечено { $marked } хода.
   *[other] Отмечено { $marked } ходов.
}
analysis-alt-player = { $name }: точность { $accuracy }, шанс на победу в конце { $chance } %
analysis-board-placeholder = Посмотреть доску перед отмеченным ходом
analysis-board-option = { $number }. { $name }: { $played } ({ $label })
analysis-board = Перед ходом { $number }. { $name }: { $played } ({ $label }). Стрелка показывает лучший ход { $best }.
analysis-board-alt = Стрелка показывает лучший ход { $best }.
analysis-board-in-words = Перед ходом { $number }. { $name }: { $played } ({ $label }). Лучше: { $best }.
analysis-board-better = Лучше: { $best }.
analysis-late = { $mention }, анализ партии { $id }, который вы запрашивали, готов:
analysis-button = Анализ
analysis-unknown-move = Этого хода нет среди отмеченных ходов партии { $id }. Откройте её анализ заново командой `/martian анализ партия:{ $id }`.
