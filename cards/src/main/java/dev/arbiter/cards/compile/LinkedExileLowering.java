package dev.arbiter.cards.compile;

import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.Subject;
import dev.arbiter.engine.ability.TriggeredAbility;
import java.util.List;

/**
 * Linked abilities (607.2a): on a card with "return the exiled card(s) ..." the triggered ability that exiles a target
 * ("When ~ enters the battlefield, you may exile another target creature") remembers what it exiled, so the other
 * ability returns exactly that. A card whose "exiled card" has no exile to refer to is refused.
 */
final class LinkedExileLowering {

    private LinkedExileLowering() {
    }

    /** Rewrites {@code abilities} in place; returns a reason when the return has nothing to link to, else null. */
    static String link(List<Ability> abilities) {
        String withReason = ExiledWithLinks.link(abilities); // 607.2a: returns to a hand, a graveyard, "exiled with ~"
        if (withReason != null) return withReason;
        if (abilities.stream().noneMatch(a -> a instanceof TriggeredAbility t && contains(t.effect(), Effect.ReturnLinkedExiled.class))) {
            return null;
        }
        if (abilities.stream().anyMatch(a -> a instanceof TriggeredAbility t && contains(t.effect(), Effect.ExileAllLinked.class))) {
            return null; // "exile all ..." links already (Worldgorger Dragon)
        }
        if (abilities.stream().anyMatch(a -> a instanceof TriggeredAbility t && contains(t.effect(), Effect.Champion.class))) {
            return null; // champion's exile links already (702.72a-b)
        }
        int linked = 0;
        for (int i = 0; i < abilities.size(); i++) {
            if (!(abilities.get(i) instanceof TriggeredAbility t)) continue;
            Effect e = linked(t.effect());
            if (e != t.effect()) {
                abilities.set(i, new TriggeredAbility(t.trigger(), t.interveningIf(), t.targets(), e, t.text()));
                linked++;
            }
        }
        return linked == 1 ? null : "\"the exiled card\" (607.2a) linked to " + (linked == 0 ? "no" : "more than one") + " exile";
    }

    /** {@code e} with its exile of a target made linked; the same object when it has none. */
    private static Effect linked(Effect e) {
        if (e instanceof Effect.Exile x && x.subject() instanceof Subject.TargetObject) return new Effect.ExileLinked(x.subject());
        if (e instanceof Effect.Optional o && o.ifTheyDo() == null && o.otherwise() == null) {
            Effect inner = linked(o.effect());
            return inner == o.effect() ? e : new Effect.Optional(o.who(), inner, null, null);
        }
        return e;
    }

    private static boolean contains(Effect e, Class<? extends Effect> kind) {
        if (kind.isInstance(e)) return true;
        if (e instanceof Effect.Sequence s) return s.effects().stream().anyMatch(x -> contains(x, kind));
        if (e instanceof Effect.Optional o) return contains(o.effect(), kind);
        return false;
    }
}
