package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.AmountNode;
import dev.arbiter.cards.grammar.ast.CombatRuleNode;
import dev.arbiter.cards.grammar.ast.CombatRuleNode.Kind;
import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.Noun;
import dev.arbiter.cards.grammar.ast.ObjectRef;

import java.util.ArrayList;
import java.util.List;

/**
 * Combat restrictions and requirements after their subject (508.1c-d, 509.1b-c), as a static
 * ability ("~ can't be blocked.", "each combat") or for this turn in effect text ("Target creature
 * can't block this turn."):
 * <pre>
 * predicate := "can't attack or block" | "can't attack" ["unless defending player controls" ("a"|"an") noun]
 *            | "can't block" | "can't be blocked" ["except by" nouns | "by more than" N "creature(s)" | "by" noun]
 *            | "can block only" noun | "can attack" ["this turn" (effect)] "as though" ("it"|"they") ("had haste" | "didn't have defender")
 *            | ("attack"|"attacks") WHEN "if able" | ("block"|"blocks") ["each attacking creature"] WHEN "if able"
 *            | "can block an additional creature" | "can block any number of creatures"
 * WHEN      := "each combat" (static) | "this turn" (effect)
 * nouns     := noun (("and/or" | "or" | "," ["and"]) noun)*
 * effect    := subject predicate "this turn"      (subject: a reference, or a bare plural noun)
 * </pre>
 */
public final class CombatGrammar {

    private CombatGrammar() {
    }

    /**
     * The predicate at the cursor, or null (cursor unchanged) when none is there. {@code thisTurn}
     * reads the effect form (requirements say "this turn if able"; the caller reads the trailing
     * "this turn" of the others), else the static form ("each combat").
     */
    public static CombatRuleNode predicate(Cursor c, boolean thisTurn) {
        int start = c.mark();
        try {
            CombatRuleNode n = read(c, start, thisTurn);
            if (n == null) c.reset(start);
            return n;
        } catch (ParseFailure f) {
            c.reset(start);
            return null;
        }
    }

    private static CombatRuleNode read(Cursor c, int start, boolean thisTurn) {
        String when = thisTurn ? "this turn" : "each combat";
        if (thisTurn && c.acceptAny("assigns no combat damage", "assign no combat damage") != null) { // 510.1a
            return node(c, start, Kind.ASSIGNS_NO_COMBAT_DAMAGE, List.of(), 0);
        }
        CombatRuleNode despite = thisTurn ? null : StaticCombatPredicates.read(c, start);
        if (despite != null) return despite;
        if (c.accept("can't attack or block")) {
            if (c.at("alone")) return null;
            if (c.at("unless")) return unlessYouControl(c, start, Kind.CANT_ATTACK_OR_BLOCK_UNLESS_YOU_CONTROL);
            return node(c, start, Kind.CANT_ATTACK_OR_BLOCK, List.of(), 0);
        }
        if (c.accept("can't attack unless defending player controls")) {
            if (c.acceptAny("a", "an") == null) return null;
            return node(c, start, Kind.CANT_ATTACK_UNLESS_DEFENDER_CONTROLS, List.of(NounGrammar.noun(c)), 0);
        }
        if ((c.at("can't attack unless you control more") || c.at("can't block unless you control more"))) {
            // 508.1c, 509.1b: "unless you control more creatures than defending player / attacking player"
            int m = c.mark();
            boolean attack = c.accept("can't attack");
            if (!attack) c.accept("can't block");
            c.accept("unless you control more");
            Noun n = NounGrammar.noun(c);
            if (n.plural() && n.controller() == null && c.accept(attack ? "than defending player" : "than attacking player")) {
                return node(c, start, attack ? Kind.CANT_ATTACK_UNLESS_YOU_CONTROL_MORE : Kind.CANT_BLOCK_UNLESS_YOU_CONTROL_MORE,
                        List.of(n), 0);
            }
            c.reset(m);
            return null;
        }
        if (c.accept("can't attack")) {
            if (c.at("unless")) return unlessYouControl(c, start, Kind.CANT_ATTACK_UNLESS_YOU_CONTROL);
            if (c.at("alone") || c.at("you") || c.at("during")) return null;
            return node(c, start, Kind.CANT_ATTACK, List.of(), 0);
        }
        if (c.accept("can't be blocked except by")) {
            int m = c.mark();
            AmountNode n = ReferenceGrammar.count(c);
            if (n instanceof AmountNode.Fixed f && c.accept("or more creatures")) {
                return node(c, start, Kind.CANT_BE_BLOCKED_EXCEPT_BY_AT_LEAST, List.of(), f.value());
            }
            c.reset(m);
            return node(c, start, Kind.CANT_BE_BLOCKED_EXCEPT_BY, nouns(c), 0);
        }
        if (c.accept("can't be blocked by more than")) {
            AmountNode n = ReferenceGrammar.count(c);
            if (!(n instanceof AmountNode.Fixed f) || c.acceptAny("creatures", "creature") == null) return null;
            return node(c, start, Kind.CANT_BE_BLOCKED_BY_MORE_THAN, List.of(), f.value());
        }
        if (c.accept("can't be blocked by")) {
            return node(c, start, Kind.CANT_BE_BLOCKED_BY, List.of(NounGrammar.noun(c)), 0);
        }
        if (c.accept("can't be blocked")) return node(c, start, Kind.CANT_BE_BLOCKED, List.of(), 0);
        if (c.accept("can't block or be blocked by")) { // 509.1b: "can't block [creatures]" and "can't be blocked by [creatures]"
            Noun n = NounGrammar.noun(c);
            if (!n.plural()) return null;
            return node(c, start, Kind.CANT_BLOCK_OR_BE_BLOCKED_BY, List.of(n), 0);
        }
        if (c.accept("can't block")) {
            if (c.at("unless")) return unlessYouControl(c, start, Kind.CANT_BLOCK_UNLESS_YOU_CONTROL);
            if (c.at(".") || c.at("this turn") || c.at("this combat") || c.at(",") || c.at("and")) { // 506.1: "this combat" too
                return node(c, start, Kind.CANT_BLOCK, List.of(), 0);
            }
            if (c.accept("~")) return node(c, start, Kind.CANT_BLOCK_SOURCE, List.of(), 0); // 509.1b: one attacker
            Noun n = NounGrammar.noun(c);
            if (!n.plural()) return null;
            return node(c, start, Kind.CANT_BLOCK_CREATURES, List.of(n), 0);
        }
        if (c.accept("can block only")) return node(c, start, Kind.CAN_BLOCK_ONLY, List.of(NounGrammar.noun(c)), 0);
        // 611.2c: "can attack this turn as though it didn't have defender" (the effect form, "this turn" inside)
        if (c.accept(thisTurn ? "can attack this turn as though" : "can attack as though")) {
            if (c.acceptAny("it", "they") == null) return null;
            if (c.accept("had haste")) return node(c, start, Kind.ATTACK_AS_THOUGH_HASTE, List.of(), 0);
            if (c.accept("didn't have defender")) return node(c, start, Kind.ATTACK_AS_THOUGH_NO_DEFENDER, List.of(), 0);
            return null;
        }
        if (c.accept("can block an additional creature")) {
            if (!thisTurn) c.accept("each combat");
            return node(c, start, Kind.BLOCK_ADDITIONAL, List.of(), 1);
        }
        if (c.accept("can block any number of creatures")) {
            if (!thisTurn) c.accept("each combat");
            return node(c, start, Kind.BLOCK_ADDITIONAL, List.of(), Integer.MAX_VALUE);
        }
        if (c.accept("must be blocked")) {
            if (!c.accept(when + " if able")) return null;
            return node(c, start, Kind.MUST_BE_BLOCKED, List.of(), 0);
        }
        if (c.acceptAny("attacks", "attack") != null) {
            if (thisTurn && c.accept("you this turn if able")) return node(c, start, Kind.ATTACKS_YOU_IF_ABLE, List.of(), 0);
            if (!c.accept(when + " if able")) return null;
            return node(c, start, Kind.ATTACKS_IF_ABLE, List.of(), 0);
        }
        if (c.acceptAny("blocks", "block") != null) {
            if (thisTurn && c.accept("~")) { // 509.1c: a requirement to block the source, "this turn" or "this combat"
                if (c.acceptAny("this turn if able", "this combat if able") == null) return null;
                return node(c, start, Kind.BLOCKS_SOURCE_IF_ABLE, List.of(), 0);
            }
            if (c.accept("each attacking creature")) { // 509.1c: one requirement per attacker
                if (!c.accept(when + " if able")) return null;
                return node(c, start, Kind.BLOCKS_EACH_ATTACKER_IF_ABLE, List.of(), 0);
            }
            if (!c.accept(when + " if able")) return null;
            return node(c, start, Kind.BLOCKS_IF_ABLE, List.of(), 0);
        }
        return null;
    }

    private static CombatRuleNode node(Cursor c, int start, Kind kind, List<Noun> nouns, int number) {
        return new CombatRuleNode(kind, nouns, number, false, c.textFrom(start));
    }

    /** "unless you control (a | an | another | N or more) noun": null (cursor unchanged) when not that. */
    private static CombatRuleNode unlessYouControl(Cursor c, int start, Kind kind) {
        int m = c.mark();
        if (!c.accept("unless you control")) return null;
        boolean other = false;
        int count = 1;
        if (c.accept("another")) {
            other = true;
        } else if (c.acceptAny("a", "an") == null) {
            AmountNode n = ReferenceGrammar.count(c);
            if (!(n instanceof AmountNode.Fixed f) || !c.accept("or more")) {
                c.reset(m);
                return null;
            }
            count = f.value();
        }
        Noun noun = NounGrammar.noun(c);
        if (count > 1 != noun.plural()) {
            c.reset(m);
            return null;
        }
        return new CombatRuleNode(kind, List.of(noun), count, other, c.textFrom(start));
    }

    /** "Walls and/or creatures with flying", "artifact creatures and/or black creatures", "black creatures". */
    private static List<Noun> nouns(Cursor c) {
        List<Noun> out = new ArrayList<>();
        out.add(NounGrammar.noun(c));
        while (true) {
            int m = c.mark();
            boolean comma = c.accept(",");
            boolean joined = c.acceptAny("and / or", "and/or", "or", "and") != null;
            if (!comma && !joined) return out;
            Noun last = out.get(out.size() - 1);
            String keyword = joined && !comma ? NounGrammar.keyword(c) : null;
            if (keyword != null) { // "creatures with flying or reach": the same noun with the other keyword (509.1b)
                Noun.With w = last.with().isEmpty() ? null : last.with().get(last.with().size() - 1);
                if (last.with().size() != 1 || w.without() || w.keyword() == null) {
                    c.reset(m);
                    return out;
                }
                out.add(new Noun(last.adjectives(), last.heads(), last.subtypeModifiers(), last.controller(),
                        List.of(new Noun.With(false, keyword, null, 0, null)), last.plural(), last.zone()));
                return out;
            }
            try {
                out.add(NounGrammar.noun(c));
            } catch (ParseFailure f) {
                c.reset(m);
                return out;
            }
            if (joined) return out;
        }
    }

    /**
     * The effect "[subject] [predicate] this turn" at the cursor after its subject, or null (cursor
     * unchanged). Requirements read "attacks this turn if able".
     */
    public static EffectNode thisTurn(Cursor c, ObjectRef subject) {
        int m = c.mark();
        EffectNode perBlocker = pumpForEachBlocker(c, subject);
        if (perBlocker != null) return perBlocker;
        EffectNode pumped = pumpAndRule(c, subject);
        if (pumped != null) return pumped;
        if (c.accept("can attack this turn as though")) { // 702.3b, 702.10: "this turn" written before "as though"
            String it = c.acceptAny("it", "they");
            Kind k = it == null ? null : c.accept("had haste") ? Kind.ATTACK_AS_THOUGH_HASTE
                    : c.accept("didn't have defender") ? Kind.ATTACK_AS_THOUGH_NO_DEFENDER : null;
            if (k == null) {
                c.reset(m);
                return null;
            }
            return new EffectNode.CombatRule(subject, new CombatRuleNode(k, List.of(), 0, false, "can attack as though " + it
                    + (k == Kind.ATTACK_AS_THOUGH_HASTE ? " had haste" : " didn't have defender")));
        }
        CombatRuleNode rule = predicate(c, true);
        if (rule == null) return null;
        boolean requirement = rule.kind() == Kind.ATTACKS_IF_ABLE || rule.kind() == Kind.BLOCKS_IF_ABLE
                || rule.kind() == Kind.BLOCKS_EACH_ATTACKER_IF_ABLE || rule.kind() == Kind.BLOCKS_SOURCE_IF_ABLE
                || rule.kind() == Kind.MUST_BE_BLOCKED || rule.kind() == Kind.ATTACKS_YOU_IF_ABLE
                || rule.kind() == Kind.ATTACK_AS_THOUGH_HASTE || rule.kind() == Kind.ATTACK_AS_THOUGH_NO_DEFENDER; // "this turn" inside
        boolean thisCombat = false;
        if (!requirement && !c.accept("this turn")) {
            thisCombat = c.accept("this combat"); // 506.1, 511.3: the rule ends with the combat phase
            if (!thisCombat) {
                c.reset(m);
                return null;
            }
        }
        if (rule.kind() == Kind.CANT_BE_BLOCKED && c.accept("except by")) {
            int at = c.mark();
            try {
                rule = new CombatRuleNode(Kind.CANT_BE_BLOCKED_EXCEPT_BY, nouns(c), 0, false,
                        "can't be blocked except by " + c.textFrom(at));
            } catch (ParseFailure f) {
                c.reset(m);
                return null;
            }
        }
        if (rule.kind() == Kind.BLOCKS_SOURCE_IF_ABLE && rule.text().endsWith("this combat if able")) thisCombat = true; // 506.1
        EffectNode ruled = new EffectNode.CombatRule(subject, rule);
        return thisCombat ? new EffectNode.UntilEndOfCombat(ruled) : ruled;
    }

    /**
     * A clause whose subject is a bare plural noun ("Creatures your opponents control can't block
     * this turn."): every such object as the effect begins (611.2c); null (cursor unchanged) otherwise.
     */
    public static EffectNode pluralSubjectClause(Cursor c) {
        int m = c.mark();

        try {
            Noun n = NounGrammar.noun(c);
            if (n.plural()) {
                EffectNode e = thisTurn(c, new ObjectRef.Every(n, false));
                if (e != null) return e;
            }
        } catch (ParseFailure f) {
            // not a noun
        }
        c.reset(m);
        return null;
    }

    /** "gets +P/+T until end of turn for each creature blocking it [beyond the first]"; null (cursor unchanged) otherwise. */
    private static EffectNode pumpForEachBlocker(Cursor c, ObjectRef subject) {
        int m = c.mark();
        if (c.acceptAny("gets", "get") == null) return null;
        Token pt = c.next();
        if (pt == null || pt.kind() != Token.Kind.PT || !c.accept("until end of turn for each creature blocking it")) {
            c.reset(m);
            return null;
        }
        int[] v = pt.fixedPt();
        if (v == null) {
            c.reset(m);
            return null;
        }
        return new EffectNode.PumpForEachBlocker(subject, v[0], v[1], c.accept("beyond the first") ? 1 : 0);
    }

    /**
     * "gets +P/+T until end of turn and can't be blocked this turn": the pump, then the rule on the
     * same object (a target is named once: the second mention is "it"); null (cursor unchanged) otherwise.
     */
    private static EffectNode pumpAndRule(Cursor c, ObjectRef subject) {
        int m = c.mark();
        if (c.acceptAny("gets", "get") == null) return null;
        Token pt = c.next();
        if (pt == null || pt.kind() != Token.Kind.PT || !c.accept("until end of turn and")) {
            c.reset(m);
            return null;
        }
        int[] v = pt.fixedPt();
        ObjectRef again = subject instanceof ObjectRef.Targeted ? new ObjectRef.Pronoun("it") : subject;
        EffectNode rule = v == null ? null : thisTurn(c, again);
        if (!(rule instanceof EffectNode.CombatRule)) {
            c.reset(m);
            return null;
        }
        return new EffectNode.Sequence(List.of(new EffectNode.Pump(subject, v[0], v[1], List.of()), rule));
    }
}
