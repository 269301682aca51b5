package dev.arbiter.cards.compile;

import dev.arbiter.cards.text.CardText;
import dev.arbiter.cards.text.CardTextReader;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.card.CardDefinition;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The dungeon cards (309) a player owns outside the game, read from {@code dungeons/dungeons.txt} and compiled like any
 * card (their rooms by {@link DungeonRoomLines}). 309.2a: a player chooses among the dungeon cards they own; here each
 * player owns the dungeon cards whose every room compiles (fail closed: a dungeon with a room the compiler doesn't
 * understand is never brought into a game). "Venture into the dungeon" is unsupported when no dungeon compiles, "venture
 * into Undercity" and the initiative when Undercity doesn't.
 */
final class DungeonCards {
    private static final String FILE = "/dev/arbiter/cards/dungeons/dungeons.txt";
    /** 701.46d, 723.2: the dungeon entered only by venturing into Undercity (its subtype, 205.3p). */
    static final String UNDERCITY = "Undercity";
    private static Map<String, CompileResult> compiled;

    private DungeonCards() {
    }

    /** 701.46a: the dungeons "venture into the dungeon" may bring into the game (all but Undercity, 701.46d). */
    static List<Effect.DungeonCard> ventureChoices() {
        List<Effect.DungeonCard> out = new ArrayList<>();
        CompileResult first = null;
        for (Map.Entry<String, CompileResult> e : all().entrySet()) {
            if (e.getKey().equals(UNDERCITY)) continue;
            if (e.getValue() instanceof CompileResult.Supported s) out.add(dungeon(s.def()));
            else if (first == null) first = e.getValue();
        }
        if (out.isEmpty() && first != null) supported(first); // throws, naming the room
        if (out.isEmpty()) throw new NotSupported("no dungeon cards (309.2)");
        return List.copyOf(out);
    }

    /** 701.46d, 723.2: Undercity. */
    static Effect.DungeonCard undercity() {
        CompileResult r = all().get(UNDERCITY);
        if (r == null) throw new NotSupported("no Undercity dungeon card (723.2)");
        return dungeon(supported(r));
    }

    private static Effect.DungeonCard dungeon(CardDefinition d) {
        return new Effect.DungeonCard(d.name(), d.subtypes(), d.abilities());
    }

    private static CardDefinition supported(CompileResult r) {
        if (r instanceof CompileResult.Supported s) return s.def();
        CompileResult.Unsupported u = (CompileResult.Unsupported) r;
        throw new NotSupported("dungeon " + u.card().name() + ": " + u.reason()
                + (u.line() == null ? "" : " in \"" + u.line().text() + "\""));
    }

    private static synchronized Map<String, CompileResult> all() {
        if (compiled == null) {
            Map<String, CompileResult> out = new LinkedHashMap<>();
            try (InputStream in = DungeonCards.class.getResourceAsStream(FILE)) {
                String text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
                OracleCompiler compiler = new OracleCompiler();
                for (CardText card : CardTextReader.read("dungeons.txt", text)) out.put(card.name(), compiler.compile(card));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            compiled = out;
        }
        return compiled;
    }

    /** Each dungeon card's compile result, in file order (for coverage and tests). */
    static Map<String, CompileResult> results() {
        return Map.copyOf(all());
    }
}
