package dev.arbiter.scenario.run;

import dev.arbiter.engine.decision.Rejection;

/**
 * Whether a rejection cites a rule ({@code illegal RULE:}): the rule, or a subrule of it, stands
 * among the numbers of the rejection's rule or message ({@code 509.1} is cited by {@code 509.1c}).
 */
final class RuleCitation {
    private RuleCitation() {
    }

    static boolean cites(Rejection r, String rule) {
        return in(r.rule(), rule) || in(r.message(), rule);
    }

    private static boolean in(String text, String rule) {
        if (text == null) return false;
        String want = rule.trim().toLowerCase(java.util.Locale.ROOT);
        for (String token : text.toLowerCase(java.util.Locale.ROOT).split("[^0-9a-z.]+")) {
            String t = token.endsWith(".") ? token.substring(0, token.length() - 1) : token;
            if (t.equals(want)) return true;
            if (t.startsWith(want) && t.length() > want.length()) {
                char next = t.charAt(want.length());
                if (next == '.' || Character.isLetter(next) && Character.isDigit(want.charAt(want.length() - 1))) return true;
            }
        }
        return false;
    }
}
