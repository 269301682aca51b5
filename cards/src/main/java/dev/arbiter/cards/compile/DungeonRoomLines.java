package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.RoomGrammar;
import dev.arbiter.cards.grammar.ast.RoomNode;
import dev.arbiter.cards.text.CardText;
import dev.arbiter.cards.text.RulesLine;
import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Trigger;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A dungeon's rooms (309.4): each paragraph of a dungeon card is "[room name] — [effect]" followed by its arrows as the
 * oracle prints them, "(→ [room] or [room])" (kept in the line as written: the cleaned text drops parentheses), none on
 * the bottommost room. It is the room ability "When you move your venture marker into this room, [effect]" (309.4c),
 * the room's name and arrows kept in its trigger (309.5a).
 */
final class DungeonRoomLines {
    private DungeonRoomLines() {
    }

    /** The room ability of {@code line} on a dungeon card, or empty when the card isn't a dungeon. */
    static Optional<List<Ability>> compile(RulesLine line, CardText card) {
        if (!card.hasType("Dungeon")) return Optional.empty();
        RoomNode node = RoomGrammar.parse(line.original().strip());
        if (node == null) throw new NotSupported("a dungeon's paragraph that isn't a room, \"[name] \u2014 [effect]\" (309.4)");
        List<String> next = node.next();
        String effect = node.effectText();
        if (effect.contains(card.name())) effect = effect.replace(card.name(), "~");
        Trigger.Room room = new Trigger.Room(node.name(), next);
        return Optional.of(List.of(ChapterRoomAbilities.room(room, effect, line.text(), card)));
    }
}
