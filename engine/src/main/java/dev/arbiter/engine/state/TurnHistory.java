package dev.arbiter.engine.state;

/**
 * What has happened so far this turn that abilities ask about (603.4 "if a creature died this turn",
 * "if you attacked this turn", "if you gained life this turn"; 603.2 "whenever you draw your second
 * card each turn"): creatures that died (700.4), and per player the life gained (119.3) and lost
 * (119.3, 119.4), cards drawn (121.1), spells cast (601.2i), damage dealt to them (120.3a) and
 * permanents they controlled that left the battlefield (603.6c). Who attacked is read from the creatures
 * declared as attackers this turn ({@link TurnState#attacked}).
 * A new turn starts with {@link #NONE}.
 */
public record TurnHistory(int creaturesDied, PlayerCounts lifeGained, PlayerCounts lifeLost,
                          PlayerCounts cardsDrawn, PlayerCounts spellsCast, PlayerCounts permanentsLeft,
                          PlayerCounts damageTaken) {

    /** Nothing has happened yet. */
    public static final TurnHistory NONE = new TurnHistory(0, PlayerCounts.NONE, PlayerCounts.NONE, PlayerCounts.NONE,
            PlayerCounts.NONE, PlayerCounts.NONE, PlayerCounts.NONE);

    public TurnHistory withCreatureDied() {
        return new TurnHistory(creaturesDied + 1, lifeGained, lifeLost, cardsDrawn, spellsCast, permanentsLeft, damageTaken);
    }

    public TurnHistory withLifeGained(int player, int amount) {
        return new TurnHistory(creaturesDied, add(lifeGained, player, amount), lifeLost, cardsDrawn, spellsCast, permanentsLeft,
                damageTaken);
    }

    public TurnHistory withLifeLost(int player, int amount) {
        return new TurnHistory(creaturesDied, lifeGained, add(lifeLost, player, amount), cardsDrawn, spellsCast, permanentsLeft,
                damageTaken);
    }

    public TurnHistory withCardDrawn(int player) {
        return new TurnHistory(creaturesDied, lifeGained, lifeLost, add(cardsDrawn, player, 1), spellsCast, permanentsLeft,
                damageTaken);
    }

    public TurnHistory withSpellCast(int player) {
        return new TurnHistory(creaturesDied, lifeGained, lifeLost, cardsDrawn, add(spellsCast, player, 1), permanentsLeft,
                damageTaken);
    }

    /** A permanent {@code player} controlled left the battlefield (revolt, 603.4). */
    public TurnHistory withPermanentLeft(int player) {
        return new TurnHistory(creaturesDied, lifeGained, lifeLost, cardsDrawn, spellsCast, add(permanentsLeft, player, 1),
                damageTaken);
    }

    public int permanentsLeft(int player) {
        return permanentsLeft.get(player);
    }

    /** 120.3a: {@code player} was dealt {@code amount} damage. */
    public TurnHistory withDamageTaken(int player, int amount) {
        return new TurnHistory(creaturesDied, lifeGained, lifeLost, cardsDrawn, spellsCast, permanentsLeft,
                add(damageTaken, player, amount));
    }

    public int damageTaken(int player) {
        return damageTaken.get(player);
    }

    public int lifeGained(int player) {
        return lifeGained.get(player);
    }

    public int lifeLost(int player) {
        return lifeLost.get(player);
    }

    public int cardsDrawn(int player) {
        return cardsDrawn.get(player);
    }

    public int spellsCast(int player) {
        return spellsCast.get(player);
    }

    private static PlayerCounts add(PlayerCounts m, int player, int n) {
        return m.plus(player, n);
    }
}
