package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.EffectNode;

import java.util.ArrayList;
import java.util.List;

/**
 * A duration put first (611.2a): "Until end of turn, target creature gets +1/+0 and gains indestructible." reads as the
 * same clause with its duration last:
 * <pre>
 * sentence := "until end of turn ," clause [", where X is" amount]      (read as: clause "until end of turn" [...])
 * </pre>
 * Only clauses whose every part takes "until end of turn" (gets / gains / loses) are accepted: a part that would read
 * without the duration ("becomes a Dragon") would otherwise last forever.
 */
final class FrontedDurationGrammar {

    private static final List<Token> DURATION = List.copyOf(Tokenizer.tokens("until end of turn"));

    private FrontedDurationGrammar() {
    }

    /** The sentence up to (not including) its ".", or null with the cursor unchanged. */
    static EffectNode sentence(Cursor c) {
        int m = c.mark();
        if (!c.accept("until end of turn ,")) return null;
        int start = c.mark();
        int end = start;
        int where = -1;
        while (c.peek(end - start) != null && !c.peek(end - start).is(".")) {
            if (where < 0 && c.peek(end - start).is(",") && c.peek(end - start + 1) != null
                    && c.peek(end - start + 1).is("where")) {
                where = end;
            }
            end++;
        }
        int at = where < 0 ? end : where;
        List<Token> moved = new ArrayList<>(c.tokens(start, at));
        moved.addAll(DURATION);
        moved.addAll(c.tokens(at, end));
        Cursor sub = new Cursor(moved);
        try {
            EffectNode n = EffectGrammar.chain(sub);
            if (sub.accept(", where x is")) n = new EffectNode.WhereX(n, AmountDefinitionGrammar.definition(sub));
            // 707.2, 613.1a: "Until end of turn, ~ becomes a copy of ..." (only here: the copy's end restores its values at
            // cleanup, 514.2, which "until your next turn" would not)
            if (sub.atEnd() && (lastsTheTurn(n) || n instanceof EffectNode.BecomeCopy bc && bc.untilEndOfTurn())) {
                c.reset(end);
                return n;
            }
        } catch (ParseFailure f) {
            // not such a clause
        }
        EffectNode each = distributed(c, start, at, end);
        if (each != null) return each;
        c.reset(m);
        return null;
    }

    /**
     * 611.2a: a fronted duration covers every part of the sentence: "Until end of turn, target creature gets +0/+2 and
     * another target creature gets -2/-0." reads with "until end of turn" closing each part joined by "and" or a comma
     * (most parts first); only when every part is then a change until end of turn. Null (cursor untouched) otherwise.
     */
    private static EffectNode distributed(Cursor c, int start, int at, int end) {
        List<Integer> joins = new ArrayList<>();
        for (int i = start; i < at; i++) {
            Token t = c.peek(i - start);
            boolean afterComma = i > start && c.peek(i - start - 1).is(",");
            if (t.is(",") || t.is("and") && !afterComma) joins.add(i);
        }
        if (joins.isEmpty() || joins.size() > 6) return null;
        List<Integer> masks = new ArrayList<>();
        for (int mask = (1 << joins.size()) - 1; mask > 0; mask--) masks.add(mask);
        masks.sort((a, b) -> Integer.bitCount(b) - Integer.bitCount(a));
        int m = c.mark();
        for (int mask : masks) {
            List<Token> moved = new ArrayList<>();
            for (int i = start; i < at; i++) {
                int j = joins.indexOf(i);
                if (j >= 0 && (mask & (1 << j)) != 0) moved.addAll(DURATION);
                moved.add(c.peek(i - start));
            }
            moved.addAll(DURATION);
            for (int i = at; i < end; i++) moved.add(c.peek(i - start));
            Cursor sub = new Cursor(moved);
            try {
                EffectNode n = EffectGrammar.chain(sub);
                if (sub.accept(", where x is")) n = new EffectNode.WhereX(n, AmountDefinitionGrammar.definition(sub));
                if (sub.atEnd() && n instanceof EffectNode.Sequence && lastsTheTurn(n)) {
                    c.reset(end);
                    return n;
                }
            } catch (ParseFailure f) {
                // the duration does not close those parts
            }
        }
        c.reset(m);
        return null;
    }

    private static final List<Token> THIS_TURN = List.copyOf(Tokenizer.tokens("this turn"));
    private static final List<Token> NEXT_TURN = List.copyOf(Tokenizer.tokens("until your next turn"));
    private static final List<Token> NEXT_UPKEEP = List.copyOf(Tokenizer.tokens("until your next upkeep"));

    /**
     * "Until your next turn, [clause]." / "[clause] until your next turn." (611.2a): the clause read with "until end of
     * turn" (a change) or "this turn" (a combat rule) in place of the duration, lasting until the controller's next turn;
     * only when every part of it is such a change or rule. Null with the cursor unchanged otherwise.
     */
    static EffectNode untilYourNextTurn(Cursor c) {
        int m = c.mark();
        boolean fronted = c.accept("until your next turn ,");
        boolean upkeep = false;
        if (!fronted && (c.accept("until your next upkeep ,") || c.accept("until the beginning of your next upkeep ,"))) {
            fronted = upkeep = true; // 611.2a: ends as the controller's next upkeep begins
        }
        int start = c.mark();
        int end = start;
        while (c.peek(end - start) != null && !c.peek(end - start).is(".")) end++;
        int at = end;
        if (!fronted) {
            List<Token> tail = NEXT_TURN;
            if (!endsWith(c, start, end, tail) && endsWith(c, start, end, NEXT_UPKEEP)) {
                tail = NEXT_UPKEEP;
                upkeep = true;
            }
            if (!endsWith(c, start, end, tail)) return reset(c, m);
            at = end - tail.size();
        }
        for (List<Token> duration : List.of(DURATION, THIS_TURN)) {
            List<Token> moved = new ArrayList<>(c.tokens(start, at));
            moved.addAll(duration);
            Cursor sub = new Cursor(moved);
            try {
                EffectNode n = EffectGrammar.chain(sub);
                if (sub.atEnd() && (duration == DURATION ? lastsTheTurn(n) : combatRules(n) || preventsThisTurn(n))) {
                    c.reset(end);
                    return new EffectNode.UntilYourNextTurn(n, upkeep);
                }
            } catch (ParseFailure f) {
                // not such a clause
            }
        }
        return reset(c, m);
    }

    private static boolean endsWith(Cursor c, int start, int end, List<Token> tail) {
        if (end - start <= tail.size()) return false;
        for (int i = 0; i < tail.size(); i++) if (!c.peek(end - start - tail.size() + i).is(tail.get(i).text())) return false;
        return true;
    }

    private static EffectNode reset(Cursor c, int m) {
        c.reset(m);
        return null;
    }

    /** Whether every part of {@code n} is a combat rule for the turn ("can't be blocked this turn", 611.2c). */
    private static boolean combatRules(EffectNode n) {
        if (n instanceof EffectNode.Sequence s) return s.effects().stream().allMatch(FrontedDurationGrammar::combatRules);
        return n instanceof EffectNode.CombatRule;
    }

    /**
     * "Until your next turn, prevent all damage that would be dealt to [and dealt by] ..." (611.2a, 615.1a): the shield
     * read with "this turn", lasting until the controller's next turn instead; not a redirection or a source of choice.
     */
    private static boolean preventsThisTurn(EffectNode n) {
        return n instanceof EffectNode.Prevent p && p.thisTurn() && p.kind() == EffectNode.PreventionKind.ALL
                && p.redirectTo() == null && !p.sourceOfChoice();
    }

    /** Whether every part of {@code n} is a change until end of turn. */
    private static boolean lastsTheTurn(EffectNode n) {
        if (n instanceof EffectNode.Sequence s) return s.effects().stream().allMatch(FrontedDurationGrammar::lastsTheTurn);
        if (n instanceof EffectNode.WhereX w) return lastsTheTurn(w.body());
        return n instanceof EffectNode.Pump || n instanceof EffectNode.PumpX || n instanceof EffectNode.GainsQuotedUntilEndOfTurn
                || n instanceof EffectNode.LoseKeywords lk && !lk.indefinite()
                || n instanceof EffectNode.LoseAllAbilities || n instanceof EffectNode.SetBase
                || n instanceof EffectNode.PumpForEach // 107.1: only read with "until end of turn"
                || n instanceof EffectNode.BecomeWithBase b && b.untilEndOfTurn()
                || n instanceof EffectNode.May m && m.effect() instanceof EffectNode.FreeFromHandThisTurn; // 118.9
    }
}
