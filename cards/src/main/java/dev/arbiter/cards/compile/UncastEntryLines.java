package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.Cursor;
import dev.arbiter.cards.grammar.NounGrammar;
import dev.arbiter.cards.grammar.ParseFailure;
import dev.arbiter.cards.grammar.ast.Noun;
import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.StaticAbility;
import dev.arbiter.engine.ability.StaticEffect;

import java.util.List;
import java.util.Optional;

/**
 * A permanent that wasn't cast exiled instead of entering (614.1a, 614.12, 601.2):
 * <pre>
 * line := "if" ("a" | "an") noun "would enter the battlefield and it wasn't cast" "," "exile it instead" "."
 * </pre>
 * The noun names permanents and says "nontoken": a copy of a permanent spell resolves without being cast (707.10) and
 * becomes a token, which the engine would take for a cast spell.
 */
final class UncastEntryLines {

    private UncastEntryLines() {
    }

    /** The static ability of such a line, or empty when it is not one. */
    static Optional<List<Ability>> compile(String text) {
        String t = text.strip();
        if (!t.regionMatches(true, 0, "if ", 0, 3) || !t.contains(" wasn't cast")) return Optional.empty();
        Cursor c = Cursor.of(t);
        Noun noun;
        String what;
        try {
            c.expect("if");
            if (c.acceptAny("a", "an") == null) return Optional.empty();
            int from = c.mark();
            noun = NounGrammar.noun(c);
            what = c.textFrom(from);
            c.expect("would enter the battlefield and it wasn't cast , exile it instead .");
            if (!c.atEnd()) return Optional.empty();
        } catch (ParseFailure f) {
            return Optional.empty();
        }
        if (noun.plural() || noun.zone() != null || noun.controller() != null) return Optional.empty();
        if (!noun.adjectives().contains("nontoken")) {
            throw new NotSupported("a permanent that wasn't cast, tokens included (a copy of a permanent spell isn't cast)");
        }
        NounLowering.Lowered l = NounLowering.lower(noun);
        if (l.kind() != NounLowering.Kind.PERMANENT) return Optional.empty();
        return Optional.of(List.of(new StaticAbility(new StaticEffect.ExileInsteadOfEnteringUncast(l.filter(), what), t)));
    }
}
