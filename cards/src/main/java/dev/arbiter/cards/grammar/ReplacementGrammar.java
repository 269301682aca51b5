package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.AmountNode;
import dev.arbiter.cards.grammar.ast.Noun;
import dev.arbiter.cards.grammar.ast.ReplacementNode;

import java.util.ArrayList;
import java.util.List;

/**
 * Entering replacements and uncounterable spells:
 * <pre>
 * line    := self "enters" ["the battlefield"] "tapped unless you control" controls "."
 *          | self "enters" ["the battlefield"] "tapped with" count KIND "counter(s) on it" "."
 *          | self "enters" ["the battlefield"] "tapped unless you have" N "or more opponents" "."      (102.3)
 *          | "if you control" N "or more" ["other"] noun "," self "enters" ["the battlefield"] "tapped" "."
 *          | "as" self "enters the battlefield , you may" ("pay" N "life" | "reveal a" noun "from your hand") "."
 *            "if you don't ," ("it" | self) "enters the battlefield tapped" "."
 *          | noun "enter the battlefield tapped" "."          (other permanents: "Artifacts and lands")
 *          | "each" ["other"] noun "enters the battlefield with" N "additional" KIND "counter(s) on it" "."
 *          | "if you would gain life , you gain" ("twice that much life" | "that much life plus" N) "instead" "."
 *          | "if an effect would create one or more" [TYPE] "tokens under your control , it creates twice that many of
 *            those tokens instead" "."                                                                 (614.1a, 111.2)
 *          | "if one or more" [TYPE] "tokens would be created" ["under your control"] ", twice that many of those tokens
 *            are created instead" "."                                                                  (614.1a, 111.2)
 *          | ["if" condition ","] "damage that would reduce your life total to less than 1 reduces it to 1 instead" "."
 *          | ("this spell" | "~") "can't be countered" "."
 *          | noun "can't be countered" "."                 (a noun of spells: "Creature spells", "Green spells you control")
 * controls := ("a" | "an") noun ("or" ("a" | "an") noun)*
 *          | N "or" ("more" | "fewer") ["other"] noun
 * </pre>
 */
public final class ReplacementGrammar {

    private ReplacementGrammar() {
    }

    /** The line {@code text} as a replacement node, or throws {@link ParseFailure}. */
    public static ReplacementNode parse(String text) {
        Cursor c = Cursor.of(text);
        ReplacementNode node = LifeFloorGrammar.line(c); // 614.1a: Worship
        if (node != null) {
            // read whole
        } else if (c.accept("as ~ enters the battlefield , you may")) {
            node = unlessPaid(c);
        } else if (c.accept("each")) {
            boolean other = c.accept("other");
            Noun noun = NounGrammar.noun(c);
            c.expect("enters the battlefield with");
            AmountNode n = ReferenceGrammar.count(c); // "an additional" (one) or "two additional"
            if (!(n instanceof AmountNode.Fixed f)) throw c.fail("a number");
            c.expect("additional");
            Token kind = c.next();
            if (kind.kind() != Token.Kind.PT && kind.kind() != Token.Kind.WORD) throw c.fail("a kind of counter");
            if (c.acceptAny("counters", "counter") == null) throw c.fail("\"counters\"");
            c.expect("on it");
            node = new ReplacementNode.OthersEnterWithCounters(noun, other,
                    kind.kind() == Token.Kind.PT ? kind.text() : kind.lower(), f.value());
        } else if (c.accept("if you would gain life , you gain")) {
            if (c.accept("twice that much life")) {
                node = new ReplacementNode.LifeGain(2, 0);
            } else {
                c.expect("that much life plus");
                AmountNode n = ReferenceGrammar.count(c);
                if (!(n instanceof AmountNode.Fixed f)) throw c.fail("a number");
                node = new ReplacementNode.LifeGain(1, f.value());
            }
            c.expect("instead");
        } else if (c.accept("if an effect would create one or more")) { // 614.1a: Anointed Procession, Parallel Lives
            String type = tokenType(c);
            c.expect("tokens under your control , it creates twice that many of those tokens instead");
            node = new ReplacementNode.MultiplyTokens(2, type, true);
        } else if (c.accept("if one or more")) { // 614.1a: "twice that many of those tokens are created instead"
            String type = tokenType(c);
            c.expect("tokens would be created");
            boolean yours = c.accept("under your control");
            c.expect(", twice that many of those tokens are created instead");
            node = new ReplacementNode.MultiplyTokens(2, type, yours);
        } else if (c.accept("if you control")) { // "If you control two or more other lands, ~ enters the battlefield tapped."
            AmountNode n = ReferenceGrammar.count(c);
            if (!(n instanceof AmountNode.Fixed f) || f.value() < 1) throw c.fail("a number");
            c.expect("or more");
            c.accept("other");
            Noun counted = NounGrammar.noun(c);
            if (!counted.plural()) throw c.fail("a plural noun");
            c.expect(", ~ enters");
            c.accept("the battlefield");
            c.expect("tapped");
            node = new ReplacementNode.EntersTappedUnless(List.of(), counted, f.value() - 1, false); // untapped with N-1 or fewer
        } else if (c.accept("this spell can't be countered") || c.accept("~ can't be countered")) {
            node = new ReplacementNode.CantBeCountered(null);
        } else if (c.acceptAny("~", "this creature", "this land", "this artifact", "this enchantment", "this permanent") != null) {
            c.expect("enters");
            c.accept("the battlefield");
            if (c.accept("with your choice of")) { // 614.12, 122.6
                node = counterOfChoice(c);
                c.expect(".");
                if (!c.atEnd()) throw c.fail("the end of the line");
                return node;
            }
            c.expect("tapped");
            if (c.accept("with")) {
                StaticGrammar.EnteringCounters n = StaticGrammar.enteringCounters(c);
                node = new ReplacementNode.EntersTappedWithCounters(n.kind(), n.amount());
            } else if (c.accept("unless you have")) { // 102.3: "two or more opponents"
                AmountNode n = ReferenceGrammar.count(c);
                if (!(n instanceof AmountNode.Fixed f)) throw c.fail("a number");
                c.expect("or more opponents");
                node = new ReplacementNode.EntersTappedUnlessOpponents(f.value());
            } else {
                c.expect("unless you control");
                node = controls(c);
            }
        } else {
            Noun noun = joined(c);
            if (!noun.plural()) throw c.fail("a plural noun");
            if (c.accept("enter the battlefield tapped")) {
                node = new ReplacementNode.OthersEnterTapped(noun);
            } else {
                if (!noun.hasHead("spell")) throw c.fail("spells");
                c.expect("can't be countered");
                node = new ReplacementNode.CantBeCountered(noun);
            }
        }
        c.expect(".");
        if (!c.atEnd()) throw c.fail("the end of the line");
        return node;
    }

    /** An optional card type before "tokens" ("creature tokens", 111.1), lower-cased; null when none. */
    private static String tokenType(Cursor c) {
        return c.acceptAny("creature", "artifact", "enchantment", "land", "planeswalker");
    }

    /**
     * After "with your choice of": ("a" | "an") KIND ["counter"] (("," | "or" | ", or") ["a" | "an"] KIND ["counter"])*
     * "counter on it" — at least two kinds (614.12, 122.6).
     */
    private static ReplacementNode counterOfChoice(Cursor c) {
        List<String> kinds = new ArrayList<>();
        while (true) {
            c.acceptAny("a", "an");
            Token kind = c.next();
            if (kind == null || kind.kind() != Token.Kind.PT && kind.kind() != Token.Kind.WORD || kind.is("counter")) {
                throw c.fail("a kind of counter");
            }
            kinds.add(kind.kind() == Token.Kind.PT ? kind.text() : kind.lower());
            if (c.accept("counter on it")) break;
            c.accept("counter");
            if (c.acceptAny(", or", "or", ",") == null) throw c.fail("\"or\"");
        }
        if (kinds.size() < 2) throw c.fail("two kinds of counter");
        return new ReplacementNode.EntersWithCounterOfChoice(kinds);
    }

    /** "pay N life" / "reveal a NOUN card from your hand", then ". If you don't, it enters the battlefield tapped" (614.12). */
    private static ReplacementNode unlessPaid(Cursor c) {
        ReplacementNode node;
        if (c.accept("pay")) {
            AmountNode n = ReferenceGrammar.count(c);
            if (!(n instanceof AmountNode.Fixed f) || f.value() < 1) throw c.fail("a number");
            c.expect("life");
            node = new ReplacementNode.EntersTappedUnlessPaid(f.value(), null);
        } else {
            c.expect("reveal");
            if (c.acceptAny("a", "an") == null) throw c.fail("\"a\"");
            Noun card = NounGrammar.noun(c);
            if (!card.hasHead("card")) throw c.fail("\"card\"");
            if ("your hand".equals(card.zone())) {
                card = new Noun(card.adjectives(), card.heads(), card.subtypeModifiers(), card.controller(), card.with(),
                        card.plural(), null);
            } else {
                c.expect("from your hand");
            }
            node = new ReplacementNode.EntersTappedUnlessPaid(0, card);
        }
        c.expect(".");
        c.expect("if you don't ,");
        if (c.acceptAny("it", "~") == null) throw c.fail("\"it\"");
        c.expect("enters the battlefield tapped");
        return node;
    }

    /** "Artifacts and lands", "Artifacts, creatures, and lands your opponents control": plain nouns joined by "and" (any of them). */
    private static Noun joined(Cursor c) {
        Noun first = NounGrammar.noun(c);
        List<String> heads = new ArrayList<>(first.heads());
        Noun last = first;
        while (c.at(",") || c.at("and")) {
            int m = c.mark();
            c.accept(",");
            c.accept("and");
            try {
                Noun next = NounGrammar.noun(c);
                if (!last.adjectives().isEmpty() || !last.with().isEmpty() || last.controller() != null
                        || !next.adjectives().isEmpty() || !next.with().isEmpty() || !last.subtypeModifiers().isEmpty()
                        || !next.subtypeModifiers().isEmpty()) {
                    throw c.fail("plain nouns joined by \"and\"");
                }
                heads.addAll(next.heads());
                last = next;
            } catch (ParseFailure f) {
                c.reset(m);
                break;
            }
        }
        if (last == first) return first;
        return new Noun(List.of(), heads, List.of(), last.controller(), List.of(), true, null);
    }

    private static ReplacementNode controls(Cursor c) {
        int m = c.mark();
        AmountNode n = ReferenceGrammar.count(c);
        if (n instanceof AmountNode.Fixed f && !c.at("or") && f.value() == 1) {
            // "a Swamp or a Mountain", "an Island"
            c.reset(m);
            List<Noun> any = new ArrayList<>();
            do {
                if (c.acceptAny("a", "an") == null) throw c.fail("\"a\"");
                any.add(NounGrammar.noun(c));
            } while (c.accept("or"));
            return new ReplacementNode.EntersTappedUnless(any, null, 1, true);
        }
        if (!(n instanceof AmountNode.Fixed f)) throw c.fail("a number");
        boolean more;
        if (c.accept("or more")) more = true;
        else if (c.accept("or fewer")) more = false;
        else throw c.fail("\"or more\" or \"or fewer\"");
        c.accept("other");
        Noun counted = NounGrammar.noun(c);
        if (!counted.plural()) throw c.fail("a plural noun");
        return new ReplacementNode.EntersTappedUnless(List.of(), counted, f.value(), more);
    }
}
