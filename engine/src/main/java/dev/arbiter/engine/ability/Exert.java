package dev.arbiter.engine.ability;

/**
 * "You may exert ~ as it attacks." (701.39d): an optional cost to attack, chosen as attackers are declared (508.1g);
 * an exerted permanent doesn't untap during its controller's next untap step (701.39a). A linked "When you do"
 * ability is a {@link TriggeredAbility} on {@link Trigger.SelfExerted} (607.2h).
 */
public record Exert(String text) implements Ability {
}
