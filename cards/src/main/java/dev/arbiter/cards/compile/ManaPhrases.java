package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.ManaPhraseGrammar;
import dev.arbiter.cards.grammar.ast.ManaPhraseNodes;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.mana.ManaPool;
import dev.arbiter.engine.mana.ManaType;
import java.util.ArrayList;
import java.util.List;

/**
 * What follows "Add" (106.1): "{G}", "{R}{R}", "{W} or {U}", "{R}, {G}, or {W}", "one mana of any
 * color", "three mana of any one color" (106.7-style choice among alternatives).
 */
final class ManaPhrases {

    /** The most alternatives a combination may list (the payment search tries each). */
    private static final int MOST_ALTERNATIVES = 35;

    private ManaPhrases() {
    }

    /**
     * "three mana in any combination of {R} and/or {G}", "two mana in any combination of colors" (106.1a: each unit any
     * of those), "two mana of different colors" (each unit a colour none of the others is): every way as an alternative,
     * or null when not one (or too many ways to list).
     */
    private static Effect.AddMana combination(String p) {
        ManaPhraseNodes.Combination m = ManaPhraseGrammar.combination(p);
        boolean different = false;
        List<ManaType> types = new ArrayList<>();
        Integer n;
        if (m != null) {
            n = Amounts.count(m.amount());
            if (m.symbols() == null) {
                for (ManaType t : ManaType.values()) if (t != ManaType.C) types.add(t);
            } else {
                for (char letter : m.symbols()) types.add(ManaType.ofLetter(letter));
            }
        } else {
            ManaPhraseNodes.Different d = ManaPhraseGrammar.different(p);
            if (d == null) return null;
            n = Amounts.count(d.amount());
            different = true;
            for (ManaType t : ManaType.values()) if (t != ManaType.C) types.add(t);
        }
        if (n == null || n < 1 || types.stream().distinct().count() != types.size()) return null;
        List<ManaPool> out = new ArrayList<>();
        ways(types, 0, n, different, ManaPool.EMPTY, out);
        return out.isEmpty() || out.size() > MOST_ALTERNATIVES ? null : new Effect.AddMana(out);
    }

    /** Every multiset (or set, {@code different}) of {@code left} more units from {@code types} from index {@code from}. */
    private static void ways(List<ManaType> types, int from, int left, boolean different, ManaPool so, List<ManaPool> out) {
        if (out.size() > MOST_ALTERNATIVES) return;
        if (left == 0) {
            out.add(so);
            return;
        }
        for (int i = from; i < types.size(); i++) ways(types, different ? i + 1 : i, left - 1, different, so.plus(types.get(i), 1), out);
    }

    /** The AddMana effect for {@code phrase} (the words after "Add"), or null when not understood. */
    static Effect.AddMana parse(String phrase) {
        String p = phrase.strip();
        Effect.AddMana combination = combination(p);
        if (combination != null) return combination;
        ManaPhraseNodes.Counted counted = ManaPhraseGrammar.counted(p);
        if (counted != null) { // 106.1: "Add six {G}"
            Integer n = Amounts.count(counted.amount());
            if (n == null || n < 1) return null;
            return new Effect.AddMana(List.of(ManaPool.EMPTY.plus(ManaType.ofLetter(counted.letter()), n)));
        }
        ManaPhraseNodes.AnyColor any = ManaPhraseGrammar.anyColor(p);
        if (any != null) {
            Integer n = Amounts.count(any.amount());
            if (n == null || n < 1 || (n > 1 && !any.one())) {
                return null; // "two mana of any color" may mix colours: not one of five alternatives
            }
            List<ManaPool> alternatives = new ArrayList<>();
            for (ManaType t : ManaType.values()) {
                if (t != ManaType.C) {
                    alternatives.add(ManaPool.EMPTY.plus(t, n));
                }
            }
            return new Effect.AddMana(alternatives);
        }
        List<List<Character>> runs = ManaPhraseGrammar.alternatives(p);
        if (runs == null) {
            return null;
        }
        List<ManaPool> alternatives = new ArrayList<>();
        for (List<Character> run : runs) {
            ManaPool pool = ManaPool.EMPTY;
            for (char letter : run) {
                pool = pool.plus(ManaType.ofLetter(letter), 1);
            }
            alternatives.add(pool);
        }
        return new Effect.AddMana(alternatives);
    }

    /**
     * "{R} or one mana of the chosen color" (106.1, 607.2) on a card that chooses a colour as it enters; null when the
     * phrase is not one.
     */
    static Effect chosen(String phrase, dev.arbiter.cards.text.CardText card) {
        String p = phrase.strip();
        String tail = "one mana of the chosen color";
        if (!p.toLowerCase(java.util.Locale.ROOT).endsWith(tail)) return null;
        String head = p.substring(0, p.length() - tail.length()).strip();
        List<ManaPool> alternatives = List.of();
        if (!head.isEmpty()) {
            if (!head.toLowerCase(java.util.Locale.ROOT).endsWith(" or")) return null;
            Effect.AddMana fixed = parse(head.substring(0, head.length() - 3));
            if (fixed == null) return null;
            alternatives = fixed.alternatives();
        }
        ChoiceLowering.requireChosenColor(card); // 607.2: linked to the card's own "choose a color"
        return new Effect.AddManaOrChosenColor(alternatives);
    }

    /** "one mana of any color [type] that a land you control [an opponent controls] could produce" (106.7), or null. */
    static Effect couldProduce(String phrase) {
        ManaPhraseNodes.CouldProduce m = ManaPhraseGrammar.couldProduce(phrase.strip());
        if (m == null) return null;
        var whose = m.you() ? dev.arbiter.engine.ability.Relation.YOU : dev.arbiter.engine.ability.Relation.OPPONENT;
        return new Effect.AddManaLandsCouldProduce(whose, m.type(), m.basic(), m.subtype());
    }

    /**
     * Whether a triggered ability with {@code trigger} that adds mana is an ordinary triggered ability, using the stack:
     * no mana ability activates or resolves to cause its event (605.1b; entering the battlefield, a step beginning, a
     * spell cast). "When ~ dies, add {C}" is not one: a creature sacrificed for a mana ability's cost dies (605.1b).
     */
    static boolean stackTrigger(dev.arbiter.engine.ability.Trigger trigger) {
        return trigger instanceof dev.arbiter.engine.ability.Trigger.EntersBattlefield
                || trigger instanceof dev.arbiter.engine.ability.Trigger.PermanentEnters
                || trigger instanceof dev.arbiter.engine.ability.Trigger.CreatureEnters
                || trigger instanceof dev.arbiter.engine.ability.Trigger.BeginningOfStep
                || trigger instanceof dev.arbiter.engine.ability.Trigger.BeginningOfStepOf
                || trigger instanceof dev.arbiter.engine.ability.Trigger.SpellCast
                || trigger instanceof dev.arbiter.engine.ability.Trigger.PlayerCastsSpell
                || trigger instanceof dev.arbiter.engine.ability.Trigger.CastSelf
                || trigger instanceof dev.arbiter.engine.ability.Trigger.Chapter // 714.2b: uses the stack
                // 508.1: attackers are declared as a turn-based action, never by a mana ability
                || trigger instanceof dev.arbiter.engine.ability.Trigger.Attacks
                || trigger instanceof dev.arbiter.engine.ability.Trigger.CreatureAttacks
                || trigger instanceof dev.arbiter.engine.ability.Trigger.CreaturesAttack;
    }

    /** Whether {@code effect} could add mana (605.1a). */
    static boolean addsMana(Effect effect) {
        if (effect instanceof Effect.AddMana || effect instanceof Effect.AddManaOrChosenColor || effect instanceof Effect.AddManaAmount
                || effect instanceof Effect.AddManaLandsCouldProduce
                || effect instanceof Effect.AddManaForEach || effect instanceof Effect.AddManaCombination
                || effect instanceof Effect.DoubleUnspentMana) {
            return true;
        }
        if (effect instanceof Effect.Sequence seq) {
            return seq.effects().stream().anyMatch(ManaPhrases::addsMana);
        }
        if (dev.arbiter.engine.layers.ConditionalMana.is(effect)) return true; // 608.2c: "[add]. If ..., add ... instead."
        if (effect instanceof Effect.KeptMana k) return addsMana(k.add()); // 500.4
        if (effect instanceof Effect.ManaSpendTrigger t) return addsMana(t.add()); // 106.6
        if (effect instanceof Effect.ManaSpentRider t) return addsMana(t.add()); // 106.6
        return effect instanceof Effect.RestrictedMana r && addsMana(r.add()); // 106.6
    }
}
