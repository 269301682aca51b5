package dev.arbiter.cards.grammar.ast;

import java.util.List;

/**
 * Damage, its division and its prevention (120, 601.2d, 615, 701.14 fight, 701.15 regeneration).
 * The records are named {@code EffectNode.X} everywhere (this interface is one of those {@link EffectNode}
 * extends); a new one goes into its area's file and into {@code EffectNode}'s {@code permits} list.
 */
public interface DamageNodes {

    /** "[source] deals N damage to [recipients]" (120). */
    record Damage(ObjectRef source, AmountNode amount, List<DamageTo> recipients) implements EffectNode {
        public Damage {
            recipients = List.copyOf(recipients);
        }
    }

    record DividedDamage(ObjectRef source, AmountNode amount, int max, Noun noun) implements EffectNode {
    }

    /** "Prevent the next N damage that would be dealt this turn to [how many] targets, divided as you choose" (615.1a, 601.2d). */
    record DividedPrevention(AmountNode amount, int max) implements EffectNode {
    }

    /** "[source] deals N damage divided evenly, rounded down, among [how many] [targets | target noun]" (107.1a, 608.2b). */
    record EvenlyDividedDamage(ObjectRef source, AmountNode amount, int max, Noun noun) implements EffectNode {
    }

    record Fight(ObjectRef first, ObjectRef second) implements EffectNode {
    }

    /**
     * "The next time [object] would deal [combat] damage [to ...] this turn, prevent that damage | it deals that damage to
     * [recipient | itself] instead." (615.7, 614.9): used up the first time it applies; {@code redirectTo} null and
     * {@code itself} false prevent.
     */
    record NextTimeFrom(ObjectRef by, boolean combat, List<DamageTo> to, DamageTo redirectTo, boolean itself)
            implements EffectNode {
        public NextTimeFrom {
            to = List.copyOf(to);
        }
    }

    /** How much a prevention effect prevents (615). */
    enum PreventionKind {
        /** "prevent the next N damage": a shield used up as it prevents (615.7). */
        NEXT,
        /** "prevent all damage". */
        ALL,
        /** "prevent N of that damage": N of each damage event. */
        EACH,
        /**
         * "prevent all damage a source of your choice would deal this turn": all of it, each time this turn (615.1a,
         * 609.7a), not only the next time as "the next time a source of your choice would deal damage" (615.7).
         */
        ALL_FROM_CHOSEN
    }

    /**
     * "prevent the next N / all [combat] damage that would be dealt [to ...] [by ...] [this turn]",
     * "prevent all damage that [sources] would deal", "the next time a source of your choice would
     * deal damage to ..., prevent that damage" (615). {@code to} empty means any recipient; {@code by}
     * and {@code sources} null mean any source; {@code toAndBy}: "dealt to and dealt by [by]";
     * {@code redirectTo} not null: "... is dealt to [it] instead" (a redirection, 614.9).
     */
    record Prevent(PreventionKind kind, AmountNode amount, boolean combat, List<DamageTo> to, ObjectRef by,
                   DamageSources sources, boolean sourceOfChoice, boolean thisTurn, boolean toAndBy, DamageTo redirectTo,
                   boolean noncombat) implements EffectNode {
        public Prevent {
            to = List.copyOf(to);
        }

        /** Not limited to noncombat damage. */
        public Prevent(PreventionKind kind, AmountNode amount, boolean combat, List<DamageTo> to, ObjectRef by,
                       DamageSources sources, boolean sourceOfChoice, boolean thisTurn, boolean toAndBy, DamageTo redirectTo) {
            this(kind, amount, combat, to, by, sources, sourceOfChoice, thisTurn, toAndBy, redirectTo, false);
        }
    }

    /**
     * "If [source] would deal [combat] damage to [recipients], it deals double / triple / that much
     * damage [plus|minus N] to [them] instead." (614.1a). {@code by} / {@code sources} null mean any
     * source; {@code to} is "any", "player", "opponent", "you" or "self" (~).
     */
    record DamageModified(ObjectRef by, DamageSources sources, boolean combat, String to, int factor, int plus)
            implements EffectNode {
    }

    /** "[damage]. A creature dealt damage this way can't be regenerated this turn." (701.15c). */
    record DamageNoRegeneration(Damage damage) implements EffectNode {
    }

    /** "[damage]. If a creature [permanent] dealt damage this way would die this turn, exile it instead." (614.1a). */
    record DamageExileIfDies(Damage damage, boolean creaturesOnly) implements EffectNode {
    }

    /** "If that creature would die this turn, exile it instead." (614.1a, 700.4). */
    record ExileIfDies(ObjectRef who) implements EffectNode {
    }

    /** "If a creature would die this turn, exile it instead." (614.1a): every such permanent until end of turn. */
    record ExileDyingThisTurn(Noun noun) implements EffectNode {
    }

    /** "[damage]. [then, with the damage dealt]" (120.3, 608.2c). */
    record DamageThen(EffectNode damage, EffectNode then) implements EffectNode {
    }

    /** "[prevention]. [then, with the damage prevented this way]" (615.5). */
    record PreventThen(EffectNode prevent, EffectNode then) implements EffectNode {
    }

    /** "[object] can't be regenerated this turn" (701.15c). */
    record CantBeRegenerated(ObjectRef who) implements EffectNode {
    }

    /** "[damage]. The damage can't be prevented." (615.12) */
    record DamageUnpreventable(Damage damage) implements EffectNode {
    }
}
