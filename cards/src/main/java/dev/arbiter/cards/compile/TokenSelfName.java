package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.ast.EffectNode;


/**
 * A named token's quoted ability that names the token ("create a 2/2 ... token named Ajani's Pridemate with "Whenever you
 * gain life, put a +1/+1 counter on Ajani's Pridemate."""): text that refers to the object it's on by name means just that
 * object (201.5), so the name is read as "this creature" ("this artifact" for a noncreature artifact token). "named X"
 * inside the ability (another object's name) is left as written.
 */
final class TokenSelfName {
    private TokenSelfName() {
    }

    /** A letter, digit or underscore of the Latin alphabet (what ends a word in a name's match). */
    private static boolean wordChar(char ch) {
        return ch >= 'a' && ch <= 'z' || ch >= 'A' && ch <= 'Z' || ch >= '0' && ch <= '9' || ch == '_';
    }

    static String asSelf(String quoted, EffectNode.CreateTokens t) {
        String name = t.name();
        if (name == null || name.equals("~") || !quoted.contains(name)) return quoted;
        String self = t.types().contains("creature") ? "this creature" : t.types().contains("artifact") ? "this artifact" : null;
        if (self == null) return quoted;
        StringBuilder out = new StringBuilder();
        int from = 0;
        for (int at = quoted.indexOf(name); at >= 0; ) {
            int end = at + name.length();
            boolean named = at >= 6 && quoted.startsWith("named ", at - 6); // another object's name (201.4)
            boolean longer = end < quoted.length() && (wordChar(quoted.charAt(end)) || quoted.charAt(end) == '-'); // a longer word
            if (named || longer) {
                at = quoted.indexOf(name, at + 1);
                continue;
            }
            out.append(quoted, from, at).append(at == 0 ? "T" + self.substring(1) : self); // "Ajani's Pridemate gets ..." first
            from = end;
            at = quoted.indexOf(name, end);
        }
        out.append(quoted, from, quoted.length());
        return out.toString();
    }
}
