## /martian me: a member's own time zone, quiet hours and vacation

# $zone: me-zone; $quiet: me-quiet or me-quiet-none; $away: me-away-until or me-not-away-now;
# $taken, $allowed: vacation days taken this year, and allowed a year
me-shown = **Your settings in this server**
    • Time zone: { $zone }
    • Quiet hours: { $quiet }
    • Vacation: { $away }; { $taken } of { $allowed } { $allowed ->
        [one] day
       *[other] days
    } taken this year
    Change them with `/martian me` and its options `timezone`, `quiet_hours` and `vacation`.
# $zone: an IANA time zone name; $own: own (the member set it) or server
me-zone = { $own ->
        [own] { $zone }
       *[server] { $zone } (the server's; set your own with `timezone`)
    }
# $hours: 23-7
me-quiet = { $hours } (no reminder by direct message comes inside them; it comes before they begin)
me-quiet-none = none
# $until: date-time
me-away-until = on vacation until { $until }
me-not-away-now = not on vacation
# $settings: me-shown
me-saved = Saved.
    { $settings }
# The word that removes quiet hours (`quiet_hours:off`).
me-quiet-off-word = off
me-bad-zone = “{ $text }” is not a time zone I know: pick one from the list as you type, like Europe/Prague or America/New_York.
me-bad-quiet = “{ $text }” are not quiet hours: write two different hours of the day from 0 to 23, like 23-7 (from 23:00 to 7:00), or off to have none.
# $days: what was typed; $max: the server's vacation days a year
me-bad-vacation = A vacation lasts 1 to { $max } { $max ->
        [one] day
       *[other] days
    } (0 ends yours early): { $days } is not one of them.
me-vacation-off = This server allows no vacations; a manager can change that with `/martian-settings vacation_days_per_year`.
# $left: days left this year; $allowed: a year
me-vacation-too-long = You have { $left } { $left ->
        [one] day
       *[other] days
    } of vacation left this year (this server allows { $allowed } a year): choose at most { $left }.
me-already-away = You are already on vacation until { $until }; `/martian me vacation:0` ends it.
me-not-away = You are not on vacation, so there is none to end.
# $channel: a game's channel; $days: the vacation asked for
me-confirm-vacation = Your game in { $channel } runs out of your time within the hour. Start { $days } { $days ->
        [one] day
       *[other] days
    } of vacation anyway? Its clock stops too, with the others.
me-confirm-button = Start the vacation
me-vacation-started = Enjoy your vacation: until { $until } your move clocks stop in your games in this server, and no reminder comes. Your opponents can still move. `/martian me vacation:0` brings you back early.
# $days: days the vacation lasted
me-vacation-ended = Welcome back: your vacation ended after { $days } { $days ->
        [one] day
       *[other] days
    }, and only those count. Your move clocks run again.
# On a game's board. $name: the player; $until: date-time
me-on-vacation = 🏖️ { $name } is on vacation until { $until }: their move clock stops; the others can still move.
me-back-line = { $name } is back from vacation: their move clock runs again.
# Under a game in /martian games. $name: the player; $until: date-time
me-away-in-list = {"    "}🏖️ { $name } is on vacation until { $until }
