package dev.arbiter.cards.deck;

import dev.arbiter.cards.text.SourcePos;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads Forge's {@code .dck}: a {@code [metadata]} section ({@code Name=...}), then {@code [Main]},
 * {@code [Sideboard]} and {@code [Commander]} sections of {@code 4 Llanowar Elves|M10|1} lines (set
 * and art index read and ignored). Other sections (planes, schemes, avatars) are not part of a deck.
 */
final class ForgeDckReader {

    private static final Pattern SECTION = Pattern.compile("^\\[([^\\]]+)\\]$");
    private static final Pattern ENTRY = Pattern.compile("^(\\d+)[xX]?\\s+([^|]+?)\\s*(\\|.*)?$");

    private ForgeDckReader() {
    }

    static DeckList read(String fileName, String content) {
        List<DeckEntry> main = new ArrayList<>();
        List<DeckEntry> side = new ArrayList<>();
        List<DeckEntry> commander = new ArrayList<>();
        String name = DeckListReader.deckName(fileName);
        String section = "";
        List<String> lines = content.lines().toList();
        for (int i = 0; i < lines.size(); i++) {
            SourcePos pos = new SourcePos(fileName, i + 1);
            String line = lines.get(i).strip();
            if (line.isEmpty() || line.startsWith("#")) continue;
            Matcher sec = SECTION.matcher(line);
            if (sec.matches()) {
                section = sec.group(1).strip().toLowerCase(Locale.ROOT);
                continue;
            }
            switch (section) {
                case "metadata" -> {
                    if (line.regionMatches(true, 0, "Name=", 0, 5) && !line.substring(5).isBlank()) {
                        name = line.substring(5).strip();
                    }
                }
                case "main" -> main.add(entry(line, pos));
                case "sideboard" -> side.add(entry(line, pos));
                case "commander" -> commander.add(entry(line, pos));
                case "" -> throw new DeckFormatException(pos, "expected a [metadata] or [Main] section before \"" + line + "\"");
                default -> { } // [Planes], [Schemes], [Avatar], [Conspiracy]: not cards of the deck
            }
        }
        return new DeckList(name, main, side, commander, DeckFileFormat.FORGE_DCK);
    }

    private static DeckEntry entry(String line, SourcePos pos) {
        Matcher m = ENTRY.matcher(line);
        if (!m.matches()) {
            throw new DeckFormatException(pos, "expected \"<count> <card name>|<set>\" but found \"" + line + "\"");
        }
        return new DeckEntry(DeckListReader.count(m.group(1), line, pos), m.group(2).strip(), pos);
    }
}
