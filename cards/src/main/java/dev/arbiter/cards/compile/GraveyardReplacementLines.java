package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.Cursor;
import dev.arbiter.cards.grammar.NounGrammar;
import dev.arbiter.cards.grammar.ParseFailure;
import dev.arbiter.cards.grammar.ast.Noun;
import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.ObjectFilter;
import dev.arbiter.engine.ability.Relation;
import dev.arbiter.engine.ability.StaticAbility;
import dev.arbiter.engine.ability.StaticEffect;
import dev.arbiter.engine.ability.ReplacementStatics.GraveyardInstead.Destination;

import java.util.List;
import java.util.Optional;

/**
 * Static replacements of an object going to a graveyard (614.1a, 614.6, 700.4):
 * <pre>
 * line     := "if" subject "would" fate "," place "instead" "."
 * subject  := "~" | ("a" | "an" | "another") noun ["that's enchanted"]
 * fate     := "die" | "be put into" ("a" | "your" | "an opponent's") "graveyard" ["from anywhere" | "from the battlefield"]
 * place    := "exile" ("it" | "that card" | "~")
 *           | "return" ("it" | "~") "to its owner's hand"
 *           | "put" ("it" | "~") ("on top of" | "on the bottom of") "its owner's library"
 * </pre>
 * A permanent noun is read on the battlefield only ("would die", "would be put into a graveyard [from the
 * battlefield]"); a card noun only with "from anywhere" (a card in any zone, 400.3). "~" only dies.
 */
final class GraveyardReplacementLines {
    private GraveyardReplacementLines() {
    }

    static Optional<List<Ability>> compile(String text) {
        if (!text.regionMatches(true, 0, "if ", 0, 3) || !text.endsWith(" instead.")) return Optional.empty();
        Cursor c = Cursor.of(text.strip());
        try {
            c.expect("if");
            boolean self = c.accept("~");
            ObjectFilter filter = ObjectFilter.any();
            boolean cards = false;
            if (!self) {
                boolean another = c.accept("another");
                if (!another && c.acceptAny("a", "an") == null) return Optional.empty();
                Noun n = NounGrammar.noun(c);
                if (n.plural() || n.zone() != null) return Optional.empty();
                NounLowering.Lowered noun = NounLowering.lower(n);
                if (noun.kind() == NounLowering.Kind.SPELL) return Optional.empty();
                cards = noun.kind() == NounLowering.Kind.CARD;
                // 108.3: a card off the battlefield has an owner and no controller worth naming
                if (cards && n.controller() != null && !n.controller().equals("you own")) return Optional.empty();
                filter = another ? noun.filter().otherThanSource() : noun.filter();
                if (!cards && c.accept("dealt damage by ~ this turn")) { // 120.3: "a creature dealt damage by ~ this turn"
                    filter = filter.withQualities(filter.more().chosen(filter.more().chosen()
                            | dev.arbiter.engine.ability.FilterQualities.DEALT_DAMAGE_BY_SOURCE_THIS_TURN));
                }
            }
            c.expect("would");
            Relation graveyard = Relation.ANY;
            if (!c.accept("die")) {
                c.expect("be put into");
                String whose = c.acceptAny("a", "your", "an opponent's");
                if (whose == null) return Optional.empty();
                graveyard = whose.equals("your") ? Relation.YOU : whose.equals("a") ? Relation.ANY : Relation.OPPONENT;
                c.expect("graveyard");
                boolean anywhere = c.accept("from anywhere");
                if (!anywhere) c.accept("from the battlefield");
                if (anywhere != cards || self) return Optional.empty(); // a permanent dies; a card goes from anywhere
            } else if (cards) {
                return Optional.empty(); // 700.4: only a permanent dies
            }
            c.expect(",");
            Destination place = place(c, self);
            if (place == null) return Optional.empty();
            c.expect("instead");
            if (!c.accept(".") || !c.atEnd()) return Optional.empty();
            return Optional.of(List.of(new StaticAbility(new StaticEffect.GraveyardInstead(filter, self, cards, graveyard, place),
                    text.strip())));
        } catch (ParseFailure | NotSupported f) {
            return Optional.empty();
        }
    }

    private static Destination place(Cursor c, boolean self) {
        if (c.accept("exile")) {
            return c.acceptAny("it", "that card") != null || self && c.accept("~") ? Destination.EXILE : null;
        }
        if (c.accept("return")) {
            if (c.acceptAny("it") == null && !(self && c.accept("~"))) return null;
            return c.accept("to its owner's hand") ? Destination.HAND : null;
        }
        if (!c.accept("put") || c.acceptAny("it") == null && !(self && c.accept("~"))) return null;
        Destination d = c.accept("on top of") ? Destination.LIBRARY_TOP : c.accept("on the bottom of") ? Destination.LIBRARY_BOTTOM : null;
        return d != null && c.accept("its owner's library") ? d : null;
    }
}
