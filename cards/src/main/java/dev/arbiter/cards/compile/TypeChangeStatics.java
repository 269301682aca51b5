package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.ast.LayerSubject;
import dev.arbiter.cards.grammar.ParseFailure;
import dev.arbiter.cards.grammar.TypeChangeGrammar;
import dev.arbiter.cards.grammar.ast.StaticLineNodes.BecomesWithBase;
import dev.arbiter.cards.grammar.ast.StaticLineNodes.InAdditionTypes;
import dev.arbiter.engine.ability.Affected;
import dev.arbiter.engine.ability.StaticEffect;
import dev.arbiter.engine.card.CreatureTypes;
import dev.arbiter.engine.characteristic.CardType;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.BiFunction;
import java.util.function.Function;

/**
 * Lowers {@link TypeChangeGrammar}: static abilities of an Aura or Equipment (or a permanent on itself) that change types and colours, layers 4 and 5
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

    private TypeChangeStatics() {
    }

    /**
     * The effects of {@code body} when it is one of these lines, or null. {@code affected} names the subject for a
     * singular verb ("has") or null; {@code head} reads the effects before ", and is ..." or null.
     */
    static List<StaticEffect> effects(String body, BiFunction<LayerSubject, String, Affected> affected,
                                      Function<String, List<StaticEffect>> head) {
        String lower = body.toLowerCase(Locale.ROOT);
        if (lower.contains(" in addition to its other ")) {
            try {
                return inAddition(TypeChangeGrammar.inAddition(body), affected, head);
            } catch (ParseFailure f) {
                // not this shape: the other
            }
        }
        if (lower.contains(" with base power and toughness ")) {
            try {
                return becomes(TypeChangeGrammar.becomes(body), affected);
            } catch (ParseFailure f) {
                return null;
            }
        }
        return null;
    }

    private static List<StaticEffect> inAddition(InAdditionTypes m, BiFunction<LayerSubject, String, Affected> affected,
                                                 Function<String, List<StaticEffect>> head) {
        AnimationClauses.Words w = AnimationClauses.words(m.words());
        if (w == null || w.types() == 0 && w.subtypes().isEmpty()) return null;
        String other = m.other();
        if (w.colors() != 0 && !other.equals("colors and types")) return null; // 105.3: a colour only "in addition to its other colors"
        if (other.equals("creature types") && (w.types() != 0 || !w.subtypes().stream().allMatch(CreatureTypes::isCreatureType))) {
            return null;
        }
        List<StaticEffect> out = new ArrayList<>();
        Affected a;
        if (!m.joined()) { // "Enchanted creature is a Pirate in addition to ...": the subject alone
            a = affected.apply(m.subject(), "has");
            if (a == null || a instanceof Affected.All) return null;
        } else {
            String h = m.head();
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

    private static List<StaticEffect> becomes(BecomesWithBase m, BiFunction<LayerSubject, String, Affected> affected) {
        if (m.losesBefore() && m.losesAfter()) return null;
        Affected a = affected.apply(m.subject(), "has");
        if (a == null || a instanceof Affected.All) return null;
        String words = m.words().strip();
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
        if (m.losesBefore() || m.losesAfter()) out.add(new StaticEffect.LoseAllAbilities(a)); // 613.1f
        out.add(new StaticEffect.SetTypes(a, types, w.subtypes())); // 205.1b, 613.1d
        if (w.colors() != 0) out.add(new StaticEffect.SetColors(a, w.colors())); // 105.3, 613.1e
        out.add(new StaticEffect.SetBasePowerToughness(a, m.power(), m.toughness(),
                new dev.arbiter.engine.ability.Condition.Always())); // 613.4b
        return out;
    }
}
