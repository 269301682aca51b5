package dev.arbiter.scenario.parse;

import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** The parenthesised modifiers of a setup item: {@code (tapped, +1/+1 2, attached to Bear)}. */
final class ModifierParser {
    private static final Pattern DAMAGE = Pattern.compile("^damage\\s+(\\S+)$", Pattern.CASE_INSENSITIVE);
    private static final Pattern ATTACHED = Pattern.compile("^attached\\s+to\\s+(.+)$", Pattern.CASE_INSENSITIVE);
    private static final Pattern LABEL = Pattern.compile("^as\\s+(.+)$", Pattern.CASE_INSENSITIVE);
    private static final Pattern COUNTERS = Pattern.compile("^(\\S+)\\s+(\\S+)$");
    private static final List<String> RESERVED = List.of("tapped", "sick", "token", "damage", "as", "attached");
    static final String EXPECTED = "expected tapped, sick, token, damage N, KIND N (e.g. +1/+1 2, charge 3),"
            + " attached to CARD or as LABEL";

    private ModifierParser() {}

    static List<Modifier> parseList(String text, Pos pos, Names names) {
        if (text.isBlank()) {
            throw new ScenarioSyntaxException(pos, "empty modifier list \"()\"; " + EXPECTED);
        }
        return CommaLists.split(text, pos, cand -> isAttachment(cand, names)).stream()
                .map(m -> parse(m, pos))
                .toList();
    }

    private static boolean isAttachment(String candidate, Names names) {
        Matcher m = ATTACHED.matcher(candidate);
        return m.matches() && names.isRef(m.group(1));
    }

    static Modifier parse(String text, Pos pos) {
        String lower = text.toLowerCase(Locale.ROOT);
        switch (lower) {
            case "tapped": return new Modifier.Tapped();
            case "sick": return new Modifier.Sick();
            case "token": return new Modifier.Token();
            default: break;
        }
        Matcher m = DAMAGE.matcher(text);
        if (m.matches()) {
            return new Modifier.Damage(Numbers.nonNegative(m.group(1), pos, "damage N"));
        }
        m = ATTACHED.matcher(text);
        if (m.matches()) {
            return new Modifier.AttachedTo(Refs.ref(m.group(1), pos, "what it is attached to"));
        }
        m = LABEL.matcher(text);
        if (m.matches()) {
            return new Modifier.Label(label(m.group(1).strip(), pos));
        }
        m = COUNTERS.matcher(text);
        if (m.matches() && isKind(m.group(1))) {
            String kind = m.group(1).toLowerCase(Locale.ROOT);
            return new Modifier.Counters(kind, Numbers.nonNegative(m.group(2), pos, kind + " N"));
        }
        throw new ScenarioSyntaxException(pos, "bad modifier \"" + text + "\"; " + EXPECTED);
    }

    private static boolean isKind(String word) {
        return !RESERVED.contains(word.toLowerCase(Locale.ROOT)) && !word.matches("[-+]?\\d+");
    }

    private static String label(String label, Pos pos) {
        if (label.matches(".*[#(),:].*")) {
            throw new ScenarioSyntaxException(pos,
                    "bad label \"" + label + "\"; a label cannot contain # ( ) , or :");
        }
        return label;
    }
}
