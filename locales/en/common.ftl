# Pieces of sentences shared by many messages.

# "alice, bob and carol": $init is every item but the last, joined by list-separator.
list-and = { $init } and { $last }
list-separator = {", "}
# A day: $year, $month, $day are numbers; TWO() writes one with two digits (07).
date = { $year }-{ TWO($month) }-{ TWO($day) }
# A moment: $date as above, $time 18:00, $zone its IANA time zone (UTC, Europe/Prague).
date-time = { $date } { $time } ({ $zone })
# Between a number's whole part and its decimals (2.1).
number-decimal-separator = {"."}
