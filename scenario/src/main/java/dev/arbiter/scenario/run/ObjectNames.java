package dev.arbiter.scenario.run;

import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.Zone;
import dev.arbiter.scenario.parse.ObjRef;
import dev.arbiter.scenario.parse.Pos;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Predicate;

/**
 * How a scenario names objects (SCENARIOS.md "Naming objects"): a card name means the one object
 * with that name in the places the action can use; {@code NAME#N} the N-th one listed in setup;
 * a label from {@code (as LABEL)} its object; objects created during the game (tokens) are numbered
 * after those of setup, in the order they were created. Object ids are kept across zone changes, so a name
 * or label follows the card from zone to zone.
 */
final class ObjectNames {
    private final List<Integer> setupOrder = new ArrayList<>();
    private final Map<String, Integer> labels = new HashMap<>();
    private final List<String> players;

    ObjectNames(List<String> players) {
        this.players = players;
    }

    void listed(int id) {
        setupOrder.add(id);
    }

    void label(String label, int id, Pos pos) {
        Integer old = labels.putIfAbsent(key(label), id);
        if (old != null) throw new ScenarioFailure(pos, "the label \"" + label + "\" is used twice");
    }

    /** The player named {@code name}, or -1. */
    int player(String name) {
        for (int i = 0; i < players.size(); i++) if (players.get(i).equalsIgnoreCase(name)) return i;
        return -1;
    }

    String playerName(int p) {
        return players.get(p);
    }

    boolean isLabel(String s) {
        return labels.containsKey(key(s));
    }

    /**
     * The object {@code ref} names. {@code tiers} are the places the action can use, most likely
     * first: the first tier holding any object of that name decides, and must hold exactly one.
     * A name found in no tier but held by exactly one object anywhere means that object (so that
     * an action the engine must refuse still reaches the engine).
     */
    @SafeVarargs
    final int object(GameState s, ObjRef ref, Pos pos, Predicate<GameObject>... tiers) {
        Integer labelled = labels.get(key(ref.raw()));
        if (labelled != null) return labelled;
        if (ref.indexed()) return indexed(s, ref, pos);
        List<GameObject> named = named(s, ref.name());
        if (named.isEmpty()) throw new ScenarioFailure(pos, "no object named \"" + ref.raw() + "\"");
        for (Predicate<GameObject> tier : tiers) {
            List<GameObject> here = named.stream().filter(tier).toList();
            if (here.size() == 1) return here.get(0).id();
            if (here.size() > 1) throw ambiguous(pos, ref, here.size());
        }
        if (named.size() == 1) return named.get(0).id();
        throw ambiguous(pos, ref, named.size());
    }

    /** Every object (still existing) with that card name, in id order. */
    List<GameObject> named(GameState s, String name) {
        List<GameObject> out = new ArrayList<>();
        for (GameObject o : s.objects()) {
            if (o.zone() != Zone.NONE && o.name().equalsIgnoreCase(name)) out.add(o);
        }
        return out;
    }

    /** The object a label or {@code #N} names, or -1 when {@code ref} is a plain name. */
    int exact(GameState s, ObjRef ref, Pos pos) {
        Integer labelled = labels.get(key(ref.raw()));
        if (labelled != null) return labelled;
        return ref.indexed() ? indexed(s, ref, pos) : -1;
    }

    private int indexed(GameState s, ObjRef ref, Pos pos) {
        int seen = 0;
        for (int id : setupOrder) {
            if (s.object(id).name().equalsIgnoreCase(ref.name()) && ++seen == ref.index()) return id;
        }
        // Objects created during the game (tokens) follow those of setup, in the order they were created.
        java.util.Set<Integer> listed = new java.util.HashSet<>(setupOrder);
        for (GameObject o : s.objects()) {
            if (!listed.contains(o.id()) && o.name().equalsIgnoreCase(ref.name()) && ++seen == ref.index()) return o.id();
        }
        throw new ScenarioFailure(pos, "\"" + ref.raw() + "\": setup lists only " + seen + " " + ref.name());
    }

    private static ScenarioFailure ambiguous(Pos pos, ObjRef ref, int n) {
        return new ScenarioFailure(pos, n + " objects are named \"" + ref.raw()
                + "\" here; write " + ref.name() + "#N or give them labels with (as LABEL)");
    }

    private static String key(String s) {
        return s.trim().toLowerCase(Locale.ROOT);
    }
}
