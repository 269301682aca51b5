package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.Cursor;
import dev.arbiter.cards.grammar.NounGrammar;
import dev.arbiter.cards.grammar.ParseFailure;
import dev.arbiter.cards.grammar.ast.Noun;
import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.ObjectFilter;
import dev.arbiter.engine.ability.StaticAbility;
import dev.arbiter.engine.ability.StaticEffect;

import java.util.List;
import java.util.Optional;

/**
 * Static permissions to play the top card of your library (601.3, 305.1):
 * <pre>
 * line := "you may" ("cast" noun-spells | "play lands" | "play lands and cast" noun-spells) "from the top of your library" "."
 * </pre>
 * where the noun names spells by card types, subtypes and colours only ("creature spells", "Merfolk spells",
 * "spells"); other qualities are refused.
 */
final class LibraryTopPermissionLines {

    private static final String FROM_TOP = "from the top of your library";

    private LibraryTopPermissionLines() {
    }

    static Optional<List<Ability>> compile(String text) {
        if (!text.regionMatches(true, 0, "you may ", 0, 8) || !text.contains(FROM_TOP)) return Optional.empty(); // quick no
        Cursor c = Cursor.of(text.strip());
        if (!c.accept("you may")) return Optional.empty();
        boolean lands = c.accept("play lands");
        if (lands && c.accept(FROM_TOP)) return end(c, text, null, true);
        if (lands && !c.accept("and")) return Optional.empty();
        if (!c.accept("cast")) return Optional.empty();
        int m = c.mark();
        Noun noun;
        try {
            noun = NounGrammar.noun(c);
        } catch (ParseFailure f) {
            return Optional.empty();
        }
        if (!c.accept(FROM_TOP)) {
            c.reset(m);
            return Optional.empty();
        }
        ObjectFilter f = FlashPermissionLines.plainSpells(noun, "casting \"" + noun + "\" from the top of your library");
        return end(c, text, f, lands);
    }

    private static Optional<List<Ability>> end(Cursor c, String text, ObjectFilter spells, boolean lands) {
        if (!c.accept(".") || !c.atEnd()) return Optional.empty();
        return Optional.of(List.of(new StaticAbility(new StaticEffect.PlayFromLibraryTop(spells, lands), text.strip())));
    }
}
