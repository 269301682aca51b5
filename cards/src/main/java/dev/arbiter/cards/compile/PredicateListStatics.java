package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.PredicateListGrammar;
import dev.arbiter.cards.grammar.ast.PredicateList;
import dev.arbiter.cards.text.CardText;
import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Affected;
import dev.arbiter.engine.ability.Condition;
import dev.arbiter.engine.ability.StaticEffect;
import dev.arbiter.engine.characteristic.Color;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A static line's list of predicates with "is COLOUR" among them (105.3, 613.1e-f, 613.4c, 611.3b), read by
 * {@link PredicateListGrammar}: "As long as seven or more cards are in your graveyard, ~ gets +3/+3, is black, has
 * trample, and has "..."". Each predicate is its layer's effect on the subject, all under the line's condition; "is
 * black" under a condition is a layer-5 effect while it holds ({@link StaticEffect.SetColorsWhile}); without one it is
 * read only of a host ("enchanted creature"), since "~ is black" alone would be a characteristic-defining ability
 * (604.3), which this is not.
 */
final class PredicateListStatics {

    private PredicateListStatics() {
    }

    /** The effects of {@code body}, or null when it isn't such a list or some predicate doesn't lower. */
    static List<StaticEffect> effects(String body, CardText card, boolean itIsSelf, Condition condition) {
        PredicateList read = PredicateListGrammar.read(body);
        if (read == null) return null;
        Affected a = LayerSubjectLowering.affected(read.subject(), card, itIsSelf);
        if (a == null) return null;
        boolean singular = LayerSubjectLowering.singular(read.subject());
        boolean conditioned = !(condition instanceof Condition.Always);
        List<StaticEffect> out = new ArrayList<>();
        for (PredicateList.Item item : read.items()) {
            if (singular != singular(item.verb())) return null; // "~ gets", "Creatures you control get"
            if (item instanceof PredicateList.Gets g) { // 613.4c
                out.add(new StaticEffect.ModifyPowerToughness(a, g.power(), g.toughness(), condition));
            } else if (item instanceof PredicateList.Has h) { // 613.1f
                List<Ability> granted = GrantedAbilities.lower(h.abilities(), card, a instanceof Affected.Self);
                if (granted == null) return null;
                out.add(new StaticEffect.GrantAbilities(a, granted, condition));
            } else {
                Color c = NounLowering.color(((PredicateList.IsColor) item).color());
                if (c == null) return null;
                StaticEffect.SetColors colors = new StaticEffect.SetColors(a, c.bit()); // 105.3, 613.1e
                if (conditioned) {
                    out.add(new StaticEffect.SetColorsWhile(colors, condition)); // 611.3b
                } else if (a instanceof Affected.Host) {
                    out.add(colors);
                } else {
                    return null; // "~ is black" unconditioned: a characteristic-defining ability (604.3)
                }
            }
        }
        return out;
    }

    /** Whether a verb is the singular form ("gets", "is", "has"). */
    private static boolean singular(String verb) {
        String v = verb.toLowerCase(Locale.ROOT);
        return v.equals("gets") || v.equals("is") || v.equals("has");
    }
}
