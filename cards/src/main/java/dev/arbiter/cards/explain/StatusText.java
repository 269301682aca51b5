package dev.arbiter.cards.explain;

import dev.arbiter.engine.ability.Condition;

/** Intervening "if" conditions on the source or its host (603.4): "~ is tapped", "enchanted creature has flying". */
final class StatusText {

    /** A permanent described by adjectives alone: "a tapped permanent", "a red or green permanent". */
    private static final java.util.regex.Pattern ADJECTIVES = java.util.regex.Pattern.compile(
            "an? ((?:tapped|untapped|legendary|attacking|blocking|multicolored|colorless|white|blue|black|red|green| or )+) permanent");

    private StatusText() {
    }

    static String of(Condition.ObjectIs c, Scope s) {
        String name = c.host() ? s.card().host() : s.selfName();
        String one = ObjectText.counted(c.filter(), 1); // "a tapped permanent", "a permanent with flying", "an enchantment"
        java.util.regex.Matcher m = ADJECTIVES.matcher(one);
        if (m.matches()) return name + " is " + m.group(1); // "is tapped", "is blue", "is red or green" (105.2)
        if (one.startsWith("a permanent with ")) return name + " has " + one.substring("a permanent with ".length());
        return name + " is " + one;
    }
}
