package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.AmountNode;
import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.Noun;
import dev.arbiter.cards.grammar.ast.ObjectRef;
import dev.arbiter.cards.grammar.ast.PlayerRef;

import java.util.Set;

/**
 * One-shot effect phrases on life totals and objects' characteristics:
 * <pre>
 * verb := "double" possessive "life total"                               (119.5)
 *       | "exile" (object | "any number of" noun) "until ~ leaves the battlefield"   (610.3, 608.2d)
 * stat := ("its" | "that" NOUN"'s" | "~'s") STAT | "the" STAT "of" object  (after "equal to")
 * STAT := "power" | "toughness" | "mana value" | "converted mana cost"     (208.1, 202.3)
 * </pre>
 * Each method leaves the cursor where it was and returns null when its phrase does not come next.
 */
public final class OneShotGrammar {

    /** Nouns of "that creature's", "that card's". */
    private static final Set<String> NOUNS = Set.of("creature's", "card's", "permanent's", "land's", "artifact's", "spell's",
            "enchantment's", "planeswalker's");

    private OneShotGrammar() {
    }

    /** A verb phrase of this grammar for {@code who}, or null (cursor unchanged). */
    static EffectNode verb(Cursor c, PlayerRef who, boolean third) {
        int m = c.mark();
        if (!third && who instanceof PlayerRef.You && c.accept("exile")) {
            try {
                if (c.accept("any number of")) { // 608.2d: chosen as it resolves
                    Noun n = NounGrammar.noun(c);
                    if (c.accept("until ~ leaves the battlefield")) return new EffectNode.ExileAnyNumberUntilLeaves(n); // 610.3
                    c.reset(m);
                    return null;
                }
                ObjectRef o = ReferenceGrammar.object(c);
                if (c.accept("until ~ leaves the battlefield")) return new EffectNode.ExileUntilLeaves(o); // 610.3
            } catch (ParseFailure f) {
                // not this phrase
            }
            c.reset(m);
            return null;
        }
        if (c.accept(third ? "doubles" : "double")) {
            PlayerRef whose = ZoneVerbGrammar.possessive(c);
            if (whose != null && c.accept("life total")) return new EffectNode.DoubleLife(third ? who : whose);
        }
        c.reset(m);
        return null;
    }

    /** "its power", "that card's toughness", "~'s power", "the power of target creature you control", or null. */
    static AmountNode stat(Cursor c) {
        AmountNode sacrificed = SacrificedGrammar.stat(c); // 608.2h: "the sacrificed creature's power"
        if (sacrificed != null) return sacrificed;
        AmountNode counters = CounterGrammar.numberOf(c); // 122: "the number of charge counters on ~"
        if (counters != null) return counters;
        int m = c.mark();
        ObjectRef object = null;
        if (c.accept("its")) {
            object = new ObjectRef.Pronoun("it");
        } else if (c.at("that") && c.peek(1) != null && (NOUNS.contains(c.peek(1).lower())
                || c.peek(1).capitalised() && c.peek(1).lower().endsWith("'s"))) { // "that Wall's": a subtype named before

            c.next();
            object = new ObjectRef.Pronoun("that " + c.next().lower().replace("'s", ""));
        } else if (c.accept("~ ' s")) {
            object = new ObjectRef.Self();
        } else if (c.accept("the")) {
            String stat = statWord(c);
            if (stat != null && c.accept("of")) {
                try {
                    ObjectRef o = ReferenceGrammar.object(c);
                    if (o instanceof ObjectRef.Targeted) return new AmountNode.StatOf(o, stat);
                } catch (ParseFailure f) {
                    // not "the power of [object]"
                }
            }
            c.reset(m);
            return null;
        }
        String stat = object == null ? null : statWord(c);
        if (stat == null) {
            c.reset(m);
            return null;
        }
        return new AmountNode.StatOf(object, stat);
    }

    /** In "[source] deals damage equal to its power", "its" is the source's (the damage source is named first). */
    static AmountNode ofSource(AmountNode amount, ObjectRef source) {
        if (amount instanceof AmountNode.StatOf st && st.object() instanceof ObjectRef.Pronoun p && p.word().equals("it")) {
            // a damage source "it" is the ability's source (EffectLowering.damage)
            return new AmountNode.StatOf(source instanceof ObjectRef.Pronoun ? new ObjectRef.Self() : source, st.stat());
        }
        if (amount instanceof AmountNode.CountersOn co && co.object() instanceof ObjectRef.Pronoun p && p.word().equals("it")) {
            // "deals damage equal to the number of KIND counters on it": the damage source's counters (122)
            return new AmountNode.CountersOn(source instanceof ObjectRef.Pronoun ? new ObjectRef.Self() : source, co.kind(), co.factor());
        }
        return amount;
    }

    /** After "for each": a count of players or of basic land types times {@code factor}, or null (cursor unchanged). */
    /** What {@link AmountNode.Counted} counts for "for each creature that died this turn" (700.4). */
    public static final String DIED = "creatures that died this turn";

    /** The counted word of "the number of creatures in your party" (700.8). */
    public static final String PARTY = "party";

    /** The counted word of "for each of its colors" (105.2): the colors of the object the effect changes. */
    public static final String ITS_COLORS = "its colors";

    /** The counted word of "for each color among permanents you control" (105.2). */
    public static final String COLORS_AMONG = "colors among permanents you control";

    static AmountNode count(Cursor c, int factor) {
        if (c.accept("of its colors")) return new AmountNode.Counted(factor, ITS_COLORS); // 105.2
        if (c.accept("color among permanents you control")) return new AmountNode.Counted(factor, COLORS_AMONG); // 105.2
        AmountNode counters = CounterGrammar.forEach(c, factor); // 122: "for each charge counter on ~"
        if (counters != null) return counters;
        if (c.accept("color of mana spent to cast it") || c.accept("color of mana spent to cast this spell")
                || c.accept("color of mana spent to cast ~")) { // 601.2h, 105.1: "a +1/+1 counter for each color of mana spent"
            return factor == 1 ? new AmountNode.ColorsSpent() : new AmountNode.Times(factor, new AmountNode.ColorsSpent());
        }
        if (c.accept("time it was kicked") || c.accept("time this spell was kicked") || c.accept("time ~ was kicked")) { // 702.33c
            return factor == 1 ? new AmountNode.TimesKicked() : new AmountNode.Times(factor, new AmountNode.TimesKicked());
        }
        AmountNode fewer = FewerThanYouGrammar.perEach(c, factor); // 102.1: "for each opponent who controls fewer creatures than you"
        if (fewer != null) return fewer;
        if (c.accept("opponent you have") || c.accept("opponent")) return new AmountNode.Counted(factor, "opponents");
        if (c.accept("player")) return new AmountNode.Counted(factor, "players");
        if (c.accept("creature that died this turn")) return new AmountNode.Counted(factor, DIED); // 700.4
        if (c.accept("basic land type among lands you control")) return new AmountNode.Counted(factor, "basic land types");
        if (c.accept("creature in your party")) return new AmountNode.Counted(factor, PARTY); // 700.8
        AmountNode done = ThisTurnCountGrammar.perEach(c, factor); // 601.2i, 121.1: "for each spell they've cast this turn"
        if (done != null) return done;
        AmountNode died = DiedThisTurnGrammar.count(c, factor, false); // 700.4: "for each Zubera that died this turn"
        if (died != null) return died;
        AmountNode entered = EnteredThisTurnGrammar.count(c, factor, false); // 400.7: "for each land you had enter ..."
        if (entered != null) return entered;
        return theirs(c, factor, false);
    }

    /** "[noun] they control" / "[noun] that player controls": counted for each player in turn, or null (cursor unchanged). */
    private static AmountNode theirs(Cursor c, int factor, boolean plural) {
        int m = c.mark();
        try {
            Noun n = NounGrammar.noun(c);
            if (n.plural() == plural && (n.controller() == null && c.accept("they control")
                    || "that player controls".equals(n.controller()))) {
                return new AmountNode.CountOfTheirs(factor, n);
            }
        } catch (ParseFailure f) {
            // not a noun
        }
        c.reset(m);
        return null;
    }

    /** "the number of opponents you have", "the number of basic land types among lands you control", or null. */
    static AmountNode numberOf(Cursor c) {
        AmountNode devotion = DevotionGrammar.devotion(c); // 700.5
        if (devotion != null) return devotion;
        if (c.accept("the life lost this way")) return new AmountNode.LifeLostThisWay(); // 119.3, 608.2c
        AmountNode lost = lifeLostThisTurn(c); // 119.3: "the life they lost this turn"
        if (lost != null) return lost;
        AmountNode done = ThisTurnCountGrammar.numberOf(c); // 601.2i, 121.1: "the number of spells you've cast this turn"
        if (done != null) return done;
        if (c.accept("the number of colors of mana spent to cast this spell")) return new AmountNode.ColorsSpent(); // 601.2h, 105.1
        if (c.accept("the number of times ~ was kicked") || c.accept("the number of times it was kicked")
                || c.accept("the number of times this spell was kicked")) return new AmountNode.TimesKicked(); // 702.33c
        if (c.accept("the amount of life you've gained this turn") || c.accept("the amount of life you gained this turn")) {
            return new AmountNode.LifeGainedThisTurn(); // 119.3
        }
        AmountNode life = lifeTotal(c); // 119.1: "where X is your life total"
        if (life != null) return life;
        if (c.accept("the number of opponents you have")) return new AmountNode.Counted(1, "opponents");
        if (c.accept("the number of creatures that died this turn")) return new AmountNode.Counted(1, DIED); // 700.4
        if (c.accept("the number of basic land types among lands you control")) return new AmountNode.Counted(1, "basic land types");
        if (c.accept("the number of creatures in your party")) return new AmountNode.Counted(1, PARTY); // 700.8
        AmountNode atStart = TurnStartGrammar.count(c); // 500.1: "... they controlled at the beginning of this turn"
        if (atStart != null) return atStart;
        int m = c.mark();
        if (c.accept("the number of")) {
            AmountNode theirs = theirs(c, 1, true);
            if (theirs != null) return theirs;
            AmountNode died = DiedThisTurnGrammar.count(c, 1, true); // 700.4: "the number of Zubera that died this turn"
            if (died != null) return died;
            AmountNode entered = EnteredThisTurnGrammar.count(c, 1, true); // 400.7: "the number of creatures you had enter ..."
            if (entered != null) return entered;
            c.reset(m);
        }
        return null;
    }

    /**
     * The life a player lost this turn (119.3), or null with the cursor unchanged:
     * <pre>
     * life-lost := "the life" ("they" | "that player" | "you've" | "you") "lost this turn"
     *            | "the amount of life you('ve) lost this turn"
     *            | "the total amount of life your opponents lost this turn" | "the total life lost by your opponents this turn"
     * </pre>
     */
    private static AmountNode lifeLostThisTurn(Cursor c) {
        int m = c.mark();
        if (c.accept("the total amount of life your opponents lost this turn")
                || c.accept("the total life lost by your opponents this turn")) {
            return new AmountNode.LifeLostThisTurn(new PlayerRef.EachOpponent());
        }
        if (c.accept("the amount of life you've lost this turn") || c.accept("the amount of life you lost this turn")) {
            return new AmountNode.LifeLostThisTurn(new PlayerRef.You());
        }
        if (!c.accept("the life")) return null;
        PlayerRef who = null;
        if (c.accept("they")) who = new PlayerRef.That("they");
        else if (c.accept("that player")) who = new PlayerRef.That("that player");
        else if (c.accept("you've") || c.accept("you")) who = new PlayerRef.You();
        if (who == null || !c.accept("lost this turn")) {
            c.reset(m);
            return null;
        }
        return new AmountNode.LifeLostThisTurn(who);
    }

    /** "your life total" / "that player's life total" (119.1), or null with the cursor unchanged. */
    private static AmountNode lifeTotal(Cursor c) {
        int m = c.mark();
        PlayerRef whose = ZoneVerbGrammar.possessive(c);
        if (whose != null && c.accept("life total")) return new AmountNode.LifeOf(whose);
        c.reset(m);
        return null;
    }

    /** "... gets +1/+1 until end of turn for each [count]" (107.1), the "for each" next. */
    static EffectNode pumpForEach(Cursor c, ObjectRef subject, int power, int toughness) {
        AmountNode count = ClauseGrammar.perEach(c, new AmountNode.Fixed(1));
        return new EffectNode.PumpForEach(subject, power, toughness, count);
    }

    private static String statWord(Cursor c) {
        String s = c.acceptAny("power", "toughness", "mana value", "converted mana cost");
        return "converted mana cost".equals(s) ? "mana value" : s;
    }
}
