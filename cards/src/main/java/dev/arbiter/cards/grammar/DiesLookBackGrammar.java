package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.Noun;
import dev.arbiter.cards.grammar.ast.TriggerNode;
import java.util.List;

/**
 * An intervening "if" clause (603.4) after a dies event that asks about the dying creature as it last existed on the
 * battlefield (603.10a). Nothing after the death changes that object, so the clause holds on resolution exactly when it
 * held as the creature died, and it is read as part of the event:
 * <pre>
 * self    := "~ dies" "," "if" ("its" stat "was" | "it had" stat) N ("or greater" | "or less") ","
 *          | "~ dies" "," "if it wasn't blocking" ","                  (506.4: a blocking creature just before it left)
 *          | "~ dies" "," "if" N "or more damage was dealt to it this turn" ","   (120.3: damage dealt, not marked)
 * stat    := "power" | "toughness"
 * </pre>
 * The stat is the creature's with every layer applied as it last existed (the dies filters' power and toughness).
 */
final class DiesLookBackGrammar {

    private DiesLookBackGrammar() {
    }

    /** The event with the clause read into it, the cursor after the clause's comma; or null with the cursor where it was. */
    static TriggerNode read(TriggerNode event, Cursor c) {
        if (!(event instanceof TriggerNode.Dies d) || !c.at("if")) return null;
        int m = c.mark();
        c.accept("if");
        TriggerNode read = d.noun() == null ? self(c) : null; // a described creature: its clause is the noun's (not read here)
        if (read == null || !c.accept(",")) {
            c.reset(m);
            return null;
        }
        return read;
    }

    /** "When ~ dies, if its power was 3 or greater, ...", "When ~ dies, if it wasn't blocking, ...". */
    private static TriggerNode self(Cursor c) {
        if (c.accept("it wasn't blocking") || c.accept("it was not blocking")) return new TriggerNode.SelfDiesAsItWas(List.of(), true);
        Token n = c.peek();
        if (n != null && n.kind() == Token.Kind.NUMBER) { // 120.3: "4 or more damage was dealt to it this turn"
            c.next();
            if (!c.accept("or more damage was dealt to it this turn")) return null;
            return new TriggerNode.SelfDiesAsItWas(List.of(), false, Integer.parseInt(n.text()));
        }
        String stat = null;
        if (c.accept("its")) {
            stat = c.acceptAny("power", "toughness");
            if (stat == null || !c.accept("was")) return null;
        } else if (c.accept("it had")) {
            stat = c.acceptAny("power", "toughness");
        }
        Noun.With w = stat == null ? null : bound(stat, c);
        return w == null ? null : new TriggerNode.SelfDiesAsItWas(List.of(w), false);
    }

    /** N ("or greater" | "or less") after the stat: the same clause as "with power N or greater" (208.1). */
    private static Noun.With bound(String stat, Cursor c) {
        Token n = c.peek();
        if (n == null || n.kind() != Token.Kind.NUMBER) return null;
        c.next();
        String cmp = c.acceptAny("or greater", "or less");
        return cmp == null ? null : new Noun.With(false, null, stat, Integer.parseInt(n.text()), cmp);
    }
}
