package dev.arbiter.cards.explain;

import java.util.List;
import dev.arbiter.engine.ability.ObjectFilter;
import dev.arbiter.engine.ability.Relation;
import dev.arbiter.engine.characteristic.CardType;
import dev.arbiter.engine.ability.Trigger;
import dev.arbiter.engine.timing.Step;

/** The words trigger phrases are made of (603.1-603.2): steps, players, watched objects, chapter numerals (714.2a). */
final class TriggerWords {
    private TriggerWords() {
    }

    /** A chapter symbol's Roman numeral (714.2a). */
    static String chapter(int n) {
        return n >= 1 && n <= 6 ? List.of("I", "II", "III", "IV", "V", "VI").get(n - 1) : "Chapter " + n;
    }

    static String whose(Trigger.Whose w, Scope s) {
        return switch (w) {
            case SELF -> s.selfName();
            case HOST -> s.card().host();
            case YOU -> "you";
        };
    }

    static String player(Relation r) {
        return switch (r) {
            case YOU -> "you tap";
            case OPPONENT -> "an opponent taps";
            case ANY -> "a player taps";
            case NOT_YOU -> "another player taps";
            case ENCHANTED -> "enchanted player taps";
        };
    }

    /** "a source", "a source an opponent controls", "a creature you control" (120.1). */
    /** "a land card", "another card" (404.1). */
    static String cardPhrase(ObjectFilter f) {
        ObjectFilter one = new ObjectFilter(f.anyOfTypes(), f.excludedTypes(), f.controller(), f.subtype(), f.colorMask(),
                f.withKeywords(), false, f.attackingYou(), f.more());
        String phrase = ObjectText.phrase(one, false, "card");
        return (f.other() ? "another" : Words.article(phrase)) + " " + phrase;
    }

    static String dealer(ObjectFilter f, Scope s) {
        ObjectFilter plain = f.controlledBy(Relation.ANY);
        boolean other = plain.equals(ObjectFilter.any().otherThanSource()); // "a source you control other than ~"
        if (plain.equals(new ObjectFilter(0, plain.excludedTypes(), Relation.ANY, null, plain.colorMask(), 0, false, false))
                && !plain.equals(ObjectFilter.any())) { // 120.1: no card type: any object, a spell too ("a red source you control")
            String p = ObjectText.phrase(f, false, "source");
            return Words.article(p) + " " + p;
        }
        if (!plain.equals(ObjectFilter.any()) && !other) return ObjectText.counted(f, 1);
        return "a source" + switch (f.controller()) {
            case YOU -> " you control";
            case OPPONENT -> " an opponent controls";
            case NOT_YOU -> " you don't control";
            case ENCHANTED -> " enchanted player controls";
            case ANY -> "";
        } + (other ? " other than " + s.selfName() : "");
    }

    /** "a creature", "another Ally", "~ or another Ally": what a filtered trigger watches. */
    static String who(ObjectFilter f, boolean includesSelf, Scope s, boolean underYourControl) {
        ObjectFilter shown = (f.controller() == Relation.YOU || f.controller() == Relation.OPPONENT) && underYourControl
                ? f.controlledBy(Relation.ANY) : f;
        if (includesSelf && shown.other()) {
            return s.selfName() + " or " + ObjectText.counted(shown, 1);
        }
        // Without "another", the group already includes the source when it matches.
        return ObjectText.counted(shown, 1);
    }

    /** " under your control" for a trigger on permanents you control entering (603.6a). */
    static String under(ObjectFilter f) {
        return f.controller() == Relation.YOU ? " under your control"
                : f.controller() == Relation.OPPONENT ? " under an opponent's control" : "";
    }

    static boolean creatures(ObjectFilter f) {
        return f.anyOfTypes() == CardType.CREATURE.bit() || f.anyOfTypes() == 0 && f.subtype() != null;
    }

    static String step(Trigger.BeginningOfStep t, Scope s) {
        if (t.step() == Step.END_OF_COMBAT && !t.yoursOnly()) return "end of combat";
        String name = stepName(t.step());
        if (t.yoursOnly()) {
            return t.step() == Step.BEGINNING_OF_COMBAT ? "combat on your turn" : "your " + name;
        }
        return t.step() == Step.END ? "the end step" : "each " + name;
    }

    static String stepName(Step step) {
        return switch (step) {
            case UNTAP -> "untap step";
            case UPKEEP -> "upkeep";
            case DRAW -> "draw step";
            case MAIN1 -> "precombat main phase";
            case BEGINNING_OF_COMBAT -> "combat";
            case DECLARE_ATTACKERS -> "declare attackers step";
            case DECLARE_BLOCKERS -> "declare blockers step";
            case FIRST_STRIKE_DAMAGE -> "first-strike damage step";
            case COMBAT_DAMAGE -> "combat damage step";
            case END_OF_COMBAT -> "end of combat step";
            case MAIN2 -> "postcombat main phase";
            case END -> "end step";
            case CLEANUP -> "cleanup step";
        };
    }

    /** The move of "one or more [objects] ..." (603.2c). */
    static String groupMove(Trigger.GroupMoves t) {
        String whose = switch (t.owner()) {
            case YOU -> "your";
            case OPPONENT -> "an opponent's";
            default -> "a";
        };
        if (t.from() == Trigger.GroupMoves.Place.BATTLEFIELD) return t.to() == null ? " leave the battlefield" : " die";
        if (t.to() == Trigger.GroupMoves.Place.EXILE) return " are put into exile from " + whose + " graveyard";
        if (t.to() == null) return " leave " + whose + " graveyard";
        return " are put into " + whose + " graveyard from " + (t.from() == null ? "anywhere" : "your library");
    }
}
