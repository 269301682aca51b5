package dev.arbiter.engine.effects;

import dev.arbiter.engine.ability.Keyword;
import dev.arbiter.engine.ability.KeywordAbility;
import dev.arbiter.engine.state.ContinuousEffect;
import dev.arbiter.engine.state.Modification;
import io.vavr.collection.Vector;

/**
 * Keeps the list of resolved continuous effects from growing with effects that can no longer
 * change anything, without changing any characteristic:
 * <ul>
 *   <li>granting an object a keyword it has already been granted by an identical effect (same
 *   object, source and duration, not taken away since) adds only a redundant instance (502.4c, 502.2d,
 *   702.2... "multiple instances are redundant"), so it is not added again — except flanking,
 *   whose instances each trigger (seed 502.3b);</li>
 *   <li>an object losing a keyword makes every earlier grant or loss of that keyword to that
 *   object alone irrelevant (layer 6, timestamp order), so those are dropped.</li>
 * </ul>
 */
final class EffectCompaction {
    private EffectCompaction() {
    }

    static Vector<ContinuousEffect> add(Vector<ContinuousEffect> effects, ContinuousEffect e) {
        Modification m = e.modification();
        if (e.affected().size() != 1) return effects.append(e);
        if (m instanceof Modification.AddAbility add && add.ability() instanceof KeywordAbility k
                && k.keyword() != Keyword.FLANKING) {
            for (int i = effects.size() - 1; i >= 0; i--) {
                ContinuousEffect x = effects.get(i);
                if (!x.affected().equals(e.affected())) continue;
                if (x.modification() instanceof Modification.LoseKeyword lose && lose.keyword() == k.keyword()) break;
                if (x.modification() instanceof Modification.LoseAllAbilities) break; // the earlier grant was lost
                // redundant; only from the same source, whose effect a wrapper may still give another end (611.2b: "for as
                // long as it has a feather counter on it" must not rely on another source's "until end of turn" grant)
                if (x.modification().equals(m) && x.duration() == e.duration() && x.source() == e.source()) return effects;
            }
            return effects.append(e);
        }
        if (m instanceof Modification.LoseKeyword lose) {
            Vector<ContinuousEffect> kept = effects.filter(x -> !(x.affected().equals(e.affected())
                    && x.duration() == e.duration() && about(x.modification(), lose.keyword())));
            return kept.append(e);
        }
        return effects.append(e);
    }

    private static boolean about(Modification m, Keyword k) {
        if (m instanceof Modification.LoseKeyword l) return l.keyword() == k;
        return m instanceof Modification.AddAbility a && a.ability() instanceof KeywordAbility ka && ka.keyword() == k;
    }
}
