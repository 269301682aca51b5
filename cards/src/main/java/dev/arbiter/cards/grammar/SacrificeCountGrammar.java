package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.AmountNode;
import dev.arbiter.cards.grammar.ast.Noun;
import dev.arbiter.cards.grammar.ast.ObjectRef;

import java.util.ArrayList;
import java.util.List;

/**
 * "[player] sacrifices a land for each card in your hand" (701.17a, 107.1): the number of permanents to sacrifice is
 * counted as the effect resolves.
 * <pre>
 * sacrifice-count := "a" | "an" | N) noun "for each" counted       (after the sacrifice verb)
 * </pre>
 * A count of the sacrificing player's own things ("for each white permanent they control") is refused: the engine
 * counts once for every player.
 */
public final class SacrificeCountGrammar {
    private SacrificeCountGrammar() {
    }

    /** {@code chosen} with its count multiplied by "for each ..." when that follows; else {@code chosen} (cursor unchanged). */
    static ObjectRef perEach(Cursor c, ObjectRef chosen) {
        chosen = greatest(c, chosen);
        if (!c.at("for each") || !(chosen instanceof ObjectRef.Chosen ch) || !(ch.count() instanceof AmountNode.Fixed)) return chosen;
        int m = c.mark();
        AmountNode counted = CountedAmountGrammar.perEach(c, ch.count());
        if (counted instanceof AmountNode.CountOfTheirs) {
            c.reset(m);
            throw c.fail("a count not of the sacrificing player's own permanents");
        }
        return new ObjectRef.Chosen(ch.noun(), counted, ch.other());
    }

    /** The stats of "with the greatest [stat] among [nouns] that player controls" (208.1, 202.3), as {@link Noun.With} stats. */
    public static final String GREATEST_POWER = "the greatest power among theirs", GREATEST_MANA_VALUE = "the greatest mana value among theirs";

    /**
     * "a creature with the greatest power among creatures that player controls", "a creature or planeswalker with the
     * highest mana value among creatures and planeswalkers they control" (701.17a): the same nouns, the sacrificing
     * player's; {@code chosen} with that clause; else {@code chosen} (cursor unchanged).
     */
    private static ObjectRef greatest(Cursor c, ObjectRef chosen) {
        if (!(chosen instanceof ObjectRef.Chosen ch) || c.acceptAny("with the greatest", "with the highest") == null) return chosen;
        String stat = c.accept("power") ? GREATEST_POWER : c.accept("mana value") ? GREATEST_MANA_VALUE : null;
        if (stat == null || !c.accept("among")) throw c.fail("\"power among\" or \"mana value among\"");
        Noun among = NounGrammar.noun(c);
        boolean theirs = "that player controls".equals(among.controller()) || "they control".equals(among.controller());
        if (among.controller() == null) theirs = c.acceptAny("that player controls", "they control") != null;
        Noun n = ch.noun();
        if (!theirs || !among.plural() || !among.heads().equals(n.heads()) || !among.adjectives().equals(n.adjectives())
                || !among.subtypeModifiers().equals(n.subtypeModifiers()) || !among.with().isEmpty() || among.zone() != null
                || n.controller() != null || !n.with().isEmpty()) {
            throw c.fail("the same permanents \"that player controls\"");
        }
        List<Noun.With> with = new ArrayList<>(n.with());
        with.add(new Noun.With(false, null, stat, 0, null));
        return new ObjectRef.Chosen(new Noun(n.adjectives(), n.heads(), n.subtypeModifiers(), null, with, n.plural(), null),
                ch.count(), ch.other());
    }
}
