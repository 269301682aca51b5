package dev.arbiter.engine.layers;

import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.StaticAbility;
import dev.arbiter.engine.card.Characteristics;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.Zone;

import java.util.ArrayList;
import java.util.List;

/**
 * Computes characteristics (613): the card's copiable values, then continuous effects layer by
 * layer — 4 type, 5 colour, 6 abilities, 7a characteristic-defining P/T, 7b set, 7c modify (and
 * +1/+1 / -1/-1 counters, 613.4c), 7d switch — from static abilities (611.3: affected objects
 * decided anew) and from resolved spells and abilities (611.2: objects locked in). Within a layer
 * effects apply in dependency order (613.8), otherwise timestamp order (613.7). Results are cached
 * on the state value.
 * <p>
 * Inputs: objects, continuous effects and combat ("as long as it's attacking"); the state carries
 * the cache forward only when those are unchanged (see GameState).
 * <p>
 * Here: the questions asked of the layer system and the indexes kept with its cache; the cache itself
 * (what survives a change) is {@link LayerTable}, the passes that compute characteristics {@link LayerPasses}.
 */
public final class Layers {
    private Layers() {
    }

    /** The state's cache, made empty when the state has none that is still valid for it. */
    static LayerTable table(GameState s) {
        Object c = s.layerCache();
        if (c instanceof LayerTable t && t.size() == s.objectCount() && t.stillFor(s)) return t;
        LayerTable t = new LayerTable(s.objectCount());
        t.outside = OutsideInputs.of(s);
        s.setLayerCache(t);
        return t;
    }

    /**
     * A value computed by {@code compute} from which permanents are on the battlefield, who controls
     * them and their characteristics alone — nothing tapped, combat, damage or counters decide —
     * cached with the characteristics under {@code key} (kept while those are unchanged).
     */
    @SuppressWarnings("unchecked")
    public static <T> T battlefieldFact(GameState s, Object key, java.util.function.Function<GameState, T> compute) {
        LayerTable t = table(s);
        if (t.facts == null) t.facts = new java.util.HashMap<>(4);
        Object v = t.facts.get(key);
        if (v == null) {
            v = compute.apply(s);
            t.facts.put(key, v);
        }
        return (T) v;
    }

    /**
     * Whether {@code beyondCards} holds of the state or {@code card} holds of the card of some permanent on the
     * battlefield (each asked with {@code key}): a fact of the permanents' cards and the continuous effects alone,
     * cached with the characteristics under {@code key} and kept as permanents enter and leave (see {@link CardFacts}).
     */
    public static boolean battlefieldAny(GameState s, Object key,
                                         java.util.function.BiPredicate<dev.arbiter.engine.card.CardDefinition, Object> card,
                                         java.util.function.BiPredicate<GameState, Object> beyondCards) {
        LayerTable t = table(s);
        if (t.cardFacts == null) t.cardFacts = new CardFacts();
        int i = t.cardFacts.indexOf(key);
        if (i >= 0) return t.cardFacts.value(i);
        boolean v = false;
        for (int id : s.battlefield()) {
            if (card.test(s.object(id).card(), key)) {
                v = true;
                break;
            }
        }
        if (!v) v = beyondCards.test(s, key);
        t.cardFacts.put(key, v, card);
        return v;
    }

    /**
     * Whether some characteristic of {@code s} may read the game beyond the battlefield, turn and graveyards (611.3b:
     * life, hand size, what happened this turn; {@link OutsideInputs}): then it is judged afresh in each state.
     */
    public static boolean readsTheGame(GameState s) {
        OutsideInputs o = table(s).outside;
        return o != null && o.onlyFor() != null;
    }

    /**
     * The identity of the state's layer table's lineage: two states with the same one have the same characteristics
     * for every object that did not change between them (704.3: see {@code StateBasedChanges}).
     */
    public static Object lineage(GameState s) {
        return table(s).lineage;
    }

    public static Characteristics of(GameState s, GameObject o) {
        return of(s, o.id());
    }

    public static Characteristics of(GameState s, int id) {
        LayerTable t = table(s);
        Characteristics ch = t.get(id);
        if (ch != null) return ch;
        GameObject o = s.object(id);
        Characteristics base = o.card().baseCharacteristics();
        if (o.zone() == Zone.BATTLEFIELD) {
            if (LayerPasses.needsFullPass(s, t)) {
                // a permanent that entered a board the last whole pass computed, without changing it (LayerTable.enteringKeeps)
                ch = t.passed ? LayerPasses.alone(s, o) : null;
                if (ch == null) {
                    LayerPasses.computeBattlefield(s, t);
                    return t.get(id);
                }
                t.reads |= LayerPasses.staticReads(base) | LayerPasses.staticReads(ch);
                t.put(id, ch);
                return ch;
            }
            ch = (s.effects().isEmpty() && o.counters().isEmpty()) ? base : LayerPasses.onePermanent(s, o, base);
        } else {
            ch = o.zone() == Zone.STACK && !s.effects().isEmpty() ? LayerPasses.onePermanent(s, o, base) : base;
            ch = LayerPasses.characteristicDefining(s, id, ch); // 604.3: CDAs work in every zone
            t.reads |= LayerReads.ofDefining(ch);
        }
        t.put(id, ch);
        return ch;
    }

    /**
     * The permanents on the battlefield that now have at least one triggered ability (including
     * abilities granted by effects), in battlefield order: an index for the trigger checks (603.2),
     * which find nothing on the others. Cached with the characteristics.
     */
    public static int[] triggerSources(GameState s) {
        LayerTable t = table(s);
        if (t.triggerSources != null) return t.triggerSources;
        if (!PartKinds.mayHave(s, dev.arbiter.engine.ability.TriggeredAbility.class)) return t.triggerSources = new int[0]; // no pass
        int[] emblems = dev.arbiter.engine.state.CommandZone.emblems(s); // 114.4: an emblem's abilities work in the command zone
        int[] out = new int[s.battlefield().size() + emblems.length];
        int n = 0;
        for (int id : s.battlefield()) {
            for (Ability a : of(s, id).abilities()) {
                if (a instanceof dev.arbiter.engine.ability.TriggeredAbility) {
                    out[n++] = id;
                    break;
                }
            }
        }
        for (int id : emblems) out[n++] = id;
        t.triggerSources = java.util.Arrays.copyOf(out, n);
        return t.triggerSources;
    }

    /**
     * The permanents with activated abilities (602), as the permanents now have them, in
     * battlefield order: what priority lists and the mana sources scan, kept with the table like
     * the trigger index (a permanent leaving is dropped from it; one entering drops it).
     */
    public static int[] activatedSources(GameState s) {
        LayerTable t = table(s);
        if (t.activatedSources != null) return t.activatedSources;
        int[] out = new int[s.battlefield().size()];
        int n = 0;
        for (int id : s.battlefield()) if (!of(s, id).activatedAbilities().isEmpty()) out[n++] = id;
        t.activatedSources = java.util.Arrays.copyOf(out, n);
        return t.activatedSources;
    }

    /** Whether a characteristic computed so far for {@code s} read whether a permanent is tapped (then a tap may change some). */
    public static boolean readsTapped(GameState s) {
        return (table(s).reads & LayerReads.TAPPED) != 0;
    }

    /**
     * Those of {@link #activatedSources} with an activated ability that is not a mana ability (605.3a), in battlefield
     * order: what a priority listing without mana abilities and without the mana sources visits (the others would add
     * nothing to it), kept with the table as that index is (issue 13: a large board's lands, each looked at per listing).
     */
    public static int[] listedSources(GameState s) {
        LayerTable t = table(s);
        if (t.listedSources != null) return t.listedSources;
        int[] all = activatedSources(s);
        int[] out = new int[all.length];
        int n = 0;
        for (int id : all) {
            for (dev.arbiter.engine.ability.ActivatedAbility a : of(s, id).activatedAbilities()) {
                if (!a.manaAbility()) {
                    out[n++] = id;
                    break;
                }
            }
        }
        t.listedSources = n == all.length ? all : java.util.Arrays.copyOf(out, n);
        return t.listedSources;
    }

    /**
     * False when no static ability of a permanent has an effect of class {@code kind} (then a walk of
     * {@link #staticAbilities} looking for one finds none); true when one may. Kept with the list it describes.
     */
    public static boolean mayHaveStatic(GameState s, Class<? extends dev.arbiter.engine.ability.StaticEffect> kind) {
        return mayHaveStatic(s, StaticKinds.code(kind));
    }

    /** The code of a kind of static ability for {@link #mayHaveStatic(GameState, int)}: fixed for the run, kept in constants. */
    public static int staticKind(Class<? extends dev.arbiter.engine.ability.StaticEffect> kind) {
        return StaticKinds.code(kind);
    }

    /** {@link #mayHaveStatic(GameState, Class)} for the kind of {@code code} ({@link #staticKind}): the same answer. */
    public static boolean mayHaveStatic(GameState s, int code) {
        List<ActiveStatic> statics = staticAbilities(s);
        if (statics.isEmpty()) return false;
        LayerTable t = table(s);
        StaticKinds k = t.staticKinds;
        if (k == null || k.of != statics) t.staticKinds = k = new StaticKinds(statics);
        return k.mayHave(code);
    }

    /**
     * Every static ability of every permanent on the battlefield, as the permanents now have them
     * (including abilities granted by effects), with their sources' timestamps.
     */
    public static List<ActiveStatic> staticAbilities(GameState s) {
        LayerTable t = table(s);
        if (t.statics != null) return t.statics;
        List<ActiveStatic> out = new ArrayList<>(0);
        for (int id : s.battlefield()) {
            for (Ability a : of(s, id).abilities()) {
                if (a instanceof StaticAbility st) out.add(new ActiveStatic(id, s.object(id).timestamp(), st.effect()));
            }
        }
        for (int id : dev.arbiter.engine.state.CommandZone.emblems(s)) { // 114.4
            for (Ability a : of(s, id).abilities()) {
                if (a instanceof StaticAbility st) out.add(new ActiveStatic(id, s.object(id).timestamp(), st.effect()));
            }
        }
        t.statics = List.copyOf(out);
        return t.statics;
    }
}
