package dev.arbiter.engine.stack;

import dev.arbiter.engine.ability.ActivatedAbility;
import dev.arbiter.engine.ability.Keyword;
import dev.arbiter.engine.card.Characteristics;
import dev.arbiter.engine.characteristic.CardType;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.StackItem;
import dev.arbiter.engine.state.Stage;
import dev.arbiter.engine.timing.Step;

/** When spells may be cast and abilities activated (117.1a, 307.1, 301.1, 602.5d). */
public final class Timing {
    private Timing() {
    }

    /** Sorcery timing (307.1): the player's own main phase, with an empty stack, holding priority. */
    public static boolean sorceryTiming(GameState s, int player) {
        return s.turn().active() == player && s.turn().step().isMain() && s.stack().isEmpty()
                && s.turn().stage() == Stage.PRIORITY && s.turn().priority() == player;
    }

    /** Whether {@code player} may cast a spell with these characteristics now (117.1a, 307.1, 702.8a). */
    public static boolean canCastNow(GameState s, int player, Characteristics ch) {
        return canCastNow(s, player, ch, -1);
    }

    /** As above, for card {@code id} when known (-1: not known): its "Cast this spell only if ..." conditions (601.3). */
    private static boolean canCastNow(GameState s, int player, Characteristics ch, int id) {
        if (ch.isLand()) return false;
        if (splitSecond(s)) return false; // 702.61a: no spells while a split second spell is on the stack
        if (!CastTiming.allows(s, player, id, ch)) return false; // 601.3: "Cast this spell only during ..."
        // 117.1a: only a player holding priority casts; 307.1: with sorcery timing any spell may be cast, so the
        // flash permissions (702.8a) are looked for only outside it
        if (s.turn().stage() != Stage.PRIORITY || s.turn().priority() != player) return false;
        if (sorceryTiming(s, player)) return true;
        return ch.is(CardType.INSTANT) || ch.has(Keyword.FLASH) || FlashPermissions.allows(s, player, ch); // 702.8a
    }

    /** Whether card {@code id} may be cast now without its own "as though it had flash" permission (702.8a). */
    static boolean castableWithoutOwnFlash(GameState s, int player, int id, Characteristics ch) {
        return canCastNow(s, player, ch, id);
    }

    /**
     * As above for card {@code id}: also its own "you may cast ~ as though it had flash" permission, with its condition
     * judged for the caster (702.8a, 113.6).
     */
    public static boolean canCastNow(GameState s, int player, int id, Characteristics ch) {
        if (canCastNow(s, player, ch, id)) return true;
        java.util.List<dev.arbiter.engine.ability.Ability> abilities = ch.abilities();
        for (int i = 0; i < abilities.size(); i++) { // indexed: asked per card per priority listing; most cards have none
            if (abilities.get(i) instanceof dev.arbiter.engine.ability.StaticAbility st
                    && st.effect() instanceof dev.arbiter.engine.ability.StaticEffect.CastSelfAsThoughFlash f) {
                if (ch.isLand() || splitSecond(s) || !CastTiming.allows(s, player, id, ch)) return false;
                if (s.turn().stage() != Stage.PRIORITY || s.turn().priority() != player) return false;
                if (dev.arbiter.engine.layers.TriggerConditions.holds(s, id, player, -1, f.condition())) return true;
            }
        }
        return false;
    }

    /** 702.61a: whether a spell with split second is on the stack. */
    public static boolean splitSecond(GameState s) {
        for (StackItem item : s.stack()) {
            if (item instanceof StackItem.Spell sp && Layers.of(s, sp.objectId()).has(Keyword.SPLIT_SECOND)) return true;
        }
        return false;
    }

    /** 508.1: attackers are declared in the declare attackers step; the steps of the turn before it. */
    private static boolean beforeAttackers(Step step) {
        return step == Step.UNTAP || step == Step.UPKEEP || step == Step.DRAW || step == Step.MAIN1
                || step == Step.BEGINNING_OF_COMBAT;
    }

    /** 506.1: the steps of the combat phase. */
    private static boolean combat(Step step) {
        return step == Step.BEGINNING_OF_COMBAT || step == Step.DECLARE_ATTACKERS || step == Step.DECLARE_BLOCKERS
                || step == Step.FIRST_STRIKE_DAMAGE || step == Step.COMBAT_DAMAGE || step == Step.END_OF_COMBAT;
    }

    /** Whether {@code player} may activate an ability with this timing restriction now (602.5). */
    public static boolean canActivateNow(GameState s, int player, ActivatedAbility a) {
        if (s.turn().stage() != Stage.PRIORITY || s.turn().priority() != player) return false;
        if (!a.manaAbility() && splitSecond(s)) return false; // 702.61a/b: mana abilities only
        return switch (a.timing()) {
            case INSTANT -> true;
            case SORCERY -> sorceryTiming(s, player);
            case YOUR_UPKEEP -> s.turn().active() == player && s.turn().step() == Step.UPKEEP;
            case YOUR_TURN -> s.turn().active() == player;
            case YOUR_TURN_BEFORE_ATTACKERS -> s.turn().active() == player && beforeAttackers(s.turn().step());
            case OPPONENT_TURN_BEFORE_ATTACKERS -> s.turn().active() != player && beforeAttackers(s.turn().step()); // 602.5d
            case BEFORE_ATTACKERS -> beforeAttackers(s.turn().step()); // 602.5d
            case COMBAT -> combat(s.turn().step());
            case OPPONENT_UPKEEP -> s.turn().active() != player && s.turn().step() == Step.UPKEEP; // 503
            case DECLARE_BLOCKERS_STEP -> s.turn().step() == Step.DECLARE_BLOCKERS; // 509
            case COMBAT_AFTER_BLOCKERS -> s.turn().step() == Step.DECLARE_BLOCKERS || s.turn().step() == Step.FIRST_STRIKE_DAMAGE
                    || s.turn().step() == Step.COMBAT_DAMAGE || s.turn().step() == Step.END_OF_COMBAT; // 509.2-511
            case END_OF_COMBAT_STEP -> s.turn().step() == Step.END_OF_COMBAT; // 511
            case FROM_HAND -> true; // instant speed, from the hand (702.29a)
            case FROM_GRAVEYARD -> true; // instant speed, from the graveyard (113.6m)
            case FROM_GRAVEYARD_SORCERY -> sorceryTiming(s, player); // 113.6m, 307.1
            case FROM_HAND_SORCERY -> sorceryTiming(s, player); // 113.6b, 307.1: transmute (702.53a)
            case FROM_HAND_YOUR_UPKEEP -> s.turn().active() == player && s.turn().step() == Step.UPKEEP; // 702.57b: forecast
            case FROM_GRAVEYARD_YOUR_UPKEEP -> s.turn().active() == player && s.turn().step() == Step.UPKEEP;
            case FROM_GRAVEYARD_YOUR_TURN -> s.turn().active() == player;
            case OPPONENTS_ONLY, OWNER_ONLY, ANY_PLAYER -> true; // who may activate: see WhoMayActivate
            case ANY_PLAYER_SORCERY -> sorceryTiming(s, player); // 602.5, 307.1
            case ANY_PLAYER_ANY_UPKEEP -> s.turn().step() == Step.UPKEEP; // 602.5
            case ANY_PLAYER_OWN_DRAW_STEP -> s.turn().active() == player && s.turn().step() == Step.DRAW; // 602.5
        };
    }
}
