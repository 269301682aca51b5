package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.ast.AmountNode;
import dev.arbiter.cards.grammar.ast.CountMovedNode;
import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.ObjectRef;
import dev.arbiter.cards.grammar.ast.PlayerRef;
import dev.arbiter.engine.ability.CountMovedThen;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.Who;

/**
 * "[step], then [then] that many" (608.2c): a step that moves every object of a kind ("sacrifice all creatures you
 * control", "exile all creatures you control", "destroy all creatures", "each player discards all the cards in their
 * hand") followed by a token creation or a draw of "that many" counts what the step moved ({@link CountMovedThen}).
 * <pre>
 * count-moved := step ", then" then | step "." ["Then"] then
 *   step := [player] "sacrifices all" noun | "exile all" noun | "destroy all" noun | player "discards" their hand
 *   then := [player] "create(s) that many" token | [player] "draw(s) that many cards"
 * </pre>
 * With "each player" on both sides each player counts their own (101.4); other pairings are left unread.
 */
final class CountMovedLowering {
    private CountMovedLowering() {
    }

    /** {@code last} and {@code next} joined, or null when they aren't such a step and follow-up. */
    static EffectNode group(EffectNode last, EffectNode next) {
        if (last == null) return null;
        if (next instanceof CountMovedNode c && c.step() == null) { // "For each creature destroyed this way, its controller ..."
            boolean destroyed = c.counted() instanceof AmountNode.DestroyedThisWay;
            if (destroyed ? last instanceof EffectNode.Destroy : last instanceof EffectNode.Exile) {
                return new CountMovedNode(last, c.then(), true, c.counted());
            }
            return null;
        }
        PlayerRef stepWho = stepWho(last);
        PlayerRef thenWho = thenWho(next);
        if (stepWho == null || thenWho == null) return null;
        if (stepWho instanceof PlayerRef.EachPlayer && thenWho instanceof PlayerRef.EachPlayer) {
            return new CountMovedNode(last, next, true, null); // 101.4: "each player ..., then creates that many"
        }
        if (thenWho instanceof PlayerRef.You && !(last instanceof EffectNode.DiscardHand)) { // one discard: ThisWayLowering.drawThatMany
            return new CountMovedNode(last, next, false, null);
        }
        return null;
    }

    /** Who moves in a step of this kind (you for exile and destroy), or null when {@code n} is none. */
    private static PlayerRef stepWho(EffectNode n) {
        if (n instanceof EffectNode.SacrificeAllButChosen s && s.keep() == 0) return s.who(); // 701.17a
        if (n instanceof EffectNode.Exile x && x.objects() instanceof ObjectRef.Every e && !e.other()) return new PlayerRef.You(); // 406
        if (n instanceof EffectNode.Destroy d && d.objects() instanceof ObjectRef.Every e && !e.other()) return new PlayerRef.You(); // 701.8
        if (n instanceof EffectNode.DiscardHand d) return d.who(); // 701.9
        return null;
    }

    /** Who acts in a follow-up counting "that many", or null when {@code n} is none. */
    private static PlayerRef thenWho(EffectNode n) {
        if (n instanceof EffectNode.CreateTokens t && t.count() instanceof AmountNode.ThatMuch) return t.who(); // 111.1
        if (n instanceof EffectNode.Draw d && d.amount() instanceof AmountNode.ThatMuch) return d.who(); // 121.1
        return null;
    }

    static Effect lower(EffectLowering effects, ParseContext ctx, CountMovedNode c) {
        if (c.step() == null) throw new NotSupported("\"this way\" with no destroy or exile just before"); // 608.2c
        Effect step = effects.lower(c.step());
        CountMovedThen.To to = c.step() instanceof EffectNode.Exile ? CountMovedThen.To.EXILE
                : c.step() instanceof EffectNode.Destroy ? CountMovedThen.To.GRAVEYARD : CountMovedThen.To.ANY; // 701.8a: destroyed = put into a graveyard
        EffectNode thenNode = c.then();
        Who before = ctx.thatPlayer();
        dev.arbiter.engine.ability.ObjectFilter counted = null;
        if (c.counted() != null) {
            dev.arbiter.cards.grammar.ast.Noun noun = c.counted() instanceof AmountNode.DestroyedThisWay d ? d.noun()
                    : ((AmountNode.ExiledThisWay) c.counted()).noun();
            NounLowering.Lowered l = NounLowering.lower(noun);
            if (l.kind() != NounLowering.Kind.PERMANENT || l.filter().controller() != dev.arbiter.engine.ability.Relation.ANY
                    || !l.filter().more().none() || l.filter().other()) {
                throw new NotSupported("counting \"" + noun + "\" moved this way");
            }
            counted = l.filter();
        }
        if (c.perPlayer()) {
            if (!(thenWho(thenNode) instanceof PlayerRef.That)) thenNode = asThatPlayer(thenNode);
            ctx.lastPlayer(new Who.ThatPlayer()); // each player in turn is "that player" (101.4)
        }
        try {
            Effect then = effects.lowerNaming(EffectLowering.Antecedent.MOVED_THIS_WAY, thenNode);
            if (ThisWayLowering.contains(then, dev.arbiter.engine.ability.Amount.X.class)) {
                throw new NotSupported("\"X\" beside \"that many\"");
            }
            return new CountMovedThen(step, to, c.perPlayer(), counted, then);
        } finally {
            if (c.perPlayer()) ctx.lastPlayer(before);
        }
    }

    private static EffectNode asThatPlayer(EffectNode n) {
        PlayerRef that = new PlayerRef.That("player");
        if (n instanceof EffectNode.Draw d) return new EffectNode.Draw(that, d.amount());
        EffectNode.CreateTokens t = (EffectNode.CreateTokens) n;
        return new EffectNode.CreateTokens(that, t.count(), t.tapped(), t.predefined(), t.power(), t.toughness(), t.colors(),
                t.types(), t.subtypes(), t.keywords(), t.quoted(), t.name(), t.legendary());
    }
}
