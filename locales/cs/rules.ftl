rules-summary = **Marťanské šachy za minutu**
    • Patří vám každý kámen, který stojí ve vaší zóně (vaše polovina desky, při hře ve čtyřech váš roh); kámen, který přejde do cizí zóny, od té chvíle patří jejímu majiteli.
    • Pěšec (1 bod): o jedno pole šikmo. Dron (2): o jedno nebo dvě pole svisle či vodorovně. Dáma (3): libovolně daleko rovně i šikmo. Žádný kámen nepřeskakuje.
    • Tahem na kámen v cizí zóně ho zajmete a připíšete si jeho body. Na vlastní kámen smíte táhnout jen kvůli sloučení: pěšec + pěšec = dron (pokud žádný dron nemáte), pěšec + dron = dáma (pokud žádnou dámu nemáte).
    • Při hře ve dvou nesmíte kámen, který soupeř právě převedl přes kanál, hned v následujícím tahu vrátit na pole, odkud přišel.
    • Hráči: uveďte 1 až 5 soupeřů. Dva hrají duel (nebo `layout:halves`, deska 8×8 napůl), čtyři čtvercovou desku; 3, 5 a 6 hráčů hraje naše domácí varianty (tri, penta, hexa), které publikovaná pravidla neznají.
    • Partie končí, jakmile se některá zóna vyprázdní; vyhrává ten, kdo má nejvíc bodů, a při rovnosti ten, kdo partii ukončil.
    • Když k tahu přidáte `clock:true`, vyhlásíte odpočet: po dalších 7 tazích bez zajetí partie skončí (rovnost bodů je pak remíza).
    Napište `/martian move` a vyberte tah ze seznamu, nebo stiskněte **Táhnout** pod deskou.
