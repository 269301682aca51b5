package dev.arbiter.scenario.parse;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Items of a setup zone line: {@code [COUNT ]CARD NAME[ (MODIFIER, MODIFIER)]}, comma-separated. */
final class ItemParser {
    private static final Pattern COUNTED = Pattern.compile("^(\\d+)\\s+(.+)$");

    private ItemParser() {}

    static List<Item> parseList(String text, Pos pos, Names names) {
        return CommaLists.split(text, pos, cand -> names.isCard(nameOf(cand, names))).stream()
                .map(piece -> parse(piece, pos, names))
                .toList();
    }

    static Item parse(String text, Pos pos, Names names) {
        Split s = split(text);
        if (s.unbalanced) {
            throw new ScenarioSyntaxException(pos, "bad item \"" + text
                    + "\"; expected [COUNT ]CARD NAME[ (MODIFIER, MODIFIER)] with the modifiers last");
        }
        int count = 1;
        String name = s.head;
        Matcher m = COUNTED.matcher(s.head);
        if (m.matches() && countIsSeparate(s.head, m.group(2), names)) {
            count = Numbers.positive(m.group(1), pos, "COUNT CARD NAME");
            name = m.group(2).strip();
        }
        if (name.isEmpty()) {
            throw new ScenarioSyntaxException(pos, "bad item \"" + text + "\"; expected a card name");
        }
        List<Modifier> mods = s.mods == null ? List.of() : ModifierParser.parseList(s.mods, pos, names);
        Item item = new Item(count, name, mods, pos);
        if (count > 1 && item.label().isPresent()) {
            throw new ScenarioSyntaxException(pos, "label \"" + item.label().get()
                    + "\" names one object, but the item has a count of " + count);
        }
        return item;
    }

    /** The card name of an item, leniently (for list splitting; never throws). */
    static String nameOf(String text, Names names) {
        Split s = split(text);
        Matcher m = COUNTED.matcher(s.head);
        return m.matches() && countIsSeparate(s.head, m.group(2), names) ? m.group(2).strip() : s.head;
    }

    /** A leading number is a count unless the whole text is a card name and the rest is not. */
    private static boolean countIsSeparate(String whole, String rest, Names names) {
        return !(names.isCard(whole) && !names.isCard(rest.strip()));
    }

    private record Split(String head, String mods, boolean unbalanced) {}

    private static Split split(String text) {
        String t = text.strip();
        int open = t.indexOf('(');
        int close = t.lastIndexOf(')');
        if (open < 0 && close < 0) {
            return new Split(t, null, false);
        }
        boolean ok = open >= 0 && close == t.length() - 1 && t.indexOf('(', open + 1) < 0
                && t.indexOf(')') == close;
        if (!ok) {
            return new Split(t, null, true);
        }
        return new Split(t.substring(0, open).strip(), t.substring(open + 1, close), false);
    }
}
