package dev.arbiter.cards.grammar.ast;

import java.util.List;

/**
 * How effect text is put together (608.2c-d, 107.3, 702.33, 603.12): sentences in order, "you may", "if ... instead", reflexive "when you do", X defined in words.
 * The records are named {@code EffectNode.X} everywhere (this interface is one of those {@link EffectNode}
 * extends); a new one goes into its area's file and into {@code EffectNode}'s {@code permits} list.
 */
public interface ControlFlowNodes {

    /** "When that creature dies this turn, [body]" (603.7): a delayed trigger bound to the object named before. */
    record WhenDiesThisTurn(EffectNode body, String text) implements EffectNode {
    }

    /** "choose target [noun]" (115.1): names a target the next sentences act on ("That creature attacks ..."). */
    record ChooseTarget(ObjectRef target) implements EffectNode {
    }

    /** "choose any target" (115.1, 115.4): names the target the next sentences act on ("that permanent or player"). */
    record ChooseAnyTarget() implements EffectNode {
    }

    /**
     * "Choose a creature type. [then]" / "choose a color, then [then]" (608.2d): {@code kind} is "a color" or "a creature
     * type" ({@code ChoiceKind}'s words); "of the chosen type" / "of that color" in {@code then} name the choice.
     */
    record ChooseThen(String kind, EffectNode then) implements EffectNode {
    }

    /** Effects in the order written. */
    record Sequence(List<EffectNode> effects) implements EffectNode {
        public Sequence {
            effects = List.copyOf(effects);
        }
    }

    /** "Flip a coin. If you win the flip, [win]. If you lose the flip, [lose]." (705); either branch may be null. */
    record FlipCoin(EffectNode win, EffectNode lose) implements EffectNode {
    }

    /** "When you do, [body]" after a "may" (603.12): a reflexive triggered ability, with its own targets. */
    record WhenYouDo(EffectNode body, String text) implements EffectNode {
    }

    /** "[player] may [effect]. If [they] do, [then]. [Otherwise, ...]" (608.2d). */
    record May(PlayerRef who, EffectNode effect, EffectNode ifTheyDo, EffectNode otherwise) implements EffectNode {
    }

    /**
     * "[act]. If you do, [then]. [If you don't, ...]" / "[act]. When you do, [body]" with no "may" (608.2c, 603.12): the
     * act is {@code act}'s effect, not optional; what follows depends on whether it was done. {@code act} is read as
     * the "may" of "you may [act]" would be, by "you".
     */
    record IfYouDo(May act) implements EffectNode {
    }

    /**
     * "Any [player | opponent] may [cost]. If a player does, [then]" (101.4, 608.2d): {@code cost} as written, with
     * "their" read as the payer's ("exile three cards from their graveyard").
     */
    record AnyPlayerMay(boolean opponents, String cost, EffectNode then) implements EffectNode {
    }

    /** "clash with an opponent[. If you win, [ifWin]]" (701.23); {@code ifWin} null until its sentence is read. */
    record Clash(EffectNode ifWin) implements EffectNode {
    }

    /** A cost after "you may", before ". If you do," (608.2d): "pay 2 life", "sacrifice a creature". */
    record PayCost(String text) implements EffectNode {
    }

    /** "Sacrifice a creature. If you can't, [otherwise]." (701.17a). */
    record IfCant(EffectNode action, EffectNode otherwise) implements EffectNode {
    }

    /** "If this spell was kicked, [then]" (702.33d); with "instead", {@code otherwise} is the replaced text. */
    record IfKicked(EffectNode then, EffectNode otherwise) implements EffectNode {
    }

    /**
     * The kicked text of "If this spell was kicked, it deals N damage instead" / "create N of those tokens
     * instead" (702.33d): the replaced effect again, with {@code amount}.
     */
    record KickedAmount(AmountNode amount) implements EffectNode {
    }

    /** "pay {cost}" as the optional act of a "may" (608.2d); only inside {@link May}. */
    record PayMana(String cost) implements EffectNode {
    }

    /** "[effect], where X is [amount]" (107.3c style definitions of X). */
    record WhereX(EffectNode body, AmountNode x) implements EffectNode {
    }

    /** "If this ability has been activated N or more times this turn, [words]" (602.2, 608.2c): {@code then} as written. */
    record IfActivatedTimes(int atLeast, String then) implements EffectNode {
    }

    /** "counter [spell] [unless its controller pays {N}]" (701.5a). */
    /** "[effect] unless its controller pays {N}" (118.12). */
    record UnlessControllerPays(EffectNode effect, String cost) implements EffectNode {
    }

    /** "If [condition], [then]." (608.2c): followed only when the condition holds as it resolves. */
    record IfThen(ConditionNode condition, EffectNode then) implements EffectNode {
    }

    /**
     * "[then] if [condition]." / "[then] unless [condition]." (608.2c): the sentence only when the condition holds
     * (or, with {@code unless}, fails) as it resolves; {@code otherwise} is a following "Otherwise, [effect]." or null.
     */
    record OnlyIf(ConditionNode condition, boolean unless, EffectNode then, EffectNode otherwise) implements EffectNode {
    }

    /** "[otherwise]. If [condition], [then] instead." (608.2c); {@code then} may be a {@link KickedAmount}. */
    record IfInstead(ConditionNode condition, EffectNode then, EffectNode otherwise) implements EffectNode {
    }

    /**
     * "[then] if it's [blue | a Knight]" (608.2c): {@code then} only if the object it names is so as it resolves;
     * {@code noun} without heads for adjectives alone ("blue"), the head being the kind of object named.
     */
    record IfItIs(EffectNode then, Noun noun, String nounText) implements EffectNode {
    }

    /**
     * "[then] if its (power | toughness | mana value) is (less | greater) than [or equal to] [amount]" (608.2c, 107.1):
     * {@code then} only if the object it names compares so with the amount as it resolves; {@code comparison} as written.
     */
    record IfStatCompared(EffectNode then, String stat, String comparison, AmountNode amount, String text) implements EffectNode {
    }

    /**
     * "If it's a creature, [then]" (608.2c): {@code then} only if the object is a {@code noun} as it resolves;
     * {@code otherwise} (or null): the sentence before, replaced by {@code then} ("If it's a Vampire, ... instead").
     */
    record IfObjectIs(ObjectRef who, Noun noun, String nounText, EffectNode then, boolean past, EffectNode otherwise)
            implements EffectNode {
        /** "If it's a creature, ..." / "If that creature is a Zombie, ...": as the object is now. */
        public IfObjectIs(ObjectRef who, Noun noun, String nounText, EffectNode then) {
            this(who, noun, nounText, then, false, null);
        }

        /** Nothing instead of {@code then}. */
        public IfObjectIs(ObjectRef who, Noun noun, String nounText, EffectNode then, boolean past) {
            this(who, noun, nounText, then, past, null);
        }
    }

    /** "Destroy all creatures. You gain 1 life for each creature destroyed this way." (701.8): the destroy and what counts it. */
    /** "Tap any number of untapped [noun] you control", then the effect counting "tapped this way" (608.2c). */
    record CountTapped(PermanentNodes.TapAnyNumber tap, EffectNode then) implements EffectNode {
    }

    /** "Sacrifice any number of [noun]", then the effect counting "sacrificed this way" / "that many" (701.17a, 608.2c). */
    record CountSacrificed(PermanentNodes.SacrificeAnyNumber sacrifice, EffectNode then) implements EffectNode {
    }

    /** A discard, then the effect counting "discarded this way" (701.9a, 608.2c). */
    record CountDiscarded(EffectNode discard, EffectNode then) implements EffectNode {
    }

    record CountDestroyed(EffectNode destroy, EffectNode then) implements EffectNode {
    }

    /** "Reveal any number of [noun] cards in your hand", then the effect counting "revealed this way" (608.2c). */
    record CountRevealed(LibraryAndHandNodes.RevealAnyNumber reveal, EffectNode then) implements EffectNode {
    }

    /** "[player] mills N cards. ... for each [noun] put into their graveyard this way" (701.13b, 608.2c). */
    record CountMilled(EffectNode mill, EffectNode then) implements EffectNode {
    }

    /** "[player] mills N cards. You may cast a [noun] spell from among them without paying its mana cost." (701.13b, 118.9). */
    record MillThenMayCast(EffectNode mill, Noun noun) implements EffectNode {
    }

    /** "[player] mills N cards. If a [noun] card was milled this way, [then]. [Otherwise, [otherwise].]" (701.13b, 608.2c). */
    record IfMilled(EffectNode mill, Noun noun, EffectNode then, EffectNode otherwise) implements EffectNode {
    }

    /**
     * "Choose a [noun] [you control]. [then]" / "[player] chooses a [noun] they control. [then]" (115.10, 608.2d): a
     * permanent chosen as the effect resolves; {@code theirs} when it must be one the chooser controls ("they control").
     */
    record ChooseObjectThen(PlayerRef chooser, Noun noun, boolean theirs, EffectNode then) implements EffectNode {
    }

    /** "Roll a d20." / "Roll a six-sided die." (706.1a), then the rest of the effect, which may read "the result" (706.4). */
    record RollDie(int sides, EffectNode then) implements EffectNode {
    }

    /** A results-table row "N1—N2 | [effect]" (706.3a): the effect when the result is in [min, max]. */
    record IfDieResult(int min, int max, EffectNode then) implements EffectNode {
    }
}
