package dev.arbiter.engine.ability;

/** The player or players an effect refers to. */
public sealed interface Who {
    /** The controller of the spell or ability ("you"). */
    record You() implements Who {
    }

    /** The player chosen for target number {@code index} of the ability. */
    record TargetPlayer(int index) implements Who {
    }

    /**
     * "that player or that planeswalker's controller" (115.1, 306.7): the player chosen for target {@code index}, or
     * the controller of the planeswalker chosen for it.
     */
    record TargetPlayerOrController(int index) implements Who {
    }

    /** "each player", in APNAP order. */
    record EachPlayer() implements Who {
    }

    /** "each opponent" / "each other player", in APNAP order. */
    record EachOpponent() implements Who {
    }

    /** The player a triggered ability refers to as "that player". */
    /** "each other player": every player but you, teammates included (102.3 is about opponents only). */
    record EachOtherPlayer() implements Who {
    }

    record ThatPlayer() implements Who {
    }

    /** "~'s owner" / "its owner" of the source (108.3): the player who owns it, wherever it is. */
    record SourceOwner() implements Who {
    }

    /**
     * "that creature's controller" of the object a trigger event named (603.2): its controller as the effect begins, or
     * as it last existed on the battlefield once it has left (608.2h).
     */
    record ThatObjectController() implements Who {
    }

    /**
     * "each opponent attacking that player" of an Aura that enchants a player (303.4, 506.3): each opponent of yours who
     * controls a creature attacking the enchanted player as the effect resolves, in APNAP order.
     */
    record OpponentsAttackingEnchantedPlayer() implements Who {
    }

    /**
     * "each player who controls a permanent named ~", "each opponent who doesn't control an Elf" (101.4, 102.3): each
     * player (each opponent, with {@code opponents}) who, as the effect begins, controls ({@code controls}) or doesn't
     * control a permanent that matches {@code filter}, in APNAP order.
     */
    record EachPlayerWhoControls(boolean opponents, ObjectFilter filter, boolean controls) implements Who {
    }

    /**
     * "each other player" after the player a trigger event named ("Whenever a player casts ..., each other player
     * copies that spell"): every player in the game but that one, in APNAP order (101.4).
     */
    record EachOtherThanThatPlayer() implements Who {
    }

    /**
     * "its controller" of the spell chosen for target {@code index} ("Counter target spell unless its controller discards
     * their hand", 118.12, 701.5a): the controller of that spell on the stack.
     */
    record TargetSpellController(int index) implements Who {
    }
}
