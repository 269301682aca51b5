package dev.arbiter.cards.compile;

import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.util.RecordTrees;
import java.util.ArrayList;
import java.util.List;

/**
 * "If this spell was kicked, destroy another target land." / "..., exile target nonland permanent instead." (601.2c,
 * 702.33d): the targets the kicked text adds are required only if the spell is kicked; with "instead", the targets of the
 * text it replaces that the kicked text doesn't name are required only if it isn't. Only on a spell (the kicker is
 * announced as it is cast, 601.2b).
 */
final class KickerTargetLowering {

    private KickerTargetLowering() {
    }

    /**
     * {@code then} added the targets from {@code mid} on; {@code otherwise} (or null) those from {@code first} to
     * {@code mid}.
     */
    static Effect lower(ParseContext ctx, Effect then, Effect otherwise, int first, int mid) {
        if (ctx.sourceIsPermanent()) throw new NotSupported("targets chosen only when kicked, on a permanent's ability");
        List<Integer> kickedOnly = new ArrayList<>();
        for (int i = mid; i < ctx.targets().size(); i++) kickedOnly.add(i);
        List<Integer> unkickedOnly = new ArrayList<>();
        java.util.Set<Integer> namedByThen = targetsNamed(then);
        for (int i = first; i < mid; i++) if (!namedByThen.contains(i)) unkickedOnly.add(i);
        // the new targets must be named by the kicked text itself (else what they are for is unclear)
        if (!namedByThen.containsAll(kickedOnly)) throw new NotSupported("targets chosen only when kicked, named elsewhere");
        // 608.2h: an amount read from a target chosen only when kicked would read nothing when the target is missing
        for (dev.arbiter.engine.ability.Amount.StatOf st : RecordTrees.all(then, dev.arbiter.engine.ability.Amount.StatOf.class,
                new ArrayList<>())) {
            if (!java.util.Collections.disjoint(targetsNamed(st), kickedOnly)) {
                throw new NotSupported("an amount of a target chosen only when kicked");
            }
        }
        if (otherwise != null && !java.util.Collections.disjoint(targetsNamed(otherwise), kickedOnly)) {
            throw new NotSupported("targets chosen only when kicked, named by the text replaced");
        }
        return new Effect.KickerTargets(new Effect.IfKicked(then, otherwise), kickedOnly, unkickedOnly);
    }

    /** The target numbers (115.1) an effect names: every part with a target number ("index", "targetIndex"). */
    private static java.util.Set<Integer> targetsNamed(Object e) {
        java.util.Set<Integer> out = new java.util.TreeSet<>();
        for (Record r : RecordTrees.all(e, Record.class, new ArrayList<>())) {
            for (java.lang.reflect.RecordComponent rc : r.getClass().getRecordComponents()) {
                if (rc.getType() != int.class || !rc.getName().equals("index") && !rc.getName().equals("targetIndex")) continue;
                try {
                    out.add((Integer) rc.getAccessor().invoke(r));
                } catch (ReflectiveOperationException x) {
                    throw new IllegalStateException(x);
                }
            }
        }
        return out;
    }
}
