package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.EffectNode;

/**
 * A permission to cast or play a card named before, for a while (601.2a, 305.1, 611.2, 118.9):
 * <pre>
 * permission := [duration ","] "you may" verb card [free] [duration] [free] [spend] (exactly one duration)
 * spend      := [","] "and you may spend mana as though it were mana of any" ("color" | "type")
 *               "to cast" ("that spell" | "it")                                 (609.4b)
 *             | "for as long as that card remains exiled ," ("you" | "its owner") "may" verb "it" [free]
 * verb       := "cast" | "play"                                                  ("play": a land may be played, 305.1)
 * card       := "that card" | "it" | "the exiled card" | "those cards"   ("those cards": after an exile of the top N
 *                                                                       cards; free: "without paying their mana costs")
 * duration   := "this turn" | "until end of turn" | "until the end of your next turn"
 *             | "for as long as it remains exiled"                               (only after the card)
 * free       := "without paying its mana cost"
 * </pre>
 * The cursor stops before the sentence's "."; null (cursor unchanged) for anything else: "you may cast it" with no
 * duration is a cast as the effect resolves (608.2g), {@link MayCastGrammar}'s.
 */
public final class CardPermissionGrammar {

    private CardPermissionGrammar() {
    }

    static EffectNode sentence(Cursor c, java.util.List<EffectNode> before) {
        int m = c.mark();
        EffectNode n = read(c);
        if (n == null || !c.at(".")) {
            c.reset(m);
            return null;
        }
        // 400.7: "that card" after "[player] exiles the top card of their library" / "... a card from their hand": the
        // card that exile moved (joined, replacing the sentence before)
        if (n instanceof EffectNode.MayPlayCard p && !p.owner() && !before.isEmpty() && exilesOne(before.get(before.size() - 1))) {
            return new EffectNode.ExiledMayPlay(before.remove(before.size() - 1), p);
        }
        // 400.7: "those cards" after "[player] exiles the top N cards of their library": the cards that exile moved
        if (n instanceof EffectNode.MayPlayCard p && p.word().equals("those cards") && !before.isEmpty()
                && before.get(before.size() - 1) instanceof EffectNode.ExileTopOfLibrary) {
            return new EffectNode.ExiledMayPlay(before.remove(before.size() - 1), p);
        }
        return n;
    }

    /** Whether {@code node} exiles exactly one card, from the top of a library or from a hand. */
    private static boolean exilesOne(EffectNode node) {
        if (node instanceof EffectNode.ExileTopOfLibrary x) return x.amount() instanceof dev.arbiter.cards.grammar.ast.AmountNode.Fixed f && f.value() == 1;
        return node instanceof EffectNode.PlayerExiles x && x.fromHand() && x.amount() instanceof dev.arbiter.cards.grammar.ast.AmountNode.Fixed f
                && f.value() == 1;
    }

    private static EffectNode read(Cursor c) {
        if (c.accept("for as long as that card remains exiled ,")) { // 611.2: the permission lasts while it stays exiled
            boolean owner = c.accept("its owner may");
            if (!owner && !c.accept("you may")) return null;
            String verb = c.acceptAny("cast", "play");
            if (verb == null || !c.accept("it")) return null;
            return new EffectNode.MayPlayCard("that card", verb.equals("play"), c.accept("without paying its mana cost"), 2, owner, 0);
        }
        int before = duration(c, false);
        if (before >= 0 && !c.accept(",")) return null;
        if (!c.accept("you may")) return null;
        String verb = c.acceptAny("cast", "play");
        if (verb == null) return null;
        String word = c.acceptAny("that card", "it", "the exiled card", "those cards");
        if (word == null) return null;
        String freely = word.equals("those cards") ? "without paying their mana costs" : "without paying its mana cost";
        boolean free = c.accept(freely); // 118.9
        int after = duration(c, true);
        if (after == 2 && word.equals("those cards")) return null; // "for as long as it remains exiled": one card
        if ((before < 0) == (after < 0)) return null; // exactly one duration
        free = c.accept(freely) || free;
        int spendAs = free ? 0 : spendAs(c); // 609.4b
        return new EffectNode.MayPlayCard(word.equals("the exiled card") ? "that card" : word, verb.equals("play"), free,
                Math.max(before, after), false, spendAs);
    }

    /**
     * 609.4b: "[,] and you may spend mana as though it were mana of any (color | type) to cast (that spell | it)": 1
     * any color, 2 any type; 0 (cursor unchanged) for anything else.
     */
    private static int spendAs(Cursor c) {
        int m = c.mark();
        c.accept(",");
        if (c.accept("and you may spend mana as though it were mana of any")) {
            String kind = c.acceptAny("color", "type");
            if (kind != null && c.accept("to cast") && c.acceptAny("that spell", "it") != null) return kind.equals("color") ? 1 : 2;
        }
        c.reset(m);
        return 0;
    }

    /** 0: this turn; 1: until the end of your next turn; 2: for as long as it remains exiled ({@code trailing} only); -1: none. */
    private static int duration(Cursor c, boolean trailing) {
        if (c.accept("this turn") || c.accept("until end of turn")) return 0;
        if (c.accept("until the end of your next turn")) return 1;
        if (trailing && c.accept("for as long as it remains exiled")) return 2;
        return -1;
    }
}
