package dev.arbiter.cards.grammar.ast;

/** The syntax tree of static abilities and replacement lines the grammar reads (604, 614). */
public sealed interface StaticNode {

    /** "~ enters the battlefield tapped." (614.1c). */
    record EntersTapped() implements StaticNode {
    }

    /** "~ enters the battlefield with N KIND counters on it." (614.1c, 122.6). */
    record EntersWithCounters(String kind, AmountNode amount) implements StaticNode {
    }

    /** "You control enchanted creature." (613.1b): the controller of the source controls the object. */
    record YouControl(ObjectRef objects) implements StaticNode {
    }
}
