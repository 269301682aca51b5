package dev.arbiter.cards.text;

import java.util.ArrayList;
import java.util.List;

/** Splits a card file into blocks of lines: blank lines separate cards, {@code #} lines are skipped. */
final class CardBlocks {

    private CardBlocks() {
    }

    /** The non-comment lines of each card, in file order. */
    static List<List<SourceLine>> split(String content) {
        List<List<SourceLine>> blocks = new ArrayList<>();
        List<SourceLine> current = new ArrayList<>();
        String[] lines = stripBom(content).split("\\R", -1);
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i];
            if (line.isBlank()) {
                if (!current.isEmpty()) {
                    blocks.add(current);
                    current = new ArrayList<>();
                }
            } else if (!line.stripLeading().startsWith("#")) {
                current.add(new SourceLine(i + 1, line));
            }
        }
        if (!current.isEmpty()) {
            blocks.add(current);
        }
        return blocks;
    }

    private static String stripBom(String content) {
        return content.startsWith("\uFEFF") ? content.substring(1) : content;
    }
}
