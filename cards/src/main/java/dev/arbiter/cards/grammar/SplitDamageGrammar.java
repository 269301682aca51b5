package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.DamageTo;
import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.ObjectRef;

import java.util.ArrayList;
import java.util.List;

/**
 * One source dealing different amounts to different recipients in one sentence (120.1, 115.3):
 * <pre>
 * split := damage-clause ("," | "and" | ", and") N "damage to" recipients   (repeated; "and" ends the list)
 * recipients := "itself" (the source "~", or a target that deals the damage) | recipients of ReferenceGrammar
 * </pre>
 * "Cunning Strike deals 2 damage to target creature and 2 damage to target player or planeswalker."
 * A later "another target" must differ from the earlier targets, which the engine's target requirements
 * can't say: such text is left unread (the sentence then fails to parse).
 */
final class SplitDamageGrammar {

    private SplitDamageGrammar() {
    }

    /** The damage clause with the further amounts and recipients after it, or as {@link DamageFollowUpGrammar} reads it. */
    static EffectNode damage(Cursor c, ObjectRef source, EffectNode.Damage first) {
        List<EffectNode> parts = new ArrayList<>();
        parts.add(first);
        while (true) {
            int m = c.mark();
            boolean comma = c.accept(",");
            boolean and = c.accept("and");
            if (!comma && !and) break;
            EffectNode.Damage next = part(c, source);
            if (next == null) {
                c.reset(m);
                break;
            }
            parts.add(next);
            if (and) break; // "..., and 3 damage to ..." is the last
        }
        if (parts.size() == 1) return DamageFollowUpGrammar.follow(c, first);
        return new EffectNode.Sequence(parts);
    }

    /** The recipients after "damage to"; "itself" is the source when the source is "~" (120.1). */
    static List<DamageTo> recipients(Cursor c, ObjectRef source) {
        // "Target creature deals damage to itself equal to its power": the target is the source and the recipient (120.1)
        if ((source instanceof ObjectRef.Self || source instanceof ObjectRef.Targeted) && c.at("itself") && !c.at("itself and")) {
            c.next();
            return List.of(new DamageTo.Objects(source));
        }
        return ReferenceGrammar.recipients(c);
    }

    /** "N damage to recipients" at the cursor, or null (the cursor may have moved: the caller resets it). */
    private static EffectNode.Damage part(Cursor c, ObjectRef source) {
        Token t = c.peek();
        if (t == null || !(t.kind() == Token.Kind.NUMBER || t.is("x")) || c.peek(1) == null || !c.peek(1).is("damage")) {
            return null;
        }
        var amount = EffectGrammar.amount(c);
        if (!c.accept("damage to")) return null;
        String another = c.acceptAny("another target", "a third target", "a fourth target");
        if (another != null) return new EffectNode.Damage(source, amount, List.of(new DamageTo.AnotherTarget(another))); // 115.3
        List<DamageTo> to;
        try {
            to = recipients(c, source);
        } catch (ParseFailure f) {
            return null;
        }
        for (DamageTo d : to) {
            if (d instanceof DamageTo.Objects o && o.ref() instanceof ObjectRef.Targeted tg && tg.another()) return null; // 115.3
        }
        return new EffectNode.Damage(source, amount, to);
    }
}
