list-and = { $init } a { $last }
list-separator = {", "}
date = { $day }. { $month }. { $year }
# Okamžik: $date jako výše, $time 18:00, $zone časové pásmo (UTC, Europe/Prague).
date-time = { $date } v { $time } ({ $zone })
# Mezi celou a desetinnou částí čísla (2,1).
number-decimal-separator = {","}
