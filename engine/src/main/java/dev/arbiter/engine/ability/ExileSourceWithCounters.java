package dev.arbiter.engine.ability;

/**
 * "Exile ~ with N [kind] counters on it" (406.3, 122.1): the source, a resolving spell (608.2n: then it isn't put into
 * its owner's graveyard) or a permanent, is exiled and the card gets the counters in exile ("Exile Inspiring Refrain
 * with three time counters on it": suspended again when it has suspend, 702.62b).
 */
public record ExileSourceWithCounters(String kind, int amount) implements Effect {
}
