package dev.arbiter.cards.grammar.ast;

/** What damage is dealt to (120.1): objects, players, or "any target" (115.4). */
public sealed interface DamageTo {

    /** Objects: "target creature", "each creature without flying", "it". */
    record Objects(ObjectRef ref) implements DamageTo {
    }

    /** Players: "each opponent", "you", "target player". */
    record Players(PlayerRef ref) implements DamageTo {
    }

    /** "target player or planeswalker" / "target opponent or planeswalker" (115.1). */
    record PlayerOrPlaneswalker(boolean opponent, String text) implements DamageTo {
    }

    /** "another target" / "a third target" (115.3, 115.4): any target other than the sentence's earlier targets. */
    record AnotherTarget(String text) implements DamageTo {
    }

    /**
     * "each of up to six targets" / "each of two targets" / "each of X targets" (115.4, 115.3, 601.2c): {@code min} to
     * {@code max} different targets ({@link ObjectRef.Targeted#X}: the announced X), each dealt the damage.
     */
    record UpToTargets(int min, int max, String text) implements DamageTo {
        /** "each of up to N targets". */
        public UpToTargets(int max, String text) {
            this(0, max, text);
        }
    }

    /** "the player or planeswalker [it's | that creature is] attacking" (506.4): what {@code attacker} attacks. */
    record Attacked(ObjectRef attacker, String text) implements DamageTo {
    }

    /** "any target" (115.4): a creature, player, planeswalker or battle. */
    record AnyTarget() implements DamageTo {
    }

    /** "any other target" (115.4, 115.3): any target but one already chosen for an earlier "target" of the same ability. */
    record AnyOtherTarget() implements DamageTo {
    }
}
