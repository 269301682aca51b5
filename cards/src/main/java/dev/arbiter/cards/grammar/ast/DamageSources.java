package dev.arbiter.cards.grammar.ast;

import java.util.List;

/**
 * Sources of damage described by their qualities (609.7): "black sources and red sources", "a
 * white source", "an artifact source", "a source an opponent controls".
 *
 * @param colors colour words any of which may match; empty for any colour
 * @param types card type words any of which may match; empty for any type
 * @param controller "an opponent controls", "you control", or null
 */
public record DamageSources(List<String> colors, List<String> types, String controller, boolean other) {
    /** Copies the lists. */
    public DamageSources {
        colors = List.copyOf(colors);
        types = List.copyOf(types);
    }

    /** Not "another": the source itself may be one. */
    public DamageSources(List<String> colors, List<String> types, String controller) {
        this(colors, types, controller, false);
    }
}
