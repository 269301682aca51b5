package dev.arbiter.cli.play;

import dev.arbiter.engine.ability.ActivatedAbility;
import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.state.GameState;

/** Describes priority actions for a menu: "Cast Lightning Bolt", "Play Forest", ... */
final class ChoiceDescriber {
    private ChoiceDescriber() {
    }

    static String describe(GameState s, Choice c) {
        if (c instanceof Choice.Pass) return "Pass priority";
        if (c instanceof Choice.PlayLand pl) return "Play " + s.object(pl.card()).name();
        if (c instanceof Choice.CastSpell cs) {
            return "Cast " + s.object(cs.card()).name() + " " + s.object(cs.card()).card().manaCost();
        }
        if (c instanceof Choice.ActivateAbility aa) {
            ActivatedAbility a = Layers.of(s, aa.source()).activatedAbilities().get(aa.index());
            return "Activate " + s.object(aa.source()).name() + ": " + a.text().replace("~", s.object(aa.source()).name());
        }
        if (c instanceof Choice.TurnFaceUp t) return "Turn " + s.object(t.permanent()).name() + " face up (702.37e)";
        if (c instanceof Choice.Suspend su) return "Suspend " + s.object(su.card()).name() + " (702.62a)";
        if (c instanceof Choice.Foretell fo) return "Foretell " + s.object(fo.card()).name() + " (702.143a)";
        return c.toString();
    }
}
