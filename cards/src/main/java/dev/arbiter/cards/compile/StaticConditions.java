package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.Cursor;
import dev.arbiter.cards.grammar.StaticConditionGrammar;
import dev.arbiter.cards.grammar.Token;
import dev.arbiter.cards.grammar.ast.Noun;
import dev.arbiter.engine.ability.Amount;
import dev.arbiter.engine.ability.Condition;
import dev.arbiter.engine.ability.ObjectFilter;

/**
 * The conditions and counts of static abilities that read the battlefield, through the grammar (conditions by
 * {@link StaticConditionGrammar}):
 * <pre>
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
     * more cards are in your graveyard"; null when it is none of these. Read by {@link StaticConditionGrammar},
     * lowered by {@link StaticConditionLowering}.
     */
    static Condition condition(String text) {
        return StaticConditionLowering.lower(StaticConditionGrammar.readings(text));
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
        if (c.accept("opponent you have")) return new PerEach(new Amount.CountPlayers(true), c.rest()); // 102.3
        if (c.accept("creature in your party")) return new PerEach(new Amount.PartySize(), c.rest()); // 700.8
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
        Noun n = StaticConditionGrammar.permanents(c, plural);
        if (n == null) return null;
        NounLowering.Lowered l = NounLowering.lower(n);
        return l.kind() == NounLowering.Kind.PERMANENT ? l.filter() : null;
    }
}
