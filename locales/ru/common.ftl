list-and = { $init } и { $last }
list-separator = {", "}
date = { TWO($day) }.{ TWO($month) }.{ $year }
