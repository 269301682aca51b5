package dev.arbiter.engine.ability;

import java.util.List;

/**
 * How effects compose: sequences, choices, conditions, payments and delayed or reflexive triggers (608.2c, 700.2, 603.7, 603.12): members of {@link Effect}, named {@code Effect.X} everywhere.
 */
public interface ControlFlowEffects {
    /**
     * "If it's a creature, [then]" (608.2c): {@code then} resolves only if the objects of {@code subject} still on the
     * battlefield (or a targeted spell still on the stack; at least one) all match {@code filter} as the effect resolves;
     * {@code trailing}: written after {@code then} ("Counter target spell if it's blue."); {@code otherwise} (or null):
     * the sentence before, which {@code then} replaces when the object is of that kind ("Destroy target creature. If it's
     * a Zombie, exile it instead.", 608.2c).
     */
    record IfObjectIs(Subject subject, ObjectFilter filter, String noun, Effect then, boolean trailing, Effect otherwise)
            implements Effect {
        /** "If it's a creature, [then]": the condition written first. */
        public IfObjectIs(Subject subject, ObjectFilter filter, String noun, Effect then) {
            this(subject, filter, noun, then, false, null);
        }

        /** Nothing instead of {@code then}. */
        public IfObjectIs(Subject subject, ObjectFilter filter, String noun, Effect then, boolean trailing) {
            this(subject, filter, noun, then, trailing, null);
        }
    }

    /**
     * "Choose a creature type. [then]" / "choose a color, then [then]" (608.2d): its controller chooses as the effect
     * resolves; within {@code then}, "of the chosen type / color" ({@link FilterQualities#CHOSEN_TYPE},
     * {@link FilterQualities#CHOSEN_COLOR}) means that choice.
     */
    record ChooseThen(ChoiceKind kind, Effect then) implements Effect {
    }

    /**
     * A modal triggered ability's "choose one —" (700.2b): its controller chooses one of {@code modes}
     * as the ability is put on the stack (603.3c), and the ability becomes that mode, with its own
     * targets; a mode without legal targets can't be chosen. Never resolved as it is.
     */
    record ChooseOneMode(List<Mode> modes) implements Effect {
        public ChooseOneMode {
            modes = List.copyOf(modes);
        }

        /** One mode: its targets and effect, and its text after the bullet. */
        public record Mode(List<TargetSpec> targets, Effect effect, String text) {
            public Mode {
                targets = List.copyOf(targets);
            }
        }
    }

    /**
     * "Choose target [noun]." (115.1): the sentence only names the target, chosen as the spell or ability is put on the
     * stack; resolving it does nothing, and the sentences after it act on "that creature".
     */
    record ChooseTarget(Subject target) implements Effect {
    }

    /** Several effects carried out in order (608.2c). */
    record Sequence(List<Effect> effects) implements Effect {
        public Sequence {
            effects = List.copyOf(effects);
        }
    }

    /**
     * "[player] may [effect]. If [they] do, [then]." (603.5, 608.2d): the player chooses as the effect
     * resolves; {@code ifTheyDo} (may be null) happens only if they did, and {@code otherwise}
     * (may be null) only if they didn't.
     */
    record Optional(Who who, Effect effect, Effect ifTheyDo, Effect otherwise) implements Effect {
    }

    /**
     * "Target creature gets +X/+X or -X/-X until end of turn" (608.2d): as the effect resolves its controller chooses
     * one of {@code options} (named by {@code labels}, one each), which then happens.
     */
    record ChooseOnResolution(java.util.List<Effect> options, java.util.List<String> labels) implements Effect {
        public ChooseOnResolution {
            options = java.util.List.copyOf(options);
            labels = java.util.List.copyOf(labels);
            if (options.size() != labels.size() || options.size() < 2) throw new IllegalArgumentException("one label per option, two or more");
        }
    }

    /**
     * "Flip a coin. If you win the flip, [win]. If you lose the flip, [lose]." (705.1-705.2): the
     * controller flips a coin (the game's seeded generator); either branch may be null.
     */
    record FlipCoin(Effect win, Effect lose) implements Effect {
    }

    /**
     * "Clash with an opponent. If you win, [ifWin]." (701.23): the controller chooses an opponent, both reveal the top card
     * of their library and each in APNAP order may put theirs on the bottom; the controller wins if their card's mana value
     * is higher than the opponent's (701.23d). {@code ifWin} may be null.
     */
    record Clash(Effect ifWin) implements Effect {
    }

    /**
     * "[otherwise]. If [condition], [then] instead." (608.2c, 614.1a): as the spell or ability resolves, {@code then}
     * happens if the condition holds for its controller, else {@code otherwise}.
     */
    record IfCondition(Condition condition, Effect then, Effect otherwise) implements Effect {
    }

    /**
     * "If this spell was kicked, [then]" (702.33d): {@code then} happens only if the resolving spell
     * was kicked; with "instead", {@code otherwise} (may be null) is what happens if it wasn't.
     */
    record IfKicked(Effect then, Effect otherwise) implements Effect {
    }

    /**
     * "[effect with up to X target ...], where X is [count]" in a triggered ability (601.2c via 603.3d): the number of
     * targets must be known as the ability is put on the stack, so X is {@code x} counted then and kept as the ability's
     * X; {@code effect} reads it as {@link Amount.X}. Resolves as {@code effect}.
     */
    record XFixedOnStack(Amount x, Effect effect) implements Effect {
    }

    /**
     * 601.2c: a spell that requires some targets only if it was kicked ("If this spell was kicked, destroy another target
     * land."), or only if it wasn't ("..., exile target nonland permanent instead."): the targets at {@code kickedOnly}
     * and {@code unkickedOnly} (target numbers, 115.1) are chosen only as the kicker was announced (601.2b); otherwise the
     * spell is cast as though it didn't require them. Resolves as {@code effect}.
     */
    record KickerTargets(Effect effect, java.util.List<Integer> kickedOnly, java.util.List<Integer> unkickedOnly) implements Effect {
        public KickerTargets {
            kickedOnly = java.util.List.copyOf(kickedOnly);
            unkickedOnly = java.util.List.copyOf(unkickedOnly);
        }
    }

    /**
     * 601.2c: a spell that requires some targets only if the alternative cost of its {@code keyword} ability was chosen
     * ("awaken", 702.113a: "also put N +1/+1 counters on target land you control"), or only if it wasn't ("overload",
     * 702.96b: "target" becomes "each"): the targets at {@code paidOnly} and {@code unpaidOnly} (target numbers, 115.1)
     * are chosen only as that cost was announced (601.2b); otherwise the spell is cast as though it didn't require them.
     * Resolves as {@code effect}.
     */
    record CostTargets(String keyword, Effect effect, java.util.List<Integer> paidOnly, java.util.List<Integer> unpaidOnly)
            implements Effect {
        public CostTargets {
            paidOnly = java.util.List.copyOf(paidOnly);
            unpaidOnly = java.util.List.copyOf(unpaidOnly);
        }
    }

    /**
     * "[player] may pay {cost}. If [they] do, [ifPaid]. [Otherwise, ...]" (608.2d, 118.3): the
     * player chooses as the effect resolves and can pay only if able; paying is the optional act. With {X} in the cost
     * ("you may pay {X}", 107.3a) the payer chooses X as they pay, and X in {@code ifPaid} is that value.
     */
    record MayPay(Who who, dev.arbiter.engine.mana.ManaCost cost, Effect ifPaid, Effect otherwise) implements Effect {
    }

    /**
     * "[player] may pay {X}, where X is [amount]. If [they] do, ... [If they don't, ...]" (107.3, 608.2d): {@code amount}
     * generic mana, counted as the effect resolves; paying is the optional act, offered only if it can be paid (118.3).
     */
    record MayPayAmount(Who who, Amount amount, Effect ifPaid, Effect otherwise) implements Effect {
    }

    /**
     * "[effect] unless [player] pays [cost]" (118.12): as it resolves the player may pay the cost
     * (mana, discarding, sacrificing, life); the effect happens only if they don't. A {@code payer} of several players
     * ("Each player loses 2 life unless they discard a card", 101.4): each, in APNAP order, chooses whether to pay;
     * then those who chose to pay it; then {@code effect} happens once for each who didn't, as its "that player".
     */
    record UnlessPays(Who payer, Cost cost, Effect effect) implements Effect {
    }

    /**
     * "[effect] at the beginning of the next end step" / "at end of combat" (603.7a): resolving
     * creates a delayed triggered ability that triggers once, at the next beginning of {@code step}.
     * {@code effect} names its objects as targets 0.. of its own; {@code bind} says which objects of
     * the resolving ability they are, fixed now (603.7c: a particular object, not whatever it becomes).
     */
    record Delayed(dev.arbiter.engine.timing.Step step, Effect effect, List<Subject> bind, String text) implements Effect {
        public Delayed {
            bind = List.copyOf(bind);
        }
    }

    /** "each player [loses 1 life for each creature they control]": {@code effect} once per player, who is its "that player" (101.4). */
    record ForEachPlayer(Who who, Effect effect) implements Effect {
    }

    /** "you may sacrifice ~. If you do, [then]" (608.2d, 701.17a): {@code then} only if ~ was sacrificed. */
    /**
     * "[effect on it] if it attacked this turn" / "if it didn't attack this turn" (508.1, 608.2c): {@code then} happens
     * only if the one object {@code subject} names was (with {@code attacked} false: wasn't) declared as an attacker
     * this turn, as the object it now is (400.7).
     */
    record IfAttackedThisTurn(Subject subject, boolean attacked, Effect then) implements Effect {
    }

    /**
     * "End the turn." (721.1): pending triggers cease to exist, every object on the stack is exiled (the resolving one
     * too), creatures are removed from combat and the game goes straight to the cleanup step.
     */
    record EndTheTurn() implements Effect {
    }

    /**
     * "If this ability has been activated N or more times this turn, [then]" (602.2, 608.2c): counted as the ability
     * resolves, from the activations of this ability of the source this turn (this one included).
     */
    record IfActivatedTimes(int atLeast, Effect then) implements Effect {
    }

    record MaySacrificeSourceThen(Effect then) implements Effect {
    }

    /**
     * "[effect on target X]. ... that X's controller ...": {@code effect} with "that player" being the
     * controller of {@code subject}'s object as the effect begins (608.2h: later moves don't change it); with
     * {@code owner}, its owner ("Destroy target creature. Its owner gains 4 life.", 108.3).
     */
    record ThatPlayerControls(Subject subject, Effect effect, boolean owner) implements Effect {
        /** The controller (not the owner) of {@code subject}'s object. */
        public ThatPlayerControls(Subject subject, Effect effect) {
            this(subject, effect, false);
        }
    }

    /**
     * "You may [cost]. If you do, [ifPaid]. [If you don't, otherwise]" (608.2d, 118.3): a cost beyond mana ("pay 2
     * life", "pay {1} and discard a card", "sacrifice a creature") offered as the effect resolves; a player who
     * can't pay it can't choose to, and "if you do" happens only when it was paid.
     */
    record MayPayCost(Who who, Cost cost, Effect ifPaid, Effect otherwise) implements Effect {
    }

    /**
     * "Any [player | opponent] may [cost]. If a player does, [ifPaid]" (101.4, 608.2d, 118.3): the players {@code who}
     * names are offered the cost in turn order, from the active player; the first who pays ends the offer, and {@code
     * ifPaid} happens once, "that player" being the payer. Nobody is offered a cost they can't pay.
     */
    record AnyPlayerMayPayCost(Who who, Cost cost, Effect ifPaid) implements Effect {
    }

    /**
     * "[act]. If you do, [then]. [If you don't, otherwise]" / "[act]. When you do, [ability]" with no "may" (608.2c,
     * 603.12): {@code act} is one of the optional acts ({@link MayPayCost}, {@link MaySacrificeSourceThen},
     * {@link CounterAndTokenEffects.MayRemoveCounters}, or an {@link Optional} whose act always happens) carried out
     * without asking whenever it can be; what depends on it follows only if it was done (118.3: what can't be paid isn't).
     */
    record IfYouDo(Effect act) implements Effect {
        public IfYouDo {
            if (!(act instanceof MayPayCost || act instanceof MaySacrificeSourceThen
                    || act instanceof CounterAndTokenEffects.MayRemoveCounters || act instanceof Optional)) {
                throw new IllegalArgumentException("not an optional act: " + act);
            }
        }
    }

    /**
     * "When you do, [ability]" (603.12): resolving it makes the reflexive triggered ability trigger; it waits,
     * like any triggered ability, to be put on the stack the next time a player would receive priority, and its
     * targets are chosen then (603.3d). Its source and controller are the resolving ability's; "that player" and
     * "that object" are what the resolving ability's event named.
     */
    record ReflexiveTrigger(TriggeredAbility ability) implements Effect {
    }

    /**
     * "When you cast your next instant or sorcery spell this turn, [effect]" (603.7, 603.7c): a delayed triggered ability
     * that triggers once, the next time the resolving ability's controller casts a spell {@code ability}'s
     * {@link Trigger.SpellCast} filter accepts this turn; "that spell" is that spell (601.2i). Not {@code once}: "Whenever
     * you cast a creature spell this turn, [effect]", triggering on each such spell until the turn ends (603.7c).
     */
    record DelayedOnNextCast(TriggeredAbility ability, boolean once) implements Effect {
        public DelayedOnNextCast(TriggeredAbility ability) {
            this(ability, true);
        }
    }

    /**
     * "When [that creature] dies this turn, [effect]" (603.7, 603.7c): a delayed triggered ability bound to the objects
     * {@code subject} names as this resolves; it triggers once, when one of them dies this turn, "that creature" /
     * "that card" being the card it became (400.7) and "that player" its controller as it last existed (603.10a).
     */
    record DelayedOnDeath(Subject subject, TriggeredAbility ability) implements Effect {
    }

    /**
     * "Choose a [filter] you control. [then]" / "[player] chooses a [filter] they control. [then]" (115.10, 608.2d): the
     * chooser picks one matching permanent as the effect resolves (not a target: hexproof and shroud don't matter);
     * {@code chooserControls} limits the choice to permanents that player controls. {@code then} names it as
     * {@link Subject.ThatObject} and happens only when one was chosen.
     */
    record ChoosePermanentThen(Who chooser, ObjectFilter filter, boolean chooserControls, Effect then) implements Effect {
    }

    /**
     * "Take an extra turn after this one. At the beginning of that turn's end step, [effect]." (500.7, 603.7a): resolving
     * creates a delayed triggered ability for {@code step} of the extra turn the same resolution just created (the
     * latest pending one from this source); {@code effect} names no particular object.
     */
    record DelayedInExtraTurn(dev.arbiter.engine.timing.Step step, Effect effect, String text) implements Effect {
    }

    /**
     * "Roll a d20." / "Roll a six-sided die." (706.1a): the controller rolls a die of {@code sides} sides (the game's seeded
     * generator), then {@code then} happens with the result as its {@link Amount.DieResult} (706.2, 706.4); a results
     * table is {@link IfDieResult} rows inside {@code then} (706.3a-b).
     */
    record RollDie(int sides, Effect then) implements Effect {
    }

    /** One row of a results table (706.3a): "N1—N2 | [effect]" happens when the result is in [min, max]. */
    record IfDieResult(int min, int max, Effect then) implements Effect {
    }
}
