# /martian profil: karta hráče v jedné hře tohoto serveru (rating, jeho vývoj,
# výsledky). Slova karty jsou odsud; čísla a data si karta píše sama.

profile-title = Marťanské šachy
profile-title-carnett = Carnettovy marťanské šachy
profile-rating-label = Rating
profile-deviation = ± { $deviation }
profile-chart-title = Rating po každé hodnocené partii
profile-no-history = Zatím žádná hodnocená partie: graf začne tou první.
profile-games = Partie
profile-wins = Výhry
profile-draws = Remízy
profile-losses = Prohry
profile-streak = Současná série
profile-longest-streak = Nejdelší série
profile-puzzle-rating = Rating v úlohách
profile-puzzles-solved = Vyřešené úlohy
profile-puzzle-streak = Úlohy v řadě
profile-best-win = Nejcennější výhra
profile-best-win-value = { $name } ({ $rating }), partie { $id }
profile-accuracy = Průměrná přesnost
profile-accuracy-value = { $accuracy } ({ $count ->
    [one] 1 rozebraná partie
    [few] { $count } rozebrané partie
   *[other] { $count } rozebraných partií
})
profile-opponents-title = Nejčastější soupeři
profile-opponent-score = { $games ->
    [one] 1 partie
    [few] { $games } partie
   *[other] { $games } partií
}: +{ $wins } ={ $draws } −{ $losses }
profile-results-title = Posledních 10
profile-letter-win = V
profile-letter-draw = R
profile-letter-loss = P
profile-text = **{ $name }** v Marťanských šachách: rating { $rating } ± { $deviation }, { $games ->
    [one] 1 hodnocená partie
    [few] { $games } hodnocené partie
   *[other] { $games } hodnocených partií
}.
profile-text-carnett = **{ $name }** v Carnettových marťanských šachách: rating { $rating } ± { $deviation }, { $games ->
    [one] 1 hodnocená partie
    [few] { $games } hodnocené partie
   *[other] { $games } hodnocených partií
}.
profile-none = { $name } zatím na tomto serveru nemá žádnou hodnocenou partii Marťanských šachů.
profile-none-carnett = { $name } zatím na tomto serveru nemá žádnou hodnocenou partii Carnettových marťanských šachů.
profile-alt = Karta hráče { $name }: rating { $rating } ± { $deviation }, partie: { $games } (výhry { $wins }, remízy { $draws }, prohry { $losses }); graf ratingu po každé partii; poslední výsledky: { $last }.
profile-alt-best-win = Nejcennější výhra: { $value }.
profile-alt-accuracy = Průměrná přesnost: { $value }.
profile-result-win = výhra
profile-result-draw = remíza
profile-result-loss = prohra
profile-no-results = žádné
