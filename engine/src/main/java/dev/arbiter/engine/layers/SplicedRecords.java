package dev.arbiter.engine.layers;

import dev.arbiter.engine.ability.SpellAbility;
import dev.arbiter.engine.ability.TargetSpec;
import dev.arbiter.engine.state.ContinuousEffect;
import dev.arbiter.engine.state.Duration;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.Modification;
import dev.arbiter.engine.state.Zone;
import io.vavr.collection.Vector;

import java.util.ArrayList;
import java.util.List;

/**
 * The cards spliced onto a spell (702.47c): a non-layer {@link Modification.Spliced} per card on the spell, read only
 * while that object is on the stack (702.47e: the spell loses the spliced text when it leaves), in the order the
 * spliced effects happen (702.47b). Their targets follow the spell's own in the spell's target list (702.47d).
 */
public final class SplicedRecords {
    private SplicedRecords() {
    }

    /** The state with {@code spliced} (the text box of card {@code name}) added to spell {@code spell}, after any before. */
    public static GameState note(GameState s, int spell, SpellAbility spliced, String name) {
        GameObject o = s.object(spell);
        return ContinuousEffect.add(s, spell, o.controller(), new Modification.Spliced(spliced, name), Vector.of(o.ref()),
                Duration.UNTIL_END_OF_TURN);
    }

    /** The spell abilities spliced onto {@code spell}, in order; empty when it is not on the stack or has none. */
    public static List<SpellAbility> of(GameState s, int spell) {
        GameObject o = s.object(spell);
        if (o.zone() != Zone.STACK) return List.of();
        List<SpellAbility> out = null;
        for (ContinuousEffect e : s.effects()) {
            if (e.source() == spell && e.modification() instanceof Modification.Spliced sp && !e.affected().isEmpty()
                    && e.affected().get(0).zoneChanges() == o.zoneChanges()) {
                if (out == null) out = new ArrayList<>();
                out.add(sp.spliced());
            }
        }
        return out == null ? List.of() : out;
    }

    /** The target requirements the spliced text adds, after the spell's own (702.47d). */
    public static List<TargetSpec> specs(GameState s, int spell) {
        List<SpellAbility> spliced = of(s, spell);
        if (spliced.isEmpty()) return List.of();
        List<TargetSpec> out = new ArrayList<>();
        for (SpellAbility a : spliced) out.addAll(a.targets());
        return out;
    }
}
