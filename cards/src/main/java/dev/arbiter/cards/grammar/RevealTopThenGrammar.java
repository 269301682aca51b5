package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.AmountNode;
import dev.arbiter.cards.grammar.ast.DamageTo;
import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.ObjectRef;
import dev.arbiter.cards.grammar.ast.PlayerRef;
import dev.arbiter.engine.util.RecordTrees;

import java.util.ArrayList;
import java.util.Set;

/**
 * The top card of your library revealed, and a characteristic of it read by the next sentence (701.16a, 608.2c):
 * <pre>
 * scry-then       := "scry" N ", then" reveal-top-then          (701.18, then 701.16a; the follow-up reads the card)
 * reveal-top-then := "reveal the top card of your library" [("and put" | ", then put") ("that card" | "it") "into your hand"]
 *                    ("." chain)?        the chain names the card only as "that card's" / "its" [mana value, power, ...]
 *                  | "you may reveal the top card of your library. if you do," chain
 * </pre>
 * The "." that ends the last sentence is left to the caller. A follow-up that does not read the card is left to the
 * other readings of "reveal the top card" (null, cursor unchanged).
 */
final class RevealTopThenGrammar {
    private static final Set<String> NAMES = Set.of("that card", "it", "its");
    private static final Set<String> BEFORE = Set.of("that permanent or player", "that creature");

    private RevealTopThenGrammar() {
    }

    /** The sentences, or null with the cursor unchanged. */
    static EffectNode sentences(Cursor c) {
        return c.attempt(RevealTopThenGrammar::read);
    }

    private static EffectNode read(Cursor c) {
        if (c.at("scry")) { // 701.18, 701.16a: "Scry 3, then reveal the top card of your library. [then]": the two in order
            c.next();
            EffectNode scry = new EffectNode.Scry(new PlayerRef.You(), EffectGrammar.amount(c), false);
            if (!c.accept(", then") || !c.at("reveal the top card of your library")) return null;
            EffectNode reveal = read(c);
            return reveal instanceof EffectNode.RevealTopThen rt && rt.then() != null
                    ? new EffectNode.Sequence(java.util.List.of(scry, reveal)) : null;
        }
        boolean may = c.accept("you may");
        if (!c.accept("reveal the top card of your library")) return null;
        if (may) { // 608.2d, 608.2c: "You may reveal the top card of your library. If you do, [then]"
            if (!c.accept(". if you do ,")) return null;
            EffectNode then = EffectGrammar.chain(c);
            if (!readsTheCard(then)) return null;
            return new EffectNode.May(new PlayerRef.You(), new EffectNode.RevealTopThen(new PlayerRef.You(), false, then), null, null);
        }
        boolean hand = c.acceptAny("and put that card into your hand", "and put it into your hand",
                ", then put that card into your hand", ", then put it into your hand") != null;
        if (c.at(".") && c.peek(1) == null) return hand ? new EffectNode.RevealTopThen(new PlayerRef.You(), true, null) : null;
        if (!c.accept(".")) return null;
        EffectNode then = EffectGrammar.chain(c);
        return readsTheCard(then) ? new EffectNode.RevealTopThen(new PlayerRef.You(), hand, then) : null;
    }

    /** Whether every object {@code then} names is the revealed card, by a characteristic, at least once (608.2c). */
    static boolean readsTheCard(EffectNode then) {
        var pronouns = RecordTrees.all(then, ObjectRef.Pronoun.class, new ArrayList<>());
        // 115.1, 608.2c: a damage recipient naming the target chosen before the card was revealed (bound by the lowering)
        pronouns.removeIf(p -> BEFORE.contains(p.word()) && RecordTrees.all(then, DamageTo.Objects.class, new ArrayList<>())
                .stream().anyMatch(d -> d.ref() == p));
        long read = RecordTrees.all(then, AmountNode.StatOf.class, new ArrayList<>()).stream()
                .filter(st -> st.object() instanceof ObjectRef.Pronoun p && NAMES.contains(p.word())).count();
        return read > 0 && read == pronouns.size();
    }
}
