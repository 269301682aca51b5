package dev.arbiter.engine.loops;

import dev.arbiter.engine.card.Characteristics;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.PendingTrigger;
import dev.arbiter.engine.state.PlayerState;
import dev.arbiter.engine.state.StackItem;
import dev.arbiter.engine.state.Target;

/**
 * A hash of the game state that ignores quantities a repeating loop may change monotonically —
 * life, poison, mana in pools, counters — and bookkeeping that always grows (timestamps, zone
 * change counts, stack ids, and the list of continuous effects — their results are hashed
 * instead). Two states with the same fingerprint in the same step are the same
 * situation for the purpose of seed 421 / 729. A hash, so collisions are possible but the loop
 * handling re-checks what it extrapolates (see {@link Cycles}).
 */
public final class Fingerprint {
    private Fingerprint() {
    }

    public static long of(GameState s) {
        return of(s, false);
    }

    /**
     * The fingerprint with only the top object of the stack counted (and not the stack's size):
     * the situation as a chain of mandatory triggers that never reaches the objects below sees it
     * (see {@link GrowingStack}).
     */
    static long withStackTop(GameState s) {
        return of(s, true);
    }

    private static long of(GameState s, boolean topOnly) {
        long h = 17;
        h = mix(h, s.turn().number());
        h = mix(h, s.turn().active());
        h = mix(h, s.turn().step().ordinal());
        h = mix(h, s.turn().priority());
        h = mix(h, s.turn().passes());
        for (PlayerState p : s.players()) {
            h = mix(h, p.status().ordinal());
            h = mix(h, p.library().size());
            h = mix(h, p.library().isEmpty() ? -1 : p.library().head());
            h = mix(h, p.hand().hashCode());
            h = mix(h, p.graveyard().hashCode());
            h = mix(h, p.landsPlayed());
        }
        for (int id : s.battlefield()) {
            GameObject o = s.object(id);
            h = mix(h, id);
            h = mix(h, o.controller());
            h = mix(h, o.tapped() ? 1 : 0);
            h = mix(h, o.sick() ? 1 : 0);
            h = mix(h, o.attachedTo());
            h = mix(h, o.damage());
        }
        h = mix(h, s.exile().hashCode());
        if (topOnly) {
            if (!s.stack().isEmpty()) h = mixItem(h, s.stack().last());
        } else {
            for (StackItem item : s.stack()) h = mixItem(h, item);
        }
        // Continuous effects count through what they do, not how many there are: gaining and losing
        // flying again and again leaves the same characteristics (the seed 421.3 example).
        for (int id : s.battlefield()) {
            Characteristics ch = Layers.of(s, id);
            h = mix(h, ch.keywords());
            h = mix(h, ch.power());
            h = mix(h, ch.toughness());
            h = mix(h, ch.types());
            // The set of abilities: redundant instances don't make a different situation; flanking's do (502.3b).
            h = mix(h, new java.util.HashSet<>(ch.abilities()).hashCode());
            for (var a : ch.abilities()) {
                if (a instanceof dev.arbiter.engine.ability.KeywordAbility k
                        && k.keyword() == dev.arbiter.engine.ability.Keyword.FLANKING) h = mix(h, 7);
            }
        }
        for (var e : s.effects()) {
            // Effects outside the layers (regeneration shields) count one by one.
            if (e.modification() instanceof dev.arbiter.engine.state.Modification.ExiledWith w) {
                // 607.2a links: which incarnation of the source exiled them, relative to the source now.
                h = mix(h, e.source());
                h = mix(h, s.object(e.source()).zoneChanges() - w.sourceZoneChanges());
                for (Target.Object t : e.affected()) h = mix(h, t.id());
            } else if (e.modification().layer() == 0) {
                h = mix(h, e.modification().hashCode());
                for (Target.Object t : e.affected()) h = mix(h, t.id());
            }
        }
        for (PendingTrigger t : s.triggers()) {
            h = mix(h, t.source());
            h = mix(h, t.ability().hashCode());
        }
        h = mix(h, s.combat().attackers().size());
        h = mix(h, s.combat().blockers().size());
        return h;
    }

    /**
     * A cheap key that equal fingerprints always share (sizes and positions only), so the full
     * fingerprint is computed only when two states might be the same situation.
     */
    public static long quick(GameState s) {
        long h = 31;
        h = mix(h, s.turn().number());
        h = mix(h, s.turn().step().ordinal());
        h = mix(h, s.turn().priority());
        h = mix(h, s.turn().passes());
        h = mix(h, s.stack().size());
        h = mix(h, s.triggers().size());
        h = mix(h, s.battlefield().size());
        h = mix(h, s.exile().size());
        for (int i = 0, n = s.playerCount(); i < n; i++) { // indexed: no iterator per key
            PlayerState p = s.player(i);
            h = mix(h, p.hand().size());
            h = mix(h, p.graveyard().size());
            h = mix(h, p.library().size());
        }
        return h;
    }

    private static long mixItem(long h, StackItem item) {
        if (item instanceof StackItem.Spell sp) {
            h = mix(h, sp.objectId());
        } else {
            StackItem.AbilityOnStack ab = (StackItem.AbilityOnStack) item;
            h = mix(h, ab.source());
            h = mix(h, ab.ability().text().hashCode()); // with the source: which ability it is
            h = mix(h, ab.thatPlayer());
            h = mix(h, ab.thatObject());
        }
        h = mix(h, item.controller());
        h = mix(h, item.x());
        for (var group : item.targets()) for (Target t : group) h = mix(h, targetHash(t));
        return h;
    }

    private static int targetHash(Target t) {
        if (t instanceof Target.Ability a) return -1_000_000 - a.stackId(); // 115.1: an ability on the stack
        return t instanceof Target.Player p ? -1 - p.player() : ((Target.Object) t).id();
    }

    private static long mix(long h, long v) {
        h ^= v + 0x9E3779B97F4A7C15L + (h << 6) + (h >>> 2);
        return h * 0xBF58476D1CE4E5B9L;
    }
}
