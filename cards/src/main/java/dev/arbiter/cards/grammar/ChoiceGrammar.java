package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.ChoiceNode;
import dev.arbiter.cards.grammar.ast.Noun;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Choices made as a permanent enters and what reads them (614.12, 607.2), land types (305.7) and
 * player rules (402.2):
 * <pre>
 * line     := "As" self "enters" ["the battlefield"] "," "choose" kind "."
 *           | subject ("is" | "are") (["a" | "an"] LAND-TYPE | "the chosen type") "."
 *           | subject ("has" | "have") "protection from the chosen color" "." ["This effect doesn't remove ~."]
 *           | "Activated abilities of" (noun | "sources" [chosen]) "can't be activated unless they're mana abilities" "."
 *           | "You have no maximum hand size" "."
 * kind     := "a color" | "a creature type" | "a basic land type" | "a card name" | "an opponent" | "a player"
 * subject  := "enchanted land" | "enchanted creature" | "~" | ["all"] noun      (kept as written)
 * chosen   := "of the chosen color" | "of the chosen [creature] type" | "with the chosen name"   (a noun's postmod)
 * </pre>
 */
public final class ChoiceGrammar {
    private static final List<String> KINDS = List.of("a color", "a creature type", "a basic land type", "a card name",
            "an opponent", "a player");
    private static final Map<String, String> LAND_TYPES = Map.of("plains", "Plains", "island", "Island",
            "islands", "Island", "swamp", "Swamp", "swamps", "Swamp", "mountain", "Mountain", "mountains", "Mountain",
            "forest", "Forest", "forests", "Forest");

    private ChoiceGrammar() {
    }

    /** The line's reading, or throws {@link ParseFailure}. */
    public static ChoiceNode parse(String text) {
        Cursor c = Cursor.of(text.strip());
        if (c.accept("as")) return chooseAsEnters(c);
        if (c.accept("you have no maximum hand size")) return end(c, new ChoiceNode.NoMaximumHandSize());
        if (c.accept("activated abilities of")) {
            Noun sources = null;
            Noun.With with = null;
            if (c.accept("sources")) with = chosenQuality(c);
            else sources = NounGrammar.noun(c);
            c.expect("can't be activated unless they're mana abilities");
            return end(c, new ChoiceNode.CantActivate(sources, with));
        }
        List<String> subject = new ArrayList<>();
        while (!c.atEnd() && !c.at("is") && !c.at("are") && !c.at("has") && !c.at("have")) subject.add(c.next().text());
        if (subject.isEmpty() || c.atEnd()) throw c.fail("\"is\", \"are\", \"has\" or \"have\"");
        String who = String.join(" ", subject);
        if (c.acceptAny("has", "have") != null) {
            c.expect("protection from the chosen color");
            c.expect(".");
            boolean keeps = c.accept("this effect doesn't remove ~");
            if (keeps) c.expect(".");
            return end(c, new ChoiceNode.ProtectionFromChosenColor(who, keeps));
        }
        c.next(); // is / are
        if (c.accept("the chosen type")) return end(c, new ChoiceNode.LandType(who, null));
        c.acceptAny("a", "an");
        Token t = c.peek();
        String type = t == null ? null : LAND_TYPES.get(t.lower());
        if (type == null || !t.capitalised()) throw c.fail("a basic land type");
        c.next();
        return end(c, new ChoiceNode.LandType(who, type));
    }

    private static ChoiceNode chooseAsEnters(Cursor c) {
        if (c.acceptAny("~", "this creature", "this artifact", "this enchantment", "this land", "this permanent") == null) {
            throw c.fail("\"~\"");
        }
        c.expect("enters");
        c.accept("the battlefield");
        c.expect(",");
        c.expect("choose");
        for (String k : KINDS) {
            if (c.accept(k)) return end(c, new ChoiceNode.ChooseAsEnters(k));
        }
        throw c.fail("a color, a creature type, a basic land type, a card name, an opponent or a player");
    }

    private static ChoiceNode end(Cursor c, ChoiceNode n) {
        if (!(n instanceof ChoiceNode.ProtectionFromChosenColor)) c.expect(".");
        if (!c.atEnd()) throw c.fail("the end of the line");
        return n;
    }

    /** "of the chosen color" / "of the chosen [creature] type" / "with the chosen name" after a noun (607.2), or null. */
    static Noun.With chosenQuality(Cursor c) {
        if (c.accept("of the chosen color")) return new Noun.With(false, null, "chosen color", 0, null);
        if (c.accept("of the chosen type") || c.accept("of the chosen creature type")) {
            return new Noun.With(false, null, "chosen type", 0, null);
        }
        if (c.accept("with the chosen name")) return new Noun.With(false, null, "chosen name", 0, null);
        return null;
    }
}
