# /martian rozbor: počítačový rozbor dohrané partie, tah po tahu.

analysis-queued = Rozebírám partii { $id }… Rozbor se tu objeví místo této zprávy.
analysis-queued-behind = Partie { $id } čeká na rozbor: { $ahead ->
    [one] před ní je na řadě jeden rozbor
    [few] před ní jsou na řadě { $ahead } rozbory
   *[other] před ní je na řadě { $ahead } rozborů
}. Rozbor se tu objeví místo této zprávy.
analysis-in-progress = Partie { $id } se ještě hraje: rozebrat ji půjde, až skončí.
analysis-no-moves = Partie { $id } skončila dřív, než padl první tah: není co rozebírat.
analysis-not-available = Partii { $id } nelze rozebrat: partie tohoto druhu počítač zatím rozebírat neumí.
analysis-failed = Rozbor partie { $id } se nezdařil. Zkuste to prosím později.
analysis-title = **Rozbor partie { $id }**: { $players }
analysis-player = { $name }: přesnost { $accuracy } · { $inaccuracies ->
    [one] 1 nepřesnost
    [few] { $inaccuracies } nepřesnosti
   *[other] { $inaccuracies } nepřesností
} · { $mistakes ->
    [one] 1 chyba
    [few] { $mistakes } chyby
   *[other] { $mistakes } chyb
} · { $blunders ->
    [one] 1 hrubá chyba
    [few] { $blunders } hrubé chyby
   *[other] { $blunders } hrubých chyb
}
analysis-no-accuracy = –
analysis-label-inaccuracy = nepřesnost
analysis-label-mistake = chyba
analysis-label-blunder = hrubá chyba
analysis-marked-title = Označené tahy:
analysis-no-marks = Žádný tah nesnížil šanci na výhru o 5 nebo více procentních bodů.
analysis-marked = { $number }. { $name }: { $played } ({ $label }, −{ $drop } p. b.), lepší bylo { $best }
analysis-marked-points = { $number }. { $name }: { $played } ({ $label }, −{ $drop } p. b., −{ $points } { $count ->
    [one] bod
    [few] body
    [many] bodu
   *[other] bodů
}), lepší bylo { $best }
analysis-more-marked = { $count ->
    [one] …a ještě jeden označený tah (v nabídce níže).
    [few] …a ještě { $count } označené tahy (v nabídce níže).
   *[other] …a ještě { $count } označených tahů (v nabídce níže).
}
analysis-method = Počítač z každé pozice partie prohledal { $nodes } pozic; p. b. jsou procentní body šance na výhru.
analysis-graph-title = Šance na výhru po každém tahu
analysis-graph-legend = přesnost { $accuracy }
analysis-alt = Graf šance každého hráče na výhru po každém tahu partie { $id } s označenými tahy. { $players }. { $marked ->
    [0] Žádný tah není označen.
    [one] Označen je jeden tah.
    [few] Označeny jsou { $marked } tahy.
   *[other] Označeno je { $marked } tahů.
}
analysis-alt-player = { $name }: přesnost { $accuracy }, šance na výhru na konci { $chance } %
analysis-board-placeholder = Zobrazit desku před označeným tahem
analysis-board-option = { $number }. { $name }: { $played } ({ $label })
analysis-board = Před tahem { $number }. { $name }: { $played } ({ $label }). Šipka ukazuje lepší tah { $best }.
analysis-board-alt = Šipka ukazuje lepší tah { $best }.
analysis-board-in-words = Před tahem { $number }. { $name }: { $played } ({ $label }). Lepší: { $best }.
analysis-board-better = Lepší: { $best }.
analysis-late = { $mention }, rozbor partie { $id }, o který jste požádali, je hotový:
analysis-button = Rozbor
analysis-unknown-move = Tento tah mezi označenými tahy partie { $id } není. Otevřete její rozbor znovu příkazem `/martian rozbor partie:{ $id }`.
