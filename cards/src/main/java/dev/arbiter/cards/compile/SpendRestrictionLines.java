package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.Cursor;
import dev.arbiter.cards.grammar.NounGrammar;
import dev.arbiter.cards.grammar.ParseFailure;
import dev.arbiter.cards.grammar.SpendSentenceGrammar;
import dev.arbiter.cards.grammar.ast.StaticLineNodes.SpendOnly;
import dev.arbiter.cards.grammar.ast.StaticLineNodes.WhenSpent;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.ObjectFilter;
import dev.arbiter.engine.ability.SpendRestriction;

/**
 * "Spend this mana only to cast [spells] [or (to) activate abilities [of permanents]]" after a mana ability's "Add ..."
 * (106.6), read by the grammar (the sentence found by {@link SpendSentenceGrammar}):
 * <pre>
 * sentence := "Spend this mana only to" part ((", or" | "or" | ",") ["to"] part)* "."
 * part     := "cast" spell-noun | "activate" ("abilities" | "an ability") ["of" permanent-noun]
 * </pre>
 * At most one part of each kind; anything else ("to pay cumulative upkeep costs", "on costs that contain {X}") leaves
 * the line unsupported.
 */
final class SpendRestrictionLines {

    private SpendRestrictionLines() {
    }

    /**
     * {@code effectText} ("Add {G}. When you spend this mana to cast a spell with mana value 6 or greater, draw a card.")
     * with the mana's rider read: the effect of the rest wrapped in {@link Effect.ManaSpendTrigger}, or null when the text
     * has no such sentence.
     *
     * @throws NotSupported for a spell or an effect that isn't read (or one with targets)
     */
    static Effect whenSpent(String effectText, ParseContext ctx, dev.arbiter.cards.text.CardText card) {
        if (!effectText.contains("When you spend this mana")) return null; // a cheap look first
        WhenSpent m;
        try {
            m = SpendSentenceGrammar.whenSpent(effectText);
        } catch (ParseFailure f) {
            return null;
        }
        Effect add = EffectParser.parse(m.add(), ctx);
        if (add == null || !ManaPhrases.addsMana(add)) throw new NotSupported(UnsupportedReasons.NOT_UNDERSTOOD);
        Cursor c = Cursor.of(m.spell() + " .");
        ObjectFilter spells = noun(c, NounLowering.Kind.SPELL, m.spell());
        if (!c.accept(".") || !c.atEnd()) throw new NotSupported("spending trigger \"" + m.spell() + "\"");
        ParseContext then = new ParseContext(true, false, false).card(card);
        Effect effect = EffectParser.parse(m.effect(), then);
        if (effect == null) throw new NotSupported(UnsupportedReasons.NOT_UNDERSTOOD);
        if (!then.targets().isEmpty()) throw new NotSupported("spending trigger with targets");
        var trigger = new dev.arbiter.engine.ability.Trigger.SpellCast(dev.arbiter.engine.ability.Relation.YOU, spells);
        String text = "When you spend this mana to cast " + m.spell() + ", " + m.effect();
        return new Effect.ManaSpendTrigger(add, new dev.arbiter.engine.ability.TriggeredAbility(trigger, java.util.List.of(),
                effect, text));
    }

    /** An effect text split around its "Spend this mana only ..." sentence. */
    record Split(String effect, String purpose) {
    }

    /** {@code effectText} without its "Spend this mana only ..." sentence, or null when it has none. */
    static Split split(String effectText) {
        if (!effectText.contains("Spend this mana only")) return null; // a cheap look first
        SpendOnly m;
        try {
            m = SpendSentenceGrammar.spendOnly(effectText);
        } catch (ParseFailure f) {
            return null;
        }
        return new Split((m.before() + m.after()).strip(), m.purpose());
    }

    /**
     * {@code effect} (a mana ability's) with its mana restricted to {@code purpose} (the words after "Spend this mana
     * only").
     *
     * @throws NotSupported for a purpose the engine can't judge, or an effect that adds no mana
     */
    static Effect restrict(Effect effect, String purpose) {
        if (!ManaPhrases.addsMana(effect)) throw new NotSupported("spending restriction on an effect that adds no mana");
        return new Effect.RestrictedMana(effect, of(purpose));
    }

    /** The restriction {@code purpose} ("to cast creature spells or activate abilities of creatures") describes. */
    static SpendRestriction of(String purpose) {
        Cursor c = Cursor.of(purpose + " .");
        ObjectFilter spells = null;
        boolean abilities = false;
        ObjectFilter sources = null;
        if (!c.accept("to")) throw new NotSupported("spending restriction \"" + purpose + "\"");
        boolean first = true;
        while (!c.accept(".")) {
            if (!first) {
                if (c.accept(", or") || c.accept("or") || c.accept(",")) c.accept("to");
                else throw new NotSupported("spending restriction \"" + purpose + "\"");
            }
            first = false;
            if (c.accept("cast") && spells == null) {
                spells = noun(c, NounLowering.Kind.SPELL, purpose);
            } else if (c.accept("activate") && !abilities && (c.accept("abilities") || c.accept("an ability"))) {
                abilities = true;
                if (c.accept("of")) sources = noun(c, NounLowering.Kind.PERMANENT, purpose);
            } else {
                throw new NotSupported("spending restriction \"" + purpose + "\"");
            }
        }
        if (!c.atEnd()) throw new NotSupported("spending restriction \"" + purpose + "\"");
        return new SpendRestriction(spells, abilities, sources);
    }

    private static ObjectFilter noun(Cursor c, NounLowering.Kind kind, String purpose) {
        dev.arbiter.cards.grammar.ast.Noun n;
        c.acceptAny("a", "an"); // "to cast a creature spell": any one spell of that kind
        try {
            n = NounGrammar.noun(c);
        } catch (ParseFailure f) {
            throw new NotSupported("spending restriction \"" + purpose + "\"");
        }
        if (n.zone() != null || n.controller() != null) throw new NotSupported("spending restriction \"" + purpose + "\"");
        NounLowering.Lowered l = NounLowering.lower(n);
        if (l.kind() != kind) throw new NotSupported("spending restriction \"" + purpose + "\"");
        return l.filter();
    }
}
