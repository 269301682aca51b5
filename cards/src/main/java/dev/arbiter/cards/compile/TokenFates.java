package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.Cursor;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.Subject;
import dev.arbiter.engine.timing.Step;

import java.util.ArrayList;
import java.util.List;

/**
 * "Create [tokens]. Exile them / Sacrifice that token at the beginning of the next end step | at end of combat."
 * (603.7a, 603.7c): the delayed triggered ability acts on exactly the tokens the effect created, whatever the
 * count; lowered to {@link Effect.CreateTokensThen}.
 */
final class TokenFates {

    private TokenFates() {
    }

    /**
     * The effect when {@code before} ends in creating tokens and {@code clause} (the delayed sentence without its
     * "when") exiles, sacrifices or destroys them, else null.
     */
    static Effect delayed(Effect before, String clause, Step step, String text) {
        if (before == null) return null;
        List<Effect> parts = new ArrayList<>(before instanceof Effect.Sequence s ? s.effects() : List.of(before));
        Effect last = parts.get(parts.size() - 1);
        Effect create = last;
        boolean attacking = false;
        if (last instanceof Effect.CreateTokensThen t) {
            if (t.step() != null) return null;
            if (t.fate() == null) { // else it already acts on them now ("It gains haste."): the delayed one wraps it
                create = t.create();
                attacking = t.attacking();
            }
        }
        if (!(create instanceof Effect.CreateTokens || create instanceof Effect.CreateTokensFor
                || create instanceof Effect.CreateTokenCopy || create instanceof Effect.CreateTokensThen)) {
            return null;
        }
        Cursor c = Cursor.of(clause);
        String verb = c.acceptAny("exile", "sacrifice", "destroy");
        if (verb == null || c.acceptAny("them", "it", "that token", "those tokens", "the token", "the tokens") == null
                || !c.atEnd()) {
            return null;
        }
        Subject them = new Subject.TargetObject(0); // the tokens, bound as the delayed trigger is made (603.7c)
        Effect fate = switch (verb) {
            case "exile" -> new Effect.Exile(them);
            case "sacrifice" -> new Effect.SacrificePermanent(them);
            default -> new Effect.Destroy(them);
        };
        parts.set(parts.size() - 1, new Effect.CreateTokensThen(create, attacking, step, fate, text));
        return EffectParser.sequence(parts);
    }
}
