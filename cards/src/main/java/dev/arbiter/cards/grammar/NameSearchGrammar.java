package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.Noun;
import dev.arbiter.cards.grammar.ast.ObjectRef;
import dev.arbiter.cards.grammar.ast.PlayerRef;

/**
 * A search of a player's graveyard, hand, and library for the cards with a name (701.19, 201.2):
 * <pre>
 * chosen := "choose" ("a"|"an") noun "name" "." search "with" ("that" | "the chosen") "name" exile
 * named  := search "with the same name as" ("that" word | "the exiled card") exile
 * search := "search" whose "graveyard , hand , and library for" ("all" | "any number of") "cards"
 * whose  := "target player's" | "target opponent's" | "its controller's" | "its owner's" | "that player's"
 * exile  := "and exile them" "." ["then"] "that player shuffles"
 * </pre>
 * ("Choose a nonland card name. Search target player's graveyard, hand, and library for any number of cards with that
 * name and exile them. Then that player shuffles."; "Exile target artifact. Search its controller's graveyard, hand, and
 * library for all cards with the same name as that artifact and exile them. Then that player shuffles.")
 */
final class NameSearchGrammar {

    private NameSearchGrammar() {
    }

    /** "Choose a [noun] card name. Search ..." at the start of an effect, or null (nothing consumed). */
    static EffectNode chosen(Cursor c) {
        int m = c.mark();
        if (!c.accept("choose") || ReferenceGrammar.count(c) == null) {
            c.reset(m);
            return null;
        }
        Noun noun = NounGrammar.nounOrReset(c, m);
        if (noun == null) return null;
        if (!noun.hasHead("card") || noun.zone() != null || !c.accept("name .") || !c.at("search")) {
            c.reset(m);
            return null;
        }
        return search(c, noun);
    }

    /** "Search [whose] graveyard, hand, and library for ... the same name as [object] ...", or null (nothing consumed). */
    static EffectNode named(Cursor c) {
        if (!c.at("search")) return null;
        return search(c, null);
    }

    private static EffectNode search(Cursor c, Noun nameOf) {
        int m = c.mark();
        c.accept("search");
        PlayerRef whose = whose(c);
        if (whose == null || !c.accept("graveyard , hand , and library for")) {
            c.reset(m);
            return null;
        }
        boolean all = c.accept("all");
        if (!all && !c.accept("any number of")) throw c.fail("\"all\" or \"any number of\"");
        if (!c.accept("cards with")) throw c.fail("\"cards with\"");
        ObjectRef sameAs = null;
        if (nameOf != null) {
            if (c.acceptAny("that name", "the chosen name") == null) throw c.fail("\"that name\"");
        } else {
            if (!c.accept("the same name as")) throw c.fail("\"the same name as\"");
            String word = c.acceptAny("that spell", "that artifact", "that land", "that creature", "that enchantment",
                    "that permanent", "that card");
            if (word == null) throw c.fail("\"that [object]\"");
            sameAs = new ObjectRef.Pronoun(word);
        }
        if (!c.accept("and exile them .")) throw c.fail("\"and exile them\"");
        c.accept("then");
        if (!c.accept("that player shuffles")) throw c.fail("\"that player shuffles\"");
        return new EffectNode.SearchZonesForName(whose, sameAs, nameOf, all);
    }

    private static PlayerRef whose(Cursor c) {
        if (c.accept("target player's")) return new PlayerRef.Targeted(false, "target player");
        if (c.accept("target opponent's")) return new PlayerRef.Targeted(true, "target opponent");
        if (c.accept("its controller's")) return new PlayerRef.ControllerOf(new ObjectRef.Pronoun("it"), false);
        if (c.accept("its owner's")) return new PlayerRef.ControllerOf(new ObjectRef.Pronoun("it"), true);
        if (c.accept("that player's")) return new PlayerRef.That("that player");
        return null;
    }
}
