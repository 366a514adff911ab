## Seasons (issue 30): the season leaderboard, a season's end, the setting, the profile.
## $season is a season's key: 2026-11 (a month) or 2026-Q3 (a quarter).

# $typed is what was given to the leaderboard's `season:`.
season-bad-key = “{ $typed }” is not a season: pick one from the list Discord offers, or give one like `2026-11` (monthly) or `2026-Q3` (quarterly), or `all-time`.
# The leaderboard's `season:` choices (the value sent is the key or all-time).
season-choice-all-time = all-time (every game since the start)
season-choice-current = { $season } (under way)
# What a player may type in `season:` for the all-time leaderboard (`all-time` is always understood too).
season-all-time-word = all-time
season-bad-length = “{ $typed }” is not a season length: choose off, monthly or quarterly.
season-no-players = Nobody has finished a rated game in season { $season } in this server yet.
season-no-players-carnett = Nobody has finished a rated game of Carnett's Martian Chess in season { $season } in this server yet.
season-leaderboard-title = **Leaderboard — season { $season }** (page { $page } of { $pages })
season-leaderboard-title-carnett = **Leaderboard — Carnett's Martian Chess, season { $season }** (page { $page } of { $pages })
# Posted in the season channel at the season's end, above its final top 10.
season-final-title = **Season { $season } is over!** The final standings:
season-final-title-carnett = **Season { $season } of Carnett's Martian Chess is over!** The final standings:
# Under the final table; $name is the champion's name.
season-champion-line = 🏆 Champion of season { $season }: **{ $name }**. A new season begins now.
# A season's length in the settings.
season-length = { $length ->
    [monthly] monthly
   *[quarterly] quarterly
}
season-settings-on = • Seasons: { $length }, final standings posted in { $channel }.
season-settings-on-no-channel = • Seasons: { $length } (`season_channel:` says where the final standings are posted).
season-settings-off = • Seasons: off (`season:` turns them on).
# On the profile and its card; $seasons is like "2026-11, 2027-Q1", $count how many.
season-profile-champion = { $count ->
    [one] Season champion: { $seasons }
   *[other] Season champion ({ $count } seasons): { $seasons }
}
