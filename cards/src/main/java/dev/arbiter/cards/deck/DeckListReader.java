package dev.arbiter.cards.deck;

import dev.arbiter.cards.text.ResourceText;
import dev.arbiter.cards.text.SourcePos;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads deck lists written as lines: the plain list ({@code 4 Lightning Bolt} or {@code 4x Lightning
 * Bolt}; {@code //} and {@code #} comments, also a trailing {@code // comment}), MTGO's {@code .txt}
 * export (a blank line before the sideboard) and MTG Arena's export ({@code 4 Llanowar Elves (M10) 182}
 * with {@code About} / {@code Deck} / {@code Commander} / {@code Companion} / {@code Sideboard} headers).
 * Set codes and collector numbers are read and ignored. The sideboard starts at a {@code Sideboard}
 * header, on {@code SB: 2 Name} lines, or (when the file has no section header) at a blank line after
 * the main deck.
 */
public final class DeckListReader {

    /** The classpath folder holding the bundled deck lists. */
    public static final String FOLDER = "/dev/arbiter/cards/decks/";

    private enum Section { MAIN, SIDEBOARD, COMMANDER, ABOUT, IGNORED }

    private static final Pattern HEADER = Pattern.compile(
            "(?i)(deck|main|main\\s*deck|maindeck|mainboard|sideboard|commander|companion|about|maybeboard|considering)\\s*:?");
    private static final Pattern SB_PREFIX = Pattern.compile("(?i)^SB:\\s*(.*)$");
    private static final Pattern ENTRY = Pattern.compile("^(\\d+)[xX]?\\s+(\\S.*)$");
    /** {@code (M10) 182}, {@code (PLST) ABC-123}, {@code (SLD) 10a *F*}: set code, collector number, foil mark. */
    static final Pattern SET_SUFFIX = Pattern.compile("\\s+\\([A-Za-z0-9_]{2,8}\\)(\\s+[^\\s*]+)?(\\s+\\*[A-Za-z]+\\*)?$");
    private static final Pattern FOIL_SUFFIX = Pattern.compile("\\s+\\*[A-Za-z]+\\*$");
    private static final Pattern ABOUT_NAME = Pattern.compile("(?i)^name\\s+(\\S.*)$");

    private DeckListReader() {
    }

    /**
     * Reads a deck list; the deck is named after {@code fileName} without its extension (or the
     * {@code Name} line of an Arena {@code About} section).
     *
     * @throws DeckFormatException naming {@code file:line} for a line that is not an entry
     */
    public static DeckList read(String fileName, String content) {
        List<String> lines = content.lines().toList();
        boolean arena = isArena(lines);
        boolean explicitSections = lines.stream().map(l -> withoutComment(l, arena)).anyMatch(l ->
                SB_PREFIX.matcher(l).matches() || HEADER.matcher(l).matches() && !isMainHeader(l));
        List<DeckEntry> main = new ArrayList<>();
        List<DeckEntry> side = new ArrayList<>();
        List<DeckEntry> commander = new ArrayList<>();
        String name = deckName(fileName);
        Section section = Section.MAIN;
        for (int i = 0; i < lines.size(); i++) {
            SourcePos pos = new SourcePos(fileName, i + 1);
            String line = withoutComment(lines.get(i), arena);
            if (line.isEmpty()) {
                if (lines.get(i).isBlank() && !explicitSections && !main.isEmpty() && section == Section.MAIN) {
                    section = Section.SIDEBOARD;
                }
                continue;
            }
            Matcher sb = SB_PREFIX.matcher(line);
            if (HEADER.matcher(line).matches()) {
                section = section(line);
            } else if (section == Section.ABOUT) {
                Matcher m = ABOUT_NAME.matcher(line);
                if (m.matches()) {
                    name = m.group(1).strip();
                }
            } else if (sb.matches()) {
                side.add(entry(sb.group(1), lines.get(i), pos));
            } else {
                DeckEntry e = entry(line, lines.get(i), pos);
                switch (section) {
                    case MAIN -> main.add(e);
                    case SIDEBOARD -> side.add(e);
                    case COMMANDER -> commander.add(e);
                    default -> { } // a maybeboard is not part of the deck
                }
            }
        }
        return new DeckList(name, main, side, commander, arena ? DeckFileFormat.ARENA : DeckFileFormat.LIST);
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

    /** An Arena export: a set code after a card name, or an Arena-only header. */
    static boolean isArena(List<String> lines) {
        for (String raw : lines) {
            String l = raw.strip();
            if (l.startsWith("#") || l.startsWith("//")) continue;
            if (ENTRY.matcher(l).matches() && SET_SUFFIX.matcher(l).find()) return true;
            if (l.matches("(?i)(deck|commander|companion|about)")) return true;
        }
        return false;
    }

    private static boolean isMainHeader(String header) {
        return section(header) == Section.MAIN;
    }

    private static Section section(String header) {
        String h = header.replace(":", "").replaceAll("\\s+", "").toLowerCase(Locale.ROOT);
        return switch (h) {
            case "sideboard", "companion" -> Section.SIDEBOARD;
            case "commander" -> Section.COMMANDER;
            case "about" -> Section.ABOUT;
            case "maybeboard", "considering" -> Section.IGNORED;
            default -> Section.MAIN;
        };
    }

    static DeckEntry entry(String text, String original, SourcePos pos) {
        Matcher m = ENTRY.matcher(text.strip());
        if (!m.matches()) {
            throw new DeckFormatException(pos, "expected \"<count> <card name>\" but found \"" + original.strip() + "\"");
        }
        int count = count(m.group(1), original, pos);
        String name = SET_SUFFIX.matcher(m.group(2)).replaceFirst("");
        name = FOIL_SUFFIX.matcher(name).replaceFirst("").strip();
        return new DeckEntry(count, name, pos);
    }

    /** A positive card count. */
    static int count(String digits, String original, SourcePos pos) {
        int count;
        try {
            count = Integer.parseInt(digits);
        } catch (NumberFormatException e) {
            throw new DeckFormatException(pos, "count too large in \"" + original.strip() + "\"");
        }
        if (count < 1) {
            throw new DeckFormatException(pos, "count must be at least 1 in \"" + original.strip() + "\"");
        }
        return count;
    }

    /**
     * The line without a {@code #} / {@code //} comment line, stripped; a trailing {@code //} comment
     * too, except in Arena exports where {@code //} separates the halves of a card's name.
     */
    private static String withoutComment(String line, boolean arena) {
        String s = line.strip();
        if (s.startsWith("#") || s.startsWith("//")) {
            return "";
        }
        int slash = arena ? -1 : s.indexOf("//");
        return (slash >= 0 ? s.substring(0, slash) : s).strip();
    }

    /** The file's base name without a {@code .txt}, {@code .dek} or {@code .dck} extension. */
    static String deckName(String fileName) {
        String base = fileName.substring(Math.max(fileName.lastIndexOf('/'), fileName.lastIndexOf('\\')) + 1);
        return base.replaceFirst("(?i)\\.(txt|dek|dck)$", "");
    }
}
