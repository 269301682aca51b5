package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.ast.ConditionNode;
import dev.arbiter.cards.grammar.ast.PlayerRef;
import dev.arbiter.engine.ability.Condition;
import dev.arbiter.engine.ability.ObjectFilter;
import dev.arbiter.engine.ability.Relation;

/** Lowers the count conditions of intervening "if" clauses (603.4) into engine {@link Condition}s. */
final class ConditionLowering {

    private ConditionLowering() {
    }

    /**
     * The condition of {@code c}; {@code triggerNamesPlayer} whether "that player" has a meaning.
     *
     * @throws NotSupported when the condition names what the engine can't count
     */
    static Condition lower(ConditionNode c, boolean triggerNamesPlayer) {
        return lower(c, triggerNamesPlayer, false);
    }

    /** As above; {@code defendingPlayerNamed}: the trigger's player is the defending player (506.2), as "defending player". */
    static Condition lower(ConditionNode c, boolean triggerNamesPlayer, boolean defendingPlayerNamed) {
        if (c instanceof ConditionNode.Team t) return TeamConditionLowering.lower(t); // 102.4
        if (c instanceof ConditionNode.PlayerControls p) return PlayerControlsLowering.lower(p, triggerNamesPlayer, defendingPlayerNamed);
        if (c instanceof ConditionNode.YouControl y) {
            ObjectFilter f = permanents(y.noun());
            if (f.controller() != Relation.ANY) throw new NotSupported("intervening 'if' clause (a controller twice)");
            if (y.other()) f = f.otherThanSource(); // "another Elf": the source doesn't count (109.5)
            return new Condition.PermanentCount(f.controlledBy(Relation.YOU), y.count().min(), y.count().max());
        }
        if (c instanceof ConditionNode.YouControlNamed y) { // 201.2
            ObjectFilter f = permanents(y.noun());
            if (f.controller() != Relation.ANY) throw new NotSupported("intervening 'if' clause (a controller twice)");
            return new Condition.ControlsNamed(f.controlledBy(Relation.YOU), y.names());
        }
        if (c instanceof ConditionNode.AmountIs a && a.amount() instanceof dev.arbiter.cards.grammar.ast.AmountNode.ManaValuesAmong mv) {
            return new Condition.AmountBetween(ManaValuesLowering.amount(mv), a.count().min(), a.count().max()); // 202.3, 404
        }
        if (c instanceof ConditionNode.AmountIs a && a.amount() instanceof dev.arbiter.cards.grammar.ast.AmountNode.Devotion d) { // 700.5
            return new Condition.AmountBetween(DevotionLowering.amount(d), a.count().min(), a.count().max());
        }
        if (c instanceof ConditionNode.OnBattlefield o) {
            ObjectFilter f = permanents(o.noun());
            return new Condition.PermanentCount(o.other() ? f.otherThanSource() : f, o.count().min(), o.count().max()); // 109.5
        }
        if (c instanceof ConditionNode.CardsAboveSelf a) { // 404.2, 603.4
            NounLowering.Lowered l = NounLowering.lower(a.noun());
            if (l.kind() != NounLowering.Kind.CARD) throw new NotSupported("intervening 'if' clause (cards)");
            return new Condition.CardsAboveSelf(l.filter(), a.count().min(), a.count().max());
        }
        if (c instanceof ConditionNode.InYourHand h) { // 402, 603.4
            NounLowering.Lowered l = NounLowering.lower(h.noun());
            if (l.kind() != NounLowering.Kind.CARD) throw new NotSupported("intervening 'if' clause (cards)");
            return new Condition.HandCardCount(l.filter(), h.count().min(), h.count().max());
        }
        if (c instanceof ConditionNode.InYourGraveyard g) {
            NounLowering.Lowered l = NounLowering.lower(g.noun());
            if (l.kind() != NounLowering.Kind.CARD) throw new NotSupported("intervening 'if' clause (cards)");
            return new Condition.GraveyardCardCount(l.filter(), g.count().min(), g.count().max());
        }
        if (c instanceof ConditionNode.OpponentLife ol) { // 119
            return new Condition.OpponentLifeTotal(ol.count().min(), ol.count().max());
        }
        if (c instanceof ConditionNode.OpponentGraveyardSize g) { // 404
            return new Condition.OpponentGraveyardSize(g.count().min(), g.count().max());
        }
        if (c instanceof ConditionNode.EnteredUnderOpponentsControlThisTurn oe) { // 400.7: under an opponent's control
            return new Condition.EnteredUnderOpponentsControlThisTurn(EnteredThisTurnLowering.filter(oe.noun()), oe.atLeast());
        }
        if (c instanceof ConditionNode.EnteredUnderYourControlThisTurn et) { // 400.7
            return EnteredThisTurnLowering.condition(et);
        }
        if (c instanceof ConditionNode.SpellsCastThisTurn sc) { // 601.2i
            NounLowering.Lowered l = NounLowering.lower(sc.spell());
            ObjectFilter f = l.filter();
            if (l.kind() != NounLowering.Kind.SPELL || f.other() || !f.more().none() || f.withKeywords() != 0
                    || f.controller() != dev.arbiter.engine.ability.Relation.ANY && f.controller() != dev.arbiter.engine.ability.Relation.YOU
                    || f.attackingYou()) {
                throw new NotSupported("spells cast this turn (other than by type, subtype and colour)");
            }
            return new Condition.SpellsCastThisTurn(f, sc.atLeast());
        }
        if (c instanceof ConditionNode.OpponentPoisoned) return new Condition.OpponentPoisoned(); // 122.1f
        if (c instanceof ConditionNode.OpponentHandSize h) { // 402
            return new Condition.OpponentHandSize(h.count().min(), h.count().max());
        }
        if (c instanceof ConditionNode.CardTypesInYourGraveyard t) { // 205.2a, 404: delirium
            return new Condition.CardTypesInYourGraveyard(t.count().min(), t.count().max());
        }
        if (c instanceof ConditionNode.YourTurn y) return new Condition.YourTurn(y.yours()); // 500.1: whose turn it is
        if (c instanceof ConditionNode.ThatPlayersTurn t) { // 102.1: the player the trigger named
            if (!triggerNamesPlayer) throw new NotSupported("intervening 'if' clause (\"their turn\" without a player named)");
            return new Condition.ThatPlayersTurn(t.theirs());
        }
        if (c instanceof ConditionNode.Not n && n.of() instanceof ConditionNode.ThisTurn t && t.who() instanceof PlayerRef.That) {
            return thatPlayerThisTurn(t, triggerNamesPlayer, false); // 603.4: "if that player didn't cast a spell this turn"
        }
        if (c instanceof ConditionNode.ThisTurn t && t.who() instanceof PlayerRef.That) return thatPlayerThisTurn(t, triggerNamesPlayer, true);
        if (c instanceof ConditionNode.Not n) { // 603.4: "no creatures died this turn"
            if (!(n.of() instanceof ConditionNode.ThisTurn)) throw new NotSupported("a negated condition other than this turn's events");
            return new dev.arbiter.engine.ability.Condition.Not(lower(n.of(), false));
        }
        if (c instanceof ConditionNode.LastTurn l) return LastTurnLowering.lower(l, lower(l.of(), triggerNamesPlayer)); // 603.4
        if (c instanceof ConditionNode.ThisTurn t && t.event().equals("~ dealt damage")) {
            return new Condition.SourceDealtDamageThisTurn(t.who() instanceof PlayerRef.EachOpponent ? Relation.OPPONENT : Relation.ANY); // 120.3
        }
        if (c instanceof ConditionNode.ThisTurn t) { // 603.4: what happened this turn
            dev.arbiter.engine.ability.Condition.ThisTurn.Event event = switch (t.event()) {
                case "died" -> dev.arbiter.engine.ability.Condition.ThisTurn.Event.CREATURE_DIED;
                case "attacked" -> dev.arbiter.engine.ability.Condition.ThisTurn.Event.ATTACKED;
                case "gained life" -> dev.arbiter.engine.ability.Condition.ThisTurn.Event.GAINED_LIFE;
                case "lands played" -> dev.arbiter.engine.ability.Condition.ThisTurn.Event.LANDS_PLAYED;
                case "permanent left" -> dev.arbiter.engine.ability.Condition.ThisTurn.Event.PERMANENT_LEFT; // 603.6c
                case "dealt damage" -> dev.arbiter.engine.ability.Condition.ThisTurn.Event.DEALT_DAMAGE; // 120.3a
                case "drew" -> dev.arbiter.engine.ability.Condition.ThisTurn.Event.CARDS_DRAWN; // 121.1
                case "cast" -> dev.arbiter.engine.ability.Condition.ThisTurn.Event.SPELLS_CAST; // 601.2i
                case "discarded" -> dev.arbiter.engine.ability.Condition.ThisTurn.Event.DISCARDED; // 701.8
                default -> dev.arbiter.engine.ability.Condition.ThisTurn.Event.LOST_LIFE;
            };
            Relation who = t.who() == null || t.who() instanceof PlayerRef.EachPlayer ? Relation.ANY
                    : t.who() instanceof PlayerRef.You ? Relation.YOU : Relation.OPPONENT;
            return new Condition.ThisTurn(event, who, t.atLeast());
        }
        if (c instanceof ConditionNode.TotalPower tp) { // 603.4, 207.2c formidable
            ObjectFilter f = permanents(tp.noun());
            if ((f.anyOfTypes() & ~dev.arbiter.engine.characteristic.CardType.CREATURE.bit()) != 0 || f.anyOfTypes() == 0) {
                throw new NotSupported("intervening 'if' clause (total power of noncreatures)");
            }
            return new Condition.TotalPower(f, tp.atLeast());
        }
        if (c instanceof ConditionNode.ControlsMore cm) { // 603.4
            ObjectFilter f = permanents(cm.noun());
            if (f.controller() != Relation.ANY) throw new NotSupported("intervening 'if' clause (a controller twice)");
            boolean that = cm.who() instanceof PlayerRef.That;
            boolean named = that && (((PlayerRef.That) cm.who()).word().equals("defending player") ? defendingPlayerNamed
                    : triggerNamesPlayer && !defendingPlayerNamed);
            if (that && !named) throw new NotSupported("intervening 'if' clause (\"" + ((PlayerRef.That) cm.who()).word()
                    + "\" with no such player named)");
            return new Condition.ControlsMoreThanYou(that, f, cm.atLeastMore());
        }
        if (c instanceof ConditionNode.SourceCounters sc) { // 122, 603.4
            return new Condition.SourceCounterCount(sc.kind(), sc.count().min(), sc.count().max());
        }
        if (c instanceof ConditionNode.CitysBlessing) return new Condition.CitysBlessing(); // 702.131c
        if (c instanceof ConditionNode.ManaSpent ms) { // 601.2h, 603.4
            return new Condition.ManaSpentToCast(ms.colour() == null ? null : dev.arbiter.engine.mana.ManaType.valueOf(ms.colour()),
                    ms.atLeast());
        }
        if (c instanceof ConditionNode.Either e) { // 603.4: "if A or B" is "not (neither A nor B)", each part read alone
            return new Condition.Not(new Condition.Both(new Condition.Not(lower(e.first(), triggerNamesPlayer, defendingPlayerNamed)),
                    new Condition.Not(lower(e.second(), triggerNamesPlayer, defendingPlayerNamed))));
        }
        if (c instanceof ConditionNode.Both b) { // each part, as it would be read alone
            return new Condition.Both(lower(b.first(), triggerNamesPlayer, defendingPlayerNamed),
                    lower(b.second(), triggerNamesPlayer, defendingPlayerNamed));
        }
        if (c instanceof ConditionNode.DifferentPowers dp) return new Condition.DifferentPowers(dp.atLeast()); // 207.2c coven
        if (c instanceof ConditionNode.MonarchIs m) return new Condition.MonarchIs(m.you()); // 724.1
        if (c instanceof ConditionNode.CompletedDungeon d) return new Condition.CompletedDungeon(d.name(), d.negated()); // 309.7
        if (c instanceof ConditionNode.HaveInitiative) return new Condition.HaveInitiative(); // 723.1
        if (c instanceof ConditionNode.YourLifeAtLeastStarting l) return new Condition.LifeAtLeastStarting(l.more()); // 103.4
        if (c instanceof ConditionNode.YourLife yl) return new Condition.LifeTotal(yl.count().min(), yl.count().max()); // 119
        if (c instanceof ConditionNode.LifeComparison lc) return new Condition.LifeComparedToOpponent(lc.opponentMore()); // 119, 603.4
        if (c instanceof ConditionNode.HandComparison hc) return new Condition.HandComparedToOpponents(hc.yoursMore()); // 402.1, 603.4
        if (c instanceof ConditionNode.Kicked) return new Condition.SourceKicked(); // 702.33e, 603.4
        if (c instanceof ConditionNode.KickedWith kw) { // 702.33f: remembered by the kicker's cost
            return new Condition.SourceCostPaid(KickerLines.paidName(dev.arbiter.engine.mana.ManaCost.ofSymbols(kw.symbols())));
        }
        if (c instanceof ConditionNode.KeywordCostPaid k) return new Condition.SourceCostPaid(k.keyword()); // 702.137a, 702.117a
        if (c instanceof ConditionNode.TributeNotPaid) return new Condition.TributePaid(false); // 702.104b
        if (c instanceof ConditionNode.Designated d) return new Condition.SourceDesignated(d.designation(), d.is()); // 701.37a
        if (c instanceof ConditionNode.AttackedWithTotalPower p) return new Condition.AttackedWithTotalPower(p.atLeast()); // 508.1
        if (c instanceof ConditionNode.EnteredThisTurn) return new Condition.SourceEnteredThisTurn(); // 400.7
        if (c instanceof ConditionNode.AttackedThisTurn) return new Condition.SourceAttackedThisTurn(); // 508.1, 702.142a
        if (c instanceof ConditionNode.InCombatThisCombat ic) { // 508.1, 509.1
            return new Condition.SourceAttackedOrBlockedThisCombat(ic.attacked(), ic.blocked());
        }
        if (c instanceof ConditionNode.SourceAttached a) { // 303.4, 301.5: "it" is the source only where a trigger says so
            if (a.it()) throw new NotSupported("intervening 'if' clause (\"it's " + (a.enchanted() ? "enchanted" : "equipped") + "\": which object)");
            return new Condition.SourceAttachedTo(a.enchanted(), a.equipped());
        }
        if (c instanceof ConditionNode.Cast cast) return new Condition.SourceCast(cast.fromHand(), cast.cast()); // 603.4
        if (c instanceof ConditionNode.SpellCastFrom f) return new Condition.SpellCastFrom(f.graveyard()); // 601.2a, 608.2c
        if (c instanceof ConditionNode.RevealedAsCast r) { // 601.2b
            if (!dev.arbiter.engine.card.CreatureTypes.isCreatureType(r.subtype())) throw new NotSupported("\"you revealed a " + r.subtype() + " card\"");
            return new Condition.RevealedOrControlledAsCast(r.subtype());
        }
        if (c instanceof ConditionNode.ObjectIs is) { // 603.4
            ObjectFilter f = permanents(is.noun());
            if (f.controller() != Relation.ANY) throw new NotSupported("intervening 'if' clause (whose object)");
            boolean self = is.who().equals("~");
            if (self && f.equals(ObjectFilter.any().withQualities(f.more())) && f.more().equals(
                    dev.arbiter.engine.ability.FilterQualities.NONE.tapped(dev.arbiter.engine.ability.FilterQualities.Tri.NO))) {
                return new Condition.SourceUntapped(); // "if ~ is untapped": the older vocabulary's word for it
            }
            return new Condition.ObjectIs(!self, f);
        }
        if (c instanceof ConditionNode.TopOfLibrary t) { // 401.1
            if (t.color() != null) return new Condition.TopOfLibrary(ObjectFilter.any().withColors(NounLowering.color(t.color()).bit()));
            NounLowering.Lowered l = NounLowering.lower(t.noun());
            if (l.kind() != NounLowering.Kind.CARD || t.noun().zone() != null) throw new NotSupported("the top card of a library (cards)");
            return new Condition.TopOfLibrary(l.filter());
        }
        if (c instanceof ConditionNode.LibrarySize l) return new Condition.LibrarySize(l.count().min(), l.count().max()); // 401
        ConditionNode.HandSize h = (ConditionNode.HandSize) c;
        boolean that;
        if (h.who() instanceof PlayerRef.You) {
            that = false;
        } else if (h.who() instanceof PlayerRef.That t && t.word().equals("that player") && triggerNamesPlayer) {
            that = true;
        } else {
            throw new NotSupported("intervening 'if' clause (whose hand)");
        }
        return new Condition.HandSize(that, h.count().min(), h.count().max());
    }

    /** 603.4: what happened this turn to the player the trigger named ({@code happened} false: "didn't"). */
    private static Condition thatPlayerThisTurn(ConditionNode.ThisTurn t, boolean triggerNamesPlayer, boolean happened) {
        if (!triggerNamesPlayer) throw new NotSupported("intervening 'if' clause (\"that player\" with no player named)");
        if (t.event().equals("died") || t.event().equals("permanent left") || t.event().equals("lands played")) {
            throw new NotSupported("intervening 'if' clause (\"that player\" and " + t.event() + ")");
        }
        Condition.ThisTurn yours = (Condition.ThisTurn) lower(new ConditionNode.ThisTurn(t.event(), new PlayerRef.You(), t.atLeast()), true);
        return new Condition.ThatPlayerThisTurn(yours.event(), yours.atLeast(), happened);
    }

    private static ObjectFilter permanents(dev.arbiter.cards.grammar.ast.Noun n) {
        NounLowering.Lowered l = NounLowering.lower(n);
        if (l.kind() != NounLowering.Kind.PERMANENT) throw new NotSupported("intervening 'if' clause (cards or spells)");
        return l.filter();
    }
}
