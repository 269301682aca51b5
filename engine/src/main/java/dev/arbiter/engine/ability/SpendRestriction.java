package dev.arbiter.engine.ability;

/**
 * "Spend this mana only to cast [spells] [or (to) activate abilities [of sources]]" (106.6): what mana from such an
 * ability may pay for. {@code spells}: the spells it may help cast, null for none; {@code abilities}: whether it may pay
 * for activated abilities, then only of sources matching {@code sources} (null: any source). Any other payment (a cost
 * an effect asks for, an upkeep or attack cost) may not use it.
 */
public record SpendRestriction(ObjectFilter spells, boolean abilities, ObjectFilter sources) {
    public SpendRestriction {
        if (spells == null && !abilities) throw new IllegalArgumentException("mana that pays for nothing");
        if (!abilities && sources != null) throw new IllegalArgumentException("ability sources without abilities");
    }
}
