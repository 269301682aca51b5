package dev.arbiter.cards.grammar.ast;

/**
 * "Target player sacrifices a creature. If a Goblin is sacrificed this way, [then]." (608.2c): {@code then} happens only
 * if the step before moved at least one object matching {@code noun} (as it last existed before the move, 608.2h) the way
 * {@code verb} says; {@code step} is null until the sentence is joined to the step before it.
 */
public record IfMovedNode(EffectNode step, Verb verb, Noun noun, EffectNode then) implements EffectNode {
    /** How the step moved what is counted: destroyed (701.8), exiled (406), sacrificed (701.17), discarded (701.9). */
    public enum Verb { DESTROYED, EXILED, SACRIFICED, DISCARDED }

    /** The same sentence joined to {@code step}. */
    public IfMovedNode after(EffectNode step) {
        return new IfMovedNode(step, verb, noun, then);
    }
}
