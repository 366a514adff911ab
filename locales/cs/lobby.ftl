## Výzvy

lobby-channel-busy = V tomto kanálu už probíhá hra ({ $game }). Nejdřív ji dohrajte, nebo tu svou začněte ve vlákně.
lobby-channel-just-taken = právě ji začal někdo jiný
lobby-cannot-challenge-self = Sami sebe vyzvat nemůžete: vyberte jiného hráče, nebo bota, chcete-li hrát proti počítači.
lobby-cannot-challenge-bot = { $name } je bot a boti hrát nemohou: vyzvěte člověka, nebo vyzvěte { $me }, chcete-li hrát proti počítači.
lobby-duplicate-opponent = { $name } se v seznamu objevuje dvakrát: každý soupeř musí být jiný člověk.
lobby-wrong-opponent-count-two = Formát „{ $layout }“ je pro dva hráče: uveďte jednoho soupeře, nebo žádného pro otevřenou výzvu (uvedeno: { $given }).
lobby-wrong-opponent-count-four = Formát „{ $layout }“ je pro čtyři hráče: uveďte tři soupeře pomocí `soupeř`, `soupeř2` a `soupeř3`, nebo žádného pro otevřenou výzvu (uvedeno: { $given }).
lobby-wrong-opponent-count-many = Formát „{ $layout }“ je pro { $players } { $players ->
        [few] hráče
       *[other] hráčů
    }: uveďte { $needed } { $needed ->
        [one] soupeře
        [few] soupeře
       *[other] soupeřů
    } pomocí `soupeř` až `soupeř{ $needed }`, nebo žádného pro otevřenou výzvu (uvedeno: { $given }).
lobby-level-without-computer = Úroveň platí jen při hře proti počítači: chcete-li ji použít, vyzvěte bota.
lobby-unknown-level = „{ $level }“ není známá úroveň: na výběr je { $levels }.
lobby-invitation = { $challenger } vyzývá { $invitees } k partii { $game ->
        [carnett] Carnettových marťanských šachů
       *[martian] Marťanských šachů
    } ({ $description }). { $invitees }, stiskněte „Přijmout“ nebo „Odmítnout“ (případně použijte `/martian přijmout`); jinak výzva vyprší za { $hours } { $hours ->
        [one] hodinu
        [few] hodiny
       *[other] hodin
    }.
lobby-button-accept = Přijmout
lobby-button-decline = Odmítnout

## Otevřené výzvy

lobby-open-seat = (volné místo)
lobby-open-invitation = { $challenger } vypisuje otevřenou výzvu k partii { $game ->
        [carnett] Carnettových marťanských šachů
       *[martian] Marťanských šachů
    } ({ $description }): přijmout ji může kdokoli! Stiskněte „Přijmout“ (případně použijte `/martian přijmout`) a zaberte si { $free ->
        [one] volné místo
       *[other] jedno z volných míst (volných míst: { $free })
    }; hra začne, jakmile budou obsazená všechna místa. Jinak výzva vyprší za { $hours } { $hours ->
        [one] hodinu
        [few] hodiny
       *[other] hodin
    }.
lobby-open-joined = { $name } si zabírá místo. { $free ->
        [one] Zbývá ještě jedno volné místo
        [few] Zbývají ještě { $free } volná místa
       *[other] Zbývá ještě { $free } volných míst
    }: stiskněte „Přijmout“ (případně použijte `/martian přijmout`) a přidejte se.
lobby-open-left = { $name } uvolňuje své místo. { $free ->
        [one] Volné je teď jedno místo
        [few] Volná jsou teď { $free } místa
       *[other] Volných je teď { $free } míst
    }: stiskněte „Přijmout“ (případně použijte `/martian přijmout`) a přidejte se.
lobby-open-own-challenge = Tohle je vaše vlastní otevřená výzva, místo u desky tedy už máte: počkejte, až ji přijmou další, nebo ji stáhněte příkazem `/martian zrušit`.
lobby-open-not-started = Hra ještě nezačala: v otevřené výzvě { $free ->
        [one] zbývá jedno volné místo
        [few] zbývají { $free } volná místa
       *[other] zbývá { $free } volných míst
    }.
lobby-open-no-bots = Boti si v otevřené výzvě místo zabrat nemohou.
lobby-open-nothing-to-decline = Tato výzva je otevřená komukoli, takže není co odmítat: pokud hrát nechcete, prostě ji nechte být.
lobby-open-invitation-expired = ⌛ Otevřená výzva od { $challenger } vypršela po { $hours } { $hours ->
        [one] hodině
       *[other] hodinách
    }: { $joined ->
        [0] nikdo ji nepřijal
       *[other] všechna místa se obsadit nepodařilo (volných zůstalo: { $free })
    }. Kanál je volný pro novou hru.

## Odveta

lobby-button-rematch = Odveta
lobby-rematch = 🔁 Odveta partie `{ $game }`: stejná deska i pravidla, jen první tah přechází na dalšího hráče.
lobby-rematch-not-a-player = O odvetu mohou požádat jen hráči té partie. Chcete-li hrát sami, použijte `/martian vyzvat`.
lobby-rematch-not-finished = Tato partie ještě neskončila, takže na odvetu je brzy.

## Odpovědi

lobby-accepted-waiting = { $name } přijímá výzvu. Ještě čekáme na { $waiting }.
lobby-not-invited = Do této hry vás nikdo nepozval, takže nemáte co přijmout ani odmítnout.
lobby-already-accepted = Výzvu už máte přijatou; hra začne, až ji přijmou všichni.
lobby-no-invitation = V tomto kanálu nečeká žádná výzva.
lobby-invitation-expired = ⌛ Výzva od { $challenger } vypršela: { $hours } { $hours ->
        [one] hodinu
        [few] hodiny
       *[other] hodin
    } marně čekala na hráče { $waiting }. Kanál je volný pro novou hru; { $challenger }, výzvu můžete zopakovat příkazem `/martian vyzvat` ve vhodnější chvíli.
lobby-invitation-expired-summary = Výzva vypršela: { $hours } { $hours ->
        [one] hodinu
        [few] hodiny
       *[other] hodin
    } marně čekala na hráče { $waiting }.
lobby-accepted-too-late = Tato výzva vypršela ještě před vaším přijetím, takže se není k čemu připojit. Pošlete vlastní výzvu příkazem `/martian vyzvat`.
lobby-withdrawn = { $name } stahuje výzvu. Kanál je volný pro novou hru.
lobby-challenger-cannot-decline = Tato výzva je vaše: chcete-li ji stáhnout, použijte `/martian zrušit`.
lobby-declined = { $name } odmítá výzvu. Tentokrát se hrát nebude.
lobby-abort-not-allowed = Hru mohou zrušit jen její hráči, a to jen do chvíle, než každý z nich odehraje svůj první tah; potom už jen správce serveru. Chcete-li přestat hrát, vzdejte se příkazem `/martian vzdát`.
lobby-aborted = { $name } ruší hru. Hra končí bez výsledku.
lobby-game-starts = Hra začíná! První tah má { $first }.

## Konec hry

lobby-unrated-computer-game = Hry proti počítači se do ratingu nepočítají.
lobby-ratings = Rating: { $changes }
lobby-rating-change = { $name } { $before } → { $after } ({ $change })

## Nastavení

lobby-bad-vacation-days = Hodnota { $value } pro `{ $name }` je mimo rozsah: zvolte celý počet dní od 0 (bez dovolené) do { $max }.
lobby-bad-setting = Hodnota { $value } pro `{ $name }` je mimo rozsah: zvolte celý počet hodin od { $min } do { $max }{ $min ->
        [0] {" "}(0 připomínky vypne)
       *[other] {""}
    }.
lobby-reminder-not-before-timeout = Připomínka { $reminder } { $reminder ->
        [one] hodinu
        [few] hodiny
       *[other] hodin
    } před termínem by přišla dřív, než tah vůbec začne (limit na tah je { $timeout } { $timeout ->
        [one] hodina
        [few] hodiny
       *[other] hodin
    }): zvolte pro připomínku méně hodin, než je limit na tah.
lobby-bad-ruleset = „{ $value }“ není známá sada pravidel: zvolte klasická nebo se skoky.
lobby-bad-language = „{ $value }“ není jazyk. Na výběr je { $choices }.
lobby-language-choice = `{ $code }` ({ $name })
lobby-language-choice-auto = `auto` (jazyk serveru v Discordu)
lobby-settings-shown = **Nastavení tohoto serveru**
    • Limit na tah: { $timeout } { $timeout ->
        [one] hodina
        [few] hodiny
       *[other] hodin
    } (pak hráč na tahu po připomínce prohrává na čas)
    • Připomínka: { $reminder ->
        [0] vypnutá (`připomenout_hodin_předem:0`)
       *[other] { $reminder } { $reminder ->
            [one] hodinu
            [few] hodiny
           *[other] hodin
        } před termínem
    }
    • Platnost výzvy: { $invite } { $invite ->
        [one] hodina
        [few] hodiny
       *[other] hodin
    }
    • Výchozí pravidla: { $ruleset }
    • Jazyk veřejných zpráv: { $chosen ->
        [set] { $language }
       *[auto] { $language } (podle jazyka serveru v Discordu; jiný nastavíte volbou `jazyk`)
    }
    • Vlákna: { $threads ->
        [on] každá partie má vlastní vlákno (když volbu `vlákna` vypnete, zůstanou partie v kanálu)
       *[off] vypnutá: partie se hrají v kanálu, kde padla výzva
    }
    • Časové pásmo: { $timezone } (v něm se ukazují data a časy; členové si mohou nastavit vlastní příkazem `/martian já`)
    • Dovolená: { $vacation ->
        [0] vypnutá
       *[other] až { $vacation } { $vacation ->
            [one] den
            [few] dny
           *[other] dní
        } ročně pro každého hráče
    }
lobby-settings-changed = Nastavení uloženo; limity na tah platí od příštího tahu a doba platnosti výzev od příští výzvy.
    { $settings }
lobby-language-changed = { $chosen ->
        [set] Jazyk zpráv, které vidí všichni, je teď: { $language }.
       *[auto] Jazyk zpráv, které vidí všichni, se teď řídí jazykem serveru v Discordu ({ $language }).
    }

## Vlákno partie a její řádky v kanálu, kde padla výzva

lobby-thread-name = { $players } · Marťanské šachy
lobby-start-line-thread = { $players }: partie se hraje ve vlákně { $thread }.
lobby-start-line = { $players }: partie začala.
lobby-you-accepted = Výzvu jste přijali: partie začala.
lobby-threads-refused = Pro tuto partii nemohu založit vlákno: v tomto kanálu nemám oprávnění **Vytvářet veřejná vlákna**, a tak se hraje tady. Správce serveru mi ho může udělit, nebo partie ponechat v kanálech: stačí v `/martian-nastavení` vypnout volbu `vlákna`.

lobby-ruleset-name = { $ruleset ->
        [leaping] se skoky
       *[classic] klasická
    }
