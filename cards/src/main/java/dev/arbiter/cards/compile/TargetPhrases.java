package dev.arbiter.cards.compile;

import dev.arbiter.cards.text.Regex;
import dev.arbiter.engine.ability.Relation;
import dev.arbiter.engine.ability.TargetFilter;
import dev.arbiter.engine.ability.TargetSpec;
import dev.arbiter.engine.characteristic.CardType;
import dev.arbiter.engine.characteristic.Color;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Target phrases (115.1): "any target" (115.4), "target player", "target opponent" and permanent
 * descriptions such as "target green or white creature", "target nonartifact creature you control",
 * "target artifact, enchantment, or land", "target Wall".
 */
final class TargetPhrases {

    private static final Pattern TARGET = Pattern.compile("target (.+)", Pattern.CASE_INSENSITIVE);
    private static final Pattern SEVERAL = Pattern.compile(
            "(up to )?(" + Amounts.WORD + ") target (.+)", Pattern.CASE_INSENSITIVE);
    private static final Map<String, String> PLURALS = Map.of("creatures", "creature", "artifacts", "artifact",
            "enchantments", "enchantment", "lands", "land", "planeswalkers", "planeswalker", "permanents",
            "permanent");
    private static final Pattern CONTROLLER = Pattern.compile(
            "(.+?) (you control|an opponent controls|you don't control|your opponents control)$",
            Pattern.CASE_INSENSITIVE);
    /** Descriptions mixing players and permanents, or naming the defending player: no filter for them. */
    private static final Pattern MIXED = Pattern.compile(
            "(creature or player|player or planeswalker|creature or planeswalker|creature, player, or planeswalker"
                    + "|.+ defending player controls)");
    /** Words of target descriptions the engine's filters have no field for. */
    private static final Pattern UNSUPPORTED_WORDS = Pattern.compile(
            "tapped|untapped|attacking|blocking|with|without|card|cards|spell|token|nontoken|legendary|basic"
                    + "|nonbasic|non-.*");
    private static final Map<String, CardType> PERMANENT_TYPES = Map.of("artifact", CardType.ARTIFACT,
            "creature", CardType.CREATURE, "enchantment", CardType.ENCHANTMENT, "land", CardType.LAND,
            "planeswalker", CardType.PLANESWALKER, "battle", CardType.BATTLE);

    private TargetPhrases() {
    }

    /**
     * The target requirement {@code phrase} describes, or null when it is not a target phrase.
     *
     * @throws NotSupported for a target phrase the engine's filters cannot express
     */
    static TargetSpec parse(String phrase) {
        String p = phrase.strip();
        if (p.equalsIgnoreCase("any target")) {
            return TargetSpec.one(new TargetFilter.AnyTarget(), "any target");
        }
        Matcher m = TARGET.matcher(p);
        if (!m.matches()) {
            return null;
        }
        String desc = m.group(1).strip();
        String lower = desc.toLowerCase(Locale.ROOT);
        if (lower.equals("player")) {
            return TargetSpec.one(new TargetFilter.PlayerTarget(Relation.ANY), p);
        }
        if (lower.equals("opponent")) {
            return TargetSpec.one(new TargetFilter.PlayerTarget(Relation.OPPONENT), p);
        }
        if (MIXED.matcher(lower).matches()) {
            throw new NotSupported("target \"" + desc + "\" (no such target filter)");
        }
        if (lower.contains("player")) {
            return null;
        }
        TargetFilter filter = permanent(desc);
        return filter == null ? null : TargetSpec.one(filter, p);
    }

    /**
     * "up to two target creatures" / "two target creatures": one use of "target" for several
     * permanents (115.1, 601.2c); null when it is not such a phrase.
     *
     * @throws NotSupported for a description the engine's filters cannot express
     */
    static TargetSpec parseSeveral(String phrase) {
        String p = phrase.strip();
        Matcher m = SEVERAL.matcher(p);
        if (!m.matches()) {
            return null;
        }
        Integer n = Amounts.count(m.group(2));
        if (n == null || n < 1) {
            return null;
        }
        StringBuilder singular = new StringBuilder();
        boolean plural = false;
        for (String word : m.group(3).strip().split(" ")) {
            String s = PLURALS.get(word.toLowerCase(Locale.ROOT));
            plural |= s != null;
            singular.append(singular.length() == 0 ? "" : " ").append(s != null ? s : word);
        }
        if (!plural && n > 1) {
            return null;
        }
        String desc = singular.toString();
        if (desc.toLowerCase(Locale.ROOT).contains("player") || MIXED.matcher(desc.toLowerCase(Locale.ROOT)).matches()) {
            throw new NotSupported("target \"" + m.group(3) + "\" (no such target filter)");
        }
        TargetFilter filter = permanent(desc);
        return filter == null ? null : new TargetSpec(filter, m.group(1) != null ? 0 : n, n, p);
    }

    /**
     * A permanent description: colours, non-types, one subtype, then card types, then a controller;
     * null when a word is not understood.
     */
    private static TargetFilter permanent(String desc) {
        Relation controller = Relation.ANY;
        String body = desc;
        Matcher cm = CONTROLLER.matcher(desc);
        if (cm.matches()) {
            body = cm.group(1);
            controller = cm.group(2).toLowerCase(Locale.ROOT).startsWith("you control") ? Relation.YOU
                    : Relation.OPPONENT;
        }
        int colors = 0;
        int excluded = 0;
        int types = 0;
        String subtype = null;
        boolean anyPermanent = false;
        int stage = 0; // 0 colours, 1 non-types, 2 subtype, 3 types
        boolean joined = true; // whether the next type word is joined to the one before by "or" or a comma
        for (String raw : Regex.split(body, " +")) {
            String word = raw.endsWith(",") ? raw.substring(0, raw.length() - 1) : raw;
            String w = word.toLowerCase(Locale.ROOT);
            if (w.equals("or")) {
                joined = true;
                continue;
            }
            if (PERMANENT_TYPES.containsKey(w) && types != 0 && !joined) {
                // "artifact creature" is one object with both types (205.2a), not either: the grammar reads it
                throw new NotSupported("target \"" + desc + "\" (several types at once)");
            }
            joined = raw.endsWith(",");
            Color color = NounLowering.color(w);
            if (color != null && stage == 0) {
                colors |= color.bit();
            } else if (w.startsWith("non") && PERMANENT_TYPES.containsKey(w.substring(3)) && stage <= 1) {
                excluded |= PERMANENT_TYPES.get(w.substring(3)).bit();
                stage = 1;
            } else if (w.startsWith("non") && NounLowering.color(w.substring(3).replace("-", "")) != null) {
                throw new NotSupported("target \"" + desc + "\" (no excluded-colour filter)");
            } else if (PERMANENT_TYPES.containsKey(w) && !anyPermanent) {
                types |= PERMANENT_TYPES.get(w).bit();
                stage = 3;
            } else if (w.equals("permanent") && types == 0 && !anyPermanent) {
                anyPermanent = true;
                stage = 3;
            } else if (isSubtypeWord(word) && subtype == null && stage <= 2) {
                subtype = word;
                stage = 2;
            } else if (isSubtypeWord(word) && subtype != null) {
                throw new NotSupported("target \"" + desc + "\" (several subtypes)");
            } else if (UNSUPPORTED_WORDS.matcher(w).matches()) {
                throw new NotSupported("target \"" + desc + "\" (no such target filter)");
            } else {
                return null;
            }
        }
        if (types == 0 && !anyPermanent && subtype == null) {
            return null;
        }
        return new TargetFilter.PermanentTarget(types, excluded, controller, colors, subtype);
    }

    /** A creature or land type as written: a capitalised word of letters. */
    private static boolean isSubtypeWord(String word) {
        return Regex.matches(word, "\\p{Lu}[\\p{Ll}'-]+");
    }
}
