package dev.arbiter.engine.combat;

import dev.arbiter.engine.ability.Keyword;
import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.Attacker;
import dev.arbiter.engine.state.Blocker;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.Target;
import io.vavr.collection.Vector;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Banding (702.22). As attackers are declared, the active player may declare bands (508.1e, 702.22c): one or more
 * attacking creatures with banding and up to one without, all attacking the same player or planeswalker (702.22d);
 * each creature in one band at most. A creature blocking one member of a band blocks them all (702.22h). Combat
 * damage of an attacker blocked by a creature with banding is divided by the defending player (702.22j), that of a
 * creature blocking a creature with banding by the active player (702.22k).
 */
public final class Banding {
    private Banding() {
    }

    /** 508.1e: asks the active player for bands, one at a time, until they declare no more; the attackers banded. */
    static Vector<Attacker> declareBands(Ctx ctx, Vector<Attacker> attackers) {
        int player = ctx.s.turn().active();
        while (true) {
            List<List<Integer>> bands = possible(ctx.s, attackers);
            if (bands.isEmpty()) return attackers;
            List<String> options = new ArrayList<>(bands.size() + 1);
            options.add("no");
            for (List<Integer> band : bands) options.add("band: " + names(ctx.s, band));
            Choice c = ctx.ask(new Decision.Option(player, "Declare a band of attacking creatures (508.1e, 702.22c)?",
                    options));
            int i = ((Choice.ChooseOption) c).index();
            if (i == 0) return attackers;
            List<Integer> band = bands.get(i - 1);
            int lead = band.get(0);
            attackers = attackers.map(a -> band.contains(a.id()) ? a.withBand(lead) : a);
            ctx.log("%s declares a band: %s (702.22c)", ctx.s.player(player).name(), names(ctx.s, band));
        }
    }

    /**
     * The bands that could still be declared (702.22c-d): for each defender, every set of one or more unbanded
     * attackers with banding and at most one without, two creatures at least (a band of one changes nothing).
     */
    static List<List<Integer>> possible(GameState s, Vector<Attacker> attackers) {
        boolean anyBander = false; // without an unbanded attacker with banding no band can be declared (asked at every attack)
        for (Attacker a : attackers) anyBander |= a.band() < 0 && Layers.of(s, a.id()).has(Keyword.BANDING);
        if (!anyBander) return new ArrayList<>();
        Map<Target, List<Integer>> banders = new LinkedHashMap<>();
        Map<Target, List<Integer>> others = new LinkedHashMap<>();
        for (Attacker a : attackers) {
            if (a.band() >= 0) continue;
            boolean has = Layers.of(s, a.id()).has(Keyword.BANDING);
            (has ? banders : others).computeIfAbsent(a.defender(), k -> new ArrayList<>()).add(a.id());
            (has ? others : banders).computeIfAbsent(a.defender(), k -> new ArrayList<>());
        }
        List<List<Integer>> out = new ArrayList<>();
        for (var e : banders.entrySet()) {
            List<Integer> b = e.getValue();
            List<Integer> n = others.getOrDefault(e.getKey(), List.of());
            for (int mask = 1; mask < 1 << b.size(); mask++) {
                List<Integer> chosen = new ArrayList<>();
                for (int i = 0; i < b.size(); i++) if ((mask & 1 << i) != 0) chosen.add(b.get(i));
                if (chosen.size() >= 2) out.add(chosen);
                for (int other : n) {
                    List<Integer> with = new ArrayList<>(chosen);
                    with.add(other);
                    out.add(with);
                }
            }
        }
        return out;
    }

    /** 702.22h: each blocker of a member of a band blocks every other member too. */
    static Blocks spread(Vector<Attacker> attackers, Vector<Blocker> blockers) {
        boolean bands = false; // without a band the spreading below changes nothing
        for (Attacker a : attackers) bands |= a.band() >= 0;
        if (bands) for (Blocker b : blockers) {
            for (int blocked : b.attackers()) {
                Attacker member = find(attackers, blocked);
                if (member == null || member.band() < 0) continue;
                for (int i = 0; i < attackers.size(); i++) {
                    Attacker other = attackers.get(i);
                    if (other.band() != member.band() || other.blockers().contains(b.id())) continue;
                    attackers = attackers.update(i, other.withBlockers(other.blockers().append(b.id()), true));
                }
            }
        }
        // Each blocker then blocks every attacker naming it, in the attackers' order (issue 13: the attackers naming each
        // blocker are gathered in one walk, instead of asking every attacker's list for every blocker).
        java.util.Map<Integer, List<Integer>> naming = CombatBlocks.naming(attackers);
        Vector<Blocker> out = blockers;
        for (int j = 0; j < out.size(); j++) {
            Blocker b = out.get(j);
            List<Integer> names = naming.get(b.id());
            if (names == null) continue;
            Vector<Integer> blocking = b.attackers();
            for (int k = 0, n = names.size(); k < n; k++) if (!blocking.contains(names.get(k))) blocking = blocking.append(names.get(k));
            if (blocking != b.attackers()) out = out.update(j, new Blocker(b.id(), blocking));
        }
        return new Blocks(attackers, out);
    }

    record Blocks(Vector<Attacker> attackers, Vector<Blocker> blockers) {
    }

    /** 702.22j: who divides the combat damage of attacker {@code a} among {@code blockers}. */
    static int attackerDamageChooser(GameState s, Attacker a, int controller, List<Integer> blockers) {
        for (int b : blockers) {
            if (Layers.of(s, b).has(Keyword.BANDING)) return DeclareBlockers.defendingPlayerOf(s, a);
        }
        return controller;
    }

    /** 702.22k: who divides the combat damage of a blocker among the {@code attackers} it blocks. */
    static int blockerDamageChooser(GameState s, int controller, List<Integer> attackers) {
        for (int a : attackers) if (Layers.of(s, a).has(Keyword.BANDING)) return s.turn().active();
        return controller;
    }

    private static Attacker find(Vector<Attacker> attackers, int id) {
        for (Attacker a : attackers) if (a.id() == id) return a;
        return null;
    }

    private static String names(GameState s, List<Integer> ids) {
        StringBuilder sb = new StringBuilder();
        for (int id : ids) sb.append(sb.length() == 0 ? "" : ", ").append(s.object(id).name());
        return sb.toString();
    }
}
