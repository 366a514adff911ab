## Sezóny (issue 30): žebříček sezóny, konec sezóny, nastavení, profil.
## $season je označení sezóny: 2026-11 (měsíc) nebo 2026-Q3 (čtvrtletí).

season-bad-key = „{ $typed }“ není sezóna: vyberte ji ze seznamu, který Discord nabízí, nebo ji zadejte jako `2026-11` (měsíční) či `2026-Q3` (čtvrtletní), případně `celkově` pro celkový žebříček.
# The leaderboard's `season:` choices (the value sent is the key or all-time).
season-choice-all-time = celkově (všechny partie od začátku)
season-choice-current = { $season } (právě probíhá)
# What a player may type in `season:` for the all-time leaderboard (`all-time` is always understood too).
season-all-time-word = celkově
season-bad-length = „{ $typed }“ není délka sezóny: zvolte vypnuto, měsíční nebo čtvrtletní.
season-no-players = V sezóně { $season } zatím na tomto serveru nikdo nedohrál hodnocenou partii.
season-no-players-carnett = V sezóně { $season } zatím na tomto serveru nikdo nedohrál hodnocenou partii Carnettových marťanských šachů.
season-leaderboard-title = **Žebříček — sezóna { $season }** (strana { $page } z { $pages })
season-leaderboard-title-carnett = **Žebříček — Carnettovy marťanské šachy, sezóna { $season }** (strana { $page } z { $pages })
season-final-title = **Sezóna { $season } skončila!** Konečné pořadí:
season-final-title-carnett = **Sezóna { $season } Carnettových marťanských šachů skončila!** Konečné pořadí:
season-champion-line = 🏆 Vítězem sezóny { $season } je **{ $name }**. Právě začíná nová sezóna.
season-length = { $length ->
    [monthly] měsíční
   *[quarterly] čtvrtletní
}
season-settings-on = • Sezóny: { $length }, konečné pořadí se posílá do kanálu { $channel }.
season-settings-on-no-channel = • Sezóny: { $length } (kam posílat konečné pořadí, určí `kanál_sezón:`).
season-settings-off = • Sezóny: vypnuty (zapne je `sezóny:`).
season-profile-champion = { $count ->
    [one] Vítěz sezóny: { $seasons }
   *[other] Vítěz sezón ({ $count }): { $seasons }
}
