package dev.arbiter.engine.effects;

import dev.arbiter.engine.ability.StaticEffect;
import dev.arbiter.engine.card.Characteristics;
import dev.arbiter.engine.layers.ActiveStatic;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.Zone;

import java.util.List;

/**
 * The top card of a library played by a permission of a static ability (601.3, 305.1): "You may cast creature spells
 * from the top of your library." The card is cast or played as from any other zone; the usual timing (307.1) and the
 * one land each turn (305.2) still apply, checked by the callers.
 */
public final class LibraryTopPlays {
    /** The kind asked for on every listing, as a code (see {@link Layers#staticKind}). */
    private static final int PLAY_TOP = Layers.staticKind(StaticEffect.PlayFromLibraryTop.class);

    private LibraryTopPlays() {
    }

    /** The top card of {@code player}'s library if a permission of theirs may let them play it, else -1. */
    static int candidate(GameState s, int player) {
        if (s.player(player).library().isEmpty() || !Layers.mayHaveStatic(s, PLAY_TOP)) return -1; // no walk
        List<ActiveStatic> statics = Layers.staticAbilities(s);
        for (int i = 0; i < statics.size(); i++) {
            ActiveStatic a = statics.get(i);
            if (a.effect() instanceof StaticEffect.PlayFromLibraryTop && s.object(a.source()).controller() == player) {
                return s.player(player).library().head();
            }
        }
        return -1;
    }

    /** Whether {@code player} may play {@code card} from the top of their library: cast it, or play it as a land when {@code land}. */
    static boolean permitted(GameState s, int player, int card, boolean land) {
        GameObject o = s.object(card);
        if (o.zone() != Zone.LIBRARY || o.owner() != player || s.player(player).library().isEmpty()
                || s.player(player).library().head() != card) return false;
        Characteristics ch = Layers.of(s, card);
        if (land != ch.isLand()) return false; // 305.9: a land is played, never cast
        List<ActiveStatic> statics = Layers.staticAbilities(s);
        for (int i = 0; i < statics.size(); i++) {
            ActiveStatic a = statics.get(i);
            if (!(a.effect() instanceof StaticEffect.PlayFromLibraryTop p) || s.object(a.source()).controller() != player) continue;
            if (land ? p.lands() : p.spells() != null && matches(p.spells(), ch)) return true;
        }
        return false;
    }

    /** The filter's card types (any of), subtype(s) and colours, judged on the card's characteristics. */
    private static boolean matches(dev.arbiter.engine.ability.ObjectFilter f, Characteristics ch) {
        if (!dev.arbiter.engine.layers.Affecting.typesMatch(f, ch)) return false; // 205.2, 205.3: types and subtype, or one of them
        if ((ch.types() & f.excludedTypes()) != 0) return false;
        if (f.colorMask() != 0 && (ch.colors() & f.colorMask()) == 0) return false;
        return f.more().anySubtypes().isEmpty() || f.more().anySubtypes().stream().anyMatch(ch::hasSubtype);
    }
}
