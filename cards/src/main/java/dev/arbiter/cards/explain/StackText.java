package dev.arbiter.cards.explain;

import static dev.arbiter.cards.explain.EffectText.one;

import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.Subject;
import dev.arbiter.engine.ability.Trigger;
import java.util.List;

/** One-shot effects on spells and abilities on the stack: countering (701.6), copying (707.10), new targets (115.7). */
final class StackText {

    private StackText() {
    }

    static Cases<Effect, Scope, List<Clause>> register(Cases<Effect, Scope, List<Clause>> cases) {
        return cases
                .on(Effect.CounterSpell.class, (e, s) -> one(Clause.imperative(e, counter(e, s))))
                .on(Effect.CounterTargeting.class, (e, s) -> one(Clause.imperative(e, "counter that spell or ability"
                        + (e.unlessPays() == null ? "" : " unless its controller pays " + e.unlessPays()))))
                .on(Effect.CounterSpellInstead.class, (e, s) -> one(Clause.imperative(e, counter(e.counter(), s)
                        + (e.to() == Effect.CounteredTo.EXILE
                        ? ". If that spell is countered this way, exile it instead of putting it into its owner's graveyard"
                        : ". If that spell is countered this way, put it on top of its owner's library instead of into that"
                        + " player's graveyard")))) // 614.1a
                .on(Effect.CopySourceSpellFor.class, (e, s) -> one(EffectText.player(e, e.who(), s, // 707.10, 707.10c
                        "copy this spell and may choose a new target for that copy",
                        "copies this spell and may choose a new target for that copy")))
                .on(Effect.CopyThatSpellFor.class, (e, s) -> one(EffectText.player(e, e.who(), s, // 707.10, 707.10c
                        "copy that spell. Each of those players may choose new targets for their copy",
                        "copies that spell. Each of those players may choose new targets for their copy")))
                .on(Effect.CopyThatSpell.class, (e, s) -> one(Clause.sentence(e, "copy that spell" // 707.10
                        + (e.mayChooseNewTargets() ? ". You may choose new targets for the copy" : ""))))
                .on(Effect.CopyTargetAbility.class, (e, s) -> one(Clause.sentence(e, "copy " // 707.10
                        + ReferenceText.object(new Subject.TargetObject(e.targetIndex()), s)
                        + (e.mayChooseNewTargets() ? ". You may choose new targets for the copy" : ""))))
                .on(Effect.CopyTargetSpell.class, (e, s) -> one(Clause.sentence(e, "copy "
                        + ReferenceText.object(new Subject.TargetObject(e.targetIndex()), s)
                        + (e.colorMask() >= 0 ? ", except that the copy is "
                        + Words.list(Words.colors(e.colorMask()), "and") : "")
                        + (e.mayChooseNewTargets() ? ". You may choose new targets for the copy" : ""))))
                .on(Effect.ChooseNewTargets.class, (e, s) -> one(Clause.imperative(e, "choose new targets for " // 115.7d
                        + ReferenceText.object(new Subject.TargetObject(e.targetIndex()), s))))
                .on(Effect.ChangeTheTarget.class, (e, s) -> one(Clause.imperative(e, "change the target of " // 115.7a
                        + ReferenceText.object(e.spell(), s))))
                .on(Effect.CopySourceSpell.class, (e, s) -> one(Clause.imperative(e, "copy " + s.selfName() + " "
                        + Words.count(e.count(), "time", "times")))); // 702.40a
    }

    private static String counter(Effect.CounterSpell e, Scope s) {
        String spell = ReferenceText.object(e.spell(), s);
        if (e.unlessPays() == null) {
            return "counter " + spell;
        }
        String payer = e.spell() instanceof Subject.ThatObject && s.trigger() instanceof Trigger.PlayerCastsSpell
                ? "that player" : "its controller";
        if (e.times() instanceof dev.arbiter.engine.ability.Amount.Devotion && "{1}".equals(String.valueOf(e.unlessPays()))) { // 700.5
            return "counter " + spell + " unless " + payer + " pays {X}, where X is " + AmountText.DEFINITIONS.apply(e.times(), null);
        }
        String each = e.times() == null ? null : AmountText.FOR_EACH.apply(e.times(), null);
        return "counter " + spell + " unless " + payer + " pays " + e.unlessPays() + (each == null ? "" : " " + each);
    }
}
