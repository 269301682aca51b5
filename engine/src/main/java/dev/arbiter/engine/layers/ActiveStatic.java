package dev.arbiter.engine.layers;

import dev.arbiter.engine.ability.StaticEffect;

/** A static ability of a permanent on the battlefield, with its source's timestamp (613.7a). */
public record ActiveStatic(int source, long timestamp, StaticEffect effect) {
}
