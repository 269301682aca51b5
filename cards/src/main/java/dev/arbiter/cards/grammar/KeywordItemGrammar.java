package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.KeywordItemNode;

/**
 * Keywords written with a number, a mana cost or a name (702):
 * <pre>
 * item  := "suspend" NUMBER "—" mana          (702.62a, no X)
 *        | "transmute" mana                    (702.53a, no X)
 *        | "foretell" mana                     (702.143a, no X)
 *        | NUMBERED NUMBER                      (bloodthirst 702.54a, renown 702.112a, bushido 702.45a,
 *            rampage 702.23a, fading 702.32a, vanishing 702.63a, modular 702.43a, soulshift 702.46a, afflict 702.130a,
 *            annihilator 702.86a, afterlife 702.135a, fabricate 702.123a, graft 702.58a, crew 702.122a,
 *            dredge 702.52a, devour 702.82a, amplify 702.38a,
 *            tribute 702.104a)
 *        | "ward" mana | "ward" ("—" | "-") COST ["."]          (702.21a; no X; COST without "." "," ";")
 *        | "outlast" mana                                      (702.107a)
 *        | ("embalm" | "eternalize") (mana | "—" COST ["."])   (702.128a, 702.129a; COST without ".")
 *        | ("cumulative upkeep" | "echo") mana (702.24a, 702.30a)
 *        | "affinity for" ("artifacts" | "Plains" | "Islands" | "Swamps" | "Mountains" | "Forests")   (702.41a)
 *        | ("encore" | "unearth") mana         (702.141a, 702.84a)
 *        | "partner with" NAME                 (702.124i)
 *        | "reinforce" NUMBER ("—" | "-") mana ["."]   (702.77a, no X)
 *        | ("flashback" | "bestow") mana ["(" ...]     (702.34a, 702.103a)
 * mana  := SYMBOL+
 * NAME  := a capitalised word, then any words and commas up to the end (no "~", no ".", no "(")
 * </pre>
 */
public final class KeywordItemGrammar {

    private static final String[] NUMBERED = {"bloodthirst", "renown", "bushido", "rampage", "fading", "vanishing",
        "modular", "soulshift", "afflict", "annihilator", "afterlife", "fabricate", "graft", "crew", "dredge", "devour", "amplify", "tribute"};

    private KeywordItemGrammar() {
    }

    /** The keyword {@code item} is (the whole of it), or null. */
    public static KeywordItemNode read(String item) {
        String t = item.strip();
        Cursor c = Cursor.of(t);
        KeywordItemNode node = c.attempt(x -> item(x, t));
        return node != null && c.atEnd() ? node : null;
    }

    private static KeywordItemNode item(Cursor c, String text) {
        if (c.accept("suspend")) {
            Integer n = number(c);
            if (n == null || !c.accept("—")) return null;
            String mana = mana(c, false);
            return mana == null ? null : new KeywordItemNode.Suspend(n, mana);
        }
        if (c.accept("transmute")) {
            String mana = mana(c, false);
            return mana == null ? null : new KeywordItemNode.Transmute(mana);
        }
        if (c.accept("foretell")) {
            String mana = mana(c, false);
            return mana == null ? null : new KeywordItemNode.Foretell(mana);
        }
        String numbered = c.acceptAny(NUMBERED);
        if (numbered != null) {
            Integer n = number(c);
            return n == null ? null : new KeywordItemNode.Numbered(numbered, n);
        }
        String graveyard = c.acceptAny("encore", "unearth");
        if (graveyard != null) {
            String mana = mana(c, true);
            return mana == null ? null : new KeywordItemNode.FromGraveyard(graveyard.equals("encore"), mana);
        }
        if (c.accept("partner with")) return partner(c);
        if (c.accept("ward")) {
            if (c.acceptAny("—", "-") != null) return dashed(c, text, "ward", ".,;");
            String mana = mana(c, false);
            return mana == null ? null : new KeywordItemNode.CostKeyword("ward", mana, false);
        }
        if (c.accept("outlast")) {
            String mana = mana(c, true);
            return mana == null ? null : new KeywordItemNode.CostKeyword("outlast", mana, false);
        }
        String copy = c.acceptAny("embalm", "eternalize");
        if (copy != null) {
            if (c.accept("—")) return dashed(c, text, copy, ".");
            String mana = mana(c, true);
            return mana == null ? null : new KeywordItemNode.CostKeyword(copy, mana, false);
        }
        String upkeep = c.acceptAny("cumulative upkeep", "echo");
        if (upkeep != null) {
            String mana = mana(c, true);
            return mana == null ? null : new KeywordItemNode.UpkeepMana(upkeep.equals("echo"), mana);
        }
        if (c.accept("affinity for")) {
            Token t = c.peek();
            if (t == null || c.acceptAny("artifacts", "plains", "islands", "swamps", "mountains", "forests") == null) return null;
            return new KeywordItemNode.Affinity(t.text());
        }
        if (c.accept("reinforce")) {
            Integer n = number(c);
            if (n == null || c.acceptAny("—", "-") == null) return null;
            String mana = mana(c, false);
            c.accept(".");
            return mana == null ? null : new KeywordItemNode.Reinforce(n, mana);
        }
        String alternative = c.acceptAny("flashback", "bestow");
        if (alternative != null) {
            String mana = mana(c, true);
            if (c.accept("(")) {
                while (!c.atEnd()) c.next();
            }
            return mana == null ? null : new KeywordItemNode.ManaAlternative(alternative.equals("bestow"), mana);
        }
        return null;
    }

    private static Integer number(Cursor c) {
        Token t = c.peek();
        if (t == null || t.kind() != Token.Kind.NUMBER) return null;
        c.next();
        return Integer.parseInt(t.text());
    }

    /** The mana symbols at the cursor as written ("{2}{B}"), to the end; null when none, or an X where none is allowed. */
    private static String mana(Cursor c, boolean x) {
        StringBuilder b = new StringBuilder();
        while (c.peek() != null && c.peek().kind() == Token.Kind.SYMBOL) {
            String s = c.next().text();
            if (s.isEmpty() || !x && s.indexOf('X') >= 0) return null;
            b.append('{').append(s).append('}');
        }
        return b.isEmpty() ? null : b.toString();
    }

    /** The cost after a keyword's dash, to the end of {@code text} less a final period; none of {@code banned} in it. */
    private static KeywordItemNode dashed(Cursor c, String text, String keyword, String banned) {
        Token first = c.peek();
        if (first == null) return null;
        String cost = text.substring(first.start()).strip();
        if (cost.endsWith(".")) cost = cost.substring(0, cost.length() - 1);
        for (int i = 0; i < banned.length(); i++) {
            if (cost.indexOf(banned.charAt(i)) >= 0) return null;
        }
        cost = cost.strip();
        if (cost.isEmpty()) return null;
        while (!c.atEnd()) c.next();
        return new KeywordItemNode.CostKeyword(keyword, cost, true);
    }

    /** 201.2: a card's name, written out; never the card's own ("~"). */
    private static KeywordItemNode partner(Cursor c) {
        Token first = c.peek();
        if (first == null || first.kind() != Token.Kind.WORD || first.text().charAt(0) < 'A'
                || first.text().charAt(0) > 'Z') {
            return null;
        }
        int from = c.mark();
        while (!c.atEnd()) {
            Token t = c.next();
            boolean word = t.kind() == Token.Kind.WORD;
            boolean comma = t.kind() == Token.Kind.PUNCT && (t.text().equals(",") || t.text().equals("-"));
            if (!word && !comma) return null;
        }
        return new KeywordItemNode.PartnerWith(c.textFrom(from));
    }
}
