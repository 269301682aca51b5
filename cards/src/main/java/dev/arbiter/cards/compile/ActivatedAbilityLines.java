package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.ActivatedLineGrammar;
import dev.arbiter.engine.util.RecordTrees;
import dev.arbiter.cards.text.CardText;
import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.ActivatedAbility;
import dev.arbiter.engine.ability.ActivatedAbility.Timing;
import dev.arbiter.engine.ability.Cost;
import dev.arbiter.engine.ability.CostPart;
import dev.arbiter.engine.ability.Effect;
import java.util.List;
import java.util.Optional;

/**
 * Activated abilities "[Cost]: [Effect.]" (602.1) of permanents, with an optional "Activate only as
 * a sorcery." (307.1) or "Activate only during your upkeep." restriction (602.5), or "Only your
 * opponents may activate this ability." (602.5, 113.8) with a mana cost. Abilities whose
 * effect adds mana are handed to {@link ManaAbilityLines} (605.1a).
 */
final class ActivatedAbilityLines {

    /** 702.142a: the keyword before a boast ability's cost. */
    private static final String BOAST = "Boast — ";

    private ActivatedAbilityLines() {
    }

    /**
     * The ability {@code text} describes, or empty when it is not "cost: effect".
     *
     * @throws NotSupported for a cost, effect or restriction the engine cannot play
     */
    static Optional<List<Ability>> compile(String text, CardText card) {
        if (ActivatedLineGrammar.loyalty(text)) {
            return LoyaltyLines.compile(text, card); // 606
        }
        if (text.startsWith(BOAST)) { // 702.142a: "Boast — [Cost]: [Effect]" is "[Cost]: [Effect]. Activate only if this
            if (!card.hasType("Creature") || text.contains("Activate ")) { // creature attacked this turn and only once each turn."
                throw new NotSupported("boast on a card that isn't a creature, or with another restriction");
            }
            return compile(text.substring(BOAST.length()) + " Activate only if ~ attacked this turn and only once each turn.", card);
        }
        String[] costAndEffect = ActivatedLineGrammar.costAndEffect(text);
        if (costAndEffect == null) {
            return Optional.empty();
        }
        Optional<List<Ability>> eitherCost = AlternativeActivationCosts.compile(costAndEffect, card); // 601.2b, 602.2b
        if (eitherCost != null) return eitherCost;
        Cost cost = CostParser.parseCounted(costAndEffect[0]); // 107.3: X counts announced as it is activated (CountCostX)
        if (cost == null) {
            return Optional.empty();
        }
        String effectText = costAndEffect[1];
        dev.arbiter.cards.grammar.ActivationCostChangeGrammar.Change ownChange = dev.arbiter.cards.grammar.ActivationCostChangeGrammar.split(effectText);
        if (ownChange != null) { // 602.2b, 601.2f: "This ability costs {1} less to activate for each ..."
            effectText = ownChange.effect();
            cost = ActivationCostChange.withChange(cost, ownChange);
        }
        SpendRestrictionLines.Split spend = SpendRestrictionLines.split(effectText); // 106.6: "Spend this mana only ..."
        if (spend != null) effectText = spend.effect();
        Timing timing = Timing.INSTANT;
        int perTurn = 0;
        dev.arbiter.engine.ability.Condition onlyIf = new dev.arbiter.engine.ability.Condition.Always();
        ActivatedLineGrammar.Who who = ActivatedLineGrammar.who(effectText); // 602.5, 113.8
        String restricted = ActivationRestrictions.effect(effectText);
        if (who != null) {
            for (CostPart part : cost.parts()) { // 602.1a, 602.5, 113.8: the activating player pays, from their own permanents, hand, life and energy
                boolean own = part instanceof CostPart.SacrificePermanents sp && sp.filter().controller() == dev.arbiter.engine.ability.Relation.ANY
                        || part instanceof CostPart.DiscardCards || part instanceof CostPart.PayLife || part instanceof CostPart.PayEnergy;
                if (!own) throw new NotSupported("who may activate"); // a cost of the source or of its controller's objects
            }
            effectText = who.effect();
            timing = who.opponents() ? Timing.OPPONENTS_ONLY : who.when() == null ? Timing.ANY_PLAYER // 602.5
                    : who.when().equals("as a sorcery") ? Timing.ANY_PLAYER_SORCERY
                    : who.when().equals("during any upkeep step") ? Timing.ANY_PLAYER_ANY_UPKEEP : Timing.ANY_PLAYER_OWN_DRAW_STEP;
        } else if (restricted != null) {
            ActivationRestrictions.Restriction r = ActivationRestrictions.of(effectText); // 602.5b, 602.5d
            effectText = restricted;
            timing = r.timing();
            perTurn = r.perTurn();
            onlyIf = r.onlyIf(); // 602.5b
        } else if (hasWords(effectText, "activate only") || hasWords(effectText, "activate no more")) {
            throw new NotSupported("activation restriction");
        } else if (SourceOwnerLowering.ownerOnly(effectText) != null) { // 602.5: "Only ~'s owner may activate this ability."
            if (!cost.parts().isEmpty()) throw new NotSupported("who may activate"); // the owner may not control what the cost uses
            effectText = SourceOwnerLowering.ownerOnly(effectText);
            timing = Timing.OWNER_ONLY;
        } else if (hasWords(effectText, "may activate this ability")) {
            throw new NotSupported("who may activate");
        }
        timing = FromHandAbilities.timing(cost, timing, effectText); // 602.2: "Discard ~" is paid from the hand
        ParseContext ctx = new ParseContext(true, cost.mana().hasX() || cost.hasX(), false).card(card).selfFromGraveyard(true) // 107.3
                .selfSacrificedAsCost(SacrificedLowering.sacrificesOnlySelf(cost)) // 608.2h
                .sacrificedAsCost(SacrificedLowering.costNoun(cost)) // 608.2h: "Sacrifice another creature: ... that creature's power"
                .xAnnouncedOnActivation(cost.mana().hasX() || cost.hasX()); // 601.2b-c: X before targets (AbilityXTargets)
        CostPart.RemoveAnyNumberOfCounters anyNumber = null;
        for (CostPart p : cost.parts()) if (p instanceof CostPart.RemoveAnyNumberOfCounters r) anyNumber = r;
        if (anyNumber != null) ctx.countersRemovedAsCost(anyNumber.kind()).xIsCountersRemoved(anyNumber.x()); // 122.8, 107.3
        if (anyNumber != null && anyNumber.x()) ctx.xAnnouncedOnActivation(true); // CounterCostX: announced before targets
        CostPart.RemoveAllCounters all = null;
        for (CostPart p : cost.parts()) if (p instanceof CostPart.RemoveAllCounters r) all = r;
        if (all != null && anyNumber != null) throw new NotSupported("two counter removals in one cost");
        if (all != null) ctx.countersRemovedAsCost(all.kind()).xIsCountersRemoved(true); // 122.8: "removed this way" (CounterCostX)
        Effect effect = SpendRestrictionLines.whenSpent(effectText, ctx, card); // 106.6, 603.7a
        if (effect == null) effect = ManaSpentRiderLines.parse(effectText, ctx, spend != null); // 106.6: "If that mana is spent on ..."
        if (effect == null) effect = ChosenColorMana.parse(effectText, ctx); // 106.1: "Choose a color. Add one mana of that color for each ..."
        if (effect == null) effect = EffectParser.parse(effectText, ctx);
        if (effect == null) {
            throw new NotSupported(UnsupportedReasons.NOT_UNDERSTOOD);
        }
        boolean announced = anyNumber != null && anyNumber.x() && !ManaPhrases.addsMana(effect); // 107.3, 602.2b: CounterCostX
        for (dev.arbiter.engine.ability.TargetSpec spec : ctx.targets()) { // AbilityXTargets reads X only in permanent filters
            if (!(spec.filter() instanceof dev.arbiter.engine.ability.TargetFilter.Permanent) && spec.text().contains(" X")) {
                throw new NotSupported("target \"" + spec.text() + "\" (X outside a permanent target)");
            }
        }
        if (cost.hasX() && (ManaPhrases.addsMana(effect) || anyNumber != null || all != null)) {
            throw new NotSupported("cost with an X count in a mana ability or with a counter removal"); // CountCostX only
        }
        if (all != null && (ManaPhrases.addsMana(effect) || cost.mana().hasX())) {
            throw new NotSupported("cost \"" + all.text() + "\" in a mana ability or with {X}"); // CounterCostX only
        }
        if (anyNumber != null && !announced && (!ManaPhrases.addsMana(effect) || !ctx.targets().isEmpty() || cost.mana().hasX()
                || !dev.arbiter.engine.util.RecordTrees.contains(effect, dev.arbiter.engine.ability.Amount.CountersRemovedAsCost.class))) {
            // 605.1a: only a mana ability counting them ("Add {G} for each storage counter removed this way") is played
            throw new NotSupported("cost \"" + anyNumber.text() + "\" outside a mana ability counting them");
        }
        timing = GraveyardAbilities.timing(cost, timing, effectText, effect); // 113.6m: "Exile ~ from your graveyard"
        SacrificedLowering.checkActivated(cost, effect); // 608.2h: "the sacrificed creature's power"
        if (effect instanceof Effect.ReturnSelfFromGraveyard) { // 113.6m: it functions only in the graveyard
            Timing there = Timing.fromGraveyard(timing); // 113.6m, 602.5b: "Activate only as a sorcery / during your upkeep / turn"
            if (there == null || perTurn > 0 || GraveyardAbilities.paidByTheCard(cost) || !ctx.targets().isEmpty()) {
                throw new NotSupported("an ability from the graveyard with a restriction, a cost part or a target");
            }
            timing = there; // 602.1a: the other cost parts are paid with the owner's permanents, hand or life
        } else if (RecordTrees.contains(effect, Effect.ReturnSelfFromGraveyard.class)) { // a part of a longer effect
            throw new NotSupported("an ability that functions in the graveyard, with other effects");
        }
        if (spend != null) effect = SpendRestrictionLines.restrict(effect, spend.purpose()); // 106.6
        if (ownChange != null && (ManaPhrases.addsMana(effect) || timing != Timing.INSTANT && timing != Timing.SORCERY)) {
            throw new NotSupported("an ability's own cost change in a mana ability or one another player may activate");
        }
        if (ManaPhrases.addsMana(effect)) {
            List<Ability> mana = ManaAbilityLines.of(cost, ctx.targets(), effect, timing, text, card);
            if (onlyIf instanceof dev.arbiter.engine.ability.Condition.Always && perTurn == 0) return Optional.of(mana);
            if (mana.size() != 1) throw new NotSupported("activation restriction (an intrinsic mana ability)");
            // 602.5b: "Activate only if ...", "Activate only once each turn" (counted when activated on its own)
            return Optional.of(List.of(((ActivatedAbility) mana.get(0)).onlyIf(onlyIf).limitedTo(perTurn)));
        }
        return Optional.of(List.of(new ActivatedAbility(cost, ctx.targets(), effect, false, timing, text)
                .limitedTo(perTurn).onlyIf(onlyIf)));
    }

    /** Whether {@code phrase} occurs in {@code text} as whole words, case aside (an unread restriction or permission). */
    static boolean hasWords(String text, String phrase) {
        for (int i = 0; i + phrase.length() <= text.length(); i++) {
            if (!text.regionMatches(true, i, phrase, 0, phrase.length())) continue;
            int end = i + phrase.length();
            if ((i == 0 || !wordChar(text.charAt(i - 1))) && (end == text.length() || !wordChar(text.charAt(end)))) return true;
        }
        return false;
    }

    private static boolean wordChar(char c) {
        return Character.isLetterOrDigit(c) || c == '_';
    }
}
