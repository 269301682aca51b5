package dev.arbiter.engine.effects;

import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Amount;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.Protection;
import dev.arbiter.engine.ability.Quality;
import dev.arbiter.engine.characteristic.Color;
import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.Duration;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.Modification;
import dev.arbiter.engine.state.Zone;

import java.util.ArrayList;
import java.util.List;

import static dev.arbiter.engine.effects.EffectSubjects.objects;
import static dev.arbiter.engine.effects.EffectSubjects.onBattlefield;
import static dev.arbiter.engine.effects.GrantedModifications.addEffect;

/** Continuous effects a resolving spell or ability creates on objects (611.2a), handed over by {@link EffectResolver}. */
final class ResolvedContinuousEffects {
    private ResolvedContinuousEffects() {
    }

    private static int amount(Ctx ctx, Amount a, Resolution r) {
        return PlayerAmounts.value(ctx, a, r);
    }

    /** Resolves {@code effect} if it is one of these; false otherwise. */
    static boolean resolve(Ctx ctx, Effect effect, Resolution r) {
        if (effect instanceof Effect.SetBasePowerToughnessUntilEndOfTurn sp) {
            for (GameObject o : onBattlefield(objects(ctx, sp.subject(), r))) {
                addEffect(ctx, r, o, new Modification.SetPowerToughness(sp.power(), sp.toughness())); // 613.4b
            }
        } else if (effect instanceof Effect.BecomeColors bc) {
            for (GameObject o : objects(ctx, bc.subject(), r)) {
                if (o.zone() != Zone.BATTLEFIELD && o.zone() != Zone.STACK) continue;
                addEffect(ctx, r, o, new Modification.SetColors(bc.colors()), // 613.1e
                        bc.untilEndOfTurn() ? Duration.UNTIL_END_OF_TURN : Duration.INDEFINITE);
            }
        } else if (effect instanceof Effect.BecomeChosenColor bc) { // 608.2d: chosen as it resolves, then 613.1e
            List<GameObject> changing = new ArrayList<>();
            for (GameObject o : objects(ctx, bc.subject(), r)) {
                if (o.zone() == Zone.BATTLEFIELD || o.zone() == Zone.STACK) changing.add(o);
            }
            if (!changing.isEmpty()) {
                int colors = chosenColor(ctx, r).bit();
                for (GameObject o : changing) {
                    addEffect(ctx, r, o, new Modification.SetColors(colors),
                            bc.untilEndOfTurn() ? Duration.UNTIL_END_OF_TURN : Duration.INDEFINITE);
                }
            }
        } else if (effect instanceof Effect.BecomeCreature bc) {
            Duration d = bc.untilEndOfTurn() ? Duration.UNTIL_END_OF_TURN
                    : bc.untilEndOfCombat() ? Duration.UNTIL_END_OF_COMBAT : Duration.INDEFINITE;
            int x = bc.sizeX() ? amount(ctx, new dev.arbiter.engine.ability.Amount.X(), r) : -1; // 107.3
            for (GameObject o : onBattlefield(objects(ctx, bc.subject(), r))) {
                for (Modification m : Animation.modifications(bc, x)) addEffect(ctx, r, o, m, d); // 205.1b, 613.1d-g
            }
        } else if (effect instanceof Effect.BecomeTypedCreatureUntilEndOfTurn bt) { // 702.122a, 613.1d: types only
            for (GameObject o : onBattlefield(objects(ctx, bt.subject(), r))) {
                addEffect(ctx, r, o, new Modification.AddTypes(bt.types() | dev.arbiter.engine.characteristic.CardType.CREATURE.bit(), bt.subtypes()),
                        Duration.UNTIL_END_OF_TURN);
            }
        } else if (effect instanceof Effect.SwitchPowerToughnessUntilEndOfTurn sw) {
            for (GameObject o : onBattlefield(objects(ctx, sw.subject(), r))) {
                addEffect(ctx, r, o, new Modification.SwitchPowerToughness()); // 613.4d
            }
        } else if (effect instanceof Effect.PumpUntilEndOfTurn p) {
            for (GameObject o : onBattlefield(objects(ctx, p.subject(), r))) {
                addEffect(ctx, r, o, new Modification.ModifyPowerToughness(p.power(), p.toughness()));
            }
        } else if (effect instanceof Effect.PumpForEach p) {
            int n = p.count() instanceof dev.arbiter.engine.ability.Amount.CreaturesBlockingIt
                    || p.count() instanceof dev.arbiter.engine.ability.Amount.ColorsOfIt ? 0 : amount(ctx, p.count(), r);
            for (GameObject o : onBattlefield(objects(ctx, p.subject(), r))) {
                if (p.count() instanceof dev.arbiter.engine.ability.Amount.ColorsOfIt) { // 105.2, 608.2h: its own colors now
                    n = Integer.bitCount(dev.arbiter.engine.layers.Layers.of(ctx.s, o).colors());
                }
                if (p.count() instanceof dev.arbiter.engine.ability.Amount.CreaturesBlockingIt b) { // 509.1h: its own blockers
                    var attacker = ctx.s.combat().attacker(o.id());
                    n = attacker == null ? 0 : Math.max(0, attacker.blockers().size() - b.beyond());
                }
                addEffect(ctx, r, o, new Modification.ModifyPowerToughness(p.power() * n, p.toughness() * n));
            }
        } else if (effect instanceof Effect.CombatRuleThisTurn cr) { // 611.2c, 514.2
            dev.arbiter.engine.ability.StaticEffect rule = cr.rule() instanceof dev.arbiter.engine.ability.StaticEffect.CantBlockSource ? CombatRuleObjects.source(ctx, r) : cr.rule();
            if (rule instanceof dev.arbiter.engine.ability.StaticEffect.BlocksSourceIfAble) rule = CombatRuleObjects.blocksSource(ctx, r); // 509.1c
            for (GameObject o : onBattlefield(objects(ctx, cr.subject(), r))) {
                addEffect(ctx, r, o, new Modification.CombatRule(rule));
            }
        } else if (effect instanceof Effect.Goad g) { // 701.38a-d
            for (GameObject o : onBattlefield(objects(ctx, g.subject(), r))) {
                if (!dev.arbiter.engine.layers.Layers.of(ctx.s, o).isCreature()
                        || goadedBy(ctx, o, r.controller())) continue;
                addEffect(ctx, r, o, new Modification.CombatRule(new dev.arbiter.engine.ability.StaticEffect.Goaded()),
                        Duration.UNTIL_YOUR_NEXT_TURN);
            }
        } else if (effect instanceof Effect.PumpByAmountUntilEndOfTurn p) {
            int dp = p.powerSign() * amount(ctx, p.power(), r), dt = p.toughnessSign() * amount(ctx, p.toughness(), r);
            for (GameObject o : onBattlefield(objects(ctx, p.subject(), r))) {
                addEffect(ctx, r, o, new Modification.ModifyPowerToughness(dp, dt)); // 608.2h: computed once
            }
        } else if (effect instanceof Effect.GainAbilityUntilEndOfTurn g) {
            for (GameObject o : onBattlefield(objects(ctx, g.subject(), r))) {
                addEffect(ctx, r, o, new Modification.AddAbility(g.ability()));
            }
        } else if (effect instanceof Effect.GainLandwalkOfChoiceUntilEndOfTurn g) {
            List<GameObject> gaining = onBattlefield(objects(ctx, g.subject(), r));
            if (!gaining.isEmpty()) {
                List<dev.arbiter.engine.ability.Landwalk> all = LandwalkChoices.all();
                List<String> labels = new ArrayList<>();
                for (var l : all) labels.add(l.text().toLowerCase(java.util.Locale.ROOT));
                Choice c = ctx.ask(new Decision.Option(r.controller(), "Choose a landwalk ability", labels));
                var chosen = all.get(((Choice.ChooseOption) c).index());
                for (GameObject o : gaining) addEffect(ctx, r, o, new Modification.AddAbility(chosen));
            }
        } else if (effect instanceof Effect.GainProtectionFromChosenColorUntilEndOfTurn g) {
            List<GameObject> gaining = onBattlefield(objects(ctx, g.subject(), r));
            if (!gaining.isEmpty()) {
                Ability protection = new Protection(new Quality.OfColor(chosenColor(ctx, r)));
                for (GameObject o : gaining) addEffect(ctx, r, o, new Modification.AddAbility(protection));
            }
        } else if (effect instanceof Effect.Regenerate rg) {
            for (GameObject o : onBattlefield(objects(ctx, rg.subject(), r))) {
                addEffect(ctx, r, o, new Modification.RegenerationShield());
            }
        } else if (effect instanceof Effect.CantBeRegenerated cr) {
            for (GameObject o : onBattlefield(objects(ctx, cr.subject(), r))) {
                addEffect(ctx, r, o, new Modification.CantBeRegenerated());
            }
        } else if (effect instanceof Effect.GainAbility g) {
            for (GameObject o : onBattlefield(objects(ctx, g.subject(), r))) {
                addEffect(ctx, r, o, new Modification.AddAbility(g.ability()), Duration.INDEFINITE);
            }
        } else if (effect instanceof Effect.LoseKeyword lk) {
            for (GameObject o : onBattlefield(objects(ctx, lk.subject(), r))) {
                addEffect(ctx, r, o, new Modification.LoseKeyword(lk.keyword()),
                        lk.untilEndOfTurn() ? Duration.UNTIL_END_OF_TURN : Duration.INDEFINITE);
            }
        } else if (effect instanceof Effect.LoseAllCreatureTypes lt) { // 205.1a, 613.1d; 702.73a: changeling too
            Duration d = lt.untilEndOfTurn() ? Duration.UNTIL_END_OF_TURN : Duration.INDEFINITE;
            for (GameObject o : onBattlefield(objects(ctx, lt.subject(), r))) {
                addEffect(ctx, r, o, new Modification.SetCreatureTypes(List.of()), d);
                addEffect(ctx, r, o, new Modification.LoseKeyword(dev.arbiter.engine.ability.Keyword.CHANGELING), d);
            }
        } else if (effect instanceof Effect.LoseAllAbilities la) { // 613.1f
            for (GameObject o : onBattlefield(objects(ctx, la.subject(), r))) {
                addEffect(ctx, r, o, new Modification.LoseAllAbilities(),
                        la.untilEndOfTurn() ? Duration.UNTIL_END_OF_TURN : Duration.INDEFINITE);
            }
        } else if (effect instanceof Effect.LoseAllLandwalk lw) {
            for (GameObject o : onBattlefield(objects(ctx, lw.subject(), r))) {
                addEffect(ctx, r, o, new Modification.LoseAllLandwalk(), Duration.UNTIL_END_OF_TURN);
            }
        } else {
            return false;
        }
        return true;
    }

    /** 701.38d: whether {@code player} has goaded {@code o} already (a second goad by them adds nothing). */
    private static boolean goadedBy(Ctx ctx, GameObject o, int player) {
        for (dev.arbiter.engine.state.ContinuousEffect e : ctx.s.effects()) {
            if (e.controller() == player && e.modification() instanceof Modification.CombatRule c
                    && c.rule() instanceof dev.arbiter.engine.ability.StaticEffect.Goaded && e.affected().contains(o.ref())) {
                return true;
            }
        }
        return false;
    }

    /** A colour chosen by the effect's controller as it resolves (608.2d). */
    private static Color chosenColor(Ctx ctx, Resolution r) {
        List<String> labels = new ArrayList<>();
        for (Color c : Color.values()) labels.add(c.lowerName());
        Choice c = ctx.ask(new Decision.Option(r.controller(), "Choose a color", labels));
        Color chosen = Color.values()[((Choice.ChooseOption) c).index()];
        ctx.log("%s chooses %s", ctx.s.player(r.controller()).name(), chosen.lowerName());
        return chosen;
    }
}
