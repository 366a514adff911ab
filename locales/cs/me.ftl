## /martian já: vlastní časové pásmo, klidové hodiny a dovolená člena serveru

# $zone: me-zone; $quiet: me-quiet nebo me-quiet-none; $away: me-away-until nebo me-not-away-now;
# $taken, $allowed: dny dovolené vybrané letos a povolené za rok
me-shown = **Vaše nastavení na tomto serveru**
    • Časové pásmo: { $zone }
    • Klidové hodiny: { $quiet }
    • Dovolená: { $away }; letos vybráno { $taken } z { $allowed } { $allowed ->
        [one] dne
       *[other] dní
    }
    Změníte je příkazem `/martian já` a jeho volbami `časové_pásmo`, `klidové_hodiny` a `dovolená`.
# $zone: název časového pásma IANA; $own: own (nastavil si ho člen) nebo server
me-zone = { $own ->
        [own] { $zone }
       *[server] { $zone } (pásmo serveru; vlastní nastavíte volbou `časové_pásmo`)
    }
# $hours: 23-7
me-quiet = { $hours } (během nich vám nepřijde žádná připomínka v soukromé zprávě; přijde ještě před jejich začátkem)
me-quiet-none = žádné
# $until: date-time
me-away-until = na dovolené do { $until }
me-not-away-now = nejste na dovolené
# $settings: me-shown
me-saved = Uloženo.
    { $settings }
# Slovo, které klidové hodiny zruší (`klidové_hodiny:vypnuto`).
me-quiet-off-word = vypnuto
me-bad-zone = „{ $text }“ není časové pásmo, které znám: vyberte některé ze seznamu při psaní, např. Europe/Prague nebo America/New_York.
me-bad-quiet = „{ $text }“ nejsou klidové hodiny: napište dvě různé hodiny dne od 0 do 23, např. 23-7 (od 23:00 do 7:00), nebo vypnuto, pokud žádné nechcete.
# $days: co bylo zadáno; $max: dny dovolené za rok na tomto serveru
me-bad-vacation = Dovolená může trvat 1 až { $max } { $max ->
        [one] den
        [few] dny
       *[other] dní
    } (0 vaši dovolenou předčasně ukončí); { $days } mezi povolené hodnoty nepatří.
me-vacation-off = Tento server dovolenou nepovoluje; správce to může změnit příkazem `/martian-nastavení` a volbou `dny_dovolené_za_rok`.
# $left: zbývající dny letos; $allowed: za rok
me-vacation-too-long = Letos vám { $left ->
        [one] zbývá { $left } den
        [few] zbývají { $left } dny
       *[other] zbývá { $left } dní
    } dovolené (tento server povoluje { $allowed } za rok): zvolte nejvýš { $left }.
me-already-away = Na dovolené už jste, a to do { $until }; ukončíte ji příkazem `/martian já dovolená:0`.
me-not-away = Nejste na dovolené, takže není co ukončit.
# $channel: kanál partie; $days: požadovaná dovolená
me-confirm-vacation = Ve vaší partii v { $channel } vám do hodiny vyprší čas na tah. Chcete přesto začít { $days } { $days ->
        [one] den
        [few] dny
       *[other] dní
    } dovolené? Zastaví se i čas této partie, stejně jako ostatních.
me-confirm-button = Začít dovolenou
me-vacation-started = Užijte si dovolenou: do { $until } se ve vašich partiích na tomto serveru zastaví váš čas na tah a nepřijde žádná připomínka. Soupeři mohou dál táhnout. Dřív se vrátíte příkazem `/martian já dovolená:0`.
# $days: kolik dní dovolená trvala
me-vacation-ended = Vítejte zpět: dovolená skončila po { $days } { $days ->
        [one] dni
       *[other] dnech
    } a z letošních dnů dovolené se vám odečtou jen ty. Váš čas na tah zase běží.
# Na desce partie. $name: hráč; $until: date-time
me-on-vacation = 🏖️ { $name }: dovolená do { $until }. Čas na tah tohoto hráče stojí, ostatní mohou dál táhnout.
me-back-line = { $name }: dovolená skončila, čas na tah zase běží.
# Pod partií v /martian hry. $name: hráč; $until: date-time
me-away-in-list = {"    "}🏖️ { $name }: dovolená do { $until }
