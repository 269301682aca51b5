package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.Noun;
import dev.arbiter.cards.grammar.ast.PlayerRef;
import java.util.ArrayList;
import java.util.List;

/**
 * Keeping one permanent of each of several kinds and sacrificing the others (701.17a):
 * <pre>
 * keepEach := ("choose" | "chooses") kinds ", then" ("sacrifice" | "sacrifices") "the rest"
 * kinds    := "from among the" noun OWN article noun ("," article noun)* ["," ] "and" article noun
 *           | "from the" noun OWN article noun "of each basic land type"    (205.3i: Plains, Island, Swamp, Mountain, Forest)
 *           | "a party from among" noun OWN                                  (700.8: up to one each of Cleric, Rogue,
 *                                                                             Warrior and Wizard creatures)
 * OWN      := "you control" | "they control"
 * </pre>
 * "Each player chooses from among the permanents they control an artifact, a creature, an enchantment, and a land, then
 * sacrifices the rest." The rest are the permanents of the "from among" noun the player didn't choose.
 */
final class KeepOneOfEachGrammar {

    /** 205.3i: the basic land types, in the order the rules list them. */
    private static final List<String> BASIC_LAND_TYPES = List.of("Plains", "Island", "Swamp", "Mountain", "Forest");
    /** 700.8: the creature types of a party. */
    private static final List<String> PARTY_TYPES = List.of("Cleric", "Rogue", "Warrior", "Wizard");

    private KeepOneOfEachGrammar() {
    }

    /** The keep-one-of-each node, or null with the cursor unchanged. */
    static EffectNode verb(Cursor c, PlayerRef who, boolean third) {
        int m = c.mark();
        if (!c.accept(third ? "chooses" : "choose")) return null;
        String own = third ? "they control" : "you control";
        try {
            EffectNode n = kinds(c, who, own);
            if (n != null && c.accept(", then") && c.accept(third ? "sacrifices the rest" : "sacrifice the rest")) return n;
        } catch (ParseFailure f) {
            // not this shape
        }
        c.reset(m);
        return null;
    }

    private static EffectNode kinds(Cursor c, PlayerRef who, String own) {
        if (c.accept("a party from among")) { // 700.8
            Noun rest = owned(c, own);
            if (rest == null || !rest.heads().equals(List.of("creature"))) return null;
            List<Noun> kept = new ArrayList<>();
            for (String t : PARTY_TYPES) kept.add(new Noun(List.of(), List.of("creature"), List.of(t), null, List.of(), false, null));
            return new EffectNode.SacrificeAllButOneOfEach(who, kept, rest, true);
        }
        boolean among = c.accept("from among the");
        if (!among && !c.accept("from the")) return null;
        Noun rest = owned(c, own);
        if (rest == null) return null;
        List<Noun> kept = new ArrayList<>();
        if (!among) { // "a land of each basic land type" (205.3i)
            Noun kind = article(c);
            if (kind == null || !c.accept("of each basic land type")) return null;
            for (String t : BASIC_LAND_TYPES) {
                kept.add(new Noun(kind.adjectives(), kind.heads(), List.of(t), null, kind.with(), false, null));
            }
            return new EffectNode.SacrificeAllButOneOfEach(who, kept, rest, false);
        }
        while (true) {
            Noun kind = article(c);
            if (kind == null) return null;
            kept.add(kind);
            if (c.at(", then")) break;
            if (c.accept(", and") || c.accept("and") || c.accept(",")) continue;
            return null;
        }
        return kept.size() < 2 ? null : new EffectNode.SacrificeAllButOneOfEach(who, kept, rest, false);
    }

    /** "[plural noun] they control": the noun, plural and without controller or zone; or null. */
    private static Noun owned(Cursor c, String own) {
        Noun n = NounGrammar.noun(c);
        boolean controlled = own.equals(n.controller());
        if (!controlled && n.controller() == null && c.accept(own)) controlled = true;
        if (!controlled || !n.plural() || n.zone() != null) return null;
        return new Noun(n.adjectives(), n.heads(), n.subtypeModifiers(), null, n.with(), true, null);
    }

    /** "a [noun]" / "an [noun]", singular, with no controller or zone of its own; or null. */
    private static Noun article(Cursor c) {
        if (!c.accept("a") && !c.accept("an")) return null;
        Noun n = NounGrammar.noun(c);
        if (n.plural() || n.controller() != null || n.zone() != null) return null;
        return n;
    }
}
