package dev.arbiter.engine.turn;

import dev.arbiter.engine.combat.CombatDamage;
import dev.arbiter.engine.effects.AdditionalPhases;
import dev.arbiter.engine.ability.PlayerEffects.Skippable;
import dev.arbiter.engine.effects.ExtraTurns;
import dev.arbiter.engine.effects.Skips;
import dev.arbiter.engine.mana.ManaPool;
import dev.arbiter.engine.state.CombatState;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.PlayerState;
import dev.arbiter.engine.state.TurnState;
import dev.arbiter.engine.state.Stage;
import dev.arbiter.engine.timing.Step;

/**
 * Moving from one step to the next (500): mana pools empty as each step ends (500.4); combat
 * skips blockers and damage without attackers (508.8) and gains a first-strike damage step when
 * needed (seed 502.2b / 510.4); creatures leave combat at the end of combat (511.3); after
 * cleanup the next player in turn order takes a turn (500.1, 101.4).
 */
public final class TurnStructure {
    private TurnStructure() {
    }

    /** Ends the current step and begins the next one (or the next turn). */
    public static GameState endStep(GameState s) {
        s = emptyManaPools(s);
        Step step = s.turn().step();
        Step next = switch (step) {
            case UNTAP -> Step.UPKEEP;
            case UPKEEP -> Step.DRAW;
            case DRAW -> Step.MAIN1;
            case MAIN1 -> Step.BEGINNING_OF_COMBAT;
            case BEGINNING_OF_COMBAT -> Step.DECLARE_ATTACKERS;
            case DECLARE_ATTACKERS -> s.combat().attackers().isEmpty() ? Step.END_OF_COMBAT : Step.DECLARE_BLOCKERS;
            case DECLARE_BLOCKERS -> CombatDamage.needsFirstStrikeStep(s) ? Step.FIRST_STRIKE_DAMAGE : Step.COMBAT_DAMAGE;
            case FIRST_STRIKE_DAMAGE -> Step.COMBAT_DAMAGE;
            case COMBAT_DAMAGE -> Step.END_OF_COMBAT;
            case END_OF_COMBAT -> Step.MAIN2;
            case MAIN2 -> Step.END;
            case END -> Step.CLEANUP;
            case CLEANUP -> null;
        };
        if (step == Step.END_OF_COMBAT) { // 511.3; 500.5, 511.2: "until end of combat" effects expire
            s = s.withCombat(CombatState.NONE);
            if (s.effects().exists(e -> e.duration() == dev.arbiter.engine.state.Duration.UNTIL_END_OF_COMBAT)) {
                s = s.withEffects(s.effects().filter(e -> e.duration() != dev.arbiter.engine.state.Duration.UNTIL_END_OF_COMBAT));
            }
        }
        String phase = AdditionalPhases.kind(step);
        if (phase != null && (next == null || !phase.equals(AdditionalPhases.kind(next)))) { // the phase ends: 500.8
            AdditionalPhases.Next extra = AdditionalPhases.after(s, phase, next);
            s = extra.state();
            next = extra.step();
        }
        if (next == null) return nextTurn(s);
        Step skipTo = skippedPhaseEnd(next); // 614.10: a skipped step or phase doesn't happen; the game goes on after it
        if (skipTo != null) {
            // 614.1b: "Skip your draw step." of a permanent the active player controls (a skip marker stays for later)
            if (next != Step.BEGINNING_OF_COMBAT
                    && dev.arbiter.engine.layers.PlayerStatics.skipsOwnStep(s, s.turn().active(), skippable(next))) {
                return endStep(s.withTurn(s.turn().withStep(skipTo)));
            }
            GameState skipped = Skips.take(s, s.turn().active(), skippable(next));
            if (skipped != null) return endStep(skipped.withTurn(skipped.turn().withStep(skipTo)));
        }
        return s.withTurn(s.turn().withStep(next));
    }

    /** The step whose end the game moves past when {@code next} is skipped (the last of a skipped phase), or null. */
    private static Step skippedPhaseEnd(Step next) {
        return switch (next) {
            case UPKEEP -> Step.UPKEEP;
            case DRAW -> Step.DRAW;
            case BEGINNING_OF_COMBAT -> Step.END_OF_COMBAT;
            default -> null;
        };
    }

    private static Skippable skippable(Step next) {
        return next == Step.UPKEEP ? Skippable.UPKEEP_STEP : next == Step.DRAW ? Skippable.DRAW_STEP : Skippable.COMBAT_PHASE;
    }

    /** 500.4: each player's mana pool empties at the end of each step and phase. */
    static GameState emptyManaPools(GameState s) {
        io.vavr.collection.Vector<PlayerState> players = s.players();
        for (int i = 0, n = players.size(); i < n; i++) { // indexed: no iterator per step
            PlayerState p = players.get(i);
            if (p.poolEmpty() || dev.arbiter.engine.layers.PlayerStatics.keepsUnspentMana(s, p.id())) continue;
            PlayerState emptied = p.withEmptyPool(); // 106.6: restricted mana too
            if (s.turn().step() != dev.arbiter.engine.timing.Step.CLEANUP && !p.restricted().isEmpty()) { // 500.4, 514.2
                emptied = emptied.withRestricted(p.restricted().filter(dev.arbiter.engine.state.RestrictedPool::untilEndOfTurn));
            }
            s = s.withPlayer(emptied);
        }
        return s;
    }

    /** The next turn: the next player in turn order still in the game (101.4, 500.1). */
    static GameState nextTurn(GameState s) {
        int n = s.playerCount();
        int next = s.turn().active();
        for (int k = 1; k <= n; k++) {
            int p = (s.turn().active() + k) % n;
            // 810 (Two-Headed Giant): the turn passes to the other team, whose primary player sits first.
            boolean teammate = s.config().twoHeadedGiant() && s.player(p).team() == s.player(s.turn().active()).team();
            if (s.player(p).inGame() && !teammate) {
                next = p;
                break;
            }
        }
        ExtraTurns.Next extra = ExtraTurns.next(s); // 500.7: an extra turn comes before the next player's
        if (extra != null) {
            s = extra.state();
            next = extra.player();
        }
        for (GameState skipped = Skips.take(s, next, Skippable.TURN); skipped != null; skipped = Skips.take(s, next, Skippable.TURN)) {
            s = skipped; // 614.10: "skip your next turn": the player after them takes the turn
            next = nextPlayer(s, next);
        }
        for (PlayerState p : s.players()) if (p.landsPlayed() != 0) s = s.withPlayer(p.withLandsPlayed(0));
        s = UntilNextTurn.end(s, next);
        s = dev.arbiter.engine.events.OwnTurnRecord.turnBegins(s, next, s.turn().number() + 1);
        return TurnBeginCounts.noted(s.withTurn(new TurnState(s.turn().number() + 1, next, Step.UNTAP, Stage.BEGIN, next, 0)
                .withNotes(dev.arbiter.engine.state.TurnNotes.after(s.turn())))); // 603.4: "last turn" is the turn that ended
    }

    /** The next player in turn order after {@code player} who is still in the game. */
    public static int nextPlayer(GameState s, int player) {
        int n = s.playerCount();
        for (int k = 1; k <= n; k++) {
            int p = (player + k) % n;
            if (s.player(p).inGame()) return p;
        }
        return player;
    }

    public static int playersInGame(GameState s) {
        int count = 0;
        for (int i = 0, n = s.playerCount(); i < n; i++) if (s.player(i).inGame()) count++; // indexed: no iterator per call
        return count;
    }
}
