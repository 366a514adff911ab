# /martian úloha: trenažér úloh. Úloha je pozice ze skutečné partie, ve které je jeden
# tah jasně nejlepší; řešitel ho najde (a po soupeřových odpovědích až dva další).

puzzle-opponent = Soupeř
puzzle-board-alt = Deska úlohy. Vaše body: { $mine }; body soupeře: { $theirs }.
puzzle-board-alt-last = Poslední tah: { $move }.
puzzle-board-alt-answer = Řešení, zakreslené šipkou: { $move }.
puzzle-intro = **Úloha { $id }** · rating { $rating } · { $layout } · { $moves ->
    [one] najděte jeden tah
    [few] najděte { $moves } tahy
   *[other] najděte { $moves } tahů
}. { $stake }
puzzle-stake-points = Získejte { $points ->
    [one] 1 bod
    [few] { $points } body
   *[other] { $points } bodů
}.
puzzle-stake-best = Najděte nejlepší tah.
puzzle-your-move = Jste na tahu: vyberte figurku níže, nebo tah napište příkazem `/martian úloha tah`.
puzzle-right = ✅ { $move } je správně. Soupeř odpovídá: { $reply }.
puzzle-solved = ✅ { $move }: vyřešeno! { $change } Vyřešených úloh v řadě: { $streak }.
puzzle-wrong = ❌ { $move } není řešení, správně bylo { $answer } (šipka na desce). { $change }
puzzle-rating-change = Rating v úlohách: { $before } → { $after } ({ $delta }).
puzzle-abandoned = Předchozí úlohu jste nechali rozřešenou napůl, počítá se tedy jako nevyřešená. { $change }
puzzle-none-found = Vašemu zadání neodpovídá žádná úloha. Zkuste jiné rozpětí ratingu, motiv nebo desku, případně je vynechte.
puzzle-none-under-way = Nemáte rozřešenou žádnou úlohu. Začněte příkazem `/martian úloha řešit`.
puzzle-stale = Tato nabídka patří k dřívějšímu kroku vaší úlohy: použijte nejnovější zprávu úlohy.
puzzle-gone = Tato úloha už není k dispozici. Začněte jinou příkazem `/martian úloha řešit`.
puzzle-bad-rating = „{ $text }“ není rozpětí ratingu: napište dva ratingy, např. 1200-1600, nebo jeden, např. 1500.
puzzle-bad-theme = „{ $text }“ není motiv úlohy: vyberte ho ze seznamu.
puzzle-bad-layout = „{ $text }“ není deska pro úlohy: vyberte duel, nebo poloviny.
puzzle-profile-line = Úlohy: rating { $rating }, vyřešeno { $solved }, v řadě { $streak } (rekord { $best }).
puzzle-no-daily = Tento server dnes nemá denní úlohu. Správce ji může zapnout příkazem `/martian-nastavení kanál_úloh:`; zatím vám úlohu dá `/martian úloha řešit`.
puzzle-settings-daily = • Denní úloha: v kanálu { $channel } v { $hour }:00.
puzzle-settings-no-daily = • Denní úloha: vypnuta (zapne ji `kanál_úloh:`).
puzzle-daily-needs-channel = Denní úloha potřebuje kanál: zadejte také `kanál_úloh:`.
puzzle-daily-over = Tato denní úloha už skončila: dnešní otevře `/martian úloha denní`.
puzzle-daily-solved-already = Dnešní úlohu jste už vyřešili. Nová bude zítra; zatím vám jinou úlohu dá `/martian úloha řešit`.
puzzle-daily-tried-already = Tuto úlohu jste už zkoušeli. Zítra bude zveřejněno její řešení; zatím vám jinou úlohu dá `/martian úloha řešit`.
puzzle-daily-post = 🧩 **Denní úloha, { $day }**
    { $intro }
    Stiskněte Řešit: vaše tahy uvidíte jen vy.
puzzle-solver = Řešitel
puzzle-solve-button = Řešit
puzzle-daily-solution = **Řešení denní úlohy z { $day }:** { $line }
    { $solved }
puzzle-daily-first = Jako první ji vyřešil(a) { $first } ({ $count ->
    [one] jediný řešitel
    [few] { $count } řešitelé
   *[other] { $count } řešitelů
}).
puzzle-daily-nobody = Nikdo ji nevyřešil.
