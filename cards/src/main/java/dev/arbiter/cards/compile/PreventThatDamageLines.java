package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.Cursor;
import dev.arbiter.cards.grammar.EffectGrammar;
import dev.arbiter.cards.grammar.NounGrammar;
import dev.arbiter.cards.grammar.ParseFailure;
import dev.arbiter.cards.grammar.ReferenceGrammar;
import dev.arbiter.cards.grammar.ast.DamageTo;
import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.Noun;
import dev.arbiter.cards.grammar.ast.ObjectRef;
import dev.arbiter.cards.text.CardText;
import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.StaticAbility;
import dev.arbiter.engine.ability.StaticEffect;
import dev.arbiter.engine.ability.Subject;
import dev.arbiter.engine.ability.Who;
import dev.arbiter.engine.util.RecordTrees;

import java.util.List;
import java.util.Optional;

/**
 * A static prevention of each damage event to some recipients, with or without an additional effect (615.1a, 615.5):
 * <pre>
 * line       := "if" ["combat" | "noncombat"] "damage would be dealt to" recipients "," "prevent that damage" after
 *             | "if a source would deal" ["combat" | "noncombat"] "damage to" recipients "," "prevent that damage" after
 * recipients := ("a" | "an" | "another") noun          (any one such permanent, each time: read as the group)
 *             | recipient list ("you", "~", "creatures you control", ...)
 * after      := "." | "and" clause "." | "." sentence+  (the additional effect: "that many" / "the damage prevented
 *               this way" is the damage prevented, "that creature" the permanent it would have been dealt to)
 * </pre>
 * "Prevent that damage" is all of it. The additional effect has no targets (a static ability's effect targets nothing).
 */
final class PreventThatDamageLines {

    private static final String PREVENT = ", prevent that damage";

    private PreventThatDamageLines() {
    }

    /** The static ability of such a line, or empty when it is not one. */
    static Optional<List<Ability>> compile(String text, CardText card) {
        String t = text.strip();
        int at = t.toLowerCase(java.util.Locale.ROOT).indexOf(PREVENT);
        if (!t.regionMatches(true, 0, "if ", 0, 3) || at < 0) return Optional.empty();
        EffectNode.Prevent prevent = head(t.substring(0, at));
        if (prevent == null) return Optional.empty();
        String after = t.substring(at + PREVENT.length());
        String followUp;
        if (after.equals(".")) {
            followUp = null;
        } else if (after.startsWith(" and ") && after.endsWith(".")) {
            followUp = after.substring(5);
        } else if (after.startsWith(". ")) {
            followUp = after.substring(2);
        } else {
            return Optional.empty();
        }
        StaticEffect.PreventDamage p = PreventionLines.staticPrevention(prevent);
        if (followUp == null) return Optional.of(List.of(new StaticAbility(p, t)));
        boolean toObjects = p.to() != null;
        Effect then = followUp(followUp, card, toObjects);
        return Optional.of(List.of(new StaticAbility(new StaticEffect.PreventDamageThen(p, then), t)));
    }

    /** The prevention the line's opening describes, or null when it is not one of these. */
    private static EffectNode.Prevent head(String head) {
        Cursor c = Cursor.of(head);
        try {
            c.expect("if");
            boolean source = c.accept("a source would deal");
            boolean combat = c.accept("combat");
            boolean noncombat = !combat && c.accept("noncombat"); // 120.2b
            c.expect(source ? "damage to" : "damage would be dealt to");
            List<DamageTo> to;
            int mark = c.mark();
            String article = c.acceptAny("a", "an", "another");
            if (article != null) { // "another creature you control": each time, any one of them (615.1a)
                Noun n = NounGrammar.noun(c);
                if (n.plural() || n.zone() != null || !c.atEnd()) return null;
                to = List.of(new DamageTo.Objects(new ObjectRef.Every(new Noun(n.adjectives(), n.heads(), n.subtypeModifiers(),
                        n.controller(), n.with(), true, null), article.equals("another"))));
            } else {
                c.reset(mark);
                to = ReferenceGrammar.recipients(c);
                if (!c.atEnd()) return null;
            }
            for (DamageTo d : to) {
                if (!(d instanceof DamageTo.Objects || d instanceof DamageTo.Players)) return null;
            }
            return new EffectNode.Prevent(EffectNode.PreventionKind.ALL, null, combat, to, null, null, false, false, false, null,
                    noncombat);
        } catch (ParseFailure f) {
            return null;
        }
    }

    /**
     * The additional effect (615.5), read with the damage prevented in scope ("the damage prevented this way", "that
     * many") and, when the recipients are permanents, "that creature" the one it would have been dealt to.
     */
    private static Effect followUp(String sentence, CardText card, boolean toObjects) {
        ParseContext ctx = new ParseContext(true, false, false).card(card).namingAmount();
        if (toObjects) ctx.triggerReferents(false, null, new Subject.ThatObject(), false);
        Effect e;
        try {
            String s = Character.toUpperCase(sentence.charAt(0)) + sentence.substring(1);
            e = OneShotLowering.checked(new EffectLowering(ctx).lowerNaming(EffectLowering.Antecedent.PREVENTED_THIS_WAY,
                    EffectGrammar.parse(s.endsWith(".") ? s : s + ".")));
        } catch (ParseFailure f) {
            throw new NotSupported(UnsupportedReasons.NOT_UNDERSTOOD);
        }
        if (!ctx.targets().isEmpty()) throw new NotSupported("a target in the additional effect of a static prevention");
        if (RecordTrees.contains(e, Who.ThatPlayer.class)) throw new NotSupported("\"that player\" after a prevention");
        if (!toObjects && RecordTrees.contains(e, Subject.ThatObject.class)) {
            throw new NotSupported("\"that creature\" after a prevention of damage to a player");
        }
        return e;
    }
}
