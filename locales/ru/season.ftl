## Сезоны (issue 30): таблица сезона, конец сезона, настройка, профиль.
## $season — обозначение сезона: 2026-11 (месяц) или 2026-Q3 (квартал).

season-bad-key = «{ $typed }» — не сезон: выберите его из списка, который предлагает Discord, или укажите как `2026-11` (ежемесячный) или `2026-Q3` (ежеквартальный) либо `за всё время` для таблицы за всё время.
# The leaderboard's `season:` choices (the value sent is the key or all-time).
season-choice-all-time = за всё время (все партии с самого начала)
season-choice-current = { $season } (идёт сейчас)
# What a player may type in `season:` for the all-time leaderboard (`all-time` is always understood too).
season-all-time-word = за всё время
season-bad-length = «{ $typed }» — не длина сезона: выберите «выключены», «ежемесячные» или «ежеквартальные».
season-no-players = В сезоне { $season } на этом сервере ещё не завершилась ни одна рейтинговая партия.
season-no-players-carnett = В сезоне { $season } на этом сервере ещё не завершилась ни одна рейтинговая партия в Марсианские шахматы Карнетта.
season-leaderboard-title = **Таблица лидеров — сезон { $season }** (страница { $page } из { $pages })
season-leaderboard-title-carnett = **Таблица лидеров — Марсианские шахматы Карнетта, сезон { $season }** (страница { $page } из { $pages })
season-final-title = **Сезон { $season } завершён!** Итоговая таблица:
season-final-title-carnett = **Сезон { $season } в Марсианских шахматах Карнетта завершён!** Итоговая таблица:
season-champion-line = 🏆 Чемпион сезона { $season } — **{ $name }**. Начинается новый сезон.
season-length = { $length ->
    [monthly] ежемесячные
   *[quarterly] ежеквартальные
}
season-settings-on = • Сезоны: { $length }, итоговые таблицы публикуются в канале { $channel }.
season-settings-on-no-channel = • Сезоны: { $length } (куда публиковать итоговые таблицы, задаёт `канал_сезонов:`).
season-settings-off = • Сезоны: выключены (включает `сезоны:`).
season-profile-champion = { $count ->
    [1] Чемпион сезона { $seasons }
   *[other] Чемпион сезонов { $seasons } (всего { $count })
}
