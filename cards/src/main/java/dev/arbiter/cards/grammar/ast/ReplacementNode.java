package dev.arbiter.cards.grammar.ast;

import java.util.List;

/** Entering replacements and "can't be countered" lines the grammar reads (614.1c, 614.12, 101.2). */
public sealed interface ReplacementNode {

    /**
     * "~ enters the battlefield tapped unless you control a Swamp or a Mountain" ({@code anyOf}, at
     * least one) or "... unless you control two or more / two or fewer other lands" ({@code counted}
     * with its bound).
     */
    record EntersTappedUnless(List<Noun> anyOf, Noun counted, int bound, boolean orMore) implements ReplacementNode {
        public EntersTappedUnless {
            anyOf = List.copyOf(anyOf);
        }
    }

    /** "This spell can't be countered." ({@code spells} null) or "Creature spells can't be countered." */
    /** "~ enters the battlefield tapped unless you have two or more opponents" (614.1c, 102.3). */
    /** "~ enters the battlefield with your choice of a flying counter or a hexproof counter on it" (614.12, 122.6). */
    record EntersWithCounterOfChoice(List<String> kinds) implements ReplacementNode {
    }

    record EntersTappedUnlessOpponents(int atLeast) implements ReplacementNode {
    }

    record CantBeCountered(Noun spells) implements ReplacementNode {
    }

    /** "~ enters the battlefield tapped with N KIND counters on it." (614.1c) */
    record EntersTappedWithCounters(String kind, AmountNode amount) implements ReplacementNode {
    }

    /**
     * "As ~ enters the battlefield, you may pay N life / reveal a NOUN card from your hand. If you
     * don't, it enters the battlefield tapped." (614.12); one of {@code life} > 0 or {@code reveal}.
     */
    record EntersTappedUnlessPaid(int life, Noun reveal) implements ReplacementNode {
    }

    /** "Artifacts and lands [your opponents control] enter the battlefield tapped." (614.1c) */
    record OthersEnterTapped(Noun permanents) implements ReplacementNode {
    }

    /** "[If condition,] damage that would reduce your life total to less than 1 reduces it to 1 instead." (614.1a) */
    record LifeFloor(ConditionNode condition) implements ReplacementNode {
    }

    /** "If you would gain life, you gain twice that much life / that much life plus N instead." (614.1a) */
    record LifeGain(int factor, int plus) implements ReplacementNode {
    }

    /** "Each other creature you control enters the battlefield with an additional N KIND counter(s) on it." (614.1c) */
    record OthersEnterWithCounters(Noun permanents, boolean other, String kind, int amount) implements ReplacementNode {
    }

    /**
     * "If an effect would create one or more [TYPE] tokens under your control, it creates twice that many of those tokens
     * instead." ({@code type} null: any token; {@code yours} false: "If one or more tokens would be created, ...") (614.1a)
     */
    record MultiplyTokens(int factor, String type, boolean yours) implements ReplacementNode {
    }
}
