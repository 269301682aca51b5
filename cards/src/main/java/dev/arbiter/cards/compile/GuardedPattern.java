package dev.arbiter.cards.compile;

import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A regular expression of the older line readers that is run only on text holding one of its literals
 * ({@link RegexLiterals}): every line that no earlier reader took is offered to a few dozen such expressions, most
 * can't match it, and looking for a word costs a fraction of a failed match with lazy groups. The answers are the
 * expression's own: a text without any of the literals gets a matcher that finds nothing, as the expression would.
 */
final class GuardedPattern {

    /** Matches nothing: the matcher for a text the expression can't match either. */
    private static final Pattern NOTHING = Pattern.compile("(?!)");
    /** The last text lower-cased on this thread, and its lower case: a line is offered to many expressions in turn. */
    private static final ThreadLocal<String[]> LOWER = ThreadLocal.withInitial(() -> new String[2]);

    private final Pattern pattern;
    /** {@link RegexLiterals#needlesFor}, found once; empty: always run the expression. */
    private final String[] needles;
    private final boolean caseInsensitive;

    private GuardedPattern(Pattern pattern) {
        this.pattern = pattern;
        this.needles = RegexLiterals.needlesFor(pattern).toArray(String[]::new);
        this.caseInsensitive = (pattern.flags() & Pattern.CASE_INSENSITIVE) != 0;
    }

    /** {@link Pattern#compile(String, int)}, guarded. */
    static GuardedPattern compile(String regex, int flags) {
        return new GuardedPattern(Pattern.compile(regex, flags));
    }

    /** {@link Pattern#compile(String)}, guarded. */
    static GuardedPattern compile(String regex) {
        return new GuardedPattern(Pattern.compile(regex));
    }

    /** The expression. */
    Pattern pattern() {
        return pattern;
    }

    /**
     * A matcher over {@code text}: the expression's own when {@code text} holds one of its literals, else one that
     * matches nothing (for {@code matches}, {@code find} and {@code lookingAt} the same answer, false).
     */
    Matcher matcher(String text) {
        return mayMatch(text) ? pattern.matcher(text) : NOTHING.matcher(text);
    }

    /** {@link RegexLiterals#mayMatch}, with the needles at hand. */
    private boolean mayMatch(String text) {
        if (needles.length == 0) return true;
        String in = caseInsensitive ? lower(text) : text;
        for (String n : needles) {
            if (in.contains(n)) return true;
        }
        return false;
    }

    private static String lower(String text) {
        String[] last = LOWER.get();
        if (last[0] != text) {
            last[1] = text.toLowerCase(Locale.ROOT);
            last[0] = text;
        }
        return last[1];
    }

    @Override
    public String toString() {
        return pattern.toString();
    }
}
