package dev.arbiter.cards.grammar.ast;

/**
 * The attack and combat trigger events read by {@code grammar/CombatEventGrammar} (508.1, 508.3a, 509.3a-d, 506.5,
 * 510.2): each names its objects by a {@link Noun} node, lowered by {@code compile/CombatEventLowering}.
 */
public final class CombatEventNodes {

    private CombatEventNodes() {
    }

    /** Whom a player attacks (506.2, 506.3, 508.1b). */
    public enum Defenders { ANY, YOU, YOUR_PLANESWALKER, YOU_OR_YOUR_PLANESWALKER, AN_OPPONENT }

    /** "[an opponent | a player] attacks [defenders] [with one or more creatures]" (508.1, 603.2c). */
    public record PlayerAttacks(boolean opponent, Defenders defenders) implements TriggerNode.CombatEvent {
    }

    /** "enchanted player is attacked" (506.3, 303.4). */
    public record EnchantedPlayerAttacked() implements TriggerNode.CombatEvent {
    }

    /** "a player attacks enchanted player with one or more creatures" (508.3a, 303.4). */
    public record AttacksEnchantedPlayer() implements TriggerNode.CombatEvent {
    }

    /** "you attack" ({@code noun} null) / "you attack with [N | one] or more [noun]" (508.3a). */
    public record YouAttack(int atLeast, Noun noun) implements TriggerNode.CombatEvent {
    }

    /** "one or more [noun] attack" (508.3a: once for the declaration). */
    public record GroupAttacks(Noun noun) implements TriggerNode.CombatEvent {
    }

    /** "[N] or more [noun] attack", N at least two (508.3a: once for a declaration with that many such attackers). */
    public record CountAttack(int atLeast, Noun noun) implements TriggerNode.CombatEvent {
    }

    /** Whom "a [noun] attacks ..." names (506.2, 506.3, 102.3). */
    public enum Attacked { YOU, YOU_OR_YOUR_PLANESWALKER, ONE_OF_YOUR_OPPONENTS, OPPONENT_OR_THEIR_PLANESWALKER }

    /** "a [noun] attacks [you | you or a planeswalker you control | one of your opponents ...]" (508.1b). */
    public record CreatureAttacksPlayer(Noun noun, Attacked whom) implements TriggerNode.CombatEvent {
    }

    /** What "a [noun] ..." does in {@link NounCombat}. */
    public enum NounCombatKind { ATTACKS_ALONE, BECOMES_BLOCKED, DAMAGE_TO_PLAYER, DAMAGE_TO_OPPONENT, DAMAGE_TO_ENCHANTED_PLAYER }

    /**
     * "a [noun] attacks alone" (506.5), "becomes blocked" (509.3c), "deals combat damage to [a player | an opponent |
     * enchanted player]" (510.2, 303.4).
     */
    public record NounCombat(Noun noun, NounCombatKind kind) implements TriggerNode.CombatEvent {
    }

    /** "[enchanted | equipped] creature deals combat damage to [a player | an opponent]" (510.2, 303.4): {@code host} the word. */
    public record HostCombatDamage(String host, boolean opponent) implements TriggerNode.CombatEvent {
    }

    /**
     * "[~ | enchanted creature | equipped creature] attacks | blocks | becomes blocked ('or' ...) [by (a | an | one or more)
     * noun] | blocks (a | an) noun" (508.3a, 509.3a-d): {@code host} "enchanted" / "equipped" or null for ~; {@code by}
     * the other creature's noun or null; {@code each} when the ability triggers once for each such creature ("by a",
     * "blocks a"), else once ("by one or more").
     */
    public record Roles(String host, boolean attacks, boolean blocks, boolean blocked, boolean each, Noun by)
            implements TriggerNode.CombatEvent {
    }
}
