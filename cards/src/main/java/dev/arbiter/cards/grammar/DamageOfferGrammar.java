package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.AmountNode;
import dev.arbiter.cards.grammar.ast.DamageOfferNode;
import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.PlayerRef;

import java.util.List;

/**
 * A player's choice to be dealt damage by the source (608.2d, 101.4):
 * <pre>
 * sentences := ("any opponent" | "any player") "may have" offered "." "if a player does ," chain
 *            | target-player "may have" offered "." ("if that player doesn't ," | "if they don't ,") chain
 * unless    := effect-clause "unless" ("its controller" | "that creature's controller" | "that player" | "a player"
 *              | target-player) "has" "~" "deal" N "damage to them"
 * offered   := ("~" | "it") "deal" N "damage to them"
 * </pre>
 */
public final class DamageOfferGrammar {

    private DamageOfferGrammar() {
    }

    /** The two sentences (without the last "."), or null with the cursor unchanged. */
    static EffectNode sentences(Cursor c) {
        int m = c.mark();
        boolean any = false;
        boolean opponents = false;
        PlayerRef who = null;
        if (c.accept("any opponent may have")) {
            any = true;
            opponents = true;
        } else if (c.accept("any player may have")) {
            any = true;
        } else if (c.at("target")) {
            try {
                who = ReferenceGrammar.player(c);
            } catch (ParseFailure f) {
                c.reset(m);
                return null;
            }
            if (!(who instanceof PlayerRef.Targeted) || !c.accept("may have")) {
                c.reset(m);
                return null;
            }
        } else {
            return null;
        }
        boolean self = c.peek() != null && c.peek().kind() == Token.Kind.SELF;
        if (!self && !c.at("it")) {
            c.reset(m);
            return null;
        }
        c.next();
        int n = damageToThem(c);
        if (n < 0 || !c.accept(".")) {
            c.reset(m);
            return null;
        }
        boolean follows = any ? c.accept("if a player does ,")
                : c.accept("if that player doesn't ,") || c.accept("if they don't ,");
        if (!follows) {
            c.reset(m);
            return null;
        }
        try {
            EffectNode then = EffectGrammar.chain(c);
            if (!c.at(".")) throw c.fail("\".\"");
            return new DamageOfferNode(null, who, self ? "~" : "it", any, opponents, n, any ? then : null, any ? null : then);
        } catch (ParseFailure f) {
            c.reset(m);
            return null;
        }
    }

    /** "... unless [player] has ~ deal N damage to them": the last effect of {@code out} becomes the offer's; else nothing. */
    static void unless(Cursor c, List<EffectNode> out) {
        int m = c.mark();
        if (out.isEmpty() || !c.accept("unless")) return;
        PlayerRef who = null;
        String words = c.acceptAny("its controller has", "that creature's controller has", "that player has", "a player has");
        if (words == null && c.at("target")) {
            try {
                who = ReferenceGrammar.player(c);
            } catch (ParseFailure f) {
                who = null;
            }
            if (!(who instanceof PlayerRef.Targeted) || !c.accept("has")) {
                c.reset(m);
                return;
            }
        }
        if (words == null && who == null || c.peek() == null || c.peek().kind() != Token.Kind.SELF) {
            c.reset(m);
            return;
        }
        c.next();
        int n = damageToThem(c);
        if (n < 0 || !c.at(".")) {
            c.reset(m);
            return;
        }
        EffectNode effect = out.get(out.size() - 1);
        out.set(out.size() - 1, new DamageOfferNode(effect, who, words == null ? null : words.substring(0, words.length() - 4),
                words != null && words.startsWith("a player"), false, n, null, null));
    }

    /**
     * 118.12: "... unless (you | they) (discard | sacrifice) [cost words]" before the sentence's "." (a text of several
     * sentences, which {@code UnlessGrammar} reads only alone): the last effect of {@code out} becomes the node's.
     */
    static void unlessCost(Cursor c, List<EffectNode> out) {
        int m = c.mark();
        if (out.isEmpty() || !c.accept("unless")) return;
        boolean they = c.accept("they");
        if (!they && !c.accept("you") || !(c.at("discard") || c.at("sacrifice"))) {
            c.reset(m);
            return;
        }
        int start = c.mark();
        while (!c.atEnd() && !c.at(".")) {
            Token t = c.next();
            if (t.kind() == Token.Kind.SELF || t.is("it") || t.is("this") || t.is("them") || t.is("target")) {
                c.reset(m); // the source's own costs are read elsewhere; a cost never targets
                return;
            }
        }
        if (c.atEnd()) {
            c.reset(m);
            return;
        }
        out.set(out.size() - 1, new dev.arbiter.cards.grammar.ast.UnlessCostNode(out.get(out.size() - 1), they, c.textFrom(start)));
    }

    /** 118.12, 101.4: "... unless any (player | opponent) pays [cost]" before the "."; else nothing. */
    static void unlessAnyPays(Cursor c, List<EffectNode> out) {
        int m = c.mark();
        if (out.isEmpty()) return;
        String who = c.acceptAny("unless any player pays", "unless any opponent pays");
        if (who == null) return;
        String cost = anyCost(c);
        if (cost == null || !c.at(".")) {
            c.reset(m);
            return;
        }
        out.set(out.size() - 1, new dev.arbiter.cards.grammar.ast.UnlessAnyPaysNode(out.get(out.size() - 1),
                who.contains("opponent"), cost));
    }

    /** 118.12: "Unless any player pays {2}, [effect]" (without the last "."), or null with the cursor unchanged. */
    static EffectNode leadingAnyPays(Cursor c) {
        int m = c.mark();
        if (!c.accept("unless any player pays")) return null;
        String cost = anyCost(c);
        if (cost == null || !c.accept(",")) {
            c.reset(m);
            return null;
        }
        try {
            EffectNode effect = EffectGrammar.chain(c);
            if (!c.at(".")) throw c.fail("\".\"");
            return new dev.arbiter.cards.grammar.ast.UnlessAnyPaysNode(effect, false, cost);
        } catch (ParseFailure f) {
            c.reset(m);
            return null;
        }
    }

    /** Mana symbols, or "N life": as written; null when neither. */
    private static String anyCost(Cursor c) {
        StringBuilder mana = new StringBuilder();
        while (c.peek() != null && c.peek().kind() == Token.Kind.SYMBOL) {
            String t = c.next().text();
            mana.append(t.startsWith("{") ? t : "{" + t + "}");
        }
        if (mana.length() > 0) return mana.toString();
        int m = c.mark();
        AmountNode a = ReferenceGrammar.count(c);
        if (a instanceof AmountNode.Fixed f && c.accept("life")) return f.value() + " life";
        c.reset(m);
        return null;
    }

    /** "deal N damage to them": N, or -1. */
    private static int damageToThem(Cursor c) {
        if (!c.accept("deal")) return -1;
        AmountNode a = ReferenceGrammar.count(c);
        if (!(a instanceof AmountNode.Fixed f) || !c.accept("damage to them")) return -1;
        return f.value();
    }
}
