package dev.arbiter.engine.turn;

import dev.arbiter.engine.ability.ActivatedAbility;
import dev.arbiter.engine.ability.Keyword;
import dev.arbiter.engine.card.Characteristics;
import dev.arbiter.engine.costs.CostPayment;
import dev.arbiter.engine.costs.ManaPayment;
import dev.arbiter.engine.costs.ManaSource;
import dev.arbiter.engine.costs.ManaSources;
import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.mana.ManaCost;
import dev.arbiter.engine.stack.Timing;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.PlayerState;
import dev.arbiter.engine.state.Stage;
import dev.arbiter.engine.timing.Step;
import dev.arbiter.engine.turn.ActionLegality.PaidCosts;
import dev.arbiter.engine.decision.Rejection;

import java.util.ArrayList;
import java.util.List;

import static dev.arbiter.engine.turn.ActionLegality.anyModeTargetable;
import static dev.arbiter.engine.turn.ActionLegality.canActivate;
import static dev.arbiter.engine.turn.ActionLegality.canCast;
import static dev.arbiter.engine.turn.ActionLegality.castableInstead;
import static dev.arbiter.engine.turn.ActionLegality.targetsAvailable;

/**
 * Priority (117): what the player holding priority may do — play a land (305), cast a spell
 * (601), activate an ability (602) — and what passing does (117.3d, 117.4).
 */
public final class Priority {
    private Priority() {
    }

    /** {@link #actions} as a listing: one object for every decision (issue 13: no supplier capturing each state). */
    private static final dev.arbiter.engine.decision.LazyChoices.Listing ACTIONS = Priority::actions;

    /** The priority decision with every legal action, Pass last; the actions are listed when first read. */
    public static Decision.Priority decision(GameState s) {
        int player = s.turn().priority();
        return new Decision.Priority(player, new dev.arbiter.engine.decision.LazyChoices(ACTIONS, s, player));
    }

    /**
     * Every legal action of {@code player}, who holds priority in {@code s} (117.1), Pass last; without
     * {@code withMana}, less the actions activating mana abilities (605.3a), whose legality is then not judged unless the
     * mana sources are needed (the same list as the whole one filtered: each verdict is a pure read of {@code s}).
     */
    private static List<Choice> actions(GameState s, int player, boolean withMana) {
        PlayerState p = s.player(player);
        // room for every card in hand, one ability of each permanent that may list some, and Pass: mostly no growing
        dev.arbiter.engine.decision.ChoiceList actions = new dev.arbiter.engine.decision.ChoiceList(p.hand().size()
                + (withMana ? Layers.activatedSources(s) : Layers.listedSources(s)).length + 2);
        int landState = 0; // 305.1-305.2, asked only when a land could be played: 0 not known yet, 1 yes, 2 no
        List<ManaSource> sources = null;
        // 605: the sources are found on the walk over the permanents (their actions, listed last, made then too): one
        // walk per listing, done here at the first card that needs the sources, else at its place after the cards
        int permanentsFrom = -1, permanentsTo = -1;
        int available = 0;
        // Whether the sources can pay a cost, by cost: one payment search per distinct cost in a listing.
        PaidCosts paid = null; // made with the sources: a listing without a castable card needs neither
        List<Choice> fromHand = null; // 113.6b: abilities that function from the hand (cycling, 702.29a), listed after the spells
        io.vavr.collection.Vector<Integer> hand = p.hand();
        for (int k = 0, n = hand.size(); k < n; k++) { // indexed: no iterator per listing; one pass over the hand
            int id = hand.get(k);
            Characteristics ch = Layers.of(s, id);
            List<ActivatedAbility> abilities = ch.activatedAbilities();
            for (int i = 0; i < abilities.size(); i++) {
                if (!abilities.get(i).timing().fromHand() || !withMana && abilities.get(i).manaAbility()) continue;
                if (canActivate(s, player, s.object(id), abilities.get(i))) {
                    if (fromHand == null) fromHand = new ArrayList<>(2);
                    fromHand.add(new Choice.ActivateAbility(id, i));
                }
            }
            if (ch.isLand()) {
                if (landState == 0) landState = canPlayLandNow(s, player) ? 1 : 2;
                if (landState == 1) actions.add(new Choice.PlayLand(id));
                continue;
            }
            if (dev.arbiter.engine.stack.FaceDownCasting.possible(s, player, id, ch)) { // 702.37c: face down for {3}
                actions.add(new Choice.CastSpell(id));
                continue;
            }
            if (!Timing.canCastNow(s, player, id, ch)) continue;
            if (sources == null) {
                permanentsFrom = actions.size();
                sources = new ArrayList<>();
                PermanentActions.walk(s, player, actions, sources, withMana);
                permanentsTo = actions.size();
                available = ManaPayment.maxAvailable(p.pool(), sources) + p.restrictedTotal(); // 106.6: restricted mana may pay too
                paid = new PaidCosts();
            }
            // can't possibly pay (601.2h); convoke (702.51a) may add creatures to what is available
            if (ch.manaCost().leastManaToPay() > available && !dev.arbiter.engine.costs.Convoking.has(ch)
                    && !dev.arbiter.engine.stack.CostModifiers.mayLower(s, ch)
                    && !dev.arbiter.engine.stack.AlternativeCosts.any(s, player, id, ch)) continue; // 601.2f: a reduction may lower it; 118.9
            // 118.6, 202.1b: no mana cost is an unpayable cost: only an alternative cost (or a free cast) casts it
            if (s.object(id).card().hasManaCost() && canCast(s, player, id, ch, sources, ch.manaCost(), paid)
                    || castableInstead(s, player, id, ch, sources, paid)) {
                actions.add(new Choice.CastSpell(id));
            }
        }
        if (fromHand != null) actions.addAll(fromHand);
        dev.arbiter.engine.stack.Suspending.addActions(s, player, actions); // 116.2f, 702.62a
        dev.arbiter.engine.stack.Foretelling.addActions(s, player, actions); // 116.2h, 702.143a
        Boolean landsFromGraveyard = null;
        io.vavr.collection.Vector<Integer> graveyard = p.graveyard();
        for (int k = 0, n = graveyard.size(); k < n; k++) {
            int id = graveyard.get(k);
            Characteristics ch = Layers.of(s, id);
            if (ch.isLand() && landState == 0) landState = canPlayLandNow(s, player) ? 1 : 2;
            if (landState == 1 && ch.isLand()) { // 305.1: "You may play lands from your graveyard."
                if (landsFromGraveyard == null) {
                    landsFromGraveyard = dev.arbiter.engine.layers.PlayerStatics.playsLandsFromGraveyard(s, player);
                }
                if (landsFromGraveyard) actions.add(new Choice.PlayLand(id));
            }
            List<ActivatedAbility> fromGraveyard = ch.activatedAbilities(); // 113.6m: abilities that function there
            for (int i = 0; i < fromGraveyard.size(); i++) {
                if (!fromGraveyard.get(i).timing().fromGraveyard() || !withMana && fromGraveyard.get(i).manaAbility()) continue;
                if (canActivate(s, player, s.object(id), fromGraveyard.get(i))) actions.add(new Choice.ActivateAbility(id, i));
            }
            dev.arbiter.engine.ability.Flashback f = dev.arbiter.engine.stack.CastSpell.flashback(ch);
            if (f == null || !Timing.canCastNow(s, player, id, ch)) continue; // 702.34a
            if (sources == null) {
                permanentsFrom = actions.size();
                sources = new ArrayList<>();
                PermanentActions.walk(s, player, actions, sources, withMana);
                permanentsTo = actions.size();
                paid = new PaidCosts();
            }
            if (canCast(s, player, id, ch, sources, f.cost(), paid)
                    && (f.parts().isEmpty() || CostPayment.canPayNonMana(s, player, s.object(id), f.nonMana()))) { // 118.3
                actions.add(new Choice.CastSpell(id));
            }
        }
        // 601.2a, 305.1, 601.3: cards playable from exile or the top of the library (only with a permission)
        if (dev.arbiter.engine.effects.ExilePlays.anyPermission(s, player)) for (int id : dev.arbiter.engine.effects.ExilePlays.playable(s, player)) {
            Characteristics ch = Layers.of(s, id);
            if (ch.isLand()) {
                if (landState == 0) landState = canPlayLandNow(s, player) ? 1 : 2;
                if (landState == 1 && dev.arbiter.engine.effects.ExilePlays.permitted(s, player, id, true)
                        && !actions.contains(new Choice.PlayLand(id))) actions.add(new Choice.PlayLand(id)); // once, with 305.1's from a graveyard
                continue;
            }
            if (!Timing.canCastNow(s, player, id, ch)) continue;
            if (!dev.arbiter.engine.effects.ExilePlays.permitted(s, player, id, false)) continue; // "[noncreature] spells from among them"
            if (s.object(id).zone() == dev.arbiter.engine.state.Zone.GRAVEYARD && actions.contains(new Choice.CastSpell(id))) continue; // listed by flashback
            if (sources == null) {
                permanentsFrom = actions.size();
                sources = new ArrayList<>();
                PermanentActions.walk(s, player, actions, sources, withMana);
                permanentsTo = actions.size();
                paid = new PaidCosts();
            }
            var foretold = dev.arbiter.engine.stack.Foretelling.forcedCost(s, player, id); // 702.143a: for its foretell cost only
            if (foretold != null ? canCast(s, player, id, ch, sources, foretold, paid)
                    : canCast(s, player, id, ch, sources, ch.manaCost(), paid) || castableInstead(s, player, id, ch, sources, paid)) {
                actions.add(new Choice.CastSpell(id));
            }
        }
        if (permanentsFrom < 0) PermanentActions.walk(s, player, actions, null, withMana);
        else PermanentActions.toEnd(actions, permanentsFrom, permanentsTo); // after the cards' actions, as they are listed
        if (!s.effects().isEmpty()) actions.addAll(dev.arbiter.engine.stack.FaceDownCasting.turnFaceUpActions(s, player)); // 116.2b
        actions.add(Choice.Pass.PASS);
        return actions.freeze(); // read only from here: handed out as it is
    }

    /**
     * Why {@code player} can't cast card {@code id} now, as a rejection citing the rule, or null
     * if they can (601.2, 307.1, 115, 118.3).
     */
    public static Rejection whyCantCast(GameState s, int player, int id) {
        GameObject o = s.object(id);
        Characteristics ch = Layers.of(s, id);
        dev.arbiter.engine.ability.Flashback flashback = o.zone() == dev.arbiter.engine.state.Zone.GRAVEYARD
                ? dev.arbiter.engine.stack.CastSpell.flashback(ch) : null; // 702.34a
        boolean fromExile = dev.arbiter.engine.effects.ExilePlays.permitted(s, player, id, false); // 601.2a
        if (!fromExile && (o.owner() != player || o.zone() != dev.arbiter.engine.state.Zone.HAND && flashback == null)) {
            return new Rejection("601.2a", o.name() + " is not in your hand");
        }
        if (ch.isLand()) return new Rejection("305.9", o.name() + " is a land: play it, don't cast it");
        if (o.tokenOffBattlefield()) return new Rejection("111.8", o.name() + " is a token that left the battlefield: it can't move to the stack");
        if (Timing.splitSecond(s)) { // 702.61a
            return new Rejection("702.61a", "A spell with split second is on the stack");
        }
        if (!Timing.canCastNow(s, player, id, ch)) {
            return new Rejection("307.1 / 117.1a", o.name()
                    + " can be cast only in your main phase with an empty stack");
        }
        if (dev.arbiter.engine.stack.CastRestrictions.forbidden(s, player, id)) {
            return new Rejection("601.3", "An effect says you can't cast " + o.name());
        }
        if (!o.card().hasManaCost() && flashback == null && !fromExile && o.zone() == dev.arbiter.engine.state.Zone.HAND) { // 118.6
            return new Rejection("118.6 / 202.1b", o.name() + " has no mana cost: an unpayable cost, it can be cast only"
                    + " for an alternative cost or without paying its mana cost");
        }
        for (var a : ch.abilities()) {
            if (a instanceof dev.arbiter.engine.ability.SpellAbility sp && !anyModeTargetable(s, sp, id, player)) {
                return new Rejection("601.2c / 115.1", o.name() + " has no legal target");
            }
        }
        if (!dev.arbiter.engine.stack.AdditionalCosts.canPay(s, player, o, ch)) { // 601.2f, 118.3
            return new Rejection("601.2h / 118.3", "You can't pay the additional cost of " + o.name());
        }
        if (flashback != null && !flashback.parts().isEmpty() && !CostPayment.canPayNonMana(s, player, o, flashback.nonMana())) {
            return new Rejection("601.2h / 118.3", "You can't pay " + flashback.nonMana().text() + " for " + o.name()); // 702.34a
        }
        ManaCost cost = flashback != null ? flashback.cost() : ch.manaCost();
        if (flashback == null && castableInstead(s, player, id, ch, ManaSources.available(s, player))) return null; // 118.9
        if (!CostPayment.canPayMana(s, player, -1, dev.arbiter.engine.stack.CostModifiers.apply(s, player, id, cost.withX(0)), // 601.2f
                dev.arbiter.engine.costs.SpendPurpose.casting(id)) // 106.6
                && !(dev.arbiter.engine.costs.Convoking.has(ch)
                && canCast(s, player, id, ch, dev.arbiter.engine.costs.ManaSources.available(s, player), cost))) {
            return new Rejection("601.2h / 118.3", "You can't pay " + cost
                    + " for " + o.name());
        }
        return null;
    }

    /**
     * Why {@code player} can't activate ability {@code index} of {@code source} now, as a rejection
     * citing the rule, or null if nothing specific (602.2, 602.5d, 302.6 / seed 502.5b, 118.3, 115.1).
     */
    public static Rejection whyCantActivate(GameState s, int player, int source, int index) {
        GameObject o = s.object(source);
        boolean fromHand = o.zone() == dev.arbiter.engine.state.Zone.HAND && o.owner() == player
                && Layers.of(s, source).activatedAbilities().stream().anyMatch(a -> a.timing().fromHand())
                || o.zone() == dev.arbiter.engine.state.Zone.GRAVEYARD && o.owner() == player // 113.6m
                && Layers.of(s, source).activatedAbilities().stream().anyMatch(a -> a.timing().fromGraveyard());
        if (o.zone() != dev.arbiter.engine.state.Zone.BATTLEFIELD && !fromHand) {
            return new Rejection("602.2", "You don't control " + o.name());
        }
        Characteristics ch = Layers.of(s, source);
        List<ActivatedAbility> abilities = ch.activatedAbilities();
        if (index < 0 || index >= abilities.size()) {
            if (o.controller() != player) return new Rejection("602.2", "You don't control " + o.name());
            return new Rejection("602.1", o.name() + " has no activated ability number " + (index + 1));
        }
        ActivatedAbility a = abilities.get(index);
        if (!dev.arbiter.engine.stack.WhoMayActivate.may(s, player, o, a)) {
            return a.timing() == ActivatedAbility.Timing.OPPONENTS_ONLY
                    ? new Rejection("602.5", "Only opponents of " + o.name() + "'s controller may activate this ability")
                    : new Rejection("602.2", "You don't control " + o.name());
        }
        if (!a.manaAbility() && Timing.splitSecond(s)) { // 702.61a
            return new Rejection("702.61a", "A spell with split second is on the stack");
        }
        if (!Timing.canActivateNow(s, player, a)) {
            return new Rejection("602.5d", "You can't activate " + o.name() + "'s ability now");
        }
        if (!dev.arbiter.engine.stack.LoyaltyAbilities.onceThisTurnAvailable(s, o, a)) {
            return new Rejection("606.3", "A loyalty ability of " + o.name() + " was already activated this turn");
        }
        if (dev.arbiter.engine.stack.ActivationLimits.reached(s, o, a)) {
            return new Rejection("602.5b", o.name() + "'s ability can't be activated again this turn");
        }
        if (!dev.arbiter.engine.layers.ActivationConditions.holds(s, o, a)) {
            return new Rejection("602.5b", o.name() + "'s ability can be activated only if its condition holds");
        }
        if (dev.arbiter.engine.stack.ActivationProhibitions.prohibited(s, player, o, a)) {
            return new Rejection("602.5", o.name() + "'s activated abilities can't be activated"); // 101.2
        }
        boolean tapOrUntap = a.cost().parts().stream().anyMatch(p -> p instanceof dev.arbiter.engine.ability.CostPart.TapSelf
                || p instanceof dev.arbiter.engine.ability.CostPart.UntapSelf);
        // 302.6 (seed 502.5b): a creature's {T} or {Q} ability needs control since the turn began, or haste.
        if (tapOrUntap && ch.isCreature() && o.sick() && !ch.has(dev.arbiter.engine.ability.Keyword.HASTE)) {
            return new Rejection("302.6", o.name() + " hasn't been under your control since your most recent turn"
                    + " began: its {T} and {Q} abilities can't be activated");
        }
        if (a.cost().tapsSelf() && o.tapped()) return new Rejection("602.2b / 118.3", o.name() + " is already tapped");
        if (!targetsAvailable(s, a.targets(), source, player)) {
            return new Rejection("602.2b / 601.2c / 115.1", o.name() + "'s ability has no legal target");
        }
        int excluded = a.cost().tapsSelf() ? source : -1;
        if (!CostPayment.canPayNonMana(s, player, o, a.cost())
                || !CostPayment.canPayMana(s, player, excluded, // 602.2b, 601.2f
                        dev.arbiter.engine.costs.ActivationCosts.apply(s, source, player, a.cost(), a.cost().mana().withX(0)),
                        dev.arbiter.engine.costs.SpendPurpose.activating(source))) { // 106.6
            return new Rejection("602.2b / 118.3", "You can't pay " + a.cost().text() + " for " + o.name());
        }
        return null;
    }

    /** Why {@code player} can't play land {@code id} now (305.1-305.2), or null. */
    public static Rejection whyCantPlayLand(GameState s, int player, int id) {
        GameObject o = s.object(id);
        boolean fromGraveyard = o.zone() == dev.arbiter.engine.state.Zone.GRAVEYARD && o.owner() == player
                && dev.arbiter.engine.layers.PlayerStatics.playsLandsFromGraveyard(s, player); // 305.1
        if ((o.zone() != dev.arbiter.engine.state.Zone.HAND || o.owner() != player) && !fromGraveyard
                && !dev.arbiter.engine.effects.ExilePlays.permitted(s, player, id, true)) { // 305.1: or from exile, when allowed
            return new Rejection("305.1", o.name() + " is not in your hand");
        }
        if (!Layers.of(s, id).isLand()) return new Rejection("305.1", o.name() + " is not a land");
        if (!Timing.sorceryTiming(s, player)) {
            return new Rejection("305.1 / 307.1", "A land can be played only in your main phase with an empty stack");
        }
        if (s.player(player).landsPlayed() >= dev.arbiter.engine.layers.PlayerStatics.landsPerTurn(s, player)) {
            return new Rejection("305.2", "You have already played a land this turn");
        }
        return null;
    }

    /** 305.1-305.2: own main phase, empty stack, holding priority, fewer lands played than allowed. */
    public static boolean canPlayLandNow(GameState s, int player) {
        return Timing.sorceryTiming(s, player)
                && s.player(player).landsPlayed() < dev.arbiter.engine.layers.PlayerStatics.landsPerTurn(s, player); // 305.2
    }

    /**
     * The player holding priority passes (117.3d). When all players have passed in succession the
     * top of the stack resolves, or with an empty stack the step ends (117.4). Returns the new
     * state and whether the top of the stack must now resolve.
     */
    public static GameState pass(GameState s) {
        int passes = s.turn().passes() + 1;
        if (passes >= TurnStructure.playersInGame(s)) {
            if (!s.stack().isEmpty()) return s.withTurn(s.turn().withPriority(s.turn().priority(), passes));
            if (s.turn().step() == Step.CLEANUP) return s.withTurn(s.turn().withStep(Step.CLEANUP)); // 514.3a
            // 117.4, 500.2: the step ends. The next step's state at once, not a state in the stage END for the game's loop
            // to end: TurnStructure.endStep reads neither the stage nor who has priority and sets both anew.
            return TurnStructure.endStep(s);
        }
        int next = TurnStructure.nextPlayer(s, s.turn().priority());
        if (s.priorityChecksQuiet()) {
            // 117.5: the checks before the next player receives priority read nothing a pass changes (who has priority,
            // how many passed); they did nothing in this state, so they would do nothing again: priority passes at once,
            // the same state the checks would have made.
            GameState given = s.withTurn(s.turn().withStageAndPriority(Stage.PRIORITY, next, passes));
            given.markPriorityChecksQuiet();
            return given;
        }
        return s.withTurn(s.turn().withStageAndPriority(Stage.CHECKS, next, passes));
    }

    /** Whether everyone has passed with the stack non-empty, so its top resolves (117.4). */
    public static boolean topResolves(GameState s) {
        return s.turn().stage() == Stage.PRIORITY && !s.stack().isEmpty()
                && s.turn().passes() >= TurnStructure.playersInGame(s);
    }
}
