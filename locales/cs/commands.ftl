# Příkazy, jak je ukazuje Discord: popisy (nejvýš 100 znaků), názvy (.name: malá
# písmena, bez mezer, nejvýš 32 znaků) a popisky voleb.

cmd-martian = Hrajte Marťanské šachy: vyzvěte soupeře, táhněte, prohlédněte si desku a žebříček.
    .name = martian
cmd-martian-settings = Nastavení serveru pro správce: čas na tah, připomínky, výzvy, pravidla (bez voleb je jen vypíše).
    .name = martian-nastavení

## /martian challenge

cmd-challenge = Vyzvěte někoho (nebo mě, chcete-li hrát proti počítači) k partii v tomto kanálu.
    .name = vyzvat
cmd-challenge-opponent = Koho vyzýváte (chcete-li hrát proti počítači, vyberte mě)
    .name = soupeř
cmd-challenge-opponent2 = Druhý soupeř: 3 hráči hrají domácí variantu tri
    .name = soupeř2
cmd-challenge-opponent3 = Třetí soupeř pro partii ve čtyřech
    .name = soupeř3
cmd-challenge-opponent4 = Čtvrtý soupeř: 5 hráčů hraje domácí variantu penta (deska 12 sloupců)
    .name = soupeř4
cmd-challenge-opponent5 = Pátý soupeř: 6 hráčů hraje domácí variantu hexa (deska 12 sloupců)
    .name = soupeř5
cmd-challenge-layout = Deska (jinak podle počtu hráčů): duel, poloviny, čtyři hráči, týmy; 3, 5, 6 hráčů: domácí varianty
    .name = formát
cmd-challenge-ruleset = Pravidla: klasická, nebo se skoky
    .name = pravidla
cmd-challenge-clock = Jak má fungovat odpočet, který ukončí partii
    .name = odpočet
cmd-challenge-first = Kdo táhne první
    .name = začíná
cmd-challenge-level = Síla počítače (jen když hrajete proti mně)
    .name = úroveň
cmd-challenge-game = Která hra: s pyramidami Looney (výchozí), nebo Carnettovy marťanské šachy s kartami
    .name = hra

## Nabídka Aplikace u člena serveru (příkaz kontextové nabídky: jen název, bez popisu)

cmd-challenge-menu = Vyzvat k Marťanským šachům
cmd-profile-menu = Profil v Marťanských šachách

## Ostatní příkazy /martian

cmd-accept = Přijměte výzvu, která čeká v tomto kanálu (totéž co tlačítko „Přijmout“).
    .name = přijmout
cmd-decline = Odmítněte výzvu, která čeká v tomto kanálu (totéž co tlačítko „Odmítnout“).
    .name = odmítnout
cmd-move = Táhněte v partii tohoto kanálu, např. c3b4 (během psaní vybírejte ze seznamu).
    .name = tah
cmd-move-move = Výchozí a cílové pole, např. c3b4; seznam nabízí vaše povolené tahy
    .name = tah
cmd-move-clock = Vyhlásit tímto tahem odpočet: partie skončí po dalších 7 tazích bez braní
    .name = odpočet
cmd-moves = Vaše povolené tahy seřazené podle figurek (uvidíte je jen vy).
    .name = tahy
cmd-board = Deska partie v tomto kanálu a pozice ke zkopírování (jen pro vás, nezvolíte-li „veřejně“).
    .name = deska
cmd-board-public = Ukázat desku všem v kanálu
    .name = veřejně
cmd-resign = Vzdejte partii v tomto kanálu (budete požádáni o potvrzení).
    .name = vzdát
cmd-abort = Zrušte partii v tomto kanálu bez výsledku (jen na začátku; později už jen správce serveru).
    .name = zrušit
cmd-games = Rozehrané partie na tomto serveru (všechny, nebo jednoho hráče) s odkazy na jejich kanály.
    .name = hry
cmd-games-user = Čí partie (když nevyplníte, všech hráčů)
    .name = hráč
cmd-games-page = Strana seznamu (na 1. jsou nejstarší partie)
    .name = strana
cmd-history = Dohrané partie hráče na tomto serveru od nejnovějších, s kódy pro přehrání.
    .name = historie
cmd-history-user = Čí partie (když nevyplníte, vaše)
    .name = hráč
cmd-history-page = Strana seznamu (na 1. jsou nejnovější partie)
    .name = strana
cmd-history-game = Která hra (když nevyplníte, Marťanské šachy)
    .name = hra
cmd-replay = Přehrajte si dohranou partii jako animaci se seznamem tahů.
    .name = přehrát
cmd-replay-game = Kód partie, jak ho vypíše /martian historie (např. 2s)
    .name = partie
cmd-analyse = Počítačový rozbor dohrané partie: přesnost, nejhorší tahy a graf.
    .name = rozbor
cmd-analyse-game = Kód partie, jak ho vypíše /martian historie (např. 2s)
    .name = partie
cmd-profile = Karta hráče: rating a jeho vývoj, výsledky, nejcennější výhra, přesnost.
    .name = profil
cmd-profile-user = Čí karta (když nevyplníte, vaše)
    .name = hráč
cmd-profile-game = Která hra (když nevyplníte, Marťanské šachy)
    .name = hra
cmd-profile-public = Zveřejnit ji v kanálu pro všechny (jinak ji vidíte jen vy)
    .name = veřejně
cmd-leaderboard = Žebříček hráčů tohoto serveru podle ratingu.
    .name = žebříček
cmd-leaderboard-page = Strana žebříčku (na 1. je špička)
    .name = strana
cmd-leaderboard-game = Žebříček které hry (když nevyplníte, Marťanských šachů)
    .name = hra
cmd-leaderboard-season = Sezóna, např. 2026-11 nebo 2026-Q3, nebo all-time pro celkový žebříček (jinak běžící sezóna)
    .name = sezóna
cmd-stats = Rating hráče, počet partií, výher, remíz a proher a body za sebrané figurky.
    .name = statistiky
cmd-stats-user = Čí statistiky (když nevyplníte, vaše)
    .name = hráč
cmd-stats-game = Statistiky které hry (když nevyplníte, Marťanských šachů)
    .name = hra
cmd-rules = Jak se hraje: vše podstatné za minutu (uvidíte jen vy).
    .name = pravidla
cmd-rules-game = Pravidla které hry (když nevyplníte, Marťanských šachů)
    .name = hra
cmd-me = Vaše vlastní nastavení na tomto serveru: časové pásmo, klidové hodiny pro připomínky, dovolená.
    .name = já
cmd-me-timezone = Vaše časové pásmo, např. Europe/Prague (vyberte ho ze seznamu při psaní)
    .name = časové_pásmo
cmd-me-quiet-hours = Hodiny bez připomínek v soukromé zprávě, např. 23-7 (vypnuto je zruší)
    .name = klidové_hodiny
cmd-me-vacation = Dny dovolené od teď: vaše časy na tah se zastaví (0 dovolenou ukončí)
    .name = dovolená


## /martian úloha (skupina podpříkazů: řešit, denní, tah)

cmd-puzzle = Úlohy ze skutečných partií: najděte nejlepší tah.
    .name = úloha
cmd-puzzle-solve = Úloha jen pro vás, s obtížností blízkou vašemu ratingu v úlohách.
    .name = řešit
cmd-puzzle-solve-rating = Rozpětí ratingu, např. 1200-1600 (jinak kolem vašeho ratingu v úlohách)
    .name = rating
cmd-puzzle-solve-theme = Motiv řešení (jinak libovolný)
    .name = motiv
cmd-puzzle-solve-layout = Deska (jinak kterákoli)
    .name = formát
cmd-puzzle-daily = Dnešní úloha tohoto serveru, jen pro vás.
    .name = denní
cmd-puzzle-move = Váš tah v úloze, např. c3b4 (během psaní vybírejte ze seznamu).
    .name = tah
cmd-puzzle-move-move = Výchozí a cílové pole, např. c3b4; seznam nabízí vaše povolené tahy
    .name = tah

## /martian turnaj (skupina podpříkazů)

cmd-tournament = Turnaje serveru: švýcarský systém a každý s každým.
    .name = turnaj
cmd-tournament-create = Vytvořte turnaj v tomto kanálu (jeho partie dostanou vlastní vlákna).
    .name = vytvořit
cmd-tournament-create-name = Název turnaje, nejvýš 60 znaků
    .name = název
cmd-tournament-create-game = Která hra (když nevyplníte, Marťanské šachy)
    .name = hra
cmd-tournament-create-layout = Deska (když nevyplníte, duel)
    .name = formát
cmd-tournament-create-ruleset = Pravidla (když nevyplníte, výchozí pravidla serveru)
    .name = pravidla
cmd-tournament-create-format = Systém turnaje (když nevyplníte, švýcarský systém)
    .name = systém
cmd-tournament-create-rounds = Počet kol švýcarského systému, 3 až 11 (když nevyplníte, podle počtu hráčů)
    .name = počet_kol
cmd-tournament-create-move-timeout-hours = Kolik hodin má hráč na každý tah (když nevyplníte, podle nastavení serveru)
    .name = hodin_na_tah
cmd-tournament-create-max-players = Nejvyšší počet hráčů (když nevyplníte, 32)
    .name = max_hráčů
cmd-tournament-create-starts = Začátek, např. 2026-12-24 18:00 v časovém pásmu serveru (jinak tlačítkem Zahájit)
    .name = začátek
cmd-tournament-list = Otevřené a probíhající turnaje serveru.
    .name = seznam
cmd-tournament-list-page = Která strana (když nevyplníte, první)
    .name = strana
cmd-tournament-show = Pořadí turnaje a jeho aktuální kolo.
    .name = ukázat
cmd-tournament-show-tournament = Číslo turnaje (když nevyplníte, ten probíhající)
    .name = turnaj
cmd-tournament-join = Přihlaste se do turnaje.
    .name = přihlásit
cmd-tournament-join-tournament = Číslo turnaje (když nevyplníte, ten probíhající)
    .name = turnaj
cmd-tournament-withdraw = Odstupte z turnaje (po jeho začátku už nebudete losováni).
    .name = odstoupit
cmd-tournament-withdraw-tournament = Číslo turnaje (když nevyplníte, ten probíhající)
    .name = turnaj
cmd-tournament-start = Zahajte turnaj hned teď (pro správce).
    .name = zahájit
cmd-tournament-start-tournament = Číslo turnaje (když nevyplníte, ten probíhající)
    .name = turnaj
cmd-tournament-pause = Pozastavte turnaj: další kola se nelosují (pro správce).
    .name = pozastavit
cmd-tournament-pause-tournament = Číslo turnaje (když nevyplníte, ten probíhající)
    .name = turnaj
cmd-tournament-resume = Obnovte pozastavený turnaj (pro správce).
    .name = pokračovat
cmd-tournament-resume-tournament = Číslo turnaje (když nevyplníte, ten probíhající)
    .name = turnaj
cmd-tournament-cancel = Zrušte turnaj: nebude mít vítěze a rozehrané partie skončí bez výsledku (pro správce).
    .name = zrušit
cmd-tournament-cancel-tournament = Číslo turnaje (když nevyplníte, ten probíhající)
    .name = turnaj
cmd-tournament-kick = Vylučte hráče z turnaje; rozehranou partii prohraje kontumačně (pro správce).
    .name = vyloučit
cmd-tournament-kick-user = Hráč
    .name = hráč
cmd-tournament-kick-tournament = Číslo turnaje (když nevyplníte, ten probíhající)
    .name = turnaj
cmd-tournament-history = Dohrané turnaje serveru.
    .name = historie
cmd-tournament-history-page = Která strana (když nevyplníte, první)
    .name = strana

## /martian-settings

cmd-martian-settings-move-timeout-hours = Kolik hodin má hráč na tah, než prohraje na čas (výchozí 72)
    .name = hodin_na_tah
cmd-martian-settings-reminder-hours = Kolik hodin před vypršením lhůty hráči připomenout tah (0 = bez připomínek)
    .name = připomenout_hodin_předem
cmd-martian-settings-invite-timeout-hours = Kolik hodin čeká výzva na přijetí, než vyprší (výchozí 24)
    .name = platnost_výzvy_hodin
cmd-martian-settings-default-ruleset = Pravidla nových partií, pokud je výzva neurčí
    .name = výchozí_pravidla
cmd-martian-settings-language = Jazyk zpráv, které vidí všichni (auto: jazyk serveru v Discordu)
    .name = jazyk
cmd-martian-settings-threads = Každá partie dostane vlastní vlákno, založené z výzvy (výchozí: zapnuto)
    .name = vlákna
cmd-martian-settings-timezone = Časové pásmo serveru, např. Europe/Prague (jinak UTC), pro data a časy
    .name = časové_pásmo
cmd-martian-settings-vacation-days-per-year = Kolik dní dovolené si hráč smí za rok vzít (výchozí 14; 0 dovolenou vypne)
    .name = dny_dovolené_za_rok
cmd-martian-settings-puzzle-channel = Kanál, kam se posílá denní úloha (tím se zapne)
    .name = kanál_úloh
cmd-martian-settings-puzzle-hour = Hodina zveřejnění, 0 až 23, v časovém pásmu serveru (výchozí 9)
    .name = hodina_úlohy
cmd-martian-settings-daily-puzzle = Má se posílat denní úloha? (ne ji vypne)
    .name = denní_úloha
cmd-martian-settings-members-create-tournaments = Smějí turnaje vytvářet všichni členové? (výchozí: ne, jen správci)
    .name = členové_vytvářejí_turnaje
cmd-martian-settings-season = Sezóny: žebříček začíná znovu každý měsíc nebo čtvrtletí (výchozí vypnuto)
    .name = sezóny
cmd-martian-settings-season-channel = Kanál, kam se po skončení sezóny pošle její konečné pořadí
    .name = kanál_sezón

## Popisky voleb

cmd-choice-layout-duel = duel (2 hráči)
cmd-choice-layout-quad = čtyři hráči (každý sám za sebe)
cmd-choice-layout-teams = týmy (4 hráči, 2 proti 2)
cmd-choice-layout-halves = poloviny (2 hráči na desce 8×8)
cmd-choice-layout-tri = tri (3 hráči, domácí pravidla)
cmd-choice-layout-penta = penta (5 hráčů, domácí pravidla)
cmd-choice-layout-hexa = hexa (6 hráčů, domácí pravidla)
cmd-choice-ruleset-classic = klasická
cmd-choice-ruleset-leaping = se skoky (drony přeskakují, bez slučování)
cmd-choice-season-off = vypnuto (bez sezón)
cmd-choice-season-monthly = měsíční (sezóna na každý kalendářní měsíc)
cmd-choice-season-quarterly = čtvrtletní (sezóna na každé čtvrtletí roku)
cmd-choice-clock-call = na vyhlášení (hráč může vyhlásit odpočet 7 tahů)
cmd-choice-clock-auto27 = automatický (partii ukončí 27 tahů bez braní)
cmd-choice-clock-off = vypnutý (bez odpočtu)
cmd-choice-first-me = já
cmd-choice-first-opponent = soupeř
cmd-choice-first-random = náhodně
cmd-choice-game-martian = Marťanské šachy (Looney Pyramids)
cmd-choice-game-carnett = Carnettovy marťanské šachy
cmd-choice-level-easy = lehká
cmd-choice-level-normal = střední
cmd-choice-level-hard = těžká
cmd-choice-level-max = maximální
cmd-choice-theme-queen = dáma (sebrat dámu)
cmd-choice-theme-drone = dron (sebrat dron)
cmd-choice-theme-pawn = pěšec (sebrat pěšce)
cmd-choice-theme-canal = kanál (brát figurkou, kterou soupeř právě poslal přes kanál)
cmd-choice-theme-merge = sloučení (sloučit dvě figurky)
cmd-choice-theme-clock = odpočet (vyhlásit odpočet)
cmd-choice-theme-end = konec (ukončit partii)
cmd-choice-theme-one-move = jeden_tah (úloha na jeden tah)
cmd-choice-theme-short = krátká (dva tahy)
cmd-choice-theme-long = dlouhá (tři tahy)
cmd-choice-puzzle-layout-duel = duel (2 hráči)
cmd-choice-puzzle-layout-halves = poloviny (2 hráči na desce 8×8)
cmd-choice-format-swiss = švýcarský (los podle bodů, pevný počet kol)
cmd-choice-format-round-robin = jednokolový (každý hraje s každým jednou)
cmd-choice-format-double-round-robin = dvoukolový (každý hraje s každým dvakrát)
cmd-choice-tournament-layout-duel = duel (2 hráči)
cmd-choice-tournament-layout-halves = poloviny (2 hráči na desce 8×8)
cmd-choice-language-auto = auto (jazyk serveru v Discordu)

## Co adaptér říká o samotném Discordu

cmd-missing-permissions = V tomto kanálu nemohu pořádat partie: správce serveru mi tu musí udělit { $count ->
        [one] oprávnění
       *[other] oprávnění
    } { $list }.
cmd-permission-view-channel = „Zobrazit kanál“
cmd-permission-send-messages = „Odesílat zprávy“
cmd-permission-send-messages-in-threads = „Odesílat zprávy ve vláknech“
cmd-permission-attach-files = „Přikládat soubory“

## Konzole (`martian-chess console`)

cmd-console-not-a-user = „{ $token }“ není uživatel: napište @jméno
cmd-console-bad-user = „{ $token }“ není uživatel: za @ použijte 1 až 32 písmen, číslic, _ - nebo .
cmd-console-not-a-channel = „{ $token }“ není kanál: napište #název
cmd-console-bad-channel = „{ $token }“ není kanál: za # použijte 1 až 32 písmen, číslic, _ - nebo .
cmd-console-not-a-locale = „{ $text }“ není kód jazyka: napište například cs, ru nebo en-GB
cmd-console-not-a-duration = „{ $text }“ není doba: napište číslo a jednotku, například 24h, 90m, 3d nebo 45s, nebo několik za sebou, například 22h59m
cmd-console-duration-unit = „{ $text }“ není doba: jednotky jsou s, m, h a d (například 24h)
cmd-console-not-an-option = „{ $word }“ není volba: napište název:hodnota, například tah:c3b4
cmd-console-private-usage = :private očekává kanál a uživatele, kteří ho smějí vidět, například :private #secret @alice @bob
cmd-console-private = { $count ->
    [0] Kanál { $channel } je teď soukromý: nikdo ho nevidí.
   *[other] Kanál { $channel } je teď soukromý: vidí ho jen { $users }.
}
cmd-console-advance-usage = :advance očekává jednu dobu, například :advance 24h
cmd-console-offline-usage = :offline očekává jednu dobu, například :offline 100h
cmd-console-unreachable-usage = :unreachable očekává jednu dobu, například :unreachable 5h
cmd-console-unknown-directive = :{ $directive } není příkaz konzole: existují jen :advance <doba> (bot mezitím běží), :offline <doba> (bot je mezitím vypnutý), :unreachable <doba> (bot běží, ale Discord je mimo jeho dosah) a :private #kanál @uživatel… (kanál vidí jen tito uživatelé)
cmd-console-no-user = řádek musí začínat uživatelem, například @alice /martian deska (zadáno „{ $word }“)
cmd-console-no-command = za /martian chybí příkaz: { $commands }
cmd-console-click-usage = click vyžaduje custom_id, například click mc:1:0:accept
cmd-console-not-a-command-here = { $word } tu není příkaz: příkazy bota jsou /martian ({ $commands }) a /{ $settings }
cmd-console-line-usage = za uživatelem (a kanálem) napište /martian <příkaz>, click <custom_id> [hodnota] nebo autocomplete tah:<text>
cmd-console-challenge-needs-opponent = /martian vyzvat vyžaduje soupeř:@jméno
cmd-console-move-needs-move = /martian tah vyžaduje tah:<odkud><kam>, například tah:c3b4
cmd-console-replay-needs-game = /martian přehrát vyžaduje partie:<kód>, například partie:2s
cmd-console-analyse-needs-game = /martian rozbor vyžaduje partie:<kód>, například partie:2s
cmd-console-not-a-page = { $key }:{ $value } není číslo strany
cmd-console-not-hours = { $key }:{ $value } není celý počet hodin
cmd-console-not-an-hour = { $key }:{ $value } není hodina dne (0 až 23)
cmd-console-not-days = { $key }:{ $value } není celý počet dní
cmd-console-not-yes-no = { $key }:{ $value } není ano ani ne: napište { $key }:ano nebo { $key }:ne
cmd-value-yes = ano
cmd-value-no = ne
cmd-console-settings-moved = /martian settings je teď samostatný příkaz: /{ $settings } (volby { $options })
cmd-console-unknown-command = /martian { $name } není příkaz: příkazy jsou { $commands }
cmd-console-no-options = { $command } nemá žádné volby (zadáno { $option })
cmd-console-unknown-option = { $command } nemá volbu { $option }: jeho volby jsou { $options }
cmd-console-not-a-layout = „{ $value }“ není formát hry: zvolte { $words }
cmd-console-not-a-first = „{ $value }“ neurčuje, kdo začíná: zvolte { $words }
cmd-console-group-needs-command = za /martian { $group } chybí příkaz: { $commands }
cmd-console-unknown-in-group = /martian { $group } { $name } není příkaz: příkazy jsou { $commands }
cmd-console-not-a-theme = „{ $value }“ není motiv úlohy: zvolte { $words }
cmd-console-not-a-puzzle-layout = „{ $value }“ není deska pro úlohy: zvolte { $words }
cmd-console-not-a-format = „{ $value }“ není turnajový systém: zvolte { $words }
cmd-console-not-a-tournament-layout = „{ $value }“ není deska pro turnaj: zvolte { $words }
cmd-console-not-a-number = { $key }:{ $value } není celé číslo
cmd-console-tournament-needs-name = /martian turnaj vytvořit vyžaduje název: název:"Jarní pohár"
cmd-console-not-a-game = „{ $value }“ není hra: zvolte { $words }
cmd-console-not-a-ruleset = „{ $value }“ není sada pravidel: zvolte { $words }
cmd-console-not-a-clock = „{ $value }“ není druh odpočtu: zvolte { $words }
cmd-console-not-a-language = „{ $value }“ není jazyk: zvolte { $words }
cmd-console-not-a-season = „{ $value }“ není délka sezóny: zvolte { $words }
cmd-console-or = { $init } nebo { $last }
cmd-console-clock-moves = Čas se posouvá o { $duration } dopředu.
cmd-console-offline = Bot byl { $duration } vypnutý; teď se znovu spouští.
cmd-console-unreachable = Discord je { $duration } mimo dosah bota; bot celou dobu běží a teď se k Discordu znovu připojuje.
