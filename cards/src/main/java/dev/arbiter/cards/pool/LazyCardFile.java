package dev.arbiter.cards.pool;

import dev.arbiter.cards.text.CardFormatException;
import dev.arbiter.cards.text.CardText;
import dev.arbiter.cards.text.CardTextReader;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Card-format text indexed by card name and read one card at a time, on first use: a big file
 * (thousands of cards) costs a scan for blank lines and names at load, and parsing only for the
 * cards a game or deck names. A card that does not follow the format is an error for that card
 * only, naming its {@code file:line}.
 */
final class LazyCardFile implements CardLayer {

    /** One card's lines: where they start in {@code file}, and the text. */
    record Block(String file, int firstLine, String text) {
    }

    private final Map<String, Block> blocks;
    private final Map<String, String> refused;
    private final Map<String, Object> parsed = new ConcurrentHashMap<>();

    /** {@code blocks} by name key; {@code refused}: names the data has but Arbiter can't read, with why. */
    LazyCardFile(Map<String, Block> blocks, Map<String, String> refused) {
        this.blocks = blocks;
        this.refused = refused;
    }

    /** Indexes the cards of a card-format file (blank lines between cards, {@code #} comment lines). */
    static LazyCardFile of(String file, String content) {
        Map<String, Block> blocks = new LinkedHashMap<>();
        String text = content.startsWith("\uFEFF") ? content.substring(1) : content;
        int n = text.length();
        int pos = 0;
        int line = 1;
        int blockStart = -1;
        int blockLine = 0;
        while (pos <= n) {
            int end = text.indexOf('\n', pos);
            if (end < 0) end = n;
            boolean blank = isBlank(text, pos, end);
            if (blank && blockStart >= 0) {
                add(blocks, file, text, blockStart, pos, blockLine);
                blockStart = -1;
            } else if (!blank && blockStart < 0 && !isComment(text, pos, end)) {
                blockStart = pos;
                blockLine = line;
            }
            pos = end + 1;
            line++;
        }
        if (blockStart >= 0) add(blocks, file, text, blockStart, n, blockLine);
        return new LazyCardFile(blocks, Map.of());
    }

    private static void add(Map<String, Block> blocks, String file, String text, int from, int to, int line) {
        int nl = text.indexOf('\n', from);
        String nameLine = text.substring(from, nl < 0 || nl > to ? to : nl);
        blocks.putIfAbsent(CardKeys.key(nameOf(nameLine)), new Block(file, line, text.substring(from, to)));
    }

    private static boolean isBlank(String s, int from, int to) {
        for (int i = from; i < to; i++) {
            if (!Character.isWhitespace(s.charAt(i))) return false;
        }
        return true;
    }

    private static boolean isComment(String s, int from, int to) {
        for (int i = from; i < to; i++) {
            char c = s.charAt(i);
            if (!Character.isWhitespace(c)) return c == '#';
        }
        return false;
    }

    /** The name on a card's first line: the text before its mana cost. */
    static String nameOf(String nameLine) {
        String s = nameLine.strip();
        int brace = s.indexOf('{');
        return (brace > 0 ? s.substring(0, brace) : s).strip();
    }

    @Override
    public Optional<CardText> find(String key) {
        Object r = read(key);
        return r instanceof CardText t ? Optional.of(t) : Optional.empty();
    }

    @Override
    public Optional<String> readError(String key) {
        Object r = read(key);
        if (r == null) return Optional.ofNullable(refused.get(key));
        return r instanceof String s ? Optional.of(s) : Optional.empty();
    }

    @Override
    public List<String> keys() {
        List<String> keys = new ArrayList<>(blocks.keySet());
        refused.keySet().stream().filter(k -> !blocks.containsKey(k)).forEach(keys::add);
        return keys;
    }

    /** The number of cards indexed. */
    int size() {
        return blocks.size();
    }

    private Object read(String key) {
        Block b = blocks.get(key);
        if (b == null) return null;
        return parsed.computeIfAbsent(key, k -> parse(b));
    }

    private static Object parse(Block b) {
        try {
            // Leading blank lines keep the reader's line numbers those of the file.
            List<CardText> cards = CardTextReader.read(b.file(), "\n".repeat(b.firstLine() - 1) + b.text());
            return cards.isEmpty() ? b.file() + ":" + b.firstLine() + ": no card" : cards.get(0);
        } catch (CardFormatException e) {
            return e.getMessage();
        }
    }
}
