package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.Noun;
import dev.arbiter.cards.grammar.ast.PlayerRef;
import dev.arbiter.cards.grammar.ast.TriggerNode;

/**
 * "[trigger line] This ability triggers only once each turn." (603.2), read by {@link TriggerGrammar} into
 * {@link TriggerNode.OnceEachTurn}. Such an ability triggers on the first event of the turn with one or more objects of
 * its kind as it would on the first such object (603.2c), so when the effect doesn't name the group ("those cards",
 * "that many") these events read as their one-object forms:
 * <pre>
 * one-occurrence := ("you discard" | "a player discards" | "an opponent discards") "one or more cards"    ("a card")
 *                 | "one or more" noun "enter the battlefield" ["under your control"]             ("a [noun] enters ...")
 *                 | "one or more" KIND "counters are put on one or more" noun        ("a KIND counter is put on a [noun]")
 * </pre>
 * where the noun is plural, of lower-case words (a counted subtype may keep its capital).
 */
public final class OnceEachTurnGrammar {

    /** The sentence's words after the effect. */
    private static final String SENTENCE = "this ability triggers only once each turn .";
    private static final int SENTENCE_TOKENS = 8;

    private OnceEachTurnGrammar() {
    }

    /** The index of the sentence's first token when {@code c}'s tokens end with it after another token, else -1. */
    static int sentenceStart(Cursor c) {
        int m = c.mark();
        int n = m + Spans.size(c);
        int at = n - SENTENCE_TOKENS;
        boolean found = at > m && atSentence(c, at);
        c.reset(m);
        return found ? at : -1;
    }

    private static boolean atSentence(Cursor c, int at) {
        c.reset(at);
        Token first = c.peek();
        return first != null && first.text().equals("This") && c.accept(SENTENCE) && c.atEnd();
    }

    /**
     * The one-object form of the event at the cursor (after "Whenever"), its comma next; or null, the cursor unchanged.
     * {@code text} is the line, whose effect after the comma must not name the group.
     */
    static TriggerNode singular(Cursor c, String text) {
        int m = c.mark();
        TriggerNode e;
        try {
            e = read(c);
        } catch (ParseFailure f) {
            e = null;
        }
        if (e == null || !c.at(",") || namesGroup(text.substring(c.peek().start() + 1))) {
            c.reset(m);
            return null;
        }
        return e;
    }

    private static TriggerNode read(Cursor c) {
        PlayerRef who = c.accept("you discard") ? new PlayerRef.You()
                : c.accept("a player discards") ? new PlayerRef.EachPlayer()
                : c.accept("an opponent discards") ? new PlayerRef.EachOpponent() : null;
        if (who != null) {
            return c.accept("one or more cards") ? new TriggerNode.PlayerDoes(who, "discards a card") : null; // 701.8a
        }
        if (!c.accept("one or more")) return null;
        int at = c.mark();
        if (plainWords(c, false)) { // 603.6a
            try {
                Noun n = NounGrammar.noun(c);
                if (n.plural() && n.controller() == null && c.accept("enter the battlefield")) {
                    return new TriggerNode.Enters(one(n, c.accept("under your control") ? "you control" : null), false, false);
                }
            } catch (ParseFailure f) {
                // not a noun: the counters
            }
            c.reset(at);
        }
        String kind = CounterGrammar.kind(c); // 122.6
        if (kind == null || !c.accept("counters are put on one or more") || !plainWords(c, true)) return null;
        Noun n = NounGrammar.noun(c);
        if (!n.plural() || n.controller() != null && !n.controller().equals("you control")) return null;
        return new TriggerNode.CountersPut(one(n, n.controller()), kind, true);
    }

    /** The noun as one object (not plural), with {@code controller}. */
    private static Noun one(Noun n, String controller) {
        return new Noun(n.adjectives(), n.heads(), n.subtypeModifiers(), controller, n.with(), false, n.zone());
    }

    /**
     * Whether the words from the cursor to "enter" (or to "you control" / the comma, with {@code counted}) are words of
     * small letters, the last ending in "s" (with {@code counted} it may have capitals); the cursor goes back.
     */
    private static boolean plainWords(Cursor c, boolean counted) {
        int m = c.mark();
        int n = 0;
        Token last = null;
        boolean lower = true;
        while (c.peek() != null && !(counted ? c.at("you control") || c.at(",") : c.at("enter"))) {
            Token t = c.next();
            if (t.kind() != Token.Kind.WORD) {
                c.reset(m);
                return false;
            }
            if (last != null && !letters(last.text(), false)) lower = false;
            last = t;
            n++;
        }
        c.reset(m);
        return n > 0 && lower && letters(last.text(), counted) && last.text().endsWith("s");
    }

    private static boolean letters(String w, boolean capitals) {
        for (int i = 0; i < w.length(); i++) {
            char ch = w.charAt(i);
            if (!(ch >= 'a' && ch <= 'z' || capitals && ch >= 'A' && ch <= 'Z')) return false;
        }
        return !w.isEmpty();
    }

    /** Whether the effect names the group of objects ("those", "them", "that many", 603.2c). */
    private static boolean namesGroup(String effect) {
        for (String word : new String[] {"those", "them", "they", "their", "that many", "each of"}) {
            for (int at = effect.indexOf(word); at >= 0; at = effect.indexOf(word, at + 1)) {
                int end = at + word.length();
                if ((at == 0 || !TokenShapes.wordChar(effect.charAt(at - 1)))
                        && (end == effect.length() || !TokenShapes.wordChar(effect.charAt(end)))) {
                    return true;
                }
            }
        }
        return false;
    }
}
