package dev.arbiter.cards.compile;

import static dev.arbiter.cards.compile.LineDispatch.any;
import static dev.arbiter.cards.compile.LineDispatch.notTriggeredOrActivated;
import static dev.arbiter.cards.compile.LineDispatch.startingWith;

import dev.arbiter.cards.text.CardText;
import dev.arbiter.engine.ability.Ability;
import java.util.List;
import java.util.Optional;

/**
 * The readers of a whole rules line ({@link OracleCompiler#line}), in the order they are asked: those of every card,
 * then those of an instant or sorcery, or those of a permanent. A new reader goes where it must come in the order;
 * see docs/CARD-COMPILER.md ("Line dispatch") for declaring the first words it can start with.
 */
final class LineReaders {

    private LineReaders() {
    }

    private static final String DISCARDED_BY_OPPONENT = "When a spell or ability an opponent controls causes you to discard ~, ";

    /** Asked about every line of every card first. */
    static final LineDispatch COMMON = new LineDispatch(List.of(
            notTriggeredOrActivated("SagaChapterLines", (t, c, sp, s) -> SagaChapterLines.compile(t, c)), // 714.2
            startingWith("DashKeywordLines", (t, c, sp, s) -> DashKeywordLines.compile(t, c), "~", "cumulative", "echo"), // 702.24a, 702.30a, 702.138c
            notTriggeredOrActivated("AttachmentLines", (t, c, sp, s) -> AttachmentLines.compile(t, c)),
            startingWith("HauntLines", (t, c, sp, s) -> HauntLines.compile(t, c), "when"), // 702.55b-c: "the creature it haunts dies"
            notTriggeredOrActivated("DashBlitzLines", (t, c, sp, s) -> DashBlitzLines.compile(t, c)), // 702.109a, 702.152a
            notTriggeredOrActivated("FlashbackLines", (t, c, sp, s) -> FlashbackLines.compile(t, s, c.hasType("Creature"))),
            notTriggeredOrActivated("CyclingLines", (t, c, sp, s) -> CyclingLines.compile(t)),
            notTriggeredOrActivated("EvokeLines", (t, c, sp, s) -> EvokeLines.compile(t, c)), // 702.74a
            notTriggeredOrActivated("MultikickerLines", (t, c, sp, s) -> MultikickerLines.compile(t)), // 702.33c
            notTriggeredOrActivated("SquadLines", (t, c, sp, s) -> SquadLines.compile(t, c)), // 702.157a
            notTriggeredOrActivated("SpliceLines/RetraceLines/ConspireLines", (t, c, sp, s) -> spliceRetraceConspire(t, c, s)), // 702.47a, 702.81a, 702.78a
            notTriggeredOrActivated("NinjutsuLines", (t, c, sp, s) -> NinjutsuLines.compile(t, c)), // 702.49a
            notTriggeredOrActivated("KickerLines", (t, c, sp, s) -> KickerLines.compile(t, c)),
            notTriggeredOrActivated("ExertLines", (t, c, sp, s) -> ExertLines.compile(t, c)), // 701.39d
            notTriggeredOrActivated("MadnessLines", (t, c, sp, s) -> MadnessLines.compile(t, c)), // 702.35a
            notTriggeredOrActivated("KickedLines", (t, c, sp, s) -> KickedLines.compile(t, c)), // 702.33e
            notTriggeredOrActivated("MorphLines", (t, c, sp, s) -> MorphLines.compile(t, c)), // 702.37a-b
            notTriggeredOrActivated("CasualtyLines", (t, c, sp, s) -> CasualtyLines.compile(t, c)), // 702.153a
            notTriggeredOrActivated("BuybackLines", (t, c, sp, s) -> BuybackLines.compile(t, c)), // 702.27a
            notTriggeredOrActivated("AdditionalCostLines", (t, c, sp, s) -> AdditionalCostLines.compile(t, c)), // 601.2f
            notTriggeredOrActivated("AlternativeCostLines", (t, c, sp, s) -> AlternativeCostLines.compile(t, c)), // 118.9
            notTriggeredOrActivated("KeywordItemLowering.fromGraveyard", (t, c, sp, s) -> KeywordItemLowering.fromGraveyard(t, c)), // 702.141a, 702.84a
            notTriggeredOrActivated("KeywordDefinitions", (t, c, sp, s) -> KeywordDefinitions.compile(t, c, sp)), // 702.43a, 702.46a, 702.107a
            notTriggeredOrActivated("DefinedKeywords", (t, c, sp, s) -> DefinedKeywords.compile(t, c, sp)), // 702.101a, 702.77a, 702.133a
            startingWith("ReconfigureLines", (t, c, sp, s) -> ReconfigureLines.compile(t, c, sp), "reconfigure"), // 702.151a
            startingWith("ForecastLines", (t, c, sp, s) -> ForecastLines.compile(t, c), "forecast"), // 702.57a-b
            startingWith("OverloadLines", (t, c, sp, s) -> OverloadLines.compile(t, c, sp), "overload"), // 702.96a-b
            startingWith("AwakenLines", (t, c, sp, s) -> AwakenLines.compile(t, c, sp), "awaken"), // 702.113a
            startingWith("CleaveLines", (t, c, sp, s) -> CleaveLines.compile(t, c), "cleave"), // 702.148a
            startingWith("ChampionLines", (t, c, sp, s) -> ChampionLines.compile(t, c), "champion"), // 702.72a
            startingWith("RippleLines", (t, c, sp, s) -> RippleLines.compile(t, c), "ripple"), // 702.60a
            startingWith("EscalateLines", (t, c, sp, s) -> EscalateLines.compile(t, c), "escalate"), // 702.120a
            startingWith("RecoverLines", (t, c, sp, s) -> RecoverLines.compile(t, c, sp), "recover"), // 702.59a
            notTriggeredOrActivated("OlderKeywordDefinitions", (t, c, sp, s) -> OlderKeywordDefinitions.compile(t, c, sp)), // 702.97a, 702.39a, 702.44a, 702.137a, 702.117a, 702.56a, 702.125a
            notTriggeredOrActivated("CastOnlyIfLines", (t, c, sp, s) -> CastOnlyIfLines.compile(t, c)), // 601.3: "Cast this spell only if ..."
            notTriggeredOrActivated("SkipStepLines", (t, c, sp, s) -> SkipStepLines.compile(t)), // 614.1b: "Skip your draw step."
            notTriggeredOrActivated("KeywordLines", (t, c, sp, s) -> KeywordLines.compile(t)),
            notTriggeredOrActivated("ChoiceLowering", (t, c, sp, s) -> ChoiceLowering.compile(t, c)), // 614.12, 607.2, 305.7, 402.2
            notTriggeredOrActivated("ReplacementLowering", (t, c, sp, s) -> ReplacementLowering.compile(t, c)), // 614.1c, 101.2
            notTriggeredOrActivated("CounterPreventionLines", (t, c, sp, s) -> CounterPreventionLines.compile(t)), // 615.1a, 122.8
            notTriggeredOrActivated("SelfPreventionLines", (t, c, sp, s) -> SelfPreventionLines.compile(t)), // 615.1a, 615.5
            notTriggeredOrActivated("PreventThatDamageLines", (t, c, sp, s) -> PreventThatDamageLines.compile(t, c)), // 615.1a, 615.5
            notTriggeredOrActivated("UncastEntryLines", (t, c, sp, s) -> UncastEntryLines.compile(t)), // 614.1a, 614.12
            notTriggeredOrActivated("CounterReplacementLines", (t, c, sp, s) -> CounterReplacementLines.compile(t)), // 614.1a, 122.6
            notTriggeredOrActivated("GraveyardReplacementLines", (t, c, sp, s) -> GraveyardReplacementLines.compile(t)), // 614.1a, 614.6
            notTriggeredOrActivated("SelfCostLines", (t, c, sp, s) -> SelfCostLines.compile(t)), // 601.2f, 113.6d
            startingWith("ColouredCostLines.self", (t, c, sp, s) -> ColouredCostLines.self(t), "as", "this"), // 601.2f, 118.7c
            notTriggeredOrActivated("DeckRuleLines", (t, c, sp, s) -> DeckRuleLines.compile(t)), // 100.2a, 113.6n
            notTriggeredOrActivated("SelfFlashLines", (t, c, sp, s) -> SelfFlashLines.compile(t)), // 702.8a, 113.6
            notTriggeredOrActivated("CastFromZoneLines", (t, c, sp, s) -> CastFromZoneLines.compile(t)))); // 601.3: "You may cast ~ from your graveyard."

    /** Then, on an instant or sorcery: the last one makes the line a paragraph of the spell's effect. */
    static final LineDispatch SPELL = new LineDispatch(List.of(
            any("EntwineLines", (t, c, sp, s) -> EntwineLines.compile(t, c, sp)), // 702.42a
            any("spell paragraph", (t, c, sp, s) -> spellParagraph(t, c, sp))));

    /** Then, on a permanent. */
    static final LineDispatch PERMANENT = new LineDispatch(List.of(
            notTriggeredOrActivated("SoulbondLines", (t, c, sp, s) -> SoulbondLines.compile(t, c, sp)), // 702.95b: "as long as ~ is paired ..."
            notTriggeredOrActivated("DuringYourTurnLines", (t, c, sp, s) -> DuringYourTurnLines.compile(t, c, sp)), // 611.3b
            notTriggeredOrActivated("CharacteristicLines", (t, c, sp, s) -> CharacteristicLines.compile(t, c)),
            notTriggeredOrActivated("CostModifierLines", (t, c, sp, s) -> CostModifierLines.compile(t)),
            notTriggeredOrActivated("ColouredCostLines.statics", (t, c, sp, s) -> ColouredCostLines.statics(t)), // 601.2f, 118.7b-c
            notTriggeredOrActivated("ActivationCostLines", (t, c, sp, s) -> ActivationCostLines.compile(t)), // 602.2b, 601.2f
            notTriggeredOrActivated("SpendAsThoughLines", (t, c, sp, s) -> SpendAsThoughLines.compile(t)), // 609.4b
            notTriggeredOrActivated("CastRestrictionLines", (t, c, sp, s) -> CastRestrictionLines.compile(t)),
            notTriggeredOrActivated("StaticLowering", (t, c, sp, s) -> StaticLowering.compile(t)),
            notTriggeredOrActivated("ConditionalEntryLowering", (t, c, sp, s) -> ConditionalEntryLowering.compile(t, c)), // 614.1c, 107.1
            notTriggeredOrActivated("EntryReplacementLowering.enterUnlessPaid", (t, c, sp, s) -> EntryReplacementLowering.enterUnlessPaid(t)), // 614.1a, 614.12: "sacrifice ... instead. If you do, put ~ onto ..."
            notTriggeredOrActivated("AsEntersEffectLines", (t, c, sp, s) -> AsEntersEffectLines.compile(t, c)), // 614.12: "As ~ enters, discard your hand."
            notTriggeredOrActivated("EntryReplacementLowering.tokensPlus", (t, c, sp, s) -> EntryReplacementLowering.tokensPlus(t)), // 614.1a: "... plus an additional Treasure token."
            notTriggeredOrActivated("ControlLowering.staticLine", (t, c, sp, s) -> ControlLowering.staticLine(t)), // 613.1b
            notTriggeredOrActivated("CopyLowering", (t, c, sp, s) -> CopyLowering.compile(t, c)), // 707.9
            notTriggeredOrActivated("ActivationBanLines", (t, c, sp, s) -> ActivationBanLines.compile(t, c)), // 602.5
            notTriggeredOrActivated("StaticCombatLines", (t, c, sp, s) -> StaticCombatLines.compile(t, c)),
            notTriggeredOrActivated("ConditionalCombatLines", (t, c, sp, s) -> ConditionalCombatLines.compile(t)), // 611.3b, 508.1c, 509.1b
            notTriggeredOrActivated("ConditionalCompoundLines", (t, c, sp, s) -> ConditionalCompoundLines.compile(t, c)), // 611.3b: "gets +2/+2, has flying, and attacks ..."
            notTriggeredOrActivated("AsLongAsCombatLines", (t, c, sp, s) -> AsLongAsCombatLines.compile(t, c)), // 611.3b, 509.1b-c: "it gets +1/+1 and can't be blocked"
            notTriggeredOrActivated("LandwalkBlockLines", (t, c, sp, s) -> LandwalkBlockLines.compile(t)), // 702.14, 609.4b
            notTriggeredOrActivated("GroupCharacteristicLines", (t, c, sp, s) -> GroupCharacteristicLines.compile(t, c)), // 613.1d-e
            notTriggeredOrActivated("EntryReplacementLowering.replacement", (t, c, sp, s) -> EntryReplacementLowering.replacement(t)), // 614.1c
            notTriggeredOrActivated("DrawInsteadLines", (t, c, sp, s) -> DrawInsteadLines.compile(t, c)), // 614.1a: "If you would draw a card, ... instead."
            notTriggeredOrActivated("EachPlayerDrawLines", (t, c, sp, s) -> EachPlayerDrawLines.compile(t)), // 614.1a: "If a player would draw a card, ... skips ..."
            notTriggeredOrActivated("PreventionLines", (t, c, sp, s) -> PreventionLines.compile(t)),
            notTriggeredOrActivated("PlayerRuleLines", (t, c, sp, s) -> PlayerRuleLines.compile(t, c)),
            notTriggeredOrActivated("LoseGameInsteadLines", (t, c, sp, s) -> LoseGameInsteadLines.compile(t, c)), // 614.1a: "If you would lose the game, instead ..."
            notTriggeredOrActivated("DiscardInsteadLines", (t, c, sp, s) -> DiscardInsteadLines.compile(t)), // 614.1a, 701.8a: "... causes you to discard ~, put it onto ..."
            notTriggeredOrActivated("TurnRuleLines", (t, c, sp, s) -> TurnRuleLines.compile(t)), // 500.4, 502.3
            notTriggeredOrActivated("UntapLimitLines", (t, c, sp, s) -> UntapLimitLines.compile(t)), // 502.3
            notTriggeredOrActivated("ConditionalUntapLines", (t, c, sp, s) -> ConditionalUntapLines.compile(t)), // 502.3, 611.3b
            notTriggeredOrActivated("CastLimitLines", (t, c, sp, s) -> CastLimitLines.compile(t)), // 601.3
            notTriggeredOrActivated("FlashPermissionLines", (t, c, sp, s) -> FlashPermissionLines.compile(t)), // 702.8a
            notTriggeredOrActivated("LibraryTopPermissionLines", (t, c, sp, s) -> LibraryTopPermissionLines.compile(t)), // 601.3, 305.1
            notTriggeredOrActivated("AlternativeCostPermissionLines", (t, c, sp, s) -> AlternativeCostPermissionLines.compile(t)), // 118.9: "... rather than pay the mana cost for"
            notTriggeredOrActivated("TargetingRuleLines", (t, c, sp, s) -> TargetingRuleLines.compile(t)), // 115.4
            notTriggeredOrActivated("TargetingRuleLines.host", (t, c, sp, s) -> TargetingRuleLines.host(t, c)), // 115.4: "Enchanted creature can't be the target of spells."
            notTriggeredOrActivated("AttackYouLines", (t, c, sp, s) -> AttackYouLines.compile(t)), // 508.1c
            notTriggeredOrActivated("AnimationStatics", (t, c, sp, s) -> AnimationStatics.compile(t, c)), // 205.1b, 613.1d
            notTriggeredOrActivated("StaticLayerLines", (t, c, sp, s) -> StaticLayerLines.compile(t, c)),
            startingWith("TriggeredManaLines", (t, c, sp, s) -> TriggeredManaLines.compile(t), "whenever"), // 605.1b
            any("TriggerLowering.line", (t, c, sp, s) -> TriggerLowering.line(t, c)),
            any("ActivatedAbilityLines", (t, c, sp, s) -> ActivatedAbilityLines.compile(t, c))));

    private static Optional<List<Ability>> spliceRetraceConspire(String text, CardText card, boolean instantOrSorcery) {
        Optional<List<Ability>> splice = SpliceLines.compile(text, instantOrSorcery); // 702.47a
        Optional<List<Ability>> retrace = RetraceLines.compile(text, card); // 702.81a
        Optional<List<Ability>> conspire = ConspireLines.compile(text, card); // 702.78a
        if (conspire.isPresent()) return conspire;
        if (retrace.isPresent()) return retrace;
        return splice;
    }

    /** An instant's or sorcery's line that no reader before took: a few abilities that work elsewhere, else its effect. */
    private static Optional<List<Ability>> spellParagraph(String text, CardText card, SpellEffectLines spell) {
        // 702.29c: "When you cycle ~" triggers from the zone the cycled card went to, an instant's or sorcery's too
        if (text.regionMatches(true, 0, "When you cycle ~, ", 0, 18)) return TriggerLowering.line(text, card);
        // 113.6k, 701.8a: so does "When a spell or ability an opponent controls causes you to discard ~"
        if (text.regionMatches(true, 0, DISCARDED_BY_OPPONENT, 0, DISCARDED_BY_OPPONENT.length())) {
            return TriggerLowering.line(text, card);
        }
        // 113.6m: an instant's or sorcery's "[cost]: Return ~ from your graveyard to your hand." functions there
        if (GraveyardAbilities.returnsItself(text)) return ActivatedAbilityLines.compile(text, card);
        // 113.6j, 113.6m: so does "[cost], Discard ~: [effect]" in the hand
        if (FromHandAbilities.discardsItself(text)) return ActivatedAbilityLines.compile(text, card);
        // 113.6m: so does a trigger that returns ~ from the graveyard ("Whenever ..., you may return ~ from your graveyard ...")
        if (text.startsWith("When") || text.startsWith("At ")) {
            Optional<List<Ability>> fromGraveyard = GraveyardSpellTriggerLines.compile(text, card);
            if (fromGraveyard.isPresent()) return fromGraveyard;
        }
        return spell.add(text) ? Optional.of(List.of()) : Optional.empty();
    }
}
