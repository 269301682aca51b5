package dev.arbiter.scenario.parse;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** The {@code setup:} block. Registers labels with {@link Names} as it reads them. */
final class SetupParser {
    private static final Pattern TURN = Pattern.compile("^turn\\s+(\\S+)\\s+(\\S+)\\s+(.+)$");
    private static final Pattern COUNTER = Pattern.compile("^(\\S+)\\s+(life|poison|energy|experience)\\s+(\\S+)$");
    private static final Pattern KEYED = Pattern.compile("^(\\S+)\\s+([^\\s:]+)\\s*:\\s*(.*)$");
    private static final Pattern MANA = Pattern.compile("^(\\{[^{}]+\\})+$");
    private static final String FORMS = "expected turn N PLAYER STEP, PLAYER life N, PLAYER poison N, PLAYER energy N, PLAYER experience N,"
            + " PLAYER ZONE: ITEM, ITEM... (ZONE one of " + Zones.listed() + ") or PLAYER mana: {R}{G}";

    private SetupParser() {}

    static Setup parse(List<SourceLine> lines, Names names) {
        Optional<SetupLine.TurnLine> turn = Optional.empty();
        List<SetupLine> out = new ArrayList<>();
        for (SourceLine line : lines) {
            SetupLine parsed = parseLine(line.text(), line.pos(), names);
            if (parsed instanceof SetupLine.TurnLine t) {
                if (turn.isPresent()) {
                    throw new ScenarioSyntaxException(t.pos(),
                            "a second turn line; the turn was already set at line " + turn.get().pos().line());
                }
                turn = Optional.of(t);
            }
            out.add(parsed);
        }
        return new Setup(turn, out);
    }

    static SetupLine parseLine(String text, Pos pos, Names names) {
        if (text.equals("turn") || text.startsWith("turn ")) {
            return turnLine(text, pos, names);
        }
        Matcher m = COUNTER.matcher(text);
        if (m.matches()) {
            String player = names.requirePlayer(m.group(1), pos);
            if (m.group(2).equals("experience")) { // 122.1
                return new SetupLine.ExperienceLine(player, Numbers.nonNegative(m.group(3), pos, "PLAYER experience N"), pos);
            }
            if (m.group(2).equals("energy")) {
                return new SetupLine.EnergyLine(player, Numbers.nonNegative(m.group(3), pos, "PLAYER energy N"), pos);
            }
            return m.group(2).equals("life")
                    ? new SetupLine.LifeLine(player, Numbers.any(m.group(3), pos, "PLAYER life N"), pos)
                    : new SetupLine.PoisonLine(player, Numbers.nonNegative(m.group(3), pos, "PLAYER poison N"), pos);
        }
        m = KEYED.matcher(text);
        if (m.matches()) {
            String player = names.requirePlayer(m.group(1), pos);
            String key = m.group(2).toLowerCase(Locale.ROOT);
            if (key.equals("mana")) {
                return manaLine(player, m.group(3), pos);
            }
            if (!Zones.isZone(key)) {
                throw new ScenarioSyntaxException(pos, "unknown zone \"" + m.group(2) + "\"; expected one of "
                        + Zones.listed() + " (or mana)");
            }
            return zoneLine(player, key, m.group(3).strip(), pos, names);
        }
        throw new ScenarioSyntaxException(pos, "unknown setup line \"" + text + "\"; " + FORMS);
    }

    private static SetupLine turnLine(String text, Pos pos, Names names) {
        Matcher m = TURN.matcher(text);
        if (!m.matches()) {
            throw new ScenarioSyntaxException(pos, "bad turn line \"" + text + "\"; expected turn N PLAYER STEP");
        }
        int turn = Numbers.positive(m.group(1), pos, "turn N PLAYER STEP");
        String player = names.requirePlayer(m.group(2), pos);
        return new SetupLine.TurnLine(turn, player, StepNames.require(m.group(3), pos), pos);
    }

    private static SetupLine manaLine(String player, String symbols, Pos pos) {
        String mana = symbols.replaceAll("\\s+", "").toUpperCase(Locale.ROOT);
        if (!MANA.matcher(mana).matches()) {
            throw new ScenarioSyntaxException(pos, "bad mana \"" + symbols.strip()
                    + "\"; expected mana symbols such as {R}{R}{G}");
        }
        return new SetupLine.ManaLine(player, mana, pos);
    }

    private static SetupLine zoneLine(String player, String zone, String rest, Pos pos, Names names) {
        if (rest.isEmpty()) {
            throw new ScenarioSyntaxException(pos, "nothing after \"" + player + " " + zone
                    + ":\"; expected ITEM, ITEM... or empty");
        }
        if (rest.equalsIgnoreCase("empty")) {
            return new SetupLine.ZoneLine(player, zone, true, List.of(), pos);
        }
        List<Item> items = ItemParser.parseList(rest, pos, names);
        for (Item item : items) {
            item.label().ifPresent(label -> register(label, pos, names));
        }
        return new SetupLine.ZoneLine(player, zone, false, items, pos);
    }

    private static void register(String label, Pos pos, Names names) {
        names.labelPos(label).ifPresent(first -> {
            throw new ScenarioSyntaxException(pos,
                    "label \"" + label + "\" is already used at line " + first.line());
        });
        if (names.player(label).isPresent()) {
            throw new ScenarioSyntaxException(pos, "label \"" + label + "\" is a player's name");
        }
        names.addLabel(label, pos);
    }
}
