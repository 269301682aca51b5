package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.AmountNode;
import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.ObjectRef;
import dev.arbiter.cards.grammar.ast.PlayerRef;

import java.util.Set;

/**
 * One-shot effect phrases on life totals and objects' characteristics:
 * <pre>
 * verb := "double" possessive "life total"                               (119.5)
 * stat := ("its" | "that" NOUN"'s" | "~'s") STAT | "the" STAT "of" object  (after "equal to")
 * STAT := "power" | "toughness" | "mana value" | "converted mana cost"     (208.1, 202.3)
 * </pre>
 * Each method leaves the cursor where it was and returns null when its phrase does not come next.
 */
public final class OneShotGrammar {

    /** Nouns of "that creature's", "that card's". */
    private static final Set<String> NOUNS = Set.of("creature's", "card's", "permanent's", "land's", "artifact's");

    private OneShotGrammar() {
    }

    /** A verb phrase of this grammar for {@code who}, or null (cursor unchanged). */
    static EffectNode verb(Cursor c, PlayerRef who, boolean third) {
        int m = c.mark();
        if (c.accept(third ? "doubles" : "double")) {
            PlayerRef whose = ZoneVerbGrammar.possessive(c);
            if (whose != null && c.accept("life total")) return new EffectNode.DoubleLife(third ? who : whose);
        }
        c.reset(m);
        return null;
    }

    /** "its power", "that card's toughness", "~'s power", "the power of target creature you control", or null. */
    static AmountNode stat(Cursor c) {
        int m = c.mark();
        ObjectRef object = null;
        if (c.accept("its")) {
            object = new ObjectRef.Pronoun("it");
        } else if (c.at("that") && c.peek(1) != null && NOUNS.contains(c.peek(1).lower())) {
            c.next();
            object = new ObjectRef.Pronoun("that " + c.next().lower().replace("'s", ""));
        } else if (c.accept("~ ' s")) {
            object = new ObjectRef.Self();
        } else if (c.accept("the")) {
            String stat = statWord(c);
            if (stat != null && c.accept("of")) {
                try {
                    ObjectRef o = ReferenceGrammar.object(c);
                    if (o instanceof ObjectRef.Targeted) return new AmountNode.StatOf(o, stat);
                } catch (ParseFailure f) {
                    // not "the power of [object]"
                }
            }
            c.reset(m);
            return null;
        }
        String stat = object == null ? null : statWord(c);
        if (stat == null) {
            c.reset(m);
            return null;
        }
        return new AmountNode.StatOf(object, stat);
    }

    /** In "[source] deals damage equal to its power", "its" is the source's (the damage source is named first). */
    static AmountNode ofSource(AmountNode amount, ObjectRef source) {
        if (amount instanceof AmountNode.StatOf st && st.object() instanceof ObjectRef.Pronoun p && p.word().equals("it")) {
            // a damage source "it" is the ability's source (EffectLowering.damage)
            return new AmountNode.StatOf(source instanceof ObjectRef.Pronoun ? new ObjectRef.Self() : source, st.stat());
        }
        return amount;
    }

    private static String statWord(Cursor c) {
        String s = c.acceptAny("power", "toughness", "mana value", "converted mana cost");
        return "converted mana cost".equals(s) ? "mana value" : s;
    }
}
