package dev.arbiter.cards.compile;

import dev.arbiter.cards.text.CardText;
import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.AdditionalCost;
import dev.arbiter.engine.ability.Cost;
import dev.arbiter.engine.ability.CostPart;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * "As an additional cost to cast this spell, COST." (601.2f, 118.8): the cost parts are those of
 * activated abilities ({@link CostParser}: sacrifice, discard, pay life, tap or return permanents,
 * exile cards from the graveyard, reveal cards from the hand). A choice of costs ("sacrifice a creature or
 * pay {3}", 601.2b) is one {@link AdditionalCost} with alternatives; only an alternative may be mana alone.
 * Optional ("you may ...") and joined ("... and ...") additional costs are refused.
 */
final class AdditionalCostLines {

    private static final String PREFIX = "as an additional cost to cast this spell, ";

    private AdditionalCostLines() {
    }

    static Optional<List<Ability>> compile(String text, CardText card) {
        String t = text.strip();
        if (!t.regionMatches(true, 0, PREFIX, 0, PREFIX.length())) return Optional.empty(); // a cheap look first
        if (!t.endsWith(".")) return Optional.empty();
        String body = t.substring(PREFIX.length(), t.length() - 1).strip();
        String lower = body.toLowerCase(Locale.ROOT);
        if (lower.startsWith("you may sacrifice any number of ")) { // 118.3: sacrificing none pays it, as without "you may"
            body = body.substring("you may ".length());
            lower = body.toLowerCase(Locale.ROOT);
        }
        if (lower.startsWith("you may reveal ") && !lower.contains(" or ") && !lower.contains(".")) { // 601.2b: optional
            Cost reveal = one(body.substring("you may ".length()), false);
            if (!(reveal.parts().size() == 1 && reveal.parts().get(0) instanceof CostPart.RevealFromHand)) {
                throw new NotSupported("additional cost \"" + body + "\"");
            }
            return Optional.of(List.of(new AdditionalCost(reveal, t, List.of(Cost.FREE))));
        }
        int and = lower.indexOf(" and ");
        if (and > 0 && lower.indexOf(" and ", and + 1) < 0 && !lower.startsWith("you may") && !lower.contains(" or ")
                && VERBS.stream().anyMatch(lower.substring(and + 5)::startsWith)) { // 601.2f: "discard a card and sacrifice a creature"
            Cost first = one(body.substring(0, and), false);
            Cost second = one(body.substring(and + 5), false);
            if (first.hasX() || second.hasX()) throw new NotSupported("additional cost \"" + body + "\" (X in a joined cost)");
            List<CostPart> parts = new ArrayList<>(first.parts());
            parts.addAll(second.parts());
            return Optional.of(List.of(new AdditionalCost(new Cost(dev.arbiter.engine.mana.ManaCost.ZERO, parts), t)));
        }
        if (lower.startsWith("you may") || lower.contains(" and ")) {
            throw new NotSupported("additional cost \"" + body + "\" (optional, alternative or joined)");
        }
        List<String> alternatives = alternatives(body);
        if (alternatives.size() > 1) { // 601.2b: "sacrifice a creature or pay {3}": the caster announces which
            List<Cost> costs = new ArrayList<>();
            for (String a : alternatives) costs.add(one(a, true));
            if (costs.stream().allMatch(c -> c.parts().isEmpty())) throw new NotSupported("additional cost \"" + body + "\" (mana only)");
            return Optional.of(List.of(new AdditionalCost(costs.get(0), t, costs.subList(1, costs.size()))));
        }
        CostPart anyNumber = GrammarCosts.sacrificeAnyNumber(body); // 601.2f, 118.3: "sacrifice any number of creatures"
        if (anyNumber != null) return Optional.of(List.of(new AdditionalCost(new Cost(dev.arbiter.engine.mana.ManaCost.ZERO,
                List.of(anyNumber)), t)));
        return Optional.of(List.of(new AdditionalCost(one(body, false), t)));
    }

    /** The one part of {@code cost} read with "two" for X, its count made {@link CostPart#X} (107.3). */
    private static Cost counted(Cost cost, String words) {
        if (cost.parts().size() != 1 || !cost.mana().isEmpty()) throw new NotSupported("additional cost \"" + words + "\"");
        CostPart p = cost.parts().get(0);
        CostPart out;
        if (p instanceof CostPart.PayLife l && l.amount() == 2) out = new CostPart.PayLife(CostPart.X);
        else if (p instanceof CostPart.DiscardCards d && d.count() == 2) out = new CostPart.DiscardCards(CostPart.X, d.filter(), words);
        else if (p instanceof CostPart.DiscardRandom d && d.count() == 2) out = new CostPart.DiscardRandom(CostPart.X, words);
        else if (p instanceof CostPart.ExileFromGraveyard e && e.count() == 2) out = new CostPart.ExileFromGraveyard(e.filter(), CostPart.X, words);
        else if (p instanceof CostPart.ReturnPermanents r && r.count() == 2) out = new CostPart.ReturnPermanents(r.filter(), CostPart.X, words);
        else throw new NotSupported("additional cost \"" + words + "\" (X)");
        return new Cost(cost.mana(), List.of(out));
    }

    /** 107.3: whether the card's additional cost counts X ("discard X cards"), so its effect's X is that number. */
    static boolean countsX(CardText card) {
        for (dev.arbiter.cards.text.RulesLine line : card.rules()) {
            String t = line.text().strip();
            if (t.regionMatches(true, 0, PREFIX, 0, PREFIX.length()) && xAt(t) >= 0) return true;
        }
        return false;
    }

    /** Where {@code t} has the word X counting something between two words ("discard X cards", 107.3), or -1. */
    private static int xAt(String t) {
        dev.arbiter.cards.grammar.Cursor c = dev.arbiter.cards.grammar.Cursor.of(t);
        for (int i = 1; c.peek(i) != null; i++) {
            dev.arbiter.cards.grammar.Token x = c.peek(i);
            if (!x.text().equals("X") || x.kind() != dev.arbiter.cards.grammar.Token.Kind.WORD) continue;
            int at = x.start();
            if (at >= 2 && at + 2 < t.length() && t.charAt(at - 1) == ' ' && t.charAt(at + 1) == ' '
                    && wordChar(t.charAt(at - 2)) && wordChar(t.charAt(at + 2))) {
                return at;
            }
        }
        return -1;
    }

    private static boolean wordChar(char c) {
        return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_';
    }

    private static final List<String> VERBS = List.of("sacrifice ", "discard ", "pay ", "reveal ", "tap ", "exile ", "return ");

    /**
     * The costs of "A or B" / "A, B, or C" when each piece starts with a cost's verb ("sacrifice a creature or pay {3}");
     * else the body alone ("sacrifice an artifact or creature" is one cost of a noun with two types).
     */
    private static List<String> alternatives(String body) {
        List<String> out = new ArrayList<>();
        for (String a : body.split(",? or |, ")) {
            String lower = a.strip().toLowerCase(Locale.ROOT);
            if (VERBS.stream().noneMatch(lower::startsWith)) return List.of(body);
            out.add(a.strip());
        }
        return out;
    }

    /** One cost: parts paid with other objects, life or cards in hand; with {@code mana}, "pay {3}" alone too. */
    private static Cost one(String words, boolean mana) {
        String run = words.toLowerCase(Locale.ROOT).startsWith("pay {") ? words.substring(4).strip() : null;
        if (mana && run != null) {
            Cost c = CostParser.parse(run);
            if (c != null && c.parts().isEmpty() && !c.mana().isEmpty() && !c.mana().hasX()) return c; // 601.2f
            throw new NotSupported("additional cost \"" + words + "\"");
        }
        int xAt = xAt(words);
        boolean x = !mana && xAt >= 0; // 107.3: "discard X cards", X announced as it is cast
        if (mana && xAt >= 0) throw new NotSupported("additional cost \"" + words + "\" (X in a choice)");
        String read = !x ? words : words.substring(0, xAt - 1) + (words.endsWith(" X life") ? " 2 " : " two ")
                + words.substring(xAt + 2);
        Cost cost = CostParser.parse(Character.toUpperCase(read.charAt(0)) + read.substring(1));
        if (x && cost != null) cost = counted(cost, Character.toUpperCase(words.charAt(0)) + words.substring(1));
        // only parts paid with other objects or life: a spell has no "~" on the battlefield to tap, sacrifice or return
        if (cost == null || !cost.mana().isEmpty() || cost.parts().isEmpty()
                || !cost.parts().stream().allMatch(p -> p instanceof CostPart.SacrificePermanents || p instanceof CostPart.SacrificeAll
                || p instanceof CostPart.DiscardCards || p instanceof CostPart.DiscardRandom || p instanceof CostPart.PayLife
                || p instanceof CostPart.TapPermanents || p instanceof CostPart.ReturnPermanents
                || p instanceof CostPart.ExileFromGraveyard || p instanceof CostPart.OpponentsCardsFromExile
                || p instanceof CostPart.RevealFromHand || p instanceof CostPart.ExilePermanents)) {
            throw new NotSupported("additional cost \"" + words + "\"");
        }
        return cost;
    }
}
