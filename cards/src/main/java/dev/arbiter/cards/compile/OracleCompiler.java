package dev.arbiter.cards.compile;

import dev.arbiter.cards.text.CardText;
import dev.arbiter.cards.text.RulesLine;
import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.card.CardDefinition;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Compiles a card's rules text into engine abilities. A card is supported only when EVERY rules
 * line compiles; otherwise the first line that does not is reported with its file:line, and the
 * card is never half-played.
 *
 * <p>Instants and sorceries: keyword lines and effect paragraphs (all paragraphs form one spell
 * ability). Permanents: enchant / equip / fortify, keyword lines, static combat lines, static
 * abilities through layers (P/T changes, granted keywords, Lure), triggered abilities, and
 * activated and mana abilities.
 */
public final class OracleCompiler {

    private static final String DISCARDED_BY_OPPONENT = "When a spell or ability an opponent controls causes you to discard ~, ";

    /** Creates a compiler; it holds no state between cards. */
    public OracleCompiler() {
    }

    /** Compiles {@code card}: supported with its definition, or the first line that failed. */
    public CompileResult compile(CardText card) {
        card = DieTableLines.join(card); // 706.3b: a results table is part of the paragraph that rolls
        String problem = CardFacts.problem(card);
        if (problem != null && CardFacts.starPowerToughness(card)) {
            return CardFacts.withCharacteristicDefining(run(card, false), card); // 604.3: "*" defined by a line
        }
        if (problem != null) {
            RulesLine cda = card.rules().stream().filter(l -> CharacteristicMention.powerEqual(l.text())).findFirst().orElse(null);
            return new CompileResult.Unsupported(card, cda, problem);
        }
        return run(card, false);
    }

    /**
     * The definition of {@code card} from the lines that do compile, skipping the others; a
     * non-numeric P/T is 0. Only for explicitly allowing unsupported cards: such a card is played
     * without the abilities of its failing lines.
     */
    public CardDefinition compileLenient(CardText card) {
        return ((CompileResult.Supported) run(DieTableLines.join(card), true)).def();
    }

    /** Compiles every line; stops at the first failure unless {@code lenient} (then skips it). */
    private static CompileResult run(CardText printed, boolean lenient) {
        CardText card = AlsoTypeLines.fold(printed); // 604.3: "~ is also a Cleric, Rogue, Warrior, and Wizard"
        List<Ability> abilities = new ArrayList<>();
        SpellEffectLines spell = new SpellEffectLines(card);
        LevelerLines leveler = new LevelerLines();
        ModalTriggerLines modal = new ModalTriggerLines(card); // 700.2b
        int spellIndex = -1;
        for (RulesLine line : card.rules()) {
            int paragraphs = spell.paragraphs();
            String reason;
            try {
                Optional<List<Ability>> compiled = leveler.line(line.text());
                if (compiled.isEmpty()) compiled = DungeonRoomLines.compile(line, card); // 309.4c
                if (compiled.isEmpty()) compiled = modal.line(line);
                if (compiled.isEmpty()) compiled = ChosenModeLines.compile(line.text(), card, spell); // 614.12, 607.2
                if (compiled.isEmpty()) compiled = AlsoTypeLines.compile(line.text(), card); // 604.3
                if (compiled.isEmpty()) compiled = EveryCreatureTypeLines.compile(line.text(), card, spell); // 702.73a
                if (compiled.isEmpty()) compiled = line(line.text(), card, spell);
                reason = compiled.isEmpty() ? UnsupportedReasons.NOT_UNDERSTOOD : StaticCountCheck.unreadable(compiled.get());
                if (reason == null) compiled.ifPresent(abilities::addAll);
            } catch (NotSupported e) {
                reason = e.reason();
            }
            if (reason != null && !lenient) {
                return new CompileResult.Unsupported(card, line, reason);
            }
            if (spell.paragraphs() > paragraphs && spellIndex < 0) {
                spellIndex = abilities.size();
            }
        }
        int at = spellIndex < 0 ? abilities.size() : spellIndex;
        spell.build().ifPresent(a -> abilities.add(at, a));
        String unlinked = LinkedExileLowering.link(abilities); // 607.2a: "exile ..." / "return the exiled card"
        if (unlinked != null && !lenient) {
            RulesLine where = card.rules().stream().filter(l -> l.text().toLowerCase(java.util.Locale.ROOT)
                    .contains("the exiled card")).findFirst().orElse(card.rules().get(card.rules().size() - 1));
            return new CompileResult.Unsupported(card, where, unlinked);
        }
        String sacrificed = SacrificedLowering.misplaced(abilities); // 608.2h
        if (sacrificed != null && !lenient) {
            RulesLine where = card.rules().stream().filter(l -> l.text().contains("sacrificed")).findFirst()
                    .orElse(card.rules().get(card.rules().size() - 1));
            return new CompileResult.Unsupported(card, where, sacrificed);
        }
        return new CompileResult.Supported(CardFacts.definition(card, abilities));
    }

    /** The abilities of one line; empty when no grammar understands it. */
    static Optional<List<Ability>> line(String text, CardText card, SpellEffectLines spell) {
        // 303.4, 702.5d: "enchanted player" / "enchanted opponent" is read only on an Aura that enchants players
        if (text.contains("nchanted player")) AttachmentLines.requireEnchantPlayer(card, "enchanted player");
        if (text.contains("nchanted opponent")) AttachmentLines.requireEnchantPlayer(card, "enchanted opponent");
        Optional<List<Ability>> chapter = SagaChapterLines.compile(text, card); // 714.2
        if (chapter.isPresent()) return chapter;
        Optional<List<Ability>> dashed = DashKeywordLines.compile(text, card); // 702.24a, 702.30a: "Keyword—[cost]"
        if (dashed.isPresent()) return dashed;
        Optional<List<Ability>> attachment = AttachmentLines.compile(text, card);
        if (attachment.isPresent()) {
            return attachment;
        }
        boolean instantOrSorcery = card.hasType("Instant") || card.hasType("Sorcery");
        Optional<List<Ability>> haunted = HauntLines.compile(text, card); // 702.55b-c: "the creature it haunts dies"
        if (haunted.isPresent()) return haunted;
        Optional<List<Ability>> dash = DashBlitzLines.compile(text, card); // 702.109a, 702.152a
        if (dash.isPresent()) return dash;
        Optional<List<Ability>> flashback = FlashbackLines.compile(text, instantOrSorcery, card.hasType("Creature"));
        if (flashback.isPresent()) {
            return flashback;
        }
        Optional<List<Ability>> cycling = CyclingLines.compile(text);
        if (cycling.isPresent()) {
            return cycling;
        }
        Optional<List<Ability>> evoke = EvokeLines.compile(text, card); // 702.74a
        if (evoke.isPresent()) return evoke;
        Optional<List<Ability>> multikicker = MultikickerLines.compile(text); // 702.33c
        if (multikicker.isPresent()) return multikicker;
        Optional<List<Ability>> squad = SquadLines.compile(text, card); // 702.157a
        if (squad.isPresent()) return squad;
        Optional<List<Ability>> splice = SpliceLines.compile(text, instantOrSorcery); // 702.47a
        Optional<List<Ability>> retrace = RetraceLines.compile(text, card); // 702.81a
        Optional<List<Ability>> conspire = ConspireLines.compile(text, card); // 702.78a
        if (conspire.isPresent()) return conspire;
        if (retrace.isPresent()) return retrace;
        if (splice.isPresent()) return splice;
        Optional<List<Ability>> ninjutsu = NinjutsuLines.compile(text, card); // 702.49a
        if (ninjutsu.isPresent()) return ninjutsu;
        Optional<List<Ability>> kicker = KickerLines.compile(text, card);
        if (kicker.isPresent()) {
            return kicker;
        }
        Optional<List<Ability>> exert = ExertLines.compile(text, card); // 701.39d
        if (exert.isPresent()) return exert;
        Optional<List<Ability>> madness = MadnessLines.compile(text, card); // 702.35a
        if (madness.isPresent()) return madness;
        Optional<List<Ability>> kicked = KickedLines.compile(text, card); // 702.33e
        if (kicked.isPresent()) return kicked;
        Optional<List<Ability>> morph = MorphLines.compile(text, card); // 702.37a-b
        if (morph.isPresent()) return morph;
        Optional<List<Ability>> casualty = CasualtyLines.compile(text, card); // 702.153a
        if (casualty.isPresent()) return casualty;
        Optional<List<Ability>> buyback = BuybackLines.compile(text, card); // 702.27a
        if (buyback.isPresent()) {
            return buyback;
        }
        Optional<List<Ability>> additional = AdditionalCostLines.compile(text, card); // 601.2f
        if (additional.isPresent()) {
            return additional;
        }
        Optional<List<Ability>> alternative = AlternativeCostLines.compile(text, card); // 118.9
        if (alternative.isPresent()) return alternative;
        Optional<List<Ability>> encore = KeywordItemLowering.fromGraveyard(text, card); // 702.141a, 702.84a
        if (encore.isPresent()) return encore;
        Optional<List<Ability>> defined = KeywordDefinitions.compile(text, card, spell); // 702.43a, 702.46a, 702.107a
        if (defined.isPresent()) return defined;
        Optional<List<Ability>> moreDefined = DefinedKeywords.compile(text, card, spell); // 702.101a, 702.77a, 702.133a
        if (moreDefined.isPresent()) return moreDefined;
        Optional<List<Ability>> older = OlderKeywordDefinitions.compile(text, card, spell); // 702.97a, 702.39a, 702.44a, 702.137a, 702.117a, 702.56a
        if (older.isPresent()) return older;
        Optional<List<Ability>> castIf = CastOnlyIfLines.compile(text, card); // 601.3: "Cast this spell only if ..."
        if (castIf.isPresent()) return castIf;
        Optional<List<Ability>> skip = SkipStepLines.compile(text); // 614.1b: "Skip your draw step."
        if (skip.isPresent()) return skip;
        Optional<List<Ability>> keywords = KeywordLines.compile(text);
        if (keywords.isPresent()) {
            return keywords;
        }
        Optional<List<Ability>> choice = ChoiceLowering.compile(text, card); // 614.12, 607.2, 305.7, 402.2
        if (choice.isPresent()) return choice;
        Optional<List<Ability>> replacement = ReplacementLowering.compile(text, card); // 614.1c, 101.2
        if (replacement.isPresent()) {
            return replacement;
        }
        Optional<List<Ability>> counterShield = CounterPreventionLines.compile(text); // 615.1a, 122.8
        if (counterShield.isPresent()) return counterShield;
        Optional<List<Ability>> selfPrevention = SelfPreventionLines.compile(text); // 615.1a, 615.5
        if (selfPrevention.isPresent()) return selfPrevention;
        Optional<List<Ability>> preventThat = PreventThatDamageLines.compile(text, card); // 615.1a, 615.5
        if (preventThat.isPresent()) return preventThat;
        Optional<List<Ability>> uncast = UncastEntryLines.compile(text); // 614.1a, 614.12
        if (uncast.isPresent()) return uncast;
        Optional<List<Ability>> counterReplacement = CounterReplacementLines.compile(text); // 614.1a, 122.6
        if (counterReplacement.isPresent()) return counterReplacement;
        Optional<List<Ability>> graveyardReplacement = GraveyardReplacementLines.compile(text); // 614.1a, 614.6
        if (graveyardReplacement.isPresent()) return graveyardReplacement;
        Optional<List<Ability>> selfCost = SelfCostLines.compile(text); // 601.2f, 113.6d
        if (selfCost.isPresent()) return selfCost;
        Optional<List<Ability>> deckRule = DeckRuleLines.compile(text); // 100.2a, 113.6n
        if (deckRule.isPresent()) return deckRule;
        Optional<List<Ability>> selfFlash = SelfFlashLines.compile(text); // 702.8a, 113.6
        if (selfFlash.isPresent()) return selfFlash;
        Optional<List<Ability>> selfZone = CastFromZoneLines.compile(text); // 601.3: "You may cast ~ from your graveyard."
        if (selfZone.isPresent()) return selfZone;
        if (instantOrSorcery) {
            Optional<List<Ability>> entwine = EntwineLines.compile(text, card, spell); // 702.42a
            if (entwine.isPresent()) return entwine;
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
        Optional<List<Ability>> paired = SoulbondLines.compile(text, card, spell); // 702.95b: "as long as ~ is paired ..."
        if (paired.isPresent()) return paired;
        Optional<List<Ability>> during = DuringYourTurnLines.compile(text, card, spell); // 611.3b
        if (during.isPresent()) return during;
        Optional<List<Ability>> result = CharacteristicLines.compile(text, card);
        if (result.isEmpty()) {
            result = CostModifierLines.compile(text);
        }
        if (result.isEmpty()) result = ActivationCostLines.compile(text); // 602.2b, 601.2f
        if (result.isEmpty()) result = SpendAsThoughLines.compile(text); // 609.4b
        if (result.isEmpty()) {
            result = CastRestrictionLines.compile(text);
        }
        if (result.isEmpty()) {
            result = StaticLowering.compile(text);
        }
        if (result.isEmpty()) result = ConditionalEntryLowering.compile(text, card); // 614.1c, 107.1
        if (result.isEmpty()) result = EntryReplacementLowering.enterUnlessPaid(text); // 614.1a, 614.12: "sacrifice ... instead. If you do, put ~ onto ..."
        if (result.isEmpty()) result = AsEntersEffectLines.compile(text, card); // 614.12: "As ~ enters, discard your hand."
        if (result.isEmpty()) result = EntryReplacementLowering.tokensPlus(text); // 614.1a: "... plus an additional Treasure token."
        if (result.isEmpty()) {
            result = ControlLowering.staticLine(text); // 613.1b
        }
        if (result.isEmpty()) {
            result = CopyLowering.compile(text, card); // 707.9
        }
        if (result.isEmpty()) result = ActivationBanLines.compile(text, card); // 602.5
        if (result.isEmpty()) {
            result = StaticCombatLines.compile(text, card);
        }
        if (result.isEmpty()) result = ConditionalCombatLines.compile(text); // 611.3b, 508.1c, 509.1b
        if (result.isEmpty()) result = ConditionalCompoundLines.compile(text, card); // 611.3b: "gets +2/+2, has flying, and attacks ..."
        if (result.isEmpty()) result = AsLongAsCombatLines.compile(text, card); // 611.3b, 509.1b-c: "it gets +1/+1 and can't be blocked"
        if (result.isEmpty()) result = LandwalkBlockLines.compile(text); // 702.14, 609.4b
        if (result.isEmpty()) result = GroupCharacteristicLines.compile(text, card); // 613.1d-e
        if (result.isEmpty()) {
            result = EntryReplacementLowering.replacement(text); // 614.1c
        }
        if (result.isEmpty()) result = DrawInsteadLines.compile(text, card); // 614.1a: "If you would draw a card, ... instead."
        if (result.isEmpty()) result = EachPlayerDrawLines.compile(text); // 614.1a: "If a player would draw a card, ... skips ..."
        if (result.isEmpty()) {
            result = PreventionLines.compile(text);
        }
        if (result.isEmpty()) {
            result = PlayerRuleLines.compile(text, card);
        }
        if (result.isEmpty()) result = LoseGameInsteadLines.compile(text, card); // 614.1a: "If you would lose the game, instead ..."
        if (result.isEmpty()) result = DiscardInsteadLines.compile(text); // 614.1a, 701.8a: "... causes you to discard ~, put it onto ..."
        if (result.isEmpty()) {
            result = TurnRuleLines.compile(text); // 500.4, 502.3
        }
        if (result.isEmpty()) result = UntapLimitLines.compile(text); // 502.3
        if (result.isEmpty()) result = ConditionalUntapLines.compile(text); // 502.3, 611.3b
        if (result.isEmpty()) result = CastLimitLines.compile(text); // 601.3
        if (result.isEmpty()) result = FlashPermissionLines.compile(text); // 702.8a
        if (result.isEmpty()) result = LibraryTopPermissionLines.compile(text); // 601.3, 305.1
        if (result.isEmpty()) result = AlternativeCostPermissionLines.compile(text); // 118.9: "... rather than pay the mana cost for"
        if (result.isEmpty()) {
            result = TargetingRuleLines.compile(text); // 115.4
        }
        if (result.isEmpty()) result = TargetingRuleLines.host(text, card); // 115.4: "Enchanted creature can't be the target of spells."
        if (result.isEmpty()) result = AttackYouLines.compile(text); // 508.1c
        if (result.isEmpty()) {
            result = AnimationStatics.compile(text, card); // 205.1b, 613.1d
        }
        if (result.isEmpty()) {
            result = StaticLayerLines.compile(text, card);
        }
        if (result.isEmpty()) {
            result = TriggeredManaLines.compile(text);
        }
        if (result.isEmpty()) {
            result = TriggerLowering.line(text, card);
        }
        if (result.isEmpty()) {
            result = ActivatedAbilityLines.compile(text, card);
        }
        return result;
    }
}
