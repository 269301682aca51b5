package dev.arbiter.cards.explain;

import dev.arbiter.engine.ability.FilterQualities;
import dev.arbiter.engine.ability.Relation;
import dev.arbiter.engine.ability.StaticEffect;

import java.util.ArrayList;
import java.util.List;

/** Choices made as a permanent enters and what reads them (614.12, 607.2), land types (305.7), in words. */
final class ChosenText {
    private ChosenText() {
    }

    /** "As ~ enters the battlefield, choose a color." */
    static String chooseAsEnters(StaticEffect.ChooseAsEnters e, Scope s) {
        return "As " + s.selfName() + " enters the battlefield, choose " + e.kind().words() + ".";
    }

    /** "a Swamp" / "Plains" / "the chosen type". */
    static String landType(StaticEffect.SetLandType e, boolean plural) {
        if (e.landType() == null) return "the chosen type";
        if (plural) return e.landType().equals("Plains") ? "Plains" : e.landType() + "s";
        return Words.article(e.landType()) + " " + e.landType();
    }

    /** "Activated abilities of sources with the chosen name can't be activated unless they're mana abilities." */
    static String cantActivate(StaticEffect.CantActivate e) {
        String sources = ObjectText.phrase(e.sources(), true, null);
        if (e.sources().anyOfTypes() == 0 && e.sources().subtype() == null) {
            sources = sources.replaceFirst("permanents", "sources");
        }
        return "Activated abilities of " + sources + " can't be activated"
                + (e.exceptManaAbilities() ? " unless they're mana abilities." : ".");
    }

    /** The words a filter's chosen bits add after the noun: "of the chosen color", "with the chosen name". */
    static List<String> qualities(int bits) {
        if (bits == 0) return List.of();
        List<String> out = new ArrayList<>(1);
        if ((bits & FilterQualities.CHOSEN_COLOR) != 0) out.add("of the chosen color");
        if ((bits & FilterQualities.CHOSEN_TYPE) != 0) out.add("of the chosen type");
        if ((bits & FilterQualities.CHOSEN_NAME) != 0) out.add("with the chosen name");
        return out;
    }

    /** "Cast this spell only during your turn and only during combat before blockers are declared." */
    static String castOnlyDuring(StaticEffect.CastOnlyDuring e) {
        String f = e.first().display();
        String l = e.last().display();
        String turn = e.turn() == Relation.YOU ? "your turn" : e.turn() == Relation.OPPONENT ? "an opponent's turn" : null;
        String window;
        if (f.equals("untap") && l.equals("declare-blockers") && turn == null) {
            return "Cast this spell only before the combat damage step.";
        }
        if (f.equals("untap") && l.equals("cleanup")) window = null;
        else if (f.equals("untap") && l.equals("beginning-of-combat") && turn != null) return start() + turn
                + ", before attackers are declared.";
        else if (f.equals("draw") && l.equals("cleanup") && turn != null) return start() + turn + " after their upkeep step.";
        else if (f.equals("beginning-of-combat") && l.equals("end-of-combat")) window = "combat";
        else if (f.equals("beginning-of-combat") && l.equals("declare-attackers")) window = "combat before blockers are declared";
        else if (f.equals("declare-blockers") && l.equals("end-of-combat")) window = "combat after blockers are declared";
        else if (f.equals(l) && (f.equals("declare-attackers") || f.equals("declare-blockers"))) {
            String step = f.replace('-', ' ') + " step";
            if (e.turn() == Relation.YOU) return start() + "your " + step + ".";
            return start() + "the " + step + (turn == null ? "" : " on " + turn) + ".";
        } else window = "the " + f + " to " + l + " steps";
        if (turn == null) return start() + window + ".";
        return start() + turn + (window == null ? "" : " and only during " + window) + ".";
    }

    private static String start() {
        return "Cast this spell only during ";
    }
}
