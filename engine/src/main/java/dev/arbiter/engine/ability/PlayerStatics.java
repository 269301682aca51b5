package dev.arbiter.engine.ability;

/**
 * Static effects on players: winning and losing, drawing, poison, hand size, targeting, revealed hands (104, 121, 402, 115): members of {@link StaticEffect}, named {@code StaticEffect.X} everywhere.
 */
public interface PlayerStatics {
    /** "You can't lose the game and your opponents can't win the game." (Platinum Angel, 104.3a-104.3b) */
    record CantLoseOpponentsCantWin() implements StaticEffect {
    }

    /** "Players / Your opponents / You can't gain life." (119.7): {@code who} relative to the controller. */
    record CantGainLife(Relation who) implements StaticEffect {
    }

    /**
     * "Players can't draw cards." / "You can't draw cards." (119.3 / 121.3): an instruction to draw
     * does nothing for an affected player, and an offered draw can't be chosen.
     */
    record CantDraw(boolean allPlayers) implements StaticEffect {
    }

    /** "You can't get poison counters." (Melira) */
    record CantGetPoisonCounters() implements StaticEffect {
    }

    /**
     * A player's maximum hand size (402.2, 514.1): "You have no maximum hand size." ({@code none}), "Your maximum
     * hand size is eleven." ({@code set} >= 0), "... is increased / reduced by N" ({@code delta}); for the players
     * related to this permanent's controller as {@code who}, or with {@code chosenPlayer} the player chosen as it
     * entered ("The chosen player's maximum hand size is four.", 607.2).
     */
    record MaximumHandSize(Relation who, boolean chosenPlayer, int set, int delta, boolean none) implements StaticEffect {
    }

    /** "You have shroud." / "You have hexproof." (702.18b, 702.11b): its controller can't be the target of (opponents') spells and abilities. */
    record PlayerUntargetable(boolean shroud) implements StaticEffect {
    }

    /**
     * "Play with your hand revealed." / "Your opponents play with their hands revealed." / "Players play with
     * their hands revealed." (402.3, 701.20b): the hands of the players related to this permanent's controller
     * as {@code whose} are seen by every player. Information only: no rule of play changes.
     */
    record HandsRevealed(Relation whose) implements StaticEffect {
    }

    /**
     * "Play with the top card of your library revealed." (400.2, 701.20b): the top card of this permanent's
     * controller's library is seen by every player. Information only: no rule of play changes.
     */
    record TopCardRevealed() implements StaticEffect {
    }

    /**
     * "Each player / Each opponent can't draw more than one card each turn." (121.3, 101.2): once an affected player
     * ({@code who}, from this ability's controller) has drawn {@code max} cards this turn, a further draw doesn't happen.
     */
    record DrawLimit(Relation who, int max) implements StaticEffect {
    }

    /**
     * "Skip your draw step." (614.1b, 614.10): each of its controller's steps of kind {@code what} (the draw step or the
     * upkeep step) is skipped while the ability applies; the game goes on after it (614.10a).
     */
    record SkipYourSteps(PlayerEffects.Skippable what) implements StaticEffect {
    }

    /**
     * "You may look at the top card of your library any time." (401.5, 401.2): the top card of this permanent's
     * controller's library is seen by that player (only). Information only: no rule of play changes.
     */
    record TopCardLookable() implements StaticEffect {
    }
}
