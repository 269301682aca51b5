package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.Cursor;
import dev.arbiter.cards.grammar.NounGrammar;
import dev.arbiter.cards.grammar.ParseFailure;
import dev.arbiter.cards.grammar.ReferenceGrammar;
import dev.arbiter.cards.grammar.ast.AmountNode;
import dev.arbiter.cards.grammar.ast.Noun;
import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Relation;
import dev.arbiter.engine.ability.StaticAbility;
import dev.arbiter.engine.ability.StaticEffect;

import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A cost paid instead of entering, or the permanent goes to the graveyard (614.1a, 614.12; 701.17a sacrifice, 701.8a
 * discard):
 * <pre>
 * line := "If ~ would enter the battlefield," ["you may"] ("sacrifice" | "discard") count noun "instead."
 *         "If you do, put ~ onto the battlefield." "If you don't, put it into its owner's graveyard."
 * count := "a" | "an" | N
 * </pre>
 * Sacrificed: permanents its controller controls; discarded: cards in their hand.
 */
final class EnterInsteadLines {

    private static final GuardedPattern LINE = GuardedPattern.compile("If ~ would enter the battlefield, (you may )?"
            + "(sacrifice|discard) (.+?) instead\\. If you do, put ~ onto the battlefield\\. "
            + "If you don't, put it into its owner's graveyard\\.", Pattern.CASE_INSENSITIVE);

    private EnterInsteadLines() {
    }

    /** The static ability of such a line, or empty. */
    static Optional<List<Ability>> compile(String text) {
        Matcher m = LINE.matcher(text.strip());
        if (!m.matches()) return Optional.empty();
        boolean discard = m.group(2).equalsIgnoreCase("discard");
        String what = m.group(3).strip();
        Cursor c = Cursor.of(what);
        int count = 1;
        Noun noun;
        try {
            if (c.acceptAny("a", "an") == null) {
                AmountNode n = ReferenceGrammar.count(c);
                if (!(n instanceof AmountNode.Fixed f) || f.value() < 2) return Optional.empty();
                count = f.value();
            }
            noun = NounGrammar.noun(c);
        } catch (ParseFailure f) {
            return Optional.empty();
        }
        if (!c.atEnd() || noun.plural() != (count > 1) || noun.zone() != null) return Optional.empty();
        NounLowering.Lowered l = NounLowering.lower(noun);
        if (l.kind() != (discard ? NounLowering.Kind.CARD : NounLowering.Kind.PERMANENT)) return Optional.empty();
        if (l.filter().controller() != Relation.ANY) return Optional.empty();
        StaticEffect e = new StaticEffect.EntersOnlyIfPaid(discard, l.filter(), count, m.group(1) != null, what);
        return Optional.of(List.of(new StaticAbility(e, text.strip())));
    }
}
