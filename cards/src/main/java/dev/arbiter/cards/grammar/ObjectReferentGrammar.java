package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.ReferentNodes.EachOfTargets;
import dev.arbiter.cards.grammar.ast.ReferentNodes.Host;
import dev.arbiter.cards.grammar.ast.ReferentNodes.It;
import dev.arbiter.cards.grammar.ast.ReferentNodes.ObjectReferent;
import dev.arbiter.cards.grammar.ast.ReferentNodes.Self;
import dev.arbiter.cards.grammar.ast.ReferentNodes.TargetDesc;
import dev.arbiter.cards.grammar.ast.ReferentNodes.Targeted;
import dev.arbiter.cards.grammar.ast.ReferentNodes.ThatObject;
import dev.arbiter.cards.grammar.ast.ReferentNodes.ThatPlayersTarget;
import dev.arbiter.cards.grammar.ast.ReferentNodes.Unread;
import java.util.List;

/**
 * The object an effect clause names (608.2c, 115.1, 303.4, 301.5), read once from the clause's tokens into a typed
 * {@link ObjectReferent}:
 * <pre>
 * object      := "~" | "it" | host | "that" ("creature" | "permanent" | "land")
 *              | "target" WORDS "that player controls" ["of their choice"] | "each of" several | target
 * host        := ("enchanted" | "equipped") "creature" | "enchanted" ("land" | "permanent" | "artifact") | "fortified land"
 * </pre>
 * target and several are {@link TargetPhraseGrammar}'s; any other phrase is {@link Unread}.
 */
public final class ObjectReferentGrammar {

    private ObjectReferentGrammar() {
    }

    /** The object {@code phrase} names (the whole phrase). */
    public static ObjectReferent read(String phrase) {
        Cursor c = Cursor.of(phrase);
        List<Token> tokens = c.tokens(0, Spans.size(c));
        return of(phrase, tokens);
    }

    /** The object the tokens of {@code clause} before token {@code verb} name, or null when no space precedes the verb. */
    public static ObjectReferent before(String clause, List<Token> tokens, int verb) {
        int s = tokens.get(verb).start();
        if (s < 2 || clause.charAt(s - 1) != ' ') return null; // as ClauseWords.subjectBefore
        return of(clause, tokens.subList(0, verb));
    }

    /** The object the {@code tokens} (all of them, in {@code source}) name. */
    static ObjectReferent of(String source, List<Token> tokens) {
        Cursor c = new Cursor(tokens);
        int n = tokens.size();
        if (n == 0) return new Unread("");
        Token last = tokens.get(n - 1);
        String printed = source.substring(tokens.get(0).start(), last.start() + last.text().length());
        if (whole(c, "~")) return new Self();
        if (whole(c, "it")) return new It();
        if (host(c)) return new Host(); // 303.4, 301.5
        if (whole(c, "that creature") || whole(c, "that permanent") || whole(c, "that land")) return new ThatObject();
        boolean target = c.at("target") && n > 1 && source.charAt(tokens.get(0).start() + "target".length()) == ' ';
        if (target) {
            for (int j = 2; j < n; j++) { // at least one word of the kind: the first "that player controls" ending the phrase
                c.reset(j);
                if (!c.accept("that player controls")) continue;
                boolean choice = c.accept("of their choice");
                if (!c.atEnd()) continue;
                TargetDesc kind = TargetPhraseGrammar.targetDesc(new Cursor(tokens.subList(0, j)), source);
                return new ThatPlayersTarget(kind, choice, printed, whole(source, tokens));
            }
            c.reset(0);
        }
        if (c.at("each of") && n > 2 && source.charAt(tokens.get(1).start() + 2) == ' ') {
            return new EachOfTargets(TargetPhraseGrammar.severalDesc(new Cursor(tokens.subList(2, n)), source));
        }
        if (target) return new Targeted(whole(source, tokens));
        return new Unread(printed);
    }

    private static TargetDesc whole(String source, List<Token> tokens) {
        return TargetPhraseGrammar.targetDesc(new Cursor(tokens), source);
    }

    /** Whether {@code phrase} is all of the cursor's tokens (from the start); the cursor goes back to the start. */
    private static boolean whole(Cursor c, String phrase) {
        c.reset(0);
        boolean all = c.accept(phrase) && c.atEnd();
        c.reset(0);
        return all;
    }

    private static boolean host(Cursor c) {
        c.reset(0);
        boolean read;
        if (c.accept("enchanted")) {
            read = c.acceptAny("creature", "land", "permanent", "artifact") != null;
        } else if (c.accept("equipped")) {
            read = c.accept("creature");
        } else {
            read = c.accept("fortified land");
        }
        boolean all = read && c.atEnd();
        c.reset(0);
        return all;
    }
}
