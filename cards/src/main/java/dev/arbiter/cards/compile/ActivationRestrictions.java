package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.ActivationRestrictionGrammar;
import dev.arbiter.cards.grammar.ConditionGrammar;
import dev.arbiter.cards.grammar.Cursor;
import dev.arbiter.cards.grammar.ParseFailure;
import dev.arbiter.engine.ability.ActivatedAbility.Timing;
import dev.arbiter.engine.ability.Condition;

/**
 * The restriction sentence closing an activated ability (602.5b, 602.5d): "Activate only as a
 * sorcery." (307.1), "... during your upkeep / during your turn / during your turn, before attackers
 * are declared / during combat", "Activate only once each turn.", "Activate no more than twice each
 * turn.", and a timing joined to a limit ("Activate only as a sorcery and only once each turn."); and a
 * condition (602.5b), alone or joined to those: "Activate only if seven or more cards are in your graveyard.",
 * "Activate only during your upkeep and only if you control a Swamp.", read by the intervening-"if" grammar.
 */
final class ActivationRestrictions {

    /** When, how many times each turn (0: no limit), and only while which condition holds. */
    record Restriction(Timing timing, int perTurn, Condition onlyIf) {
        Restriction(Timing timing, int perTurn) {
            this(timing, perTurn, new Condition.Always());
        }
    }

    private ActivationRestrictions() {
    }

    /** The effect text before a restriction sentence, or null when there is none. */
    static String effect(String text) {
        ActivationRestrictionGrammar.Sentence s = ActivationRestrictionGrammar.sentence(text);
        return s == null ? null : s.effect();
    }

    /**
     * The restriction closing {@code text}.
     *
     * @throws NotSupported when the sentence restricts in a way the engine doesn't know
     */
    static Restriction of(String text) {
        ActivationRestrictionGrammar.Sentence s = ActivationRestrictionGrammar.sentence(text);
        if (s == null) {
            return new Restriction(Timing.INSTANT, 0);
        }
        ActivationRestrictionGrammar.Fixed r = ActivationRestrictionGrammar.fixed(s.restriction());
        if (r == null) {
            return conditional(s.restriction());
        }
        int perTurn = r.perTurn();
        Timing timing = r.timing() == null ? Timing.INSTANT : switch (r.timing()) {
            case "as a sorcery" -> Timing.SORCERY;
            case "during your upkeep" -> Timing.YOUR_UPKEEP;
            case "during your turn" -> Timing.YOUR_TURN;
            case "during your turn, before attackers are declared" -> Timing.YOUR_TURN_BEFORE_ATTACKERS;
            case "during an opponent's turn, before attackers are declared" -> Timing.OPPONENT_TURN_BEFORE_ATTACKERS; // 602.5d
            case "before attackers are declared" -> Timing.BEFORE_ATTACKERS; // 602.5d
            case "during combat" -> Timing.COMBAT;
            case "during an opponent's upkeep" -> Timing.OPPONENT_UPKEEP; // 602.5d, 503
            case "during the declare blockers step" -> Timing.DECLARE_BLOCKERS_STEP; // 602.5d, 509
            case "during combat after blockers are declared" -> Timing.COMBAT_AFTER_BLOCKERS; // 602.5d, 509-511
            case "during the end of combat step" -> Timing.END_OF_COMBAT_STEP; // 602.5d, 511
            default -> Timing.INSTANT; // "as an instant": any time its controller has priority
        };
        return new Restriction(timing, perTurn);
    }

    /**
     * 602.5b: "Activate only [timing | once each turn | if condition] (and only ...)*" with one condition.
     *
     * @throws NotSupported when a part is none of these or the condition isn't one the grammar reads
     */
    private static Restriction conditional(String sentence) {
        Cursor c = Cursor.of(sentence);
        if (!c.accept("activate only")) throw new NotSupported("activation restriction");
        Timing timing = Timing.INSTANT;
        int perTurn = 0;
        Condition onlyIf = null;
        do {
            if (c.accept("if")) {
                if (onlyIf != null) throw new NotSupported("activation restriction");
                int from = c.mark();
                onlyIf = EitherCondition.read(c); // 602.5b: "you control a Desert or there is a Desert card in your graveyard"
                if (onlyIf != null) continue;
                try {
                    onlyIf = ConditionLowering.lower(ConditionGrammar.condition(c), false);
                } catch (ParseFailure f) {
                    // the conditions of "as long as" (611.3b): "it's not your turn", "an opponent controls a creature with flying"
                    c.reset(from);
                    while (!c.atEnd() && !c.at("and only") && !c.at(", only")) c.next();
                    onlyIf = c.textFrom(from).equalsIgnoreCase("~ is attacking or blocking") // 506.4: in combat
                            ? new Condition.ObjectIs(false, dev.arbiter.engine.ability.ObjectFilter.any().withQualities(
                                    dev.arbiter.engine.ability.FilterQualities.NONE.inCombat(true)))
                            : StaticConditions.condition(c.textFrom(from));
                    if (onlyIf == null) throw new NotSupported("activation restriction");
                }
            } else if (c.accept("once each turn")) {
                perTurn = 1;
            } else {
                String when = c.acceptAny("as a sorcery", "as an instant", "during your upkeep", "during your turn",
                        "during combat");
                if (when == null || timing != Timing.INSTANT) throw new NotSupported("activation restriction");
                timing = switch (when) {
                    case "as a sorcery" -> Timing.SORCERY;
                    case "during your upkeep" -> Timing.YOUR_UPKEEP;
                    case "during your turn" -> Timing.YOUR_TURN;
                    case "during combat" -> Timing.COMBAT;
                    default -> Timing.INSTANT;
                };
            }
        } while (c.accept("and only") || c.accept(", only"));
        if (!c.atEnd() || onlyIf == null) throw new NotSupported("activation restriction");
        return new Restriction(timing, perTurn, onlyIf);
    }
}
