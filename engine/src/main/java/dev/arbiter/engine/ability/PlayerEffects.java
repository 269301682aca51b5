package dev.arbiter.engine.ability;

import java.util.List;

/**
 * Life totals, poison, the game's end, turns and phases, what a player may cast (104, 119, 500.7, 505.1a, 122.1f): members of {@link Effect}, named {@code Effect.X} everywhere.
 */
public interface PlayerEffects {
    /** "[player] wins the game" (104.2b) / "[player] loses the game" (104.3e). */
    record GameResult(Who who, boolean wins) implements Effect {
    }

    /** "[player] become(s) the monarch" (724.1, 724.3: no other player is the monarch then). */
    record BecomeMonarch(Who who) implements Effect {
    }

    /** "[player] gains N life" (119.3). */
    record GainLife(Who who, Amount amount) implements Effect {
    }

    /** "[player] loses N life" (119.3). */
    record LoseLife(Who who, Amount amount) implements Effect {
    }

    /** "[loss]. {@code who} gain(s) life equal to the life lost this way" (119.3, 608.2c): the life the loss took, summed. */
    record GainLifeLostThisWay(LoseLife loss, Who who) implements Effect {
    }

    /** "[player] gets N poison counters" (122.1f). */
    record GivePoison(Who who, Amount amount) implements Effect {
    }

    /** "[player] get(s) {E}{E}" (107.14, 122.1): N energy counters. */
    record GetEnergy(Who who, Amount amount) implements Effect {
    }

    /** "[player] get(s) an experience counter" (122.1): N experience counters. */
    record GetExperience(Who who, Amount amount) implements Effect {
    }

    /**
     * "[move] [subject]. Its controller gains life equal to its power / toughness" (608.2h, 113.7a
     * last known information): the controller and the value are taken before {@code move}.
     */
    record ControllerGainsLifeEqualToStat(Subject subject, boolean toughness, Effect move) implements Effect {
    }

    /** What a player can be made to skip (614.10). */
    enum Skippable { UNTAP_STEP, UPKEEP_STEP, DRAW_STEP, COMBAT_PHASE, TURN }

    /** "[player] skips their next draw step / combat phase / turn" (614.10): the next one of that player doesn't happen. */
    record SkipNext(Who who, Skippable what) implements Effect {
    }

    /**
     * "[move] [subject]. [who] [gains | loses] life equal to its power / toughness / mana value" (608.2h, 202.3): the
     * value as the object last existed on the battlefield, taken before {@code move}.
     */
    record MoveThenLifeEqualToStat(Who who, boolean gain, Subject subject, Amount.StatOf.Stat stat, Effect move) implements Effect {
    }

    /** "[player] takes N extra turn(s) after this one" (500.7). */
    record TakeExtraTurns(Who who, int count) implements Effect {
    }

    /** "Target player can't play lands this turn" (305.2): each player named, as the effect resolves, may play no land this turn. */
    record CantPlayLandsThisTurn(Who who) implements Effect {
    }

    /** "Players can't gain life this turn" (119.7, 611.2a): each player named, as the effect resolves, gains no life this turn. */
    record CantGainLifeThisTurn(Who who) implements Effect {
    }

    /** "[player] may cast [spells] this turn as though they had flash" (702.8a, 307.1): a permission until end of turn. */
    record FlashThisTurn(Who who, ObjectFilter spells) implements Effect {
    }

    /** "Until end of turn, [player] may cast [spells] from their hand without paying their mana costs" (118.9). */
    record FreeFromHandThisTurn(Who who, ObjectFilter spells) implements Effect {
    }

    /** "[players] can't cast [spells] this turn" (601.3): each player named, as the effect resolves, can't cast such spells. */
    record CantCastThisTurn(Who who, ObjectFilter spells) implements Effect {
    }

    /**
     * "After this [main | combat] phase, there is an additional combat phase [followed by an
     * additional main phase]" (500.8): {@code after} "main", "combat" or null (this phase, whatever it is).
     */
    record AdditionalPhases(String after, List<String> phases) implements Effect {
        public AdditionalPhases {
            phases = List.copyOf(phases);
        }
    }

    /** "double [player]'s life total": the player gains or loses the life that makes it twice what it was (119.5: as if set to twice the old total). */
    record DoubleLifeTotal(Who who) implements Effect {
    }

    /** "[player]'s life total becomes N" (119.5): the player gains or loses the difference. */
    record SetLifeTotal(Who who, Amount amount) implements Effect {
    }

    /** "[player] may play [an additional land | N additional lands] this turn" (305.2): more land plays until the turn ends. */
    record AdditionalLandsThisTurn(Who who, int extra) implements Effect {
    }
}
