package dev.arbiter.cards.grammar.ast;

/** A reference to objects in effect text. */
public sealed interface ObjectRef {

    /** "~" / "this creature": the source itself. */
    record Self() implements ObjectRef {
    }

    /** "it", "them", "that creature", "the creature": an earlier-named or trigger-named object. */
    record Pronoun(String word) implements ObjectRef {
    }

    /** "enchanted creature", "equipped creature", "fortified land": what the source is attached to. */
    record Attached(String word) implements ObjectRef {
    }

    /** "target creature", "up to two target creatures", "another target creature" (115.1). */
    record Targeted(Noun noun, int min, int max, boolean another, String text) implements ObjectRef {
        /** A bound that is the announced X: "X target Mountains", "up to X target creatures" (601.2c; the engine's TargetSpec.X). */
        public static final int X = -1;
    }

    /** "each creature", "all creatures", "each other creature with flying" (the set as the effect begins). */
    record Every(Noun noun, boolean other) implements ObjectRef {
    }

    /** "a creature", "two lands", "another creature" as the object of a choice ("sacrifice a creature"). */
    record Chosen(Noun noun, AmountNode count, boolean other) implements ObjectRef {
    }

    /** "target creature and all other creatures with the same name as that creature" (201.2): the target and {@code others} named alike. */
    record AndSameName(ObjectRef target, Noun others) implements ObjectRef {
    }

    /**
     * "target land or nonblack creature", "target tapped or blocking creature" (115.1): one target that is either of two
     * nouns, each with its own qualities.
     */
    record TargetedEither(Noun first, Noun second, String text) implements ObjectRef {
    }
}
