error-internal = Na mé straně se něco pokazilo a nic se nezměnilo. Zkuste to prosím za chvíli znovu.
error-unreadable-options = Volby tohoto příkazu se mi nepodařilo přečíst; vyberte je prosím znovu ze seznamu v Discordu.
error-servers-only = Marťanské šachy se hrají na serverech: použijte tento příkaz v kanálu serveru.
error-managers-only = Nastavení bota mohou měnit jen ti, kdo mají na serveru oprávnění „Spravovat server“.
error-no-game-here = V tomto kanálu se nehraje žádná hra. Začněte ji příkazem `/martian challenge`.
error-not-a-player = V této hře nehrajete, takže tohle udělat nemůžete. Začněte vlastní hru příkazem `/martian challenge` v jiném kanálu nebo ve vlákně.
error-game-over-already = Tato hra už skončila. Novou začněte příkazem `/martian challenge`.
error-raced = Ve stejnou chvíli dorazila do této hry jiná akce a provedla se dřív, takže ta vaše se neprovedla. Podívejte se na aktuální desku (`/martian board`) a zkuste to znovu.
