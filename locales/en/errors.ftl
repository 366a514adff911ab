# Errors anyone may meet, whatever they asked: shown only to them.

error-internal = Something went wrong on my side and nothing was changed. Please try again in a moment.
error-storage-failing = I couldn't save that: my storage is failing (its disk may be full), so nothing was changed and every game is as it was. You can still look at boards and lists; please try again later.
error-storage-unreachable = My game store is not answering right now, so nothing was changed: if that was a move, it was not played. Please try again in a minute.
error-storage-in-doubt = I lost contact with my game store while saving that, so I can't tell yet whether it was kept. Look at the board (`/martian board`) in a minute before trying again.
error-unreadable-options = I couldn't read that command's options; please pick them again from Discord's list.
error-servers-only = Martian Chess is played in servers: use this command in a server channel.
error-managers-only = Only server managers (the Manage Server permission) can change the bot's settings.
error-no-game-here = There is no game in this channel. Start one with `/martian challenge`.
error-not-a-player = You are not playing in this game, so you can't do that. Start your own with `/martian challenge` in another channel or a thread.
error-game-over-already = This game is already over. Start a new one with `/martian challenge`.
error-raced = Another action reached this game at the same moment and was applied first, so yours was not. Look at the newest board (`/martian board`) and try again.
