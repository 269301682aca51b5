package dev.arbiter.engine.card;

import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.ActivatedAbility;
import dev.arbiter.engine.characteristic.CardType;
import dev.arbiter.engine.characteristic.Supertype;
import dev.arbiter.engine.mana.ManaCost;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * A card as printed (its oracle text compiled into abilities): the copiable values every object
 * made from it starts with (109.3). Colour comes from the mana cost unless a colour indicator is
 * given (202.2, 204). {@code power}/{@code toughness} are null when the card has none; a
 * {@code *} is 0 here and defined by a characteristic-defining ability.
 * <p>
 * An immutable value; its base {@link Characteristics} (with the intrinsic mana abilities of
 * basic land types, 305.6) are computed once and shared by every object made from it.
 */
public final class CardDefinition {
    private final String name;
    private final ManaCost manaCost;
    private final boolean hasManaCost;
    private final int colorIndicator;
    private final int supertypes;
    private final int types;
    private final List<String> subtypes;
    private final Integer power;
    private final Integer toughness;
    private final Integer loyalty;
    private final List<Ability> abilities;
    private final List<String> rulesText;
    private volatile Characteristics base;
    /** The classes of the parts of {@link #abilities} (see {@link #partKinds}); filled once. */
    private volatile java.util.Set<Class<?>> partKinds;
    /** The keywords named anywhere in {@link #abilities} (see {@link #partKeywords}); written before partKinds. */
    private long partKeywords;
    private TextChanges textChanges; // 612: how its text reads changed; not part of its identity
    private int hash;

    public CardDefinition(String name, ManaCost manaCost, boolean hasManaCost, int colorIndicator, int supertypes,
                          int types, List<String> subtypes, Integer power, Integer toughness, Integer loyalty,
                          List<Ability> abilities, List<String> rulesText) {
        this.name = Objects.requireNonNull(name);
        this.manaCost = Objects.requireNonNull(manaCost);
        this.hasManaCost = hasManaCost;
        this.colorIndicator = colorIndicator;
        this.supertypes = supertypes;
        this.types = types;
        this.subtypes = List.copyOf(subtypes);
        this.power = power;
        this.toughness = toughness;
        this.loyalty = loyalty;
        this.abilities = dev.arbiter.engine.util.FrozenList.of(abilities); // one list class: see FrozenList
        this.rulesText = List.copyOf(rulesText);
    }

    public String name() { return name; }
    public ManaCost manaCost() { return manaCost; }
    public boolean hasManaCost() { return hasManaCost; }
    public int colorIndicator() { return colorIndicator; }
    public int supertypes() { return supertypes; }
    public int types() { return types; }
    public List<String> subtypes() { return subtypes; }
    public Integer power() { return power; }
    public Integer toughness() { return toughness; }
    public Integer loyalty() { return loyalty; }
    public List<Ability> abilities() { return abilities; }
    public List<String> rulesText() { return rulesText; }

    /** This card, able to have its text changed as {@code changes} reads it (612). */
    public CardDefinition withTextChanges(TextChanges changes) {
        CardDefinition d = new CardDefinition(name, manaCost, hasManaCost, colorIndicator, supertypes, types, subtypes,
                power, toughness, loyalty, abilities, rulesText);
        d.textChanges = changes;
        return d;
    }

    /** 612.1: this card with its text changed; itself when nothing changes; null when that can't be known or played. */
    public CardDefinition textChanged(TextChange change) {
        return textChanges == null ? null : textChanges.changed(change);
    }

    /** Colours: the colour indicator if any (-1 = none), else the mana cost's colours (202.2). */
    public int colors() {
        return colorIndicator >= 0 ? colorIndicator : manaCost.colorMask();
    }

    public boolean is(CardType type) {
        return (types & type.bit()) != 0;
    }

    public boolean isSuper(Supertype s) {
        return (supertypes & s.bit()) != 0;
    }

    public boolean isPermanentCard() {
        return (types & CardType.PERMANENT_MASK) != 0;
    }

    /** The characteristics an object made from this card has before any effect applies (109.3, 305.6). */
    public Characteristics baseCharacteristics() {
        Characteristics b = base;
        if (b == null) {
            List<Ability> all = abilities;
            if ((types & CardType.LAND.bit()) != 0) {
                for (String sub : subtypes) {
                    ActivatedAbility intrinsic = BasicLandMana.forSubtype(sub);
                    if (intrinsic != null && !all.contains(intrinsic)) {
                        if (all == abilities) all = new ArrayList<>(abilities);
                        all.add(intrinsic);
                    }
                }
            }
            b = Characteristics.of(name, manaCost, colors(), supertypes, types, subtypes,
                    power == null ? 0 : power, toughness == null ? 0 : toughness, power != null, all);
            base = b;
        }
        return b;
    }

    /**
     * The classes of every part of this card's abilities, the abilities themselves and everything inside them
     * (triggers, static effects, granted abilities): an immutable set, found once; what {@code layers.PartKinds} asks
     * before scanning the battlefield for a kind of ability.
     */
    public java.util.Set<Class<?>> partKinds() {
        java.util.Set<Class<?>> k = partKinds;
        if (k == null) {
            java.util.Set<Class<?>> out = new java.util.HashSet<>();
            long[] keywords = new long[1];
            dev.arbiter.engine.util.RecordTrees.forEach(abilities, o -> {
                out.add(o.getClass());
                if (o instanceof dev.arbiter.engine.ability.Keyword kw) keywords[0] |= kw.bit();
            });
            k = java.util.Set.copyOf(out);
            partKeywords = keywords[0]; // before the volatile write that publishes both
            partKinds = k;
        }
        return k;
    }

    /**
     * The keywords ({@code Keyword.bit()}) named anywhere inside this card's abilities: its own keyword abilities, the
     * keywords its statics grant, and so on; found with {@link #partKinds}.
     */
    public long partKeywords() {
        partKinds(); // the volatile read that makes partKeywords visible
        return partKeywords;
    }

    /** The type line as printed: "Legendary Creature — Elf Druid". */
    public String typeLine() {
        StringBuilder sb = new StringBuilder();
        for (Supertype s : Supertype.values()) if (isSuper(s)) sb.append(s.word()).append(' ');
        for (CardType t : CardType.values()) if (is(t)) sb.append(t.word()).append(' ');
        String line = sb.toString().trim();
        if (!subtypes.isEmpty()) line += " — " + String.join(" ", subtypes);
        return line;
    }

    @Override
    public boolean equals(Object o) {
        if (this == o) return true;
        if (!(o instanceof CardDefinition c)) return false;
        return hashCode() == c.hashCode() && hasManaCost == c.hasManaCost && colorIndicator == c.colorIndicator
                && supertypes == c.supertypes && types == c.types && name.equals(c.name)
                && manaCost.equals(c.manaCost) && subtypes.equals(c.subtypes) && Objects.equals(power, c.power)
                && Objects.equals(toughness, c.toughness) && Objects.equals(loyalty, c.loyalty)
                && abilities.equals(c.abilities) && rulesText.equals(c.rulesText);
    }

    @Override
    public int hashCode() {
        int h = hash;
        if (h == 0) {
            h = Objects.hash(name, manaCost, hasManaCost, colorIndicator, supertypes, types, subtypes, power,
                    toughness, loyalty, abilities, rulesText);
            hash = h == 0 ? 1 : h;
        }
        return h;
    }

    @Override
    public String toString() {
        return "CardDefinition[" + name + "]";
    }
}
