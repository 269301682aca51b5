package dev.arbiter.cards.compile;

import dev.arbiter.cards.text.Regex;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * Short reasons for lines no grammar understood, so the unsupported list says what is missing
 * ("regeneration", "Auras") instead of only "not understood". First match wins.
 */
final class UnsupportedReasons {

    /** The reason when nothing more specific is known. */
    static final String NOT_UNDERSTOOD = "not understood";

    private static final Map<Pattern, String> REASONS = new LinkedHashMap<>();
    /** For each pattern, strings of which a match must contain one (null: no such strings known). */
    private static final Map<Pattern, List<String>> NEEDLES = new java.util.HashMap<>();

    static {
        reason("^enchant ", "Auras (enchant)");
        reason("^(enchanted|equipped|fortified) ", "Aura/Equipment static ability");
        reason("\\bequip\\b", "Equipment (equip)");
        reason("\\bregenerat", "regeneration");
        reason("power and toughness are each equal|'s power is equal", "characteristic-defining P/T");
        reason("^choose one|^•", "modal spell");
        reason("\\byou may\\b|\\bmay have\\b", "optional effect (\"you may\")");
        reason("\\bcounter target\\b|\\bcounter it\\b", "countering spells");
        reason("\\btokens?\\b", "tokens");
        reason("\\bcounters? on\\b|\\+1/\\+1 counter|-1/-1 counter", "counters");
        reason("\\bprevent\\b|\\bprevention\\b", "damage prevention");
        reason("enters the battlefield tapped|enters tapped", "enters tapped");
        reason("enters the battlefield with|\\bas ~ enters\\b", "enters-the-battlefield replacement");
        reason("\\bif .* would\\b|\\binstead\\b", "replacement effect");
        reason("\\bsearch\\b", "library search");
        reason("\\bdiscards?\\b", "discard");
        reason("\\bsacrifices?\\b", "sacrifice effect");
        reason("\\bexile", "exile");
        reason("\\breturn\\b", "returning cards or permanents");
        reason("\\bgain control\\b|\\bgains control\\b|\\byou control enchanted\\b", "control change");
        reason("\\buntap|\\btap ", "tap/untap effect");
        reason("\\bcan't be blocked\\b|\\bcan block\\b|\\bcan't block\\b|\\bcan't attack\\b|\\battacks?\\b.*\\bif able\\b",
                "other combat restriction");
        reason("^(other )?[\\w ]*creatures?[\\w ]* (get|have)\\b|^[\\w ]+ have \\\"", "static effect on other permanents");
        reason("\\bmills?\\b|\\blibrary\\b", "library manipulation");
        reason("\\bdeals? damage\\b.*\\bequal to\\b|\\bwhere x is\\b|\\bfor each\\b", "variable amount");
        reason("\\beach creature\\b|\\ball creatures\\b|\\bdestroy all\\b", "effect on all permanents");
        reason("\\bante\\b", "ante");
        reason("\\bextra turn\\b", "extra turns");
        reason("\\bcosts? \\{?\\d*\\}? ?(more|less)\\b", "cost modification");
        reason("\\bcan't be countered\\b", "uncounterable");
    }

    private UnsupportedReasons() {
    }

    /** The patterns, in the order they are tried (for tests). */
    static List<Pattern> patterns() {
        return List.copyOf(REASONS.keySet());
    }

    private static void reason(String regex, String reason) {
        Pattern p = Pattern.compile(regex);
        REASONS.put(p, reason); // matched against the lower-cased line
        NEEDLES.put(p, RegexLiterals.needles(regex));
    }

    /**
     * A short category for reports: for a line not understood, a guess at what it needs; for a
     * specific reason, the reason without the quoted details.
     */
    static String category(String reason, String lineText) {
        if (reason.equals(NOT_UNDERSTOOD)) {
            return lineText == null ? reason : classify(lineText);
        }
        if (reason.startsWith("keyword \"")) {
            String word = Regex.split(reason.substring(9), "[ \"]")[0];
            return word.equalsIgnoreCase("enchant") ? "Auras (enchant)" : "keyword " + word.toLowerCase(java.util.Locale.ROOT);
        }
        if (reason.startsWith("cost \"")) {
            return "cost part";
        }
        if (reason.startsWith("target \"") || reason.startsWith("gaining \"")) {
            int paren = reason.lastIndexOf('(');
            String head = reason.substring(0, reason.indexOf(' '));
            return paren < 0 ? head : head + " " + reason.substring(paren);
        }
        return reason;
    }

    /** A short reason for a line (or effect text) that was not understood. */
    static String classify(String text) {
        String lower = text.toLowerCase(java.util.Locale.ROOT);
        for (Map.Entry<Pattern, String> e : REASONS.entrySet()) {
            List<String> needles = NEEDLES.get(e.getKey());
            if (needles != null && needles.stream().noneMatch(lower::contains)) continue; // it can't match
            if (e.getKey().matcher(lower).find()) {
                return e.getValue();
            }
        }
        return NOT_UNDERSTOOD;
    }
}
