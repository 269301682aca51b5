package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.Cursor;
import dev.arbiter.cards.text.CardText;
import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Affected;
import dev.arbiter.engine.ability.Condition;
import dev.arbiter.engine.ability.FilterQualities;
import dev.arbiter.engine.ability.ObjectFilter;
import dev.arbiter.engine.ability.Relation;
import dev.arbiter.engine.ability.StaticAbility;
import dev.arbiter.engine.ability.StaticEffect;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Soulbond's paired statics (702.95b):
 * <pre>
 * line    := "As long as" self "is paired with another creature," pair body
 * pair    := "each of those creatures" | "both creatures"
 * body    := what a group static says of "creatures you control": "get(s) +N/+N", "ha(s|ve) [keywords | quoted ability]"
 * </pre>
 * The body is read by the group-static grammar, with the group replaced by the source and the creature paired with it
 * ({@link FilterQualities#SOURCE_AND_ITS_PAIR}: nothing while the source is unpaired, so the condition is in the group).
 */
final class SoulbondLines {
    private static final String[] PAIR = {"each of those creatures ", "both creatures "};

    private SoulbondLines() {
    }

    /** The abilities of {@code text}, or empty when it is not such a line. */
    static Optional<List<Ability>> compile(String text, CardText card, SpellEffectLines spell) {
        int comma = text.indexOf(',');
        if (comma < 0) return Optional.empty();
        Cursor c = Cursor.of(text.substring(0, comma));
        if (!c.accept("as long as") || !c.accept("~") || !c.accept("is paired with another creature") || !c.atEnd()) {
            return Optional.empty();
        }
        String tail = text.substring(comma + 1).strip();
        String body = null;
        for (String p : PAIR) {
            if (tail.regionMatches(true, 0, p, 0, p.length())) body = tail.substring(p.length());
        }
        if (body == null) return Optional.empty();
        body = plural(body);
        if (body == null) return Optional.empty();
        Optional<List<Ability>> group = OracleCompiler.line("Creatures you control " + body, card, spell);
        if (group.isEmpty() || group.get().isEmpty()) return Optional.empty();
        ObjectFilter yours = ObjectFilter.creatures().controlledBy(Relation.YOU);
        ObjectFilter pair = yours.withQualities(yours.more().chosen(FilterQualities.SOURCE_AND_ITS_PAIR));
        List<Ability> out = new ArrayList<>();
        for (Ability a : group.get()) {
            if (!(a instanceof StaticAbility st)) return Optional.empty();
            StaticEffect e = st.effect();
            if (e instanceof StaticEffect.ModifyPowerToughness m && ours(m.affected(), m.condition(), yours)) {
                e = new StaticEffect.ModifyPowerToughness(new Affected.All(pair), m.power(), m.toughness(), m.condition());
            } else if (e instanceof StaticEffect.GrantAbilities g && ours(g.affected(), g.condition(), yours)) {
                e = new StaticEffect.GrantAbilities(new Affected.All(pair), g.abilities(), g.condition());
            } else {
                return Optional.empty(); // fail closed: a body this reading doesn't carry over to the pair
            }
            out.add(new StaticAbility(e, text.strip()));
        }
        return Optional.of(out);
    }

    private static boolean ours(Affected affected, Condition condition, ObjectFilter yours) {
        return affected instanceof Affected.All all && all.filter().equals(yours) && condition instanceof Condition.Always;
    }

    /** "gets ..." / "has ..." read as the group's "get ..." / "have ..."; null for any other verb. */
    private static String plural(String body) {
        String lower = body.toLowerCase(java.util.Locale.ROOT);
        if (lower.startsWith("gets ")) return "get " + body.substring(5);
        if (lower.startsWith("has ")) return "have " + body.substring(4);
        if (lower.startsWith("get ") || lower.startsWith("have ")) return body;
        return null;
    }
}
