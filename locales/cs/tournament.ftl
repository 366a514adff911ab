# /martian turnaj: turnaj serveru, švýcarským systémem nebo každý s každým. Jeho zpráva
# (hráči, Přihlásit se a Odstoupit) se upravuje na místě; každé kolo se zveřejní s losem;
# každá partie se hraje ve vlastním vlákně.

## Určení turnaje

tournament-bad-id = „{ $typed }“ není číslo turnaje: použijte číslo z jeho zprávy, například `turnaj:3`.
tournament-not-found = Na tomto serveru není turnaj { $typed }. Turnaje vypíše `/martian turnaj seznam`.
tournament-none-under-way = Na tomto serveru teď žádný turnaj neprobíhá. Správce ho může vytvořit příkazem `/martian turnaj vytvořit`.
tournament-which = Probíhá několik turnajů ({ $list }): určete jeden volbou `turnaj:`.
tournament-no-rematch = Turnajové partie nemají odvetu: kdo s kým hraje, určí los dalšího kola.
tournament-no-abort = Turnajovou partii hráči zrušit nemohou: musíte-li skončit, vzdejte ji (správce ji může zrušit bez výsledku).

## Zpráva turnaje

tournament-title = 🏆 **{ $name }** · turnaj { $id }
tournament-format-swiss = švýcarský systém, { $rounds ->
    [one] { $rounds } kolo
    [few] { $rounds } kola
   *[other] { $rounds } kol
}
tournament-format-swiss-open = švýcarský systém, počet kol podle počtu hráčů
tournament-format-round-robin = každý s každým
tournament-format-double-round-robin = každý s každým, dvoukolově
tournament-timeout = { $hours ->
    [one] { $hours } hodina na tah
    [few] { $hours } hodiny na tah
   *[other] { $hours } hodin na tah
}
tournament-opens-at = Začátek: { $when }. Přihlaste se tlačítkem níže.
tournament-opens-on-start = Začne, až správce stiskne Zahájit. Přihlaste se tlačítkem níže.
tournament-running = Kolo { $round } z { $rounds }.
tournament-late-entry = Přihlásit se lze ještě dodatečně (bez bodů za již odehraná kola).
tournament-paused-status = Pozastaveno po { $round }. kole: další kolo se nelosuje, dokud správce turnaj neobnoví.
tournament-finished-status = Dohráno. Vítěz: { $winner }.
tournament-cancelled-status = Zrušeno, bez vítěze.
tournament-entrant = { $name } ({ $rating })
tournament-entrant-withdrawn = ~~{ $name }~~ (odstoupil/a)
tournament-no-players = Zatím se nikdo nepřihlásil.
tournament-players = Hráči ({ $count }/{ $max }): { $list }
tournament-player-count = { $count ->
    [one] { $count } hráč
    [few] { $count } hráči
   *[other] { $count } hráčů
}
tournament-button-join = Přihlásit se
tournament-button-leave = Odstoupit
tournament-button-start = Zahájit
tournament-button-standings = Pořadí

## Pořadí

tournament-column-rank = #
tournament-column-name = Hráč
tournament-column-points = Body
tournament-column-buchholz = BH
tournament-column-sonneborn-berger = SB
tournament-column-direct = VU
tournament-column-wins = V
tournament-standings-alt = Pořadí turnaje { $name }: umístění, hráč, body, pomocná hodnocení a výsledek každého kola.
tournament-standings-title-first = { $name } · kolo 1 z { $rounds }
tournament-standings-title = { $name } · po { $done }. kole z { $rounds }
tournament-standings-legend = Pomocná hodnocení v tomto pořadí: Buchholz (BH; při 8 a více hráčích bez nejslabšího soupeře), Sonneborn-Berger (SB), vzájemné utkání (VU), počet výher (V), nakonec rating. V políčku kola: umístění soupeře; ¹ značí, že hráč táhl první.
tournament-not-started = Turnaj ještě nezačal: zatím { $count ->
    [one] přihlášen { $count } hráč
    [few] přihlášeni { $count } hráči
   *[other] přihlášeno { $count } hráčů
}.
tournament-round-heading = Kolo { $round } z { $rounds }:
tournament-bye = { $name }: volný los (1 bod)
tournament-no-result = bez výsledku
tournament-playing-in = hraje se ve vlákně { $thread }
tournament-playing = hraje se
tournament-by-forfeit = (kontumační prohra: { $name })
tournament-history-empty = Na tomto serveru zatím žádný turnaj neskončil.
tournament-no-such-page = Taková strana neexistuje: seznam má { $pages ->
    [one] { $pages } stranu
    [few] { $pages } strany
   *[other] { $pages } stran
}.
tournament-list-title = **Turnaje** (strana { $page } z { $pages }):
tournament-history-title = **Dohrané turnaje** (strana { $page } z { $pages }):
tournament-list-open = přihlášky otevřeny
tournament-game-heading = 🏆 **{ $name }**, kolo { $round } z { $rounds }.

## Vytvoření

tournament-create-not-allowed = Turnaje tu smějí vytvářet jen správci serveru (správce to může povolit všem členům příkazem `/martian-nastavení členové_vytvářejí_turnaje:ano`).
tournament-needs-threads = Turnaj potřebuje kanál, kde smím zakládat vlákna, protože každá jeho partie se hraje ve vlastním vlákně: vytvořte ho v takovém kanálu, nebo mi tu udělte oprávnění „Vytvářet veřejná vlákna“.
tournament-bad-name = Dejte turnaji název dlouhý od 1 do { $max } znaků.
tournament-unknown-word = `{ $option }` nemůže být „{ $word }“: vyberte jednu z možností, které nabízí Discord.
tournament-no-layout = Tato hra má jen jednu desku a jedna pravidla: `formát` a `pravidla` vynechte.
tournament-bad-rounds = Švýcarský systém má od { $min } do { $max } kol.
tournament-rounds-not-swiss = Počet kol se zadává jen u švýcarského systému: v turnaji každý s každým je kol tolik, kolik vyžaduje počet hráčů.
tournament-bad-timeout = Čas na tah musí být od 1 do { $max } hodin.
tournament-bad-max-players = Tento systém připouští od { $min } do { $max } hráčů.
tournament-bad-start = „{ $typed }“ není datum a čas: napište je jako `2026-12-24 18:00`, v časovém pásmu serveru ({ $zone }).
tournament-start-passed = Tento čas už minul: zadejte pozdější, nebo `začátek` vynechte a stiskněte Zahájit, až budou všichni přihlášeni.

## Přihlášení a odstoupení

tournament-no-computer = Turnaje jsou pro lidi: počítač v nich hrát nemůže.
tournament-withdrawn-already = Z tohoto turnaje jste odstoupili: znovu se přihlásit nemůžete.
tournament-already-in = Do tohoto turnaje už jste přihlášeni.
tournament-closed = Tento turnaj už další hráče nepřijímá.
tournament-full = Tento turnaj je plně obsazen ({ $max ->
    [one] { $max } hráč
    [few] { $max } hráči
   *[other] { $max } hráčů
}).
tournament-over = Tento turnaj už skončil.
tournament-not-in = Do tohoto turnaje nejste přihlášeni.
tournament-not-in-them = Tento člen v turnaji nehraje.
tournament-kicked = { $manager } vyloučil(a) z turnaje hráče { $name }; jeho rozehraná partie končí kontumační prohrou.
tournament-joined = Přihlásili jste se do turnaje **{ $name }**. Hodně štěstí!
tournament-joined-late = Do turnaje **{ $name }** jste se přihlásili dodatečně: losováni budete od { $round }. kola, za předchozí kola body nezískáte.
tournament-left = Odhlásili jste se z turnaje **{ $name }**.
tournament-withdrew = Z turnaje **{ $name }** jste odstoupili: do dalších kol už losováni nebudete. Rozehraná partie pokračuje (nechcete-li ji dohrát, vzdejte ji).

## Kola a konec

tournament-round-title = 🏆 **{ $name }**: kolo { $round } z { $rounds }
tournament-round-threads = Každá partie má vlastní vlákno: hodně štěstí!
tournament-threads-refused = V tomto kanálu už nemohu zakládat vlákna (chybí mi oprávnění **Vytvářet veřejná vlákna**), a tak partie { $round }. kola turnaje **{ $name }** nemohou začít: každá se hraje ve vlastním vlákně. Správce serveru mi tu může oprávnění udělit; zkouším to znovu, nejméně jednou za hodinu, a partie začnou, jakmile se jejich vlákna otevřou.
tournament-ended-early = Další kolo už nelze nalosovat, aniž by se opakovala některá dvojice soupeřů: turnaj tímto končí.
tournament-podium = 🏆 Turnaj **{ $name }** skončil. { $podium }
tournament-withdrawn-for-forfeits = { $name } prohrál(a) dvě partie po sobě kontumačně, a proto je z turnaje vyřazen(a).

## Řízení turnaje

tournament-managers-only = Tohle smějí jen správci serveru a zakladatel turnaje.
tournament-started-already = Tento turnaj už začal.
tournament-too-few = Turnaj potřebuje ke startu aspoň { $min } { $min ->
    [one] hráče
    [few] hráče
   *[other] hráčů
}; přihlášených je { $count }.
tournament-begins = 🏁 Turnaj **{ $name }** začíná: { $players ->
    [one] { $players } hráč
    [few] { $players } hráči
   *[other] { $players } hráčů
}, { $rounds ->
    [one] { $rounds } kolo
    [few] { $rounds } kola
   *[other] { $rounds } kol
}.
tournament-too-few-at-start = Turnaj **{ $name }** nemohl začít: potřebuje aspoň { $min } { $min ->
    [one] hráče
    [few] hráče
   *[other] hráčů
}. Je zrušen.
tournament-not-running = Pozastavit lze jen probíhající turnaj.
tournament-not-paused = Tento turnaj není pozastaven.
tournament-paused = ⏸️ Turnaj **{ $name }** je pozastaven: další kolo se nelosuje, rozehrané partie pokračují.
tournament-resumed = ▶️ Turnaj **{ $name }** pokračuje.
tournament-cancelled = Turnaj **{ $name }** zrušil(a) { $manager }, takže nemá vítěze; rozehrané partie končí bez výsledku.
tournament-game-cancelled = Tato partie skončila bez výsledku: turnaj **{ $name }** byl zrušen.

## V /martian-nastavení

tournament-settings-managers = • Turnaje: vytvářejí jen správci (všem členům je povolí `členové_vytvářejí_turnaje:`).
tournament-settings-members = • Turnaje: vytvořit je smí každý člen.
tournament-game-pyramids = Marťanské šachy
