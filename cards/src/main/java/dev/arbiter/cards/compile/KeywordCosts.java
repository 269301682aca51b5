package dev.arbiter.cards.compile;

import dev.arbiter.engine.ability.Cost;
import dev.arbiter.engine.ability.CostPart;

import java.util.Locale;

/**
 * The cost of a keyword written after a dash when it isn't only mana ("Kicker—Sacrifice a creature.", "Buyback—Discard
 * two cards.", "Kicker—{2}{R}, Sacrifice a land.", 702.33a, 702.27a): its parts are those a spell's additional cost
 * may have (601.2f, 118.8: paid with other objects or life, never with the spell itself).
 */
final class KeywordCosts {

    private KeywordCosts() {
    }

    /**
     * The cost after "{@code keyword}—" in {@code text}, or null when the line isn't written that way.
     *
     * @throws NotSupported when a part of the cost isn't one a spell can pay
     */
    static Cost afterDash(String keyword, String text) {
        return afterDash(keyword, text, KeywordCosts::payableBySpell);
    }

    /** As {@link #afterDash(String, String)}, each part of the cost one {@code payable} admits. */
    static Cost afterDash(String keyword, String text, java.util.function.Predicate<CostPart> payable) {
        String t = text.strip();
        if (t.length() <= keyword.length() + 1 || !t.regionMatches(true, 0, keyword, 0, keyword.length())
                || t.charAt(keyword.length()) != '—') {
            return null;
        }
        String body = t.substring(keyword.length() + 1).strip();
        if (body.endsWith(".")) body = body.substring(0, body.length() - 1).strip();
        String lower = body.toLowerCase(Locale.ROOT);
        if (body.isEmpty() || lower.contains(" or ") || lower.startsWith("you may")) {
            throw new NotSupported("keyword \"" + keyword + "\" (cost \"" + body + "\")");
        }
        Cost cost = CostParser.parse(body);
        if (cost == null || cost.parts().isEmpty() || !cost.parts().stream().allMatch(payable)) {
            throw new NotSupported("keyword \"" + keyword + "\" (cost \"" + body + "\")");
        }
        return cost;
    }

    /** A part a player pays as an effect or a keyword's trigger resolves (118.3, 608.2d): by spells' parts and counters. */
    static boolean payableAtResolution(CostPart p) {
        return payableBySpell(p) || p instanceof CostPart.PutCountersOnSelf;
    }

    static boolean payableBySpell(CostPart p) {
        return p instanceof CostPart.SacrificePermanents || p instanceof CostPart.DiscardCards
                || p instanceof CostPart.DiscardRandom || p instanceof CostPart.PayLife || p instanceof CostPart.TapPermanents
                || p instanceof CostPart.ReturnPermanents || p instanceof CostPart.ExileFromGraveyard;
    }
}
