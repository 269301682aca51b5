package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.ObjectRef;
import dev.arbiter.cards.grammar.ast.PlayerRef;
import dev.arbiter.cards.grammar.ast.StaticNode;

import java.util.ArrayList;
import java.util.List;

/**
 * Control-changing text (613.1b, 701.12):
 * <pre>
 * control-verb := ("gain" | "gains") "control of" object [duration]
 *               | "exchange control of" (object "and" object | "two target" noun)
               | "attach" object "to another permanent it can enchant"
 *               | "attach" object "to" object                          (701.3a)
 * duration     := "until end of turn" | "for as long as" lasting ("and" lasting)*
 * lasting      := "you control ~" | "~ remains on the battlefield" | "~ remains tapped"
 *               | ("that creature" | "that permanent" | "it") "is enchanted"
 * static       := "you control" object "."      ("You control enchanted creature.")
 * </pre>
 */
public final class ControlGrammar {

    private ControlGrammar() {
    }

    /** A control verb phrase of {@code who}, or null when the cursor is not at one (nothing consumed). */
    static EffectNode verb(Cursor c, PlayerRef who, boolean third) {
        int m = c.mark();
        if (c.accept(third ? "gains control of" : "gain control of")) {
            ObjectRef objects = ReferenceGrammar.object(c);
            // 704.5m: an Aura on the battlefield is attached to a permanent, so this adds nothing to "target Aura"
            if (c.at("that's attached to a permanent")) {
                if (!(objects instanceof ObjectRef.Targeted t && (t.noun().hasHead("Aura") || t.noun().hasHead("aura")))) throw c.fail("an Aura");
                c.accept("that's attached to a permanent");
            }
            if (c.accept("until end of turn")) return new EffectNode.GainControl(who, objects, true, List.of());
            List<String> lasting = new ArrayList<>();
            if (c.accept("for as long as")) {
                do {
                    lasting.add(lasting(c));
                } while (c.accept("and"));
            }
            return new EffectNode.GainControl(who, objects, false, List.copyOf(lasting));
        }
        if (!third && who instanceof PlayerRef.You && c.accept("exchange control of")) {
            ObjectRef first = ReferenceGrammar.object(c);
            if (first instanceof ObjectRef.Targeted t && t.min() == 2 && t.max() == 2 && !c.at("and")) {
                return new EffectNode.ExchangeControl(first, null); // "two target creatures"
            }
            c.expect("and");
            return new EffectNode.ExchangeControl(first, ReferenceGrammar.object(c));
        }
        if (!third && who instanceof PlayerRef.You && c.accept("attach")) {
            ObjectRef attachment = ReferenceGrammar.object(c);
            if (!c.accept("to another permanent it can enchant")) { // 701.3a: "attach ~ to it"
                c.expect("to");
                return new EffectNode.Attach(attachment, ReferenceGrammar.object(c));
            }
            return new EffectNode.AttachToAnother(attachment);
        }
        c.reset(m);
        return null;
    }

    /** One "for as long as" condition (611.2b), as a {@code ControlLasting} name. */
    private static String lasting(Cursor c) {
        if (c.accept("you control ~")) return "YOU_CONTROL_SOURCE";
        if (c.accept("~ remains on the battlefield")) return "SOURCE_ON_BATTLEFIELD";
        if (c.accept("~ remains tapped")) return "SOURCE_TAPPED";
        if (c.acceptAny("that creature is enchanted", "that permanent is enchanted", "it is enchanted") != null) {
            return "AFFECTED_ENCHANTED";
        }
        throw c.fail("a \"for as long as\" condition");
    }

    /** "You control enchanted creature." as a static ability, or throws {@link ParseFailure}. */
    public static StaticNode youControl(String text) {
        Cursor c = Cursor.of(text);
        c.expect("you control");
        ObjectRef objects = ReferenceGrammar.object(c);
        c.expect(".");
        if (!c.atEnd()) throw c.fail("the end of the line");
        return new StaticNode.YouControl(objects);
    }
}
