package dev.arbiter.cards.compile;

import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.ActivatedAbility;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.TriggeredAbility;

import java.lang.reflect.RecordComponent;
import java.util.List;
import java.util.Locale;

/**
 * Linked abilities (607.2a): on an object with an ability that returns "the exiled card(s)" or cards "exiled with ~"
 * ({@link Effect.ReturnExiledWith}), each of its other activated and triggered abilities that exiles cards is linked to
 * it: what that ability exiles is remembered as exiled with the object ({@link Effect.LinkExiled}). Fails closed: an
 * exile the link can't follow (a cost, a static ability, the returning ability itself) or no exile at all leaves the
 * card unsupported.
 */
final class ExiledWithLinks {

    private ExiledWithLinks() {
    }

    /** Rewrites {@code abilities} in place; a reason when the return can't be linked, else null. */
    static String link(List<Ability> abilities) {
        boolean any = false;
        for (Ability a : abilities) {
            if (a.text() != null && a.text().toLowerCase(Locale.ROOT).contains("exiled")) any = true;
        }
        if (!any) return null; // the cheap test first: no "the exiled card" and no "exiled with" in any ability
        boolean returns = false;
        for (Ability a : abilities) {
            if (!contains(a, Effect.ReturnExiledWith.class)) continue;
            returns = true;
            if (!contains(effectOf(a), Effect.ReturnExiledWith.class)) {
                return "\"the exiled card\" (607.2a) in other than an activated or triggered ability of a permanent";
            }
        }
        if (!returns) return null;
        int linked = 0;
        for (int i = 0; i < abilities.size(); i++) {
            Ability a = abilities.get(i);
            String text = a.text() == null ? "" : a.text().toLowerCase(Locale.ROOT);
            boolean exiles = text.replace("exiled with", "").replace("the exiled card", "").contains("exile");
            if (!exiles) continue;
            if (contains(effectOf(a), Effect.ReturnExiledWith.class)) {
                return "\"the exiled card\" (607.2a) returned by the ability that exiles it";
            }
            if (a instanceof TriggeredAbility t) {
                abilities.set(i, new TriggeredAbility(t.trigger(), t.interveningIf(), t.targets(), new Effect.LinkExiled(t.effect()),
                        t.text()));
            } else if (a instanceof ActivatedAbility x && !x.manaAbility()) {
                int colon = text.indexOf(':');
                if (colon >= 0 && text.substring(0, colon).contains("exile")) return "cards exiled with ~ (607.2a) by a cost";
                abilities.set(i, new ActivatedAbility(x.cost(), x.targets(), new Effect.LinkExiled(x.effect()), false, x.timing(),
                        x.text(), x.perTurn(), x.onlyIf()));
            } else {
                return "cards exiled with ~ (607.2a) by other than an activated or triggered ability";
            }
            linked++;
        }
        return linked == 0 ? "\"the exiled card\" (607.2a) linked to no exile" : null;
    }

    private static Effect effectOf(Ability a) {
        if (a instanceof TriggeredAbility t) return t.effect();
        if (a instanceof ActivatedAbility x) return x.effect();
        return null;
    }

    /** Whether {@code e} or an effect or ability inside it (a record component, or a list of them) is a {@code kind}. */
    static boolean contains(Object e, Class<?> kind) {
        if (e == null) return false;
        if (kind.isInstance(e)) return true;
        if (e instanceof List<?> list) {
            for (Object o : list) if (contains(o, kind)) return true;
            return false;
        }
        if (!(e instanceof Effect) && !(e instanceof Ability) || !e.getClass().isRecord()) return false;
        for (RecordComponent rc : e.getClass().getRecordComponents()) {
            Class<?> type = rc.getType();
            if (!Effect.class.isAssignableFrom(type) && !Ability.class.isAssignableFrom(type) && !List.class.isAssignableFrom(type)) {
                continue;
            }
            try {
                if (contains(rc.getAccessor().invoke(e), kind)) return true;
            } catch (ReflectiveOperationException ex) {
                throw new IllegalStateException(ex);
            }
        }
        return false;
    }
}
