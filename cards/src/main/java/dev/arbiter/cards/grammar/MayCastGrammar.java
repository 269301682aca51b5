package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.AmountNode;
import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.Noun;

/**
 * A free cast during a resolution, after "you may" (118.9, 608.2g):
 * <pre>
 * may-cast := "cast" ("a" | "an") noun-spell ("from your hand" | "from among them") "without paying its mana cost"
 * </pre>
 */
public final class MayCastGrammar {

    private MayCastGrammar() {
    }

    /** The phrase at the cursor, or null (cursor unchanged). */
    static EffectNode cast(Cursor c) {
        EffectNode card = card(c);
        if (card != null) return card;
        EffectNode flash = flashThisTurn(c);
        if (flash != null) return flash;
        int m = c.mark();
        try {
            if (c.accept("cast") && ReferenceGrammar.count(c) instanceof AmountNode.Fixed f && f.value() == 1) {
                Noun noun = NounGrammar.noun(c);
                if (noun.hasHead("spell") && !noun.plural() && noun.zone() == null
                        && c.accept("from your hand without paying its mana cost")) {
                    return new EffectNode.CastFromHandFree(noun);
                }
                if (noun.hasHead("spell") && !noun.plural() && noun.zone() == null
                        && c.accept("from among them without paying its mana cost")) {
                    return new EffectNode.CastFromAmongThemFree(noun); // "them": joined to a mill before it (701.13b)
                }
            }
        } catch (ParseFailure f) {
            // not this phrase
        }
        c.reset(m);
        return null;
    }

    /**
     * 608.2g, 118.9: a card cast as the effect resolves, the sentence ending after it (no duration: "this turn" is a
     * permission, not read here):
     * <pre>
     * cast-card := "cast" (target-card-in-a-graveyard | "it" | "that card") ["without paying its mana cost"]
     *              [". If" ("that spell" | ("a" | "an") noun-spell "cast this way") "would be put into" ("a" | "your")
     *               "graveyard this turn, exile it instead"]
     * </pre>
     * Null (cursor unchanged) for anything else.
     */
    private static EffectNode card(Cursor c) {
        int m = c.mark();
        try {
            if (!c.accept("cast")) return null;
            dev.arbiter.cards.grammar.ast.ObjectRef ref = ReferenceGrammar.object(c);
            boolean named = ref instanceof dev.arbiter.cards.grammar.ast.ObjectRef.Pronoun p
                    && (p.word().equals("it") || p.word().equals("that card"));
            boolean target = ref instanceof dev.arbiter.cards.grammar.ast.ObjectRef.Targeted t && t.min() == 1 && t.max() == 1
                    && t.noun().hasHead("card") && t.noun().zone() != null && t.noun().zone().endsWith("graveyard");
            if (named || target) {
                boolean free = c.accept("without paying its mana cost");
                if (c.at(".") || c.atEnd()) {
                    int before = c.mark();
                    Noun only = null;
                    boolean exileInstead = c.accept(". if that spell");
                    if (!exileInstead && c.accept(". if") && ReferenceGrammar.count(c) instanceof AmountNode.Fixed f
                            && f.value() == 1) {
                        only = NounGrammar.noun(c); // "an instant or sorcery spell cast this way"
                        exileInstead = only.hasHead("spell") && !only.plural() && only.zone() == null
                                && c.accept("cast this way");
                    }
                    exileInstead = exileInstead && c.accept("would be put into") && c.acceptAny("a", "your") != null
                            && c.accept("graveyard this turn , exile it instead");
                    if (!exileInstead) {
                        c.reset(before);
                        only = null;
                    }
                    return new EffectNode.CastCard(ref, free, exileInstead, only);
                }
            }
        } catch (ParseFailure f) {
            // not this phrase
        }
        c.reset(m);
        return null;
    }

    /** 702.8a: "cast [noun] spells this turn as though they had flash"; null (cursor unchanged) for anything else. */
    private static EffectNode flashThisTurn(Cursor c) {
        int m = c.mark();
        try {
            if (c.accept("cast")) {
                Noun spells = NounGrammar.noun(c);
                if (spells.plural() && spells.hasHead("spell") && c.accept("this turn as though they had flash")
                        && (c.at(".") || c.atEnd())) return new EffectNode.FlashThisTurn(spells);
                // 118.9: "cast spells from your hand [this turn] without paying their mana costs [this turn | until end of turn]"
                if (spells.plural() && spells.hasHead("spell") && spells.zone() == null && c.accept("from your hand")) {
                    boolean turn = c.accept("this turn");
                    if (c.accept("without paying their mana costs")) {
                        turn = turn || c.accept("this turn") || c.accept("until end of turn");
                        if (turn && (c.at(".") || c.atEnd())) return new EffectNode.FreeFromHandThisTurn(spells);
                    }
                }
            }
        } catch (ParseFailure f) {
            // not this phrase
        }
        c.reset(m);
        return null;
    }
}
