package dev.arbiter.engine.ability;

/** A keyword ability without parameters, e.g. flying (seed 502.4) or trample (seed 502.9). */
public record KeywordAbility(Keyword keyword) implements Ability {
    public String text() {
        String t = keyword.text();
        return Character.toUpperCase(t.charAt(0)) + t.substring(1);
    }
}
