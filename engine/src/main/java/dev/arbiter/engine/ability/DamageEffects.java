package dev.arbiter.engine.ability;

import java.util.List;

/**
 * Damage and its prevention (120, 615): members of {@link Effect}, named {@code Effect.X} everywhere.
 */
public interface DamageEffects {
    /** "~ deals N damage to ..." (120). */
    record DealDamage(Amount amount, Recipient to) implements Effect {
    }

    /**
     * "~ deals N damage divided as you choose among [targets]" (601.2d): the division among the
     * targets of group {@code targetIndex} is announced as the spell is cast, at least 1 each.
     */
    record DividedDamage(Amount amount, int targetIndex) implements Effect, DividedAmong {
        @Override
        public String what() {
            return "damage";
        }
    }

    /**
     * "Prevent the next N damage that would be dealt this turn to any number of targets, divided as you choose" (615.1a,
     * 601.2d): the division among the targets of group {@code targetIndex} is announced as the spell is cast or the
     * ability put on the stack, at least 1 each; as it resolves each target still legal gets a shield for its part until
     * end of turn (615.7).
     */
    record DividedPrevention(Amount amount, int targetIndex) implements Effect, DividedAmong {
        @Override
        public String what() {
            return "damage to prevent";
        }
    }

    /**
     * "~ deals N damage divided evenly, rounded down, among [targets]" (107.1a, 608.2b): divided as it resolves among
     * the targets of group {@code targetIndex} still legal then.
     */
    record DamageDividedEvenly(Amount amount, int targetIndex) implements Effect {
    }

    /**
     * "[first] fights [second]" (701.14a): each deals damage equal to its power to the other (not combat damage,
     * 701.14d); if either is gone, isn't a creature or is an illegal target, no damage is dealt by or to it (701.14b).
     */
    record Fight(Subject first, Subject second) implements Effect {
    }

    /**
     * "[damage]. If a creature [permanent] dealt damage this way would die this turn, exile it instead." (120,
     * 614.1a, 700.4): each creature ({@code creaturesOnly}) or permanent the damage actually reached, after prevention
     * and redirection, is exiled instead if it would die this turn.
     */
    record DamageExileIfDies(DealDamage damage, boolean creaturesOnly) implements Effect {
    }

    /**
     * "If that creature would die this turn, exile it instead." (614.1a, 700.4): a replacement effect until end
     * of turn on each object of {@code subject} still on the battlefield.
     */
    record ExileIfDiesThisTurn(Subject subject) implements Effect {
    }

    /**
     * "If a creature would die this turn, exile it instead." (614.1a, 700.4): a replacement effect until end of turn on
     * every permanent of {@code filter} that would die, those that enter later this turn too.
     */
    record ExileDyingThisTurn(ObjectFilter filter) implements Effect {
    }

    /**
     * "[damage]. A creature dealt damage this way can't be regenerated this turn." (120, 701.15c): each
     * creature the damage was actually dealt to, after prevention and redirection, gets no regeneration
     * shield applied until end of turn.
     */
    record DamageCantBeRegenerated(DealDamage damage) implements Effect {
    }

    /**
     * "[damage]. The damage can't be prevented." (615.12): prevention effects don't prevent this damage (nor use up
     * shields); replacement effects and redirections still apply (614.1a, 614.9).
     */
    record DamageCantBePrevented(DealDamage damage) implements Effect {
    }

    /** "Damage can't be prevented this turn." (615.12): no damage dealt until end of turn can be prevented. */
    record DamageCantBePreventedThisTurn() implements Effect {
    }

    /**
     * "Target creature you control deals damage equal to its power to target creature you don't control"
     * (120.1, 120.3): another object than the effect's source deals the damage, if it is still there.
     */
    record ObjectDealsDamage(Subject source, Amount amount, Recipient to) implements Effect {
    }

    /**
     * "Each creature you control with a +1/+1 counter on it deals damage equal to its power to that creature" (120.1,
     * 120.3, 608.2h): each permanent {@code sources} names as the effect begins deals damage equal to its own power (or
     * toughness) to {@code to}, all read before any is dealt.
     */
    record EachDealsDamageEqualToStat(Subject sources, Amount.StatOf.Stat stat, Recipient to) implements Effect {
    }

    /**
     * "[source] deals X damage to any target. You gain life equal to the damage dealt [, but not more ...]." (120.3,
     * 608.2c): {@code then} resolves after the damage with {@link Amount.DamageDealtThisWay} the damage actually dealt,
     * with {@code capped} no more than each recipient's life total, loyalty or toughness before the damage.
     */
    record DealDamageThen(DealDamage damage, Effect then, boolean capped) implements Effect {
    }

    /**
     * "[prevention]. You gain life equal to the damage prevented this way." (615.5): each time the shield
     * {@code prevent} creates prevents damage, {@code then} happens immediately afterward with
     * {@link Amount.PreventedThisWay} the damage it prevented.
     */
    record PreventThen(PreventDamage prevent, Effect then) implements Effect {
    }

    /**
     * Made by the engine, not the compiler: the effect of the delayed triggered ability a {@link PreventThen} creates
     * when its additional effect is "At the beginning of the next end step, ... for each 1 damage prevented this way"
     * (615.5, 603.7a): {@code then} with {@link Amount.PreventedThisWay} all the damage the shield with timestamp
     * {@code shield} has prevented, counted as the ability resolves (608.2h).
     */
    record PreventedSoFar(long shield, Effect then) implements Effect {
    }

    /**
     * "The next time ~ | target creature would deal [combat] damage [to ...] this turn, [prevent that damage | it deals
     * that damage to ... instead]" (615.7, 614.9): {@code shield} made as it resolves and used up the first time it
     * applies, whatever its source.
     */
    record NextTimeShield(PreventDamage shield) implements Effect {
    }

    /**
     * "Prevent the next N / all [combat] damage that would be dealt [to ...] [by ...] this turn" and
     * "The next time a [colour] source of your choice would deal damage to ... this turn, prevent that
     * damage" (615.1a, 615.7, 609.7a): a prevention shield until end of turn. {@code amount} null
     * prevents all; {@code to} empty means any recipient; {@code by} and {@code bySources} null mean
     * any source; with {@code sourceOfChoice} the controller chooses one source matching
     * {@code bySources} as it resolves, and the shield is used up the first time it prevents damage.
     * With {@code redirectTo} (not null) the damage is dealt to that recipient instead (a redirection
     * effect, 614.9): "... is dealt to ~ instead".
     */
    record PreventDamage(Amount amount, boolean combatOnly, List<Recipient> to, Subject by, ObjectFilter bySources,
                         boolean sourceOfChoice, Recipient redirectTo, boolean everyTime) implements Effect {
        public PreventDamage {
            to = List.copyOf(to);
        }

        /**
         * With {@code everyTime} false a source of choice's shield is used up the first time it applies ("the next time
         * a source of your choice would deal damage", 615.7); true: it applies to each event this turn until its amount is
         * used up ("prevent all damage a source of your choice would deal this turn", "the next 2 damage that a source of
         * your choice would deal", 615.1a, 609.7a).
         */
        public PreventDamage(Amount amount, boolean combatOnly, List<Recipient> to, Subject by, ObjectFilter bySources,
                             boolean sourceOfChoice, Recipient redirectTo) {
            this(amount, combatOnly, to, by, bySources, sourceOfChoice, redirectTo, false);
        }

        /** A prevention shield (no redirection). */
        public PreventDamage(Amount amount, boolean combatOnly, List<Recipient> to, Subject by, ObjectFilter bySources,
                             boolean sourceOfChoice) {
            this(amount, combatOnly, to, by, bySources, sourceOfChoice, null);
        }
    }
}
