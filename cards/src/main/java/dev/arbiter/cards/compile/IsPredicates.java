package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.IsPredicateGrammar;
import dev.arbiter.cards.grammar.ast.PhraseNodes.AllAbleToBlock;
import dev.arbiter.cards.grammar.ast.PhraseNodes.Goaded;
import dev.arbiter.cards.grammar.ast.PhraseNodes.IsColor;
import dev.arbiter.cards.grammar.ast.PhraseNodes.Loses;
import dev.arbiter.cards.grammar.ast.PhraseNodes.MustBeBlocked;
import dev.arbiter.cards.grammar.ast.PhraseNodes.Predicate;
import dev.arbiter.cards.grammar.ast.PhraseNodes.Predicated;
import dev.arbiter.cards.text.CardText;
import dev.arbiter.engine.ability.Affected;
import dev.arbiter.engine.ability.Condition;
import dev.arbiter.engine.ability.StaticAbility;
import dev.arbiter.engine.ability.StaticEffect;
import java.util.ArrayList;
import java.util.List;

/**
 * The predicates of a static ability's subject that say what it is or must do, after or instead of its "gets" and
 * "has" (604, 613): "Enchanted creature gets +2/+2 and is goaded." (701.38b), "gets +3/+3, must be blocked if able, and
 * is goaded" (509.1c), "gets +3/+1 and is black" (layer 5, 613.1e, 105.3). Each predicate is taken off the end of the line, the
 * rest read by {@link LayerEffectLines}; the predicates apply to the objects it names.
 */
final class IsPredicates {

    private IsPredicates() {
    }

    /**
     * The effects of {@code body} when it ends with such predicates, or null when it doesn't, the rest isn't read, or the
     * line has an "as long as" condition (these effects are not conditioned).
     */
    static List<StaticEffect> effects(String body, CardText card, boolean itIsSelf, Condition condition) {
        if (!(condition instanceof Condition.Always)) return null;
        Predicated read = IsPredicateGrammar.read(body);
        if (read == null) return null;
        List<StaticEffect> out = new ArrayList<>();
        Affected a;
        if (read.subject() != null) {
            a = LayerSubjectLowering.affected(read.subject(), card, itIsSelf);
        } else {
            String head = read.head();
            int comma = head.lastIndexOf(", ");
            if (comma > 0 && !head.contains(" and ")) head = head.substring(0, comma) + " and " + head.substring(comma + 2);
            List<StaticEffect> first = LayerEffectLines.effects(head, card, itIsSelf, condition);
            if (first == null || first.isEmpty()) return null;
            a = LayerEffectLines.affectedOf(first.get(0));
            for (StaticEffect e : first) if (a == null || !a.equals(LayerEffectLines.affectedOf(e))) return null;
            out.addAll(first);
        }
        if (!(a instanceof Affected.Host) && !(a instanceof Affected.Self)) return null; // a singular subject: "is"
        for (Predicate p : read.predicates()) {
            StaticEffect e = predicate(p, a);
            if (e == null) return null;
            out.add(e);
        }
        return out;
    }

    private static StaticEffect predicate(Predicate p, Affected a) {
        if (p instanceof AllAbleToBlock) { // 509.1c: a requirement on each creature that could block it
            return a instanceof Affected.Host ? new StaticEffect.AllAbleToBlockDoSo(a) : null;
        }
        if (p instanceof Loses l) { // 613.1f: "has defender and loses flying", after what the line grants
            dev.arbiter.engine.ability.Keyword k = dev.arbiter.engine.ability.Keyword.ofText(l.keyword());
            return k == null ? null : new StaticEffect.LoseKeyword(a, k);
        }
        if (p instanceof Goaded) { // 701.38b: goaded by the controller of the Aura or Equipment
            return a instanceof Affected.Host ? new StaticEffect.IsGoaded(a) : null;
        }
        if (p instanceof MustBeBlocked) { // 509.1c: a requirement on the defending player's blocks
            return new StaticEffect.GrantAbilities(a, List.of(new StaticAbility(new StaticEffect.MustBeBlocked(),
                    "must be blocked if able")), new Condition.Always());
        }
        // 105.3, 613.1e: "is black": that colour instead of its others; "~ is black" would be a characteristic-defining
        // ability working in every zone (604.3), which a layer-5 effect on the battlefield is not
        dev.arbiter.engine.characteristic.Color c = NounLowering.color(((IsColor) p).color());
        return c == null || !(a instanceof Affected.Host) ? null : new StaticEffect.SetColors(a, c.bit());
    }
}
