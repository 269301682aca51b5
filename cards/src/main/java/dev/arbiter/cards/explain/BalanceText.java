package dev.arbiter.cards.explain;

import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.ObjectFilter;

import java.util.ArrayList;
import java.util.List;

/** "Each player chooses a number of lands they control equal to ... the fewest, then sacrifices the rest." (701.17a) */
final class BalanceText {
    private BalanceText() {
    }

    static String of(Effect.KeepAsManyAsFewest e) {
        ObjectFilter first = e.steps().get(0);
        String noun = first == null ? "cards" : ObjectText.plural(first);
        String out = "each player chooses a number of " + noun + " they control equal to the number of " + noun
                + " controlled by the player who controls the fewest, then sacrifices the rest";
        if (e.steps().size() == 1) return out;
        List<String> one = new ArrayList<>();
        List<String> many = new ArrayList<>();
        for (ObjectFilter step : e.steps().subList(1, e.steps().size())) {
            one.add(step == null ? "discards cards" : "sacrifices " + ObjectText.plural(step)); // 701.8a
            many.add(step == null ? "discard cards" : "sacrifice " + ObjectText.plural(step));
        }
        return out + ". " + (one.size() == 1 ? "Each player " + one.get(0) : "Players " + String.join(" and ", many))
                + " the same way";
    }
}
