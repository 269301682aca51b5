package dev.arbiter.cards.text;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Turns one block of lines (name line, type line, rules lines) into a {@link CardText}. */
final class CardParser {

    private static final Pattern NAME_AND_COST =
            Pattern.compile("^(.*?)\\s*((?:\\{[^{}]*\\}\\s*)*)$");
    private static final Pattern COLOR_LINE =
            Pattern.compile("^colou?r\\s*:\\s*(.*)$", Pattern.CASE_INSENSITIVE);
    private static final Pattern COLOR_WORDS = Pattern.compile(
            "(?i)(white|blue|black|red|green)((\\s*,\\s*|\\s+and\\s+|\\s+)(white|blue|black|red|green))*");

    private final String file;

    CardParser(String file) {
        this.file = file;
    }

    /** Parses one card block; throws {@link CardFormatException} naming the offending line. */
    CardText parse(List<SourceLine> block) {
        SourceLine first = block.get(0);
        SourcePos namePos = pos(first);
        Matcher m = NAME_AND_COST.matcher(first.text().strip());
        if (!m.matches()) {
            throw new CardFormatException(namePos, "cannot read name line \"" + first.text() + "\"");
        }
        String name = m.group(1).strip();
        String cost = m.group(2).strip();
        if (name.isEmpty()) {
            throw new CardFormatException(namePos, "missing card name in \"" + first.text().strip() + "\"");
        }
        if (name.indexOf('{') >= 0 || name.indexOf('}') >= 0) {
            throw new CardFormatException(namePos,
                    "bad mana cost: braces must come last on the name line \"" + first.text().strip() + "\"");
        }
        List<String> costSymbols = ManaSymbols.parse(cost, namePos);
        if (block.size() < 2) {
            throw new CardFormatException(namePos, "card \"" + name + "\" has no type line");
        }
        TypeLine type = TypeLineParser.parse(block.get(1).text(), pos(block.get(1)));
        RulesTextCleaner cleaner = RulesTextCleaner.forCard(name, type.supertypes().contains("Legendary"), type.subtypes());
        List<RulesLine> rules = new ArrayList<>();
        Optional<String> color = Optional.empty();
        for (SourceLine line : block.subList(2, block.size())) {
            SourcePos p = pos(line);
            Matcher cm = COLOR_LINE.matcher(line.text().strip());
            if (cm.matches()) {
                if (color.isPresent()) {
                    throw new CardFormatException(p, "second Color line for \"" + name + "\"");
                }
                color = Optional.of(colorIndicator(cm.group(1), p));
                continue;
            }
            String text = cleaner.clean(line.text(), p);
            if (!text.isEmpty()) {
                rules.add(new RulesLine(text, line.text(), p));
            }
        }
        return new CardText(name, costSymbols, !costSymbols.isEmpty(), type.supertypes(), type.types(),
                type.subtypes(), type.power(), type.toughness(), type.loyalty(), color, rules, namePos);
    }

    private static String colorIndicator(String value, SourcePos pos) {
        String v = value.strip();
        if (!COLOR_WORDS.matcher(v).matches()) {
            throw new CardFormatException(pos, "bad colour indicator \"" + v + "\"");
        }
        return v.toLowerCase(Locale.ROOT);
    }

    private SourcePos pos(SourceLine line) {
        return new SourcePos(file, line.number());
    }
}
