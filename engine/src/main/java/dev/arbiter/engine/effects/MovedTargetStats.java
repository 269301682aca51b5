package dev.arbiter.engine.effects;

import dev.arbiter.engine.ability.Amount;
import dev.arbiter.engine.card.Characteristics;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.Target;
import dev.arbiter.engine.state.Zone;
import java.util.ArrayList;

/**
 * 608.2h: "Return target creature to its owner's hand. Create X 1/1 ... tokens, where X is that creature's mana value";
 * "Counter target spell. Create an X/X ... token, where X is that spell's mana value". A later part of an effect that
 * reads a characteristic of an object an earlier part moved uses the object's last known information: while a spell or
 * ability resolves, each object it moves off the battlefield or the stack is remembered as it last existed there
 * (its characteristics, and its mana value with a spell's X counted, 202.3b), for the rest of that resolution only; "If that
 * creature was green or white, ..." ({@link ObjectKindCondition}) reads the same.
 */
final class MovedTargetStats {
    private MovedTargetStats() {
    }

    /** Notes {@code before} as it last existed ({@code lastKnown}: its characteristics there, null to compute them). */
    static void note(Ctx ctx, GameObject before, Characteristics lastKnown, int spellX) {
        if (ctx.movedByResolution == null) return; // not during a resolution
        if (before.zone() != Zone.BATTLEFIELD && before.zone() != Zone.STACK) return;
        Characteristics ch = lastKnown != null ? lastKnown : dev.arbiter.engine.layers.Layers.of(ctx.s, before.id());
        int manaValue = ch.manaCost() == null ? 0 : ch.manaCost().manaValue();
        if (before.zone() == Zone.STACK && ch.manaCost() != null) { // 202.3b: X is its announced value on the stack
            for (var sym : ch.manaCost().symbols()) if (sym instanceof dev.arbiter.engine.mana.ManaSymbol.Variable) manaValue += spellX;
        }
        if (ctx.lastKnownByResolution == null) ctx.lastKnownByResolution = new ArrayList<>(2);
        ctx.lastKnownByResolution.add(new Ctx.LastKnown(before.id(), before.zoneChanges(), ch, manaValue));
    }

    /** The characteristics {@code ref} had as it last existed before this resolution moved it, or null when it wasn't moved. */
    static Characteristics characteristics(Ctx ctx, Target.Object ref) {
        if (ctx.lastKnownByResolution == null) return null;
        for (Ctx.LastKnown k : ctx.lastKnownByResolution) {
            if (k.id() == ref.id() && k.zoneChanges() == ref.zoneChanges()) return k.characteristics();
        }
        return null;
    }

    /** The stat of {@code ref} as it last existed before this resolution moved it, or null when it wasn't moved. */
    static Integer value(Ctx ctx, Target.Object ref, Amount.StatOf.Stat stat) {
        if (ctx.lastKnownByResolution == null) return null;
        for (Ctx.LastKnown k : ctx.lastKnownByResolution) {
            if (k.id() == ref.id() && k.zoneChanges() == ref.zoneChanges()) {
                return LastKnownStats.pick(stat, k.characteristics().power(), k.characteristics().toughness(), k.manaValue());
            }
        }
        return null;
    }
}
