package dev.arbiter.engine.ability;

/**
 * "Enchant [object]" (702.5): what an Aura can be attached to; as a spell it targets such an
 * object (303.4a), and attached to anything else it is put into its owner's graveyard (704.5m).
 * {@code player} non-null: "Enchant player" / "Enchant opponent" (702.5d, 303.4): the Aura enchants a player related
 * so to its controller, never an object.
 */
public record Enchant(ObjectFilter filter, String text, Relation player) implements Ability {
    public Enchant(ObjectFilter filter, String text) {
        this(filter, text, null);
    }

    /** "Enchant player" ({@code ANY}) or "Enchant opponent" ({@code OPPONENT}). */
    public static Enchant player(Relation r, String text) {
        return new Enchant(ObjectFilter.creatures(), text, r);
    }

    public boolean enchantsPlayer() {
        return player != null;
    }
}
