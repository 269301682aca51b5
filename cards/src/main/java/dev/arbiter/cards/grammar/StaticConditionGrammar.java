package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.AmountNode;
import dev.arbiter.cards.grammar.ast.Noun;
import dev.arbiter.cards.grammar.ast.StaticConditionNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * The condition of a static ability (611.3b: "as long as ..."), each reading that fits the whole text, in the order
 * a lowering tries them:
 * <pre>
 * turn      := "it's your turn" | "it's not your turn"
 * attacking := "~ is attacking" ["alone"]
 * attached  := ("~ is" | "it's") ("enchanted" | "equipped") ["or" ("enchanted" | "equipped")]
 * counters  := ("~" | "it") "has" ("a" | "an" | N "or more") KIND ("counter" | "counters") "on it"
 * graveyard := N "or more cards are in your graveyard"
 * opponent  := ("an" | "no") "opponent controls" (("a" | "an") | N "or more") noun
 * you       := "you control" ("no" ["other"] | "another" | "a" | "an" | "exactly" N | N "or more") noun
 * if        := condition                                   (the intervening-"if" grammar, without "it"/"they")
 * </pre>
 * The nouns name permanents with no zone, singular after "a"/"an"/"another"/1, plural otherwise.
 */
public final class StaticConditionGrammar {

    private static final Set<String> PRONOUNS = Set.of("it", "it's", "its", "itself", "they", "them");

    private StaticConditionGrammar() {
    }

    /** The readings of {@code text}, in order (none when it is no condition of these shapes). */
    public static List<StaticConditionNode> readings(String text) {
        List<StaticConditionNode> out = new ArrayList<>();
        String t = text.strip().toLowerCase(Locale.ROOT);
        if (t.equals("it's your turn")) out.add(new StaticConditionNode.YourTurn(true));
        if (t.equals("it's not your turn")) out.add(new StaticConditionNode.YourTurn(false));
        if (t.equals("~ is attacking")) out.add(new StaticConditionNode.SourceAttacking(false)); // 506.4
        if (t.equals("~ is attacking alone")) out.add(new StaticConditionNode.SourceAttacking(true)); // 506.5
        add(out, attachedTo(t));
        add(out, counters(text));
        Cursor c = Cursor.of(t);
        AmountNode n = ReferenceGrammar.count(c);
        if (n instanceof AmountNode.Fixed f && c.accept("or more cards are in your graveyard") && c.atEnd()) {
            out.add(new StaticConditionNode.CardsInYourGraveyard(f.value()));
        }
        add(out, opponentControls(text));
        add(out, youControl(text));
        add(out, ifCondition(text));
        return out;
    }

    private static void add(List<StaticConditionNode> out, StaticConditionNode n) {
        if (n != null) out.add(n);
    }

    /** "~ is enchanted", "it's equipped", "~ is enchanted or equipped" (the caller makes sure "it" is the source). */
    public static StaticConditionNode.AttachedTo attachedTo(String lower) {
        Cursor c = Cursor.of(lower);
        if (!c.accept("~ is") && !c.accept("it's")) return null;
        String first = c.acceptAny("enchanted", "equipped");
        if (first == null) return null;
        String second = c.accept("or") ? c.acceptAny("enchanted", "equipped") : null;
        if (!c.atEnd() || first.equals(second)) return null;
        return new StaticConditionNode.AttachedTo(first.equals("enchanted") || "enchanted".equals(second),
                first.equals("equipped") || "equipped".equals(second));
    }

    /**
     * 122.1: counters on the source; "it" is the source only where the caller knows it is ("~ has trample as long as
     * it has a +1/+1 counter on it"); the kind a single word or a P/T pair ("+1/+1", "level").
     */
    private static StaticConditionNode.HasCounters counters(String text) {
        Cursor c = Cursor.of(text.strip());
        if (c.acceptAny("~", "it") == null || !c.accept("has")) return null;
        AmountNode n = ReferenceGrammar.count(c);
        if (!(n instanceof AmountNode.Fixed f) || f.value() < 1) return null;
        if (f.value() > 1 && !c.accept("or more")) return null;
        Token kind = c.next();
        if (kind == null || kind.is("counter") || kind.is("counters")) return null;
        String k = kind.kind() == Token.Kind.PT ? kind.text() : kind.lower();
        if (c.acceptAny("counters", "counter") == null || !c.accept("on it") || !c.atEnd()) return null;
        return new StaticConditionNode.HasCounters(k, f.value());
    }

    /** "an opponent controls a/an [noun]", "... four or more lands", "no opponent controls a creature". */
    public static StaticConditionNode.OpponentControls opponentControls(String text) {
        Cursor c = Cursor.of(text.strip());
        boolean no = c.accept("no opponent controls");
        if (!no && !c.accept("an opponent controls")) return null;
        int atLeast = 1;
        if (c.acceptAny("a", "an") == null) { // "an opponent controls four or more lands" (one of them does)
            AmountNode n = no ? null : ReferenceGrammar.count(c);
            if (!(n instanceof AmountNode.Fixed f) || f.value() < 2 || !c.accept("or more")) return null;
            atLeast = f.value();
        }
        Noun noun = permanents(c, atLeast > 1);
        return noun == null || !c.atEnd() ? null : new StaticConditionNode.OpponentControls(noun, atLeast, no);
    }

    /** "you control ..." and its count. */
    public static StaticConditionNode.YouControl youControl(String text) {
        Cursor c = Cursor.of(text.strip());
        if (!c.accept("you control")) return null;
        int min = 1;
        int max = Integer.MAX_VALUE;
        boolean other = false;
        boolean plural;
        if (c.accept("no")) {
            other = c.accept("other");
            min = 0;
            max = 0;
            plural = true;
        } else if (c.accept("another")) {
            other = true;
            plural = false;
        } else if (c.acceptAny("a", "an") != null) {
            plural = false;
        } else {
            boolean exactly = c.accept("exactly");
            AmountNode n = ReferenceGrammar.count(c);
            if (!(n instanceof AmountNode.Fixed f)) return null;
            if (exactly) {
                min = f.value();
                max = f.value();
            } else if (c.accept("or more")) {
                min = f.value();
            } else {
                return null;
            }
            plural = f.value() != 1;
        }
        Noun noun = permanents(c, plural);
        return noun == null || !c.atEnd() ? null : new StaticConditionNode.YouControl(noun, min, max, other);
    }

    /**
     * 611.3b: a condition the intervening-"if" grammar reads whole ("you have 5 or less life", "there are three or more
     * land cards in your graveyard"); none when it names "it" (whose object that is depends on the line).
     */
    /** Whether the pronoun at {@code i} ends "counter(s) on it": the counted object itself (122.1), not another. */
    private static boolean countersOnIt(Cursor c, int i) {
        return i >= 2 && c.peek(i).is("it") && c.peek(i - 1).is("on") && (c.peek(i - 2).is("counter") || c.peek(i - 2).is("counters"));
    }

    private static StaticConditionNode.IfCondition ifCondition(String text) {
        Cursor c = Cursor.of(text.strip());
        for (int i = 0; c.peek(i) != null; i++) {
            if (PRONOUNS.contains(c.peek(i).lower()) && !countersOnIt(c, i)) return null;
        }
        try {
            StaticConditionNode.IfCondition read = new StaticConditionNode.IfCondition(ConditionGrammar.condition(c));
            return c.atEnd() ? read : null;
        } catch (ParseFailure f) {
            return null;
        }
    }

    /** A noun with no zone, {@code plural} or not, consumed; or null (the static conditions' and counts' permanents). */
    public static Noun permanents(Cursor c, boolean plural) {
        Noun n;
        try {
            n = NounGrammar.noun(c);
        } catch (ParseFailure f) {
            return null;
        }
        return n.plural() != plural || n.zone() != null ? null : n;
    }
}
