package dev.arbiter.cards.compile;

import dev.arbiter.cards.text.CardText;
import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Affected;
import dev.arbiter.engine.ability.Condition;
import dev.arbiter.engine.ability.StaticAbility;
import dev.arbiter.engine.ability.StaticEffect;
import java.util.List;
import java.util.Optional;

/**
 * A static ability that functions only during its controller's turn (611.3b, 102.1):
 * <pre>
 * line := "During your turn," static-line
 * </pre>
 * where the rest is a whole line the compiler reads as static abilities that aren't layer effects ("During your turn,
 * prevent all damage that would be dealt to you."); the source has them while it is its controller's turn, as
 * "Your opponents can't cast spells during your turn" does. Layer effects (613) and other kinds of ability are left to
 * the other readings of the line.
 */
final class DuringYourTurnLines {

    private static final String PREFIX = "during your turn, ";

    private DuringYourTurnLines() {
    }

    static Optional<List<Ability>> compile(String text, CardText card, SpellEffectLines spell) {
        String t = text.strip();
        if (!t.regionMatches(true, 0, PREFIX, 0, PREFIX.length()) || t.length() <= PREFIX.length()) return Optional.empty();
        String rest = t.substring(PREFIX.length());
        rest = Character.toUpperCase(rest.charAt(0)) + rest.substring(1);
        Optional<List<Ability>> inner;
        try {
            inner = OracleCompiler.line(rest, card, spell);
        } catch (NotSupported e) {
            return Optional.empty(); // the other readings of the whole line are tried
        }
        if (inner.isEmpty() || inner.get().isEmpty()) return Optional.empty();
        for (Ability a : inner.get()) { // other abilities and layer effects: left to the other readings of the line
            if (!(a instanceof StaticAbility st) || st.effect().layered()) return Optional.empty();
        }
        StaticEffect granted = new StaticEffect.GrantAbilities(new Affected.Self(), inner.get(), new Condition.YourTurn(true));
        return Optional.of(List.of(new StaticAbility(granted, t)));
    }
}
