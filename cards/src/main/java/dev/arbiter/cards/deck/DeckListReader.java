package dev.arbiter.cards.deck;

import dev.arbiter.cards.text.ResourceText;
import dev.arbiter.cards.text.SourcePos;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads deck lists in the common list format: {@code 4 Lightning Bolt} or {@code 4x Lightning Bolt}
 * a line; {@code //} and {@code #} comments (also a trailing {@code // comment}); a {@code Sideboard}
 * line, {@code SB: 2 Name} lines, or (when neither is used) a blank line after the main deck
 * starting the sideboard. A {@code Deck} header line is ignored.
 */
public final class DeckListReader {

    /** The classpath folder holding the bundled deck lists. */
    public static final String FOLDER = "/dev/arbiter/cards/decks/";

    private static final Pattern SIDEBOARD_HEADER = Pattern.compile("(?i)sideboard\\s*:?");
    private static final Pattern DECK_HEADER = Pattern.compile("(?i)(deck|main|main\\s*deck|maindeck)\\s*:?");
    private static final Pattern SB_PREFIX = Pattern.compile("(?i)^SB:\\s*(.*)$");
    private static final Pattern ENTRY = Pattern.compile("^(\\d+)[xX]?\\s+(\\S.*)$");
    private static final Pattern SET_SUFFIX = Pattern.compile("\\s+\\([A-Za-z0-9]{2,6}\\)(\\s+[A-Za-z0-9-]+)?$");

    private DeckListReader() {
    }

    /**
     * Reads a deck list; the deck is named after {@code fileName} without its extension.
     *
     * @throws DeckFormatException naming {@code file:line} for a line that is not an entry
     */
    public static DeckList read(String fileName, String content) {
        List<String> lines = content.lines().toList();
        boolean explicitSideboard = lines.stream().map(DeckListReader::withoutComment)
                .anyMatch(l -> SIDEBOARD_HEADER.matcher(l).matches() || SB_PREFIX.matcher(l).matches());
        List<DeckEntry> main = new ArrayList<>();
        List<DeckEntry> side = new ArrayList<>();
        boolean inSideboard = false;
        for (int i = 0; i < lines.size(); i++) {
            SourcePos pos = new SourcePos(fileName, i + 1);
            String line = withoutComment(lines.get(i));
            if (line.isEmpty()) {
                boolean isBlank = lines.get(i).isBlank();
                if (isBlank && !explicitSideboard && !main.isEmpty()) {
                    inSideboard = true;
                }
                continue;
            }
            Matcher sb = SB_PREFIX.matcher(line);
            if (SIDEBOARD_HEADER.matcher(line).matches()) {
                inSideboard = true;
            } else if (DECK_HEADER.matcher(line).matches() && main.isEmpty() && !inSideboard) {
                continue;
            } else if (sb.matches()) {
                side.add(entry(sb.group(1), lines.get(i), pos));
            } else {
                (inSideboard ? side : main).add(entry(line, lines.get(i), pos));
            }
        }
        return new DeckList(deckName(fileName), main, side);
    }

    /** Reads the bundled deck {@code deckName} (e.g. {@code red-simple}). */
    public static DeckList bundled(String deckName) {
        String file = deckName.endsWith(".txt") ? deckName : deckName + ".txt";
        return read(file, ResourceText.read(FOLDER + file));
    }

    /** The names of the bundled decks, as listed in the folder's {@code index.txt}. */
    public static List<String> bundledNames() {
        return ResourceText.index(FOLDER + "index.txt").stream().map(DeckListReader::deckName).toList();
    }

    private static DeckEntry entry(String text, String original, SourcePos pos) {
        Matcher m = ENTRY.matcher(text.strip());
        if (!m.matches()) {
            throw new DeckFormatException(pos, "expected \"<count> <card name>\" but found \"" + original.strip() + "\"");
        }
        int count;
        try {
            count = Integer.parseInt(m.group(1));
        } catch (NumberFormatException e) {
            throw new DeckFormatException(pos, "count too large in \"" + original.strip() + "\"");
        }
        if (count < 1) {
            throw new DeckFormatException(pos, "count must be at least 1 in \"" + original.strip() + "\"");
        }
        String name = SET_SUFFIX.matcher(m.group(2)).replaceFirst("").strip();
        return new DeckEntry(count, name, pos);
    }

    /** The line without a {@code #} / {@code //} comment line or trailing {@code //} comment, stripped. */
    private static String withoutComment(String line) {
        String s = line.strip();
        if (s.startsWith("#")) {
            return "";
        }
        int slash = s.indexOf("//");
        return (slash >= 0 ? s.substring(0, slash) : s).strip();
    }

    private static String deckName(String fileName) {
        String base = fileName.substring(fileName.lastIndexOf('/') + 1);
        return base.endsWith(".txt") ? base.substring(0, base.length() - 4) : base;
    }
}
