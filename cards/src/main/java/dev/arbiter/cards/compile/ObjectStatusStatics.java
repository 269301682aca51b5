package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.ObjectStatusGrammar;
import dev.arbiter.cards.grammar.ast.ObjectStatusNode;
import dev.arbiter.engine.ability.Condition;

/**
 * Lowers the "as long as" conditions on what one object is (611.3b), read by {@link ObjectStatusGrammar} into an
 * {@link ObjectStatusNode}, for static abilities that change characteristics. The engine judges the status on the
 * object as the layers have made it when the effect's layer applies.
 */
final class ObjectStatusStatics {

    /** The condition and the body with "it" replaced by the object's own words. */
    record Read(Condition condition, String body) {
    }

    private ObjectStatusStatics() {
    }

    /** "enchanted creature is black" and "it gets +1/+1": the condition and "enchanted creature gets +1/+1", or null. */
    static Read leading(String condition, String body) {
        return lower(ObjectStatusGrammar.leading(condition, body));
    }

    /**
     * "As long as equipped creature is tapped, tapped creatures you control get +2/+0." (611.3b): a condition on the
     * host ("enchanted land is a basic Mountain") before a body about other objects; the condition, or null.
     */
    static Condition hostIs(String condition) {
        Read r = lower(ObjectStatusGrammar.onHost(condition));
        return r != null && r.condition() instanceof Condition.ObjectIs o && o.host() ? r.condition() : null;
    }

    /** "Each land gets +2/+2" and "it's a creature": "Each land creature gets +2/+2" (611.3a), or null. */
    static String eachIs(String body, String condition) {
        ObjectStatusNode.EachIs each = ObjectStatusGrammar.eachIs(body, condition);
        return each == null ? null : each.body();
    }

    /** "Enchanted creature gets +1/+2" and "it's white": the condition on the subject, or null. */
    static Read trailing(String body, String condition) {
        return lower(ObjectStatusGrammar.trailing(body, condition));
    }

    /**
     * "Enchanted creature has shroud" and "its controller controls another creature" (611.3b): the count for the
     * controller of the permanent the source is attached to, that permanent not counted as "another"; or null.
     */
    static Condition hostController(String body, String condition) {
        ObjectStatusNode.HostController h = ObjectStatusGrammar.hostController(body, condition);
        if (h == null) return null;
        Condition you = StaticConditionLowering.lower(h.youControl());
        return you instanceof Condition.YouControlCount y ? new Condition.HostControllerControls(y.filter(), y.min(), y.max()) : null;
    }

    /** The condition on the object, only when it is one (not a count or a condition on the game), or null. */
    private static Read lower(ObjectStatusNode.Status s) {
        if (s == null) return null;
        try {
            Condition cond = ConditionLowering.lower(s.condition(), false);
            return cond instanceof Condition.ObjectIs || cond instanceof Condition.SourceUntapped ? new Read(cond, s.body()) : null;
        } catch (dev.arbiter.cards.grammar.ParseFailure | NotSupported f) {
            return null;
        }
    }
}
