package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.AmountNode;
import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.ObjectRef;
import dev.arbiter.cards.grammar.ast.PlayerRef;
import dev.arbiter.cards.grammar.ast.PlayerRuleNode;
import dev.arbiter.cards.grammar.ast.PlayerRuleNode.Action;
import java.util.ArrayList;
import java.util.List;

/**
 * Player rules and replacements of a player's or an object's event:
 * <pre>
 * line     := cant ("and" cant)* "."                                                              (101.2)
 *           | "if" object "would" event "," instead "."                                           (614.1a)
 *           | "if you would lose the game , instead shuffle" zones "into your library , then draw" count
 *             "cards and your life total becomes" NUMBER "."                                      (614.1a, 104.3)
 *           | "if you would draw a card" draw "."                                                 (614.1a, 121.1)
 * cant     := players "can't" action
 * players  := "you" | "players" | "each player" | "each opponent" | "your opponents"
 * action   := "get poison counters" | "lose the game" | "win the game" | "draw cards"
 *           | "draw more than" count ("card" | "cards") "each turn"
 * event    := "be destroyed" | "be put into a graveyard from anywhere"
 * instead  := "regenerate it" | ["reveal" object "and"] "shuffle it into its owner's library instead"
 * zones    := zone ("," ["and"] zone)*        zone := "your hand" | "your graveyard" | "all permanents you own"
 * draw     := ", draw" count "cards instead"
 *           | "except the first one you draw in each of your draw steps , draw" count "cards instead"   (504.1)
 *           | "while your library has no cards in it ," player ("win" | "lose") "the game instead"
 *           | ", reveal the top card of your library instead . if it's a" TYPE "card , put it into your" ZONE
 *             ". otherwise , draw a card"
 *           | ", you may instead choose" KIND "or non" KIND "and reveal cards from the top of your library until you
 *             reveal a card of the chosen kind . put that card into your hand and put all other cards revealed this way
 *             on the bottom of your library in any order"
 * </pre>
 */
public final class PlayerRuleGrammar {

    private PlayerRuleGrammar() {
    }

    /** The line {@code text} as a player-rule node, or throws {@link ParseFailure}. */
    public static PlayerRuleNode parse(String text) {
        Cursor c = Cursor.of(text);
        PlayerRuleNode node;
        if (c.accept("if you would lose the game , instead shuffle")) {
            node = lossInstead(c);
        } else if (c.accept("if you would draw a card")) {
            node = draw(c);
        } else if (c.accept("if")) {
            node = objectWould(c);
        } else {
            List<PlayerRuleNode.Prohibition> clauses = new ArrayList<>();
            do {
                clauses.add(prohibition(c));
            } while (c.accept("and"));
            node = new PlayerRuleNode.Cant(clauses);
        }
        c.expect(".");
        if (!c.atEnd()) throw c.fail("the end of the line");
        return node;
    }

    /** players "can't" action. */
    private static PlayerRuleNode.Prohibition prohibition(Cursor c) {
        PlayerRef who;
        if (c.accept("you")) who = new PlayerRef.You();
        else if (c.accept("players") || c.accept("each player")) who = new PlayerRef.EachPlayer();
        else if (c.accept("each opponent") || c.accept("your opponents")) who = new PlayerRef.EachOpponent();
        else throw c.fail("a player group");
        c.expect("can't");
        if (c.accept("get poison counters")) return new PlayerRuleNode.Prohibition(who, Action.GET_POISON_COUNTERS, 0);
        if (c.accept("lose the game")) return new PlayerRuleNode.Prohibition(who, Action.LOSE_THE_GAME, 0);
        if (c.accept("win the game")) return new PlayerRuleNode.Prohibition(who, Action.WIN_THE_GAME, 0);
        if (c.accept("draw cards")) return new PlayerRuleNode.Prohibition(who, Action.DRAW_CARDS, 0);
        c.expect("draw more than");
        AmountNode n = ReferenceGrammar.count(c);
        if (!(n instanceof AmountNode.Fixed f) || f.value() < 1) throw c.fail("a number");
        if (c.acceptAny("cards", "card") == null) throw c.fail("\"cards\"");
        c.expect("each turn");
        return new PlayerRuleNode.Prohibition(who, Action.DRAW_MORE_THAN, f.value());
    }

    /** After "if": object "would" event "," instead. */
    private static PlayerRuleNode objectWould(Cursor c) {
        ObjectRef object = ReferenceGrammar.object(c);
        c.expect("would");
        PlayerRuleNode.ObjectEvent event;
        if (c.accept("be destroyed")) event = PlayerRuleNode.ObjectEvent.DESTROYED;
        else if (c.accept("be put into a graveyard from anywhere")) event = PlayerRuleNode.ObjectEvent.PUT_INTO_GRAVEYARD;
        else throw c.fail("\"be destroyed\" or \"be put into a graveyard from anywhere\"");
        c.expect(",");
        if (c.accept("regenerate it")) { // 701.15, 614.8
            return new PlayerRuleNode.ObjectWould(object, event, PlayerRuleNode.ObjectInstead.REGENERATE, null);
        }
        ObjectRef revealed = null;
        if (c.accept("reveal")) {
            revealed = ReferenceGrammar.object(c);
            c.expect("and");
        }
        c.expect("shuffle it into its owner's library instead");
        return new PlayerRuleNode.ObjectWould(object, event, PlayerRuleNode.ObjectInstead.SHUFFLE_INTO_LIBRARY, revealed);
    }

    /** After "... instead shuffle": zones "into your library , then draw" count "cards and your life total becomes" N. */
    private static PlayerRuleNode lossInstead(Cursor c) {
        List<String> zones = new ArrayList<>();
        do {
            c.accept("and");
            String zone = c.acceptAny("your hand", "your graveyard", "all permanents you own");
            if (zone == null) throw c.fail("a zone");
            zones.add(zone);
        } while (c.accept(","));
        c.expect("into your library , then draw");
        AmountNode n = ReferenceGrammar.count(c);
        if (!(n instanceof AmountNode.Fixed draw)) throw c.fail("a number");
        c.expect("cards and your life total becomes");
        Token life = c.next();
        if (life.kind() != Token.Kind.NUMBER) throw c.fail("a number");
        return new PlayerRuleNode.LossInstead(zones, draw.value(), Integer.parseInt(life.text()));
    }

    /** After "if you would draw a card": the three forms of {@link PlayerRuleGrammar}'s {@code draw}. */
    private static PlayerRuleNode draw(Cursor c) {
        if (c.accept("while your library has no cards in it ,")) {
            PlayerRef who = ReferenceGrammar.player(c);
            boolean third = !(who instanceof PlayerRef.You);
            EffectNode result = GameResultGrammar.verb(c, who, third);
            if (!(result instanceof EffectNode.GameResult g)) throw c.fail("\"win the game\" or \"lose the game\"");
            c.expect("instead");
            return new PlayerRuleNode.DrawFromEmptyLibrary(who, g.wins());
        }
        if (c.accept("except the first one you draw in each of your draw steps , draw")) { // 504.1, 614.1a
            AmountNode n = ReferenceGrammar.count(c);
            if (!(n instanceof AmountNode.Fixed f) || f.value() < 1) throw c.fail("a number");
            c.expect("cards instead");
            return new PlayerRuleNode.DrawInsteadAfterFirst(f.value());
        }
        if (c.accept(", draw")) {
            AmountNode n = ReferenceGrammar.count(c);
            if (!(n instanceof AmountNode.Fixed f) || f.value() < 1) throw c.fail("a number");
            c.expect("cards instead");
            return new PlayerRuleNode.DrawInstead(f.value());
        }
        if (c.accept(", reveal the top card of your library instead . if it's")) {
            if (c.acceptAny("a", "an") == null) throw c.fail("\"a\"");
            String type = word(c);
            c.expect("card , put it into your");
            String zone = word(c);
            c.expect(". otherwise , draw a card");
            return new PlayerRuleNode.RevealTopInstead(type, zone);
        }
        c.expect(", you may instead choose");
        String kind = word(c);
        c.expect("or");
        if (!word(c).equals("non" + kind)) throw c.fail("\"non" + kind + "\"");
        c.expect("and reveal cards from the top of your library until you reveal a card of the chosen kind ."
                + " put that card into your hand and put all other cards revealed this way on the bottom of your library"
                + " in any order");
        return new PlayerRuleNode.ChooseKindInstead(kind);
    }

    private static String word(Cursor c) {
        Token t = c.next();
        if (t.kind() != Token.Kind.WORD) throw c.fail("a word");
        return t.lower();
    }
}
