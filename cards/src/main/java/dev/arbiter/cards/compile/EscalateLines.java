package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.Cursor;
import dev.arbiter.cards.grammar.ModeHeaderGrammar;
import dev.arbiter.cards.grammar.ModeLineGrammar;
import dev.arbiter.cards.grammar.Token;
import dev.arbiter.cards.text.CardText;
import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Escalate;
import dev.arbiter.engine.mana.ManaCost;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * "Escalate [mana cost]" (702.120a, first word "escalate") on an instant or sorcery whose next line is "Choose one or
 * more —" / "Choose one or both —" with its bulleted modes: the spell's choices are the sets of modes
 * {@link ModeCombinations} builds (each size from one up, in its order), and {@link Escalate} is given how many modes
 * beyond the first each holds (601.2f: the escalate cost once for each). A cost that isn't mana ("Escalate—Discard a
 * card.") or another header is refused.
 */
final class EscalateLines {

    private EscalateLines() {
    }

    static Optional<List<Ability>> compile(String text, CardText card) {
        String t = text.strip();
        Cursor c = Cursor.of(t);
        if (!c.accept("escalate")) return Optional.empty();
        List<String> symbols = new ArrayList<>();
        while (c.peek() != null && c.peek().kind() == Token.Kind.SYMBOL) symbols.add(c.next().text());
        if (symbols.isEmpty() || !c.atEnd()) throw new NotSupported("keyword \"Escalate\" (a cost that isn't mana)");
        if (!(card.hasType("Instant") || card.hasType("Sorcery"))) throw new NotSupported("keyword \"Escalate\" on a permanent");
        ManaCost cost;
        try {
            cost = ManaCost.ofSymbols(symbols);
        } catch (RuntimeException e) {
            throw new NotSupported("keyword \"Escalate\" (cost " + String.join("", symbols) + ")");
        }
        if (cost.hasX()) throw new NotSupported("keyword \"Escalate\" (cost with X)");
        List<String> lines = card.rulesTexts();
        int at = -1;
        for (int i = 0; i < lines.size(); i++) if (lines.get(i).strip().equals(t)) at = i;
        ModeHeaderGrammar.Header header = at < 0 || at + 1 >= lines.size() ? null : ModeHeaderGrammar.read(lines.get(at + 1));
        if (header == null || header.repeated() || !(header.count().equals("one or more") || header.count().equals("one or both"))) {
            throw new NotSupported("keyword \"Escalate\" not followed by \"Choose one or more —\" and its modes");
        }
        int modes = 0;
        for (int i = at + 2; i < lines.size() && ModeLineGrammar.mode(lines.get(i)) != null; i++) modes++;
        int most = header.count().equals("one or both") ? 2 : modes;
        if (modes < 2 || most > modes || at + 2 + modes != lines.size()) {
            throw new NotSupported("keyword \"Escalate\" (the modes after it)");
        }
        List<Integer> extra = new ArrayList<>(); // the choices in ModeCombinations' order: sizes 1..most, each lexicographic
        for (int size = 1; size <= most; size++) {
            for (List<Integer> set : ModeCombinations.subsets(modes, size)) extra.add(set.size() - 1);
        }
        return Optional.of(List.of(new Escalate(cost, extra, "Escalate " + cost)));
    }
}
