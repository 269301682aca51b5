package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.ParseFailure;
import dev.arbiter.cards.grammar.TriggerGrammar;
import dev.arbiter.cards.grammar.ast.Noun;
import dev.arbiter.cards.grammar.ast.PlayerRef;
import dev.arbiter.cards.grammar.ast.TriggerEffect;
import dev.arbiter.cards.grammar.ast.TriggerNode;
import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Condition;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.util.RecordTrees;
import dev.arbiter.engine.ability.ObjectFilter;
import dev.arbiter.engine.ability.Relation;
import dev.arbiter.engine.ability.Subject;
import dev.arbiter.engine.ability.Trigger;
import dev.arbiter.engine.ability.TriggeredAbility;
import dev.arbiter.engine.characteristic.CardType;
import dev.arbiter.engine.timing.Step;
import java.util.List;
import java.util.Optional;

/**
 * Lowers trigger lines the grammar reads ({@link TriggerGrammar}) into triggered abilities (603):
 * the event becomes an engine {@link Trigger}, and what the event names becomes what "it", "that
 * creature" and "that player" mean in the effect (603.2).
 */
final class TriggerLowering {

    /** What the event lets the effect refer to. */
    record Refs(boolean namesPlayer, Subject it, Subject thatObject, boolean yourCard) {
        static final Refs NONE = new Refs(false, null, null, false);
    }

    private TriggerLowering() {
    }

    /**
     * The triggered abilities of the trigger line {@code text} (603.1: "When/Whenever/At [event], [if clause,] [effect]"),
     * or empty when it isn't one.
     *
     * @throws NotSupported for a trigger event or effect the engine cannot play
     */
    static Optional<List<Ability>> line(String text, dev.arbiter.cards.text.CardText card) {
        boolean ifClause = text.contains(", if "); // 603.4
        TriggerNode.Line read = ifClause || startsWithTriggerWord(text) ? parsed(text) : null; // the line read once
        if (ifClause && read != null && (read.interveningIf() != null || read.event() instanceof TriggerNode.SelfDiesHad)) {
            return Optional.of(compile(read, card, text));
        }
        if (!startsWithTriggerWord(text)) return Optional.empty();
        if (read != null) return Optional.of(compile(read, card, text));
        throw new NotSupported(readsEventBeforeIf(text) ? "intervening 'if' clause" : "trigger event"); // 603.4
    }

    /** The line {@code text} as the grammar reads it, or null. */
    private static TriggerNode.Line parsed(String text) {
        try {
            return TriggerGrammar.parse(text);
        } catch (ParseFailure f) {
            return null;
        }
    }

    /** Whether the grammar reads the event before the first ", if " of {@code text}: then the clause is what it can't read. */
    private static boolean readsEventBeforeIf(String text) {
        int comma = text.indexOf(", ");
        if (comma < 0 || !text.regionMatches(true, comma + 2, "if ", 0, 3)) return false;
        try {
            TriggerGrammar.parse(text.substring(0, comma) + ", x.");
            return true;
        } catch (ParseFailure f) {
            return false;
        }
    }

    /** Whether {@code text} opens as a trigger line does: "When", "Whenever" or "At", a space and more (603.1). */
    private static boolean startsWithTriggerWord(String text) {
        String lower = text.toLowerCase(java.util.Locale.ROOT);
        String word = lower.startsWith("whenever ") ? "whenever " : lower.startsWith("when ") ? "when "
                : lower.startsWith("at ") ? "at " : null;
        return word != null && text.length() > word.length() && text.indexOf('\n') < 0 && text.indexOf('\r') < 0;
    }

    /**
     * The triggered ability of {@code text}, or empty when the grammar does not read the trigger
     * event (the older matchers may).
     *
     * @throws NotSupported when the event is read but the engine lacks it, or the effect is not supported
     */
    static Optional<List<Ability>> compile(String text) {
        return compile(text, null);
    }

    /** As above, for a line of {@code card} (whose kind of attachment "enchanted" / "equipped" must be). */
    static Optional<List<Ability>> compile(String text, dev.arbiter.cards.text.CardText card) {
        TriggerNode.Line line = parsed(text);
        return line == null ? Optional.empty() : Optional.of(compile(line, card, text));
    }

    /** The abilities of the line {@code line} read from {@code text}. */
    private static List<Ability> compile(TriggerNode.Line line, dev.arbiter.cards.text.CardText card, String text) {
        if (line.event() instanceof TriggerNode.OnceEachTurn once) { // 603.2: "This ability triggers only once each turn."
            TriggerNode.Line inner = new TriggerNode.Line(line.word(), once.event(), line.interveningIf(), line.effect());
            return OnceEachTurnLowering.limit(abilities(inner, card, text), text);
        }
        return abilities(line, card, text);
    }

    /** The abilities of {@code line}: one, or one for each event of "[event] or [event]". */
    private static List<Ability> abilities(TriggerNode.Line line, dev.arbiter.cards.text.CardText card, String text) {
        if (line.event() instanceof TriggerNode.Either either) {
            // "Whenever ~ enters the battlefield or attacks": one ability for each event, the same effect
            List<Ability> out = new java.util.ArrayList<>();
            for (TriggerNode one : List.of(either.first(), either.second())) out.add(ability(line, one, card, text));
            return out;
        }
        return List.of(ability(line, line.event(), card, text));
    }

    /** The triggered ability of {@code line} for its event {@code e}. */
    private static TriggeredAbility ability(TriggerNode.Line line, TriggerNode e, dev.arbiter.cards.text.CardText card,
                                            String text) {
        if (e instanceof TriggerNode.DuringTheirTurn) throw new NotSupported("trigger event (\"during their turn\" joined by \"or\")");
        if (e instanceof TriggerNode.CombatEvent ce) return CombatEventLowering.ability(line, ce, card, text); // 508-510
        Trigger trigger;
        Refs refs;
        if (e instanceof TriggerNode.Enters en) {
            if (en.noun() == null) {
                trigger = new Trigger.EntersBattlefield();
                refs = new Refs(false, new Subject.Self(), null, false); // "it" is ~ (603.6a)
            } else {
                ObjectFilter f = permanents(en.noun(), en.another());
                trigger = isPlainCreature(f) && !en.orSelf() ? new Trigger.CreatureEnters(en.another())
                        : new Trigger.PermanentEnters(f, en.orSelf());
                // "Whenever a creature enters the battlefield under an opponent's control, that player loses 1 life":
                // the player named is the entering permanent's controller (603.2, the event's player)
                boolean opponents = trigger instanceof Trigger.PermanentEnters && en.noun().controller() != null
                        && (en.noun().controller().startsWith("an opponent") || en.noun().controller().startsWith("enchanted player"));
                refs = new Refs(opponents, new Subject.ThatObject(), null, true);
            }
        } else if (e instanceof TriggerNode.PermanentTurnedFaceUp fu) { // 708.8
            trigger = new Trigger.PermanentTurnedFaceUp(permanents(fu.noun(), fu.another()));
            refs = new Refs(false, new Subject.ThatObject(), null, false);
        } else if (e instanceof TriggerNode.SelfDiesHad h) { // 603.10a: the counters it had as it last existed
            Noun creature = new Noun(List.of(), List.of("creature"), List.of(), null, List.of(h.counters()), false, null);
            trigger = new Trigger.DiesWithCounters(NounLowering.lower(creature).filter().more().counters());
            refs = new Refs(false, new Subject.Self(), null, false); // "it" is ~, the card it became (400.7)
        } else if (e instanceof TriggerNode.SelfDiesAsItWas w) { // 603.10a: ~ as it last existed
            trigger = DiesLookBackLowering.trigger(w);
            refs = new Refs(false, new Subject.Self(), null, false); // "it" is ~, the card it became (400.7)
        } else if (e instanceof TriggerNode.Dies d) {
            if (d.noun() == null) {
                trigger = new Trigger.Dies();
                refs = new Refs(false, new Subject.Self(), null, false); // "it" is ~, the card it became (400.7)
            } else {
                ObjectFilter f = permanents(d.noun(), d.another());
                if ((f.anyOfTypes() & ~CardType.CREATURE.bit()) != 0 && (f.anyOfTypes() & CardType.CREATURE.bit()) != 0
                        && f.withKeywords() == 0 && f.more().none() && !f.attackingYou() && !d.orSelf()) {
                    // "Whenever a creature or planeswalker you control dies": dies is put into a graveyard from the
                    // battlefield (700.4), judged as it last existed on its types and controller (603.10a)
                    trigger = new Trigger.PutIntoGraveyardFromBattlefield(f);
                    refs = new Refs(true, new Subject.ThatObject(), new Subject.ThatObject(), false);
                } else if ((f.anyOfTypes() & ~CardType.CREATURE.bit()) != 0 || !DiesFilters.judgedAsItLastExisted(f)) {
                    throw new NotSupported("trigger event (dies: a filter judged as it last existed)");
                } else {
                    trigger = new Trigger.PermanentDies(f, d.orSelf() || !d.another());
                    // "Whenever a creature an opponent controls dies, that player loses 2 life": the player named is the
                    // dying creature's controller as it last existed (603.2, 603.10a; the event's player)
                    boolean opponents = d.noun().controller() != null && d.noun().controller().startsWith("an opponent");
                    refs = new Refs(opponents, new Subject.ThatObject(), null, false);
                }
            }
        } else if (e instanceof TriggerNode.Casts c) {
            NounLowering.Lowered l = NounLowering.lower(c.spell());
            Relation caster = c.caster() instanceof PlayerRef.You ? Relation.YOU
                    : c.caster() instanceof PlayerRef.EachOpponent ? Relation.OPPONENT
                    : c.caster() instanceof PlayerRef.Enchanted ? Relation.ENCHANTED : Relation.ANY; // 303.4
            ObjectFilter f = l.filter();
            boolean anySpell = f.anyOfTypes() == 0 && f.excludedTypes() == 0 && f.subtype() == null && f.colorMask() == 0
                    && f.more().none();
            trigger = anySpell && caster == Relation.ANY && !c.duringYourTurn() && !c.duringOpponentsTurn() ? new Trigger.PlayerCastsSpell()
                    : new Trigger.SpellCast(caster, f, c.duringYourTurn(), c.duringOpponentsTurn());
            refs = new Refs(true, new Subject.ThatObject(), null, false);
        } else if (e instanceof TriggerNode.CastsHow c) {
            NounLowering.Lowered l = NounLowering.lower(c.spell());
            if (c.caster() instanceof PlayerRef.Enchanted) throw new NotSupported("trigger event (enchanted player's spell cast a way)");
            if (!(c.caster() instanceof PlayerRef.You) && !c.how().equals("kicked") && !c.how().equals("from anywhere other than your hand")) {
                throw new NotSupported("trigger event (another player's spell cast from a zone)"); // "your graveyard" is the caster's
            }
            Relation caster = c.caster() instanceof PlayerRef.You ? Relation.YOU
                    : c.caster() instanceof PlayerRef.EachOpponent ? Relation.OPPONENT : Relation.ANY;
            Trigger.SpellCastHow.How how = switch (c.how()) {
                case "kicked" -> Trigger.SpellCastHow.How.KICKED; // 702.33d
                case "from your graveyard" -> Trigger.SpellCastHow.How.FROM_GRAVEYARD; // 601.2a
                case "from exile" -> Trigger.SpellCastHow.How.FROM_EXILE;
                default -> Trigger.SpellCastHow.How.NOT_FROM_HAND;
            };
            trigger = new Trigger.SpellCastHow(caster, l.filter(), how);
            refs = new Refs(true, new Subject.ThatObject(), null, false);
        } else if (e instanceof TriggerNode.Attacks a) {
            if (a.noun() == null) {
                trigger = new Trigger.Attacks();
                refs = new Refs(false, new Subject.Self(), null, false);
            } else {
                trigger = new Trigger.CreatureAttacks(permanents(a.noun(), a.another()));
                refs = new Refs(false, new Subject.ThatObject(), null, false);
            }
        } else if (e instanceof TriggerNode.Leaves) { // 603.6c
            trigger = new Trigger.LeavesBattlefield();
            refs = Refs.NONE;
        } else if (e instanceof TriggerNode.StateCondition sc) { // 603.8
            trigger = new Trigger.State(ConditionLowering.lower(sc.condition(), false));
            // "When ~ has flying, sacrifice it": "it" is the object the condition names (603.8)
            refs = sc.condition() instanceof dev.arbiter.cards.grammar.ast.ConditionNode.ObjectIs is
                    ? StatusConditions.refs(is, Refs.NONE, card)
                    : sc.condition() instanceof dev.arbiter.cards.grammar.ast.ConditionNode.SourceCounters
                    ? new Refs(false, new Subject.Self(), null, false) : Refs.NONE;
        } else if (e instanceof TriggerNode.CastsCard cc) { // 601.1a, 701.14b: "play a card" cast as a spell
            trigger = PlaysCardLowering.cast(cc);
            refs = new Refs(true, new Subject.ThatObject(), null, false);
        } else if (e instanceof TriggerNode.CountersPutBy by) { // 122.6: "whenever you put one or more counters on ..."
            TriggerEventLowering.Lowered l = CountersPutByLowering.lower(by);
            trigger = l.trigger();
            refs = l.refs();
        } else if (CoreEventLowering.reads(e)) { // 509, 119.9, 121.1
            TriggerEventLowering.Lowered l = CoreEventLowering.lower(e, card);
            trigger = l.trigger();
            refs = l.refs();
        } else if (TriggerEventLowering.reads(e)) {
            TriggerEventLowering.Lowered l = TriggerEventLowering.lower(e, card);
            trigger = l.trigger();
            refs = l.refs();
        } else {
            TriggerNode.BeginningOf b = (TriggerNode.BeginningOf) e;
            Step step = switch (b.step()) {
                case "upkeep" -> Step.UPKEEP;
                case "draw step" -> Step.DRAW;
                case "end step" -> Step.END;
                case "combat" -> Step.BEGINNING_OF_COMBAT;
                case "precombat main phase" -> Step.MAIN1;
                case "postcombat main phase" -> Step.MAIN2;
                case "end of combat" -> Step.END_OF_COMBAT;
                default -> throw new NotSupported("trigger event (beginning of " + b.step() + ")");
            };
            if (b.whose().equals("the") && step != Step.END) throw new NotSupported("trigger event");
            if (b.whose().equals("each opponent's")) {
                trigger = new Trigger.BeginningOfStepOf(step, Trigger.BeginningOfStepOf.StepOwner.OPPONENT);
                refs = new Refs(true, null, null, false);
            } else if (b.whose().equals("each other player's")) { // 102.3: every player but you, teammates included
                trigger = new Trigger.BeginningOfStepOf(step, Trigger.BeginningOfStepOf.StepOwner.OTHER_PLAYER);
                refs = new Refs(true, null, null, false);
            } else if (b.whose().equals("enchanted player's") || b.whose().equals("enchanted opponent's")) { // 303.4, 702.5d
                AttachmentLines.requireEnchantPlayer(card, b.whose().substring(0, b.whose().length() - 2));
                trigger = new Trigger.BeginningOfStepOf(step, Trigger.BeginningOfStepOf.StepOwner.ENCHANTED_PLAYER);
                refs = new Refs(true, null, null, false);
            } else if (b.whose().equals("the chosen player's")) { // 607.2: "the chosen player's upkeep"
                ChoiceLowering.requireChosenPlayer(card);
                trigger = new Trigger.BeginningOfStepOf(step, Trigger.BeginningOfStepOf.StepOwner.CHOSEN_PLAYER);
                refs = new Refs(true, null, null, false);
            } else if (b.whose().endsWith("'s controller's")) {
                String host = b.whose().substring(0, b.whose().indexOf('\''));
                if (card == null || !host.startsWith(AttachmentLines.hostWord(card) + " ")) {
                    throw new NotSupported("\"" + host + "\" on a card that isn't that kind of attachment");
                }
                trigger = new Trigger.BeginningOfStepOf(step, Trigger.BeginningOfStepOf.StepOwner.HOST_CONTROLLER);
                refs = new Refs(true, null, new Subject.Host(), false); // "that creature" / "the creature": the host (603.2)
            } else {
                trigger = new Trigger.BeginningOfStep(step, b.whose().equals("your"));
                // 603.2: "each player's upkeep" names the player whose it is; "each upkeep" names none ("each opponent loses
                // life equal to the life they lost this turn": each of them, not the active player)
                refs = new Refs(b.whose().equals("each player's"), null, null, false);
            }
        }
        Condition interveningIf = line.interveningIf() == null ? new Condition.Always()
                : line.interveningIf() instanceof dev.arbiter.cards.grammar.ast.ConditionNode.EventObjectIs eo
                ? EventObjectIfLowering.lower(eo, trigger, refs.it()) // 603.4: "if it's a creature", the event's object
                : ConditionLowering.lower(StatusConditions.itIsSource(line.interveningIf(), refs.it()), refs.namesPlayer(),
                namesDefendingPlayer(trigger));
        if (line.interveningIf() instanceof dev.arbiter.cards.grammar.ast.ConditionNode.Cast
                && !(e instanceof TriggerNode.Enters en && en.noun() == null)) {
            throw new NotSupported("intervening 'if' clause (whether an object other than the entering source was cast)");
        }
        if (line.interveningIf() instanceof dev.arbiter.cards.grammar.ast.ConditionNode.ObjectIs is) {
            refs = StatusConditions.refs(is, refs, card); // "if ~ is tapped, it deals ...": "it" is what the clause named
        }
        if ((line.interveningIf() instanceof dev.arbiter.cards.grammar.ast.ConditionNode.SourceCounters
                || line.interveningIf() instanceof dev.arbiter.cards.grammar.ast.ConditionNode.SourceAttached
                || line.interveningIf() instanceof dev.arbiter.cards.grammar.ast.ConditionNode.InCombatThisCombat
                || line.interveningIf() instanceof dev.arbiter.cards.grammar.ast.ConditionNode.ThisTurn tt && tt.event().equals("~ dealt damage"))
                && refs.it() == null) {
            refs = new Refs(refs.namesPlayer(), new Subject.Self(), refs.thatObject(), refs.yourCard()); // "if ~ has no ... counters on it, sacrifice it"
        }
        return ability(trigger, interveningIf, refs, line.effect(), text, card);
    }

    /** Attack triggers of one creature name the player it attacks: "defending player" (506.2, 508.5). */
    static boolean namesDefendingPlayer(Trigger t) {
        return t instanceof Trigger.Attacks || t instanceof Trigger.AttacksAndIsntBlocked || t instanceof Trigger.CreatureAttacks ca && !ca.filter().attackingYou() // 603.2: see below
                || t instanceof Trigger.HostAttacks || t instanceof Trigger.AttacksFirstTimeEachTurn
                || t instanceof Trigger.AttacksWithOthers || t instanceof Trigger.CreatureAttacksAlone || t instanceof Trigger.AttacksAlone
                || t instanceof Trigger.InCombat ic && !ic.host() && !ic.blocks(); // ~ attacks or becomes blocked
    }

    private static boolean isPlainCreature(ObjectFilter f) {
        return f.equals(ObjectFilter.creatures()) || f.equals(ObjectFilter.creatures().otherThanSource());
    }

    private static ObjectFilter permanents(Noun n, boolean another) {
        NounLowering.Lowered l = NounLowering.lower(n);
        if (l.kind() != NounLowering.Kind.PERMANENT) throw new NotSupported("trigger event (cards or spells)");
        return another ? l.filter().otherThanSource() : l.filter();
    }

    private static TriggeredAbility ability(Trigger trigger, Condition interveningIf, Refs r, TriggerEffect effectRead,
                                            String text, dev.arbiter.cards.text.CardText card) {
        if (TriggerEffectLowering.ifClause(effectRead)) throw new NotSupported("intervening 'if' clause"); // 603.4
        ParseContext ctx = new ParseContext(true, false, r.namesPlayer())
                .triggerReferents(namesDefendingPlayer(trigger), r.it(), r.thatObject(), r.yourCard()).ownCard(card);
        if (card != null) ctx.card(card); // "a card named ~" (201.2) and tokens' granted abilities read the card
        if (trigger instanceof Trigger.EntersBattlefield && card != null && card.manaCost() != null
                && card.manaCost().contains("{X}") && !card.hasType("Instant") && !card.hasType("Sorcery")) {
            ctx.xOfEnteringSpell(); // 107.3m: X is the X of the spell that became it
        }
        if (trigger instanceof Trigger.BecomesMonstrous && card != null && MonstrosityX.has(card)) {
            ctx.xOfMonstrosity(); // 701.37c: X is the X of the monstrosity that made it monstrous
        }
        if (trigger instanceof Trigger.DealsDamage || trigger instanceof Trigger.IsDealtDamage
                || trigger instanceof Trigger.DealsDamageToPlayer || trigger instanceof Trigger.SourceDealsDamage
                || trigger instanceof Trigger.PermanentDealtDamage || trigger instanceof Trigger.LosesLife
                || trigger instanceof Trigger.YouGainLife // "that much": the life gained (603.2)
                || trigger instanceof Trigger.CountersPut
                || trigger instanceof Trigger.PaysLife) ctx.namingAmount(); // 119.4: "that much" is the life paid
        if (GroupAmount.counted(trigger, interveningIf)) ctx.namingAmount(); // 603.2c: "that many": the objects of the event
        if (!ctx.triggerNamesAmount()) ctx.allowXCountedOnStack(); // 601.2c via 603.3d: its X may be counted as it goes on the stack
        if (trigger instanceof Trigger.HostDies || trigger instanceof Trigger.PutIntoGraveyardFromBattlefield
                || trigger instanceof Trigger.PermanentDies // 603.10a: "that creature's controller" as it last existed
                || trigger instanceof Trigger.PermanentBecomesTapped || trigger instanceof Trigger.HostBecomesTapped
                || trigger instanceof Trigger.PermanentEnters || trigger instanceof Trigger.PermanentDealtDamage
                || trigger instanceof Trigger.CountersPut cp && cp.filter() != null
                || trigger instanceof Trigger.HostLeaves || trigger instanceof Trigger.BecomesAttached // 603.2: the host's controller
                || trigger instanceof Trigger.BecomesUnattached
                || trigger instanceof Trigger.BeginningOfStepOf b
                && b.owner() == Trigger.BeginningOfStepOf.StepOwner.HOST_CONTROLLER
                || trigger instanceof Trigger.DealsDamage dd && dd.to() == Trigger.DealsDamage.DamagedOne.CREATURE) {
            ctx.playerControlsItsObject();
        }
        if ((trigger instanceof Trigger.Blocks || trigger instanceof Trigger.BecomesBlocked) && r.thatObject() != null) {
            ctx.playerControlsItsObject(); // "that creature's controller": the blocked or blocking creature's (603.2)
        }
        if (trigger instanceof Trigger.BecomesTargetOf) ctx.namingTargetingItem(); // 702.21a
        // 115.1: "that spell or ability's controller" when ~ itself becomes the target (the event's player, 603.2)
        if (trigger instanceof Trigger.BecomesTarget bt && bt.whom() == Trigger.Whose.SELF) ctx.namingTargetingItem();
        if (trigger instanceof Trigger.SpellCast || trigger instanceof Trigger.PlayerCastsSpell) ctx.namingCastSpell(); // 601.2i
        if (trigger instanceof Trigger.NthSpellThisTurn || trigger instanceof Trigger.SpellCopied
                || trigger instanceof Trigger.SpellCastTargeting) ctx.namingCastSpell(); // 601.2i, 707.10
        if (GraveyardTriggerLowering.allowed(trigger) && (interveningIf instanceof Condition.Always
                || interveningIf instanceof Condition.CardsAboveSelf)) ctx.selfFromGraveyard(true); // 113.6m
        Effect effect = TriggerEffectLowering.of(effectRead, ctx);
        if (effect == null) throw new NotSupported(UnsupportedReasons.NOT_UNDERSTOOD);
        if (ManaPhrases.addsMana(effect) && !ManaPhrases.stackTrigger(trigger)) throw new NotSupported("triggered mana ability");
        TriggerEventLowering.check(trigger, effect);
        trigger = TargetingItemLowering.of(trigger, effect); // 702.21a
        trigger = GraveyardTriggerLowering.of(trigger, effect, interveningIf); // 113.6m
        if (trigger instanceof dev.arbiter.engine.ability.CreatureToYourGraveyardInGraveyard) {
            effect = GraveyardTriggerLowering.fromGraveyard(effect); // 702.59a: "Otherwise, exile ~" is the card there
        }
        if (trigger instanceof Trigger.BeginningOfStepInGraveyard && interveningIf instanceof Condition.CardsAboveSelf) {
            effect = GraveyardTriggerLowering.fromGraveyard(effect); // "if ~ is in your graveyard, ... return ~ to your hand"
        }
        if (trigger instanceof Trigger.CombatDamageToYou cd && cd.inGraveyard()) effect = GraveyardCardLowering.of(effect); // 113.6m
        effect = SelfMoveLowering.of(trigger, effect); // 400.7d
        if (!(effect instanceof Effect.XFixedOnStack) && RecordTrees.contains(effect, Effect.XFixedOnStack.class)) {
            throw new NotSupported("\"X target\" inside another effect (601.2c)"); // X is counted only for the whole effect
        }
        return new TriggeredAbility(trigger, interveningIf, ctx.targets(), effect, text);
    }
}
