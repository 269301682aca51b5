package dev.arbiter.engine.effects;

import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.ContinuousEffect;
import dev.arbiter.engine.state.Duration;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.Modification;
import io.vavr.collection.Vector;

/** The continuous effects a resolving spell or ability creates on the objects it names (611.2), with their log lines. */
final class GrantedModifications {
    private GrantedModifications() {
    }

    static void addEffect(Ctx ctx, Resolution r, GameObject o, Modification m) {
        addEffect(ctx, r, o, m, Duration.UNTIL_END_OF_TURN);
    }

    static void addEffect(Ctx ctx, Resolution r, GameObject o, Modification m, Duration d) {
        long ts = ctx.s.nextTimestamp();
        ContinuousEffect e = new ContinuousEffect(ts, r.source(), r.controller(), m, Vector.of(o.ref()), d);
        ctx.s = ctx.s.withNextTimestamp(ts + 1).withEffects(EffectCompaction.add(ctx.s.effects(), e));
        if (ctx.logging()) ctx.log("%s: %s", o.name(), describe(m));
    }

    private static String describe(Modification m) {
        if (m instanceof Modification.RegenerationShield) return "gets a regeneration shield";
        if (m instanceof Modification.CantBeRegenerated) return "can't be regenerated this turn";
        if (m instanceof Modification.CombatRule c) return "combat rule this turn: " + c.rule().getClass().getSimpleName();
        if (m instanceof Modification.ModifyPowerToughness p) {
            return String.format("%+d/%+d until end of turn", p.power(), p.toughness());
        }
        if (m instanceof Modification.AddAbility a) return "gains " + abilityName(a.ability());
        if (m instanceof Modification.LoseKeyword k) return "loses " + k.keyword().text();
        if (m instanceof Modification.LoseAllLandwalk) return "loses all landwalk abilities";
        if (m instanceof Modification.LoseAllAbilities) return "loses all abilities";
        if (m instanceof Modification.SetPowerToughness p) {
            return String.format("has base power and toughness %d/%d until end of turn", p.power(), p.toughness());
        }
        if (m instanceof Modification.SwitchPowerToughness) return "power and toughness switched until end of turn";
        return m.toString();
    }

    private static String abilityName(Ability a) {
        return a.text().toLowerCase(java.util.Locale.ROOT);
    }
}
