package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.AmountNode;
import dev.arbiter.cards.grammar.ast.ConditionNode;
import dev.arbiter.cards.grammar.ast.Noun;
import dev.arbiter.cards.grammar.ast.PlayerRef;

import java.util.List;

/**
 * Conditions on counts, as intervening "if" clauses write them (603.4):
 * <pre>
 * condition := ("{" colour "}" | "at least" N [colour-word] "mana" ["of the same color"]) "was spent to cast" ("it" | "this spell" | "~")
 *            | "it's" ["not"] "your turn" | "you control" count "creatures with different powers"   (coven, 207.2c)
 *            | "you control no" noun "other than ~" ["and have" count "cards in hand"]   (OtherThanSourceConditionGrammar)
 *            | "you control" (count ["other"] | "another") noun | "you control" ("a" | "an") noun "and" ("a" | "an") noun | "you don't control" ("a" | "an" | "any") ["other"] noun
 *            | "there are" count noun ("on the battlefield" | "in your graveyard" | "in your hand")
 *            | ("there is" | "there's") "another" noun "on the battlefield"
 *            | count noun ("is" | "are") ("on the battlefield" | "in your graveyard")
 *            | player ("has" | "have") count ("cards in hand" | "card in hand") | "you have" count noun "in your graveyard"
 *            | "you have" count "cards in your library" | "an opponent has" count "cards in their graveyard"
 *            | "you have the city's blessing" | "you're the monarch" | "an opponent is the monarch"
 *            | "you have the initiative" | "you('ve | have) completed" ("a dungeon" | name)
 *            | "you (haven't | have not) completed" ("a dungeon" | name)
 *            | counters and life (CounterConditionGrammar: "~ has five or more charge counters on it", "you have 40 or more life")
 *            | comparison (ComparisonConditionGrammar: "creatures you control have total power 8 or greater",
 *              "an opponent controls more lands than you", "an opponent has more life than you")
 *            | this-turn (ThisTurnConditionGrammar: "a creature died this turn", "you attacked this turn")
 *            | turn-history (LastTurnConditionGrammar: "a player cast two or more spells last turn", "an opponent discarded a card this turn")
 *            | devotion "is" ("less than" N | N ("or more" | "or less"))   (700.5)
 *            | status (StatusConditionGrammar: "~ is tapped", "~ is an enchantment", "enchanted creature has flying")
 * count     := "no" | "a" | "an" | number ("or more" | "or greater" | "or fewer" | "or less") | "at least" number
 *            | "fewer than" number | "more than" number
 * </pre>
 */
public final class ConditionGrammar {

    private ConditionGrammar() {
    }

    /** "you control [N] or more creatures with different powers" (coven, 207.2c), or null with the cursor where it was. */
    private static ConditionNode differentPowers(Cursor c) {
        int m = c.mark();
        try {
            if (c.accept("you control")) {
                ConditionNode.Count n = count(c);
                if (n.max() == Integer.MAX_VALUE && n.min() >= 2 && c.accept("creatures with different powers")) {
                    return new ConditionNode.DifferentPowers(n.min());
                }
            }
        } catch (ParseFailure f) {
            // another condition
        }
        c.reset(m);
        return null;
    }

    /**
     * "{C} was spent to cast [it | this spell | ~]" / "at least [N] [colour] mana was spent to cast ..." / "at least [N] mana
     * of the same color was spent to cast ..." (601.2h, adamant 207.2c), or null with the cursor where it was.
     */
    private static ConditionNode manaSpent(Cursor c) {
        int m = c.mark();
        String colour = null;
        int atLeast = 1;
        Token t = c.peek();
        if (t != null && t.kind() == Token.Kind.SYMBOL && t.text().length() == 1 && "WUBRG".contains(t.text())) {
            c.next();
            colour = t.text();
        } else if (c.accept("at least")) {
            Token n = c.peek();
            AmountNode amount = n == null ? null : ReferenceGrammar.count(c);
            if (!(amount instanceof AmountNode.Fixed f) || f.value() < 1) {
                c.reset(m);
                return null;
            }
            atLeast = f.value();
            String word = c.acceptAny("white", "blue", "black", "red", "green");
            if (word != null) colour = switch (word) {
                case "white" -> "W";
                case "blue" -> "U";
                case "black" -> "B";
                case "red" -> "R";
                default -> "G";
            };
            if (!c.accept("mana") || colour == null && !c.accept("of the same color")) {
                c.reset(m);
                return null;
            }
        } else {
            return null;
        }
        if (!c.accept("was spent to cast") || c.acceptAny("it", "this spell", "~") == null) {
            c.reset(m);
            return null;
        }
        return new ConditionNode.ManaSpent(colour, atLeast);
    }

    /** A condition at the cursor, or throws (the cursor is then where it started). */
    public static ConditionNode condition(Cursor c) {
        int m = c.mark();
        try {
            return parse(c);
        } catch (ParseFailure f) {
            c.reset(m);
            throw f;
        }
    }

    /** A card name written out after "named" (201.2): its words up to the sentence's "." or ","; a failure if none. */
    private static String cardName(Cursor c) {
        StringBuilder name = new StringBuilder();
        while (c.peek() != null && !c.at(".") && !c.at(",")) {
            Token t = c.peek();
            if (t.kind() != Token.Kind.WORD && t.kind() != Token.Kind.NUMBER) throw c.fail("a card name");
            if (name.length() > 0) name.append(' ');
            name.append(c.next().text());
        }
        if (name.length() == 0 || !Character.isUpperCase(name.charAt(0))) throw c.fail("a card name");
        return name.toString();
    }

    private static ConditionNode parse(Cursor c) {
        ConditionNode team = TeamConditionGrammar.condition(c); // 102.4: "if your team gained life this turn"
        if (team != null) return team;
        ConditionNode others = PlayerControlsConditionGrammar.condition(c); // "if that player controls no Walls"
        if (others != null) return others;
        ConditionNode spent = manaSpent(c); // 601.2h: "{R} was spent to cast it"
        if (spent != null) return spent;
        if (c.accept("you have the city's blessing")) return new ConditionNode.CitysBlessing(); // 702.131c
        if (c.accept("it's your turn")) return new ConditionNode.YourTurn(true); // 500.1
        if (c.accept("it's not your turn")) return new ConditionNode.YourTurn(false);
        if (c.accept("it's their turn")) return new ConditionNode.ThatPlayersTurn(true); // 102.1: the trigger's player
        if (c.accept("it's not their turn")) return new ConditionNode.ThatPlayersTurn(false);
        if (c.accept("you're the monarch") || c.accept("you are the monarch")) return new ConditionNode.MonarchIs(true); // 724.1
        if (c.accept("an opponent is the monarch")) return new ConditionNode.MonarchIs(false); // 724.1
        if (c.accept("you have the initiative")) return new ConditionNode.HaveInitiative(); // 723.1
        if (c.accept("you've completed") || c.accept("you have completed")) { // 309.7
            return new ConditionNode.CompletedDungeon(c.accept("a dungeon") ? null : cardName(c), false);
        }
        if (c.accept("you haven't completed") || c.accept("you have not completed")) { // 309.7
            return new ConditionNode.CompletedDungeon(c.accept("a dungeon") ? null : cardName(c), true);
        }
        AmountNode devotion = DevotionGrammar.devotion(c); // "your devotion to blue is less than five" (700.5)
        if (devotion != null) {
            c.expect("is");
            if (c.accept("less than")) {
                AmountNode n = ReferenceGrammar.count(c);
                if (!(n instanceof AmountNode.Fixed f) || f.value() < 1) throw c.fail("a number");
                return new ConditionNode.AmountIs(devotion, new ConditionNode.Count(0, f.value() - 1));
            }
            AmountNode n = ReferenceGrammar.count(c);
            if (!(n instanceof AmountNode.Fixed f)) throw c.fail("a number");
            if (c.acceptAny("or more", "or greater") != null) return new ConditionNode.AmountIs(devotion, new ConditionNode.Count(f.value(), Integer.MAX_VALUE));
            if (c.acceptAny("or less", "or fewer") != null) return new ConditionNode.AmountIs(devotion, new ConditionNode.Count(0, f.value()));
            throw c.fail("\"less than\", \"or more\" or \"or less\"");
        }
        ConditionNode types = CardTypesConditionGrammar.condition(c); // "there are four or more card types among cards in your graveyard"
        if (types != null) return types;
        ConditionNode opponentLife = OpponentLifeConditionGrammar.condition(c); // "an opponent has 10 or less life"
        if (opponentLife != null) return opponentLife;
        if (c.accept("an opponent is poisoned")) return new ConditionNode.OpponentPoisoned(); // 122.1f: one or more poison counters
        int o = c.mark();
        if (c.accept("an opponent has")) { // 404: "an opponent has ten or more cards in their graveyard"
            try {
                ConditionNode.Count n = count(c);
                if (c.accept("cards in their graveyard") || n.max() == Integer.MAX_VALUE && n.min() == 1
                        && c.accept("card in their graveyard")) return new ConditionNode.OpponentGraveyardSize(n);
                if (c.accept("cards in hand") || n.max() == Integer.MAX_VALUE && n.min() == 1
                        && c.accept("card in hand")) return new ConditionNode.OpponentHandSize(n); // 402: "an opponent has no cards in hand"
            } catch (ParseFailure f) {
                // another "an opponent has ..."
            }
            c.reset(o);
        }
        ConditionNode counters = CounterConditionGrammar.condition(c); // "~ has five or more charge counters on it"
        if (counters != null) return counters;
        ConditionNode above = GraveyardOrderGrammar.condition(c); // "~ is in your graveyard with ... above it" (404.2)
        if (above != null) return above;
        ConditionNode status = StatusConditionGrammar.condition(c); // "~ is tapped", "enchanted creature has flying"
        if (status != null) return status;
        ConditionNode thisTurn = ThisTurnConditionGrammar.condition(c); // "if a creature died this turn"
        if (thisTurn != null) return thisTurn;
        ConditionNode lastTurn = LastTurnConditionGrammar.condition(c); // "if an opponent lost life last turn", "discarded a card"
        if (lastTurn != null) return lastTurn;
        ConditionNode comparison = ComparisonConditionGrammar.condition(c); // "if an opponent controls more lands than you"
        if (comparison != null) return comparison;
        ConditionNode alone = OtherThanSourceConditionGrammar.condition(c); // "you control no permanents other than ~" (109.5)
        if (alone != null) return alone;
        if (c.accept("you don't control another") || c.accept("you control no other")) {
            return new ConditionNode.YouControl(NONE, NounGrammar.noun(c), true);
        }
        if (c.at("you control")) { // 201.2: "you control artifacts named Crown of Empires and Scepter of Empires"
            int k = c.mark();
            c.accept("you control");
            try {
                Noun noun = NounGrammar.noun(c);
                if (noun.plural() && c.accept("named")) {
                    String all = cardName(c);
                    String[] names = all.split(" and ");
                    if (names.length >= 2) return new ConditionNode.YouControlNamed(noun, List.of(names));
                }
            } catch (ParseFailure f) {
                // not such a list
            }
            c.reset(k);
        }
        ConditionNode coven = differentPowers(c); // 207.2c: "you control three or more creatures with different powers"
        if (coven != null) return coven;
        if (c.accept("you control")) {
            if (c.accept("another")) return new ConditionNode.YouControl(ANY, NounGrammar.noun(c), true);
            ConditionNode.Count n = count(c);
            boolean other = c.accept("other");
            Noun noun = NounGrammar.noun(c);
            if (!other && n.min() == 1 && n.max() == Integer.MAX_VALUE && !noun.plural() && c.accept("named")) {
                return new ConditionNode.YouControlNamed(noun, List.of(cardName(c))); // 201.2: "a creature named Bogbrew Witch"
            }
            if (!other && n.min() == 1 && n.max() == Integer.MAX_VALUE && !noun.plural() && c.at("and")) {
                int k = c.mark(); // "you control an artifact and an enchantment": one of each
                c.accept("and");
                try {
                    if (c.acceptAny("a", "an") != null) {
                        Noun second = NounGrammar.noun(c);
                        if (!second.plural()) {
                            return new ConditionNode.Both(new ConditionNode.YouControl(n, noun, false),
                                    new ConditionNode.YouControl(n, second, false));
                        }
                    }
                } catch (ParseFailure f) {
                    // not a second noun
                }
                c.reset(k);
            }
            return new ConditionNode.YouControl(n, noun, other);
        }
        if (c.accept("you don't control") || c.accept("you do not control")) { // "a", "an" or "any": none at all
            if (c.acceptAny("a", "an", "any") == null) throw c.fail("\"a\" or \"any\"");
            boolean other = c.accept("other");
            return new ConditionNode.YouControl(NONE, NounGrammar.noun(c), other);
        }
        if (c.accept("the top card of your library is")) { // 401.1
            String color = c.acceptAny("white", "blue", "black", "red", "green");
            if (color != null) return new ConditionNode.TopOfLibrary(color, null);
            if (c.acceptAny("a", "an") == null) throw c.fail("a colour or \"a\"");
            Noun top = NounGrammar.noun(c);
            if (!top.hasHead("card")) throw c.fail("a card");
            return new ConditionNode.TopOfLibrary(null, top);
        }
        int m = c.mark();
        try {
            PlayerRef who = ReferenceGrammar.player(c);
            if (c.acceptAny("has", "have") != null) {
                ConditionNode.Count n = count(c);
                if (who instanceof PlayerRef.You && c.accept("cards in your library")) return new ConditionNode.LibrarySize(n); // 401
                if (n.min() == 1 && n.max() == Integer.MAX_VALUE && c.accept("card in hand")) return new ConditionNode.HandSize(who, n); // "a card"
                if (who instanceof PlayerRef.You && c.accept("cards in your hand")) return new ConditionNode.HandSize(who, n); // 402: "eleven or more cards in your hand"
                if (who instanceof PlayerRef.You && !c.at("cards in hand")) { // "you have four or more creature cards in your graveyard"
                    Noun cards = NounGrammar.noun(c);
                    if (!cards.hasHead("card")) throw c.fail("cards");
                    if (cards.zone() == null && c.acceptAny("in your hand", "in hand") != null) return new ConditionNode.InYourHand(n, cards); // 402
                    if (cards.zone() == null) c.expect("in your graveyard");
                    else if (!"your graveyard".equals(cards.zone())) throw c.fail("\"in your graveyard\"");
                    return new ConditionNode.InYourGraveyard(n, cards);
                }
                c.expect("cards in hand");
                return new ConditionNode.HandSize(who, n);
            }
        } catch (ParseFailure f) {
            // not a player: a count of objects
        }
        c.reset(m);
        boolean there = c.accept("there are") || c.accept("there is") || c.accept("there's");
        if (there && c.accept("another")) { // "there's another creature on the battlefield": the source doesn't count (109.5)
            Noun one = NounGrammar.noun(c);
            if (one.plural() || one.hasHead("card")) throw c.fail("a permanent");
            c.accept("on the battlefield");
            return new ConditionNode.OnBattlefield(ANY, one, true);
        }
        ConditionNode.Count n = count(c);
        Noun noun = NounGrammar.noun(c);
        Noun.With hasCounters = there ? null : CounterNounGrammar.has(c); // 122.1: "a creature has a -1/-1 counter on it"
        if (hasCounters != null) return new ConditionNode.OnBattlefield(n, CounterNounGrammar.withCounters(noun, hasCounters));
        if (!there && c.acceptAny("is", "are") == null) throw c.fail("\"is\" or \"are\"");
        if (noun.hasHead("card")) {
            if (noun.zone() == null && c.accept("in your graveyard")) return new ConditionNode.InYourGraveyard(n, noun);
            if (there && (noun.zone() == null && c.accept("in your hand") || "your hand".equals(noun.zone()))) {
                return new ConditionNode.InYourHand(n, noun); // 402
            }
            if ("your graveyard".equals(noun.zone())) return new ConditionNode.InYourGraveyard(n, noun);
            throw c.fail("\"in your graveyard\"");
        }
        c.accept("on the battlefield");
        return new ConditionNode.OnBattlefield(n, noun);
    }

    private static final ConditionNode.Count ANY = new ConditionNode.Count(1, Integer.MAX_VALUE);
    private static final ConditionNode.Count NONE = new ConditionNode.Count(0, 0);

    static ConditionNode.Count count(Cursor c) {
        if (c.accept("no")) return new ConditionNode.Count(0, 0);
        if (c.accept("fewer than")) { // "fewer than six": at most five
            AmountNode a = ReferenceGrammar.count(c);
            if (!(a instanceof AmountNode.Fixed f) || f.value() < 1) throw c.fail("a count");
            return new ConditionNode.Count(0, f.value() - 1);
        }
        if (c.accept("more than")) { // "more than three": at least four
            AmountNode a = ReferenceGrammar.count(c);
            if (!(a instanceof AmountNode.Fixed f)) throw c.fail("a count");
            return new ConditionNode.Count(f.value() + 1, Integer.MAX_VALUE);
        }
        if (c.acceptAny("a", "an") != null) return new ConditionNode.Count(1, Integer.MAX_VALUE);
        if (c.accept("exactly")) { // "you have exactly seven cards in hand": that many, no more, no fewer
            AmountNode a = ReferenceGrammar.count(c);
            if (!(a instanceof AmountNode.Fixed f) || f.value() < 1) throw c.fail("a count");
            return new ConditionNode.Count(f.value(), f.value());
        }
        boolean atLeast = c.accept("at least");
        AmountNode a = ReferenceGrammar.count(c);
        if (!(a instanceof AmountNode.Fixed f)) throw c.fail("a count");
        if (atLeast || c.acceptAny("or more", "or greater") != null) return new ConditionNode.Count(f.value(), Integer.MAX_VALUE);
        if (c.acceptAny("or fewer", "or less") != null) return new ConditionNode.Count(0, f.value());
        throw c.fail("\"or more\" or \"or fewer\"");
    }
}
