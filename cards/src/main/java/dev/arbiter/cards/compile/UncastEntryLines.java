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
 * The noun names permanents; tokens being created and copies of permanent spells (707.10) weren't cast.
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
        NounLowering.Lowered l = NounLowering.lower(noun);
        if (l.kind() != NounLowering.Kind.PERMANENT) return Optional.empty();
        return Optional.of(List.of(new StaticAbility(new StaticEffect.ExileInsteadOfEnteringUncast(l.filter(), what), t)));
    }

    /** "Until end of turn, if a [noun] would enter the battlefield and it wasn't cast, exile it instead." (614.1a). */
    static dev.arbiter.engine.ability.Effect lower(Noun noun) {
        if (noun.plural() || noun.zone() != null || noun.controller() != null) {
            throw new NotSupported("\"would enter the battlefield\" of this noun");
        }
        NounLowering.Lowered l = NounLowering.lower(noun);
        if (l.kind() != NounLowering.Kind.PERMANENT) throw new NotSupported("\"would enter the battlefield\" of a card or spell");
        return new dev.arbiter.engine.ability.Effect.ExileUncastEnteringThisTurn(l.filter(), words(noun));
    }

    /** The noun as written, for rendering. */
    private static String words(Noun noun) {
        StringBuilder b = new StringBuilder();
        for (String a : noun.adjectives()) b.append(a).append(' ');
        for (String h : noun.heads()) b.append(h).append(' ');
        return b.toString().strip();
    }
}
