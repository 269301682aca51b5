package dev.arbiter.engine.ability;

/**
 * "[step], then [then] that many" (608.2c): {@code step} resolves, the objects it moved are counted (those that went to
 * {@code to}, or anywhere when {@link To#ANY}: a sacrificed or discarded card a replacement sent elsewhere was still sacrificed or
 * discarded), and {@code then} resolves with {@link Amount.MovedThisWay} that count. {@code perPlayer}: {@code then}
 * resolves once for each player in APNAP order (101.4) as "that player", counting the objects that player controlled
 * (a permanent) or owned (a card) before the move. {@code counted}: only the objects matching it as they last existed
 * before the move are counted (null: all).
 */
public record CountMovedThen(Effect step, To to, boolean perPlayer, ObjectFilter counted, Effect then) implements Effect {
    /** Where a counted object went: anywhere (sacrificed, discarded), exile (406), a graveyard (destroyed, 701.8a). */
    public enum To { ANY, EXILE, GRAVEYARD }
}
