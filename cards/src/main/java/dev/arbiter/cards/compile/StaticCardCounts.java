package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.Cursor;
import dev.arbiter.cards.grammar.NounGrammar;
import dev.arbiter.cards.grammar.ParseFailure;
import dev.arbiter.cards.grammar.ast.AmountNode;
import dev.arbiter.cards.grammar.ast.Noun;
import dev.arbiter.engine.ability.Amount;

/**
 * A static ability's count of cards in its controller's hand or graveyard (107.1, 613.4c):
 * "~ gets +1/+1 for each creature card in your graveyard", "gets -1/-1 for each card in your hand".
 * The engine judges it again whenever that hand or graveyard changes (layers/OutsideInputs).
 */
final class StaticCardCounts {

    private StaticCardCounts() {
    }

    /** After "for each": "[noun] card in your hand / graveyard" and the text after it, or null (cursor unchanged). */
    static StaticConditions.PerEach perEach(Cursor c) {
        int m = c.mark();
        if (c.accept("card in your opponents' hands")) { // 402: every opponent's hand
            return new StaticConditions.PerEach(new Amount.CardsInHand(new dev.arbiter.engine.ability.Who.EachOpponent()), c.rest());
        }
        Noun n;
        try {
            n = NounGrammar.noun(c);
        } catch (ParseFailure f) {
            c.reset(m);
            return null;
        }
        if (!n.plural() && n.hasHead("card") && n.zone() == null && n.controller() == null
                && c.accept("in your opponents' graveyards")) { // 404: every opponent's graveyard
            NounLowering.Lowered l = NounLowering.lower(n);
            if (l.kind() == NounLowering.Kind.CARD) {
                return new StaticConditions.PerEach(new Amount.CardsInOpponentsGraveyards(l.filter()), c.rest());
            }
            c.reset(m);
            return null;
        }
        if (n.plural() || !n.hasHead("card") || !("your hand".equals(n.zone()) || "your graveyard".equals(n.zone()))) {
            c.reset(m);
            return null;
        }
        Amount count;
        try {
            count = PlayerAmountLowering.count(new AmountNode.CountOf(1, n, false));
        } catch (NotSupported e) {
            c.reset(m);
            return null;
        }
        return new StaticConditions.PerEach(count, c.rest());
    }

    /**
     * "the number of [noun] cards in all graveyards" (107.1, 404): a count the engine judges again whenever a graveyard
     * changes (layers/OutsideInputs), or null.
     */
    static Amount inAllGraveyards(String text) {
        Cursor c = Cursor.of(text.strip());
        if (!c.accept("the number of")) return null;
        Noun n;
        try {
            n = NounGrammar.noun(c);
        } catch (ParseFailure f) {
            return null;
        }
        if (!c.atEnd() || !n.plural() || !n.hasHead("card") || !"all graveyards".equals(n.zone())) return null;
        try {
            Amount a = PlayerAmountLowering.count(new AmountNode.CountOf(1, n, false));
            return a instanceof Amount.CardsInAllGraveyards ? a : null;
        } catch (NotSupported e) {
            return null;
        }
    }

    /**
     * Refuses a granted static ability that counts cards in a hand or graveyard: the layer cache is
     * judged again on those zones only for the static abilities a permanent's card prints.
     */
    static void notGranted(java.util.List<dev.arbiter.engine.ability.Ability> granted) {
        for (var a : granted) {
            if (a instanceof dev.arbiter.engine.ability.StaticAbility st
                    && st.effect() instanceof dev.arbiter.engine.ability.StaticEffect.ModifyPowerToughnessPerCount p
                    && (p.count() instanceof Amount.CountCardsYouOwn || p.count() instanceof Amount.CardsInAllGraveyards
                    || p.count() instanceof Amount.CountCardsInYourGraveyard)) {
                throw new NotSupported("a granted ability counting cards in a hand or graveyard");
            }
        }
    }
}
