list-and = { $init } a { $last }
list-separator = {", "}
date = { $day }. { $month }. { $year }
