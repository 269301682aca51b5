package dev.arbiter.cards.explain;

import dev.arbiter.engine.ability.Amount;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.timing.Step;

import java.util.List;

/**
 * Tokens created attacking (508.4: "... tokens that are tapped and attacking") and/or with a delayed trigger made for
 * them (603.7a: "Exile them at the beginning of the next end step"), written back as one or two sentences.
 */
final class TokenThenText {

    private TokenThenText() {
    }

    static List<Clause> clauses(Effect.CreateTokensThen t, Scope s) {
        Effect create = t.create();
        Effect made = create instanceof Effect.CreateTokensThen inner ? inner.create() : create; // 608.2c then 603.7c
        boolean tapped = create instanceof Effect.CreateTokensFor f && f.tapped();
        Amount count = made instanceof Effect.CreateTokens c ? c.count()
                : made instanceof Effect.CreateTokensFor f ? f.count()
                : made instanceof Effect.CreateTokenCopies c ? c.count() : new Amount.Fixed(1); // 111.2: N copies
        if (tapped && t.attacking()) { // "that's tapped and attacking" says the tapped part
            Effect.CreateTokensFor f = (Effect.CreateTokensFor) create;
            create = new Effect.CreateTokensFor(f.who(), f.count(), f.token(), false);
        }
        String text = ClauseJoiner.join(EffectText.clauses(create, s));
        boolean one = count instanceof Amount.Fixed n && n.value() == 1;
        if (t.attacking()) {
            String words = (one ? " that's " : " that are ") + (tapped ? "tapped and attacking" : "attacking");
            int each = text.indexOf(" for each "); // "a ... token that's tapped and attacking for each ..."
            text = each < 0 ? text + words : text.substring(0, each) + words + text.substring(each);
        }
        if (t.step() == null && t.fate() != null && t.text() != null) text += ". " + t.text(); // 608.2c
        if (t.step() != null) {
            String verb = t.fate() instanceof Effect.Exile ? "exile" : t.fate() instanceof Effect.Destroy ? "destroy" : "sacrifice";
            String when = t.step() == Step.END ? "at the beginning of the next end step"
                    : t.step() == Step.UPKEEP ? "at the beginning of the next turn's upkeep"
                    : t.step() == Step.CLEANUP ? "at the beginning of the next cleanup step" : "at end of combat"; // 514.3a
            text += ". " + Words.capitalize(verb + (one ? " it " : " them ") + when);
        }
        return List.of(Clause.sentence(t, text));
    }
}
