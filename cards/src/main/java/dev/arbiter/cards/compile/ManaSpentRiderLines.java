package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.Cursor;
import dev.arbiter.cards.grammar.ManaRiderGrammar;
import dev.arbiter.cards.grammar.NounGrammar;
import dev.arbiter.cards.grammar.ParseFailure;
import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.Keyword;
import dev.arbiter.engine.ability.KeywordAbility;
import dev.arbiter.engine.ability.ObjectFilter;
import dev.arbiter.engine.ability.StaticAbility;
import dev.arbiter.engine.ability.StaticEffect;
import java.util.List;

/**
 * A mana ability's additional effect on the spell its mana is spent on (106.6): "Add {C}. If that mana is spent on a
 * creature spell, it gains haste [until end of turn]." / "... on an instant or sorcery spell, that spell can't be
 * countered." (grammar: {@link ManaRiderGrammar}), lowered to {@link Effect.ManaSpentRider}; the permanent the spell
 * becomes keeps what it gained (400.7a).
 */
final class ManaSpentRiderLines {

    private ManaSpentRiderLines() {
    }

    /**
     * The effect of {@code effectText} with its rider, or null when it has none.
     *
     * @param restricted the mana also has a "Spend this mana only" restriction (not read with a rider)
     * @throws NotSupported for a rider that is one but isn't read
     */
    static Effect parse(String effectText, ParseContext ctx, boolean restricted) {
        if (!effectText.contains("If that mana is spent on")) return null; // a cheap look first
        ManaRiderGrammar.Rider m;
        try {
            m = ManaRiderGrammar.read(effectText);
        } catch (ParseFailure f) {
            return null;
        }
        if (restricted) throw new NotSupported("a spending restriction with a rider on the spell (106.6)");
        Effect add = EffectParser.parse(m.add(), ctx);
        if (add == null || !ManaPhrases.addsMana(add) || !ctx.targets().isEmpty()) {
            throw new NotSupported(UnsupportedReasons.NOT_UNDERSTOOD);
        }
        ObjectFilter spells = spells(m.spell());
        Ability grant;
        if (m.keyword() == null) { // 101.2, 701.6: "that spell can't be countered"
            grant = new StaticAbility(new StaticEffect.CantBeCountered(null), "This spell can't be countered.");
        } else {
            grant = KeywordLines.single(m.keyword());
            // 614.12: riot gained by the spell would apply as the permanent enters; the engine reads entry choices
            // from the card's own abilities only, so it is refused
            if (!(grant instanceof KeywordAbility k) || k.keyword() == Keyword.RIOT) {
                throw new NotSupported("a mana rider granting \"" + m.keyword() + "\"");
            }
        }
        return new Effect.ManaSpentRider(add, spells, List.of(grant), m.untilEndOfTurn());
    }

    /** "a creature spell", "an instant or sorcery spell": a spell noun with no zone or controller. */
    private static ObjectFilter spells(String words) {
        Cursor c = Cursor.of(words + " .");
        c.acceptAny("a", "an");
        dev.arbiter.cards.grammar.ast.Noun n;
        try {
            n = NounGrammar.noun(c);
        } catch (ParseFailure f) {
            throw new NotSupported("a mana rider on \"" + words + "\"");
        }
        if (!c.accept(".") || !c.atEnd() || n.zone() != null || n.controller() != null) {
            throw new NotSupported("a mana rider on \"" + words + "\"");
        }
        NounLowering.Lowered l = NounLowering.lower(n);
        if (l.kind() != NounLowering.Kind.SPELL) throw new NotSupported("a mana rider on \"" + words + "\"");
        return l.filter();
    }
}
