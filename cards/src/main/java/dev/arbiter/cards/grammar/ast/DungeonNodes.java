package dev.arbiter.cards.grammar.ast;

/** Venturing into the dungeon (701.46) and the initiative (723). */
public interface DungeonNodes {

    /** "venture into the dungeon" / "venture into Undercity" ({@code undercity}, 701.46d): the controller ventures. */
    record Venture(boolean undercity) implements EffectNode {
    }

    /** "[player] take(s) the initiative" (723.1). */
    record TakeInitiative(PlayerRef who) implements EffectNode {
    }
}
