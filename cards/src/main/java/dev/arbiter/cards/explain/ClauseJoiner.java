package dev.arbiter.cards.explain;

import dev.arbiter.engine.ability.Effect;
import java.util.List;

/**
 * Joins the clauses of an effect the way oracle text does (608.2c: in the order written):
 * two predicates of one subject share it ("Target player draws two cards and loses 2 life"), two
 * statements join with "and" ("~ deals 3 damage to any target and you gain 3 life"), a draw followed
 * by a discard or another draw takes ", then", and an instruction after anything starts a new
 * sentence ("Destroy target artifact. Draw a card.").
 */
final class ClauseJoiner {

    private static final String EOT = " until end of turn";

    private ClauseJoiner() {
    }

    /** The clauses as text, without the final full stop. */
    static String join(List<Clause> clauses) {
        return join(clauses, false);
    }

    /**
     * The body of a condition ("If they don't, that player loses 5 life and you sacrifice ~"): every clause stays inside
     * the condition (608.2c), so an instruction after the first clause joins with "and" instead of starting a sentence
     * that would read as unconditional ("... loses 5 life. Sacrifice ~").
     */
    static String joinScoped(List<Clause> clauses) {
        return join(clauses, true);
    }

    private static String join(List<Clause> clauses, boolean scoped) {
        StringBuilder sb = new StringBuilder();
        Clause prev = null;
        int prevStart = 0;
        for (Clause c : clauses) {
            int start;
            if (prev == null) {
                start = 0;
                sb.append(c.text());
            } else if (prev.kind() == Clause.Kind.IMPERATIVE && prev.key() != null && c.kind() == Clause.Kind.DECLARATIVE
                    && prev.effect().getClass() == c.effect().getClass() && !c.subject().isEmpty()
                    && OptionalText.baseForm(c.predicate()).equals(prev.predicate())) {
                // 101.4: "you and target opponent each draw a card": one instruction to two players
                String both = "you and " + c.subject() + " each " + prev.predicate();
                boolean capital = prevStart >= 2 && sb.substring(prevStart - 2, prevStart).equals(". ");
                sb.replace(prevStart, sb.length(), capital ? Character.toUpperCase(both.charAt(0)) + both.substring(1) : both);
                prev = c;
                continue;
            } else if (prev.kind() == Clause.Kind.DECLARATIVE && c.kind() == Clause.Kind.DECLARATIVE
                    && prev.key().equals(c.key()) && c.predicate().startsWith("blocks each attacking creature")) {
                // 509.1c: the requirement its own sentence about the same creature ("It blocks each attacking creature ...")
                sb.append(". It ");
                start = sb.length();
                sb.append(c.predicate());
            } else if (prev.kind() == Clause.Kind.DECLARATIVE && c.kind() == Clause.Kind.DECLARATIVE
                    && prev.key().equals(c.key())) {
                String predicate = c.predicate();
                String equalTo = sameEqualTo(prev.predicate(), predicate);
                if (equalTo != null && sb.toString().endsWith(equalTo)) {
                    // "deals damage to each creature and each player equal to the number of ..." (120.1): one amount
                    sb.setLength(sb.length() - equalTo.length());
                    predicate = predicate.substring("deals damage to ".length());
                } else if (predicate.startsWith("deals ") && prev.predicate().startsWith("deals ")) {
                    // "deals X damage to each creature and each player"; "deals 1 damage to any target and 1 damage to you".
                    String amount = prev.predicate().substring(0, prev.predicate().indexOf(" to ") + 4);
                    predicate = predicate.startsWith(amount + "each ") ? predicate.substring(amount.length())
                            : predicate.substring("deals ".length());
                } else if (sameVerb(prev.predicate(), predicate, "gains ", "gain ")) {
                    // "gains flying and first strike until end of turn"
                    predicate = predicate.substring(predicate.indexOf(' ') + 1);
                }
                if (predicate.endsWith(EOT) && sb.toString().endsWith(EOT)) {
                    sb.setLength(sb.length() - EOT.length());
                }
                sb.append(then(prev, c) ? ", then " : " and ");
                start = sb.length();
                sb.append(predicate);
            } else if (prev.kind() == Clause.Kind.IMPERATIVE && c.kind() == Clause.Kind.DECLARATIVE
                    && c.key().equals(prev.key()) && !then(prev, c)) {
                // "you draw a card and you lose 1 life": an instruction to you beside a statement about you.
                sb.replace(prevStart, prevStart + 1, Character.toString(Character.toLowerCase(sb.charAt(prevStart))));
                sb.insert(prevStart, prevStart >= 2 && sb.substring(prevStart - 2, prevStart).equals(". ") ? "You " : "you ");
                sb.append(" and ");
                start = sb.length();
                sb.append(c.text());
            } else if (prev.effect() instanceof Effect.Destroy && c.effect() instanceof Effect.Destroy
                    && prev.kind() == Clause.Kind.IMPERATIVE && c.kind() == Clause.Kind.IMPERATIVE) {
                // "destroy that creature and ~" (701.8): one verb, two objects
                sb.append(" and ");
                start = sb.length();
                sb.append(c.text().substring("destroy ".length()));
            } else if (then(prev, c) && c.kind() != Clause.Kind.SENTENCE) {
                sb.append(", then ");
                start = sb.length();
                sb.append(c.text());
            } else if (prev.kind() == Clause.Kind.DECLARATIVE && c.kind() == Clause.Kind.DECLARATIVE) {
                sb.append(" and ");
                start = sb.length();
                sb.append(c.text());
            } else if (scoped && c.kind() == Clause.Kind.IMPERATIVE) {
                sb.append(prev.kind() == Clause.Kind.IMPERATIVE ? " and " : " and you ");
                start = sb.length();
                sb.append(c.text());
            } else {
                sb.append(". ");
                start = sb.length();
                sb.append(Words.capitalize(c.text()));
            }
            prev = c;
            prevStart = start;
        }
        return sb.toString();
    }

    private static boolean sameVerb(String a, String b, String... verbs) {
        for (String v : verbs) {
            if (a.startsWith(v) && b.startsWith(v)) {
                return true;
            }
        }
        return false;
    }

    /** A draw followed by a discard or another player's draw: "Draw two cards, then discard a card." */
    private static boolean then(Clause prev, Clause c) {
        return prev.effect() instanceof Effect.DrawCards
                && (c.effect() instanceof Effect.Discard || c.effect() instanceof Effect.DrawCards);
    }

    /** The common " equal to ..." tail of two "deals damage to A equal to ..." predicates, or null. */
    private static String sameEqualTo(String first, String second) {
        String head = "deals damage to ";
        if (!first.startsWith(head) || !second.startsWith(head)) return null;
        int a = first.indexOf(" equal to ");
        int b = second.indexOf(" equal to ");
        if (a < 0 || b < 0 || !first.substring(a).equals(second.substring(b))) return null;
        return first.substring(a);
    }
}
