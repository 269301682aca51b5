package dev.arbiter.cards.explain;

import static dev.arbiter.cards.explain.EffectText.one;
import static dev.arbiter.cards.explain.EffectText.player;
import static dev.arbiter.cards.explain.EffectText.subject;

import dev.arbiter.engine.ability.Effect;
import java.util.ArrayList;
import java.util.List;

/**
 * An action, then what counts it or refers to it (608.2c: life lost, cards discarded, milled, revealed, tapped or destroyed
 * this way), and what a damage or a prevention says after it (701.15c, 615.12, 614.1a, 120.3, 615.5). Split from
 * {@link EffectText} by job.
 */
final class ActionThenText {
    private ActionThenText() {
    }

    static Cases<Effect, Scope, List<Clause>> register(Cases<Effect, Scope, List<Clause>> cases) {
        return cases
                .on(Effect.GainLifeLostThisWay.class, (e, s) -> { // 119.3, 608.2c: the loss, then the gain it measures
                    List<Clause> out = new ArrayList<>(EffectText.CLAUSES.apply(e.loss(), s));
                    out.add(player(e, e.who(), s, "gain life equal to the life lost this way", "gains life equal to the life lost this way"));
                    return out;
                })
                .on(Effect.CountDiscarded.class, (e, s) -> { // 701.9a: the discard, then what counts it
                    List<Clause> out = new ArrayList<>(EffectText.CLAUSES.apply(e.discard(), s));
                    out.addAll(EffectText.CLAUSES.apply(e.then(), s));
                    return out;
                })
                .on(Effect.MillThen.class, (e, s) -> { // 701.13b, 608.2c: the mill, then what counts it or depends on it
                    List<Clause> out = new ArrayList<>(EffectText.CLAUSES.apply(e.mill(), s));
                    if (!e.ifAny()) {
                        out.addAll(EffectText.CLAUSES.apply(e.then(), s));
                        return out;
                    }
                    String noun = ObjectText.phrase(e.counted(), false, "card");
                    out.add(Clause.sentence(e, "if " + Words.article(noun) + " " + noun + " was milled this way, "
                            + EffectText.inline(e.then(), s) + (e.otherwise() == null ? "" : ". Otherwise, " + EffectText.inline(e.otherwise(), s))));
                    return out;
                })
                .on(Effect.MillThenMayCastFree.class, (e, s) -> { // 701.13b, 118.9: the mill, then a free cast from among them
                    List<Clause> out = new ArrayList<>(EffectText.CLAUSES.apply(e.mill(), s));
                    String spell = ObjectText.phrase(e.spells(), false, "spell");
                    out.add(Clause.sentence(e, "you may cast " + Words.article(spell) + " " + spell
                            + " from among them without paying its mana cost"));
                    return out;
                })
                .on(Effect.RevealAnyNumberThen.class, (e, s) -> { // 701.16a, 608.2c: the reveal, then what counts it
                    List<Clause> out = new ArrayList<>(List.of(Clause.sentence(e, "reveal any number of "
                            + ObjectText.phrase(e.filter(), true, "card") + " in your hand")));
                    out.addAll(EffectText.CLAUSES.apply(e.then(), s));
                    return out;
                })
                .on(Effect.TapAnyNumberThen.class, (e, s) -> { // 701.26a, 608.2c: the tap, then what counts it
                    List<Clause> out = new ArrayList<>(List.of(Clause.sentence(e, "tap any number of "
                            + ObjectText.plural(e.filter()))));
                    out.addAll(EffectText.CLAUSES.apply(e.then(), s));
                    return out;
                })
                .on(Effect.SacrificeAnyNumberThen.class, (e, s) -> { // 701.17a, 608.2c: the sacrifice, then what counts it
                    List<Clause> out = new ArrayList<>(List.of(Clause.sentence(e, "sacrifice any number of "
                            + ObjectText.plural(e.filter()))));
                    out.addAll(EffectText.CLAUSES.apply(e.then(), s));
                    return out;
                })
                .on(Effect.CountDestroyed.class, (e, s) -> { // 701.8: the destroy, then what counts it
                    List<Clause> out = new ArrayList<>(EffectText.CLAUSES.apply(e.destroy(), s));
                    out.addAll(EffectText.CLAUSES.apply(e.then(), s));
                    return out;
                })
                .on(Effect.DamageCantBeRegenerated.class, (e, s) -> { // 701.15c
                    List<Clause> out = new ArrayList<>(EffectText.CLAUSES.apply(e.damage(), s));
                    out.add(Clause.sentence(e, "a creature dealt damage this way can't be regenerated this turn"));
                    return out;
                })
                .on(Effect.DamageCantBePrevented.class, (e, s) -> { // 615.12
                    List<Clause> out = new ArrayList<>(EffectText.CLAUSES.apply(e.damage(), s));
                    out.add(Clause.sentence(e, "the damage can't be prevented"));
                    return out;
                })
                .on(Effect.CantBeRegenerated.class, (e, s) -> one(subject(e, e.subject(), s,
                        "can't be regenerated this turn", "can't be regenerated this turn")))
                .on(Effect.DamageExileIfDies.class, (e, s) -> { // 614.1a
                    List<Clause> out = new ArrayList<>(EffectText.CLAUSES.apply(e.damage(), s));
                    out.add(Clause.sentence(e, "if a " + (e.creaturesOnly() ? "creature" : "permanent")
                            + " dealt damage this way would die this turn, exile it instead"));
                    return out;
                })
                .on(Effect.DealDamageThen.class, (e, s) -> { // 120.3: the damage, then what refers to it
                    List<Clause> out = new ArrayList<>(EffectText.CLAUSES.apply(e.damage(), s));
                    out.addAll(EffectText.CLAUSES.apply(e.then(), s));
                    return out;
                })
                .on(Effect.PreventThen.class, (e, s) -> { // 615.5: the prevention, then what refers to it
                    List<Clause> out = new ArrayList<>(EffectText.CLAUSES.apply(e.prevent(), s));
                    out.addAll(EffectText.CLAUSES.apply(e.then(), s));
                    return out;
                })
                // 615.5, 603.7: the engine's delayed part of a PreventThen reads as its effect ("the damage prevented this way")
                .on(Effect.PreventedSoFar.class, (e, s) -> EffectText.CLAUSES.apply(e.then(), s));
    }
}
