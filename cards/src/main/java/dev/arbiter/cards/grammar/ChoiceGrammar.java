package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.AmountNode;
import dev.arbiter.cards.grammar.ast.ChoiceNode;
import dev.arbiter.cards.grammar.ast.ChoiceSubject;
import dev.arbiter.cards.grammar.ast.DamageSources;
import dev.arbiter.cards.grammar.ast.Noun;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Choices made as a permanent enters and what reads them (614.12, 607.2), land types (305.7) and
 * player rules (402.2):
 * <pre>
 * line     := "As" self "enters" ["the battlefield"] "," "choose" kind "."
 *           | subject ("is" | "are") (["a" | "an"] LAND-TYPE ("," | "and") ... [in-addition] | "the chosen type" [in-addition]) "."
 *           | subject "don't untap during their controllers' untap steps" "."
 *           | ("You" | "Each player") "may play" ("an additional land" | N "additional lands" | "any number of lands")
 *             "on each of" ("your" | "their") "turns" "."
 *           | "Players skip their untap steps" "."
 *           | subject ("has" | "have") "protection from the chosen color" "." ["This effect doesn't remove ~."]
 *           | "Activated abilities of" (noun | "sources" [chosen]) "can't be activated unless they're mana abilities" "."
 *           | ("You" | "Players") "have no maximum hand size" "."  | "You have" ("shroud" | "hexproof") "."
 *           | ("Your" | "Each opponent's" | "The chosen player's") "maximum hand size is" ["increased by" | "reduced by"] N "."
 *           | "Spend only" COLOUR "mana on X" "."
 *           | "Cast this spell only during" when ("and only during" when)* "."     (see castOnlyDuring)
 *           | "As" self "enters" ["the battlefield"] "," "it becomes your choice of" form ... "in addition to its other types" "."
 *           | "As" self "enters" ["the battlefield"] "," "choose" word ("," word)* [","] "or" word "."   (named options)
 *           | "As" self "enters" ["the battlefield"] "," "choose" kind ("and" kind)+ "."   (several, asked in order)
 * kind     := "a color" | "a creature type" | "a basic land type" | "a card name" | "an opponent" | "a player"
 * subject  := "enchanted land" | "enchanted creature" | "~" | ["all"] noun      (kept as written)
 * chosen   := "of the chosen color" | "of the chosen [creature] type" | "with the chosen name"   (a noun's postmod)
 * </pre>
 */
public final class ChoiceGrammar {
    private static final List<String> KINDS = List.of("a color", "a creature type", "a basic land type", "a card name",
            "a nonland card name",
            "an opponent", "a player");
    /** 205.2a: the card types, as "choose a card type" offers them. */
    private static final List<String> CARD_TYPES = List.of("artifact", "battle", "creature", "enchantment", "instant",
            "kindred", "land", "planeswalker", "sorcery");
    private static final Map<String, String> LAND_TYPES = Map.of("plains", "Plains", "island", "Island",
            "islands", "Island", "swamp", "Swamp", "swamps", "Swamp", "mountain", "Mountain", "mountains", "Mountain",
            "forest", "Forest", "forests", "Forest");

    private ChoiceGrammar() {
    }

    /** The line's reading, or throws {@link ParseFailure}. */
    public static ChoiceNode parse(String text) {
        Cursor c = Cursor.of(text.strip());
        if (c.accept("as")) return chooseAsEnters(c);
        if (c.accept("cast this spell only during") || c.at("cast this spell only before the combat damage step")
                && c.accept("cast this spell only")) {
            return castOnlyDuring(c);
        }
        if (c.accept("spend only")) {
            String color = c.acceptAny("white", "blue", "black", "red", "green");
            if (color == null) throw c.fail("a colour");
            c.expect("mana on x");
            return end(c, new ChoiceNode.SpendOnlyColorOnX(color));
        }
        if (c.accept("you have no maximum hand size")) return end(c, new ChoiceNode.HandSize("you", -1, 0, true));
        if (c.accept("players have no maximum hand size")) return end(c, new ChoiceNode.HandSize("players", -1, 0, true));
        if (c.accept("play with the top card of your library revealed")) return end(c, new ChoiceNode.TopCardRevealed()); // 400.2, 701.20b
        if (c.accept("you may look at the top card of your library any time")) return end(c, new ChoiceNode.TopCardLookable()); // 401.5
        ChoiceNode revealed = HandsRevealedGrammar.hands(c); // 400.2: "[players] play with their hands revealed"
        if (revealed != null) return end(c, revealed);
        if (c.accept("you have shroud")) return end(c, new ChoiceNode.PlayerUntargetable(true));
        if (c.accept("you have hexproof")) return end(c, new ChoiceNode.PlayerUntargetable(false));
        String whose = c.acceptAny("your", "each opponent's", "the chosen player's");
        if (whose != null) {
            c.expect("maximum hand size is");
            String change = c.acceptAny("increased by", "reduced by");
            AmountNode n = ReferenceGrammar.count(c);
            if (!(n instanceof AmountNode.Fixed f)) throw c.fail("a number");
            String who = whose.equals("your") ? "you" : whose.substring(0, whose.length() - 2);
            int set = change == null ? f.value() : -1;
            int delta = change == null ? 0 : change.startsWith("increased") ? f.value() : -f.value();
            return end(c, new ChoiceNode.HandSize(who, set, delta, false));
        }
        if (c.accept("activated abilities of")) {
            Noun sources = null;
            Noun.With with = null;
            if (c.accept("sources")) with = chosenQuality(c);
            else sources = NounGrammar.noun(c);
            c.expect("can't be activated");
            boolean exceptMana = c.accept("unless they're mana abilities"); // 602.5, 605
            return end(c, new ChoiceNode.CantActivate(sources, with, exceptMana));
        }
        if (c.accept("players skip their untap steps")) return end(c, new ChoiceNode.SkipUntapSteps());
        int start = c.mark();
        boolean each = c.accept("each player may play");
        if (each || c.accept("you may play")) {
            ChoiceNode lands = additionalLands(c, each);
            if (lands != null) return lands;
            c.reset(start);
        }
        int from = c.mark();
        while (!c.atEnd() && !c.at("is") && !c.at("are") && !c.at("has") && !c.at("have") && !c.at("don't")) c.next();
        if (c.mark() == from || c.atEnd()) throw c.fail("\"is\", \"are\", \"has\" or \"have\"");
        ChoiceSubject who = subject(c.tokens(from, c.mark()));
        if (c.accept("don't untap during their controllers' untap steps")) return end(c, new ChoiceNode.DontUntap(who));
        if (c.acceptAny("has", "have") != null) {
            c.expect("protection from the chosen color");
            c.expect(".");
            boolean keeps = c.accept("this effect doesn't remove ~");
            if (keeps) c.expect(".");
            return end(c, new ChoiceNode.ProtectionFromChosenColor(who, keeps));
        }
        if (c.acceptAny("is", "are") == null) throw c.fail("\"is\" or \"are\"");
        if (c.accept("the chosen color")) { // 607.2, 105.3
            boolean also = c.accept("in addition to its other colors") || c.accept("in addition to their other colors");
            return end(c, new ChoiceNode.ChosenColorIs(who, also));
        }
        if (c.accept("the chosen type")) {
            if (c.accept("in addition to its other types") || c.accept("in addition to their other types")) {
                return end(c, new ChoiceNode.ChosenTypeInAddition(who));
            }
            return end(c, new ChoiceNode.LandType(who, List.of(), false));
        }
        c.acceptAny("a", "an");
        List<String> types = new ArrayList<>();
        while (true) {
            Token t = c.peek();
            String type = t == null ? null : LAND_TYPES.get(t.lower());
            if (type == null || !t.capitalised()) throw c.fail("a basic land type");
            c.next();
            types.add(type);
            int m = c.mark();
            boolean comma = c.accept(",");
            boolean and = c.accept("and");
            if (!comma && !and) break;
            if (c.peek() == null || !LAND_TYPES.containsKey(c.peek().lower())) {
                c.reset(m);
                break;
            }
        }
        boolean inAddition = c.acceptAny("in addition to its other land types", "in addition to its other types",
                "in addition to their other land types", "in addition to their other types") != null;
        return end(c, new ChoiceNode.LandType(who, types, inAddition));
    }

    /** The subject tokens read once: "~", "enchanted ...", or a group (StaticSubjectGrammar). */
    private static ChoiceSubject subject(List<Token> tokens) {
        List<String> words = new ArrayList<>(tokens.size());
        for (Token t : tokens) words.add(t.text());
        String printed = String.join(" ", words);
        if (tokens.size() == 1 && tokens.get(0).kind() == Token.Kind.SELF) return new ChoiceSubject(true, null, null, printed);
        if (tokens.size() > 1 && tokens.get(0).kind() == Token.Kind.WORD && tokens.get(0).lower().equals("enchanted")) {
            String noun = String.join(" ", words.subList(1, words.size())).toLowerCase(java.util.Locale.ROOT);
            return new ChoiceSubject(false, noun, null, printed);
        }
        return new ChoiceSubject(false, null, StaticSubjectGrammar.read(tokens), printed);
    }

    /** After "you may play" / "each player may play": "an additional land" ... "on each of your/their turns". */
    private static ChoiceNode additionalLands(Cursor c, boolean each) {
        int extra;
        if (c.accept("an additional land")) extra = 1;
        else if (c.accept("any number of lands")) extra = -1;
        else {
            AmountNode n = ReferenceGrammar.count(c);
            if (!(n instanceof AmountNode.Fixed f) || !c.accept("additional lands")) return null;
            extra = f.value();
        }
        if (!c.accept(each ? "on each of their turns" : "on each of your turns")) return null;
        return end(c, new ChoiceNode.AdditionalLands(extra, each));
    }

    /**
     * After "Cast this spell only during": parts joined by "and only during", each narrowing when:
     * <pre>
     * part := ("your" | "an opponent's") "turn" ["," "before attackers are declared" | "after their upkeep step"]
     *       | "combat" ["before blockers are declared" | "after blockers are declared"]
     *       | ("the" | "your") ("declare attackers" | "declare blockers") "step" ["on an opponent's turn"]
     * </pre>
     */
    private static ChoiceNode castOnlyDuring(Cursor c) {
        String turn = null;
        String first = "untap";
        String last = "cleanup";
        if (c.at("before the combat damage step")) { // Berserk, seed 502.2: before any combat damage step
            c.accept("before the combat damage step");
            return end(c, new ChoiceNode.CastOnlyDuring(null, "untap", "declare-blockers"));
        }
        do {
            String[] window = null;
            String whose = c.acceptAny("your turn", "an opponent's turn");
            if (whose != null) {
                turn = merge(c, turn, whose.startsWith("your") ? "your" : "an opponent's");
                if (c.accept(", before attackers are declared")) window = new String[] {"untap", "beginning-of-combat"};
                else if (c.accept("after their upkeep step")) window = new String[] {"draw", "cleanup"};
            } else if (c.accept("combat")) {
                if (c.accept("before blockers are declared")) window = new String[] {"beginning-of-combat", "declare-attackers"};
                else if (c.accept("after blockers are declared")) window = new String[] {"declare-blockers", "end-of-combat"};
                else window = new String[] {"beginning-of-combat", "end-of-combat"};
            } else {
                String det = c.acceptAny("the", "your");
                if (det == null) throw c.fail("\"your turn\", \"an opponent's turn\", \"combat\" or a step");
                String step = c.acceptAny("declare attackers step", "declare blockers step");
                if (step == null) throw c.fail("\"declare attackers step\" or \"declare blockers step\"");
                String name = step.startsWith("declare attackers") ? "declare-attackers" : "declare-blockers";
                window = new String[] {name, name};
                if (det.equals("your")) turn = merge(c, turn, "your");
                if (c.accept("on an opponent's turn")) turn = merge(c, turn, "an opponent's");
            }
            if (window != null) {
                if (!first.equals("untap") || !last.equals("cleanup")) throw c.fail("one window of steps");
                first = window[0];
                last = window[1];
            }
        } while (c.accept("and only during"));
        return end(c, new ChoiceNode.CastOnlyDuring(turn, first, last));
    }

    private static String merge(Cursor c, String turn, String whose) {
        if (turn != null && !turn.equals(whose)) throw c.fail("one player's turn");
        return whose;
    }

    private static ChoiceNode chooseAsEnters(Cursor c) {
        if (c.acceptAny("~", "this creature", "this artifact", "this enchantment", "this land", "this permanent") == null) {
            throw c.fail("\"~\"");
        }
        c.expect("enters");
        c.accept("the battlefield");
        c.expect(",");
        if (c.accept("it becomes your choice of")) return becomesChoice(c);
        c.expect("choose");
        ChoiceNode pairs = choosePairs(c);
        if (pairs != null) return pairs;
        ChoiceNode named = chooseWord(c);
        if (named != null) return named;
        if (c.accept("a card type")) { // 205.2a: one of the card types, as a word; "other than creature or land"
            List<String> types = new ArrayList<>(CARD_TYPES);
            if (c.accept("other than")) {
                do {
                    String left = c.acceptAny(CARD_TYPES.toArray(String[]::new));
                    if (left == null) throw c.fail("a card type");
                    types.remove(left);
                } while (c.accept("or") || c.accept(","));
            }
            return end(c, new ChoiceNode.ChooseWordAsEnters(types));
        }
        for (String k : KINDS) {
            if (c.accept(k)) {
                if (k.equals("a color") && c.accept("other than")) { // 105.1: one colour left out
                    String colour = c.acceptAny("white", "blue", "black", "red", "green");
                    if (colour == null) throw c.fail("a colour");
                    return end(c, new ChoiceNode.ChooseAsEnters(k, colour));
                }
                if (c.at("and")) return several(c, k); // "choose a color and a creature type" (614.12)
                return end(c, new ChoiceNode.ChooseAsEnters(k));
            }
        }
        throw c.fail("a color, a creature type, a basic land type, a card name, an opponent or a player");
    }

    /**
     * 614.12: pair ("," pair)* [","] "or" pair "." with pair := colour Subtype ("choose white Citizen, blue Camarid, ...
     * or green Saproling"); else null, unmoved.
     */
    private static ChoiceNode choosePairs(Cursor c) {
        int start = c.mark();
        List<String> pairs = new ArrayList<>();
        boolean lastWasOr = false;
        while (true) {
            String colour = c.acceptAny("white", "blue", "black", "red", "green");
            if (colour == null || !NounGrammar.isSubtype(c.peek())) break;
            pairs.add(colour + " " + c.next().text());
            if (pairs.size() >= 2 && c.accept(".") && c.atEnd() && lastWasOr) return new ChoiceNode.ChooseColorAndTypeAsEnters(pairs);
            lastWasOr = false;
            if (c.accept(", or") || c.accept("or")) {
                lastWasOr = true;
                continue;
            }
            if (!c.accept(",")) break;
        }
        c.reset(start);
        return null;
    }

    /** 614.12: kind ("and" kind)+ ".": several choices, each of a different kind, made in order as the permanent enters. */
    private static ChoiceNode several(Cursor c, String first) {
        List<String> kinds = new ArrayList<>(List.of(first));
        while (c.accept("and")) {
            String k = c.acceptAny(KINDS.toArray(String[]::new));
            if (k == null || kinds.contains(k)) throw c.fail("another kind of choice");
            kinds.add(k);
        }
        return end(c, new ChoiceNode.ChooseSeveralAsEnters(kinds));
    }

    /** 614.12: "choose Khans or Dragons" / "choose black or red": word ("," word)* [","] "or" word "."; else null, unmoved. */
    private static ChoiceNode chooseWord(Cursor c) {
        int start = c.mark();
        List<String> words = new ArrayList<>();
        while (true) {
            Token t = c.peek();
            if (t == null || t.kind() != Token.Kind.WORD || List.of("a", "an", "two", "one", "another", "or").contains(t.lower())) break;
            words.add(c.next().text());
            if (c.accept(", or") || c.accept("or")) {
                Token last = c.peek();
                if (last == null || last.kind() != Token.Kind.WORD) break;
                words.add(c.next().text());
                if (c.accept(".") && c.atEnd()) return new ChoiceNode.ChooseWordAsEnters(words);
                break;
            }
            if (!c.accept(",")) break;
        }
        c.reset(start);
        return null;
    }

    /**
     * 614.12: "it becomes your choice of" form ("," form)* "," "or" form "in addition to its other types" "."
     * form := "a" N "/" N word* "creature" ["with" keyword ("and" keyword)*]   (words and keywords as written)
     */
    private static ChoiceNode becomesChoice(Cursor c) {
        List<ChoiceNode.Form> forms = new ArrayList<>();
        do {
            if (!forms.isEmpty()) c.accept("or");
            forms.add(form(c));
        } while (c.accept(","));
        if (forms.size() < 2) throw c.fail("a second form");
        c.expect("in addition to its other types");
        return end(c, new ChoiceNode.BecomesChoiceAsEnters(forms));
    }

    private static ChoiceNode.Form form(Cursor c) {
        c.acceptAny("a", "an");
        Token pt = c.peek();
        int[] size = pt == null || pt.text().startsWith("+") ? null : pt.fixedPt();
        if (size == null) throw c.fail("a fixed power/toughness");
        c.next();
        List<String> words = new ArrayList<>();
        while (!c.atEnd() && !c.at("creature")) words.add(c.next().text());
        c.expect("creature");
        List<String> keywords = new ArrayList<>();
        if (c.accept("with")) {
            do {
                if (c.atEnd()) throw c.fail("a keyword");
                keywords.add(c.next().text());
            } while (c.accept("and"));
        }
        return new ChoiceNode.Form(size[0], size[1], words, keywords);
    }

    private static ChoiceNode end(Cursor c, ChoiceNode n) {
        if (!(n instanceof ChoiceNode.ProtectionFromChosenColor)) c.expect(".");
        if (!c.atEnd()) throw c.fail("the end of the line");
        return n;
    }

    /** The colour word standing for "the chosen color" in {@link DamageSources#colors()} (607.2). */
    public static final String CHOSEN = "chosen";

    /** {@code s} "of the chosen color" ("a source of your choice of the chosen color", 607.2). */
    static DamageSources ofChosenColor(DamageSources s) {
        List<String> colors = new ArrayList<>(s.colors());
        colors.add(CHOSEN);
        return new DamageSources(colors, s.types(), s.controller(), s.other());
    }

    /** "of the chosen color" / "of the chosen [creature] type" / "with the chosen name" after a noun (607.2), or null. */
    static Noun.With chosenQuality(Cursor c) {
        if (c.accept("of the chosen color")) return new Noun.With(false, null, "chosen color", 0, null);
        if (c.accept("of the chosen type") || c.accept("of the chosen creature type")) {
            return new Noun.With(false, null, "chosen type", 0, null);
        }
        if (c.accept("with the chosen name")) return new Noun.With(false, null, "chosen name", 0, null);
        if (c.accept("that aren't of the chosen type")) return new Noun.With(false, null, "chosen type, not", 0, null); // 607.2
        // 608.2d: "choose a color, then return all creatures of that color ..." (the choice made in this effect)
        if ("color".equals(c.chosen()) && c.accept("of that color")) return new Noun.With(false, null, "chosen color", 0, null);
        if ("name".equals(c.chosen()) && c.accept("with that name")) return new Noun.With(false, null, "chosen name", 0, null); // 201.3
        if ("type".equals(c.chosen()) && c.accept("of the creature type of your choice")) { // 608.2d
            return new Noun.With(false, null, "chosen type", 0, null);
        }
        if ("type".equals(c.chosen()) && (c.accept("of that type") || c.accept("of that creature type"))) {
            return new Noun.With(false, null, "chosen type", 0, null);
        }
        return null;
    }
}
