## Remízy dohodou (obě hry).

# Konec hry remízou dohodou; $names: hráči jako výčet.
draw-agreed-summary = { $names } se dohodli na remíze.
