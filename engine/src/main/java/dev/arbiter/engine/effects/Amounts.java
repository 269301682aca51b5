package dev.arbiter.engine.effects;

import dev.arbiter.engine.ability.Amount;
import dev.arbiter.engine.layers.Affecting;
import dev.arbiter.engine.layers.Devotion;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.state.GameState;

/** The value of a number in an effect (107.1, 107.3) for a given source and controller. */
public final class Amounts {
    private Amounts() {
    }

    public static int value(GameState s, Amount a, int source, int controller, int x) {
        return value(s, a, source, controller, x, -1);
    }

    /** As above, with the player an effect calls "that player" ({@code -1} if none). */
    public static int value(GameState s, Amount a, int source, int controller, int x, int thatPlayer) {
        if (a instanceof Amount.Fixed f) return f.value();
        if (a instanceof Amount.Greatest g) return ObjectStats.greatest(s, g, source); // 107.1, 608.2h
        if (a instanceof Amount.Total t) return ObjectStats.total(s, t, source); // 107.1
        if (a instanceof Amount.DestroyedThisWay) return x; // 701.8: set by Effect.CountDestroyed
        if (a instanceof Amount.ExiledThisWay) return x; // 406, 608.2c: set by Effect.CountExiled
        if (a instanceof Amount.MovedThisWay) return x; // 608.2c: set by CountMovedThen
        if (a instanceof Amount.DiscardedThisWay) return x; // 701.9a: set by Effect.CountDiscarded
        if (a instanceof Amount.TappedThisWay) return x; // 608.2c: set by Effect.TapAnyNumberThen
        if (a instanceof Amount.SacrificedThisWay) return x; // 608.2c: set by Effect.SacrificeAnyNumberThen
        if (a instanceof Amount.RevealedThisWay) return x; // 701.16a: set by Effect.RevealAnyNumberThen
        if (a instanceof Amount.MilledThisWay) return x; // 701.13: set by Effect.MillThen
        if (a instanceof Amount.PreventedThisWay) return x; // 615.5: set by Effect.PreventThen
        if (a instanceof Amount.DamageDealtThisWay) return x; // 120.3: set by Effect.DealDamageThen
        if (a instanceof Amount.DamageDealtToYouThisTurn) return s.turn().history().damageTaken(controller); // 120.3a
        if (a instanceof Amount.LifeGainedThisTurn) return s.turn().history().lifeGained(controller); // 119.3
        if (a instanceof Amount.OpponentsWithFewer o) return FewerThanYou.count(s, source, controller, o.filter()); // 102.1
        if (a instanceof Amount.CountedThisTurn ct) { // 601.2i, 121.1: outside a resolution only "you" is known
            if (!(ct.who() instanceof dev.arbiter.engine.ability.Who.You)) {
                throw new IllegalStateException("what a named player did this turn needs the resolution: " + a);
            }
            return ct.spells() ? s.turn().history().spellsCast(controller) : s.turn().history().cardsDrawn(controller);
        }
        if (a instanceof Amount.LifeLostThisTurn ll) { // 119.3: outside a resolution only "you" and "your opponents" are known
            if (ll.who() instanceof dev.arbiter.engine.ability.Who.You) return s.turn().history().lifeLost(controller);
            if (!(ll.who() instanceof dev.arbiter.engine.ability.Who.EachOpponent)) {
                throw new IllegalStateException("the life a named player lost needs the resolution: " + a);
            }
            int n = 0;
            for (int p = 0; p < s.playerCount(); p++) {
                if (p != controller && s.areOpponents(controller, p)) n += s.turn().history().lifeLost(p);
            }
            return n;
        }
        if (a instanceof Amount.MinusCardsInThatPlayersHand m) {
            return thatPlayer < 0 ? 0 : Math.max(0, m.base() - s.player(thatPlayer).hand().size()); // 107.1b
        }
        if (a instanceof Amount.CardsInThatPlayersHandMinus m) {
            return thatPlayer < 0 ? 0 : Math.max(0, s.player(thatPlayer).hand().size() - m.minus()); // 107.1b
        }
        if (a instanceof Amount.X) return x;
        if (a instanceof Amount.DieResult) return x; // 706.2: set by Effect.RollDie
        if (a instanceof Amount.CreaturesDiedThisTurn) return s.turn().history().creaturesDied(); // 700.4
        if (a instanceof Amount.DiedThisTurn d) return DeathRecords.count(s, d.filter(), controller, d.ownedByYou()); // 700.4, 603.10a
        if (a instanceof Amount.EnteredUnderYourControlThisTurn e) return dev.arbiter.engine.layers.EntryRecords.count(s, e.filter(), controller, source); // 400.7
        if (a instanceof Amount.ThatMuch) return x; // 603.2: a triggered ability's x is the amount its event named
        if (a instanceof Amount.CountCardsInYourGraveyard c) {
            int n = 0;
            for (int id : s.player(controller).graveyard()) {
                if ((Layers.of(s, id).types() & c.anyOfTypes()) != 0) n++;
            }
            return n;
        }
        if (a instanceof Amount.CreaturesBlockingSource b) {
            var attacker = s.combat().attacker(source);
            return attacker == null ? 0 : Math.max(0, attacker.blockers().size() - b.beyond()); // 702.23b: counted on resolution
        }
        if (a instanceof Amount.Times t) return t.factor() * value(s, t.count(), source, controller, x, thatPlayer);
        if (a instanceof Amount.CountersRemovedAsCost) return x; // 107.1: chosen as the cost was paid (ManaAbilities)
        if (a instanceof Amount.Plus p) return value(s, p.of(), source, controller, x, thatPlayer) + p.add(); // 107.1
        if (a instanceof Amount.Sum sum) { // 107.1
            return value(s, sum.first(), source, controller, x, thatPlayer) + value(s, sum.second(), source, controller, x, thatPlayer);
        }
        if (a instanceof Amount.Minus mi) { // 107.1, 107.1b: never below zero
            return Math.max(0, value(s, mi.of(), source, controller, x, thatPlayer) - value(s, mi.less(), source, controller, x, thatPlayer));
        }
        if (a instanceof Amount.ColorsSpentToCast) return dev.arbiter.engine.layers.ManaSpentRecords.colors(s, source); // 601.2h, 105.1
        if (a instanceof Amount.TimesKicked) return dev.arbiter.engine.layers.CostPaidRecords.timesKicked(s, source); // 702.33c
        if (a instanceof Amount.TimesCostPaid t) return dev.arbiter.engine.layers.CostPaidRecords.times(s, source, t.keyword()); // 702.157a
        if (a instanceof Amount.CountCardsYouOwn c) {
            var p = s.player(controller);
            int n = 0;
            for (int id : c.zone() == Amount.CountCardsYouOwn.Zone.HAND ? p.hand() : p.graveyard()) {
                if (Affecting.matches(s, source, c.filter(), s.object(id), Layers.of(s, id))) n++;
            }
            return n;
        }
        if (a instanceof Amount.CardsInAllGraveyards g) { // 107.1: every player's graveyard
            int n = 0;
            for (int p = 0; p < s.playerCount(); p++) {
                for (int id : s.player(p).graveyard()) {
                    if (Affecting.matches(s, source, g.filter(), s.object(id), Layers.of(s, id))) n++;
                }
            }
            return n;
        }
        if (a instanceof Amount.DefinedX d) return value(s, d.value(), source, controller, x, thatPlayer);
        if (a instanceof Amount.Doubled d) return value(s, d.value(), source, controller, x, thatPlayer); // read outside a resolution
        if (a instanceof Amount.Half h) {
            int v = value(s, h.of(), source, controller, x, thatPlayer);
            return h.roundUp() ? (v + 1) / 2 : v / 2; // 107.1a
        }
        if (a instanceof Amount.CardsInOpponentsGraveyards g) { // 107.1, 404: each opponent's graveyard
            int n = 0;
            for (int p = 0; p < s.playerCount(); p++) {
                if (p == controller || !s.areOpponents(controller, p)) continue;
                for (int id : s.player(p).graveyard()) {
                    if (Affecting.matches(s, source, g.filter(), s.object(id), Layers.of(s, id))) n++;
                }
            }
            return n;
        }
        if (a instanceof Amount.CardsInHand h && h.who() instanceof dev.arbiter.engine.ability.Who.EachOpponent) { // 402
            int n = 0;
            for (int p = 0; p < s.playerCount(); p++) if (p != controller && s.areOpponents(controller, p)) n += s.player(p).hand().size();
            return n;
        }
        if (a instanceof Amount.CardsInGraveyard g) { // 404: as the player is now
            var who = g.who();
            int p = who instanceof dev.arbiter.engine.ability.Who.You ? controller
                    : who instanceof dev.arbiter.engine.ability.Who.ThatPlayer ? thatPlayer : -2;
            if (p == -2) throw new IllegalStateException("a count of a target player's cards needs the resolution: " + a);
            return p < 0 ? 0 : s.player(p).graveyard().size();
        }
        if (a instanceof Amount.CardsInHand || a instanceof Amount.CardsInLibrary) {
            var who = a instanceof Amount.CardsInHand h ? h.who() : ((Amount.CardsInLibrary) a).who();
            int p = who instanceof dev.arbiter.engine.ability.Who.You ? controller
                    : who instanceof dev.arbiter.engine.ability.Who.ThatPlayer ? thatPlayer : -2;
            if (p == -2) throw new IllegalStateException("a count of a target player's cards needs the resolution: " + a);
            if (p < 0) return 0;
            return a instanceof Amount.CardsInHand ? s.player(p).hand().size() : s.player(p).library().size();
        }
        if (a instanceof Amount.Devotion d) return Devotion.of(s, d.colorMask(), controller); // 700.5
        if (a instanceof Amount.ExperienceCounters) return controller < 0 ? 0 : s.player(controller).experience(); // 122.1
        if (a instanceof Amount.TargetsBeyondFirst) return SpellTargetCount.beyondFirst(s, source); // 601.2f
        if (a instanceof Amount.CountPlayers || a instanceof Amount.BasicLandTypes || a instanceof Amount.OpponentsAttackedThisCombat) {
            return PlayerCounts.value(s, a, controller); // 102.3, 305.6, 702.121a
        }
        if (a instanceof Amount.PartySize) return Party.size(s, controller); // 700.8
        if (a instanceof Amount.ManaValuesInYourGraveyard m) { // 202.3, 404
            return dev.arbiter.engine.layers.GraveyardManaValues.count(s, source, controller, m.filter());
        }
        if (a instanceof Amount.CountersOnSource co) { // 122: as the source is now
            var counters = s.object(source).counters();
            if (co.kind() != null) return counters.get(co.kind());
            int n = 0;
            for (int v : counters.byKind().values()) n += v;
            return n;
        }
        if (a instanceof Amount.SacrificedStat || a instanceof Amount.SacrificedAsCost || a instanceof Amount.CountersOnThatObject) throw new IllegalStateException("read only as a spell or ability resolves: " + a);
        if (a instanceof Amount.ColorsAmongPermanents) { // 105.2
            return controller < 0 ? 0 : dev.arbiter.engine.layers.LayerCounts.colorsAmong(s, controller, null);
        }
        if (a instanceof Amount.ControlledBy) throw new IllegalStateException("read only as a spell or ability resolves: " + a);
        if (a instanceof Amount.ColorsOfIt) throw new IllegalStateException("\"its colors\" are counted per object by the effect that changes it: " + a);
        if (a instanceof Amount.CreaturesBlockingIt) { // 509.1h: counted per changed object, by the pump that names "it" only
            throw new IllegalStateException("the creatures blocking \"it\" are counted per object by the effect that changes it: " + a);
        }
        Amount.CountPermanents cp = (Amount.CountPermanents) a;
        int n = 0;
        for (int id : s.battlefield()) if (Affecting.matches(s, source, cp.filter(), s.object(id), Layers.of(s, id))) n++;
        return n;
    }
}
