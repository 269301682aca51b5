package dev.arbiter.cards.compile;

import dev.arbiter.engine.ability.Amount;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.SpellAbility;
import dev.arbiter.engine.ability.Subject;
import dev.arbiter.engine.timing.Step;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * 111.2, 707.2: "create N tokens that are copies of [object]" makes N copies at once ({@link Effect.CreateTokenCopies});
 * a sentence after it that names "them" (603.7c: "Exile them at the beginning of the next end step", 608.2c: "They gain
 * haste") acts on exactly the tokens made, never on the object copied.
 */
class TokenCopiesCountTest {

    private static Effect spell(String text) {
        return ((SpellAbility) Compiled.only("Test Copier {2}{R}\nSorcery\n" + text + "\n")).effect();
    }

    @Test
    void twoCopiesAreOneEffectWithACount() { // Astral Dragon's wording
        Effect e = spell("Create two tokens that are copies of target creature.");
        assertThat(e).isInstanceOf(Effect.CreateTokenCopies.class);
        assertThat(((Effect.CreateTokenCopies) e).count()).isEqualTo(new Amount.Fixed(2));
    }

    @Test
    void exileThemActsOnTheTokensMadeNotOnTheTarget() { // 603.7c: bound to the tokens as the delayed trigger is made
        Effect e = spell("Create two tokens that are copies of target creature. They gain haste. "
                + "Exile them at the beginning of the next end step.");
        assertThat(e).isInstanceOf(Effect.CreateTokensThen.class);
        Effect.CreateTokensThen t = (Effect.CreateTokensThen) e;
        assertThat(t.step()).isEqualTo(Step.END);
        assertThat(t.fate()).isEqualTo(new Effect.Exile(new Subject.TargetObject(0)));
        assertThat(t.create()).isInstanceOf(Effect.CreateTokensThen.class); // "They gain haste": the same tokens, now
        assertThat(((Effect.CreateTokensThen) t.create()).create()).isInstanceOf(Effect.CreateTokenCopies.class);
    }

    @Test
    void oneCopyIsStillSaidAsAToken() { // "create one tokens that are copies" is not English: a count of two or more
        assertThat(Compiled.inline("Test Copier {2}{R}\nSorcery\nCreate a tokens that are copies of target creature.\n"))
                .isInstanceOf(CompileResult.Unsupported.class);
    }
}
