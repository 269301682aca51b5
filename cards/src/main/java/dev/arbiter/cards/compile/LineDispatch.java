package dev.arbiter.cards.compile;

import dev.arbiter.cards.text.CardText;
import dev.arbiter.engine.ability.Ability;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Readers of a whole rules line asked in a fixed order, the first that reads the line winning, with an index from a
 * line's first word to the readers that can read it, built once: a reader that declares the first words it can start
 * with is asked only about lines starting with one of them; a reader declaring none is asked about every line. The
 * readers asked about a line are those of the full order that remain, in the same order, so the first to read it is
 * the same reader as without the index.
 */
final class LineDispatch {

    /** One reader of whole lines: the abilities of {@code text}, or empty when it is not this reader's. */
    @FunctionalInterface
    interface Read {
        Optional<List<Ability>> read(String text, CardText card, SpellEffectLines spell, boolean instantOrSorcery);
    }

    /**
     * A reader, named for profiles and tests, with the first words ({@link #firstWord} of the line) it can start with
     * ({@code starts}; empty: any) and those it never starts with ({@code never}). Declaring is a promise: on a line
     * it is not asked about the reader answers empty, throws nothing and changes nothing (LineDispatchTest holds
     * every declaring reader to it on every line of the bundled files).
     */
    record Reader(String name, Set<String> starts, Set<String> never, Read read) {

        /** Whether the reader is asked about a line starting with {@code word}. */
        boolean canStart(String word) {
            return starts.isEmpty() ? !never.contains(word) : starts.contains(word);
        }
    }

    /**
     * The first words of a triggered ability (603.1: "when", "whenever", "at") and of an activated one (602.1:
     * "[cost]: [effect]", the cost a mana or tap symbol, or 606.4 a loyalty cost in brackets).
     */
    static final Set<String> TRIGGERED_OR_ACTIVATED = Set.of("when", "whenever", "at", "{", "[");

    /** A reader asked about every line (one added without declaring its start is one of these). */
    static Reader any(String name, Read read) {
        return new Reader(name, Set.of(), Set.of(), read);
    }

    /** A reader asked only about lines whose {@link #firstWord} is one of {@code words} (lower case). */
    static Reader startingWith(String name, Read read, String... words) {
        return new Reader(name, Set.of(words), Set.of(), read);
    }

    /** A reader of no triggered or activated ability: never asked about a line starting as one does. */
    static Reader notTriggeredOrActivated(String name, Read read) {
        return new Reader(name, Set.of(), TRIGGERED_OR_ACTIVATED, read);
    }

    private final List<Reader> readers;
    /** For each declared first word, the readers asked about a line starting with it, in order. */
    private final Map<String, Reader[]> byStart = new HashMap<>();
    /** The readers asked about a line starting with no declared word: those that declare none, in order. */
    private final Reader[] fallback;

    LineDispatch(List<Reader> readers) {
        this.readers = List.copyOf(readers);
        Set<String> words = new LinkedHashSet<>();
        for (Reader r : readers) {
            words.addAll(r.starts());
            words.addAll(r.never());
        }
        for (String w : words) byStart.put(w, select(w));
        fallback = select(null); // a word no reader declares: those that can start with anything
    }

    private Reader[] select(String word) {
        List<Reader> out = new ArrayList<>();
        for (Reader r : readers) {
            if (word == null ? r.starts().isEmpty() : r.canStart(word)) out.add(r);
        }
        return out.toArray(Reader[]::new);
    }

    /**
     * Set by LineDispatchTest only: after each line, every reader that was not asked about it is asked too, and each
     * that answers (or throws) is reported with the line.
     */
    static volatile java.util.function.BiConsumer<String, String> check;

    /** The abilities of {@code text} from the first reader that reads it, or empty. */
    Optional<List<Ability>> read(String text, CardText card, SpellEffectLines spell, boolean instantOrSorcery) {
        Reader[] asked = candidates(text);
        if (check != null) check(asked, text, card, instantOrSorcery);
        for (Reader r : asked) {
            Optional<List<Ability>> read = r.read().read(text, card, spell, instantOrSorcery);
            if (read.isPresent()) return read;
        }
        return Optional.empty();
    }

    private void check(Reader[] asked, String text, CardText card, boolean instantOrSorcery) {
        java.util.function.BiConsumer<String, String> report = check;
        List<Reader> skipped = new ArrayList<>(readers);
        skipped.removeAll(List.of(asked));
        for (Reader r : skipped) {
            try {
                if (r.read().read(text, card, new SpellEffectLines(card), instantOrSorcery).isEmpty()) continue;
            } catch (RuntimeException e) {
                // a reader that throws on a line it is not asked about would have failed the card
            }
            if (report != null) report.accept(r.name(), text);
        }
    }

    /** The readers asked about {@code text}, in order. */
    Reader[] candidates(String text) {
        Reader[] r = byStart.get(firstWord(text));
        return r != null ? r : fallback;
    }

    /** Every reader, in order. */
    List<Reader> readers() {
        return readers;
    }

    /**
     * The key a line is dispatched on: its first word in lower case (letters and digits, with apostrophes and inner
     * hyphens, as the tokenizer reads a word: "flashback" of "Flashback—{2}{R}", "you'll"), else its first character
     * ("{" of "{T}: ...", "~", "+"); "" for a blank line.
     */
    static String firstWord(String text) {
        int n = text.length();
        int i = 0;
        while (i < n && Character.isWhitespace(text.charAt(i))) i++;
        if (i == n) return "";
        if (!Character.isLetter(text.charAt(i))) return String.valueOf(text.charAt(i));
        int end = i;
        while (end < n) {
            char c = text.charAt(end);
            if (Character.isLetterOrDigit(c) || c == '\'' || c == '’'
                    || (c == '-' && end + 1 < n && Character.isLetter(text.charAt(end + 1)))) {
                end++;
            } else {
                break;
            }
        }
        return text.substring(i, end).replace('’', '\'').toLowerCase(java.util.Locale.ROOT);
    }
}
