package dev.arbiter.cards.compile;

import dev.arbiter.cards.text.CardText;
import dev.arbiter.cards.text.RulesLine;
import dev.arbiter.engine.card.CardDefinition;
import dev.arbiter.engine.card.TextChange;
import dev.arbiter.engine.card.TextChanges;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A card's text with one word replaced (612.1), compiled again: the rules text and the type line's subtypes, only where
 * the word is used as a colour word or a basic land type (612.2): whole words, with "non", "-walk", "-cycling" and the
 * plural; never in the card's name (its rules lines write it "~"). Null when no such word is in the card or when the
 * changed text doesn't compile (so such a change is not offered).
 */
final class CardTextChanges implements TextChanges {
    /** Words before a land type that make it singular ("a Plains", "target Plains"); otherwise "Plains" is plural. */
    private static final Set<String> SINGULAR_BEFORE = Set.of("a", "an", "target", "each", "another", "one", "that",
            "this", "enchanted", "basic");

    private final CardText card;

    CardTextChanges(CardText card) {
        this.card = card;
    }

    @Override
    public CardDefinition changed(TextChange change) {
        boolean any = false;
        List<String> subtypes = new ArrayList<>();
        for (String sub : card.subtypes()) { // 612.1: the type line too
            boolean hit = change.kind() == TextChange.Kind.BASIC_LAND_TYPE && sub.equals(change.from());
            any |= hit;
            subtypes.add(hit ? change.to() : sub);
        }
        List<RulesLine> rules = new ArrayList<>();
        for (RulesLine line : card.rules()) {
            String text = replace(line.text(), change);
            String original = outsideName(line.original(), card.name(), change);
            any |= !text.equals(line.text());
            rules.add(new RulesLine(text, original, line.pos()));
        }
        if (!any) return null;
        CardText changed = new CardText(card.name(), card.costSymbols(), card.hasManaCost(), card.supertypes(),
                card.types(), subtypes, card.power(), card.toughness(), card.loyalty(), card.colorIndicator(), rules,
                card.pos());
        return new OracleCompiler().compile(changed) instanceof CompileResult.Supported s ? s.def() : null;
    }

    /** {@code text} with the change made outside every occurrence of {@code name} (612.2: names don't change). */
    private static String outsideName(String text, String name, TextChange change) {
        if (name.isEmpty() || !text.contains(name)) return replace(text, change);
        String[] parts = text.split(Pattern.quote(name), -1);
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < parts.length; i++) {
            if (i > 0) sb.append(name);
            sb.append(replace(parts[i], change));
        }
        return sb.toString();
    }

    static String replace(String text, TextChange change) {
        return change.kind() == TextChange.Kind.COLOR ? colorWords(text, change) : landTypes(text, change);
    }

    private static String colorWords(String text, TextChange change) {
        Matcher m = Pattern.compile("(?i)\\b(non-?)?(" + change.from() + ")\\b").matcher(text);
        StringBuilder sb = new StringBuilder();
        while (m.find()) {
            String prefix = m.group(1) == null ? "" : m.group(1);
            m.appendReplacement(sb, Matcher.quoteReplacement(prefix + sameCase(m.group(2), change.to())));
        }
        m.appendTail(sb);
        return sb.toString();
    }

    private static String landTypes(String text, TextChange change) {
        boolean plains = change.from().equals("Plains");
        String word = plains ? "plains" : change.from().toLowerCase(Locale.ROOT) + "(s)?";
        Matcher m = Pattern.compile("(?i)\\b(non-?)?(" + word + ")(walk|cycling)?\\b").matcher(text);
        StringBuilder sb = new StringBuilder();
        while (m.find()) {
            String prefix = m.group(1) == null ? "" : m.group(1);
            String suffix = m.group(plains ? 3 : 4);
            boolean plural;
            if (suffix != null) {
                plural = false; // "swampwalk", "swampcycling"
            } else if (plains) {
                plural = !SINGULAR_BEFORE.contains(wordBefore(text, m.start()));
            } else {
                plural = m.group(3) != null;
            }
            String to = plural && !change.to().equals("Plains") ? change.to() + "s" : change.to();
            if (suffix != null) to = to.toLowerCase(Locale.ROOT); // "swampwalk" → "islandwalk"
            String found = m.group(2);
            m.appendReplacement(sb, Matcher.quoteReplacement(prefix + sameCase(found, to) + (suffix == null ? "" : suffix)));
        }
        m.appendTail(sb);
        return sb.toString();
    }

    private static String wordBefore(String text, int at) {
        int end = at;
        while (end > 0 && text.charAt(end - 1) == ' ') end--;
        int start = end;
        while (start > 0 && Character.isLetter(text.charAt(start - 1))) start--;
        return text.substring(start, end).toLowerCase(Locale.ROOT);
    }

    /** {@code to} capitalised as {@code found} is. */
    private static String sameCase(String found, String to) {
        if (to.isEmpty()) return to;
        boolean upper = Character.isUpperCase(found.charAt(0));
        return (upper ? to.substring(0, 1).toUpperCase(Locale.ROOT) : to.substring(0, 1).toLowerCase(Locale.ROOT))
                + to.substring(1);
    }
}
