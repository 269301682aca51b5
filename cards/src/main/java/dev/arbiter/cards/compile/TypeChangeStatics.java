package dev.arbiter.cards.compile;

import dev.arbiter.engine.ability.Affected;
import dev.arbiter.engine.ability.StaticEffect;
import dev.arbiter.engine.card.CreatureTypes;
import dev.arbiter.engine.characteristic.CardType;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Static abilities of an Aura or Equipment (or a permanent on itself) that change types and colours, layers 4 and 5
 * (613.1d, 613.1e), with the layer-6 and -7 effects of the same line:
 * <pre>
 * inAddition := [head (", and" | "and")] "is" ("a" | "an") words "in addition to its other"
 *               ("types" | "creature types" | "colors and types")                                  (205.1a, 105.3)
 * becomes    := subject ["loses all abilities and"] "is" ("a" | "an") [colour] subtype+ ["creature"]
 *               "with base power and toughness" P "/" T ["and loses all abilities"]               (205.1b, 613.4b)
 * </pre>
 * Without "in addition", the new creature types replace the old ones (205.1b); "a Coward creature" makes creature its
 * only card type (205.1a); a colour replaces the object's colours (105.3).
 */
final class TypeChangeStatics {

    private static final int F = Pattern.CASE_INSENSITIVE;
    private static final GuardedPattern IN_ADDITION = GuardedPattern.compile(
            "(.+?)(,? and | )is an? ([\\w ]+?) in addition to its other (types|creature types|colors and types)", F);
    private static final GuardedPattern BECOMES = GuardedPattern.compile(
            "(.+?) (loses all abilities and )?is an? ([\\w ]+?) with base power and toughness (\\d+)/(\\d+)( and loses all abilities)?", F);

    private TypeChangeStatics() {
    }

    /**
     * The effects of {@code body} when it is one of these lines, or null. {@code affected} names the subject for a
     * singular verb ("has") or null; {@code head} reads the effects before ", and is ..." or null.
     */
    static List<StaticEffect> effects(String body, BiFunction<String, String, Affected> affected,
                                      Function<String, List<StaticEffect>> head) {
        Matcher m = IN_ADDITION.matcher(body);
        if (m.matches()) return inAddition(m, affected, head);
        m = BECOMES.matcher(body);
        if (m.matches()) return becomes(m, affected);
        return null;
    }

    private static List<StaticEffect> inAddition(Matcher m, BiFunction<String, String, Affected> affected,
                                                 Function<String, List<StaticEffect>> head) {
        AnimationClauses.Words w = AnimationClauses.words(m.group(3));
        if (w == null || w.types() == 0 && w.subtypes().isEmpty()) return null;
        String other = m.group(4).toLowerCase(Locale.ROOT);
        if (w.colors() != 0 && !other.equals("colors and types")) return null; // 105.3: a colour only "in addition to its other colors"
        if (other.equals("creature types") && (w.types() != 0 || !w.subtypes().stream().allMatch(CreatureTypes::isCreatureType))) {
            return null;
        }
        List<StaticEffect> out = new ArrayList<>();
        Affected a;
        if (m.group(2).equals(" ")) { // "Enchanted creature is a Pirate in addition to ...": the subject alone
            a = affected.apply(m.group(1), "has");
            if (a == null || a instanceof Affected.All) return null;
        } else {
            String h = m.group(1);
            int comma = h.lastIndexOf(", ");
            if (comma > 0) h = h.substring(0, comma) + " and " + h.substring(comma + 2); // "gets +2/+0, has menace"
            List<StaticEffect> first = head.apply(h);
            if (first == null || first.isEmpty()) return null;
            a = LayerEffectLines.affectedOf(first.get(0));
            if (a == null) return null;
            out.addAll(first);
        }
        out.add(new StaticEffect.AddTypes(a, w.types(), w.subtypes())); // 613.1d
        if (w.colors() != 0) out.add(new StaticEffect.AddColors(a, w.colors())); // 613.1e
        return out;
    }

    private static List<StaticEffect> becomes(Matcher m, BiFunction<String, String, Affected> affected) {
        if (m.group(2) != null && m.group(6) != null) return null;
        Affected a = affected.apply(m.group(1), "has");
        if (a == null || a instanceof Affected.All) return null;
        String words = m.group(3).strip();
        int types = 0;
        if (words.toLowerCase(Locale.ROOT).endsWith(" creature")) { // 205.1a: "a Coward creature": creature its only card type
            types = CardType.CREATURE.bit();
            words = words.substring(0, words.length() - " creature".length());
        }
        AnimationClauses.Words w = AnimationClauses.words(words);
        if (w == null || w.types() != 0 || w.subtypes().isEmpty()
                || !w.subtypes().stream().allMatch(CreatureTypes::isCreatureType)) {
            return null;
        }
        List<StaticEffect> out = new ArrayList<>();
        if (m.group(2) != null || m.group(6) != null) out.add(new StaticEffect.LoseAllAbilities(a)); // 613.1f
        out.add(new StaticEffect.SetTypes(a, types, w.subtypes())); // 205.1b, 613.1d
        if (w.colors() != 0) out.add(new StaticEffect.SetColors(a, w.colors())); // 105.3, 613.1e
        out.add(new StaticEffect.SetBasePowerToughness(a, Integer.parseInt(m.group(4)), Integer.parseInt(m.group(5)),
                new dev.arbiter.engine.ability.Condition.Always())); // 613.4b
        return out;
    }
}
