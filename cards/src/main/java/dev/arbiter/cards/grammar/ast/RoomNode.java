package dev.arbiter.cards.grammar.ast;

import java.util.List;

/** A dungeon's room paragraph (309.4): its name, its effect text and the rooms its arrows lead to (none at the bottom). */
public record RoomNode(String name, String effectText, List<String> next) {
}
