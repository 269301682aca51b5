package dev.arbiter.cards.explain;

import dev.arbiter.engine.ability.Keyword;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Puts a line of oracle text and a rendered line in one form, so that differences of wording that
 * change nothing do not count:
 * <ul>
 *   <li>letter case, reminder text (207.2a), ability words ("Landfall —", 207.2c), flavor words before modes (207.2d);</li>
 *   <li>the card's name, its short name before a comma ("Skithiryx") and "this creature" are all "~" (201.4);</li>
 *   <li>punctuation, and the words that only join clauses ("and", "then"): the instructions of an
 *       effect are followed in the order written either way (608.2c);</li>
 *   <li>"you draw" = "draw" (also mill, discard, create): an instruction is addressed to you;</li>
 *   <li>number words = digits ("three" = "3"), "enters the battlefield" = "enters", "whenever" = "when", "each end step" = "the end step",
 *       "an opponent controls" = "your opponents control", "if you don't" = "otherwise", "until end of turn, X gets ..." = "X gets ... until end of turn", and
 *       "creatures with flying you control" = "creatures you control with flying";</li>
 *   <li>"Goblin creatures" = "Goblins" for a creature type (not "Vehicle creatures" = "Vehicles"), and
 *       "All Sliver creatures have ..." = "Sliver creatures have ...";</li>
 *   <li>keyword lines are split into their keywords, whose order and line breaks change nothing.</li>
 * </ul>
 */
public final class Normaliser {

    /**
     * Subtypes of other card types (205.3g-i: artifact, enchantment and land types): "Vehicles" are
     * not "Vehicle creatures", so those two stay different.
     */
    private static final String NONCREATURE_SUBTYPES = "Attraction|Blood|Clue|Contraption|Equipment|Food|Fortification"
            + "|Gold|Incubator|Powerstone|Treasure|Vehicle|Aura|Background|Cartouche|Class|Curse|Role|Rune|Saga|Shard"
            + "|Shrine|Desert|Forest|Gate|Island|Lair|Locus|Mine|Mountain|Plains|Sphere|Swamp|Tower|Urza's";
    private static final Pattern REMINDER = Pattern.compile("\\s*\\([^()]*\\)");
    private static final Pattern THIS = Pattern.compile(
            "\\bthis (creature|permanent|artifact|enchantment|land|card|spell|equipment|aura)\\b");
    private static final String[] NUMBERS = {"zero", "one", "two", "three", "four", "five", "six", "seven", "eight",
        "nine", "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen",
        "nineteen", "twenty"};
    private static final Pattern NUMBER_WORD = Pattern.compile("\\b(" + String.join("|", NUMBERS) + ")\\b");
    private static final Pattern TYPE_CREATURES = Pattern.compile("\\b(?!(?:Target|Enchanted|Equipped|"
            + "Fortified|Each|Other|All|Another|White|Blue|Black|Red|Green|Colorless|Nontoken|Attacking|Blocking|"
            + "Tapped|Untapped|Legendary|Artifact|Snow|Basic|Nonartifact|Noncreature|Nonblack|Nonwhite|Nonblue|"
            + "Nonred|Nongreen|A|An|The|Up|No|Two|Three|Four|Creature|" + NONCREATURE_SUBTYPES
            + ")\\b)([A-Z][a-z'-]+) creature(s?)\\b");
    private static final Pattern ABILITY_WORD = Pattern.compile(
            "^(?!Choose\\b)[A-Z][A-Za-z'’!,-]*(?: [A-Za-z'’!,-]+){0,5} — (?=\\S)"); // and flavor words (207.2d): "Acid Breath —"
    /** 207.2d: a flavor word before a bulleted mode ("• Smash It — Destroy ..."). */
    private static final Pattern MODE_FLAVOR_WORD = Pattern.compile("^• [A-Z][A-Za-z'’!,-]*(?: [A-Za-z'’!,-]+){0,5} — (?=[A-Z~])");
    private static final Pattern JOINT = Pattern.compile("\\b(and|then)\\b");
    private static final Pattern YOU_DO = Pattern.compile("\\byou (?=(draw|mill|discard|create)\\b)");
    private static final Pattern ALL = Pattern.compile("(^|: |, |\\. )all (?!creatures able to block)");
    private static final Pattern WITH_BEFORE_CONTROL = Pattern.compile(
            "(with [a-z ]+?) (you control|your opponents control|you don't control)\\b");
    /** "until end of turn, X gets +1/+0." = "X gets +1/+0 until end of turn." (also before ", where x is"). */
    private static final Pattern FRONTED_DURATION = Pattern.compile(
            "(^|: |\\. )until end of turn, ([^.]*?)(, where x is [^.]*)?(?=\\.|$)");
    private static final Pattern KEYWORD_ITEM;

    static {
        List<String> words = new ArrayList<>();
        for (Keyword k : Keyword.values()) {
            words.add(Pattern.quote(k.text()));
        }
        KEYWORD_ITEM = Pattern.compile("(" + String.join("|", words) + ")"
                + "|protection from .+|((snow|legendary|nonbasic) )?[a-z]*walk"
                + "|enchant [a-z ]+|(equip|fortify|flashback|bestow|level up) (\\{[^}]+\\})+|dredge \\d+");
    }

    private Normaliser() {
    }

    /** The card as compared: keyword items sorted, then the other lines' words in order. */
    public record Form(List<String> keywords, String text) {
    }

    /** The form of a card's lines. */
    public static Form form(List<String> lines, String cardName) {
        List<String> keywords = new ArrayList<>();
        List<String> text = new ArrayList<>();
        for (String line : lines) {
            List<String> items = keywordItems(line, cardName);
            if (items != null) {
                keywords.addAll(items);
            } else {
                String n = line(line, cardName);
                if (!n.isEmpty()) {
                    text.add(n);
                }
            }
        }
        keywords.sort(null);
        return new Form(List.copyOf(keywords), String.join(" ", text));
    }

    /** The keywords of a keyword line ("flying", "protection from red"), or null when the line isn't one. */
    public static List<String> keywordItems(String line, String cardName) {
        String s = words(line, cardName);
        if (s.isEmpty()) {
            return null;
        }
        List<String> items = new ArrayList<>();
        for (String item : s.split("\\s*[,;]\\s*")) {
            String it = item.strip().replaceAll("\\.$", "");
            if (it.startsWith("and ")) {
                it = it.substring(4);
            }
            Matcher m = Pattern.compile("^protection from (\\w+)((?: and from \\w+)+)$").matcher(it);
            if (m.matches()) {
                items.add("protection from " + m.group(1));
                for (String more : m.group(2).split(" and from ")) {
                    if (!more.isBlank()) {
                        items.add("protection from " + more.strip());
                    }
                }
                continue;
            }
            if (!KEYWORD_ITEM.matcher(it).matches()) {
                return null;
            }
            items.add(it);
        }
        return items;
    }

    /** One line in normal form (not split into keywords). */
    public static String line(String line, String cardName) {
        String s = words(line, cardName).replaceAll("[.,;:\"]", " ");
        s = JOINT.matcher(s).replaceAll(" ");
        s = YOU_DO.matcher(s).replaceAll("");
        return s.replaceAll("\\s+", " ").strip();
    }

    /** Reminder text removed, "~" for the name, lower case, numbers as digits, "enters". */
    private static String words(String line, String cardName) {
        String s = line;
        String before;
        do {
            before = s;
            s = REMINDER.matcher(s).replaceAll("");
        } while (!s.equals(before));
        s = ABILITY_WORD.matcher(s).replaceAll("");
        if (s.startsWith("•")) s = MODE_FLAVOR_WORD.matcher(s).replaceFirst("• ");
        if (!cardName.isEmpty()) {
            s = s.replace(cardName, "~");
            int comma = cardName.indexOf(", ");
            if (comma > 0) {
                s = s.replaceAll("\\b" + Pattern.quote(cardName.substring(0, comma)) + "\\b", "~");
            } else if (cardName.matches("[A-Z][a-z]+ the [A-Z].*")) { // "Phage the Untouchable" as "Phage" (201.5c)
                s = s.replaceAll("\\b" + Pattern.quote(cardName.substring(0, cardName.indexOf(' '))) + "\\b", "~");
            }
        }
        s = TYPE_CREATURES.matcher(s).replaceAll(m -> m.group(2).isEmpty() ? m.group(1)
                : Matcher.quoteReplacement(Words.plural(m.group(1))));
        s = s.toLowerCase(Locale.ROOT);
        s = THIS.matcher(s).replaceAll("~");
        s = s.replace("enters the battlefield", "enters");
        s = s.replace(" and/or ", " or "); // "white and/or blue": either or both (the grammar reads both the same)
        s = s.replace("at the beginning of each end step", "at the beginning of the end step"); // both every end step (513.1a)
        s = ALL.matcher(s).replaceAll("$1");
        s = s.replace("whenever ", "when ").replace("an opponent controls", "your opponents control")
                .replace("if you don't", "otherwise").replace("if they don't", "otherwise")
                .replace("if the player doesn't", "otherwise").replace("if that player doesn't", "otherwise")
                .replace("if the player does,", "if they do,").replace(". then if ", ". if "); // 608.2c: the same sentences
        s = WITH_BEFORE_CONTROL.matcher(s).replaceAll("$2 $1");
        s = NUMBER_WORD.matcher(s).replaceAll(m -> Integer.toString(indexOf(m.group(1))));
        s = FRONTED_DURATION.matcher(s).replaceAll("$1$2 until end of turn$3"); // 611.2a: the duration first or last
        return s.replaceAll("\\s+", " ").strip();
    }

    private static int indexOf(String word) {
        for (int i = 0; i < NUMBERS.length; i++) {
            if (NUMBERS[i].equals(word)) {
                return i;
            }
        }
        return -1;
    }
}
