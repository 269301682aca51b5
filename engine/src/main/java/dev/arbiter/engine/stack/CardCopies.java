package dev.arbiter.engine.stack;

import dev.arbiter.engine.ability.SpellAbility;
import dev.arbiter.engine.ability.TargetSpec;
import dev.arbiter.engine.card.Characteristics;
import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.effects.LinkedExile;
import dev.arbiter.engine.effects.Resolution;
import dev.arbiter.engine.effects.ZoneLists;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.CopyKind;
import dev.arbiter.engine.state.Counters;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.Zone;
import dev.arbiter.engine.targets.TargetsChoosable;

import java.util.List;

/**
 * Copies of cards (707.12): "You may copy the exiled card. If you do, you may cast the copy
 * without paying its mana cost." The copy is created in the zone of the card it copies (exile),
 * owned by the player who created it, with the card's copiable values (707.2); it may be cast at
 * once, while the ability resolves. A copy of a card anywhere but the stack or the battlefield
 * ceases to exist (seed 420.5j): one left in exile, or one that resolved into a graveyard.
 */
final class CardCopies {
    static final String COPY = "copy it";
    static final String CAST = "cast the copy";

    private CardCopies() {
    }

    static void copyAndMayCast(Ctx ctx, Resolution r) {
        List<Integer> exiled = LinkedExile.exiledByThisObject(ctx.s, r.source());
        if (exiled.isEmpty()) {
            ctx.log("%s has no exiled card to copy", ctx.s.object(r.source()).name());
            return;
        }
        int player = r.controller();
        GameObject original = ctx.s.object(exiled.get(0));
        if (!yes(ctx, player, "Copy " + original.name() + "? (707.12)", COPY, "don't copy")) return;
        int id = ctx.s.objectCount();
        long ts = ctx.s.nextTimestamp();
        GameObject copy = new GameObject(id, original.card(), player, player, original.zone(), false, false, 0, false,
                Counters.NONE, GameObject.NONE, ts, false, CopyKind.CARD, 0, ts);
        ctx.s = ZoneLists.addToZone(ctx.s.withNextTimestamp(ts + 1).withObject(copy), copy, false);
        ctx.log("%s copies %s", ctx.s.player(player).name(), original.name());
        if (Timing.splitSecond(ctx.s)) { // 702.61a: no spells, not even during a resolution
            ctx.log("The copy of %s can't be cast: a spell with split second is on the stack", original.name());
            return;
        }
        if (!ResolvingCasts.castableFree(ctx.s, player, id)) {
            ctx.log("The copy of %s can't be cast: it has no legal targets or its cost can't be paid", original.name());
            return;
        }
        if (!yes(ctx, player, "Cast the copy of " + original.name() + " without paying its mana cost?", CAST,
                "don't cast it")) {
            return;
        }
        ResolvingCasts.cast(ctx, player, id, true, null);
    }

    private static boolean yes(Ctx ctx, int player, String prompt, String yes, String no) {
        Choice c = ctx.ask(new Decision.Option(player, prompt, List.of(yes, no)));
        return ((Choice.ChooseOption) c).index() == 0;
    }

    /**
     * 601.2c: a copy of a land can't be cast; a spell needs a mode whose targets can all be chosen. 111.8: a token that
     * left the battlefield (returned to a hand while an effect resolves) can't move to the stack, so it can't be cast.
     */
    static boolean castable(GameState s, int player, int id) {
        if (s.object(id).tokenOffBattlefield()) return false; // 111.8
        Characteristics ch = Layers.of(s, id);
        if (ch.isLand()) return false;
        if (!AdditionalCosts.canPay(s, player, s.object(id), ch)) return false; // 118.3
        SpellAbility sp = CastSpell.spellAbility(ch);
        if (sp == null) return targetsAvailable(s, player, id, CastSpell.targetSpecs(ch, 0));
        for (int m = 0; m < (sp.modal() ? sp.modes().size() : 1); m++) {
            // 601.2c: cast while another spell resolves, it isn't kicked: a target required only when kicked isn't needed
            if (targetsAvailable(s, player, id, KickerTargets.unkicked(sp, m, sp.mode(m).targets()))) return true;
        }
        return false;
    }

    private static boolean targetsAvailable(GameState s, int player, int id, List<TargetSpec> specs) {
        return TargetsChoosable.exist(s, specs, id, player, -1); // 115.3: "another target" takes a different one
    }
}
