package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.ConditionNode;
import dev.arbiter.cards.grammar.ast.Noun;
import java.util.List;

/**
 * Intervening "if" conditions on the source itself or the permanent it is attached to (603.4):
 * <pre>
 * status := ("you cast it" | "you didn't cast it" | "it was cast") ["from your hand"]
 *         | "this spell was cast from" ("a graveyard" | "your hand")   (601.2a)
 *         | ("it" | "~") "was kicked"                (702.33e)
 *         | ("it's" | "~ is") ("enchanted" | "equipped") ["or" ("enchanted" | "equipped")]   (303.4, 301.5)
 *         | "~" ("is" | "isn't") ("monstrous" | "renowned")   (701.37a, 702.112b)
 *         | "~" ("attacked this turn" | "entered the battlefield this turn")   (508.1, 400.7)
 *         | object "is" ("tapped" | "untapped")
 *         | object "is" ("a" | "an") noun          ("if ~ is an enchantment")
 *         | object "is" colour ("or" colour)* | object "is" ("legendary" | "attacking" | "blocking" | "multicolored" | "colorless")
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
        int kickedAt = c.mark();
        if (c.accept("it was kicked with its") || c.accept("~ was kicked with its")) { // 702.33f: one of its kicker costs
            List<String> symbols = new java.util.ArrayList<>();
            while (c.peek() != null && c.peek().kind() == Token.Kind.SYMBOL) symbols.add(c.next().text());
            if (!symbols.isEmpty() && c.accept("kicker")) return new ConditionNode.KickedWith(symbols);
            c.reset(kickedAt);
        }
        if (c.accept("it was kicked") || c.accept("~ was kicked")) return new ConditionNode.Kicked(); // 702.33e
        if (c.accept("tribute wasn't paid")) return new ConditionNode.TributeNotPaid(); // 702.104b
        int paidAt = c.mark(); // 702.137a, 702.117a: "if its spectacle | surge cost was paid" (an alternative cost's keyword)
        if (c.accept("its") || c.accept("~'s")) {
            String keyword = c.acceptAny("spectacle", "surge");
            if (keyword != null && c.accept("cost was paid")) return new ConditionNode.KeywordCostPaid(keyword);
            c.reset(paidAt);
        }
        int r = c.mark();
        if (c.accept("you revealed")) { // 601.2b: "you revealed a Dragon card or controlled a Dragon as you cast this spell"
            c.acceptAny("a", "an");
            Token sub = c.peek();
            if (sub != null && sub.capitalised() && c.next() != null && c.accept("card or controlled")
                    && c.acceptAny("a", "an") != null && c.peek() != null && c.next().text().equals(sub.text())
                    && c.accept("as you cast this spell")) {
                return new ConditionNode.RevealedAsCast(sub.text());
            }
            c.reset(r);
        }
        ConditionNode attached = attached(c); // "if it's enchanted" (303.4, 301.5)
        if (attached != null) return attached;
        int d = c.mark();
        if (c.accept("~ attacked or blocked this combat")) return new ConditionNode.InCombatThisCombat(true, true); // 508.1, 509.1
        if (c.accept("~ attacked this combat")) return new ConditionNode.InCombatThisCombat(true, false);
        if (c.accept("~ attacked this turn")) return new ConditionNode.AttackedThisTurn(); // 508.1, 702.142a: boast
        if (c.accept("~ entered the battlefield this turn")) return new ConditionNode.EnteredThisTurn(); // 400.7
        if (c.accept("~ blocked this combat")) return new ConditionNode.InCombatThisCombat(false, true);
        if (c.accept("~")) { // 701.37a, 702.112b: "~ is monstrous", "~ isn't renowned"
            boolean is = c.accept("is");
            if (is || c.accept("isn't")) {
                String designation = c.acceptAny("monstrous", "renowned");
                if (designation != null) return new ConditionNode.Designated(designation, is);
            }
            c.reset(d);
        }
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
                List<String> adjectives = adjectives(c); // "is black", "is red or green", "is legendary" (105.2, 205.4)
                if (!adjectives.isEmpty()) {
                    return new ConditionNode.ObjectIs(who, new Noun(adjectives, List.of("permanent"), List.of(), null,
                            List.of(), false, null));
                }
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

    /** "it's enchanted" / "~ is equipped" / "it's enchanted or equipped", or null with the cursor where it was. */
    private static ConditionNode attached(Cursor c) {
        int m = c.mark();
        boolean it = c.accept("it's");
        if (!it && !c.accept("~ is")) return null;
        String first = c.acceptAny("enchanted", "equipped");
        String second = first != null && c.accept("or") ? c.acceptAny("enchanted", "equipped") : null;
        Token next = c.peek();
        if (first == null || first.equals(second) || next != null && !next.text().equals(",") && !next.text().equals(".")) {
            c.reset(m);
            return null;
        }
        return new ConditionNode.SourceAttached(first.equals("enchanted") || "enchanted".equals(second),
                first.equals("equipped") || "equipped".equals(second), it);
    }

    /**
     * Adjectives standing alone after "is": colours joined by "or" (either one, 105.2), or one of "legendary",
     * "attacking", "blocking", "multicolored", "colorless"; empty (cursor unmoved) when the words are not only these.
     */
    private static List<String> adjectives(Cursor c) {
        int m = c.mark();
        List<String> out = new java.util.ArrayList<>();
        String colour = c.acceptAny(COLOURS);
        if (colour != null) {
            out.add(colour);
            while (c.accept("or")) {
                String next = c.acceptAny(COLOURS);
                if (next == null) {
                    c.reset(m);
                    return List.of();
                }
                out.add(next);
            }
        } else {
            String status = c.acceptAny("legendary", "attacking", "blocking", "multicolored", "colorless");
            if (status != null) out.add(status);
        }
        Token next = c.peek();
        if (out.isEmpty() || next != null && next.kind() == Token.Kind.WORD && !next.lower().equals("and")) {
            c.reset(m); // "is black Zombie ...": a noun, not an adjective alone
            return List.of();
        }
        return out;
    }

    private static final String[] COLOURS = {"white", "blue", "black", "red", "green"};

    /** "you cast it [from your hand]", "you didn't cast it [from your hand]", "it was cast" (601.2), or null. */
    private static ConditionNode cast(Cursor c) {
        if (c.accept("this spell was cast from a graveyard")) return new ConditionNode.SpellCastFrom(true); // 601.2a
        if (c.accept("this spell was cast from your hand")) return new ConditionNode.SpellCastFrom(false);
        boolean yes;
        if (c.accept("you cast it") || c.accept("it was cast")) yes = true;
        else if (c.accept("you didn't cast it") || c.accept("it wasn't cast")) yes = false;
        else return null;
        return new ConditionNode.Cast(c.accept("from your hand"), yes);
    }
}
