package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.AmountNode;
import dev.arbiter.cards.grammar.ast.DamageTo;
import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.ObjectRef;
import dev.arbiter.cards.grammar.ast.PlayerRef;

import java.util.ArrayList;
import java.util.List;

/**
 * Verb phrases of effect clauses. A player's verbs take the third person after a subject
 * ("target player draws") and the bare form in commands ("draw a card", "you may draw"):
 * <pre>
 * player-verb := draw N [additional] card(s) | gain N life | lose N life | discard N card(s) [at random]
 *              | mill N card(s) | scry N | surveil N | sacrifice chosen | shuffle [their|your] library
 *              | search your library for ... | object-command ({@link ObjectCommandGrammar}: destroy, exile, tap, return, put)
 * object-verb := deals N damage to recipients | get(s) +P/+T [and gain(s) keywords] until end of turn
 *              | gain(s) keywords until end of turn
 * </pre>
 */
public final class ClauseGrammar {

    private ClauseGrammar() {
    }

    /**
     * A player's action; {@code third} when after a subject ("draws" rather than "draw"). The readers are asked in the
     * order of {@link VerbPhraseReaders}, each only about a clause starting with a word it can start with.
     */
    static EffectNode verbPhrase(Cursor c, PlayerRef who, boolean third) {
        AlsoGrammar.skipAlsoBeforePlayerVerb(c); // 608.2c: "each opponent also discards a card"
        return VerbPhraseReaders.VERBS.read(c, who, third);
    }

    // The verbs read here, asked through VerbPhraseReaders: each answers null (cursor unchanged) when its verb isn't next.

    /** "[player] copies that spell. Each of those players may choose new targets for their copy" (707.10, 707.10c). */
    static EffectNode copyThisSpell(Cursor c, PlayerRef who, boolean third) {
        if (!third && c.acceptAny("copy this spell and may choose a new target for that copy",
                "copy this spell and may choose a new target for the copy") != null) {
            return new EffectNode.CopyThisSpellFor(who); // 707.10, 707.10c
        }
        return null;
    }

    /** "[players] copies that spell. Each of those players may choose new targets for their copy" (707.10c). */
    static EffectNode copiesThatSpell(Cursor c, PlayerRef who, boolean third) {
        if (third && !(who instanceof PlayerRef.You) && c.accept(
                "copies that spell . each of those players may choose new targets for their copy")) {
            return new EffectNode.CopyThatSpellFor(who); // 707.10, 707.10c: the copy is the copying player's
        }
        return null;
    }

    /** "change the target of target spell [or ability] with a single target" (115.7a). */
    static EffectNode changeTheTarget(Cursor c, PlayerRef who, boolean third) {
        if (!third && who instanceof PlayerRef.You
                && c.accept("change the target of target spell with a single target")) {
            return new EffectNode.ChangeTheTarget(false); // 115.7a
        }
        if (!third && who instanceof PlayerRef.You
                && c.accept("change the target of target spell or ability with a single target")) {
            return new EffectNode.ChangeTheTarget(true); // 115.7a, 115.1: a spell or an ability on the stack
        }
        return null;
    }

    static EffectNode draw(Cursor c, PlayerRef who, boolean third) {
        if (!verb(c, "draw", third)) return null;
        if (c.accept("cards equal to")) return new EffectNode.Draw(who, numberOf(c));
        if (c.accept("as many cards as they discarded this way")) { // 701.9a
            return new EffectNode.Draw(who, new AmountNode.DiscardedThisWay());
        }
        AmountNode n = EffectGrammar.amount(c);
        c.accept("additional"); // "draw an additional card" (121.1): one more draw, as any other
        if (!c.accept("cards") && !c.accept("card")) throw c.fail("\"card(s)\"");
        if (n instanceof AmountNode.ThatMuch && c.accept("plus one")) return new EffectNode.Draw(who, new AmountNode.Plus(n, 1));
        return new EffectNode.Draw(who, perEach(c, n));
    }

    static EffectNode gain(Cursor c, PlayerRef who, boolean third) {
        if (!verb(c, "gain", third)) return null;
        return new EffectNode.Life(who, lifeAmount(c), true); // 119.1
    }

    static EffectNode lose(Cursor c, PlayerRef who, boolean third) {
        if (!verb(c, "lose", third)) return null;
        AmountNode half = DamageAmountGrammar.halfLife(c, who); // 107.1a: "loses half their life, rounded up"
        if (half != null) return new EffectNode.Life(who, half, false);
        return new EffectNode.Life(who, lifeAmount(c), false); // 119.1
    }

    /** After "gain" / "lose": "life equal to NUMBER", or "N life [for each ...]" ("twice X life"; 107.1, 107.3). */
    private static AmountNode lifeAmount(Cursor c) {
        if (c.accept("life equal to")) return numberOf(c);
        AmountNode n = c.accept("twice x") ? new AmountNode.Times(2, new AmountNode.X()) : EffectGrammar.amount(c); // 107.1, 107.3
        c.expect("life");
        return perEach(c, n);
    }

    static EffectNode discard(Cursor c, PlayerRef who, boolean third) {
        if (!verb(c, "discard", third)) return null;
        if (c.accept("up to")) { // 701.8a: zero to N cards of the player's choice
            AmountNode most = EffectGrammar.amount(c);
            if (!(most instanceof AmountNode.Fixed)) throw c.fail("a number of cards");
            if (c.acceptAny("cards", "card") == null) throw c.fail("\"card(s)\"");
            return new EffectNode.DiscardUpTo(who, most);
        }
        AmountNode n = EffectGrammar.amount(c);
        if (!c.accept("cards") && !c.accept("card")) throw c.fail("\"card(s)\"");
        boolean random = c.accept("at random");
        return new EffectNode.Discard(who, random ? n : perEach(c, n), random); // 107.1: "a card for each Swamp you control"
    }

    static EffectNode mill(Cursor c, PlayerRef who, boolean third) {
        if (!verb(c, "mill", third)) return null;
        if (c.accept("cards equal to")) return new EffectNode.Mill(who, numberOf(c)); // 701.13a, 107.1
        AmountNode n = EffectGrammar.amount(c);
        if (!c.accept("cards") && !c.accept("card")) throw c.fail("\"card(s)\"");
        return new EffectNode.Mill(who, n);
    }

    /** "target player exiles the top card of their library", "... exiles a card from their hand" (406.1, 406.3). */
    static EffectNode exiles(Cursor c, PlayerRef who, boolean third) {
        if (!third) return null;
        EffectNode top = LibraryTopGrammar.exileTop(c, who); // 406.3
        if (top != null) return top;
        return PlayerExileGrammar.verb(c, who); // 406.1: "target player exiles a card from their hand"
    }

    static EffectNode clash(Cursor c, PlayerRef who, boolean third) {
        if (who instanceof PlayerRef.You && c.accept("clash with an opponent")) return new EffectNode.Clash(null); // 701.23b
        return null;
    }

    static EffectNode scry(Cursor c, PlayerRef who, boolean third) {
        if (verb(c, "scry", third)) return new EffectNode.Scry(who, EffectGrammar.amount(c), false);
        return null;
    }

    static EffectNode surveil(Cursor c, PlayerRef who, boolean third) {
        if (verb(c, "surveil", third)) return new EffectNode.Scry(who, EffectGrammar.amount(c), true);
        return null;
    }

    static EffectNode sacrifice(Cursor c, PlayerRef who, boolean third) {
        if (!verb(c, "sacrifice", third)) return null;
        EffectNode.Sacrifice s = new EffectNode.Sacrifice(who, SacrificeCountGrammar.perEach(c, ReferenceGrammar.chosen(c))); // 107.1
        if (c.accept("of an opponent's choice")) return new EffectNode.SacrificeOpponentChooses(s); // 701.17a
        List<EffectNode> all = new java.util.ArrayList<>(List.of(s));
        int listed = 0; // 701.17a: "an artifact, a creature, and a land": one more sacrifice for each
        while (c.at(",") && c.peek(1) != null && List.of("a", "an").contains(c.peek(1).lower())) {
            c.accept(",");
            EffectNode.Sacrifice next = secondSacrifice(c, who, true);
            if (next == null) throw c.fail("a permanent to sacrifice");
            all.add(next);
            listed++;
        }
        EffectNode.Sacrifice other = listed > 0 ? null : secondSacrifice(c, who, false);
        if (other != null) all.add(other);
        if (listed > 0) { // the last of the list: ", and a land"
            if (!c.at(", and")) throw c.fail("\", and\"");
            c.accept(",");
            EffectNode.Sacrifice last = secondSacrifice(c, who, false);
            if (last == null) throw c.fail("a permanent to sacrifice");
            all.add(last);
        }
        return all.size() == 1 ? s : new EffectNode.Sequence(List.copyOf(all));
    }

    static EffectNode create(Cursor c, PlayerRef who, boolean third) {
        if (verb(c, "create", third)) return TokenGrammar.create(c, who);
        return null;
    }

    static EffectNode shuffle(Cursor c, PlayerRef who, boolean third) {
        if (!verb(c, "shuffle", third)) return null;
        if (c.acceptAny("their library", "your library", "his or her library") == null) throw c.fail("\"library\"");
        return new EffectNode.Shuffle(who);
    }

    /** The verbs after this one are commands to the controller ("destroy", "exile", ...): another player's clause fails here. */
    static EffectNode onlyYoursFromHere(Cursor c, PlayerRef who, boolean third) {
        if (!(who instanceof PlayerRef.You)) throw c.fail("a verb");
        return null;
    }

    static EffectNode searchYourLibrary(Cursor c, PlayerRef who, boolean third) {
        if (c.accept("search your library for")) return SearchGrammar.search(c);
        return null;
    }

    static EffectNode prevention(Cursor c, PlayerRef who, boolean third) {
        if (PreventionGrammar.at(c)) return PreventionGrammar.parse(c); // 615
        return null;
    }

    // Moved out by job (107.1 amount phrases); these forward so that callers keep one entry point.
    static AmountNode perEach(Cursor c, AmountNode base) { return CountedAmountGrammar.perEach(c, base); }
    static AmountNode numberOf(Cursor c) { return CountedAmountGrammar.numberOf(c); }

    /**
     * After "[player] sacrifices a creature": "and a land" (701.17a: "target player sacrifices an artifact and a land"), the
     * same player sacrificing one more permanent of another kind ({@code listed}: "a creature" after the comma of "an
     * artifact, a creature, and a land"); null (cursor unchanged) otherwise.
     */
    private static EffectNode.Sacrifice secondSacrifice(Cursor c, PlayerRef who, boolean listed) {
        int m = c.mark();
        if (!listed && !c.accept("and") || c.acceptAny("a", "an") == null) {
            c.reset(m);
            return null;
        }
        c.reset(m);
        if (!listed) c.accept("and");
        try {
            ObjectRef second = ReferenceGrammar.chosen(c);
            if (c.at("of an opponent's choice")) throw c.fail("one chooser");
            return new EffectNode.Sacrifice(who instanceof PlayerRef.Targeted ? new PlayerRef.That("they") : who, second);
        } catch (ParseFailure f) {
            c.reset(m);
            return null;
        }
    }

    /** "[player] get(s) {E}{E}" (107.14, 122.1): that many energy counters; null (cursor unchanged) otherwise. */
    static EffectNode energy(Cursor c, PlayerRef who, boolean third) {
        int m = c.mark();
        if (!verb(c, "get", third)) return null;
        if (c.accept("an experience counter")) return new EffectNode.GetExperience(who, 1); // 122.1
        if (c.accept("a poison counter")) return new dev.arbiter.cards.grammar.ast.PoisonNode(who, new AmountNode.Fixed(1)); // 122.1f
        int at = c.mark();
        try { // 122.1f: "that player gets two poison counters"
            AmountNode count = EffectGrammar.amount(c);
            if (count instanceof AmountNode.Fixed f && f.value() > 1 && c.accept("poison counters")) {
                return new dev.arbiter.cards.grammar.ast.PoisonNode(who, count);
            }
        } catch (ParseFailure notAmount) {
            // not an amount: not this clause
        }
        c.reset(at);
        int n = 0;
        while (c.peek() != null && c.peek().kind() == Token.Kind.SYMBOL && c.peek().text().equals("E")) {
            c.next();
            n++;
        }
        if (n == 0) {
            c.reset(m);
            return null;
        }
        return new EffectNode.GetEnergy(who, n);
    }

    private static boolean verb(Cursor c, String base, boolean third) {
        if (third) {
            String s = base.endsWith("h") ? base + "es" : base + "s";
            return c.accept(s);
        }
        return c.accept(base);
    }

    /** What an object does (moved out by job to {@link ObjectVerbGrammar}); forwards so that callers keep one entry point. */
    static EffectNode objectPhrase(Cursor c, ObjectRef subject) { return ObjectVerbGrammar.objectPhrase(c, subject); }

    static List<String> keywords(Cursor c) {
        List<String> out = new ArrayList<>();
        while (true) {
            String k = NounGrammar.keyword(c);
            if (k == null) k = LandwalkKeywordGrammar.keyword(c); // 702.14a: "gains islandwalk until end of turn"
            if (k == null) throw c.fail("a keyword");
            out.add(k);
            int m = c.mark();
            if (c.acceptAny(", and", ",", "and") == null) return out;
            int before = c.mark();
            boolean another = NounGrammar.keyword(c) != null || LandwalkKeywordGrammar.keyword(c) != null;
            c.reset(another ? before : m);
            if (!another) return out;
        }
    }
}
