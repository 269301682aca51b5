package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.ast.Noun;
import dev.arbiter.cards.grammar.ast.ObjectRef;
import dev.arbiter.engine.ability.Subject;
import dev.arbiter.engine.ability.TargetFilter;
import dev.arbiter.engine.ability.TargetSpec;

import java.util.ArrayList;
import java.util.List;

/**
 * "Return target spell or creature to its owner's hand", "target spell or permanent with mana value 1 or greater"
 * (115.1; 400.7: a spell returned leaves the stack and becomes a new object in the hand): one target that is a spell on
 * the stack or a permanent of the other head's kind, the noun's qualities applying to both. Used only by the effects
 * that work on a spell as on a permanent (returning to the hand); elsewhere such a target stays refused.
 */
final class SpellOrPermanentTargets {

    private SpellOrPermanentTargets() {
    }

    /** The target for {@code ref}, or null when it is not a single "target spell or [permanent noun]". */
    static Subject lower(ParseContext ctx, ObjectRef ref) {
        if (!(ref instanceof ObjectRef.Targeted t) || t.min() != 1 || t.max() != 1 || t.another()) return null;
        Noun n = t.noun();
        if (n.plural() || n.zone() != null || n.heads().size() != 2 || !n.heads().contains("spell")) return null;
        List<String> others = new ArrayList<>(n.heads());
        others.remove("spell");
        if (others.size() != 1 || others.get(0).equals("card") || others.get(0).equals("ability")) return null;
        Noun spell = new Noun(n.adjectives(), List.of("spell"), n.subtypeModifiers(), n.controller(), n.with(), false, null);
        Noun permanent = new Noun(n.adjectives(), others, n.subtypeModifiers(), n.controller(), n.with(), false, null);
        NounLowering.Lowered s = NounLowering.lower(spell, true);
        NounLowering.Lowered p = NounLowering.lower(permanent, true);
        if (s.kind() != NounLowering.Kind.SPELL || p.kind() != NounLowering.Kind.PERMANENT) return null;
        int index = ctx.addTarget(TargetSpec.one(new TargetFilter.SpellOrPermanentMatching(s.filter(), p.filter()), t.text()));
        Subject subject = new Subject.TargetObject(index);
        ctx.lastObject(subject);
        return subject;
    }
}
