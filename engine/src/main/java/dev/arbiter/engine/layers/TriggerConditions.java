package dev.arbiter.engine.layers;

import dev.arbiter.engine.ability.Condition;
import dev.arbiter.engine.ability.ObjectFilter;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.GameState;

/**
 * Intervening "if" clauses of triggered abilities (603.4): checked when the trigger event occurs
 * and again as the ability resolves. They may read the player the event named ("that player").
 * Conditions that are not about counts are those of static abilities ({@link Affecting#holds}).
 */
public final class TriggerConditions {
    private TriggerConditions() {
    }

    /**
     * As {@link #holds(GameState, int, int, int, Condition)}, for a triggered ability whose X is {@code x} (107.3m: an
     * entering permanent's trigger has the X of the spell it was): "if X is 5 or more" (ravenous, 702.156a) reads it.
     */
    public static boolean holds(GameState s, int source, int controller, int thatPlayer, Condition c, int x) {
        if (c instanceof Condition.AmountBetween ab && ab.amount() instanceof dev.arbiter.engine.ability.Amount.X) {
            return x >= ab.min() && x <= ab.max(); // 603.4, 107.3m
        }
        return holds(s, source, controller, thatPlayer, c);
    }

    /** Whether {@code c} holds for an ability of {@code source} controlled by {@code controller}. */
    public static boolean holds(GameState s, int source, int controller, int thatPlayer, Condition c) {
        Boolean judged = judged(s, source, controller, thatPlayer, c);
        return judged != null ? judged : Affecting.holds(s, source, c);
    }

    /** Whether {@code c} is one of the conditions {@link #judged} reads from the game rather than the source. */
    static boolean readsTheGame(Condition c) {
        return c instanceof Condition.PermanentCount || c instanceof Condition.GraveyardCardCount
                || c instanceof Condition.HandSize || c instanceof Condition.LibrarySize || c instanceof Condition.TopOfLibrary || c instanceof Condition.TotalPower
                || c instanceof Condition.ControlsMoreThanYou || c instanceof Condition.SourceCounterCount
                || c instanceof Condition.LifeTotal || c instanceof Condition.LifeComparedToOpponent
                || c instanceof Condition.HandComparedToOpponents || c instanceof Condition.HandCardCount
                || c instanceof Condition.LifeAtLeastStarting
                || c instanceof Condition.ThisTurn || c instanceof Condition.TeamCastSpellThisTurn || c instanceof Condition.Team || c instanceof Condition.LastTurn
                || c instanceof Condition.ThatPlayerThisTurn || c instanceof Condition.SourceKicked
                || c instanceof Condition.SourceDealtDamageThisTurn || c instanceof Condition.SourceCast
                || c instanceof Condition.SourceEscaped || c instanceof Condition.SourceCostPaid
                || c instanceof Condition.ManaSpentToCast
                || c instanceof Condition.SourceDesignated
                || c instanceof Condition.SourceAttackedOrBlockedThisCombat || c instanceof Condition.SourceAttackedThisTurn
                || c instanceof Condition.SourceEnteredThisTurn || c instanceof Condition.AttackedWithTotalPower
                || c instanceof Condition.AttackedThisCombat
                || c instanceof Condition.ControlsNamed
                || c instanceof Condition.ObjectIs || c instanceof Condition.Not
                || c instanceof Condition.CardTypesInYourGraveyard || c instanceof Condition.OpponentLifeTotal
                || c instanceof Condition.OpponentGraveyardSize || c instanceof Condition.OpponentHandSize
                || c instanceof Condition.SpellsCastThisTurn || c instanceof Condition.OpponentPoisoned
                || c instanceof Condition.CardsAboveSelf || c instanceof Condition.CitysBlessing
                || c instanceof Condition.MonarchIs || c instanceof Condition.DifferentPowers || c instanceof Condition.Both
                || c instanceof Condition.CompletedDungeon || c instanceof Condition.HaveInitiative
                || c instanceof Condition.ChosenWord || c instanceof Condition.RevealedOrControlledAsCast
                || c instanceof Condition.TributePaid
                || c instanceof Condition.ThatPlayersTurn || c instanceof Condition.ThatPlayerControls
                || c instanceof Condition.EnteredUnderYourControlThisTurn || c instanceof Condition.EnteredUnderOpponentsControlThisTurn;
    }

    /** {@code c} judged if it is one of the conditions read from the game (counts, life, this turn...), else null. */
    static Boolean judged(GameState s, int source, int controller, int thatPlayer, Condition c) {
        if (c instanceof Condition.ThatObjectIs) return false; // 603.4: needs the trigger's object (events/ThatObjectConditions)
        if (c instanceof Condition.ThatPlayersTurn t) return thatPlayer >= 0 && (s.turn().active() == thatPlayer) == t.theirs(); // 102.1
        if (c instanceof Condition.ThatPlayerControls tc) { // 603.4: what the player the trigger names controls
            if (thatPlayer < 0) return false;
            int n = count(s, source, controller, tc.filter(), thatPlayer);
            return n >= tc.min() && n <= tc.max();
        }
        if (c instanceof Condition.OpponentControls oc) { // 102.3: one opponent of the controller controls that many
            int[] perPlayer = new int[s.playerCount()];
            for (int id : s.battlefield()) {
                GameObject o = s.object(id);
                if (!s.areOpponents(o.controller(), controller)) continue;
                if (matches(s, source, controller, oc.filter().controlledBy(dev.arbiter.engine.ability.Relation.ANY), o)
                        && ++perPlayer[o.controller()] >= oc.atLeast()) return true;
            }
            return false;
        }
        if (c instanceof Condition.PermanentCount pc) {
            int n = 0;
            for (int id : s.battlefield()) {
                if (matches(s, source, controller, pc.filter(), s.object(id))) n++;
            }
            return n >= pc.min() && n <= pc.max();
        }
        if (c instanceof Condition.CardsAboveSelf a) { // 404.2: the cards put into the graveyard after the source
            GameObject self = s.object(source);
            if (self.zone() != dev.arbiter.engine.state.Zone.GRAVEYARD) return false;
            var g = s.player(self.owner()).graveyard();
            int n = 0;
            for (int k = g.indexOf(source) + 1; k < g.size(); k++) {
                if (matches(s, source, controller, a.filter(), s.object(g.get(k)))) n++;
            }
            return n >= a.min() && n <= a.max();
        }
        if (c instanceof Condition.HandCardCount h) { // 402: the cards in the controller's hand that match
            int n = 0;
            for (int id : s.player(controller).hand()) {
                if (matches(s, source, controller, h.filter(), s.object(id))) n++;
            }
            return n >= h.min() && n <= h.max();
        }
        if (c instanceof Condition.GraveyardCardCount g) {
            int n = 0;
            for (int id : s.player(controller).graveyard()) {
                if (matches(s, source, controller, g.filter(), s.object(id))) n++;
            }
            return n >= g.min() && n <= g.max();
        }
        if (c instanceof Condition.OpponentLifeTotal ol) { // 119
            for (int p = 0; p < s.playerCount(); p++) {
                if (!s.areOpponents(p, controller) || !s.player(p).inGame()) continue;
                int life = s.player(p).life();
                if (life >= ol.min() && life <= ol.max()) return true;
            }
            return false;
        }
        if (c instanceof Condition.OpponentGraveyardSize og) { // 404
            for (int p = 0; p < s.playerCount(); p++) {
                if (!s.areOpponents(p, controller) || !s.player(p).inGame()) continue;
                int n = s.player(p).graveyard().size();
                if (n >= og.min() && n <= og.max()) return true;
            }
            return false;
        }
        if (c instanceof Condition.EnteredUnderOpponentsControlThisTurn oe) { // 400.7: under one opponent's control
            for (int p = 0; p < s.playerCount(); p++) {
                if (s.areOpponents(p, controller) && EntryRecords.count(s, oe.filter(), p, -1) >= oe.atLeast()) return true;
            }
            return false;
        }
        if (c instanceof Condition.EnteredUnderYourControlThisTurn et) { // 400.7: the permanents that entered this turn
            return EntryRecords.count(s, et.filter(), controller, source) >= et.atLeast();
        }
        if (c instanceof Condition.SpellsCastThisTurn sc) { // 601.2i: the spells the controller cast this turn
            int n = 0;
            for (var r : s.turn().history().casts()) {
                if (r.player() != controller) continue;
                var ch = r.spell();
                ObjectFilter f = sc.spell();
                if (!Affecting.typesMatch(f, ch)) continue; // 205.2, 205.3: types and subtype, or one of them
                if ((ch.types() & f.excludedTypes()) != 0) continue;
                if (f.colorMask() != 0 && (ch.colors() & f.colorMask()) == 0) continue;
                n++;
            }
            return n >= sc.atLeast();
        }
        if (c instanceof Condition.OpponentPoisoned) { // 122.1f
            for (int p = 0; p < s.playerCount(); p++) {
                if (s.areOpponents(p, controller) && s.player(p).inGame() && s.player(p).poison() > 0) return true;
            }
            return false;
        }
        if (c instanceof Condition.OpponentHandSize oh) { // 402
            for (int p = 0; p < s.playerCount(); p++) {
                if (!s.areOpponents(p, controller) || !s.player(p).inGame()) continue;
                int n = s.player(p).hand().size();
                if (n >= oh.min() && n <= oh.max()) return true;
            }
            return false;
        }
        if (c instanceof Condition.CardTypesInYourGraveyard ct) { // 205.2a, 404: the cards' types, as printed there
            int types = 0;
            for (int id : s.player(controller).graveyard()) types |= s.object(id).card().baseCharacteristics().types();
            int n = Integer.bitCount(types);
            return n >= ct.min() && n <= ct.max();
        }
        if (c instanceof Condition.HandSize h) {
            int player = h.thatPlayer() ? thatPlayer : controller;
            if (player < 0) return false;
            int n = s.player(player).hand().size();
            return n >= h.min() && n <= h.max();
        }
        if (c instanceof Condition.TopOfLibrary t) { // 401.1: the top card of the controller's library
            var library = s.player(controller).library();
            return !library.isEmpty() && matches(s, source, controller, t.filter(), s.object(library.get(0)));
        }
        if (c instanceof Condition.LibrarySize l) { // 401: the controller's library
            int n = s.player(controller).library().size();
            return n >= l.min() && n <= l.max();
        }
        if (c instanceof Condition.TotalPower tp) { // 207.2c formidable
            int total = 0;
            for (int id : s.battlefield()) {
                if (matches(s, source, controller, tp.filter(), s.object(id))) total += Layers.of(s, id).power();
            }
            return total >= tp.atLeast();
        }
        if (c instanceof Condition.ControlsMoreThanYou cm) {
            int yours = count(s, source, controller, cm.filter(), controller);
            int enough = yours + cm.atLeastMore(); // "at least four more creatures than you"
            if (cm.thatPlayer()) return thatPlayer >= 0 && count(s, source, controller, cm.filter(), thatPlayer) >= enough;
            for (int p = 0; p < s.playerCount(); p++) {
                if (s.areOpponents(p, controller) && s.player(p).inGame() && count(s, source, controller, cm.filter(), p) >= enough) return true;
            }
            return false;
        }
        if (c instanceof Condition.SourceCounterCount sc) { // 122: the source as it now is on the battlefield
            GameObject o = s.object(source);
            if (o.zone() != dev.arbiter.engine.state.Zone.BATTLEFIELD) return false;
            int n = sc.kind() == null ? o.counters().total() : o.counters().get(sc.kind()); // null: counters of any kind
            return n >= sc.min() && n <= sc.max();
        }
        if (c instanceof Condition.Both b) { // "if you control an artifact and an enchantment": each part holds
            return holds(s, source, controller, thatPlayer, b.first()) && holds(s, source, controller, thatPlayer, b.second());
        }
        if (c instanceof Condition.DifferentPowers dp) { // 207.2c coven, 208.1: the powers of the creatures you control now
            java.util.Set<Integer> powers = new java.util.HashSet<>();
            for (int id : s.battlefield()) {
                if (s.object(id).controller() != controller) continue;
                dev.arbiter.engine.card.Characteristics ch = Layers.of(s, id);
                if (ch.isCreature()) powers.add(ch.power());
            }
            return powers.size() >= dp.atLeast();
        }
        if (c instanceof Condition.MonarchIs m) { // 724.1
            int monarch = Monarch.of(s);
            return m.you() ? monarch == controller : monarch >= 0 && s.areOpponents(monarch, controller);
        }
        if (c instanceof Condition.CompletedDungeon d) { // 309.7
            return dev.arbiter.engine.state.DungeonRecords.completed(s, controller, d.name()) != d.negated();
        }
        if (c instanceof Condition.HaveInitiative) return Initiative.of(s) == controller; // 723.1
        if (c instanceof Condition.CitysBlessing) return CitysBlessing.has(s, controller); // 702.131c
        if (c instanceof Condition.LifeTotal lt) { // 119
            int life = s.player(controller).life();
            return life >= lt.min() && life <= lt.max();
        }
        if (c instanceof Condition.LifeAtLeastStarting l) { // 103.4: compared with the life total the player began with
            return s.player(controller).life() >= s.player(controller).startingLife() + l.more();
        }
        if (c instanceof Condition.HandComparedToOpponents hc) { // 402.1: the number of cards in each hand
            int yours = s.player(controller).hand().size();
            boolean any = false;
            for (int p = 0; p < s.playerCount(); p++) {
                if (!s.areOpponents(p, controller) || !s.player(p).inGame()) continue;
                int theirs = s.player(p).hand().size();
                if (!hc.yoursMore() && theirs > yours) return true;
                if (hc.yoursMore() && theirs >= yours) return false;
                any = true;
            }
            return hc.yoursMore() && any;
        }
        if (c instanceof Condition.LifeComparedToOpponent lc) { // 119
            int yours = s.player(controller).life();
            for (int p = 0; p < s.playerCount(); p++) {
                if (!s.areOpponents(p, controller) || !s.player(p).inGame()) continue;
                if (lc.opponentMore() ? s.player(p).life() > yours : s.player(p).life() < yours) return true;
            }
            return false;
        }
        if (c instanceof Condition.ThisTurn t) return ThisTurnConditions.holds(s, controller, t); // 603.4
        if (c instanceof Condition.Team t) { // 102.4: you or one of your teammates
            for (int p = 0; p < s.playerCount(); p++) {
                if ((p == controller || s.player(p).inGame() && !s.areOpponents(p, controller))
                        && holds(s, source, p, thatPlayer, t.of())) return true;
            }
            return false;
        }
        if (c instanceof Condition.TeamCastSpellThisTurn) { // 702.117a, 810.2: you or a teammate
            for (int p = 0; p < s.playerCount(); p++) {
                if ((p == controller || !s.areOpponents(p, controller)) && s.turn().history().spellsCast(p) > 0) return true;
            }
            return false;
        }
        if (c instanceof Condition.LastTurn t) { // 603.4: "last turn", judged on the turn before this one as it ended
            dev.arbiter.engine.state.TurnState last = s.turn().notes().lastTurn();
            return last != null && holds(s.withTurn(last), source, controller, thatPlayer, t.of());
        }
        if (c instanceof Condition.ThatPlayerThisTurn t) { // 603.4: of the player the trigger named
            return thatPlayer >= 0 && ThisTurnConditions.holds(s, thatPlayer,
                    new Condition.ThisTurn(t.event(), dev.arbiter.engine.ability.Relation.YOU, t.atLeast())) == t.happened();
        }
        if (c instanceof Condition.Not n && n.of() instanceof Condition.ThisTurn t) { // 603.4: "if no creatures died this turn"
            return !ThisTurnConditions.holds(s, controller, t);
        }
        if (c instanceof Condition.Not n) return !holds(s, source, controller, thatPlayer, n.of()); // 603.4: "if neither ..."
        if (c instanceof Condition.RevealedOrControlledAsCast) return ChosenValues.revealedAsCast(s, source); // 601.2b, 603.4
        if (c instanceof Condition.TributePaid t) { // 702.104b: recorded as the source entered
            var chosen = ChosenValues.of(s, source, dev.arbiter.engine.ability.ChoiceKind.TRIBUTE);
            return chosen != null && chosen.word().equals("paid") == t.paid();
        }
        if (c instanceof Condition.ChosenWord w) { // 614.12, 607.2: the word chosen as the source entered
            var chosen = ChosenValues.of(s, source, dev.arbiter.engine.ability.ChoiceKind.WORD);
            return chosen != null && w.word().equals(chosen.word());
        }
        if (c instanceof Condition.SourceKicked) return KickedRecords.wasKicked(s, source); // 702.33e, 603.4
        if (c instanceof Condition.SpellCastFrom f) { // 601.2a, 608.2c: the resolving spell
            return CastRecords.spellCastFrom(s, source, f.graveyard() ? dev.arbiter.engine.state.Zone.GRAVEYARD
                    : dev.arbiter.engine.state.Zone.HAND);
        }
        if (c instanceof Condition.SourceEscaped) return CastRecords.wasCastFrom(s, source, dev.arbiter.engine.state.Zone.GRAVEYARD); // 702.138c
        if (c instanceof Condition.SourceDesignated d) return Designations.has(s, source, d.designation()) == d.is(); // 701.37a, 702.112b
        if (c instanceof Condition.ControlsNamed cn) { // 201.2: a permanent with each name
            for (String name : cn.names()) {
                boolean found = false;
                for (int id : s.battlefield()) {
                    GameObject o = s.object(id);
                    if (matches(s, source, controller, cn.filter(), o) && name.equals(Layers.of(s, id).name())) {
                        found = true;
                        break;
                    }
                }
                if (!found) return false;
            }
            return true;
        }
        if (c instanceof Condition.AttackedThisCombat) return s.combat().attackedThisCombat(controller); // 508.1b, 506.4
        if (c instanceof Condition.AttackedWithTotalPower p) { // 508.1: the attackers' total power as they were declared
            return controller == s.turn().active() && !s.combat().declared().isEmpty() && s.combat().attackPower() >= p.atLeast();
        }
        if (c instanceof Condition.SourceEnteredThisTurn) { // 400.7: entered this turn, the same object since
            return s.turn().history().enteredThisTurn(s.object(source).ref());
        }
        if (c instanceof Condition.SourceDealtDamageThisTurn d) { // 120.3, 400.7: by the source as the object it now is
            var ref = s.object(source).ref();
            for (var m : s.turn().history().damage()) {
                if (m.source().equals(ref) && m.recipient() instanceof dev.arbiter.engine.state.Target.Player p
                        && s.relates(d.to(), controller, p.player())) return true;
            }
            return false;
        }
        if (c instanceof Condition.SourceAttackedThisTurn) { // 508.1, 702.142a: declared as an attacker this turn, the same object (400.7)
            return s.turn().attackedThisTurn(s.object(source).ref());
        }
        if (c instanceof Condition.SourceAttackedOrBlockedThisCombat ab) { // 508.1, 509.1: declared in this combat
            var ref = s.object(source).ref();
            if (!s.combat().declaredThisCombat(ref)) return false;
            boolean attacked = s.turn().attackedThisTurn(ref); // else it was declared as a blocker
            return attacked ? ab.attacked() : ab.blocked();
        }
        if (c instanceof Condition.SourceCast sc) return CastRecords.wasCast(s, source, sc.fromHand()) == sc.cast(); // 603.4
        if (c instanceof Condition.SourceCostPaid cp) return CostPaidRecords.paid(s, source, cp.keyword()); // 702.74a, 603.4
        if (c instanceof Condition.ManaSpentToCast ms) return ManaSpentRecords.holds(s, source, ms); // 601.2h, 603.4
        if (c instanceof Condition.SpellTargets st) { // 601.2f: the targets chosen before the cost is determined (601.2c)
            for (dev.arbiter.engine.state.StackItem item : s.stack()) {
                if (!(item instanceof dev.arbiter.engine.state.StackItem.Spell sp) || sp.objectId() != source) continue;
                for (var group : sp.targets()) {
                    for (dev.arbiter.engine.state.Target t : group) {
                        if (t instanceof dev.arbiter.engine.state.Target.Object to
                                && s.object(to.id()).zone() == dev.arbiter.engine.state.Zone.BATTLEFIELD
                                && matches(s, source, controller, st.filter(), s.object(to.id()))) return true;
                    }
                }
                return false;
            }
            return true; // not cast yet: whether it can be afforded is judged with the reduction, the targets not chosen
        }
        if (c instanceof Condition.ObjectIs is) { // 603.4: the source or its host as it now is
            GameObject o = s.object(source);
            int id = is.host() ? o.attachedTo() : source;
            if (id < 0 || s.object(id).zone() != dev.arbiter.engine.state.Zone.BATTLEFIELD) return false;
            return Affecting.matches(s, source, is.filter(), s.object(id), Layers.of(s, id));
        }
        return null;
    }

    /** How many permanents {@code player} controls that match {@code f} (its controller relation ignored). */
    private static int count(GameState s, int source, int controller, ObjectFilter f, int player) {
        ObjectFilter any = f.controlledBy(dev.arbiter.engine.ability.Relation.ANY);
        int n = 0;
        for (int id : s.battlefield()) {
            GameObject o = s.object(id);
            if (o.controller() == player && matches(s, source, controller, any, o)) n++;
        }
        return n;
    }

    /** {@code f} judged from the point of view of the ability's controller (which the source may no longer have). */
    private static boolean matches(GameState s, int source, int controller, ObjectFilter f, GameObject o) {
        if (f.other() && o.id() == source) return false;
        var r = f.controller();
        if (r != dev.arbiter.engine.ability.Relation.ANY) {
            if (!s.relates(r, controller, o.controller())) return false;
        }
        return Affecting.matches(s, source, f.controlledBy(dev.arbiter.engine.ability.Relation.ANY), o, Layers.of(s, o.id()));
    }
}
