package dev.arbiter.engine.effects;

import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.DrawReplacement;
import dev.arbiter.engine.ability.Dredge;
import dev.arbiter.engine.ability.StaticAbility;
import dev.arbiter.engine.ability.StaticEffect;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.PlayerState;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * The replacement effects that could apply to one card draw (seed 423.6, 614.1a, 616.1): static
 * abilities of the player's permanents and dredge cards in their graveyard (702.52). Each source
 * applies at most once to the same event (614.5).
 */
final class DrawReplacements {
    private DrawReplacements() {
    }

    /** One applicable replacement: its source, and either a draw replacement or a dredge count. */
    record Candidate(int source, DrawReplacement replacement, int dredge, String label) {
        boolean optional() {
            return replacement == null || replacement.optional();
        }
    }

    static List<Candidate> applicable(GameState s, int player, Set<Integer> applied) {
        return applicable(s, player, applied, false);
    }

    /** As above; {@code firstInDrawStep}: this is the first card the player draws in their own draw step (504.1). */
    static List<Candidate> applicable(GameState s, int player, Set<Integer> applied, boolean firstInDrawStep) {
        List<Candidate> out = new ArrayList<>(0);
        PlayerState p = s.player(player);
        // asked at every draw: the permanents are walked only when some static ability replaces draws
        if (Layers.mayHaveStatic(s, StaticEffect.ReplaceDraw.class)) for (int id : s.battlefield()) {
            GameObject o = s.object(id);
            if (applied.contains(id)) continue;
            for (Ability a : Layers.of(s, id).abilities()) {
                if (a instanceof StaticAbility st && st.effect() instanceof StaticEffect.ReplaceDraw rd) {
                    // 614.1a: the controller's draws, or every player's ("if a player would draw a card")
                    if (o.controller() != player && !(rd.replacement() instanceof DrawReplacement.EachPlayerSkips)) continue;
                    // Laboratory Maniac's replacement applies only while the library is empty.
                    if (rd.replacement() instanceof DrawReplacement.WinWithEmptyLibrary && !p.library().isEmpty()) continue;
                    // 504.1: "except the first one you draw in each of your draw steps"
                    if (rd.replacement() instanceof DrawReplacement.DrawInsteadAfterFirst && firstInDrawStep) continue;
                    out.add(new Candidate(id, rd.replacement(), 0, o.name() + ": " + st.text()));
                }
            }
        }
        for (int id : p.graveyard()) {
            if (applied.contains(id)) continue;
            for (Ability a : s.object(id).card().baseCharacteristics().abilities()) {
                // 702.52b: dredge needs at least N cards in the library.
                if (a instanceof Dredge d && p.library().size() >= d.count()) {
                    out.add(new Candidate(id, null, d.count(), s.object(id).name() + ": dredge " + d.count()));
                }
            }
        }
        return out;
    }
}
