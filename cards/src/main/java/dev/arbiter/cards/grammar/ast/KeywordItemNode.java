package dev.arbiter.cards.grammar.ast;

/**
 * One keyword of a keyword line that takes a number, a mana cost or a name (702): read by
 * {@code KeywordItemGrammar}, lowered to the keyword's abilities in {@code KeywordItemLowering}.
 */
public sealed interface KeywordItemNode {

    /** "Suspend N—[mana]" (702.62a); {@code mana} the symbols as written ("{1}{U}"), no X. */
    record Suspend(int time, String mana) implements KeywordItemNode {
    }

    /** "Foretell [mana]" (702.143a); no X. */
    record Foretell(String mana) implements KeywordItemNode {
    }

    /** "Transmute [mana]" (702.53a); no X. */
    record Transmute(String mana) implements KeywordItemNode {
    }

    /**
     * A keyword with a number (bloodthirst 702.54a, renown 702.112a, bushido 702.45a, rampage 702.23a, fading
     * 702.32a, vanishing 702.63a, modular 702.43a, soulshift 702.46a, afflict 702.130a, annihilator 702.86a, afterlife
     * 702.135a, fabricate 702.123a, graft 702.58a, crew 702.122a, dredge 702.52a): {@code keyword} in lower case.
     */
    record Numbered(String keyword, int n) implements KeywordItemNode {
    }

    /** "Encore [mana]" (702.141a) or "Unearth [mana]" (702.84a). */
    record FromGraveyard(boolean encore, String mana) implements KeywordItemNode {
    }

    /** "Partner with NAME" (702.124i): {@code name} as written on the line (201.2). */
    record PartnerWith(String name) implements KeywordItemNode {
    }

    /** "Reinforce N—[mana]" (702.77a); no X. */
    record Reinforce(int n, String mana) implements KeywordItemNode {
    }

    /** "Flashback [mana]" (702.34a) or "Bestow [mana]" (702.103a), X allowed here: {@code bestow} tells which. */
    record ManaAlternative(boolean bestow, String mana) implements KeywordItemNode {
    }

    /** "Cumulative upkeep [mana]" (702.24a) or "Echo [mana]" (702.30a). */
    record UpkeepMana(boolean echo, String mana) implements KeywordItemNode {
    }

    /** "Affinity for artifacts" / "Affinity for Swamps" (702.41a): {@code what} the plural as written. */
    record Affinity(String what) implements KeywordItemNode {
    }

    /**
     * Ward (702.21a), outlast (702.107a), embalm (702.128a) or eternalize (702.129a) with its cost: {@code keyword} in
     * lower case; {@code cost} the mana symbols ("{2}"), or, when {@code dashed}, the text after the dash as written
     * without its final period ("Pay 3 life").
     */
    record CostKeyword(String keyword, String cost, boolean dashed) implements KeywordItemNode {
    }
}
