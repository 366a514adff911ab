## Remízy dohodou (obě hry).

# Konec hry remízou dohodou; $names: hráči jako výčet.
draw-agreed-summary = { $names } se dohodli na remíze.

# /martian draw (jméno a popis, jako ostatní podpříkazy v commands.ftl).
cmd-draw = Nabídněte remízu v partii tohoto kanálu, nebo přijměte remízu, kterou nabídl jiný hráč.
    .name = remíza

# Tlačítko pod živou deskou.
draw-button = Remíza
# Tlačítka pod nabídkou remízy.
draw-button-accept = Přijmout remízu
draw-button-decline = Odmítnout

# V kanálu partie. $name: kdo nabízí; $names: zmínky těch, kdo musí přijmout, jako výčet; $count: kolik jich je.
draw-offered = { $name } nabízí remízu. { $names }: { $count ->
        [one] přijměte ji tlačítkem nebo příkazem `/martian remíza`, nebo ji odmítněte.
       *[other] aby partie skončila remízou, musí ji přijmout každý z vás (tlačítkem nebo příkazem `/martian remíza`); jediné odmítnutí nabídku ukončí.
    } Nabídka propadá dalším tahem.
draw-you-offered = Nabídli jste remízu. Nabídka platí do dalšího tahu, nebo dokud ji někdo neodmítne.
# $names: kdo ještě nepřijal, jako výčet; $count: kolik jich je.
draw-offer-stands = Remízu už jste nabídli: čeká se na { $names }. Propadá dalším tahem; chcete-li ji vzít zpět, stiskněte pod ní „Odmítnout“.
draw-already-accepted = Tuto remízu jste už přijali: čeká se na { $names }.
# Veřejně, při třech a více hráčích. $name: kdo přijal; $names: kdo ještě ne, jako výčet.
draw-accepted-so-far = { $name } přijímá remízu. Ještě se čeká na { $names }.
draw-you-accepted-waiting = Přijali jste remízu. Dohodnuto bude, až { $count ->
        [one] ji přijme i { $names }
       *[other] ji přijmou i { $names }
    }.
# Na desce, která ukazuje partii skončenou remízou. $name: kdo přijal poslední.
draw-accepted = { $name } přijímá remízu.
draw-you-accepted = Přijali jste remízu: partie skončila nerozhodně.
# Veřejně. $name: kdo odmítl; $offered-by: kdo nabídl.
draw-declined = { $name } odmítá nabídku remízy od hráče { $offered-by }. Hra pokračuje.
draw-you-declined = Odmítli jste nabídku remízy. Hra pokračuje.
draw-withdrawn = { $name } bere nabídku remízy zpět. Hra pokračuje.
draw-you-withdrew = Vzali jste svou nabídku remízy zpět. Hra pokračuje.
draw-computer-plays-on = Počítač hraje dál: na remízu nikdy nepřistoupí. Dohrajte partii, nebo se vzdejte příkazem `/martian vzdát`.
draw-not-a-player = Remízu v této partii mohou nabídnout, přijmout nebo odmítnout jen její hráči.
draw-lapsed = Tato nabídka remízy už propadla: mezitím padl tah, nebo ji někdo odmítl či přijal. Chcete-li remízu nabídnout teď, použijte `/martian remíza` nebo tlačítko „Remíza“ pod deskou.
