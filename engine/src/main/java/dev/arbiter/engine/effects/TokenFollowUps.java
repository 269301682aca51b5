package dev.arbiter.engine.effects;

import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.characteristic.CardType;
import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.Attacker;
import dev.arbiter.engine.state.ContinuousEffect;
import dev.arbiter.engine.state.Duration;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.Modification;
import dev.arbiter.engine.state.Target;
import dev.arbiter.engine.state.Zone;
import dev.arbiter.engine.timing.Phase;
import dev.arbiter.engine.timing.Step;
import io.vavr.collection.Vector;

import java.util.ArrayList;
import java.util.List;

/**
 * Tokens with something more said of them (111.2): created attacking (508.4) and/or given a delayed triggered
 * ability that acts on exactly those tokens (603.7a, 603.7c: "Exile them at the beginning of the next end step"), or
 * an effect on exactly those tokens right away (608.2c: "It gains haste until end of turn.": no step).
 */
final class TokenFollowUps {
    private TokenFollowUps() {
    }

    static void resolve(Ctx ctx, Effect.CreateTokensThen t, Resolution r) {
        List<GameObject> made = created(ctx, t.create(), r);
        if (t.attacking()) for (GameObject o : made) enterAttacking(ctx, o);
        if (t.step() == null && t.fate() != null && !made.isEmpty()) { // 608.2c: "It gains haste ..." names just these tokens
            Vector<Target> objects = Vector.empty();
            for (GameObject o : made) objects = objects.append(new Target.Object(o.id(), o.zoneChanges()));
            EffectResolver.resolve(ctx, t.fate(), new Resolution(r.source(), r.controller(), Vector.of(objects), r.x(),
                    r.thatPlayer(), r.thatObject(), r.chosenMana(), r.sourceZoneChanges()));
        }
        if (t.step() != null && !made.isEmpty()) { // 603.7a: one delayed trigger for the tokens made, 603.7c
            Vector<Target.Object> objects = Vector.empty();
            for (GameObject o : made) objects = objects.append(new Target.Object(o.id(), o.zoneChanges()));
            ctx.s = ContinuousEffect.add(ctx.s, r.source(), r.controller(),
                    new Modification.DelayedTrigger(t.step(), t.fate(), t.text()), objects, Duration.INDEFINITE);
            ctx.log("%s: \"%s\" will trigger later (603.7)", ctx.s.object(r.source()).name(), t.text());
        }
    }

    /**
     * 508.4: a creature put onto the battlefield attacking attacks the defending player or a planeswalker a defending
     * player controls, as its controller chooses; 506.3a-b: only a creature of the attacking player, during combat
     * (after attackers are declared), becomes an attacking creature. It never "attacked" (no attack triggers).
     */
    static void enterAttacking(Ctx ctx, GameObject token) {
        Step step = ctx.s.turn().step();
        int controller = ctx.s.object(token.id()).controller();
        if (step.phase() != Phase.COMBAT || step == Step.BEGINNING_OF_COMBAT || controller != ctx.s.turn().active()
                || !Layers.of(ctx.s, token.id()).is(CardType.CREATURE)) {
            return;
        }
        List<Target> options = new ArrayList<>();
        List<String> labels = new ArrayList<>();
        for (int p = 0; p < ctx.s.playerCount(); p++) {
            if (p != controller && ctx.s.player(p).inGame() && ctx.s.player(p).team() != ctx.s.player(controller).team()) {
                options.add(Target.player(p));
                labels.add(ctx.s.player(p).name());
            }
        }
        for (int id : ctx.s.battlefield()) {
            GameObject o = ctx.s.object(id);
            if (o.controller() != controller && ctx.s.player(o.controller()).team() != ctx.s.player(controller).team()
                    && Layers.of(ctx.s, id).is(CardType.PLANESWALKER)) {
                options.add(o.ref());
                labels.add(o.name());
            }
        }
        if (options.isEmpty()) return;
        int pick = 0;
        if (options.size() > 1) {
            Choice c = ctx.ask(new Decision.Option(controller, "Choose what " + token.name() + " attacks (508.4)", labels));
            pick = ((Choice.ChooseOption) c).index();
        }
        Attacker a = new Attacker(token.id(), options.get(pick), false, Vector.empty());
        ctx.s = ctx.s.withCombat(ctx.s.combat().withAttackers(ctx.s.combat().attackers().append(a)));
        ctx.log("%s enters the battlefield attacking %s (508.4)", token.name(), labels.get(pick));
    }

    /** Resolves {@code create} and gives the tokens it put onto the battlefield (111.2: the objects this effect created). */
    static List<GameObject> created(Ctx ctx, Effect create, Resolution r) {
        int first = ctx.s.objectCount();
        EffectResolver.resolve(ctx, create, r);
        List<GameObject> made = new ArrayList<>();
        for (int id = first; id < ctx.s.objectCount(); id++) {
            GameObject o = ctx.s.object(id);
            if (o.token() && o.zone() == Zone.BATTLEFIELD) made.add(o);
        }
        return made;
    }
}
