package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.AmountNode;
import dev.arbiter.cards.grammar.ast.DamageTo;
import dev.arbiter.cards.grammar.ast.Noun;
import dev.arbiter.cards.grammar.ast.ObjectRef;
import dev.arbiter.cards.grammar.ast.PlayerRef;

import java.util.List;

/**
 * References to objects, players and numbers:
 * <pre>
 * object  := "~" | "this" type-word | "it" | "him" | "her" | "himself" | "herself" | ["each of"] "them" | "that" noun | ["each of"] "those" noun | "the" noun
 *          | ("enchanted" | "equipped" | "fortified") type-word
 *          | ["up to"] count "target" noun | ["up to"] "X target" noun | ["another"] "target" noun
 *          | "any number of target" noun
 *          | ("each" | "all") ["other"] noun
 * chosen  := count ["other"] noun | "another" noun            (what a player picks: "sacrifice a creature")
 * player  := "you" | "target player" | "target opponent" | "each player" | "each opponent"
 *          | "that player" | "that opponent" | "they" | "defending player" | "its controller" | "its owner"
 * count   := "a" | "an" | "one" ... "twenty" | NUMBER | "X" | ["twice"] ("that much" | "that many")
 * </pre>
 */
public final class ReferenceGrammar {

    private static final List<String> NUMBER_WORDS = List.of("zero", "one", "two", "three", "four", "five", "six",
            "seven", "eight", "nine", "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen",
            "seventeen", "eighteen", "nineteen", "twenty");

    private ReferenceGrammar() {
    }

    /** A count word or number at the cursor, or null (nothing consumed). */
    public static AmountNode count(Cursor c) {
        Token t = c.peek();
        if (t == null) return null;
        if (t.kind() == Token.Kind.NUMBER) {
            c.next();
            return new AmountNode.Fixed(Integer.parseInt(t.text()));
        }
        if (t.kind() != Token.Kind.WORD) return null;
        String w = t.lower();
        if (w.equals("a") || w.equals("an")) {
            c.next();
            return new AmountNode.Fixed(1);
        }
        if (w.equals("x")) {
            c.next();
            return new AmountNode.X();
        }
        if (c.accept("that much") || c.accept("that many")) return new AmountNode.ThatMuch();
        if (c.accept("twice that much") || c.accept("twice that many")) return new AmountNode.Times(2, new AmountNode.ThatMuch()); // 107.1
        int i = NUMBER_WORDS.indexOf(w);
        if (i >= 0) {
            c.next();
            return new AmountNode.Fixed(i);
        }
        return null;
    }

    /** An object reference at the cursor, or throws. */
    public static ObjectRef object(Cursor c) {
        ObjectRef sameName = SameNameGrammar.targetAndOthers(c); // 201.2: "target land and all other lands with the same name as that land"
        if (sameName != null) return sameName;
        int m = c.mark();
        if (c.accept("~")) return new ObjectRef.Self();
        String self = c.acceptAny("this creature", "this permanent", "this artifact", "this enchantment", "this land");
        if (self != null) return new ObjectRef.Self();
        if (c.accept("it")) return new ObjectRef.Pronoun("it");
        // 201.5: a legendary card's text names itself by a personal pronoun ("damage that would be dealt to him");
        // Oracle text calls every other object "it" or "they"
        if (c.acceptAny("him", "her", "himself", "herself") != null) return new ObjectRef.Self();
        if (c.accept("them")) return new ObjectRef.Pronoun("them");
        // 608.2c: "each of them", "each of those creatures": every object of the group named before, one by one
        if (c.accept("each of them")) return new ObjectRef.Pronoun("them");
        if (c.at("each of those")) c.accept("each of");
        String attached = c.acceptAny("enchanted creature", "equipped creature", "fortified land", "enchanted land",
                "enchanted permanent", "enchanted artifact creature", "enchanted artifact", "enchanted enchantment");
        if (attached != null) return new ObjectRef.Attached(attached);
        String demonstrative = c.acceptAny("that", "those", "the");
        if (demonstrative != null) {
            Token t = c.peek();
            if (t != null && t.kind() == Token.Kind.WORD && NounGrammar.TYPE_WORDS.contains(NounGrammar.singular(t.lower()))) {
                c.next();
                // "that creature or planeswalker": the one target named before as "target creature or planeswalker" (115.1)
                if (t.lower().equals("creature") && demonstrative.equals("that") && c.accept("or planeswalker")) {
                    return new ObjectRef.Pronoun("that creature or planeswalker");
                }
                return new ObjectRef.Pronoun(demonstrative + " " + NounGrammar.singular(t.lower()));
            }
            c.reset(m);
            throw c.fail("an object");
        }
        if (c.accept("up to")) {
            AmountNode n = count(c);
            if (n instanceof AmountNode.X && c.accept("target")) { // 601.2c: "up to X target creatures"
                Noun noun = NounGrammar.noun(c);
                return new ObjectRef.Targeted(noun, 0, ObjectRef.Targeted.X, false, c.textFrom(m));
            }
            boolean other = n instanceof AmountNode.Fixed && c.accept("other"); // 115.3: "up to one other target creature"
            if (!(n instanceof AmountNode.Fixed f) || !c.accept("target")) {
                c.reset(m);
                throw c.fail("\"up to N target\"");
            }
            Noun noun = NounGrammar.noun(c);
            return new ObjectRef.Targeted(noun, 0, f.value(), other, c.textFrom(m));
        }
        if (c.accept("one or two target")) { // 601.2c, 115.1: at least one, at most two
            Noun noun = NounGrammar.noun(c);
            if (!noun.plural()) throw c.fail("a plural noun");
            return new ObjectRef.Targeted(noun, 1, 2, false, c.textFrom(m));
        }
        if (c.accept("any number of target")) { // 601.2c: none or more
            Noun noun = NounGrammar.noun(c);
            if (!noun.plural()) throw c.fail("a plural noun");
            return new ObjectRef.Targeted(noun, 0, Integer.MAX_VALUE, false, c.textFrom(m));
        }
        if (c.accept("another target")) {
            Noun noun = NounGrammar.noun(c);
            return new ObjectRef.Targeted(noun, 1, 1, true, c.textFrom(m));
        }
        if (c.accept("target")) {
            ObjectRef either = EitherTargetGrammar.either(c, m); // 115.1: "target land or nonblack creature"
            if (either != null) return either;
            Noun noun = NounGrammar.noun(c);
            // 115.1, 109.5: "target creature other than ~" is "another target creature"
            boolean otherThanSelf = c.accept("other than ~");
            return new ObjectRef.Targeted(noun, 1, 1, otherThanSelf, c.textFrom(m));
        }
        int before = c.mark();
        AmountNode n = count(c);
        if (n instanceof AmountNode.Fixed f && f.value() > 1 && c.accept("target")) {
            Noun noun = NounGrammar.noun(c);
            return new ObjectRef.Targeted(noun, f.value(), f.value(), false, c.textFrom(m));
        }
        if (n instanceof AmountNode.X && c.accept("target")) { // 601.2b-c: "X target Mountains", X announced first
            Noun noun = NounGrammar.noun(c);
            return new ObjectRef.Targeted(noun, ObjectRef.Targeted.X, ObjectRef.Targeted.X, false, c.textFrom(m));
        }
        c.reset(before);
        String every = c.acceptAny("each", "all");
        if (every != null) {
            boolean other = c.accept("other");
            Noun noun = NounGrammar.noun(c);
            if (!other && c.accept("other than ~")) other = true; // "destroy all permanents other than ~": ~ is left out
            return new ObjectRef.Every(noun, other);
        }
        // a bare plural noun names every such object: "Creatures you control", "Other Goblins"
        boolean other = c.accept("other");
        try {
            Noun noun = NounGrammar.noun(c);
            if (noun.plural() && noun.zone() == null) {
                if (!other) noun = NounUnionGrammar.join(c, noun); // "Goblins you control and Elementals you control"
                return new ObjectRef.Every(noun, other);
            }
        } catch (ParseFailure f) {
            // not a noun
        }
        c.reset(m);
        throw c.fail("an object");
    }

    /** What a player picks: "a creature", "two lands", "another creature", "a nonland permanent". */
    public static ObjectRef chosen(Cursor c) {
        int m = c.mark();
        if (c.accept("another")) return new ObjectRef.Chosen(NounGrammar.noun(c), new AmountNode.Fixed(1), true);
        AmountNode n = count(c);
        if (n == null) {
            c.reset(m);
            throw c.fail("a number of objects");
        }
        boolean other = c.accept("other");
        Noun noun = NounGrammar.noun(c);
        if (!other && c.accept("other than ~")) other = true; // "a creature other than ~": not the source
        return new ObjectRef.Chosen(noun, n, other);
    }

    /** A player reference at the cursor, or throws. */
    public static PlayerRef player(Cursor c) {
        if (c.accept("you")) return new PlayerRef.You();
        int m = c.mark();
        PlayerRef many = PlayerTargetsGrammar.many(c); // 601.2c: "any number of target players", "up to two target players"
        if (many != null) return many;
        if (c.accept("target player")) return new PlayerRef.Targeted(false, c.textFrom(m));
        if (c.accept("target opponent")) return new PlayerRef.Targeted(true, c.textFrom(m));
        if (c.accept("each player")) return PlayersWhoGrammar.who(c, new PlayerRef.EachPlayer()); // 101.4: "each player who controls ..."
        if (c.accept("each other player")) return new PlayerRef.EachOther();
        if (c.accept("each opponent")) return PlayersWhoGrammar.who(c, new PlayerRef.EachOpponent()); // 102.3
        if (c.accept("your opponents")) return new PlayerRef.EachOpponent();
        // 115.1: after "target player or planeswalker"
        if (c.accept("that player or that planeswalker's controller")) return new PlayerRef.That(c.textFrom(m).toLowerCase(java.util.Locale.ROOT));
        String that = c.acceptAny("that player", "they", "defending player");
        if (that != null) return new PlayerRef.That(that);
        if (c.accept("that opponent")) return new PlayerRef.That("that player"); // the opponent named before: "that player"
        if (c.accept("its controller")) return new PlayerRef.ControllerOf(new ObjectRef.Pronoun("it"), false);
        if (c.accept("its owner")) return new PlayerRef.ControllerOf(new ObjectRef.Pronoun("it"), true);
        if (c.accept("~ ' s owner")) return new PlayerRef.ControllerOf(new ObjectRef.Self(), true); // 108.3: "~'s owner"
        if (c.accept("that spell or ability's controller")) { // 115.1: after "becomes the target of a spell or ability"
            return new PlayerRef.ControllerOf(new ObjectRef.Pronoun("that spell or ability"), false);
        }
        // "that land's controller", "enchanted creature's controller": the controller of an object named before
        Token t1 = c.peek(1);
        if ((c.at("that") || c.at("the") || c.at("enchanted") || c.at("equipped")) && t1 != null && t1.kind() == Token.Kind.WORD
                && t1.lower().endsWith("'s") && c.peek(2) != null && c.peek(2).is("controller")) {
            String first = c.next().lower();
            String noun = NounGrammar.singular(c.next().lower().replace("'s", ""));
            c.next();
            // "the creature's controller": the creature named before, as "that creature's"
            ObjectRef o = first.equals("that") || first.equals("the") ? new ObjectRef.Pronoun("that " + noun)
                    : new ObjectRef.Attached(first + " " + noun);
            return new PlayerRef.ControllerOf(o, false);
        }
        throw c.fail("a player");
    }

    /** A damage recipient list: "any target", "target creature or player", objects or players joined by "and". */
    public static List<DamageTo> recipients(Cursor c) {
        List<DamageTo> out = new java.util.ArrayList<>();
        out.add(recipient(c));
        while (true) {
            int m = c.mark();
            if (!c.accept("and")) break;
            try {
                DamageTo next = recipient(c);
                // "... to target creature and you gain X life": a player followed by a verb starts a new clause
                Token after = c.peek();
                // likewise "... to that creature and ~ gains ...": the source followed by a verb
                boolean startsClause = next instanceof DamageTo.Players
                        || next instanceof DamageTo.Objects o && o.ref() instanceof ObjectRef.Self;
                // and "... to target creature an opponent controls and that creature deals damage ...": an object followed by
                // "deals" is the subject of the next clause (120.1), never a recipient
                if (startsClause && after != null && after.kind() == Token.Kind.WORD
                        && !after.is("and") && !after.is("for") && !after.is("equal") && !after.is("instead")
                        || next instanceof DamageTo.Objects && after != null && after.is("deals")) {
                    c.reset(m);
                    break;
                }
                out.add(next);
            } catch (ParseFailure f) {
                c.reset(m);
                break;
            }
        }
        return out;
    }

    private static DamageTo recipient(Cursor c) {
        if (c.accept("any target")) return new DamageTo.AnyTarget();
        if (c.accept("any other target")) return new DamageTo.AnyOtherTarget(); // 115.3
        // 115.4: "Choose any target. ... to that permanent or player": the target chosen before, whichever it is
        if (c.accept("that permanent or player")) return new DamageTo.Objects(new ObjectRef.Pronoun("that permanent or player"));
        int m = c.mark();
        if (c.accept("each of up to")) { // 115.4: "each of up to six targets"
            AmountNode n = count(c);
            if (n instanceof AmountNode.Fixed f && f.value() > 1 && c.accept("targets")) return new DamageTo.UpToTargets(f.value(), c.textFrom(m));
            c.reset(m);
        }
        if (c.accept("the player or planeswalker")) { // 506.4: "the player or planeswalker it's attacking"
            ObjectRef attacker;
            if (c.accept("it's attacking")) {
                attacker = new ObjectRef.Pronoun("it");
            } else {
                attacker = object(c);
                c.expect("is attacking");
            }
            return new DamageTo.Attacked(attacker, c.textFrom(m));
        }
        if (c.accept("each of")) { // 115.4, 601.2c: "each of two targets", "each of X targets"
            AmountNode n = count(c);
            int count = n instanceof AmountNode.X ? ObjectRef.Targeted.X : n instanceof AmountNode.Fixed f && f.value() > 1 ? f.value() : 0;
            if (count != 0 && c.accept("targets")) return new DamageTo.UpToTargets(count, count, c.textFrom(m));
            c.reset(m);
            c.accept("each of"); // "each of [up to] two target creatures": those targets, each dealt the damage
            try {
                ObjectRef o = object(c);
                if (o instanceof ObjectRef.Targeted t && t.max() != 1) return new DamageTo.Objects(o);
            } catch (ParseFailure f) {
                // not a group of targets
            }
            c.reset(m);
        }
        String pw = c.acceptAny("target player or planeswalker", "target opponent or planeswalker");
        if (pw != null) return new DamageTo.PlayerOrPlaneswalker(pw.contains("opponent"), c.textFrom(m));
        try {
            return new DamageTo.Players(player(c));
        } catch (ParseFailure f) {
            c.reset(m);
        }
        return new DamageTo.Objects(object(c));
    }

    /** Whether a noun names cards rather than permanents. */
    public static boolean namesCards(Noun n) {
        return n.hasHead("card");
    }

    /** "~ enters [the battlefield]" / "this creature enters ...": the start of an entering line (614.1c, 614.12). */
    static void selfEnters(Cursor c) {
        if (c.acceptAny("~", "this creature", "this land", "this artifact", "this enchantment", "this permanent") == null) {
            throw c.fail("\"~\"");
        }
        c.expect("enters");
        c.accept("the battlefield");
    }
}
