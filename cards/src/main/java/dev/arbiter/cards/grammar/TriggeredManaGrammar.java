package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.Noun;

/**
 * Triggered mana abilities (605.1b) that watch a land being tapped for mana (106.12a):
 * <pre>
 * line   := "whenever" ( land "is tapped for mana" "," "its controller adds"
 *                      | "a player taps" land "for mana" "," "that player adds"
 *                      | "you tap" land "for mana" "," "add" ) mana "."
 * land   := "enchanted land" | ("a" | "an") noun
 * mana   := "an additional" SYMBOL+ | ["an additional"] "one mana of any type that land produced"
 * </pre>
 */
public final class TriggeredManaGrammar {

    /** Who taps: "[land] is tapped", "a player taps [land]", "you tap [land]". */
    public enum Tapper { IS_TAPPED, A_PLAYER, YOU }

    /**
     * The line read: {@code land} null for "enchanted land"; {@code mana} the symbols added ("{G}{G}"),
     * or null for "one mana of any type that land produced".
     */
    public record TappedForMana(Noun land, Tapper tapper, String mana) {
    }

    /** "an additional one mana of any color" (106.1b): the mana the line reads as, chosen as it resolves. */
    public static final String ANY_COLOR = "any color";
    /** "an additional two mana in any combination of colors" (106.1a). */
    public static final String TWO_COLORS = "two colors";

    private TriggeredManaGrammar() {
    }

    /** The triggered mana ability {@code text} states, or null when it isn't one. */
    public static TappedForMana parse(String text) {
        Cursor c = Cursor.of(text);
        try {
            if (!c.accept("whenever")) return null;
            Tapper tapper;
            Noun land;
            if (c.accept("a player taps")) {
                tapper = Tapper.A_PLAYER;
                land = land(c);
                c.expect("for mana");
                c.expect(",");
                c.expect("that player adds");
            } else if (c.accept("you tap")) {
                tapper = Tapper.YOU;
                land = land(c);
                c.expect("for mana");
                c.expect(",");
                c.expect("add");
            } else {
                tapper = Tapper.IS_TAPPED;
                land = land(c);
                c.expect("is tapped for mana");
                c.expect(",");
                c.expect("its controller adds");
            }
            String mana = mana(c);
            c.expect(".");
            return c.atEnd() ? new TappedForMana(land, tapper, mana) : null;
        } catch (ParseFailure e) {
            return null;
        }
    }

    private static Noun land(Cursor c) {
        if (c.accept("enchanted land")) return null;
        if (c.acceptAny("a", "an") == null) throw c.fail("\"a\" land");
        return NounGrammar.noun(c);
    }

    private static String mana(Cursor c) {
        boolean additional = c.accept("an additional");
        if (c.accept("one mana of any type that land produced")) return null;
        if (!additional) throw c.fail("\"an additional\"");
        if (c.accept("one mana of any color")) return ANY_COLOR; // 106.1b
        if (c.accept("two mana in any combination of colors")) return TWO_COLORS; // 106.1a
        StringBuilder symbols = new StringBuilder();
        while (c.peek() != null && c.peek().kind() == Token.Kind.SYMBOL && TokenShapes.colourOrColourless(c.peek().text())) {
            symbols.append('{').append(c.next().text()).append('}');
        }
        if (symbols.length() == 0) throw c.fail("mana symbols");
        return symbols.toString();
    }
}
