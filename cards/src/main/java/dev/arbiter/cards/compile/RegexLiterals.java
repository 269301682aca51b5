package dev.arbiter.cards.compile;

import java.util.ArrayList;
import java.util.List;

/**
 * The literal text a regular expression can't match without: for each top-level alternative, its
 * longest run of plain characters. A string that contains none of them can't hold a match, so the
 * expression need not be run on it. Conservative: anything not plainly literal (groups, classes,
 * anchors, optional characters) ends a run, and an alternative with no run gives no answer (null).
 */
final class RegexLiterals {

    /** Each pattern's needles, lower-cased for a case-insensitive pattern; an empty list when it has none. */
    private static final java.util.concurrent.ConcurrentHashMap<java.util.regex.Pattern, List<String>> BY_PATTERN =
            new java.util.concurrent.ConcurrentHashMap<>();

    private RegexLiterals() {
    }

    /**
     * False only when {@code p} can't match anywhere in {@code text} ({@code lower} is {@code text} lower-cased,
     * for case-insensitive patterns): the text holds none of the pattern's literals.
     */
    static boolean mayMatch(java.util.regex.Pattern p, String text, String lower) {
        List<String> needles = needlesFor(p);
        if (needles.isEmpty()) return true;
        String in = (p.flags() & java.util.regex.Pattern.CASE_INSENSITIVE) != 0 ? lower : text;
        for (String n : needles) {
            if (in.contains(n)) return true;
        }
        return false;
    }

    /**
     * The strings one of which any text {@code p} matches in holds (lower-cased for a case-insensitive pattern, to be
     * looked for in the text lower-cased), or an empty list when there is no such answer.
     */
    static List<String> needlesFor(java.util.regex.Pattern p) {
        List<String> needles = BY_PATTERN.get(p);
        return needles != null ? needles : BY_PATTERN.computeIfAbsent(p, RegexLiterals::needlesOf);
    }

    private static List<String> needlesOf(java.util.regex.Pattern p) {
        int known = java.util.regex.Pattern.CASE_INSENSITIVE | java.util.regex.Pattern.DOTALL
                | java.util.regex.Pattern.MULTILINE; // not UNICODE_CASE: "ſ" would match "s" and lower-case to itself
        if ((p.flags() & ~known) != 0) return List.of(); // comments, literal, canonical equivalence: no answer
        List<String> needles = needles(p.pattern());
        if (needles == null) return List.of();
        if ((p.flags() & java.util.regex.Pattern.CASE_INSENSITIVE) == 0) return needles;
        List<String> lower = new ArrayList<>();
        for (String n : needles) {
            // case folding beyond ASCII: no answer (a dash or a bullet has no case, so it stays itself in any text)
            if (!n.chars().allMatch(c -> c < 128 || Character.toLowerCase(c) == c && Character.toUpperCase(c) == c
                    && !Character.isLetter(c))) {
                return List.of();
            }
            lower.add(n.toLowerCase(java.util.Locale.ROOT));
        }
        return List.copyOf(lower);
    }

    /** One necessary string per top-level alternative of {@code regex}, or null when some alternative has none. */
    static List<String> needles(String regex) {
        if (regex.matches("(?s).*\\(\\?[a-zA-Z-].*")) return null; // inline flags (?i), (?x)...: literals may not be literal
        List<String> out = new ArrayList<>();
        for (String alternative : alternatives(regex)) {
            String longest = longestRun(alternative);
            if (longest.isEmpty()) return null;
            out.add(longest);
        }
        return List.copyOf(out);
    }

    private static List<String> alternatives(String regex) {
        List<String> out = new ArrayList<>();
        int depth = 0;
        boolean inClass = false;
        int start = 0;
        for (int i = 0; i < regex.length(); i++) {
            char c = regex.charAt(i);
            if (c == '\\') {
                i++;
            } else if (inClass) {
                if (c == ']') inClass = false;
            } else if (c == '[') {
                inClass = true;
            } else if (c == '(') {
                depth++;
            } else if (c == ')') {
                depth--;
            } else if (c == '|' && depth == 0) {
                out.add(regex.substring(start, i));
                start = i + 1;
            }
        }
        out.add(regex.substring(start));
        return out;
    }

    private static String longestRun(String alternative) {
        String longest = "";
        StringBuilder run = new StringBuilder();
        int i = 0;
        while (i < alternative.length()) {
            char c = alternative.charAt(i);
            if (c == '\\' && i + 1 < alternative.length()) {
                char e = alternative.charAt(i + 1);
                if (Character.isLetterOrDigit(e)) { // \b, \d, \w, \s, \p{..}: not a literal character
                    longest = longer(longest, run);
                    run.setLength(0);
                    i += 2;
                    if ((e == 'p' || e == 'P') && i < alternative.length() && alternative.charAt(i) == '{') {
                        i = alternative.indexOf('}', i) + 1;
                    }
                    continue;
                }
                run.append(e);
                i += 2;
            } else if (c == '(') {
                // a group of plain words, "(gets|get)": their common start "get" is there; quantified, nothing is
                int end = skipBracket(alternative, i);
                String prefix = literalPrefix(alternative, i, end);
                if (prefix != null) {
                    run.append(prefix);
                    if (prefix.equals(literalWhole(alternative, i, end))) {
                        i = end;
                        continue;
                    }
                }
                longest = longer(longest, run);
                run.setLength(0);
                i = end;
                continue;
            } else if (c == '[') {
                longest = longer(longest, run);
                run.setLength(0);
                i = skipBracket(alternative, i);
                continue;
            } else if (c == '?' || c == '*' || c == '{') {
                if (run.length() > 0) run.setLength(run.length() - 1); // the character before is optional
                longest = longer(longest, run);
                run.setLength(0);
                i = c == '{' ? alternative.indexOf('}', i) + 1 : i + 1;
                if (i == 0) return ""; // an unclosed brace: give up
                continue;
            } else if (c == '+') {
                longest = longer(longest, run); // the character before is there at least once
                run.setLength(0);
                i++;
            } else if (c == '.' || c == '^' || c == '$') {
                longest = longer(longest, run);
                run.setLength(0);
                i++;
            } else {
                run.append(c);
                i++;
            }
            // a quantifier right after a group or class applies to it: the group was skipped whole
        }
        return longer(longest, run);
    }

    /**
     * The common start of the alternatives of the group from {@code open} to {@code end} (its closing parenthesis,
     * then any quantifier) when each is plain text and the group has no quantifier, else null.
     */
    private static String literalPrefix(String s, int open, int end) {
        List<String> alternatives = groupAlternatives(s, open, end);
        if (alternatives == null) return null;
        String prefix = alternatives.get(0);
        for (String a : alternatives) {
            int k = 0;
            while (k < prefix.length() && k < a.length() && prefix.charAt(k) == a.charAt(k)) k++;
            prefix = prefix.substring(0, k);
        }
        return prefix;
    }

    /** The group's one alternative when it has exactly one (then the run goes on past it), else null. */
    private static String literalWhole(String s, int open, int end) {
        List<String> alternatives = groupAlternatives(s, open, end);
        return alternatives != null && alternatives.size() == 1 ? alternatives.get(0) : null;
    }

    /** The plain-text alternatives of a capturing or {@code (?:} group without a quantifier, or null. */
    private static List<String> groupAlternatives(String s, int open, int end) {
        int close = end - 1;
        while (close > open && s.charAt(close) != ')') close--;
        if (close + 1 < end) return null; // "?", "*", "+": absent or repeated
        if (close + 1 < s.length() && s.charAt(close + 1) == '{') return null;
        String inner = s.substring(open + 1, close);
        if (inner.startsWith("?:")) inner = inner.substring(2);
        else if (inner.startsWith("?")) return null; // look-around, named group, inline flags
        for (int k = 0; k < inner.length(); k++) {
            if ("\\[](){}.^$?*+".indexOf(inner.charAt(k)) >= 0) return null;
        }
        return List.of(inner.split("\\|", -1));
    }

    /** The index just past the group or class that opens at {@code i} (and any quantifier after it). */
    private static int skipBracket(String s, int i) {
        char open = s.charAt(i);
        int depth = 0;
        for (int k = i; k < s.length(); k++) {
            char c = s.charAt(k);
            if (c == '\\') {
                k++;
            } else if (open == '[' ? c == '[' && k == i : c == '(') {
                depth++;
            } else if (open == '[' ? c == ']' : c == ')') {
                if (open == '[' || --depth == 0) {
                    int after = k + 1;
                    while (after < s.length() && "?*+".indexOf(s.charAt(after)) >= 0) after++;
                    return after;
                }
            }
        }
        return s.length();
    }

    private static String longer(String longest, StringBuilder run) {
        return run.length() > longest.length() ? run.toString() : longest;
    }
}
