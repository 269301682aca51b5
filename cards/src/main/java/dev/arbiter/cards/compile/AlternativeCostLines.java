package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.AndSegments;
import dev.arbiter.cards.grammar.ConditionGrammar;
import dev.arbiter.cards.grammar.Cursor;
import dev.arbiter.cards.grammar.NounGrammar;
import dev.arbiter.cards.grammar.ParseFailure;
import dev.arbiter.cards.grammar.ReferenceGrammar;
import dev.arbiter.cards.grammar.Token;
import dev.arbiter.cards.grammar.Tokenizer;
import dev.arbiter.cards.grammar.ast.AmountNode;
import dev.arbiter.cards.grammar.ast.ConditionNode;
import dev.arbiter.cards.grammar.ast.Noun;
import dev.arbiter.cards.text.CardText;
import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.AlternativeCost;
import dev.arbiter.engine.ability.Condition;
import dev.arbiter.engine.ability.Cost;
import dev.arbiter.engine.ability.CostPart;
import dev.arbiter.engine.ability.FilterQualities;
import dev.arbiter.engine.ability.ObjectFilter;
import dev.arbiter.engine.ability.Relation;
import dev.arbiter.engine.mana.ManaCost;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Alternative costs printed on a spell (118.9, 601.2b):
 * <pre>
 * line       := [ "if" conditions "," ] "you may" ( cost "rather than pay this spell's mana cost"
 *                                               | "cast this spell without paying its mana cost" ) "."
 *             | [ "if" conditions "," ] "rather than pay this spell's mana cost, you may have"
 *               ("an opponent" | "each other player") "gain" N "life."                          (119.1)
 * conditions := condition ("and" condition)*
 * condition  := "it's your turn" | "it's not your turn" | player-controls | ConditionGrammar's counts
 *               ("you control a Swamp", "you attacked this turn", "an opponent gained life this turn")
 *               [ "attacking" after "N creatures are" ]
 * cost       := part ("and" part)*
 * part       := "pay" mana | "pay" N "life" | "exile" count noun "from your hand"
 *             | a cost part of activated abilities (sacrifice, discard, tap or return permanents)
 * </pre>
 * Anything else in such a line (X in the cost, costs for other spells)
 * is refused with the reason.
 */
final class AlternativeCostLines {

    private static final String RATHER = " rather than pay this spell's mana cost.";
    private static final String FREE = "you may cast this spell without paying its mana cost.";
    private static final String RATHER_FIRST = "rather than pay this spell's mana cost, you may have ";

    private AlternativeCostLines() {
    }

    static Optional<List<Ability>> compile(String text, CardText card) {
        String t = text.strip();
        String lower = t.toLowerCase(Locale.ROOT);
        boolean rather = lower.endsWith(RATHER);
        boolean free = lower.endsWith(FREE);
        int first = lower.indexOf(RATHER_FIRST);
        if (!rather && !free && first >= 0) return othersGainLife(t, first); // 118.9: "rather than pay ..., you may have ..."
        if (!rather && !free) return Optional.empty(); // a cheap look first
        int may = lower.indexOf("you may ");
        if (may < 0) return Optional.empty();
        List<Condition> conditions = new ArrayList<>();
        if (may > 0) {
            if (!lower.startsWith("if ") || !lower.substring(0, may).endsWith(", ")) return Optional.empty();
            for (String part : AndSegments.of(t.substring(3, may - 2))) conditions.add(condition(part.strip()));
        }
        Cost cost = free ? Cost.FREE : cost(t.substring(may + "you may ".length(), t.length() - RATHER.length()));
        return Optional.of(List.of(new AlternativeCost(cost, conditions, t)));
    }

    /**
     * "[If conditions,] rather than pay this spell's mana cost, you may have (an opponent | each other player) gain N
     * life." (118.9, 119.1): the cost is another player's life gain ({@link CostPart.OthersGainLife}).
     */
    private static Optional<List<Ability>> othersGainLife(String t, int first) {
        List<Condition> conditions = new ArrayList<>();
        if (first > 0) {
            String lower = t.toLowerCase(Locale.ROOT);
            if (!lower.startsWith("if ") || !lower.substring(0, first).endsWith(", ")) return Optional.empty();
            for (String part : AndSegments.of(t.substring(3, first - 2))) conditions.add(condition(part.strip()));
        }
        String body = t.substring(first + RATHER_FIRST.length()).strip();
        Cursor c = Cursor.of(body);
        String who = c.acceptAny("an opponent gain", "each other player gain");
        if (who == null) throw new NotSupported("alternative cost \"" + body + "\"");
        try {
            if (!(ReferenceGrammar.count(c) instanceof AmountNode.Fixed n) || n.value() < 1 || !c.accept("life")
                    || !c.accept(".") || !c.atEnd()) {
                throw new NotSupported("alternative cost \"" + body + "\"");
            }
            String text = "Have " + body.substring(0, body.length() - 1);
            Cost cost = new Cost(ManaCost.ZERO, List.of(new CostPart.OthersGainLife(n.value(), who.startsWith("each"), text)));
            return Optional.of(List.of(new AlternativeCost(cost, conditions, t)));
        } catch (ParseFailure f) {
            throw new NotSupported("alternative cost \"" + body + "\"");
        }
    }

    /** One condition, judged for the caster as the spell is cast (118.9). */
    static Condition condition(String text) {
        String lower = text.toLowerCase(Locale.ROOT);
        if (lower.equals("it's your turn")) return new Condition.YourTurn(true);
        if (lower.equals("it's not your turn")) return new Condition.YourTurn(false);
        Cursor c = Cursor.of(text);
        try {
            Condition opponent = opponentControls(c);
            if (opponent != null) return opponent;
            ConditionNode node = ConditionGrammar.condition(c);
            if (node instanceof ConditionNode.OnBattlefield o && c.accept("attacking")) { // "a white creature is attacking"
                ObjectFilter f = NounLowering.lower(o.noun()).filter();
                Condition.PermanentCount pc = new Condition.PermanentCount(
                        f.withQualities(f.more().attacking(FilterQualities.Tri.YES)), o.count().min(), o.count().max());
                return end(c, pc, text);
            }
            if (!(node instanceof ConditionNode.YouControl || node instanceof ConditionNode.OnBattlefield
                    || node instanceof ConditionNode.InYourGraveyard || node instanceof ConditionNode.ThisTurn
                    || node instanceof ConditionNode.HandSize || node instanceof ConditionNode.EnteredUnderOpponentsControlThisTurn)) {
                throw new NotSupported("alternative cost condition \"" + text + "\" (about the card itself)");
            }
            return end(c, ConditionLowering.lower(node, false), text);
        } catch (ParseFailure f) {
            throw new NotSupported("alternative cost condition \"" + text + "\"");
        }
    }

    /** "an opponent controls [count] noun" (a permanent count over the caster's opponents). */
    private static Condition opponentControls(Cursor c) {
        if (!c.accept("an opponent controls")) return null;
        int min;
        int max = Integer.MAX_VALUE;
        if (c.acceptAny("a", "an") != null) {
            min = 1;
        } else if (ReferenceGrammar.count(c) instanceof AmountNode.Fixed f && c.acceptAny("or more", "or greater") != null) {
            min = f.value();
        } else {
            throw c.fail("a count");
        }
        Noun noun = NounGrammar.noun(c);
        NounLowering.Lowered l = NounLowering.lower(noun);
        if (l.kind() != NounLowering.Kind.PERMANENT || l.filter().controller() != Relation.ANY) {
            throw new NotSupported("alternative cost condition (opponent controls " + noun + ")");
        }
        if (!c.atEnd()) throw c.fail("the end of the condition");
        return new Condition.PermanentCount(l.filter().controlledBy(Relation.OPPONENT), min, max);
    }

    private static Condition end(Cursor c, Condition cond, String text) {
        if (!c.atEnd()) throw new NotSupported("alternative cost condition \"" + text + "\"");
        return cond;
    }

    /** The cost a caster pays instead of the mana cost. */
    private static Cost cost(String body) {
        if (mentionsX(body)) throw new NotSupported("alternative cost \"" + body + "\" (with X)");
        ManaCost mana = ManaCost.ZERO;
        List<CostPart> parts = new ArrayList<>();
        boolean sawMana = false;
        for (String raw : AndSegments.of(body)) {
            String part = raw.strip();
            if (!sawMana && payMana(part)) {
                Cost m = CostParser.parse(part.substring(4));
                if (m == null || !m.parts().isEmpty()) throw new NotSupported("alternative cost \"" + body + "\"");
                mana = m.mana();
                sawMana = true;
                continue;
            }
            CostPart fromHand = exileFromHand(part);
            if (fromHand != null) {
                parts.add(fromHand);
                continue;
            }
            Cost other = CostParser.parse(Character.toUpperCase(part.charAt(0)) + part.substring(1));
            if (other == null || !other.mana().isEmpty() || other.parts().size() != 1 || !paidWithOthers(other.parts().get(0))) {
                throw new NotSupported("alternative cost \"" + body + "\"");
            }
            parts.add(other.parts().get(0));
        }
        return new Cost(mana, parts);
    }

    /** Whether the cost names X (107.3): an {X} symbol, the word "X" or an X in a P/T. */
    private static boolean mentionsX(String body) {
        for (Token t : Tokenizer.tokens(body)) {
            boolean x = switch (t.kind()) {
                case SYMBOL -> t.text().equals("X");
                case PT -> t.text().contains("X");
                case WORD -> t.lower().equals("x") || t.lower().startsWith("x'") || t.lower().startsWith("x-");
                default -> false;
            };
            if (x) return true;
        }
        return false;
    }

    /** "pay" and mana symbols only ("pay {1}{U}"). */
    private static boolean payMana(String part) {
        List<Token> tokens = Tokenizer.tokens(part);
        if (tokens.size() < 2 || !tokens.get(0).is("pay") || part.charAt(3) != ' ') return false;
        for (int i = 1; i < tokens.size(); i++) {
            if (tokens.get(i).kind() != Token.Kind.SYMBOL) return false;
        }
        return true;
    }

    /** A spell on the stack has no "~" on the battlefield: only parts paid with other objects or life. */
    private static boolean paidWithOthers(CostPart p) {
        return p instanceof CostPart.SacrificePermanents || p instanceof CostPart.DiscardCards
                || p instanceof CostPart.PayLife || p instanceof CostPart.TapPermanents
                || p instanceof CostPart.ReturnPermanents || p instanceof CostPart.ExileFromGraveyard;
    }

    /** "exile [count] [noun] card(s) from your hand" (406), or null when the part is something else. */
    private static CostPart exileFromHand(String part) {
        Cursor c = Cursor.of(part);
        if (!c.accept("exile")) return null;
        try {
            AmountNode a = ReferenceGrammar.count(c);
            if (!(a instanceof AmountNode.Fixed f) || f.value() < 1) return null;
            Noun noun = NounGrammar.noun(c);
            if (!noun.hasHead("card") || !"your hand".equals(noun.zone()) || noun.controller() != null || !c.atEnd()) {
                return null;
            }
            NounLowering.Lowered l = NounLowering.lower(noun);
            if (l.kind() != NounLowering.Kind.CARD) return null;
            ObjectFilter filter = l.filter().controlledBy(Relation.ANY);
            boolean any = filter.equals(ObjectFilter.any());
            return new CostPart.ExileFromHand(any ? null : filter, f.value(),
                    Character.toUpperCase(part.charAt(0)) + part.substring(1));
        } catch (ParseFailure e) {
            return null;
        }
    }
}
