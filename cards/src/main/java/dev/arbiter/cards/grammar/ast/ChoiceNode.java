package dev.arbiter.cards.grammar.ast;

/**
 * Lines about choices made as a permanent enters and the rules they feed (614.12, 607.2), land type
 * changes (305.7) and player rules (402.2), as {@code ChoiceGrammar} reads them.
 */
public sealed interface ChoiceNode {
    /** "As ~ enters the battlefield, choose {@code kind}." ({@code kind} as written: "a color", "an opponent"). */
    record ChooseAsEnters(String kind) implements ChoiceNode {
    }

    /**
     * "[subject] is/are [a] LandType." / "Enchanted land is the chosen type." ({@code landType} null).
     * {@code subject}: "enchanted land", or a group as written ("All Mountains", "Nonbasic lands").
     */
    record LandType(String subject, String landType) implements ChoiceNode {
    }

    /** "[subject] has/have protection from the chosen color." [+ "This effect doesn't remove ~." when {@code keepsSource}]. */
    record ProtectionFromChosenColor(String subject, boolean keepsSource) implements ChoiceNode {
    }

    /**
     * "Activated abilities of [sources] can't be activated unless they're mana abilities." {@code sources} null:
     * "sources" (objects in any zone), with {@code sourcesWith} (a "with the chosen name" clause) or null.
     */
    record CantActivate(Noun sources, Noun.With sourcesWith) implements ChoiceNode {
    }

    /** "You have no maximum hand size." */
    record NoMaximumHandSize() implements ChoiceNode {
    }

    /**
     * "Cast this spell only during ..." (601.3): in {@code turn}'s turns ("your", "an opponent's" or null for any)
     * and in the steps from {@code first} to {@code last} (step names in turn order: "untap" ... "cleanup").
     */
    record CastOnlyDuring(String turn, String first, String last) implements ChoiceNode {
    }
}
