# Названия досок и компьютерных игроков, сокращение длинных имён.

# Доска, на которой идёт партия (в приглашении и в строке партии).
# $layout: duel, quad, teams, halves, tri, penta или hexa
names-board = { $layout ->
        [duel] дуэль
        [quad] на четверых
        [teams] командная игра
        [halves] дуэль на доске 8×8
        [tri] на троих
        [penta] на пятерых
       *[hexa] на шестерых
    }

## Места, за которые играет компьютер

# Уровень компьютера в имени его места. $level: easy, normal, hard или max
names-level = { $level ->
        [easy] лёгкий
        [hard] сложный
        [max] максимальный
       *[normal] средний
    }
# Место, за которое играет компьютер. $bot: имя бота; $level: names-level
names-computer = { $bot } ({ $level })
# Одно из нескольких мест компьютера, различаемых буквой. $letter: А, Б, В…
names-computer-lettered = { $bot } { $letter } ({ $level })
# Буквы, которыми различаются места компьютера, по порядку и без пробелов.
names-computer-letters = АБВГД
