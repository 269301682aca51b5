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

    /** 205.2a: the card types "choose a card type" offers (as the grammar lists them). */
    private static final List<String> CARD_TYPES = List.of("artifact", "battle", "creature", "enchantment", "instant",
            "kindred", "land", "planeswalker", "sorcery");

    /** "As ~ enters the battlefield, choose a color." */
    static String chooseAsEnters(StaticEffect.ChooseAsEnters e, Scope s) {
        String other = "";
        for (dev.arbiter.engine.characteristic.Color c : dev.arbiter.engine.characteristic.Color.values()) {
            if ((e.excludedColors() & c.bit()) != 0) other += " other than " + c.lowerName(); // 105.1
        }
        if (!e.words().isEmpty() && e.words().size() > 5 && CARD_TYPES.containsAll(e.words())) { // 205.2a: "a card type"
            List<String> left = new ArrayList<>(CARD_TYPES);
            left.removeAll(e.words());
            return "As " + s.selfName() + " enters the battlefield, choose a card type"
                    + (left.isEmpty() ? "" : " other than " + Words.list(left, "or")) + ".";
        }
        if (!e.words().isEmpty()) return "As " + s.selfName() + " enters the battlefield, choose " + Words.list(e.words(), "or") + ".";
        return "As " + s.selfName() + " enters the battlefield, choose " + e.kind().words() + other + ".";
    }

    /** Whether {@code a} is "As ~ enters, choose [kind]." with nothing left out and no named options (614.12). */
    static boolean plainChoice(dev.arbiter.engine.ability.Ability a) {
        return a instanceof dev.arbiter.engine.ability.StaticAbility st && st.effect() instanceof StaticEffect.ChooseAsEnters c
                && c.excludedColors() == 0 && c.words().isEmpty();
    }

    /** 614.12: "As ~ enters the battlefield, choose a color and a creature type." (each a {@link #plainChoice}, in order). */
    static String chooseSeveral(List<dev.arbiter.engine.ability.Ability> choices, Scope s) {
        List<String> kinds = new ArrayList<>();
        for (var a : choices) kinds.add(((StaticEffect.ChooseAsEnters) ((dev.arbiter.engine.ability.StaticAbility) a).effect())
                .kind().words());
        return "As " + s.selfName() + " enters the battlefield, choose " + String.join(" and ", kinds) + ".";
    }

    /** "As ~ enters the battlefield, it becomes your choice of a 3/3 artifact creature, ... in addition to its other types." */
    static String becomesChoice(StaticEffect.BecomesChoiceAsEnters e, Scope s) {
        List<String> forms = new ArrayList<>();
        for (var f : e.forms()) {
            StringBuilder b = new StringBuilder("a " + f.power() + "/" + f.toughness());
            for (String sub : f.subtypes()) b.append(' ').append(sub);
            for (var t : dev.arbiter.engine.characteristic.CardType.values()) {
                if (t != dev.arbiter.engine.characteristic.CardType.CREATURE && (f.types() & t.bit()) != 0) {
                    b.append(' ').append(t.word().toLowerCase(java.util.Locale.ROOT));
                }
            }
            b.append(" creature");
            for (int k = 0; k < f.keywords().size(); k++) b.append(k == 0 ? " with " : " and ").append(f.keywords().get(k).text());
            forms.add(b.toString());
        }
        return "As " + s.selfName() + " enters the battlefield, it becomes your choice of " + Words.list(forms, "or")
                + " in addition to its other types.";
    }

    /** "a Swamp" / "Plains" / "the chosen type" / "a Mountain, Forest, and Plains in addition to its other types". */
    static String landType(StaticEffect.SetLandType e, boolean plural) {
        if (e.landTypes().isEmpty()) return "the chosen type";
        List<String> words = new ArrayList<>();
        for (String t : e.landTypes()) words.add(plural && !t.equals("Plains") ? t + "s" : t);
        String list = Words.list(words, "and");
        if (!plural) list = Words.article(e.landTypes().get(0)) + " " + list;
        return list + (e.inAddition() ? " in addition to " + (plural ? "their" : "its") + " other types" : "");
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
    static List<String> qualities(long bits) {
        if (bits == 0) return List.of();
        List<String> out = new ArrayList<>(1);
        if ((bits & FilterQualities.CHOSEN_COLOR) != 0) out.add("of the chosen color");
        if ((bits & FilterQualities.CHOSEN_TYPE) != 0) out.add("of the chosen type");
        if ((bits & FilterQualities.NOT_CHOSEN_TYPE) != 0) out.add("that aren't of the chosen type");
        if ((bits & FilterQualities.CHOSEN_NAME) != 0) out.add("with the chosen name");
        if ((bits & FilterQualities.SOURCE_NAME) != 0) out.add("named ~");
        if ((bits & FilterQualities.ATTACKED_THIS_TURN) != 0) out.add("that attacked this turn");
        if ((bits & FilterQualities.BLOCKED_THIS_TURN) != 0) out.add("that blocked this turn"); // 509.1
        if ((bits & FilterQualities.ENTERED_THIS_TURN) != 0) out.add("that entered the battlefield this turn"); // 400.7
        if ((bits & FilterQualities.FROM_BATTLEFIELD_THIS_TURN) != 0) out.add("that was put there from the battlefield this turn");
        if ((bits & FilterQualities.BLOCKING_SOURCE) != 0) out.add("blocking ~");
        if ((bits & FilterQualities.BLOCKING_OR_BLOCKED_BY_SOURCE) != 0) out.add("blocking or blocked by ~"); // 509.1
        if ((bits & FilterQualities.BLOCKED_BY_SOURCE) != 0) out.add("it's blocking");
        if ((bits & FilterQualities.DEFENDING_PLAYER) != 0) out.add("defending player controls");
        if ((bits & FilterQualities.ACTIVE_PLAYER) != 0) out.add("the active player controls");
        if ((bits & FilterQualities.ACTIVE_PLAYER_SINCE_TURN_BEGAN) != 0) {
            out.add("the active player has controlled continuously since the beginning of the turn");
        }
        if ((bits & FilterQualities.SPELL_X_MANA_VALUE) != 0) out.add("with mana value X");
        if ((bits & FilterQualities.SPELL_X_MANA_VALUE_OR_LESS) != 0) out.add("with mana value X or less");
        if ((bits & FilterQualities.SPELL_X_POWER_OR_LESS) != 0) out.add("with power X or less");
        if ((bits & FilterQualities.WAS_DEALT_DAMAGE_THIS_TURN) != 0) out.add("that was dealt damage this turn");
        if ((bits & FilterQualities.DEALT_DAMAGE_THIS_TURN) != 0) out.add("that dealt damage this turn");
        if ((bits & FilterQualities.DEALT_DAMAGE_BY_SOURCE_THIS_TURN) != 0) out.add("dealt damage by ~ this turn"); // 120.3
        if ((bits & FilterQualities.DEALT_DAMAGE_TO_YOU_THIS_TURN) != 0) out.add("that dealt damage to you this turn");
        if ((bits & FilterQualities.TOUGHNESS_BELOW_SOURCE_POWER) != 0) out.add("with toughness less than ~'s power");
        if ((bits & FilterQualities.POWER_BELOW_SOURCE_POWER) != 0) out.add("with power less than ~'s power");
        if ((bits & FilterQualities.POWER_ABOVE_SOURCE_POWER) != 0) out.add("with power greater than ~'s power");
        if ((bits & FilterQualities.POWER_AT_LEAST_SOURCE_TOUGHNESS) != 0) out.add("with power equal to or greater than ~'s toughness");
        if ((bits & FilterQualities.ATTACHED_TO_SOURCE) != 0) out.add("~ is attached to");
        if ((bits & FilterQualities.ATTACHED_TO_IT) != 0) out.add("attached to it"); // 301.5: to the source itself
        if ((bits & FilterQualities.ATTACHED_TO_SOURCES_HOST) != 0) out.add("attached to it"); // 301.5: to what the source is
        if ((bits & FilterQualities.ENCHANTED) != 0) out.add("that are enchanted"); // 303.4
        if ((bits & FilterQualities.KICKED) != 0) out.add("that was kicked"); // 702.33d
        if ((bits & FilterQualities.CONTROLLER_POISONED) != 0) out.add("whose controller is poisoned"); // 122.1f
        if ((bits & FilterQualities.EQUIPPED) != 0) out.add("that are equipped"); // 301.5
        if ((bits & FilterQualities.SOURCE_AND_ITS_PAIR) != 0) out.add("that are ~ or the creature it is paired with, while paired"); // 702.95b
        if ((bits & FilterQualities.TARGETS_SOURCE) != 0) out.add("that target ~"); // 115.1
        if ((bits & FilterQualities.SHARES_CREATURE_TYPE_WITH_SOURCE) != 0) out.add("that shares a creature type with ~"); // 205.3m
        if ((bits & FilterQualities.SHARES_A_COLOR_WITH_SOURCE) != 0) out.add("that share a color with it"); // 105.2
        if ((bits & FilterQualities.GREATEST_POWER_AMONG_CONTROLLERS) != 0) out.add("with the greatest power among those that player controls"); // 208.1
        if ((bits & FilterQualities.GREATEST_MANA_VALUE_AMONG_CONTROLLERS) != 0) out.add("with the highest mana value among those that player controls"); // 202.3
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

    /** "You may play an additional land on each of your turns." (305.2) */
    static String additionalLands(StaticEffect.AdditionalLands e) {
        String what = e.extra() == Integer.MAX_VALUE ? "any number of lands" : e.extra() == 1 ? "an additional land"
                : Words.count(e.extra(), "additional land", "additional lands");
        return (e.eachPlayer() ? "Each player may play " : "You may play ") + what + " on each of "
                + (e.eachPlayer() ? "their" : "your") + " turns.";
    }

    /** "You have no maximum hand size." / "Each opponent's maximum hand size is reduced by one." (402.2) */
    static String handSize(StaticEffect.MaximumHandSize e) {
        if (e.none()) return (e.who() == Relation.YOU ? "You" : "Players") + " have no maximum hand size.";
        String whose = e.chosenPlayer() ? "The chosen player's" : e.who() == Relation.YOU ? "Your"
                : e.who() == Relation.OPPONENT ? "Each opponent's" : "Each player's";
        String what = e.set() >= 0 ? Words.number(e.set())
                : (e.delta() > 0 ? "increased by " : "reduced by ") + Words.number(Math.abs(e.delta()));
        return whose + " maximum hand size is " + what + ".";
    }
}
