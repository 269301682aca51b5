package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.Cursor;
import dev.arbiter.cards.grammar.NounGrammar;
import dev.arbiter.cards.grammar.ParseFailure;
import dev.arbiter.cards.grammar.ReferenceGrammar;
import dev.arbiter.cards.grammar.Token;
import dev.arbiter.cards.grammar.ast.AmountNode;
import dev.arbiter.cards.grammar.ast.Noun;
import dev.arbiter.engine.ability.Amount;
import dev.arbiter.engine.ability.Condition;
import dev.arbiter.engine.ability.ObjectFilter;

/**
 * The conditions and counts of static abilities that read the battlefield, through the grammar:
 * <pre>
 * condition := "you control" ("a" | "an" | "another" | N "or more" | "exactly" N | "no" ["other"]) noun
 * per-each  := "for each" ["other"] noun ["on the battlefield"] rest
 * </pre>
 * (611.3b: "as long as"; 107.1 and 613.4c: "gets +1/+1 for each ..."). Only permanents are
 * counted: a count of cards in other zones is not read here.
 */
final class StaticConditions {

    /** A count and the text after its noun ("and has flying"). */
    record PerEach(Amount count, String rest) {
    }

    private StaticConditions() {
    }

    /**
     * A condition of "as long as": "you control ...", "it's your turn", "it's not your turn", "N or
     * more cards are in your graveyard"; null when it is none of these.
     */
    static Condition condition(String text) {
        String t = text.strip().toLowerCase(java.util.Locale.ROOT);
        if (t.equals("it's your turn")) return new Condition.YourTurn(true);
        if (t.equals("it's not your turn")) return new Condition.YourTurn(false);
        if (t.equals("~ is attacking")) return new Condition.SourceAttacking(); // 506.4: "Activate only if ~ is attacking"
        if (t.equals("~ is attacking alone")) return new Condition.SourceAttackingAlone(); // 506.5
        Condition attached = attachedTo(t);
        if (attached != null) return attached;
        Condition counters = SelfCounterCondition.of(text);
        if (counters != null) return counters;
        Cursor c = Cursor.of(t);
        AmountNode n = ReferenceGrammar.count(c);
        if (n instanceof AmountNode.Fixed f && c.accept("or more cards are in your graveyard") && c.atEnd()) {
            return new Condition.CardsInYourGraveyard(f.value());
        }
        Condition opponent = opponentControls(text);
        if (opponent != null) return opponent;
        Condition you = youControl(text);
        return you != null ? you : readByTheIfGrammar(text);
    }

    /**
     * 611.3b: a condition the intervening-"if" grammar reads ("you have 5 or less life", "there are three or more
     * land cards in your graveyard", "you've drawn two or more cards this turn"), judged for the source's controller;
     * null when it doesn't read it whole, names "it" (whose object that is depends on the line) or can't be judged.
     */
    private static Condition readByTheIfGrammar(String text) {
        Cursor c = Cursor.of(text.strip());
        for (int i = 0; c.peek(i) != null; i++) {
            if (java.util.Set.of("it", "it's", "its", "itself", "they", "them").contains(c.peek(i).lower())) return null;
        }
        try {
            Condition cond = ConditionLowering.lower(dev.arbiter.cards.grammar.ConditionGrammar.condition(c), false);
            return c.atEnd() ? judgedInLayers(cond) : null;
        } catch (ParseFailure | NotSupported f) {
            return null;
        }
    }

    /**
     * {@code c}, or null when a static ability's layer effect can't be conditioned on it: a condition on the
     * characteristics of some permanent other than by counting them ("~ is a creature", total power, "more lands than
     * you") would read the layers while they are being applied (613).
     */
    static Condition judgedInLayers(Condition c) {
        Condition inner = c instanceof Condition.Not n ? n.of() : c;
        if (inner instanceof Condition.ObjectIs || inner instanceof Condition.TotalPower || inner instanceof Condition.DifferentPowers || inner instanceof Condition.Both
                || inner instanceof Condition.ControlsMoreThanYou || inner instanceof Condition.Not) return null;
        return c;
    }

    /** "an opponent controls a/an [noun]" (611.3b), or null when it is not one. */
    static Condition opponentControls(String text) {
        Cursor c = Cursor.of(text.strip());
        boolean no = c.accept("no opponent controls"); // 611.3b: "as long as no opponent controls a creature"
        if (!no && !c.accept("an opponent controls")) return null;
        int atLeast = 1;
        if (c.acceptAny("a", "an") == null) { // "an opponent controls four or more lands" (one of them does)
            dev.arbiter.cards.grammar.ast.AmountNode n = no ? null : dev.arbiter.cards.grammar.ReferenceGrammar.count(c);
            if (!(n instanceof dev.arbiter.cards.grammar.ast.AmountNode.Fixed f) || f.value() < 2 || !c.accept("or more")) return null;
            atLeast = f.value();
        }
        ObjectFilter filter = permanents(c, atLeast > 1);
        if (filter == null || !c.atEnd() || filter.controller() != dev.arbiter.engine.ability.Relation.ANY) return null;
        return no ? new Condition.Not(new Condition.OpponentControls(filter)) : new Condition.OpponentControls(filter, atLeast);
    }

    /**
     * "~ is enchanted", "~ is equipped", "~ is enchanted or equipped", and "it's enchanted" / "it's equipped"
     * (the caller makes sure "it" is the source): an Aura or Equipment is attached to the source (611.3b).
     */
    static Condition attachedTo(String lower) {
        Cursor c = Cursor.of(lower);
        if (!c.accept("~ is") && !c.accept("it's")) return null;
        String first = c.acceptAny("enchanted", "equipped");
        if (first == null) return null;
        String second = c.accept("or") ? c.acceptAny("enchanted", "equipped") : null;
        if (!c.atEnd() || first.equals(second)) return null;
        boolean enchanted = first.equals("enchanted") || "enchanted".equals(second);
        boolean equipped = first.equals("equipped") || "equipped".equals(second);
        return new Condition.SourceAttachedTo(enchanted, equipped);
    }

    /** The condition "you control ..." states, or null when it is not one. */
    static Condition youControl(String text) {
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
        ObjectFilter filter = permanents(c, plural);
        if (filter == null || !c.atEnd()) return null;
        return new Condition.YouControlCount(other ? filter.otherThanSource() : filter, min, max);
    }

    /** "for each [other] noun [on the battlefield]" and what follows, or null. */
    static PerEach perEach(String text) {
        return perEach(text, false);
    }

    /**
     * As {@link #perEach(String)}; {@code itIsSource}: the line's subject is the source itself, so "[Auras] attached to
     * it" are those attached to the source (301.5, 303.4).
     */
    static PerEach perEach(String text, boolean itIsSource) {
        return perEach(text, itIsSource, false);
    }

    /**
     * As {@link #perEach(String, boolean)}; {@code itIsHost}: the subject is the permanent the source is attached to
     * ("Equipped creature gets +1/+0 for each Equipment attached to it", 301.5). "[Aura] and [Equipment] attached to it"
     * counts each permanent that is either.
     */
    /**
     * "for each Aura and Equipment attached to it": each permanent that is one or the other, read as "for each Aura or
     * Equipment attached to it"; {@code text} itself when it doesn't start so.
     */
    private static String eitherAttached(String text) {
        Cursor c = Cursor.of(text);
        if (!c.accept("for each")) return text;
        String first = plainWord(c);
        if (first == null || !c.accept("and")) return text;
        String second = plainWord(c);
        if (second == null || !c.accept("attached to")) return text;
        Token to = c.peek(-1);
        return "for each " + first + " or " + second + " attached to" + text.substring(to.start() + to.text().length());
    }

    /** A word of letters, digits and underscores at the cursor, consumed, or null. */
    private static String plainWord(Cursor c) {
        Token t = c.peek();
        if (t == null || (t.kind() != Token.Kind.WORD && t.kind() != Token.Kind.NUMBER)
                || !t.text().chars().allMatch(ch -> Character.isLetterOrDigit(ch) || ch == '_')) return null;
        c.next();
        return t.text();
    }

    static PerEach perEach(String text, boolean itIsSource, boolean itIsHost) {
        PerEach first = perEachOne(text, itIsSource, itIsHost);
        if (first == null) return null;
        Cursor c = Cursor.of(first.rest());
        if (!c.accept("and each")) return first;
        PerEach second = perEachOne("for each " + c.rest(), itIsSource, itIsHost); // 107.1: "for each land you control and
        return second == null ? first : new PerEach(new Amount.Sum(first.count(), second.count()), second.rest()); // each land card in your graveyard"
    }

    private static PerEach perEachOne(String text, boolean itIsSource, boolean itIsHost) {
        text = eitherAttached(text.strip());
        Cursor c = Cursor.of(text.strip());
        if (!c.accept("for each")) return null;
        PerEach cards = StaticCardCounts.perEach(c); // 107.1: cards in your hand / graveyard
        if (cards != null) return cards;
        if (c.accept("basic land type among lands you control")) return new PerEach(new Amount.BasicLandTypes(), c.rest()); // 305.6
        if (c.accept("experience counter you have")) return new PerEach(new Amount.ExperienceCounters(), c.rest()); // 122.1
        if (c.accept("of its colors")) return new PerEach(new Amount.ColorsOfIt(), c.rest()); // 105.2: each affected object's
        if (c.accept("color among permanents you control")) return new PerEach(new Amount.ColorsAmongPermanents(), c.rest()); // 105.2
        PerEach counters = SourceCounterCount.perEach(c); // 122.1: "for each age counter on ~"
        if (counters != null) return counters;
        boolean other = c.accept("other");
        ObjectFilter filter = permanents(c, false);
        if (filter == null) return null;
        if (itIsSource && c.acceptAny("attached to it", "attached to ~") != null) { // 301.5, 303.4: "for each Aura attached to it"
            filter = filter.withQualities(filter.more().chosen(filter.more().chosen()
                    | dev.arbiter.engine.ability.FilterQualities.ATTACHED_TO_IT));
        } else if (itIsHost && c.accept("attached to it")) { // 301.5: attached to the equipped / enchanted permanent
            filter = filter.withQualities(filter.more().chosen(filter.more().chosen()
                    | dev.arbiter.engine.ability.FilterQualities.ATTACHED_TO_SOURCES_HOST));
        }
        c.accept("on the battlefield");
        if (c.acceptAny("that shares at least one creature type with it", "that shares a creature type with it") != null) {
            // 205.3m, 107.1: "for each other creature on the battlefield that shares at least one creature type with it"
            return other ? new PerEach(new Amount.OthersSharingCreatureType(filter), c.rest()) : null;
        }
        return new PerEach(new Amount.CountPermanents(other ? filter.otherThanSource() : filter), c.rest());
    }

    /** "the number of [other] nouns [on the battlefield]" (107.1) as a count of permanents, or null. */
    static Amount numberOf(String text) {
        Cursor c = Cursor.of(text.strip());
        if (!c.accept("the number of")) return null;
        boolean other = c.accept("other");
        ObjectFilter filter = permanents(c, true);
        if (filter == null) return null;
        c.accept("on the battlefield");
        return c.atEnd() ? new Amount.CountPermanents(other ? filter.otherThanSource() : filter) : null;
    }

    /** A noun naming permanents, with no zone; null when it isn't one. */
    private static ObjectFilter permanents(Cursor c, boolean plural) {
        Noun n;
        try {
            n = NounGrammar.noun(c);
        } catch (ParseFailure f) {
            return null;
        }
        if (n.plural() != plural || n.zone() != null) return null;
        NounLowering.Lowered l = NounLowering.lower(n);
        return l.kind() == NounLowering.Kind.PERMANENT ? l.filter() : null;
    }
}
