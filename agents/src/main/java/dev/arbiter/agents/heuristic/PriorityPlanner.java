package dev.arbiter.agents.heuristic;

import dev.arbiter.engine.ability.Keyword;
import dev.arbiter.engine.card.Characteristics;
import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.timing.Step;

import java.util.ArrayList;
import java.util.List;

/**
 * What to do with priority (117): play a land when one can (305.1); otherwise each spell and
 * non-mana ability is tried on the engine ({@link Lookahead}, which also picks its targets, so
 * burn and removal go to the best target and a pump or burn that wins is seen as winning) and the
 * best is taken if it beats passing. Creature spells are cast before combat, so the attack plan sees
 * them as blockers, unless an instant or flash spell in hand may want the mana in combat (then those
 * without haste wait for the second main phase); among spells of similar worth the dearest goes
 * first, so the mana is spent by the curve.
 */
final class PriorityPlanner {
    /** How much better than passing an action must look (in evaluation points). */
    private static final double MARGIN = 0.5;

    private PriorityPlanner() {
    }

    static Choice plan(GameState s, Decision.Priority p) {
        int me = p.player();
        List<Choice> actions = new ArrayList<>();
        Choice land = null;
        for (Choice c : p.actions()) {
            if (c instanceof Choice.PlayLand && land == null) land = c;
            else if (c instanceof Choice.CastSpell cs && waits(s, me, cs.card())) continue;
            else if (c instanceof Choice.CastSpell || c instanceof Choice.ActivateAbility a && !isManaAbility(s, a)) actions.add(c);
        }
        if (land != null) return land;
        if (actions.isEmpty()) return new Choice.Pass();
        boolean combat = s.turn().step().isCombat() && !s.combat().attackers().isEmpty()
                && s.turn().step().ordinal() < Step.COMBAT_DAMAGE.ordinal();
        double pass = s.stack().isEmpty() && !combat ? Evaluation.of(s, me) : Lookahead.value(s, new Choice.Pass(), me);
        Choice best = new Choice.Pass();
        double bestScore = Double.NEGATIVE_INFINITY;
        for (Choice c : actions) {
            double v = plain(s, c) ? pass + gain(s, (Choice.CastSpell) c) : Lookahead.value(s, c, me);
            if (Double.isNaN(v) || v < pass + MARGIN) continue;
            double score = v + 0.6 * manaValue(s, c);
            if (score > bestScore) {
                best = c;
                bestScore = score;
            }
        }
        return best;
    }

    /**
     * A creature spell without haste waits for the second main phase in its controller's turn before combat only
     * while the hand holds an instant or a flash spell, whose mana a combat may want. Otherwise it is cast first, so
     * the attack plan (the crack-back it keeps blockers home for, 508.1, and each attack's lookahead) sees it as a
     * blocker for the opponent's next turn. Measured on the bench decks (red-simple against a random green-simple,
     * 12,000 paired deals): 93.1 % against 92.4 % when every such creature waited (docs/PERFORMANCE.md, stop 28).
     */
    private static boolean waits(GameState s, int me, int card) {
        if (s.turn().active() != me || s.turn().step() != Step.MAIN1) return false;
        Characteristics ch = Layers.of(s, card);
        if (!ch.isCreature() || ch.has(Keyword.HASTE) || !holdsCombatSpell(s, me, card)) return false;
        for (int id : s.battlefield()) {
            GameObject o = s.object(id);
            if (o.controller() == me && !o.tapped() && Layers.of(s, o).isCreature()) return true;
        }
        return false;
    }

    /** Whether {@code me}'s hand holds, beside {@code card}, an instant or a spell with flash (702.8) to cast in combat. */
    static boolean holdsCombatSpell(GameState s, int me, int card) {
        for (int id : s.player(me).hand()) {
            if (id == card) continue;
            Characteristics ch = Layers.of(s, id);
            if (ch.is(dev.arbiter.engine.characteristic.CardType.INSTANT) || ch.has(Keyword.FLASH)) return true;
        }
        return false;
    }

    /**
     * A creature spell with only keyword abilities (or none) and no targets: its worth on the
     * battlefield is known without trying it ({@link Evaluation#creature}) less the card in hand.
     */
    private static boolean plain(GameState s, Choice c) {
        if (!(c instanceof Choice.CastSpell cs) || !s.stack().isEmpty()) return false;
        var card = s.object(cs.card()).card();
        if (!card.is(dev.arbiter.engine.characteristic.CardType.CREATURE) || card.manaCost().hasX()) return false;
        for (var a : card.abilities()) if (!(a instanceof dev.arbiter.engine.ability.KeywordAbility)) return false;
        return true;
    }

    private static double gain(GameState s, Choice.CastSpell c) {
        return Evaluation.creature(Layers.of(s, c.card())) - Evaluation.HAND_CARD;
    }

    private static int manaValue(GameState s, Choice c) {
        if (c instanceof Choice.CastSpell cs) return s.object(cs.card()).card().manaCost().manaValue();
        return 0;
    }

    static boolean isManaAbility(GameState s, Choice.ActivateAbility a) {
        var abilities = Layers.of(s, a.source()).activatedAbilities();
        return a.index() < abilities.size() && abilities.get(a.index()).manaAbility();
    }
}
