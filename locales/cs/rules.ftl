rules-summary = **Marťanské šachy za minutu**
    • Patří vám každá figurka, která stojí ve vaší zóně (vaše polovina desky, při hře ve čtyřech váš roh); figurka, která přejde do cizí zóny, od té chvíle patří jejímu majiteli.
    • Pěšec (1 bod): o jedno pole šikmo. Dron (2): o jedno nebo dvě pole svisle či vodorovně. Dáma (3): libovolně daleko rovně i šikmo. Žádná figurka nepřeskakuje.
    • Tahem na figurku v cizí zóně ji seberete a připíšete si její body. Na vlastní figurku smíte táhnout jen kvůli sloučení: pěšec + pěšec = dron (pokud žádný dron nemáte), pěšec + dron = dáma (pokud žádnou dámu nemáte).
    • Při hře ve dvou nesmíte figurku, kterou soupeř právě převedl přes kanál, hned v následujícím tahu vrátit na pole, odkud přišla.
    • Hráči: uveďte 1 až 5 soupeřů. Dva hrají duel (nebo `formát:poloviny`, deska 8×8 rozdělená na dvě poloviny), čtyři hrají na čtvercové desce; 3, 5 a 6 hráčů hraje naše domácí varianty (tri, penta, hexa), které publikovaná pravidla neznají.
    • Partie končí, jakmile se některá zóna vyprázdní; vyhrává ten, kdo má nejvíc bodů, a při rovnosti ten, kdo partii ukončil.
    • Když u tahu zapnete volbu `odpočet`, vyhlásíte odpočet: po dalších 7 tazích bez braní partie skončí (rovnost bodů je pak remíza).
    Napište `/martian tah` a vyberte tah ze seznamu, nebo stiskněte **Táhnout** pod deskou.

# /martian rules game:carnett: Carnettova hra v jedné zprávě (nejvýš 2 000 znaků).
rules-carnett-summary = **Carnettovy marťanské šachy za minutu**
    • Šachy na obvyklé šachovnici, ale bez šachu: král smí stát napadený. Vyhrajete, když zajmete soupeřova krále.
    • Na začátku každého tahu vám kostka dá 1 až 6 akcí (tah můžete ukončit dřív). Akce je: táhnout figurou (každou jednou za tah), odhodit kartu a dobrat si novou, vyměnit zajatce za vlastní figuru stejného druhu ze soupeřova vězení (jde do vaší rezervy), nebo vysadit figuru z rezervy na prázdné pole.
    • Tah na soupeřovu figuru začne souboj: útočník, obránce, útočník, obránce zahrají po kartě. Barva první karty je vedoucí a musíte ji přiznat, můžete-li; vyhrává nejvyšší karta vedoucí barvy a figura poraženého jde do vězení. Pak si každý dobere dvě karty. Souboj je jedna akce; po prohraném souboji smí na tutéž figuru zaútočit jiná figura, která v tomto tahu ještě netáhla.
    • Svých 13 karet vidíte jen vy: stiskněte **Moje karty**; v souboji se vás na kartu bot zeptá soukromě.
    • Po 200 tazích bez zajatého krále končí hra remízou; remízu může nabídnout kterýkoli hráč.
    • Poctivý balíček i kostka: bot na začátku ukáže SHA-256 tajného semínka hry a na konci semínko prozradí; ověříte ho příkazem `martian-chess verify-carnett`.
    Napište `/martian tah` (e2e4, N@e5, odhodit 7H, vyměnit N, konec tahu, nebo v souboji kartu), nebo použijte tlačítka pod deskou.
