package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.GroupCharacteristicGrammar;
import dev.arbiter.cards.grammar.ParseFailure;
import dev.arbiter.cards.grammar.ast.LayerSubject;
import dev.arbiter.cards.grammar.ast.StaticLineNodes.GroupColours;
import dev.arbiter.cards.grammar.ast.StaticLineNodes.GroupTypes;
import dev.arbiter.cards.text.CardText;
import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Affected;
import dev.arbiter.engine.ability.StaticAbility;
import dev.arbiter.engine.ability.StaticEffect;
import dev.arbiter.engine.card.CreatureTypes;
import dev.arbiter.engine.characteristic.CardType;
import dev.arbiter.engine.characteristic.Color;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * Lowers {@link GroupCharacteristicGrammar}: colours and types a static ability gives a group of permanents or the permanent an Aura is attached to:
 * <pre>
 * line := subject ("is" | "are") ("colorless" | colour (("," | "and" | ", and") colour)*) "."                 (layer 5, 105.2c)
 *       | group "are" plural-type+ "in addition to their other" ["creature"] "types" "."                         (layer 4, 205.1b)
 * </pre>
 * ("All permanents are colorless.", "Creatures you control are Slivers in addition to their other creature types.", "All
 * permanents are enchantments in addition to their other types."). Not the permanent itself: "~ is colorless" defines its
 * colour in every zone (604.3), which a layer effect on the battlefield doesn't say.
 */
final class GroupCharacteristicLines {
    private static final Set<String> BASIC_LAND_TYPES = Set.of("Plains", "Island", "Swamp", "Mountain", "Forest");

    private GroupCharacteristicLines() {
    }

    static Optional<List<Ability>> compile(String text, CardText card) {
        String t = text.strip();
        GroupColours colours = colours(t);
        if (colours != null) {
            Affected a = subject(colours.subject(), colours.verb().equalsIgnoreCase("are"), card);
            if (a == null) return Optional.empty();
            int mask = 0;
            for (String w : colours.colours()) {
                Color c = NounLowering.color(w.toLowerCase(Locale.ROOT));
                if (c != null) mask |= c.bit();
            }
            return Optional.of(List.of(new StaticAbility(new StaticEffect.SetColors(a, mask), t))); // 613.1e
        }
        GroupTypes node = types(t);
        if (node == null) return Optional.empty();
        Affected a = subject(node.subject(), true, card);
        if (!(a instanceof Affected.All)) return Optional.empty();
        boolean creatureTypes = node.creatureTypes();
        int types = 0;
        List<String> subtypes = new ArrayList<>();
        for (String word : node.words()) {
            if (word.isEmpty() || word.equalsIgnoreCase("and")) continue;
            if (Character.isLowerCase(word.charAt(0))) { // "enchantments", "artifacts", "lands": card types (205.2)
                CardType type = word.endsWith("s") ? NounLowering.cardType(word.substring(0, word.length() - 1)) : null;
                if (type == null || type == CardType.CREATURE || creatureTypes) return Optional.empty();
                types |= type.bit();
                continue;
            }
            String one = BASIC_LAND_TYPES.contains(word) ? word : word.endsWith("s") && !word.endsWith("ss")
                    ? word.substring(0, word.length() - 1) : null;
            if (one == null) return Optional.empty();
            boolean creature = CreatureTypes.isCreatureType(one);
            if (creatureTypes ? !creature : !creature && !BASIC_LAND_TYPES.contains(one)) return Optional.empty();
            subtypes.add(one);
        }
        if (types == 0 && subtypes.isEmpty()) return Optional.empty();
        return Optional.of(List.of(new StaticAbility(new StaticEffect.AddTypes(a, types, subtypes), t))); // 613.1d
    }

    private static GroupColours colours(String t) {
        String lower = t.toLowerCase(Locale.ROOT);
        if (!lower.endsWith("colorless.") && !lower.endsWith("white.") && !lower.endsWith("blue.") && !lower.endsWith("black.")
                && !lower.endsWith("red.") && !lower.endsWith("green.")) return null;
        try {
            return GroupCharacteristicGrammar.colours(t);
        } catch (ParseFailure f) {
            return null;
        }
    }

    private static GroupTypes types(String t) {
        if (!t.toLowerCase(Locale.ROOT).contains(" in addition to their other ")) return null;
        try {
            return GroupCharacteristicGrammar.types(t);
        } catch (ParseFailure f) {
            return null;
        }
    }

    /** The enchanted or equipped permanent, or a group ("all permanents", "Slivers you control"); never the source. */
    private static Affected subject(LayerSubject s, boolean plural, CardText card) {
        if (s instanceof LayerSubject.Self || s instanceof LayerSubject.It) return null; // 604.3: a characteristic-defining ability
        Affected a = LayerSubjectLowering.affected(s, card, false);
        if (a == null || a instanceof Affected.Self || (a instanceof Affected.All) != plural) return null;
        return a;
    }
}
