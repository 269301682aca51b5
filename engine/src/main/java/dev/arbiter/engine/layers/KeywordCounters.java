package dev.arbiter.engine.layers;

import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Keyword;
import dev.arbiter.engine.ability.KeywordAbility;
import dev.arbiter.engine.card.Characteristics;
import dev.arbiter.engine.state.GameObject;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Keyword counters (122.1b): a permanent with a flying, deathtouch, ... counter on it has that
 * keyword, added in layer 6 (613.1f) before the other ability-changing effects, so a later "loses
 * flying" / "loses all abilities" removes it too.
 */
final class KeywordCounters {

    /** The counter kinds that grant the keyword of the same name (122.1b: the one-word keywords, first and double strike). */
    static final Set<String> KINDS = Set.of("flying", "deathtouch", "haste", "hexproof", "indestructible",
            "lifelink", "menace", "reach", "trample", "vigilance", "first strike", "double strike");

    private KeywordCounters() {
    }

    /** {@code ch} with the keywords of the keyword counters on {@code o} (613.1f). */
    static Characteristics apply(GameObject o, Characteristics ch) {
        if (o.counters().isEmpty()) return ch;
        List<Ability> added = null;
        for (String kind : KINDS) {
            if (o.counters().get(kind) == 0) continue;
            Keyword k = Keyword.ofText(kind);
            if ((ch.keywords() & k.bit()) != 0) continue; // 702.2c etc.: a second instance is redundant
            if (added == null) added = new ArrayList<>(ch.abilities());
            added.add(new KeywordAbility(k));
        }
        return added == null ? ch : ch.withAbilities(added);
    }
}
