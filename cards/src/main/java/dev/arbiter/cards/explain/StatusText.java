package dev.arbiter.cards.explain;

import dev.arbiter.engine.ability.Condition;

/** Intervening "if" conditions on the source or its host (603.4): "~ is tapped", "enchanted creature has flying". */
final class StatusText {

    private StatusText() {
    }

    static String of(Condition.ObjectIs c, Scope s) {
        String name = c.host() ? s.card().host() : s.selfName();
        String one = ObjectText.counted(c.filter(), 1); // "a tapped permanent", "a permanent with flying", "an enchantment"
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("an? (tapped|untapped) permanent").matcher(one);
        if (m.matches()) return name + " is " + m.group(1);
        if (one.startsWith("a permanent with ")) return name + " has " + one.substring("a permanent with ".length());
        return name + " is " + one;
    }
}
