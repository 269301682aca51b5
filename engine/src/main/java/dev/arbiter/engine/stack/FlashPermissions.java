package dev.arbiter.engine.stack;

import dev.arbiter.engine.ability.ObjectFilter;
import dev.arbiter.engine.ability.Relation;
import dev.arbiter.engine.ability.StaticEffect;
import dev.arbiter.engine.card.Characteristics;
import dev.arbiter.engine.layers.ActiveStatic;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.state.GameState;

import java.util.List;

/**
 * Permissions to cast spells "as though they had flash" (702.8a) from static abilities of permanents:
 * the spell may be cast any time its caster could cast an instant (307.1, 117.1a).
 */
public final class FlashPermissions {
    /** The kind asked for per card listed, as a code (see {@link Layers#staticKind}). */
    private static final int FLASH = Layers.staticKind(StaticEffect.CastAsThoughFlash.class);

    private FlashPermissions() {
    }

    /** Whether a static ability lets {@code player} cast a spell with characteristics {@code ch} as though it had flash. */
    public static boolean allows(GameState s, int player, Characteristics ch) {
        if (!s.effects().isEmpty() && thisTurn(s, player, ch)) return true; // 702.8a: by a resolved effect, this turn
        if (!Layers.mayHaveStatic(s, FLASH)) return false; // asked per card listed: no walk
        List<ActiveStatic> statics = Layers.staticAbilities(s);
        for (int i = 0; i < statics.size(); i++) {
            ActiveStatic a = statics.get(i);
            if (!(a.effect() instanceof StaticEffect.CastAsThoughFlash f)) continue;
            if (f.who() != Relation.ANY && s.object(a.source()).controller() != player) continue;
            if (matches(f.spells(), ch)) return true;
        }
        return false;
    }

    /** "You may cast spells this turn as though they had flash" (702.8a): a resolved permission of {@code player}'s. */
    private static boolean thisTurn(GameState s, int player, Characteristics ch) {
        for (var e : s.effects()) {
            if (e.modification() instanceof dev.arbiter.engine.state.Modification.FlashThisTurn f && f.player() == player
                    && matches(f.spells(), ch)) return true;
        }
        return false;
    }

    /**
     * 118.9: whether a static ability ("You may cast spells from your hand without paying their mana costs") lets
     * {@code player} cast {@code card} from their hand for nothing.
     */
    public static boolean free(GameState s, int player, int card, Characteristics ch) {
        return free(s, player, card, ch, s.object(card).zone())
                || dev.arbiter.engine.effects.ExilePlays.permittedFree(s, player, card); // 118.9: from exile, by a permission
    }

    /** As above, for a card cast from {@code from} (it may be on the stack already, 601.2a). */
    static boolean free(GameState s, int player, int card, Characteristics ch, dev.arbiter.engine.state.Zone from) {
        if (from != dev.arbiter.engine.state.Zone.HAND || s.object(card).owner() != player) return false;
        for (var e : s.effects()) { // 118.9: "Until end of turn, you may cast spells from your hand without paying ..."
            if (e.modification() instanceof dev.arbiter.engine.state.Modification.FreeFromHandThisTurn f
                    && f.player() == player && matches(f.spells(), ch)) return true;
        }
        List<ActiveStatic> statics = Layers.staticAbilities(s);
        for (int i = 0; i < statics.size(); i++) {
            ActiveStatic a = statics.get(i);
            if (!(a.effect() instanceof StaticEffect.CastFromHandWithoutPaying f)) continue;
            if (s.object(a.source()).controller() == player && matches(f.spells(), ch)) return true;
        }
        return false;
    }

    /** The filter's card types (any of), subtype(s) and colours, judged on the spell's characteristics. */
    static boolean matches(ObjectFilter f, Characteristics ch) {
        if (!dev.arbiter.engine.layers.Affecting.typesMatch(f, ch)) return false; // 205.2, 205.3: types and subtype, or one of them
        if ((ch.types() & f.excludedTypes()) != 0) return false;
        if (f.colorMask() != 0 && (ch.colors() & f.colorMask()) == 0) return false;
        return f.more().anySubtypes().isEmpty() || f.more().anySubtypes().stream().anyMatch(ch::hasSubtype);
    }
}
