package dev.arbiter.cards.grammar.ast;

import java.util.List;

/**
 * An "as long as" condition on what one object is (611.3b), read with the static line's body by
 * {@code ObjectStatusGrammar}; {@code body} is the body about that object, its "it" as the object's own words.
 */
public sealed interface ObjectStatusNode {

    /**
     * "As long as enchanted creature is black, it gets +1/+1" / "Enchanted creature has shroud as long as it's
     * untapped": the condition on the object ({@code condition}, read by the intervening-"if" grammar) and the body.
     */
    record Status(ConditionNode condition, String body) implements ObjectStatusNode {
    }

    /**
     * "Each land gets +2/+2 as long as it's a creature" (611.3a): the condition joins the group's noun, {@code body}
     * "Each land creature gets +2/+2"; no condition left.
     */
    record EachIs(String body) implements ObjectStatusNode {
    }

    /**
     * "Enchanted creature has shroud as long as its controller controls another creature": the count of "you control
     * ..." ({@code youControl}, its readings) for the controller of the permanent the source is attached to.
     */
    record HostController(List<StaticConditionNode> youControl) implements ObjectStatusNode {
    }
}
