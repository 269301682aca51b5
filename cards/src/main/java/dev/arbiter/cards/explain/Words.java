package dev.arbiter.cards.explain;

import dev.arbiter.engine.characteristic.CardType;
import dev.arbiter.engine.characteristic.Color;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** Small English helpers for rendering abilities: number words, articles, plurals, lists of colours and types. */
final class Words {

    private static final String[] NUMBERS = {"zero", "one", "two", "three", "four", "five", "six", "seven", "eight",
        "nine", "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen",
        "nineteen", "twenty"};

    /** Colours in the order oracle text names them: white, blue, black, red, green (105.1). */
    private static final Color[] WHEEL = {Color.WHITE, Color.BLUE, Color.BLACK, Color.RED, Color.GREEN};

    private Words() {
    }

    /** "three" for 3; digits above twenty. */
    static String number(int n) {
        if (n == dev.arbiter.engine.ability.CostPart.X) return "X"; // 107.3: a cost's count announced as X
        return n >= 0 && n < NUMBERS.length ? NUMBERS[n] : Integer.toString(n);
    }

    /** "a card" / "three cards": a count of a noun, with an article for one. */
    static String count(int n, String singular, String plural) {
        return n == 1 ? article(singular) + " " + singular : number(n) + " " + plural;
    }

    /** "a" or "an" for the word that follows. */
    static String article(String next) {
        if (next.isEmpty()) {
            return "a";
        }
        char c = Character.toLowerCase(next.charAt(0));
        return "aeiou".indexOf(c) >= 0 ? "an" : "a";
    }

    /** The text with its first letter upper-cased. */
    static String capitalize(String s) {
        return s.isEmpty() ? s : Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }

    /** The text with its first letter lower-cased (for a keyword inside a sentence). */
    static String decapitalize(String s) {
        return s.isEmpty() ? s : Character.toLowerCase(s.charAt(0)) + s.substring(1);
    }

    /** "Elves" for "Elf", "Merfolk" for "Merfolk": the plural of a creature type or other noun. */
    static String plural(String noun) {
        String n = noun;
        if (n.endsWith("folk") || n.endsWith("fish") || n.endsWith("sheep") || n.equals("Plains") || n.equals("Aurochs")) { // 205.3i: "Plains"
            return n;
        }
        if (n.equals("Elf") || n.equals("Dwarf") || n.equals("Wolf")) {
            return n.substring(0, n.length() - 1) + "ves";
        }
        if (n.endsWith("s") || n.endsWith("x") || n.endsWith("ch") || n.endsWith("sh")) {
            return n + "es";
        }
        if (n.endsWith("y") && n.length() > 1 && "aeiou".indexOf(n.charAt(n.length() - 2)) < 0) {
            return n.substring(0, n.length() - 1) + "ies";
        }
        return n + "s";
    }

    /** The colours of a mask in oracle order, lower case ("green", "white", ...). */
    static List<String> colors(int mask) {
        return ordered(mask).stream().map(Color::lowerName).toList();
    }

    /**
     * The colours of a mask in the order oracle text writes them: clockwise round the colour wheel
     * (white, blue, black, red, green) from the colour that leaves the shortest arc — green then white
     * ("{G}{W}"), red green white ("{R}{G}{W}"), white black green ("{W}{B}{G}").
     */
    static List<Color> ordered(int mask) {
        List<Color> in = new ArrayList<>();
        for (Color c : WHEEL) {
            if ((mask & c.bit()) != 0) {
                in.add(c);
            }
        }
        if (in.size() < 2 || in.size() == 5) {
            return in;
        }
        List<Color> best = in;
        int bestSpan = Integer.MAX_VALUE;
        for (Color start : in) {
            List<Color> order = new ArrayList<>();
            int span = 0;
            for (int step = 0; step < 5; step++) {
                Color c = WHEEL[(start.ordinal() + step) % 5];
                if ((mask & c.bit()) != 0) {
                    order.add(c);
                    span = step;
                }
            }
            if (span < bestSpan) {
                bestSpan = span;
                best = order;
            }
        }
        if (in.size() == 3 && bestSpan > 2) {
            // A wedge (a colour and its two enemies) starts from the colour the others are two and four steps after.
            for (Color start : in) {
                Color two = WHEEL[(start.ordinal() + 2) % 5];
                Color four = WHEEL[(start.ordinal() + 4) % 5];
                if ((mask & two.bit()) != 0 && (mask & four.bit()) != 0) {
                    return List.of(start, two, four);
                }
            }
        }
        return best;
    }

    /** The card types of a mask in oracle order (alphabetical), lower case. */
    static List<String> types(int mask) {
        List<String> out = new ArrayList<>();
        for (CardType t : CardType.values()) {
            if ((mask & t.bit()) != 0) {
                out.add(t.word().toLowerCase(Locale.ROOT));
            }
        }
        return out;
    }

    /** "a, b, or c" / "a or b" / "a". */
    static String list(List<String> items, String conjunction) {
        if (items.isEmpty()) {
            return "";
        }
        if (items.size() == 1) {
            return items.get(0);
        }
        if (items.size() == 2) {
            return items.get(0) + " " + conjunction + " " + items.get(1);
        }
        return String.join(", ", items.subList(0, items.size() - 1)) + ", " + conjunction + " "
                + items.get(items.size() - 1);
    }

    /** The sentence ending with exactly one full stop. */
    static String sentence(String s) {
        String t = s.strip();
        if (t.endsWith(".") || t.endsWith("—") || t.endsWith("\"")) {
            return t;
        }
        return t + ".";
    }
}
