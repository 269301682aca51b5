package dev.arbiter.engine.effects;

import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.StaticAbility;
import dev.arbiter.engine.ability.StaticEffect;
import dev.arbiter.engine.characteristic.CardType;
import dev.arbiter.engine.layers.TriggerConditions;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.Modification;

import java.util.List;

/**
 * The counters a permanent has as it enters the battlefield (614.1c, 122.6), all given in one place: those the effect
 * putting it there names ("return it ... with a +1/+1 counter on it": undying 702.93a, persist 702.79a), a
 * planeswalker's printed loyalty (306.5b), its own "enters with" abilities (with the spell's X, 107.3m; kicked, 702.33e;
 * riot and "your choice of" counters, 702.136a, 614.12), then other permanents' "enters with an additional counter"
 * (614.12) and the replacements of counters being put (122.6, 614.1a), which see all of them.
 */
final class EnteringCounters {
    private EnteringCounters() {
    }

    /**
     * {@code o} as it enters (already in {@code s}'s battlefield list) with its counters: {@code with} the effect's,
     * {@code x} the spell's X, {@code kicked} whether it was a kicked spell, {@code chosen} its "as enters" choices.
     */
    static GameObject of(GameState s, GameObject o, int x, EnteringWith with, boolean kicked, List<Modification.Chosen> chosen) {
        GameObject out = o;
        if (!with.counters().isEmpty()) out = out.withCounters(with.counters()); // 122.6: the effect's counters
        Integer loyalty = o.card().loyalty();
        if (loyalty != null && loyalty > 0 && (o.card().types() & CardType.PLANESWALKER.bit()) != 0) {
            out = out.withCounters(out.counters().plus("loyalty", loyalty)); // 306.5b: its printed loyalty
        }
        out = Sagas.entering(out, chosen); // 714.3a, 702.155b: a Saga's lore counters
        for (Ability a : o.card().baseCharacteristics().abilities()) {
            if (a instanceof StaticAbility st && st.effect() instanceof StaticEffect.EntersWithCounters ec) {
                int n = Amounts.value(s, ec.amount(), o.id(), o.controller(), x);
                if (n > 0) out = out.withCounters(out.counters().plus(ec.kind(), n));
            }
            if (a instanceof StaticAbility st && st.effect() instanceof StaticEffect.EntersWithCountersIf ec // 614.1c
                    && TriggerConditions.holds(s, o.id(), o.controller(), -1, ec.condition())) {
                int n = Amounts.value(s, ec.amount(), o.id(), o.controller(), x);
                if (n > 0) out = out.withCounters(out.counters().plus(ec.kind(), n));
            }
        }
        if (kicked) out = KickedEntry.withCounters(s, out, x); // 702.33e: "If ~ was kicked, it enters with"
        out = EntryChoices.withRiotCounters(out, chosen); // 702.136a
        out = EntryKeywordCounters.withCounters(out, chosen); // 702.82a, 702.38a
        out = EnteringReplacements.withAdditionalCounters(s, out); // 614.12: other permanents' additional counters
        for (String kind : out.counters().byKind().keySet()) { // 122.6: none are put of a kind it can't have
            int n = out.counters().get(kind);
            if (n > 0 && Prohibitions.cantHaveCounters(s, o.id(), kind)) out = out.withCounters(out.counters().plus(kind, -n));
        }
        return CounterReplacements.entering(s, out); // 122.6, 614.1a
    }

    private static final String MINUS = "-1/-1";
}
