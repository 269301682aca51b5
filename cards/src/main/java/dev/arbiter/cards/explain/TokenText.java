package dev.arbiter.cards.explain;

import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Amount;
import dev.arbiter.engine.ability.TokenSpec;
import dev.arbiter.engine.characteristic.CardType;
import java.util.ArrayList;
import java.util.List;

/** Tokens as words (111.4): "three 1/1 white Soldier creature tokens", "a 5/5 red Dragon creature token with flying". */
final class TokenText {

    private TokenText() {
    }

    /** The words after "create". */
    static String tokens(Amount count, TokenSpec t, Scope scope) {
        return tokens(count, t, false, scope);
    }

    /** As {@link #tokens(Amount, TokenSpec, Scope)}; {@code tapped}: "a tapped 2/2 ..." (110.5b). */
    static String tokens(Amount count, TokenSpec t, boolean tapped, Scope scope) {
        if (predefined(t)) { // 111.10: "a Treasure token", its abilities said by the name
            String one = (tapped ? "tapped " : "") + t.name() + " token";
            return AmountText.count(count, scope, one, one + "s");
        }
        if ((t.supertypes() & dev.arbiter.engine.characteristic.Supertype.LEGENDARY.bit()) != 0) { // 205.4d
            return t.name() + ", a legendary " + (tapped ? "tapped " : "") + description(t) + " token" + with(t, scope);
        }
        String description = (tapped ? "tapped " : "") + description(t);
        String with = with(t, scope);
        String one = description + " token";
        String many = description + " tokens";
        String named = t.name().equals(String.join(" ", t.subtypes()) + " Token") ? "" : " named " + t.name();
        String head = AmountText.count(count, scope, one, many);
        // "a ... token for each ...": the name and abilities go before "for each".
        int each = head.indexOf(" for each ");
        if (each >= 0) {
            return head.substring(0, each) + with + named + head.substring(each);
        }
        return head + with + named;
    }

    /** A predefined token (111.10): a colourless noncreature artifact named for its one subtype, with abilities. */
    private static boolean predefined(TokenSpec t) {
        if (dev.arbiter.cards.grammar.TokenGrammar.PREDEFINED.contains(t.name()) && !t.name().equals(String.join(" ", t.subtypes())
                + " Token")) {
            return true; // 111.10d-e: "a Walker token", "a Shard token" by name
        }
        return t.colors() == 0 && t.types() == CardType.ARTIFACT.bit() && t.subtypes().equals(List.of(t.name()))
                && !t.abilities().isEmpty();
    }

    private static String description(TokenSpec t) {
        List<String> words = new ArrayList<>();
        boolean defined = t.abilities().stream().anyMatch(a -> a instanceof dev.arbiter.engine.ability.StaticAbility st
                && st.effect() instanceof dev.arbiter.engine.ability.StaticEffect.CharacteristicPowerToughness); // 604.3
        if ((t.types() & CardType.CREATURE.bit()) != 0 && !defined) {
            words.add(t.power() + "/" + t.toughness());
        }
        List<String> colors = Words.colors(t.colors());
        words.add(colors.isEmpty() ? "colorless" : Words.list(colors, "and"));
        words.addAll(t.subtypes());
        List<String> types = new ArrayList<>(Words.types(t.types()));
        if (types.remove("enchantment")) types.add(0, "enchantment"); // "a Golem enchantment artifact creature token" (as printed)
        words.addAll(types);
        return String.join(" ", words);
    }

    private static String with(TokenSpec t, Scope scope) {
        if (t.abilities().isEmpty()) {
            return "";
        }
        List<String> parts = new ArrayList<>();
        for (Ability a : t.abilities()) {
            if (a.text().equals("Decayed")) { // 702.147a: its two abilities are one word
                if (!parts.contains("decayed")) parts.add("decayed");
                continue;
            }
            String kw = KeywordText.word(a);
            parts.add(kw != null ? kw : "\"" + Words.capitalize(AbilityText.granted(a, scope, // a quote begins a sentence
                    (t.types() & CardType.CREATURE.bit()) != 0 ? "this creature" : "this " + Words.types(t.types()).get(0))) + "\"");
        }
        return " with " + Words.list(parts, "and");
    }
}
