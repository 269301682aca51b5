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
        if (a instanceof Amount.Plus p) return readable(p.of());
        if (a instanceof Amount.Sum sum) { // 107.1: two counts of the game, neither counted per affected object
            return readable(sum.first()) && readable(sum.second()) && !perObject(sum.first()) && !perObject(sum.second());
        }
        if (a instanceof Amount.OthersSharingCreatureType) return true; // counted per affected object (countFor)
        if (a instanceof Amount.CountersOnEach) return true; // 122.1: counted per affected object (countFor)
        if (a instanceof Amount.ColorsOfIt) return true; // 105.2: likewise
        if (a instanceof Amount.ColorsAmongPermanents) return true; // 105.2
        if (a instanceof Amount.PartySize) return true; // 700.8
        if (a instanceof Amount.ManaValuesInYourGraveyard) return true; // 202.3, 404 (OutsideInputs)
        if (a instanceof Amount.CountPlayers) return true; // 102.3: players, not permanents
        if (a instanceof Amount.CardsInOpponentsGraveyards) return true; // 404 (OutsideInputs)
        if (a instanceof Amount.CardsInHand h) return h.who() instanceof dev.arbiter.engine.ability.Who.EachOpponent; // 402 (OutsideInputs)
        if (a instanceof Amount.LifeTotal l) return l.who() instanceof dev.arbiter.engine.ability.Who.You; // 119.1 (OutsideInputs)
        if (a instanceof Amount.LifeLostThisTurn l) return l.who() instanceof dev.arbiter.engine.ability.Who.You; // 119.3 (OutsideInputs)
        return a instanceof Amount.Fixed || a instanceof Amount.CountCardsYouOwn || a instanceof Amount.CardsInAllGraveyards
                || a instanceof Amount.BasicLandTypes || a instanceof Amount.CountPermanents
                || a instanceof Amount.CountersOnSource || a instanceof Amount.Devotion || a instanceof Amount.CountPlayers
                || a instanceof Amount.ExperienceCounters;
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
     * 105.2: how many colors are among the permanents {@code player} controls, each judged on {@code cur} where known (the
     * colors layer 5 gave it), else on its printed card.
     */
    public static int colorsAmong(GameState s, int player, Characteristics[] cur) {
        int colors = 0;
        for (int id : s.battlefield()) {
            GameObject o = s.object(id);
            if (o.controller() != player) continue;
            Characteristics ch = cur != null && cur[id] != null ? cur[id] : cur == null ? dev.arbiter.engine.layers.Layers.of(s, id)
                    : o.card().baseCharacteristics();
            colors |= ch.colors();
        }
        return Integer.bitCount(colors);
    }

    /** Whether the amount is counted for each affected object on its own ({@link #countFor}). */
    static boolean perObject(Amount a) {
        return a instanceof Amount.OthersSharingCreatureType || a instanceof Amount.CountersOnEach || a instanceof Amount.ColorsOfIt;
    }

    /**
     * 107.1, 205.3m: "other creatures that share at least one creature type with it", for the affected object {@code it},
     * judged on {@code cur} where known.
     */
    static int countFor(GameState s, int source, int it, Amount a, Characteristics[] cur) {
        if (a instanceof Amount.CountersOnEach ce) return s.object(it).counters().get(ce.kind()); // 122.1: its own counters
        if (a instanceof Amount.ColorsOfIt) { // 105.2: the affected object's own colors, as layer 5 left them
            Characteristics ch = cur != null && cur[it] != null ? cur[it] : s.object(it).card().baseCharacteristics();
            return Integer.bitCount(ch.colors());
        }
        if (!(a instanceof Amount.OthersSharingCreatureType o)) return count(s, source, a, cur);
        Characteristics mine = cur != null && cur[it] != null ? cur[it] : s.object(it).card().baseCharacteristics();
        int n = 0;
        for (int id : s.battlefield()) {
            if (id == it) continue;
            Characteristics ch = cur != null && cur[id] != null ? cur[id] : s.object(id).card().baseCharacteristics();
            if (Affecting.matches(s, source, o.filter(), s.object(id), ch) && shareCreatureType(mine, ch)) n++;
        }
        return n;
    }

    /** 205.3m, 702.73a: whether two objects have a creature type in common (a changeling has all of them). */
    public static boolean shareCreatureType(Characteristics a, Characteristics b) {
        boolean ac = a.has(dev.arbiter.engine.ability.Keyword.CHANGELING), bc = b.has(dev.arbiter.engine.ability.Keyword.CHANGELING);
        if (ac && bc) return true;
        if (ac) return anyCreatureType(b);
        if (bc) return anyCreatureType(a);
        for (String t : a.subtypes()) {
            if (dev.arbiter.engine.card.CreatureTypes.isCreatureType(t) && b.hasSubtype(t)) return true;
        }
        return false;
    }

    private static boolean anyCreatureType(Characteristics c) {
        for (String t : c.subtypes()) if (dev.arbiter.engine.card.CreatureTypes.isCreatureType(t)) return true;
        return false;
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
        if (a instanceof Amount.Plus p) return count(s, source, p.of(), cur) + p.add(); // 107.1: "that number plus 1"
        if (a instanceof Amount.Sum sum) return count(s, source, sum.first(), cur) + count(s, source, sum.second(), cur); // 107.1
        if (a instanceof Amount.BasicLandTypes) return basicLandTypes(s, s.object(source).controller(), cur); // 305.6
        if (a instanceof Amount.ColorsAmongPermanents) return colorsAmong(s, s.object(source).controller(), cur); // 105.2
        if (a instanceof Amount.ManaValuesInYourGraveyard m) { // 202.3, 404: judged again when a graveyard changes (OutsideInputs)
            return GraveyardManaValues.count(s, source, s.object(source).controller(), m.filter());
        }
        if (a instanceof Amount.PartySize) { // 700.8: the creature types so far (cur) where known, else as printed
            return PartyCount.size(s, s.object(source).controller(),
                    id -> cur != null && cur[id] != null ? cur[id] : s.object(id).card().baseCharacteristics());
        }
        if (a instanceof Amount.CountersOnSource co) { // 122.1: the counters on the source as the layer applies
            var counters = s.object(source).counters();
            if (co.kind() != null) return counters.get(co.kind());
            int n = 0;
            for (int v : counters.byKind().values()) n += v;
            return n;
        }
        if (a instanceof Amount.CountPlayers p) return players(s, p, s.object(source).controller()); // 102.3
        if (a instanceof Amount.ExperienceCounters) return s.player(s.object(source).controller()).experience(); // 122.1
        if (a instanceof Amount.CardsInOpponentsGraveyards || a instanceof Amount.CardsInHand) { // 404, 402: the opponents' cards
            int you = s.object(source).controller();
            int n = 0;
            for (int p = 0; p < s.playerCount(); p++) {
                if (p == you || !s.areOpponents(you, p)) continue;
                if (a instanceof Amount.CardsInHand) {
                    n += s.player(p).hand().size();
                    continue;
                }
                for (int id : s.player(p).graveyard()) { // judged again when a graveyard changes (OutsideInputs)
                    if (Affecting.matches(s, source, ((Amount.CardsInOpponentsGraveyards) a).filter(), s.object(id),
                            s.object(id).card().baseCharacteristics())) n++;
                }
            }
            return n;
        }
        if (a instanceof Amount.LifeTotal) return s.player(s.object(source).controller()).life(); // 119.1, 107.1b: negative stays
        if (a instanceof Amount.LifeLostThisTurn) return s.turn().history().lifeLost(s.object(source).controller()); // 119.3
        if (a instanceof Amount.Devotion d) { // 700.5: the mana costs as the layers have made them so far
            int player = s.object(source).controller();
            if (cur == null) return Devotion.of(s, d.colorMask(), player);
            int n = 0;
            for (int id : s.battlefield()) {
                if (s.object(id).controller() != player) continue;
                Characteristics ch = cur[id] != null ? cur[id] : s.object(id).card().baseCharacteristics();
                n += Devotion.symbols(ch.manaCost(), d.colorMask());
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

    /** 102.3: the players in the game (800.4a: not those who left it), or only {@code controller}'s opponents. */
    public static int players(GameState s, Amount.CountPlayers p, int controller) {
        int n = 0;
        for (int k = 0; k < s.playerCount(); k++) {
            if (!s.player(k).inGame()) continue;
            if (p.opponentsOnly() && !s.areOpponents(k, controller)) continue;
            n++;
        }
        return n;
    }
}
