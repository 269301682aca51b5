package dev.arbiter.engine.layers;

import dev.arbiter.engine.ability.Amount;
import dev.arbiter.engine.card.Characteristics;
import dev.arbiter.engine.characteristic.CardType;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.GameState;

import java.util.List;

/** Counts a static ability reads while the layers are applied, on the characteristics so far (613.4c, 107.1). */
public final class LayerCounts {
    private static final List<String> BASIC_LAND_TYPES = List.of("Plains", "Island", "Swamp", "Mountain", "Forest");

    private LayerCounts() {
    }

    /**
     * Whether {@link #count} can read {@code a} while the layers apply (613.4c, 107.1): the card compiler refuses a
     * static ability whose count is of any other kind, rather than let it count 0.
     */
    public static boolean readable(Amount a) {
        if (a instanceof Amount.Half h) return readable(h.of());
        return a instanceof Amount.Fixed || a instanceof Amount.CountCardsYouOwn || a instanceof Amount.CardsInAllGraveyards
                || a instanceof Amount.BasicLandTypes || a instanceof Amount.CountPermanents
                || a instanceof Amount.CountersOnSource || a instanceof Amount.Devotion || a instanceof Amount.CountPlayers;
    }

    /**
     * Domain (305.6): the basic land types among the lands {@code player} controls, each land judged on {@code cur}
     * where known (a land made a Swamp by an earlier layer-4 effect counts as a Swamp), else on its printed card.
     */
    static int basicLandTypes(GameState s, int player, Characteristics[] cur) {
        int found = 0; // one bit per basic land type
        for (int id : s.battlefield()) {
            GameObject o = s.object(id);
            if (o.controller() != player) continue;
            Characteristics ch = cur != null && cur[id] != null ? cur[id] : o.card().baseCharacteristics();
            if ((ch.types() & CardType.LAND.bit()) == 0) continue;
            for (int i = 0; i < BASIC_LAND_TYPES.size(); i++) if (ch.subtypes().contains(BASIC_LAND_TYPES.get(i))) found |= 1 << i;
        }
        return Integer.bitCount(found);
    }

    /**
     * 700.5a-b: the symbols of {@code cost} (null: none) of a colour in {@code colorMask}; a hybrid or Phyrexian symbol
     * counts for each of its colours, and a symbol of two of the colours counts once.
     */
    public static int devotionSymbols(dev.arbiter.engine.mana.ManaCost cost, int colorMask) {
        if (cost == null) return 0;
        int n = 0;
        for (dev.arbiter.engine.mana.ManaSymbol sym : cost.symbols()) {
            int colors = sym instanceof dev.arbiter.engine.mana.ManaSymbol.Colored c ? c.color().bit()
                    : sym instanceof dev.arbiter.engine.mana.ManaSymbol.Hybrid h ? h.first().bit() | h.second().bit()
                    : sym instanceof dev.arbiter.engine.mana.ManaSymbol.TwoOrColor t ? t.color().bit()
                    : sym instanceof dev.arbiter.engine.mana.ManaSymbol.Phyrexian p ? p.color().bit() : 0;
            if ((colors & colorMask) != 0) n++;
        }
        return n;
    }

    /** 107.1: the permanents an amount counts, judged on {@code cur} where known (else the printed card). */
    static int count(GameState s, int source, Amount a, Characteristics[] cur) {
        if (a instanceof Amount.Fixed f) return f.value();
        if (a instanceof Amount.CountCardsYouOwn c) { // 107.1: cards in the source's controller's hand / graveyard
            var p = s.player(s.object(source).controller());
            int n = 0;
            for (int id : c.zone() == Amount.CountCardsYouOwn.Zone.HAND ? p.hand() : p.graveyard()) {
                if (Affecting.matches(s, source, c.filter(), s.object(id), s.object(id).card().baseCharacteristics())) n++;
            }
            return n; // judged again when that hand or graveyard changes (OutsideInputs)
        }
        if (a instanceof Amount.CardsInAllGraveyards g) { // 107.1: every player's graveyard, judged again when one changes
            int n = 0;
            for (int p = 0; p < s.playerCount(); p++) {
                for (int id : s.player(p).graveyard()) {
                    if (Affecting.matches(s, source, g.filter(), s.object(id), s.object(id).card().baseCharacteristics())) n++;
                }
            }
            return n;
        }
        if (a instanceof Amount.Half h) { // 107.1a: half a count, rounded down or up
            int v = count(s, source, h.of(), cur);
            return h.roundUp() ? (v + 1) / 2 : v / 2;
        }
        if (a instanceof Amount.BasicLandTypes) return basicLandTypes(s, s.object(source).controller(), cur); // 305.6
        if (a instanceof Amount.CountersOnSource co) { // 122.1: the counters on the source as the layer applies
            var counters = s.object(source).counters();
            if (co.kind() != null) return counters.get(co.kind());
            int n = 0;
            for (int v : counters.byKind().values()) n += v;
            return n;
        }
        if (a instanceof Amount.Devotion d) { // 700.5: the mana costs as the layers have made them so far
            int player = s.object(source).controller();
            int n = 0;
            for (int id : s.battlefield()) {
                if (s.object(id).controller() != player) continue;
                Characteristics ch = cur == null ? Layers.of(s, id) : cur[id] != null ? cur[id] : s.object(id).card().baseCharacteristics();
                n += devotionSymbols(ch.manaCost(), d.colorMask());
            }
            return n;
        }
        if (a instanceof Amount.CountPlayers p) { // 102.3: the players still in the game (800.4a), or the opponents
            int controller = s.object(source).controller();
            int n = 0;
            for (int k = 0; k < s.playerCount(); k++) {
                if (s.player(k).inGame() && (!p.opponentsOnly() || s.areOpponents(k, controller))) n++;
            }
            return n;
        }
        if (!(a instanceof Amount.CountPermanents cp)) return 0; // never compiled: readable(a) is false
        int n = 0;
        for (int id : s.battlefield()) {
            Characteristics ch = cur != null && cur[id] != null ? cur[id] : s.object(id).card().baseCharacteristics();
            if (Affecting.matches(s, source, cp.filter(), s.object(id), ch)) n++;
        }
        return n;
    }
}
