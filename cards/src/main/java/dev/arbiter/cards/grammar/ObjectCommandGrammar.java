package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.AmountNode;
import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.ObjectRef;
import dev.arbiter.cards.grammar.ast.PlayerRef;

import java.util.List;

/**
 * The controller's commands about objects (moved out of {@link ClauseGrammar} by job), asked through
 * {@link VerbPhraseReaders}; each answers null (cursor unchanged) when its verb isn't next:
 * <pre>
 * object-command := destroy object [(. (It | They | That creature | Those creatures | A creature destroyed this way
 *                     | Creatures destroyed this way) | and (it | they)) can't be regenerated]
 *                 | exile object | tap object | untap object | goad object | tap any number of noun
 *                 | reveal any number of noun | return object to (its owner's | their owners' | your) hand
 *                 | return object to the battlefield [tapped] ... | put N KIND counter(s) on object
 * </pre>
 */
final class ObjectCommandGrammar {

    private ObjectCommandGrammar() {
    }

    static EffectNode destroy(Cursor c, PlayerRef who, boolean third) {
        if (!c.accept("destroy")) return null;
        ObjectRef o = ReferenceGrammar.object(c);
        ObjectRef both = TargetListGrammar.allAndAll(c, o); // "all creatures you don't control and all planeswalkers you don't control"
        if (both != null) return new EffectNode.Destroy(both, false);
        List<ObjectRef> targets = TargetListGrammar.rest(c, o); // 115.1: "target artifact, target creature, ..., and target land"
        if (targets != null) {
            List<EffectNode> each = new java.util.ArrayList<>(List.of(new EffectNode.Destroy(o, false)));
            for (ObjectRef t : targets) each.add(new EffectNode.Destroy(t, false));
            return new EffectNode.Sequence(each);
        }
        EffectNode either = DestroyEitherGrammar.rest(c, o); // 608.2d: "destroy all lands or all creatures"
        if (either != null) return either;
        EffectNode andSource = TriggerClauses.destroyBoth(c, o); // "destroy that creature and ~" (701.8)
        if (andSource != null) return andSource;
        boolean noRegen = c.accept(". it can't be regenerated") || c.accept(". they can't be regenerated")
                || c.accept(". that creature can't be regenerated") || c.accept(". those creatures can't be regenerated")
                || c.accept("and it can't be regenerated") || c.accept("and they can't be regenerated") // 701.15c
                || c.accept(". a creature destroyed this way can't be regenerated")
                || c.accept(". creatures destroyed this way can't be regenerated");
        ObjectRef second = noRegen ? null : secondTarget(c, o); // "Destroy target artifact and target enchantment."
        if (second != null) {
            return new EffectNode.Sequence(List.of(new EffectNode.Destroy(o, false), new EffectNode.Destroy(second, false)));
        }
        return new EffectNode.Destroy(o, noRegen);
    }

    static EffectNode exile(Cursor c, PlayerRef who, boolean third) {
        if (!c.accept("exile")) return null;
        ObjectRef o = ReferenceGrammar.object(c);
        ObjectRef second = secondTarget(c, o); // "Exile target creature and target land." (115.1: each its own target)
        return second == null ? new EffectNode.Exile(o) : new EffectNode.Sequence(List.of(new EffectNode.Exile(o),
                new EffectNode.Exile(second)));
    }

    static EffectNode tapAnyNumber(Cursor c, PlayerRef who, boolean third) {
        if (c.accept("tap any number of")) return new EffectNode.TapAnyNumber(NounGrammar.noun(c)); // 701.26a
        return null;
    }

    static EffectNode revealAnyNumber(Cursor c, PlayerRef who, boolean third) {
        if (!c.accept("reveal any number of")) return null;
        // 701.16a: "reveal any number of green cards in your hand"
        dev.arbiter.cards.grammar.ast.Noun n = NounGrammar.noun(c);
        if (!n.hasHead("card") || !"your hand".equals(n.zone())) throw c.fail("\"cards in your hand\"");
        return new EffectNode.RevealAnyNumber(n);
    }

    static EffectNode tap(Cursor c, PlayerRef who, boolean third) {
        if (c.accept("tap")) return new EffectNode.Tap(ReferenceGrammar.object(c), false);
        return null;
    }

    static EffectNode goad(Cursor c, PlayerRef who, boolean third) {
        if (c.accept("goad")) return new EffectNode.Goad(ReferenceGrammar.object(c)); // 701.38a
        return null;
    }

    static EffectNode untap(Cursor c, PlayerRef who, boolean third) {
        if (c.accept("untap")) return new EffectNode.Tap(ReferenceGrammar.object(c), true);
        return null;
    }

    static EffectNode returnTo(Cursor c, PlayerRef who, boolean third) {
        if (!c.accept("return")) return null;
        if (c.accept("~ from your graveyard to")) { // 113.6m: the card itself, from its owner's graveyard
            if (c.accept("your hand")) return new EffectNode.ReturnSelfFromGraveyard(false, false);
            c.expect("the battlefield");
            boolean tapped = c.accept("tapped"); // 110.5b: it enters tapped
            c.accept("under your control");
            return AttachedEntryGrammar.wrap(c, new EffectNode.ReturnSelfFromGraveyard(true, tapped)); // 303.4f
        }
        EffectNode random = ReturnGrammar.atRandom(c); // "an instant card at random from your graveyard"
        if (random != null) return random;
        ObjectRef o = ReferenceGrammar.object(c);
        EffectNode pair = ReturnGrammar.secondTarget(c, o); // "target creature and target land to their owners' hands"
        if (pair != null) return pair;
        c.expect("to");
        if (c.accept("the battlefield")) {
            boolean tapped = c.accept("tapped"); // 110.5b: it enters tapped
            if (tapped && c.accept("and attacking")) { // 508.4: "return target creature card ... tapped and attacking"
                return new EffectNode.EntersAttacking(new EffectNode.ReturnToBattlefield(o, false, true, null));
            }
            boolean yours = c.accept("under your control");
            if (!yours) c.acceptAny("under its owner's control", "under their owner's control", "under their owners' control"); // 110.2
            String counter = null;
            int m = c.mark();
            if (c.acceptAny("with a", "with an") != null) { // 122.6: "with a -1/-1 counter on it"
                Token kind = c.next();
                if (kind != null && (kind.kind() == Token.Kind.PT || kind.kind() == Token.Kind.WORD && !kind.is("counter")
                        && !kind.is("additional")) && c.accept("counter on it")) {
                    counter = kind.kind() == Token.Kind.PT ? kind.text() : kind.lower();
                } else {
                    c.reset(m);
                }
            }
            return new EffectNode.ReturnToBattlefield(o, yours, tapped, counter);
        }
        String hand = c.acceptAny("its owner's hand", "their owners' hands", "their owner's hand", "your hand",
                "their owners' hand");
        if (hand == null) throw c.fail("\"to its owner's hand\"");
        if (hand.equals("your hand") && o instanceof ObjectRef.Every e && "all graveyards".equals(e.noun().zone())) {
            throw c.fail("\"to their owners' hands\""); // 404.1: other players' cards go to their owners' hands
        }
        return new EffectNode.ReturnToHand(o);
    }

    static EffectNode put(Cursor c, PlayerRef who, boolean third) {
        if (!c.accept("put")) return null;
        EffectNode onTop = LookAtTopGrammar.ownHandCardsOnTop(c); // 401.4: "put two cards from your hand on top of your library"
        if (onTop == null) onTop = GraveyardToLibraryGrammar.afterPut(c); // 401.4, 608.2d: "put a land card from your graveyard on top of your library"
        return onTop != null ? onTop : putCounters(c);
    }

    /** "put N KIND counter(s) on object" (122.1). */
    private static EffectNode putCounters(Cursor c) {
        boolean aNumber = c.accept("a number of"); // "a number of +1/+1 counters on ~ equal to ..." (107.1)
        AmountNode n = aNumber ? null : EffectGrammar.amount(c);
        Token kind = c.next();
        String k;
        if (kind.kind() == Token.Kind.PT) {
            k = kind.text();
        } else if (kind.kind() == Token.Kind.WORD && !kind.is("counter") && !kind.is("counters")) {
            k = CounterGrammar.twoWordKind(c, kind.lower()); // 122.1b: "a double strike counter"
        } else {
            throw c.fail("a kind of counter");
        }
        if (!c.accept("counters") && !c.accept("counter")) throw c.fail("\"counter(s)\"");
        c.expect("on");
        ObjectRef on = ChosenCounterGrammar.object(c); // "on target creature", or "on a creature you control" (608.2d)
        if (aNumber) {
            c.expect("equal to");
            return new EffectNode.PutCounters(on, k, CountedAmountGrammar.numberOf(c));
        }
        return new EffectNode.PutCounters(on, k, CountedAmountGrammar.perEach(c, n)); // 107.1: "a corpse counter on ~ for each creature ..."
    }

    /**
     * "[verb] target artifact and target enchantment" (115.1, 601.2c): a second single target of the same verb, ending the
     * sentence; null (cursor unchanged) otherwise.
     */
    private static ObjectRef secondTarget(Cursor c, ObjectRef first) {
        if (!(first instanceof ObjectRef.Targeted t) || t.min() != 1 || t.max() != 1 || !c.at("and target")) return null;
        int m = c.mark();
        c.accept("and");
        try {
            ObjectRef second = ReferenceGrammar.object(c);
            if (second instanceof ObjectRef.Targeted t2 && t2.min() == 1 && t2.max() == 1 && (c.at(".") || c.atEnd())) {
                return second;
            }
        } catch (ParseFailure f) {
            // not a second object
        }
        c.reset(m);
        return null;
    }
}
