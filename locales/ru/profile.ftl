# /martian профиль: карточка игрока в одной игре этого сервера (рейтинг, его история,
# результаты). Слова карточки берутся отсюда; числа и даты она пишет сама.

profile-title = Марсианские шахматы
profile-title-carnett = Марсианские шахматы Карнетта
profile-rating-label = Рейтинг
profile-deviation = ± { $deviation }
profile-chart-title = Рейтинг после каждой рейтинговой партии
profile-no-history = Рейтинговых партий пока нет: график начнётся с первой.
profile-games = Партии
profile-wins = Победы
profile-draws = Ничьи
profile-losses = Поражения
profile-streak = Текущая серия
profile-longest-streak = Лучшая серия
profile-puzzle-rating = Рейтинг в задачах
profile-puzzles-solved = Решено задач
profile-puzzle-streak = Серия задач
profile-best-win = Лучшая победа
profile-best-win-value = { $name } ({ $rating }), партия { $id }
profile-accuracy = Средняя точность
profile-accuracy-value = { $accuracy } ({ $count ->
    [one] { $count } партия с анализом
    [few] { $count } партии с анализом
   *[other] { $count } партий с анализом
})
profile-opponents-title = Частые соперники
profile-opponent-score = { $games ->
    [one] { $games } партия
    [few] { $games } партии
   *[other] { $games } партий
}: +{ $wins } ={ $draws } −{ $losses }
profile-results-title = Последние 10 партий
profile-letter-win = В
profile-letter-draw = Н
profile-letter-loss = П
profile-text = **{ $name }** в Марсианских шахматах: рейтинг { $rating } ± { $deviation }, { $games ->
    [one] { $games } рейтинговая партия
    [few] { $games } рейтинговые партии
   *[other] { $games } рейтинговых партий
}.
profile-text-carnett = **{ $name }** в Марсианских шахматах Карнетта: рейтинг { $rating } ± { $deviation }, { $games ->
    [one] { $games } рейтинговая партия
    [few] { $games } рейтинговые партии
   *[other] { $games } рейтинговых партий
}.
profile-none = У игрока { $name } на этом сервере пока нет рейтинговых партий в Марсианские шахматы.
profile-none-carnett = У игрока { $name } на этом сервере пока нет рейтинговых партий в Марсианские шахматы Карнетта.
profile-alt = Карточка игрока { $name }: рейтинг { $rating } ± { $deviation }, партий: { $games } (побед { $wins }, ничьих { $draws }, поражений { $losses }); график рейтинга после каждой партии; последние результаты: { $last }.
profile-alt-best-win = Лучшая победа: { $value }.
profile-alt-accuracy = Средняя точность: { $value }.
profile-result-win = победа
profile-result-draw = ничья
profile-result-loss = поражение
profile-no-results = нет
