package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.ConditionNode;
import dev.arbiter.cards.grammar.ast.Noun;
import java.util.List;

/**
 * Intervening "if" conditions on the source itself or the permanent it is attached to (603.4):
 * <pre>
 * status := ("you cast it" | "you didn't cast it" | "it was cast") ["from your hand"]
 *         | ("it" | "~") "was kicked"                (702.33e)
 *         | object "is" ("tapped" | "untapped")
 *         | object "is" ("a" | "an") noun          ("if ~ is an enchantment")
 *         | object "has" keyword                   ("if enchanted creature has flying")
 *         | object "'s" ("power" | "toughness") "is" N ("or greater" | "or less")   (208.1)
 * object := "~" | ("enchanted" | "equipped") type-word
 * </pre>
 */
final class StatusConditionGrammar {

    private static final List<String> HOSTS = List.of("enchanted creature", "equipped creature", "enchanted land",
            "enchanted artifact", "enchanted permanent", "enchanted enchantment");
    /** The hosts' possessives, one word with its apostrophe: "enchanted creature's". */
    private static final List<String> HOSTS_POSSESSIVE = HOSTS.stream().map(h -> h + "'s").toList();

    private StatusConditionGrammar() {
    }

    /** The condition at the cursor, or null with the cursor where it was. */
    static ConditionNode condition(Cursor c) {
        ConditionNode cast = cast(c);
        if (cast != null) return cast;
        if (c.accept("it was kicked") || c.accept("~ was kicked")) return new ConditionNode.Kicked(); // 702.33e
        int m = c.mark();
        String who = c.accept("~") ? "~" : null;
        boolean possessive = who != null && c.accept("' s");
        for (int i = 0; who == null && i < HOSTS.size(); i++) {
            if (c.accept(HOSTS_POSSESSIVE.get(i))) {
                who = HOSTS.get(i);
                possessive = true;
            }
        }
        if (who == null) who = c.acceptAny(HOSTS.toArray(String[]::new));
        if (who == null) return null;
        try {
            String stat = possessive ? c.acceptAny("power", "toughness") : null;
            if (possessive && stat == null) throw c.fail("\"power\" or \"toughness\"");
            if (stat != null) { // "if enchanted creature's power is 4 or greater" (208.1): the object as it now is
                if (!c.accept("is")) throw c.fail("\"is\"");
                Token n = c.next();
                String cmp = n != null && n.kind() == Token.Kind.NUMBER ? c.acceptAny("or greater", "or less") : null;
                if (cmp == null) throw c.fail("a number and \"or greater\" or \"or less\"");
                return new ConditionNode.ObjectIs(who, new Noun(List.of(), List.of("permanent"), List.of(), null,
                        List.of(new Noun.With(false, null, stat, Integer.parseInt(n.text()), cmp)), false, null));
            }
            if (c.accept("is")) {
                String status = c.acceptAny("tapped", "untapped");
                if (status != null) {
                    return new ConditionNode.ObjectIs(who, new Noun(List.of(status), List.of("permanent"), List.of(), null,
                            List.of(), false, null));
                }
                if (c.acceptAny("a", "an") != null) return new ConditionNode.ObjectIs(who, NounGrammar.noun(c));
            } else if (c.accept("has")) {
                for (String k : NounGrammar.WITH_KEYWORDS) {
                    if (c.accept(k)) {
                        return new ConditionNode.ObjectIs(who, new Noun(List.of(), List.of("permanent"), List.of(), null,
                                List.of(new Noun.With(false, k, null, 0, null)), false, null));
                    }
                }
            }
        } catch (ParseFailure f) {
            // not a status
        }
        c.reset(m);
        return null;
    }

    /** "you cast it [from your hand]", "you didn't cast it [from your hand]", "it was cast" (601.2), or null. */
    private static ConditionNode cast(Cursor c) {
        boolean yes;
        if (c.accept("you cast it") || c.accept("it was cast")) yes = true;
        else if (c.accept("you didn't cast it") || c.accept("it wasn't cast")) yes = false;
        else return null;
        return new ConditionNode.Cast(c.accept("from your hand"), yes);
    }
}
