package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.ast.EffectNode;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A named token's quoted ability that names the token ("create a 2/2 ... token named Ajani's Pridemate with "Whenever you
 * gain life, put a +1/+1 counter on Ajani's Pridemate."""): text that refers to the object it's on by name means just that
 * object (201.5), so the name is read as "this creature" ("this artifact" for a noncreature artifact token). "named X"
 * inside the ability (another object's name) is left as written.
 */
final class TokenSelfName {
    private TokenSelfName() {
    }

    static String asSelf(String quoted, EffectNode.CreateTokens t) {
        String name = t.name();
        if (name == null || name.equals("~") || !quoted.contains(name)) return quoted;
        String self = t.types().contains("creature") ? "this creature" : t.types().contains("artifact") ? "this artifact" : null;
        if (self == null) return quoted;
        Matcher m = Pattern.compile("(?<!named )" + Pattern.quote(name) + "(?![\\w-])").matcher(quoted);
        StringBuilder out = new StringBuilder();
        while (m.find()) {
            boolean first = m.start() == 0; // "Ajani's Pridemate gets ..." at the start of the ability
            m.appendReplacement(out, Matcher.quoteReplacement(first ? "T" + self.substring(1) : self));
        }
        m.appendTail(out);
        return out.toString();
    }
}
