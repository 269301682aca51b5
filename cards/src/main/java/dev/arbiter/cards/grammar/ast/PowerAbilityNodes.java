package dev.arbiter.cards.grammar.ast;

import dev.arbiter.cards.grammar.ast.ReferentNodes.ObjectReferent;

/**
 * Clauses that change an object's power and toughness or abilities: the object read once into an {@link ObjectReferent}
 * (lowered by compile/Referents), the keyword phrases kept as printed (read by the keyword readers): see {@link dev.arbiter.cards.grammar.PowerAbilityGrammar}.
 * P/T halves keep their sign ("+2", "-1").
 */
public final class PowerAbilityNodes {

    private PowerAbilityNodes() {
    }

    /** One of the clauses below. */
    public sealed interface Clause permits Pump, PumpAndGain, GainAndPump, GainUntilEndOfTurn, GainChosenProtection,
            GainChosenLandwalk, GainForever, Lose, SetBase, Switch {
    }

    /** "[object] gets +P/+T until end of turn" (611.2a). */
    public record Pump(ObjectReferent object, String power, String toughness) implements Clause {
    }

    /** "[object] gets +P/+T and gains [keyword] until end of turn" (611.2a). */
    public record PumpAndGain(ObjectReferent object, String power, String toughness, String keyword) implements Clause {
    }

    /** "[object] gains [keyword] and gets +P/+T until end of turn" (611.2a). */
    public record GainAndPump(ObjectReferent object, String keyword, String power, String toughness) implements Clause {
    }

    /** "[object] gains [keywords] until end of turn" (611.2a). */
    public record GainUntilEndOfTurn(ObjectReferent object, String keywords) implements Clause {
    }

    /** "[object] gains protection from the color of your choice until end of turn" (608.2d). */
    public record GainChosenProtection(ObjectReferent object) implements Clause {
    }

    /** "[object] gains landwalk of your choice until end of turn" (608.2d). */
    public record GainChosenLandwalk(ObjectReferent object) implements Clause {
    }

    /** "[object] gains [plain words]" with no duration (611.2a). */
    public record GainForever(ObjectReferent object, String keyword) implements Clause {
    }

    /** "[object] loses [plain words] [until end of turn]" (613.1f). */
    public record Lose(ObjectReferent object, String what, boolean untilEndOfTurn) implements Clause {
    }

    /** "[object] has | have base power and toughness P/T until end of turn" (613.4b). */
    public record SetBase(ObjectReferent object, int power, int toughness) implements Clause {
    }

    /** "Switch [object]'s | its power and toughness until end of turn" (613.4d); "its" is {@code It}. */
    public record Switch(ObjectReferent object) implements Clause {
    }
}
