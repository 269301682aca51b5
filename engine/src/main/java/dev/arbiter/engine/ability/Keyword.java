package dev.arbiter.engine.ability;

/**
 * Keyword abilities without parameters (seed 502 / current 702). Parameterised keywords
 * (protection, landwalk, equip, ...) are their own ability records. A set of keywords is a bit
 * mask of ordinals.
 */
public enum Keyword {
    DEATHTOUCH("deathtouch"),
    DEFENDER("defender"),
    DOUBLE_STRIKE("double strike"),
    FIRST_STRIKE("first strike"),
    FLASH("flash"),
    FLYING("flying"),
    HASTE("haste"),
    HEXPROOF("hexproof"),
    INDESTRUCTIBLE("indestructible"),
    INTIMIDATE("intimidate"),
    LIFELINK("lifelink"),
    REACH("reach"),
    SHROUD("shroud"),
    TRAMPLE("trample"),
    VIGILANCE("vigilance"),
    FLANKING("flanking"),
    FEAR("fear"),
    MENACE("menace"),
    SHADOW("shadow"),
    INFECT("infect"),
    WITHER("wither"),
    PERSIST("persist"),
    /** 702.31: horsemanship, evasion like flying (702.31b). */
    HORSEMANSHIP("horsemanship"),
    /** 702.73a: a characteristic-defining ability, "this object is every creature type". */
    CHANGELING("changeling"),
    /** 702.93a: returns the creature that died without +1/+1 counters, with one. */
    UNDYING("undying"),
    /** 702.40a: "When you cast this spell, copy it for each other spell that was cast before it this turn." */
    STORM("storm"),
    /** 702.118b: skulk, can't be blocked by creatures with greater power. */
    SKULK("skulk"),
    /** 702.61a: split second, while this spell is on the stack no other spells or non-mana abilities. */
    SPLIT_SECOND("split second"),
    /** 702.136a: riot, enters with an additional +1/+1 counter or, if not, gains haste (see EntryChoices). */
    RIOT("riot"),
    /**
     * 702.98a: unleash, "You may have this permanent enter with an additional +1/+1 counter on it" (see
     * EntryChoices) and "This permanent can't block as long as it has a +1/+1 counter on it" (combat/CombatAbilities).
     */
    UNLEASH("unleash"),
    /** 702.85a: cascade, a cast trigger (events/CascadeTrigger, stack/Cascading). */
    CASCADE("cascade"),
    /** 702.100a: evolve, a trigger on creatures entering under your control (events/EvolveTrigger). */
    EVOLVE("evolve"),
    /**
     * 702.22a: banding, static rules for combat: attacking bands (508.1e, 702.22c-h, combat/Banding) and who divides
     * combat damage (702.22j-k, combat/CombatDamage).
     */
    BANDING("banding"),
    /**
     * 702.131: ascend, "If you control ten or more permanents, you get the city's blessing for the rest of the game" — a
     * static ability of a permanent (702.131b), a spell ability of an instant or sorcery (702.131a); see layers/CitysBlessing.
     */
    ASCEND("ascend"),
    /**
     * 702.89a: totem armor, on Auras: "If enchanted permanent would be destroyed, instead remove all damage marked on it
     * and destroy this Aura" (effects/Destruction).
     */
    TOTEM_ARMOR("totem armor"),
    /**
     * 702.155: read ahead, on Sagas: it enters with the number of lore counters its controller chooses (702.155b, see
     * effects/EntryChoices and effects/Sagas), and its chapters don't trigger the turn it entered unless it has exactly
     * that chapter's number of lore counters (702.155a, events/EventTriggers).
     */
    READ_AHEAD("read ahead"),
    /**
     * 702.151a-b, 301.5c: reconfigure, on an Equipment creature: its two activated abilities (attach to another target
     * creature you control, unattach) are compiled beside this keyword, which lets an Equipment that is a creature
     * become attached (effects/Attachments); while attached it isn't a creature (a layer-4 effect compiled with it).
     */
    RECONFIGURE("reconfigure");

    private final String text;

    Keyword(String text) {
        this.text = text;
    }

    public String text() {
        return text;
    }

    public long bit() {
        return 1L << ordinal();
    }

    /**
     * The keywords that are triggered abilities: flanking (702.25a), persist (702.79a), undying (702.93a), storm
     * (702.40a), cascade (702.85a), evolve (702.100a). What events.Triggers asks before it looks for anything to trigger.
     */
    public static final long TRIGGERED = FLANKING.bit() | PERSIST.bit() | UNDYING.bit() | STORM.bit() | CASCADE.bit()
            | EVOLVE.bit();

    /** The keyword whose printed name is {@code word} (case-insensitive), or null. */
    public static Keyword ofText(String word) {
        String w = word.trim().toLowerCase(java.util.Locale.ROOT);
        for (Keyword k : values()) if (k.text.equals(w)) return k;
        return null;
    }
}
