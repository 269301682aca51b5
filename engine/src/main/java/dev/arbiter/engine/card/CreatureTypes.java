package dev.arbiter.engine.card;

import java.util.Locale;
import java.util.Set;

/**
 * Which subtypes are creature types (205.3m): every subtype that is not an artifact (205.3g),
 * enchantment (205.3h), land (205.3i), planeswalker (205.3j), spell (205.3k) or battle (205.3q)
 * type. The creature-type list grows with each set, so it is the other lists that are kept here.
 */
public final class CreatureTypes {
    private static final Set<String> OTHER_SUBTYPES = Set.of(
            // 205.3g artifact types
            "attraction", "blood", "clue", "contraption", "equipment", "food", "fortification", "gold", "incubator",
            "map", "powerstone", "treasure", "vehicle",
            // 205.3h enchantment types
            "aura", "background", "cartouche", "case", "class", "curse", "role", "room", "rune", "saga", "shard", "shrine",
            // 205.3i land types
            "cave", "desert", "forest", "gate", "island", "lair", "locus", "mine", "mountain", "plains", "power-plant",
            "sphere", "swamp", "tower", "urza's",
            // 205.3k spell types
            "adventure", "arcane", "lesson", "trap",
            // 205.3q battle types
            "siege",
            // 205.3j planeswalker types
            "ajani", "aminatou", "angrath", "arlinn", "ashiok", "bahamut", "basri", "bolas", "calix", "chandra",
            "comet", "dack", "dakkon", "daretti", "davriel", "dihada", "domri", "dovin", "ellywick", "elminster",
            "elspeth", "estrid", "freyalise", "garruk", "gideon", "grist", "guff", "huatli", "jace", "jared", "jaya",
            "jeska", "kaito", "karn", "kasmina", "kaya", "kiora", "koth", "liliana", "lolth", "lukka", "minsc",
            "mordenkainen", "nahiri", "narset", "niko", "nissa", "nixilis", "oko", "quintorius", "ral", "rowan",
            "saheeli", "samut", "sarkhan", "serra", "sivitri", "sorin", "szat", "tamiyo", "tasha", "teferi", "teyo",
            "tezzeret", "tibalt", "tyvar", "ugin", "urza", "venser", "vivien", "vraska", "vronos", "will", "windgrace",
            "wrenn", "xenagos", "yanggu", "yanling", "zariel");

    private CreatureTypes() {
    }

    /** Whether {@code subtype} is a creature type (205.3m). */
    public static boolean isCreatureType(String subtype) {
        return !OTHER_SUBTYPES.contains(subtype.toLowerCase(Locale.ROOT));
    }
}
