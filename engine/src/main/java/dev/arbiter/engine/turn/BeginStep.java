package dev.arbiter.engine.turn;

import dev.arbiter.engine.effects.UntapSkips;

import dev.arbiter.engine.combat.CombatDamage;
import dev.arbiter.engine.combat.DeclareAttackers;
import dev.arbiter.engine.combat.DeclareBlockers;
import dev.arbiter.engine.effects.Drawing;
import dev.arbiter.engine.events.GameEvent;
import dev.arbiter.engine.events.Triggers;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.proc.Procedure;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.Stage;
import dev.arbiter.engine.timing.Step;

/**
 * The start of a step: its turn-based actions (703.4) and "at the beginning of" triggers (603.2),
 * then the active player is about to receive priority (117.3a) — except in the untap step, and
 * in the cleanup step unless something happened (514.3).
 */
public record BeginStep() implements Procedure {
    @Override
    public void run(Ctx ctx) {
        if (ctx.s.turn().number() == 0) { // before the first turn: the mulligans (103.5)
            GameStart.mulligansThenFirstTurn(ctx);
            return;
        }
        Step step = ctx.s.turn().step();
        int active = ctx.s.turn().active();
        if (ctx.logging() && step != Step.CLEANUP) ctx.log("-- %s, turn %d (%s)", step.display(), ctx.s.turn().number(),
                ctx.s.player(active).name());
        switch (step) {
            case UNTAP -> untap(ctx, active);
            case UPKEEP -> { // 702.30a: when "your last upkeep" began
                ctx.s = UntilNextTurn.endAtUpkeep(ctx.s, active); // 611.2a: "until your next upkeep" ends as it begins
                var p = ctx.s.player(active);
                ctx.s = ctx.s.withPlayer(p.withOwnTurns(p.ownTurns().upkeepBegins(ctx.s.nextTimestamp())));
            }
            case DRAW -> {
                // 103.8a: in a two-player game the starting player skips their first draw.
                if (!(ctx.s.turn().number() == 1 && ctx.s.playerCount() == 2)) {
                    dev.arbiter.engine.effects.DrawStepDraws.turnBasedDraw(ctx, active); // 504.1
                }
            }
            case MAIN1 -> dev.arbiter.engine.effects.Sagas.precombatMain(ctx, active); // 714.3b
            case DECLARE_ATTACKERS -> DeclareAttackers.perform(ctx); // 508.1
            case DECLARE_BLOCKERS -> DeclareBlockers.perform(ctx); // 509.1
            case FIRST_STRIKE_DAMAGE, COMBAT_DAMAGE -> CombatDamage.perform(ctx, step); // 510
            case CLEANUP -> {
                Cleanup.perform(ctx); // 514
                return;
            }
            default -> {
            }
        }
        Triggers.emit(ctx, new GameEvent.StepBegan(step, active));
        var t = ctx.s.turn();
        if (ctx.stagesFollow && t.stage() == Stage.BEGIN && t.priority() == active && t.passes() == 0) {
            // 117.3a: the active player is about to receive priority; the checks (117.5) that the game's loop runs next
            // write the stage once (issue 13: one turn record and state fewer a step; the record differs only in the
            // stage). Without priority (the untap step, 502.4) the step ends at once: the next step's record is the one
            // written (TurnStructure.endStep reads neither the stage nor who has priority).
            if (step.givesPriority()) ctx.checksFollow = true;
            else ctx.endFollows = true;
            return;
        }
        ctx.s = ctx.s.withTurn(ctx.s.turn().withStageAndPriority(step.givesPriority() ? Stage.CHECKS : Stage.END, active, 0));
    }

    /**
     * 502.3: the active player untaps their permanents, except those an effect says don't untap;
     * they have controlled them since the turn began (302.6).
     */
    private static void untap(Ctx ctx, int active) {
        GameState s = ctx.s;
        GameState start = s;
        boolean skipped = dev.arbiter.engine.layers.PlayerStatics.untapStepSkipped(s); // 500.11: nothing untaps
        GameState marked = dev.arbiter.engine.effects.Skips.take(s, active, // 614.10: "skips their next untap step"
                dev.arbiter.engine.ability.PlayerEffects.Skippable.UNTAP_STEP);
        if (marked != null) {
            s = marked;
            skipped = true;
        }
        java.util.List<Integer> untapping = new java.util.ArrayList<>();
        java.util.List<GameObject> changed = new java.util.ArrayList<>(); // written at once: one copy of the objects
        for (int id : s.battlefield()) {
            GameObject o = s.object(id);
            if (o.controller() != active || !o.tapped() && !o.sick()) continue;
            boolean untaps = o.tapped() && !skipped && !doesntUntap(ctx.s, id) && !UntapSkips.skips(ctx.s, id, active)
                    && !keptTappedByChoice(ctx, o, active);
            if (untaps) untapping.add(id);
            if (o.sick()) changed.add(o.withSick(false)); // 302.6: under its controller's control since the turn began
        }
        s = s.withObjects(changed);
        changed.clear();
        // 502.3: "players can't untap more than one land during their untap steps"
        java.util.Set<Integer> limited = untapping.isEmpty() ? java.util.Set.of() : UntapLimits.keptTapped(ctx, active, untapping);
        for (int id : untapping) if (!limited.contains(id)) changed.add(s.object(id).withTapped(false));
        s = s.withObjects(changed);
        if (!skipped) s = untapOthers(s, active);
        if (!skipped) s = SelfUntapInOthersSteps.untap(s, active); // 502.3: "Untap ~ during each other player's untap step"
        ctx.s = skipped ? s : UntapSkips.expire(s, active); // 502.3: "its controller's next untap step" is this one
        for (int id : start.battlefield()) { // 502.3: untapped at once; the triggers wait for the upkeep (502.4)
            if (start.object(id).tapped() && !ctx.s.object(id).tapped()) {
                dev.arbiter.engine.events.Triggers.emit(ctx, new dev.arbiter.engine.events.GameEvent.BecameUntapped(id));
            }
        }
    }

    /** 502.3: "Untap all permanents you control during each other player's untap step." */
    private static GameState untapOthers(GameState s, int active) {
        for (int p = 0; p < s.playerCount(); p++) {
            if (p == active) continue;
            var statics = dev.arbiter.engine.layers.PlayerStatics.untapsInOthersSteps(s, p);
            if (statics.isEmpty()) continue;
            GameState before = s;
            for (int id : before.battlefield()) {
                GameObject o = before.object(id);
                if (o.controller() != p || !o.tapped()) continue;
                for (var st : statics) {
                    var f = ((dev.arbiter.engine.ability.StaticEffect.UntapDuringOthersUntapSteps) st.effect()).filter();
                    if (dev.arbiter.engine.layers.Affecting.matches(before, st.source(), f, o, dev.arbiter.engine.layers.Layers.of(before, id))) {
                        s = s.withObject(s.object(id).withTapped(false));
                        break;
                    }
                }
            }
        }
        return s;
    }

    /** 502.3: "You may choose not to untap ~ during your untap step." — the active player is asked. */
    private static boolean keptTappedByChoice(Ctx ctx, GameObject o, int active) {
        for (var a : dev.arbiter.engine.layers.Layers.of(ctx.s, o.id()).abilities()) {
            if (a instanceof dev.arbiter.engine.ability.StaticAbility st
                    && st.effect() instanceof dev.arbiter.engine.ability.StaticEffect.MayChooseNotToUntap) {
                var c = ctx.ask(new dev.arbiter.engine.decision.Decision.Option(active, "Untap " + o.name() + "?",
                        java.util.List.of("untap", "keep tapped")));
                return ((dev.arbiter.engine.decision.Choice.ChooseOption) c).index() == 1;
            }
        }
        return false;
    }

    private static boolean doesntUntap(GameState s, int id) {
        for (var a : dev.arbiter.engine.layers.Layers.of(s, id).abilities()) {
            if (a instanceof dev.arbiter.engine.ability.StaticAbility st
                    && st.effect() instanceof dev.arbiter.engine.ability.StaticEffect.DoesntUntap) return true;
            if (a instanceof dev.arbiter.engine.ability.StaticAbility st
                    && st.effect() instanceof dev.arbiter.engine.ability.StaticEffect.DoesntUntapIf d
                    && dev.arbiter.engine.layers.Affecting.holds(s, id, d.condition())) return true; // 502.3, 611.3b
        }
        return dev.arbiter.engine.layers.PlayerStatics.keptTapped(s, id); // 502.3: "[group] don't untap"
    }
}
