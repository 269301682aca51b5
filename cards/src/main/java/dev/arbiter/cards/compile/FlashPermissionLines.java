package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.Cursor;
import dev.arbiter.cards.grammar.NounGrammar;
import dev.arbiter.cards.grammar.ParseFailure;
import dev.arbiter.cards.grammar.ast.Noun;
import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.FilterQualities;
import dev.arbiter.engine.ability.ObjectFilter;
import dev.arbiter.engine.ability.Relation;
import dev.arbiter.engine.ability.StaticAbility;
import dev.arbiter.engine.ability.StaticEffect;

import java.util.List;
import java.util.Optional;

/**
 * Static permissions to cast spells at instant speed (702.8a, 307.1):
 * <pre>
 * line := ("you" | "any player") "may cast" noun-spells ["and" noun-spells] "as though they had flash" "."
 * </pre>
 * where the noun names spells by card types, subtypes and colours only ("creature spells", "Aura and
 * Equipment spells", "sorcery spells", "spells"); other qualities are refused.
 */
final class FlashPermissionLines {

    private FlashPermissionLines() {
    }

    /**
     * The spells a flash permission names: plural spells by card types, subtypes and colours only (what {@code
     * stack/FlashPermissions} judges); else not supported.
     */
    static ObjectFilter spells(Noun noun) {
        return plainSpells(noun, "flash permission for \"" + noun + "\"");
    }

    /**
     * Plural spells by card types, subtypes and colours only (no zone, controller, "with" or other qualities), the noun a
     * casting permission may name; else not supported with {@code refusal}.
     */
    static ObjectFilter plainSpells(Noun noun, String refusal) {
        if (!noun.plural() || !noun.hasHead("spell") || noun.zone() != null || noun.controller() != null
                || !noun.with().isEmpty()) {
            throw new NotSupported(refusal);
        }
        NounLowering.Lowered l = NounLowering.lower(noun);
        ObjectFilter f = l.filter();
        FilterQualities onlySubtypes = FilterQualities.NONE.anySubtypes(f.more().anySubtypes());
        if (l.kind() != NounLowering.Kind.SPELL || f.controller() != Relation.ANY || f.withKeywords() != 0 || f.other()
                || !(f.more().equals(FilterQualities.NONE) || f.more().equals(onlySubtypes))) {
            throw new NotSupported(refusal);
        }
        return f;
    }

    static Optional<List<Ability>> compile(String text) {
        Cursor c = Cursor.of(text.strip());
        Relation who = c.accept("you may cast") ? Relation.YOU : c.accept("any player may cast") ? Relation.ANY : null;
        if (who == null) return Optional.empty();
        Optional<List<Ability>> two = twoNouns(text, who);
        if (two != null) return two;
        Noun noun;
        try {
            noun = NounGrammar.noun(c);
        } catch (ParseFailure f) {
            return Optional.empty();
        }
        boolean free = who == Relation.YOU && c.accept("from your hand without paying their mana costs"); // 118.9
        if (!free && !c.accept("as though they had flash") || !c.accept(".") || !c.atEnd()) return Optional.empty();
        ObjectFilter f = spells(noun);
        if (free) return Optional.of(List.of(new StaticAbility(new StaticEffect.CastFromHandWithoutPaying(f), text.strip())));
        return Optional.of(List.of(new StaticAbility(new StaticEffect.CastAsThoughFlash(f, who), text.strip())));
    }

    /** "you may cast Dragon spells and artifact spells as though they had flash.": a permission for each noun; null if not this. */
    private static Optional<List<Ability>> twoNouns(String text, Relation who) {
        String t = text.strip();
        String lower = t.toLowerCase(java.util.Locale.ROOT);
        String prefix = who == Relation.YOU ? "you may cast " : "any player may cast ";
        String suffix = " as though they had flash.";
        if (!lower.startsWith(prefix) || !lower.endsWith(suffix)) return null;
        String middle = t.substring(prefix.length(), t.length() - suffix.length());
        int and = middle.indexOf(" spells and ");
        if (and < 0 || middle.indexOf(" spells and ", and + 1) >= 0) return null;
        Noun first = noun(middle.substring(0, and + 7));
        Noun second = noun(middle.substring(and + 12));
        if (first == null || second == null) return null;
        return Optional.of(List.of(new StaticAbility(new StaticEffect.CastAsThoughFlash(spells(first), who), t),
                new StaticAbility(new StaticEffect.CastAsThoughFlash(spells(second), who), t)));
    }

    /** The whole of {@code words} as one noun, or null. */
    private static Noun noun(String words) {
        Cursor c = Cursor.of(words);
        try {
            Noun n = NounGrammar.noun(c);
            return c.atEnd() ? n : null;
        } catch (ParseFailure f) {
            return null;
        }
    }
}
