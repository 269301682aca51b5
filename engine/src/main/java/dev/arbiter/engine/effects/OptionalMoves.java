package dev.arbiter.engine.effects;

import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.GameObject;

import java.util.List;

/**
 * {@link Effect.OptionalMove}: "you may exile it. If you do, ..." (608.2d): the player chooses as the effect resolves;
 * what hangs on "if you do" follows only when the named object actually changed zones (400.7: a card that left the zone
 * the effect expects is a new object the move doesn't find). A player with nothing the move could move isn't asked.
 */
final class OptionalMoves {
    private OptionalMoves() {
    }

    static boolean resolve(Ctx ctx, Effect.OptionalMove om, Resolution r) {
        for (int p : EffectSubjects.players(ctx, om.who(), r)) {
            Resolution mine = om.who() instanceof dev.arbiter.engine.ability.Who.You ? r : new Resolution(r.source(),
                    r.controller(), r.targets(), r.x(), p, r.thatObject(), r.chosenMana(), r.sourceZoneChanges());
            List<GameObject> before = EffectSubjects.objects(ctx, om.moved(), mine);
            boolean moved = false;
            if (!before.isEmpty()) {
                Choice c = ctx.ask(new Decision.Option(p, "Do you want to move " + before.get(0).name() + "?",
                        List.of("yes", "no")));
                boolean yes = ((Choice.ChooseOption) c).index() == 0;
                ctx.log("%s %s", ctx.s.player(p).name(), yes ? "chooses to" : "declines to");
                if (yes) {
                    EffectResolver.resolve(ctx, om.move(), mine);
                    for (GameObject o : before) moved |= ctx.s.object(o.id()).zoneChanges() != o.zoneChanges(); // 400.7
                }
            }
            Effect next = moved ? om.ifMoved() : om.otherwise();
            if (next != null) EffectResolver.resolve(ctx, next, mine);
        }
        return true;
    }
}
