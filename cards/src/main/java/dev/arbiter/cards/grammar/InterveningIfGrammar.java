package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.ConditionNode;
import dev.arbiter.cards.grammar.ast.Noun;
import dev.arbiter.cards.grammar.ast.TriggerNode;

/**
 * What follows a trigger event's comma (603.4): the intervening "if" clause, read as a condition
 * ({@link EitherConditionGrammar}, {@link ItConditionGrammar}) or folded into the event where the clause is fixed once
 * the event happened (603.10a: the dying creature's counters and power as it last existed; 702.33d: a kicked spell),
 * and the effect text after it. Read for {@link TriggerGrammar}.
 */
final class InterveningIfGrammar {

    private InterveningIfGrammar() {
    }

    /** The intervening "if" (603.4) and the effect text after the event's comma. */
    static TriggerNode.Line afterEvent(String word, TriggerNode event, String text, Cursor c) {
        ConditionNode interveningIf = null;
        if (event instanceof TriggerNode.DuringTheirTurn d) { // 102.1, 603.4: "during their turn" is "if it's their turn"
            if (c.at("if")) throw c.fail("an effect (one intervening condition)");
            return new TriggerNode.Line(word, d.event(), new ConditionNode.ThatPlayersTurn(true),
                    text.substring(c.peek() == null ? text.length() : c.peek().start()).strip());
        }
        TriggerNode hadCounters = hadCounters(event, c);
        if (hadCounters != null) return new TriggerNode.Line(word, hadCounters, null, text.substring(
                c.peek() == null ? text.length() : c.peek().start()).strip());
        TriggerNode asItWas = DiesLookBackGrammar.read(event, c); // 603.10a: "dies, if its power was 3 or greater"
        if (asItWas != null) return new TriggerNode.Line(word, asItWas, null, text.substring(
                c.peek() == null ? text.length() : c.peek().start()).strip());
        if (event instanceof TriggerNode.Casts cs && !cs.duringYourTurn() && !cs.duringOpponentsTurn() && c.at("if")) {
            int m = c.mark();
            c.accept("if");
            if (c.acceptAny("that spell was kicked ,", "it was kicked ,") != null) {
                // 603.4, 702.33d: whether the spell was kicked is fixed as it is cast and stays so, so the clause holds
                // on resolution exactly when it held as the spell was cast: the event "you cast a kicked spell"
                return new TriggerNode.Line(word, new TriggerNode.CastsHow(cs.caster(), cs.spell(), "kicked"), null,
                        text.substring(c.peek() == null ? text.length() : c.peek().start()).strip());
            }
            c.reset(m);
        }
        TriggerNode nth = NthSpellIfGrammar.read(event, c); // 603.4, 601.2i: "if it's the second creature spell you cast this turn"
        if (nth != null) return new TriggerNode.Line(word, nth, null, text.substring(c.peek() == null ? text.length() : c.peek().start()).strip());
        int ifAt = c.mark();
        if (c.accept("if")) { // 603.4
            try {
                interveningIf = EitherConditionGrammar.condition(c); // "if A or B" (603.4)
                c.expect(",");
            } catch (ParseFailure f) {
                c.reset(ifAt);
                TriggerNode.Line aboutObject = EventObjectIfGrammar.line(word, event, text, c); // 603.4: "if it's a creature"
                if (aboutObject != null) return aboutObject;
                TriggerNode.Line aboutSource = ItConditionGrammar.line(word, event, text, c); // "if it ..." of ~
                if (aboutSource == null) aboutSource = HostItConditionGrammar.line(word, event, text, c); // "if its power ..." of the host
                if (aboutSource == null) throw f;
                return aboutSource;
            }
        }
        int effectStart = c.peek() == null ? text.length() : c.peek().start();
        return new TriggerNode.Line(word, event, interveningIf, text.substring(effectStart).strip());
    }

    /**
     * "Whenever [noun] dies, if it had [a +1/+1 counter | counters | no time counters] on it, ...": the dying
     * creature is judged as it last existed (603.10a), which no later event changes, so the intervening "if"
     * (603.4) is the noun's counters clause: "Whenever [noun] with a +1/+1 counter on it dies". Null (cursor
     * unchanged) for any other event or clause.
     */
    private static TriggerNode hadCounters(TriggerNode event, Cursor c) {
        if (event instanceof TriggerNode.PermanentLeaves pl) { // 603.10a: "leaves the battlefield, if it had counters on it"
            int m = c.mark();
            if (!c.accept("if it had")) return null;
            Noun.With w = CounterNounGrammar.after(c, false);
            if (w == null || !c.accept(",")) {
                c.reset(m);
                return null;
            }
            Noun n = pl.noun();
            java.util.List<Noun.With> with = new java.util.ArrayList<>(n.with());
            with.add(w);
            return new TriggerNode.PermanentLeaves(new Noun(n.adjectives(), n.heads(), n.subtypeModifiers(), n.controller(), with,
                    n.plural(), n.zone()), pl.another());
        }
        if (!(event instanceof TriggerNode.Dies d) || d.another() && d.noun() == null) return null;
        int m = c.mark();
        if (!c.accept("if it had")) return null;
        Noun.With w = CounterNounGrammar.after(c, false);
        if (w == null || !c.accept(",") || d.noun() != null
                && d.noun().with().stream().anyMatch(x -> CounterNounGrammar.STAT.equals(x.stat()))) {
            c.reset(m);
            return null;
        }
        if (d.noun() == null) return new TriggerNode.SelfDiesHad(w); // "When ~ dies, if it had ..."
        Noun n = d.noun();
        java.util.List<Noun.With> with = new java.util.ArrayList<>(n.with());
        with.add(w);
        return new TriggerNode.Dies(new Noun(n.adjectives(), n.heads(), n.subtypeModifiers(), n.controller(), with,
                n.plural(), n.zone()), d.another(), d.orSelf());
    }
}
