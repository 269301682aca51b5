package dev.arbiter.engine.ability;

/**
 * "You may cast ~ from your graveyard", "You may cast ~ from exile", "... from your graveyard or from exile" (601.2a,
 * 601.3): the card's owner may cast it from those zones as from their hand, paying its costs as usual (not an
 * alternative cost: 118.9 doesn't apply). The ability functions from those zones (113.6).
 */
public record CastFromZone(boolean graveyard, boolean exile) implements Ability {
    public CastFromZone {
        if (!graveyard && !exile) throw new IllegalArgumentException("a zone to cast from");
    }

    public String text() {
        return "You may cast ~ from " + (graveyard && exile ? "your graveyard or from exile" : graveyard ? "your graveyard" : "exile") + ".";
    }
}
