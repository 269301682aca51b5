package dev.arbiter.engine.state;

/** How players relate to each other (102.2-102.3) and to a source ("enchanted player", 303.4); behind {@link GameState}'s forwarders. */
final class PlayerRelations {
    private PlayerRelations() {
    }

    /** 102.2-102.3: opponents are players on different teams (in a two-player game, each other). */
    static boolean areOpponents(GameState state, int a, int b) {
        return state.player(a).team() != state.player(b).team();
    }

    /** Whether {@code player} is who {@code r} names relative to {@code you}: anyone, you, an opponent (102.3), not you. */
    static boolean relates(GameState state, dev.arbiter.engine.ability.Relation r, int you, int player) {
        return switch (r) {
            case ANY -> true;
            case YOU -> player == you;
            case OPPONENT -> areOpponents(state, player, you);
            case NOT_YOU -> player != you;
            case ENCHANTED -> false; // needs the source: relates(r, source, player)
        };
    }

    /** As {@link #relates(GameState, dev.arbiter.engine.ability.Relation, int, int)} for an ability of {@code source}: "enchanted player" is the player it is attached to (303.4). */
    static boolean relates(GameState state, dev.arbiter.engine.ability.Relation r, GameObject source, int player) {
        if (r == dev.arbiter.engine.ability.Relation.ENCHANTED) return player >= 0 && source.attachedPlayer() == player;
        return relates(state, r, source.controller(), player);
    }
}
