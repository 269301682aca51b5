package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.CoreTriggerGrammar;
import dev.arbiter.cards.grammar.Cursor;
import dev.arbiter.cards.grammar.ast.CoreTriggerNode;
import dev.arbiter.cards.text.CardText;
import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Condition;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.Subject;
import dev.arbiter.engine.ability.Trigger;
import dev.arbiter.engine.ability.TriggeredAbility;
import dev.arbiter.engine.timing.Step;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Triggered abilities "When/Whenever/At [event], [effect]." (603.1): enters the battlefield
 * (603.6a), dies (700.4), leaves the battlefield (603.6c), the beginning of upkeep, draw step or
 * end step (603.2), attacks (508.3a), attacks and isn't blocked, blocks (509.3c), becomes blocked
 * by a creature (509.3d), deals [combat] damage to a player, a creature put into your graveyard
 * from the battlefield, and the permanent an attachment is attached to becoming tapped. An
 * intervening "if ~ is untapped" clause (603.4) is the only one understood.
 */
final class TriggeredAbilityLines {

    /** What a trigger event lets its effect refer to (see {@link ParseContext#triggerReferents}). */
    private record Referents(boolean namesPlayer, boolean defendingPlayer, Subject it, Subject thatObject,
                             boolean thatObjectIsYourCard) {
        static final Referents NONE = new Referents(false, false, null, null, false);
        static final Referents SELF = new Referents(false, false, new Subject.Self(), null, false);
    }

    private TriggeredAbilityLines() {
    }

    /**
     * The triggered ability {@code text} describes, or empty when it is not a trigger line.
     *
     * @throws NotSupported for a trigger event or effect the engine cannot play
     */
    static Optional<List<Ability>> compile(String text, CardText card) {
        Optional<List<Ability>> once = OnceEachTurnLines.compile(text, card); // 603.2: "triggers only once each turn"
        if (once.isPresent()) return once;
        Optional<List<Ability>> withIf = TriggerLowering.compileWithInterveningIf(text, card); // 603.4: the grammar's
        if (withIf.isPresent()) return withIf;
        Optional<List<Ability>> playerAttacks = PlayerAttackLines.compile(text); // 508.1: a player attacks
        if (playerAttacks.isPresent()) return playerAttacks;
        Optional<List<Ability>> combat = CombatTriggerLines.compile(text, card);
        if (combat.isPresent()) return combat;
        CoreTriggerNode core = CoreTriggerGrammar.parse(text);
        if (core != null) return Optional.of(List.of(core(core, text, card)));
        if (startsWithTriggerWord(text)) {
            Optional<List<Ability>> read = TriggerLowering.compile(text, card);
            if (read.isPresent()) return read;
            throw new NotSupported("trigger event");
        }
        return Optional.empty();
    }

    /** Whether {@code text} opens as a trigger line does: "When", "Whenever" or "At", a space and more (603.1). */
    private static boolean startsWithTriggerWord(String text) {
        String lower = text.toLowerCase(Locale.ROOT);
        String word = lower.startsWith("whenever ") ? "whenever " : lower.startsWith("when ") ? "when "
                : lower.startsWith("at ") ? "at " : null;
        return word != null && text.length() > word.length() && text.indexOf('\n') < 0 && text.indexOf('\r') < 0;
    }

    /** The triggered ability of a core trigger line (603.1): its event's trigger and what the effect may refer to. */
    private static TriggeredAbility core(CoreTriggerNode n, String text, CardText card) {
        String effectText = n.effectText();
        return switch (n.event()) {
            case ENTERS -> ability(new Trigger.EntersBattlefield(), effectText, Referents.SELF, text, card); // "it" is ~ (603.6a)
            case DIES -> ability(new Trigger.Dies(), effectText, Referents.SELF, text, card); // "it" is ~, the card it became (400.7)
            case LEAVES -> ability(new Trigger.LeavesBattlefield(), effectText, Referents.NONE, text, card);
            case STEP -> {
                Step step = switch (n.what()) {
                    case "upkeep" -> Step.UPKEEP;
                    case "draw step" -> Step.DRAW;
                    default -> Step.END;
                };
                if (n.who().equals("the") && step != Step.END) throw new NotSupported("trigger event");
                Referents r = new Referents(n.who().equals("each player's"), false, null, null, false);
                yield ability(new Trigger.BeginningOfStep(step, n.who().equals("your")), effectText, r, text, card);
            }
            case UNBLOCKED -> ability(new Trigger.AttacksAndIsntBlocked(), effectText,
                    new Referents(false, true, new Subject.Self(), null, false), text, card);
            // 506.2: "defending player" is the player ~ attacks
            case ATTACKS -> ability(new Trigger.Attacks(), effectText, new Referents(false, true, new Subject.Self(), null, false),
                    text, card);
            case BLOCKS -> {
                boolean aCreature = n.what() != null;
                if (!aCreature && card.rulesTexts().stream().anyMatch(TriggeredAbilityLines::blocksSeveral)) {
                    // 509.3c: "whenever ~ blocks" triggers once however many creatures it blocks; the engine's trigger is per blocked creature.
                    throw new NotSupported("trigger event (\"blocks\" once for several blocked creatures)");
                }
                Referents r = new Referents(false, false, new Subject.Self(), aCreature ? new Subject.ThatObject() : null, false);
                yield ability(new Trigger.Blocks(), effectText, r, text, card);
            }
            case BLOCKED_BY -> ability(new Trigger.BecomesBlocked(), effectText,
                    new Referents(false, false, new Subject.Self(), new Subject.ThatObject(), false), text, card);
            // 509.3d: "whenever ~ becomes blocked" triggers once however many creatures block it; the engine's trigger is per blocker.
            case BLOCKED -> throw new NotSupported("trigger event (\"becomes blocked\" once for several blockers)");
            case DAMAGE -> ability(new Trigger.DealsDamageToPlayer(n.what() != null, n.who().equals("an opponent")), effectText,
                    new Referents(true, false, new Subject.Self(), null, false), text, card);
            case TO_GRAVEYARD -> ability(new Trigger.CreatureToYourGraveyard(), effectText,
                    new Referents(false, false, new Subject.ThatObject(), null, true), text, card);
            case HOST_TAPPED -> {
                if (!n.who().equals(AttachmentLines.hostWord(card))) {
                    throw new NotSupported("\"" + n.who() + "\" on a card that isn't that kind of attachment");
                }
                yield ability(new Trigger.HostBecomesTapped(), effectText,
                        new Referents(false, false, new Subject.ThatObject(), new Subject.ThatObject(), false), text, card);
            }
            case CREATURE_ENTERS -> ability(new Trigger.CreatureEnters(n.who().equals("another")), effectText,
                    new Referents(false, false, new Subject.ThatObject(), null, true), text, card);
            case GAIN_LIFE -> ability(new Trigger.YouGainLife(), effectText, Referents.NONE, text, card);
            // "that player" cast the spell (601.2i); "it" is the spell
            case PLAYER_CASTS -> ability(new Trigger.PlayerCastsSpell(), effectText,
                    new Referents(true, false, new Subject.ThatObject(), null, false), text, card);
            case DRAWS -> {
                Trigger.PlayerDraws.Relation rel = n.who().equals("you") ? Trigger.PlayerDraws.Relation.YOU
                        : n.who().equals("an opponent") ? Trigger.PlayerDraws.Relation.OPPONENT
                        : n.who().equals("enchanted player") ? Trigger.PlayerDraws.Relation.ENCHANTED : Trigger.PlayerDraws.Relation.ANY;
                yield ability(new Trigger.PlayerDraws(rel), effectText, new Referents(!n.who().equals("you"), false, null, null, false),
                        text, card);
            }
        };
    }

    /** "~ can block an additional creature [each combat]" / "~ can block any number of creatures" (509.1a). */
    private static boolean blocksSeveral(String line) {
        Cursor c = Cursor.of(line);
        return c.accept("~ can block") && c.acceptAny("an additional", "any number of") != null
                && c.acceptAny("creatures", "creature") != null;
    }

    /** A Saga's chapter ability {@code chapter} with {@code effectText} (714.2b): nothing of the event to refer to. */
    static TriggeredAbility chapter(int chapter, String effectText, String text, CardText card) {
        return ability(new Trigger.Chapter(chapter), effectText, Referents.NONE, text, card, false);
    }

    /**
     * A dungeon's room ability (309.4c): "When you move your venture marker into this room, [effect]", with no
     * intervening "if" (the room's effect's own "if" is checked as it resolves).
     */
    static TriggeredAbility room(Trigger.Room room, String effectText, String text, CardText card) {
        return ability(room, effectText, Referents.NONE, text, card, false);
    }

    private static TriggeredAbility ability(Trigger trigger, String effectText, Referents r, String text, CardText card) {
        return ability(trigger, effectText, r, text, card, true);
    }

    /**
     * {@code ifIntervenes}: a leading "if" is an intervening "if" clause (603.4); a chapter ability's "If ..." is its
     * effect's own condition, checked as it resolves (714.2b: the chapter's condition is the only intervening one).
     */
    private static TriggeredAbility ability(Trigger trigger, String effectText, Referents r, String text, CardText card,
                                            boolean ifIntervenes) {
        Condition interveningIf = new Condition.Always();
        String lower = effectText.toLowerCase(Locale.ROOT);
        if (ifIntervenes && (lower.startsWith("if ") || lower.contains(", if "))) {
            throw new NotSupported("intervening 'if' clause");
        }
        ParseContext ctx = new ParseContext(true, false, r.namesPlayer())
                .triggerReferents(r.defendingPlayer(), r.it(), r.thatObject(), r.thatObjectIsYourCard());
        if (card != null) ctx = ctx.card(card); // "a card named ~" (201.2) and tokens' granted abilities read the card
        if (trigger instanceof Trigger.EntersBattlefield && card != null && card.manaCost() != null
                && card.manaCost().contains("{X}") && !card.hasType("Instant") && !card.hasType("Sorcery")) {
            ctx.xOfEnteringSpell(); // 107.3m: X is the X of the spell that became it
        }
        if (trigger instanceof Trigger.YouGainLife) ctx.namingAmount(); // "that much": the life gained
        if (trigger instanceof Trigger.DealsDamageToPlayer) ctx.namingAmount(); // "that many": the damage dealt (603.2)
        if (trigger instanceof Trigger.HostBecomesTapped) ctx.playerControlsItsObject(); // "that land's controller"
        if ((trigger instanceof Trigger.Blocks || trigger instanceof Trigger.BecomesBlocked) && r.thatObject() != null) {
            ctx.playerControlsItsObject(); // "that creature's controller": the blocked or blocking creature's (603.2)
        }
        if (GraveyardTriggerLowering.allowed(trigger) && interveningIf instanceof Condition.Always) ctx.selfFromGraveyard(true);
        Effect effect = EffectParser.parse(effectText, ctx);
        if (effect == null) {
            throw new NotSupported(UnsupportedReasons.NOT_UNDERSTOOD);
        }
        if (ManaPhrases.addsMana(effect) && !ManaPhrases.stackTrigger(trigger)) { // 605.1b
            throw new NotSupported("triggered mana ability");
        }
        trigger = GraveyardTriggerLowering.of(trigger, effect); // 113.6m
        effect = SelfMoveLowering.of(trigger, effect); // 400.7d
        return new TriggeredAbility(trigger, interveningIf, ctx.targets(), effect, text);
    }
}
