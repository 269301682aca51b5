package dev.arbiter.cards.grammar.ast;

/**
 * A condition of a static ability, "as long as [condition]" (611.3b) and the like, read by
 * {@code StaticConditionGrammar}: one reading of the words; a line may read several ways, tried in order.
 */
public sealed interface StaticConditionNode {

    /** "it's your turn" / "it's not your turn". */
    record YourTurn(boolean yours) implements StaticConditionNode {
    }

    /** "~ is attacking" (506.4), "~ is attacking alone" (506.5). */
    record SourceAttacking(boolean alone) implements StaticConditionNode {
    }

    /** "~ is enchanted", "it's equipped", "~ is enchanted or equipped" (301.5, 303.4). */
    record AttachedTo(boolean enchanted, boolean equipped) implements StaticConditionNode {
    }

    /** ("~" | "it") "has" N ["or more"] KIND "counter(s) on it" (122.1): {@code kind} lower case or a P/T pair. */
    record HasCounters(String kind, int atLeast) implements StaticConditionNode {
    }

    /** N "or more cards are in your graveyard". */
    record CardsInYourGraveyard(int atLeast) implements StaticConditionNode {
    }

    /** ("an" | "no") "opponent controls" (("a" | "an") | N "or more") noun: {@code none} for "no opponent". */
    record OpponentControls(Noun noun, int atLeast, boolean none) implements StaticConditionNode {
    }

    /** "you control" ("a" | "another" | N "or more" | "exactly" N | "no" ["other"]) noun, counted from min to max. */
    record YouControl(Noun noun, int min, int max, boolean other) implements StaticConditionNode {
    }

    /** A condition the intervening-"if" grammar reads whole, without "it" / "they" in it. */
    record IfCondition(ConditionNode condition) implements StaticConditionNode {
    }
}
