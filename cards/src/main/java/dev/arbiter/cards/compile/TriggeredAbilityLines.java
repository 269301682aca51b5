package dev.arbiter.cards.compile;

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
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Triggered abilities "When/Whenever/At [event], [effect]." (603.1): enters the battlefield
 * (603.6a), dies (700.4), leaves the battlefield (603.6c), the beginning of upkeep, draw step or
 * end step (603.2), attacks (508.3a), attacks and isn't blocked, blocks (509.3c), becomes blocked
 * by a creature (509.3d), deals [combat] damage to a player, a creature put into your graveyard
 * from the battlefield, and the permanent an attachment is attached to becoming tapped. An
 * intervening "if ~ is untapped" clause (603.4) is the only one understood.
 */
final class TriggeredAbilityLines {

    private static final int F = Pattern.CASE_INSENSITIVE;
    private static final GuardedPattern ETB = GuardedPattern.compile("When ~ enters(?: the battlefield)?, (.+)", F);
    private static final GuardedPattern DIES = GuardedPattern.compile(
            "When ~ (?:dies|is put into a graveyard from the battlefield), (.+)", F);
    private static final GuardedPattern LEAVES = GuardedPattern.compile("When ~ leaves the battlefield, (.+)", F);
    private static final GuardedPattern STEP = GuardedPattern.compile(
            "At the beginning of (your|each player's|each|the) (upkeep|draw step|end step), (.+)", F);
    private static final GuardedPattern ATTACKS = GuardedPattern.compile("Whenever ~ attacks, (.+)", F);
    private static final GuardedPattern UNBLOCKED = GuardedPattern.compile("Whenever ~ attacks and isn't blocked, (.+)", F);
    private static final GuardedPattern BLOCKS = GuardedPattern.compile("Whenever ~ blocks( a creature)?, (.+)", F);
    private static final GuardedPattern BLOCKED_BY = GuardedPattern.compile("Whenever ~ becomes blocked by a creature, (.+)", F);
    private static final GuardedPattern BLOCKED = GuardedPattern.compile("Whenever ~ becomes blocked, (.+)", F);
    private static final GuardedPattern DAMAGE = GuardedPattern.compile("Whenever ~ deals (combat )?damage to (a player|an opponent), (.+)", F);
    private static final GuardedPattern TO_GRAVEYARD = GuardedPattern.compile(
            "Whenever a creature is put into your graveyard from the battlefield, (.+)", F);
    private static final GuardedPattern HOST_TAPPED = GuardedPattern.compile(
            "Whenever (enchanted|equipped|fortified) (creature|land|artifact|permanent) becomes tapped, (.+)", F);
    private static final GuardedPattern MULTI_BLOCK = GuardedPattern.compile(
            "~ can block (an additional|any number of) creatures?\\b.*", F);
    private static final GuardedPattern CREATURE_ENTERS = GuardedPattern.compile(
            "Whenever (another|a) creature enters(?: the battlefield)?, (.+)", F);
    private static final GuardedPattern GAIN_LIFE = GuardedPattern.compile("Whenever you gain life, (.+)", F);
    private static final GuardedPattern PLAYER_CASTS = GuardedPattern.compile("Whenever a player casts a spell, (.+)", F);
    private static final GuardedPattern DRAWS = GuardedPattern.compile("Whenever (a player|an opponent|you|enchanted player) draws? a card, (.+)", F);
    private static final GuardedPattern TRIGGER_WORD = GuardedPattern.compile("(When|Whenever|At) .+", F);

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
        Matcher m;
        if ((m = ETB.matcher(text)).matches()) {
            return one(new Trigger.EntersBattlefield(), m.group(1), Referents.SELF, text, card); // "it" is ~ (603.6a)
        }
        if ((m = DIES.matcher(text)).matches()) {
            return one(new Trigger.Dies(), m.group(1), Referents.SELF, text, card); // "it" is ~, the card it became (400.7)
        }
        if ((m = LEAVES.matcher(text)).matches()) {
            return one(new Trigger.LeavesBattlefield(), m.group(1), Referents.NONE, text, card);
        }
        if ((m = STEP.matcher(text)).matches()) {
            String whose = m.group(1).toLowerCase(Locale.ROOT);
            String stepWord = m.group(2).toLowerCase(Locale.ROOT);
            Step step = switch (stepWord) {
                case "upkeep" -> Step.UPKEEP;
                case "draw step" -> Step.DRAW;
                default -> Step.END;
            };
            boolean yours = whose.equals("your");
            if (whose.equals("the") && step != Step.END) {
                throw new NotSupported("trigger event");
            }
            Trigger trigger = new Trigger.BeginningOfStep(step, yours);
            Referents r = new Referents(whose.equals("each player's"), false, null, null, false);
            return one(trigger, m.group(3), r, text, card);
        }
        if ((m = UNBLOCKED.matcher(text)).matches()) {
            Referents r = new Referents(false, true, new Subject.Self(), null, false);
            return one(new Trigger.AttacksAndIsntBlocked(), m.group(1), r, text, card);
        }
        if ((m = ATTACKS.matcher(text)).matches()) {
            // 506.2: "defending player" is the player ~ attacks
            return one(new Trigger.Attacks(), m.group(1), new Referents(false, true, new Subject.Self(), null, false), text, card);
        }
        if ((m = BLOCKS.matcher(text)).matches()) {
            boolean aCreature = m.group(1) != null;
            if (!aCreature && card.rulesTexts().stream().anyMatch(l -> MULTI_BLOCK.matcher(l).matches())) {
                // 509.3c: "whenever ~ blocks" triggers once however many creatures it blocks; the engine's trigger is per blocked creature.
                throw new NotSupported("trigger event (\"blocks\" once for several blocked creatures)");
            }
            Referents r = new Referents(false, false, new Subject.Self(), aCreature ? new Subject.ThatObject() : null,
                    false);
            return one(new Trigger.Blocks(), m.group(2), r, text, card);
        }
        if ((m = BLOCKED_BY.matcher(text)).matches()) {
            Referents r = new Referents(false, false, new Subject.Self(), new Subject.ThatObject(), false);
            return one(new Trigger.BecomesBlocked(), m.group(1), r, text, card);
        }
        if (BLOCKED.matcher(text).matches()) {
            // 509.3d: "whenever ~ becomes blocked" triggers once however many creatures block it; the engine's trigger is per blocker.
            throw new NotSupported("trigger event (\"becomes blocked\" once for several blockers)");
        }
        if ((m = DAMAGE.matcher(text)).matches()) {
            Referents r = new Referents(true, false, new Subject.Self(), null, false);
            return one(new Trigger.DealsDamageToPlayer(m.group(1) != null, m.group(2).equalsIgnoreCase("an opponent")),
                    m.group(3), r, text, card);
        }
        if ((m = TO_GRAVEYARD.matcher(text)).matches()) {
            Referents r = new Referents(false, false, new Subject.ThatObject(), null, true);
            return one(new Trigger.CreatureToYourGraveyard(), m.group(1), r, text, card);
        }
        if ((m = HOST_TAPPED.matcher(text)).matches()) {
            String word = m.group(1).toLowerCase(Locale.ROOT);
            if (!word.equals(AttachmentLines.hostWord(card))) {
                throw new NotSupported("\"" + word + "\" on a card that isn't that kind of attachment");
            }
            Referents r = new Referents(false, false, new Subject.ThatObject(), new Subject.ThatObject(), false);
            return one(new Trigger.HostBecomesTapped(), m.group(3), r, text, card);
        }
        if ((m = CREATURE_ENTERS.matcher(text)).matches()) {
            Referents r = new Referents(false, false, new Subject.ThatObject(), null, true);
            return one(new Trigger.CreatureEnters(m.group(1).equalsIgnoreCase("another")), m.group(2), r, text, card);
        }
        if ((m = GAIN_LIFE.matcher(text)).matches()) {
            return one(new Trigger.YouGainLife(), m.group(1), Referents.NONE, text, card);
        }
        if ((m = PLAYER_CASTS.matcher(text)).matches()) {
            // "that player" cast the spell (601.2i); "it" is the spell
            Referents r = new Referents(true, false, new Subject.ThatObject(), null, false);
            return one(new Trigger.PlayerCastsSpell(), m.group(1), r, text, card);
        }
        if ((m = DRAWS.matcher(text)).matches()) {
            String who = m.group(1).toLowerCase(Locale.ROOT);
            Trigger.PlayerDraws.Relation rel = who.equals("you") ? Trigger.PlayerDraws.Relation.YOU
                    : who.equals("an opponent") ? Trigger.PlayerDraws.Relation.OPPONENT
                    : who.equals("enchanted player") ? Trigger.PlayerDraws.Relation.ENCHANTED : Trigger.PlayerDraws.Relation.ANY;
            Referents r = new Referents(!who.equals("you"), false, null, null, false);
            return one(new Trigger.PlayerDraws(rel), m.group(2), r, text, card);
        }
        if (TRIGGER_WORD.matcher(text).matches()) {
            Optional<List<Ability>> read = TriggerLowering.compile(text, card);
            if (read.isPresent()) return read;
            throw new NotSupported("trigger event");
        }
        return Optional.empty();
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

    private static Optional<List<Ability>> one(Trigger trigger, String effectText, Referents r, String text, CardText card) {
        return Optional.of(List.of(ability(trigger, effectText, r, text, card)));
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
