package dev.arbiter.cards.explain;

/** Where "where X is ..." goes in rendered text (107.3a). */
final class WhereXText {
    private WhereXText() {
    }

    private static final java.util.regex.Pattern X_WORD = java.util.regex.Pattern.compile("(?<![A-Za-z{])X(?![A-Za-z}])");

    /**
     * "where X is ..." after the last sentence that uses X (107.3a): at the end of the text it would read as defining an X of
     * a later sentence that has none ("... +X/+0 until end of turn. Draw a card, where X is ...").
     */
    static String withWhere(String text, String where) {
        int end = text.length();
        int from = 0;
        int lastWithX = -1;
        while (from < text.length()) {
            int stop = text.indexOf(". ", from);
            int sentenceEnd = stop < 0 ? text.length() : stop;
            if (X_WORD.matcher(text.substring(from, sentenceEnd)).find()) lastWithX = sentenceEnd;
            if (stop < 0) break;
            from = stop + 2;
        }
        if (lastWithX < 0 || lastWithX == end || text.indexOf('"') >= 0) return text + where;
        return text.substring(0, lastWithX) + where + text.substring(lastWithX);
    }
}
