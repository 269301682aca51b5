package dev.arbiter.scenario.parse;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Reads scenario text (SCENARIOS.md) into a {@link Scenario}. Depends on nothing but the text and
 * a {@link NameOracle}; every problem is a {@link ScenarioSyntaxException} with file and line.
 */
public final class ScenarioParser {
    private ScenarioParser() {}

    /**
     * @param fileName used in positions and messages
     * @param names    the known card names (see {@link NameOracle#ANY_SIMPLE})
     */
    public static Scenario parse(String fileName, String text, NameOracle names) {
        List<Section> sections = Sections.split(fileName, LineReader.read(fileName, text));
        Header header = new Header();
        List<Section> blocks = new ArrayList<>();
        Optional<Section> setupSection = Optional.empty();
        for (Section s : sections) {
            if (header.read(s)) {
                continue;
            }
            if (s.key().equals("setup")) {
                if (setupSection.isPresent()) {
                    throw new ScenarioSyntaxException(s.pos(),
                            "a second setup: (the first is at line " + setupSection.get().pos().line() + ")");
                }
                setupSection = Optional.of(s);
            } else {
                blocks.add(s);
            }
        }
        header.checkFormat();
        Names known = new Names(names, header.cards.stream().map(InlineCard::name).toList(), header.players);
        Setup setup = setupSection.map(s -> SetupParser.parse(s.lines(), known)).orElse(Setup.EMPTY);
        List<Block> parsed = blocks.stream().map(s -> block(s, known)).toList();
        return new Scenario(header.title, header.pos, header.rules, header.players, header.edition,
                header.cards, setup, parsed, header.twoHeadedGiant, header.ante);
    }

    /** Reads a file as UTF-8 and parses it, with the path as the file name. */
    public static Scenario parse(Path file, NameOracle names) throws IOException {
        return parse(file.toString(), Files.readString(file, StandardCharsets.UTF_8), names);
    }

    private static Block block(Section s, Names known) {
        if (s.key().equals("actions")) {
            return new ActionsBlock(s.lines().stream().map(l -> ActionParser.parse(l, known)).toList(), s.pos());
        }
        return new ExpectBlock(s.lines().stream().map(l -> ExpectationParser.parse(l, known)).toList(), s.pos());
    }
}
