list-and = { $init } и { $last }
list-separator = {", "}
date = { TWO($day) }.{ TWO($month) }.{ $year }
# Момент: $date как выше, $time 18:00, $zone часовой пояс (UTC, Europe/Prague).
date-time = { $date } в { $time } ({ $zone })
# Между целой и дробной частью числа (2,1).
number-decimal-separator = {","}
