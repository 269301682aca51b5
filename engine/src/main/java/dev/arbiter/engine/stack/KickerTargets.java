package dev.arbiter.engine.stack;

import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.SpellAbility;
import dev.arbiter.engine.ability.TargetSpec;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.Target;
import dev.arbiter.engine.util.RecordTrees;
import io.vavr.collection.Vector;

import java.util.ArrayList;
import java.util.List;

/**
 * 601.2c: "A spell may require some targets only if an alternative or additional cost (such as a buyback or kicker cost)
 * ... was chosen for it; otherwise, the spell is cast as though it did not require those targets." The kicker is
 * announced first (601.2b); a target required only when kicked ({@link Effect.KickerTargets}) is chosen only then, one
 * required only when not kicked only then, and the other is left with no target (an empty group, so the numbering of
 * the others stays, 115.1).
 */
public final class KickerTargets {
    private KickerTargets() {
    }

    /**
     * 601.2c: whether a spell whose targets depend on its kicker could be cast one way or the other: the targets it
     * requires unkicked, or those it requires kicked, all {@code available}; false for a spell without such targets.
     */
    public static boolean eitherWay(SpellAbility spell, java.util.function.Predicate<List<TargetSpec>> available) {
        if (spell.modal()) return false;
        List<Effect.KickerTargets> marks = RecordTrees.all(spell.effect(), Effect.KickerTargets.class, new ArrayList<>());
        List<Effect.CostTargets> costMarks = RecordTrees.all(spell.effect(), Effect.CostTargets.class, new ArrayList<>());
        if (marks.isEmpty() && costMarks.isEmpty()) return false;
        for (boolean kicked : new boolean[] {false, true}) {
            List<TargetSpec> required = new ArrayList<>(spell.targets());
            java.util.Set<Integer> skipped = new java.util.HashSet<>();
            for (Effect.KickerTargets k : marks) skipped.addAll(kicked ? k.unkickedOnly() : k.kickedOnly());
            for (Effect.CostTargets k : costMarks) skipped.addAll(kicked ? k.unpaidOnly() : k.paidOnly());
            for (int i = required.size() - 1; i >= 0; i--) if (skipped.contains(i)) required.remove(i);
            if (available.test(required)) return true;
        }
        return false;
    }

    /**
     * 601.2c: whether the targets a spell requires when kicked could all be chosen now (true for a modal spell, whose
     * mode is announced after its kicker, and for one whose targets don't depend on its kicker): a kicker whose
     * targets can't be chosen isn't offered, as a mode without targets isn't (700.2a), since the cast couldn't go on.
     */
    static boolean kickable(dev.arbiter.engine.state.GameState s, int player, int card, SpellAbility spell) {
        if (spell == null || spell.modal()) return true;
        List<Effect.KickerTargets> marks = RecordTrees.all(spell.effect(), Effect.KickerTargets.class, new ArrayList<>());
        if (marks.isEmpty()) return true;
        java.util.Set<Integer> skipped = new java.util.HashSet<>();
        for (Effect.KickerTargets k : marks) skipped.addAll(k.unkickedOnly());
        List<TargetSpec> required = new ArrayList<>();
        for (int i = 0; i < spell.targets().size(); i++) if (!skipped.contains(i)) required.add(spell.targets().get(i));
        return dev.arbiter.engine.targets.TargetsChoosable.exist(s, required, card, player, -1); // 115.3
    }

    /**
     * 601.2c: the target requirements of mode {@code mode} of a spell cast without its kicker (as a spell cast while
     * another resolves is, {@link CastSpell}): those required only when kicked left out.
     */
    public static List<TargetSpec> unkicked(SpellAbility spell, int mode, List<TargetSpec> specs) {
        List<Effect.KickerTargets> marks = RecordTrees.all(spell.mode(mode).effect(), Effect.KickerTargets.class, new ArrayList<>());
        List<Effect.CostTargets> costMarks = RecordTrees.all(spell.mode(mode).effect(), Effect.CostTargets.class, new ArrayList<>());
        if (marks.isEmpty() && costMarks.isEmpty()) return specs;
        java.util.Set<Integer> skipped = new java.util.HashSet<>();
        for (Effect.KickerTargets k : marks) skipped.addAll(k.kickedOnly());
        for (Effect.CostTargets k : costMarks) skipped.addAll(k.paidOnly()); // no alternative cost paid
        List<TargetSpec> required = new ArrayList<>();
        for (int i = 0; i < specs.size(); i++) if (!skipped.contains(i)) required.add(specs.get(i));
        return required;
    }

    /**
     * The targets of the spell ability's mode {@code mode} (null: none of these), chosen as {@code kicked} and the
     * alternative cost announced ({@code altKeyword}: its keyword, null for none) allow.
     */
    static Vector<Vector<Target>> choose(Ctx ctx, int player, int source, List<TargetSpec> specs, String what, int x,
                                         SpellAbility spell, int mode, boolean kicked, String altKeyword) {
        List<Effect.KickerTargets> marks = spell == null ? List.of()
                : RecordTrees.all(spell.mode(mode).effect(), Effect.KickerTargets.class, new ArrayList<>());
        List<Effect.CostTargets> costMarks = spell == null ? List.of()
                : RecordTrees.all(spell.mode(mode).effect(), Effect.CostTargets.class, new ArrayList<>());
        if (marks.isEmpty() && costMarks.isEmpty()) return Announcements.chooseTargets(ctx, player, source, specs, what, x);
        boolean[] skipped = new boolean[specs.size()];
        for (Effect.KickerTargets k : marks) {
            for (int i : kicked ? k.unkickedOnly() : k.kickedOnly()) if (i < skipped.length) skipped[i] = true;
        }
        for (Effect.CostTargets k : costMarks) { // 601.2c: as the alternative cost was announced (601.2b)
            boolean paid = k.keyword().equals(altKeyword);
            for (int i : paid ? k.unpaidOnly() : k.paidOnly()) if (i < skipped.length) skipped[i] = true;
        }
        List<TargetSpec> required = new ArrayList<>();
        for (int i = 0; i < specs.size(); i++) if (!skipped[i]) required.add(specs.get(i));
        Vector<Vector<Target>> chosen = Announcements.chooseTargets(ctx, player, source, required, what, x);
        Vector<Vector<Target>> out = Vector.empty();
        int next = 0;
        for (int i = 0; i < specs.size(); i++) out = out.append(skipped[i] ? Vector.empty() : chosen.get(next++));
        return out;
    }
}
