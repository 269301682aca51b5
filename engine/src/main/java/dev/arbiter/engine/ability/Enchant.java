package dev.arbiter.engine.ability;

/**
 * "Enchant [object]" (702.5): what an Aura can be attached to; as a spell it targets such an
 * object (303.4a), and attached to anything else it is put into its owner's graveyard (704.5m).
 * {@code player} non-null: "Enchant player" / "Enchant opponent" (702.5d, 303.4): the Aura enchants a player related
 * so to its controller, never an object.
 * {@code inGraveyard}: "Enchant creature card in a graveyard" (702.5a, 303.4a): the Aura spell targets a card matching
 * {@code filter} in any graveyard and resolves attached to that card there (303.4f); it may stay attached only while
 * the card is in a graveyard (704.5m).
 */
public record Enchant(ObjectFilter filter, String text, Relation player, boolean inGraveyard) implements Ability {
    public Enchant(ObjectFilter filter, String text) {
        this(filter, text, null, false);
    }

    public Enchant(ObjectFilter filter, String text, Relation player) {
        this(filter, text, player, false);
    }

    /** "Enchant player" ({@code ANY}) or "Enchant opponent" ({@code OPPONENT}). */
    public static Enchant player(Relation r, String text) {
        return new Enchant(ObjectFilter.creatures(), text, r);
    }

    /** "Enchant [kind] card in a graveyard" (702.5a, 303.4a). */
    public static Enchant graveyardCard(ObjectFilter filter, String text) {
        return new Enchant(filter, text, null, true);
    }

    public boolean enchantsPlayer() {
        return player != null;
    }
}
