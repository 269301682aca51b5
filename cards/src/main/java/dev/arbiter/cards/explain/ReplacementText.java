package dev.arbiter.cards.explain;

import dev.arbiter.engine.ability.ObjectFilter;
import dev.arbiter.engine.ability.Relation;
import dev.arbiter.engine.ability.StaticEffect;
import java.util.ArrayList;
import java.util.List;

/** Entering replacements (614.1c) and "can't be countered" (101.2) in words. */
final class ReplacementText {

    private ReplacementText() {
    }

    /** "~ enters the battlefield tapped unless you control a Swamp or a Mountain." */
    static String entersTappedUnless(StaticEffect.EntersTappedUnlessYouControl e, Scope s) {
        ObjectFilter f = e.filter().controlledBy(Relation.ANY);
        String what;
        if (e.atLeast() == 1 && e.atMost() == Integer.MAX_VALUE) {
            List<String> each = new ArrayList<>();
            if (!f.more().anySubtypes().isEmpty()) {
                for (String sub : f.more().anySubtypes()) each.add(Words.article(sub) + " " + sub);
            } else {
                String one = ObjectText.singular(f);
                each.add(Words.article(one) + " " + one);
            }
            what = Words.list(each, "or");
        } else if (e.atMost() == Integer.MAX_VALUE) {
            what = Words.number(e.atLeast()) + " or more other " + ObjectText.plural(f);
        } else {
            what = Words.number(e.atMost()) + " or fewer other " + ObjectText.plural(f);
        }
        return s.selfName() + " enters the battlefield tapped unless you control " + what + ".";
    }

    /** "This spell can't be countered." / "Creature spells can't be countered." */
    static String cantBeCountered(StaticEffect.CantBeCountered e) {
        if (e.spells() == null) return "This spell can't be countered.";
        return Words.capitalize(ObjectText.phrase(e.spells(), true, "spell")) + " can't be countered.";
    }
}
