package dev.arbiter.scenario.run;

import dev.arbiter.cards.compile.CompileResult;
import dev.arbiter.cards.compile.OracleCompiler;
import dev.arbiter.cards.pool.CardPool;
import dev.arbiter.cards.text.CardFormatException;
import dev.arbiter.cards.text.CardText;
import dev.arbiter.cards.text.CardTextReader;
import dev.arbiter.engine.card.CardDefinition;
import dev.arbiter.scenario.parse.InlineCard;
import dev.arbiter.scenario.parse.NameOracle;
import dev.arbiter.scenario.parse.Pos;

import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The cards a scenario can name (SCENARIOS.md "card:"): its own inline cards first, then the
 * project's card pool. An inline card that can't be read or compiled fails the scenario at its line.
 */
final class CardSource {
    private static final OracleCompiler COMPILER = new OracleCompiler();

    private final CardPool pool;
    private final Map<String, CardDefinition> inline = new HashMap<>();

    CardSource(CardPool pool, List<InlineCard> cards) {
        this.pool = pool;
        for (InlineCard card : cards) {
            CardDefinition def = compile(card);
            inline.put(key(def.name()), def);
        }
    }

    /** Names the parser should treat as card names (inline names are known to it already). */
    static NameOracle oracle(CardPool pool) {
        return s -> pool.contains(s) || s.indexOf(',') < 0;
    }

    /** The definition of the card named {@code name}; unknown or unsupported cards fail at {@code pos}. */
    CardDefinition definition(String name, Pos pos) {
        CardDefinition own = inline.get(key(name));
        if (own != null) return own;
        if (!pool.contains(name)) throw new ScenarioFailure(pos, "unknown card \"" + name + "\"");
        try {
            return pool.definition(name);
        } catch (IllegalArgumentException e) {
            throw new ScenarioFailure(pos, e.getMessage());
        }
    }

    private static CardDefinition compile(InlineCard card) {
        String text = String.join("\n", card.lines());
        List<CardText> read;
        try {
            read = CardTextReader.read(card.pos().file(), text);
        } catch (CardFormatException e) {
            throw new ScenarioFailure(lineOf(card, e.pos().line()), "card: " + e.reason());
        }
        if (read.size() != 1) {
            throw new ScenarioFailure(card.pos(), "card: expected one card, found " + read.size());
        }
        CompileResult r = COMPILER.compile(read.get(0));
        if (r instanceof CompileResult.Unsupported u) {
            Pos at = u.line() == null ? card.pos() : lineOf(card, u.pos().line());
            String why = u.line() == null ? u.reason() : "\"" + u.line().text() + "\" (" + u.reason() + ")";
            throw new ScenarioFailure(at, "card " + u.name() + " is unsupported: " + why);
        }
        return ((CompileResult.Supported) r).def();
    }

    private static Pos lineOf(InlineCard card, int line) {
        int i = line - 1;
        return i >= 0 && i < card.linePositions().size() ? card.linePositions().get(i) : card.pos();
    }

    private static String key(String name) {
        return name.toLowerCase(Locale.ROOT);
    }
}
