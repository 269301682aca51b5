package dev.arbiter.cards.compile;

import dev.arbiter.engine.util.RecordTrees;
import dev.arbiter.cards.grammar.ast.AmountNode;
import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.engine.ability.Amount;
import dev.arbiter.engine.ability.Effect;

import java.util.ArrayList;
import java.util.List;

/**
 * "Destroy all creatures. You gain 1 life for each creature destroyed this way." (701.8a, 608.2c): the sentence
 * counting "destroyed this way" is joined to the destroy just before it ({@link Effect.CountDestroyed}); a count
 * with no such destroy before it is refused.
 */
final class ThisWayLowering {

    private ThisWayLowering() {
    }

    /** The sentences with each "destroyed this way" sentence joined to the destroy before it. */
    static List<EffectNode> group(List<EffectNode> nodes) {
        List<EffectNode> out = new ArrayList<>();
        for (EffectNode n : nodes) {
            EffectNode last = out.isEmpty() ? null : out.get(out.size() - 1);
            if (n instanceof dev.arbiter.cards.grammar.ast.CountMovedNode cm && cm.step() == null
                    && CountMovedLowering.group(last, n) != null) { // 608.2c: "For each ... this way, its controller ..."
                out.set(out.size() - 1, CountMovedLowering.group(last, n));
                continue;
            }
            if (last instanceof EffectNode.CountExiled ce && RecordTrees.contains(n, AmountNode.ExiledThisWay.class)) {
                out.set(out.size() - 1, new EffectNode.CountExiled(ce.exile(), also(ce.then(), n))); // 608.2c: the same exile counted again
            } else if (last instanceof EffectNode.CountDestroyed cd && mentions(n)) {
                out.set(out.size() - 1, new EffectNode.CountDestroyed(cd.destroy(), also(cd.then(), n))); // 608.2c
            } else if (last instanceof EffectNode.Destroy && mentions(n)) out.set(out.size() - 1, new EffectNode.CountDestroyed(last, n));
            else if ((last instanceof EffectNode.Exile || last instanceof EffectNode.ExileGraveyard || last instanceof EffectNode.ExileZonesOf)
                    && RecordTrees.contains(n, AmountNode.ExiledThisWay.class)) { // 406.2: a whole zone, read by what it moved
                out.set(out.size() - 1, new EffectNode.CountExiled(last, n)); // 406, 608.2c
            }
            else if (RecordTrees.contains(n, AmountNode.TappedThisWay.class) && tapAnyNumber(last) != null) {
                out.set(out.size() - 1, new EffectNode.CountTapped(tapAnyNumber(last), n)); // 608.2c
            } else if (last instanceof EffectNode.Mill && RecordTrees.contains(n, AmountNode.MilledThisWay.class)) {
                out.set(out.size() - 1, new EffectNode.CountMilled(last, n)); // 701.13b, 608.2c
            } else if (last instanceof EffectNode.Mill && n instanceof EffectNode.May m && m.who() instanceof
                    dev.arbiter.cards.grammar.ast.PlayerRef.You && m.ifTheyDo() == null && m.otherwise() == null
                    && m.effect() instanceof EffectNode.CastFromAmongThemFree cf) {
                out.set(out.size() - 1, new EffectNode.MillThenMayCast(last, cf.noun())); // 701.13b, 118.9
            } else if (last instanceof EffectNode.RevealAnyNumber ra && RecordTrees.contains(n, AmountNode.RevealedThisWay.class)) {
                out.set(out.size() - 1, new EffectNode.CountRevealed(ra, n)); // 701.16a, 608.2c
            } else if ((last instanceof EffectNode.Discard || last instanceof EffectNode.DiscardUpTo)
                    && RecordTrees.contains(n, AmountNode.DiscardedThisWay.class)) {
                out.set(out.size() - 1, new EffectNode.CountDiscarded(last, n)); // 701.9a
            } else if (SacrificedThisWayLowering.counts(last, n) != null) {
                out.set(out.size() - 1, SacrificedThisWayLowering.counts(last, n)); // 701.17a, 608.2c
            } else if (CountMovedLowering.group(last, n) != null) {
                out.set(out.size() - 1, CountMovedLowering.group(last, n)); // 608.2c: "..., then create that many"
            } else if (IfMovedLowering.group(last, n) != null) {
                out.set(out.size() - 1, IfMovedLowering.group(last, n)); // 608.2c: "If a Goblin is sacrificed this way, ..."
            } else if (drawThatMany(last, n) != null) {
                out.set(out.size() - 1, drawThatMany(last, n));
            } else out.add(n);
        }
        return out;
    }

    /** {@code then} followed by {@code next}: two sentences that read the count of the same step before them. */
    private static EffectNode also(EffectNode then, EffectNode next) {
        List<EffectNode> both = new ArrayList<>();
        if (then instanceof EffectNode.Sequence s) both.addAll(s.effects());
        else both.add(then);
        both.add(next);
        return new EffectNode.Sequence(both);
    }

    /**
     * 701.8a, 608.2c: "discards their hand / up to two cards, then draws that many cards [plus one]" (or "you may discard
     * your hand. If you do, draw that many cards"): the draw counts the cards discarded this way; null when {@code draw}
     * is not such a draw after such a discard.
     */
    static EffectNode drawThatMany(EffectNode discard, EffectNode draw) {
        if (discarder(discard) == null || !(draw instanceof EffectNode.Draw d) || !d.who().equals(discarder(discard))
                || thatMany(d.amount()) < 0) return null;
        AmountNode counted = thatMany(d.amount()) == 0 ? new AmountNode.DiscardedThisWay()
                : new AmountNode.Plus(new AmountNode.DiscardedThisWay(), thatMany(d.amount()));
        return new EffectNode.CountDiscarded(discard, new EffectNode.Draw(d.who(), counted));
    }

    /** Who discards in "[player] discards their hand" / "discards up to N cards", else null. */
    private static dev.arbiter.cards.grammar.ast.PlayerRef discarder(EffectNode n) {
        if (n instanceof EffectNode.DiscardHand dh) return dh.who();
        if (n instanceof EffectNode.DiscardUpTo du) return du.who();
        return null;
    }

    /** "that many" (0) or "that many ... plus N" (N), else -1. */
    private static int thatMany(AmountNode a) {
        if (a instanceof AmountNode.ThatMuch) return 0;
        if (a instanceof AmountNode.Plus p && p.of() instanceof AmountNode.ThatMuch && p.add() > 0) return p.add();
        return -1;
    }

    static Effect lower(EffectLowering effects, EffectNode.CountDestroyed cd) {
        Effect destroy = effects.lower(cd.destroy());
        if (!(destroy instanceof Effect.Destroy) && !(destroy instanceof Effect.DestroyNoRegeneration)) {
            throw new NotSupported("\"destroyed this way\" after more than a destroy");
        }
        AmountNode.DestroyedThisWay counted = RecordTrees.first(cd.then(), AmountNode.DestroyedThisWay.class);
        Effect then = effects.lowerNaming(EffectLowering.Antecedent.DESTROYED_THIS_WAY, cd.then());
        if (contains(then, Amount.X.class)) throw new NotSupported("\"X\" beside \"destroyed this way\"");
        NounLowering.Lowered l = NounLowering.lower(counted.noun());
        if (l.kind() != NounLowering.Kind.PERMANENT) throw new NotSupported("\"destroyed this way\" counting cards");
        return new Effect.CountDestroyed(destroy, l.filter(), then);
    }

    /**
     * "Tap any number of untapped creatures you control" (or "you may tap ...": tapping none is declining), else null.
     */
    private static EffectNode.TapAnyNumber tapAnyNumber(EffectNode n) {
        if (n instanceof EffectNode.TapAnyNumber t) return t;
        if (n instanceof EffectNode.May m && m.who() instanceof dev.arbiter.cards.grammar.ast.PlayerRef.You
                && m.ifTheyDo() == null && m.otherwise() == null && m.effect() instanceof EffectNode.TapAnyNumber t) return t;
        return null;
    }

    /** "Tap any number of untapped creatures you control. You gain 4 life for each creature tapped this way." (608.2c) */
    static Effect lower(EffectLowering effects, EffectNode.CountTapped ct) {
        dev.arbiter.cards.grammar.ast.Noun n = ct.tap().noun();
        NounLowering.Lowered l = NounLowering.lower(n);
        if (l.kind() != NounLowering.Kind.PERMANENT || !n.plural()) throw new NotSupported("tapping \"" + n + "\"");
        var f = l.filter();
        // "untapped [noun] you control": only the controller's own untapped permanents are offered
        if (f.controller() != dev.arbiter.engine.ability.Relation.YOU
                || f.more().tapped() != dev.arbiter.engine.ability.FilterQualities.Tri.NO) {
            throw new NotSupported("tapping \"" + n + "\"");
        }
        Effect then = effects.lowerNaming(EffectLowering.Antecedent.TAPPED_THIS_WAY, ct.then());
        if (contains(then, Amount.X.class)) throw new NotSupported("\"X\" beside \"tapped this way\"");
        return new Effect.TapAnyNumberThen(f, then);
    }

    /** "Reveal any number of white cards in your hand. You gain 2 life for each card revealed this way." (701.16a, 608.2c) */
    static Effect lower(EffectLowering effects, EffectNode.CountRevealed cr) {
        NounLowering.Lowered l = NounLowering.lower(cr.reveal().noun());
        if (l.kind() != NounLowering.Kind.CARD) throw new NotSupported("revealing \"" + cr.reveal().noun() + "\"");
        Effect then = effects.lowerNaming(EffectLowering.Antecedent.REVEALED_THIS_WAY, cr.then());
        if (contains(then, Amount.X.class)) throw new NotSupported("\"X\" beside \"revealed this way\"");
        return new Effect.RevealAnyNumberThen(l.filter(), then);
    }

    /** "Mill four cards. You gain 1 life for each creature card put into your graveyard this way." (701.13b, 608.2c) */
    static Effect lower(EffectLowering effects, EffectNode.CountMilled cm) {
        Effect mill = effects.lower(cm.mill());
        if (!(mill instanceof Effect.Mill)) throw new NotSupported("\"put into a graveyard this way\" after more than a mill");
        AmountNode.MilledThisWay counted = RecordTrees.first(cm.then(), AmountNode.MilledThisWay.class);
        Effect then = effects.lowerNaming(EffectLowering.Antecedent.MILLED_THIS_WAY, cm.then());
        if (contains(then, Amount.X.class)) throw new NotSupported("\"X\" beside \"put into a graveyard this way\"");
        NounLowering.Lowered l = NounLowering.lower(counted.noun());
        if (l.kind() != NounLowering.Kind.CARD) throw new NotSupported("counting \"" + counted.noun() + "\" milled");
        return new Effect.MillThen(mill, l.filter(), then, null, false);
    }

    /** "Target opponent mills five cards. You may cast an instant or sorcery spell from among them without paying its mana cost." */
    static Effect lower(EffectLowering effects, EffectNode.MillThenMayCast mc) {
        Effect mill = effects.lower(mc.mill());
        if (!(mill instanceof Effect.Mill)) throw new NotSupported("\"from among them\" after more than a mill");
        NounLowering.Lowered l = NounLowering.lower(mc.noun());
        if (l.kind() != NounLowering.Kind.SPELL) throw new NotSupported("casting what isn't a spell");
        return new Effect.MillThenMayCastFree(mill, l.filter()); // 701.13b, 118.9, 608.2g
    }

    /** "Mill a card. If a land card was milled this way, [then]. Otherwise, [otherwise]." (701.13b, 608.2c) */
    static Effect lower(EffectLowering effects, EffectNode.IfMilled im) {
        Effect mill = effects.lower(im.mill());
        if (!(mill instanceof Effect.Mill)) throw new NotSupported("\"milled this way\" after more than a mill");
        NounLowering.Lowered l = NounLowering.lower(im.noun());
        if (l.kind() != NounLowering.Kind.CARD) throw new NotSupported("\"" + im.noun() + "\" milled");
        Effect then = effects.lower(im.then());
        Effect otherwise = im.otherwise() == null ? null : effects.lower(im.otherwise());
        if (contains(then, Amount.X.class) || otherwise != null && contains(otherwise, Amount.X.class)) {
            throw new NotSupported("\"X\" beside \"milled this way\"");
        }
        return new Effect.MillThen(mill, l.filter(), then, otherwise, true);
    }

    static Amount amount(EffectLowering effects, AmountNode.MilledThisWay t) {
        if (!effects.names(EffectLowering.Antecedent.MILLED_THIS_WAY)) {
            throw new NotSupported("\"put into a graveyard this way\" with no mill just before");
        }
        Amount count = new Amount.MilledThisWay(NounLowering.lower(t.noun()).filter());
        return t.factor() == 1 ? count : new Amount.Times(t.factor(), count);
    }

    static Amount amount(EffectLowering effects, AmountNode.RevealedThisWay t) {
        if (!effects.names(EffectLowering.Antecedent.REVEALED_THIS_WAY)) {
            throw new NotSupported("\"revealed this way\" with no reveal just before");
        }
        Amount count = new Amount.RevealedThisWay(NounLowering.lower(t.noun()).filter());
        return t.factor() == 1 ? count : new Amount.Times(t.factor(), count);
    }

    static Amount amount(EffectLowering effects, AmountNode.TappedThisWay t) {
        if (!effects.names(EffectLowering.Antecedent.TAPPED_THIS_WAY)) throw new NotSupported("\"tapped this way\" with no tap just before");
        NounLowering.Lowered l = NounLowering.lower(t.noun()); // the words counted, for rendering ("creature")
        Amount count = new Amount.TappedThisWay(l.filter());
        return t.factor() == 1 ? count : new Amount.Times(t.factor(), count);
    }

    /** "Target player discards two cards, then draws as many cards as they discarded this way." (701.9a) */
    static Effect lower(EffectLowering effects, EffectNode.CountDiscarded cd) {
        Effect discard = effects.lower(cd.discard());
        if (discard instanceof Effect.DiscardHand dh && !(dh.who() instanceof dev.arbiter.engine.ability.Who.You
                || dh.who() instanceof dev.arbiter.engine.ability.Who.ThatPlayer || dh.who() instanceof dev.arbiter.engine.ability.Who.TargetPlayer)) {
            throw new NotSupported("\"that many\" after several players discard their hands"); // each player's own count
        }
        if (!(discard instanceof Effect.Discard) && !(discard instanceof Effect.DiscardHand) && !(discard instanceof Effect.DiscardUpTo)) {
            throw new NotSupported("\"discarded this way\" after more than a discard");
        }
        Effect then = effects.lowerNaming(EffectLowering.Antecedent.DISCARDED_THIS_WAY, cd.then());
        if (contains(then, Amount.X.class)) throw new NotSupported("\"X\" beside \"discarded this way\"");
        return new Effect.CountDiscarded(discard, then);
    }

    static Amount amount(EffectLowering effects, AmountNode.DiscardedThisWay d) {
        if (!effects.names(EffectLowering.Antecedent.DISCARDED_THIS_WAY)) {
            throw new NotSupported("\"discarded this way\" with no discard just before");
        }
        return new Amount.DiscardedThisWay();
    }

    static Amount amount(EffectLowering effects, AmountNode.DestroyedThisWay d) {
        if (!effects.names(EffectLowering.Antecedent.DESTROYED_THIS_WAY)) throw new NotSupported("\"destroyed this way\" with no destroy just before");
        NounLowering.Lowered l = NounLowering.lower(d.noun());
        if (l.kind() != NounLowering.Kind.PERMANENT) throw new NotSupported("\"destroyed this way\" counting cards");
        Amount count = new Amount.DestroyedThisWay(l.filter(), d.graveyard());
        return d.factor() == 1 ? count : new Amount.Times(d.factor(), count);
    }

    private static boolean mentions(Object o) {
        return RecordTrees.contains(o, AmountNode.DestroyedThisWay.class);
    }

    static boolean contains(Object o, Class<?> kind) {
        return RecordTrees.contains(o, kind);
    }
}
