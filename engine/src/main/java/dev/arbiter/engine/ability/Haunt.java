package dev.arbiter.engine.ability;

/**
 * Haunt (702.55a): on a permanent "When this permanent is put into a graveyard from the battlefield, exile it haunting
 * target creature"; on an instant or sorcery "When this spell is put into a graveyard during its resolution, exile it
 * haunting target creature". The engine carries it out (events.HauntTriggers); the card then haunts that creature
 * (702.55b) and its "When the creature it haunts dies" abilities trigger from exile (702.55c).
 */
public record Haunt() implements Ability {
    @Override
    public String text() {
        return "Haunt";
    }

    /** The haunt trigger's effect: exile the card (the trigger's object) haunting the target creature (702.55a-b). */
    public record ExileHaunting() implements Effect {
    }

    /** "When the creature [this card] haunts dies" (702.55b-c): triggers while the card is exiled haunting it. */
    public record HauntedDies() implements Trigger {
    }
}
