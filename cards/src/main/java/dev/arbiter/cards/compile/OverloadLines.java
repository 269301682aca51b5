package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.Cursor;
import dev.arbiter.cards.grammar.Token;
import dev.arbiter.cards.grammar.Tokenizer;
import dev.arbiter.cards.text.CardText;
import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.AlternativeCost;
import dev.arbiter.engine.ability.Condition;
import dev.arbiter.engine.ability.Cost;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.SpellAbility;
import dev.arbiter.engine.mana.ManaCost;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * "Overload [cost]" (702.96a) after the paragraphs of an instant or sorcery: an alternative cost (118.9, keyword
 * "overload"); if it is paid, the spell's text is changed by replacing every "target" with "each" (702.96b). The
 * changed paragraphs are read again as a spell of their own (a fresh {@link SpellEffectLines}: no targets may remain);
 * the spell resolves as one or the other ({@link Condition.SourceCostPaid}), and its targets are chosen only when the
 * overload cost isn't announced ({@link Effect.CostTargets}, 601.2c). A word beginning "target" other than "target"
 * itself, a quoted ability, or a modal spell is refused (fail closed).
 */
final class OverloadLines {

    static final String KEYWORD = "overload";

    private OverloadLines() {
    }

    static Optional<List<Ability>> compile(String text, CardText card, SpellEffectLines spell) {
        Cursor c = Cursor.of(text.strip());
        if (!c.accept("overload")) return Optional.empty();
        List<String> symbols = new ArrayList<>();
        while (c.peek() != null && c.peek().kind() == Token.Kind.SYMBOL) symbols.add(c.next().text());
        if (symbols.isEmpty() || !c.atEnd()) return Optional.empty();
        if (!(card.hasType("Instant") || card.hasType("Sorcery"))) throw new NotSupported("keyword \"Overload\" on a permanent");
        List<String> written = spell.written();
        if (written.isEmpty()) throw new NotSupported("keyword \"Overload\" on a spell without its paragraphs before it");
        ManaCost cost;
        try {
            cost = ManaCost.ofSymbols(symbols);
        } catch (RuntimeException e) {
            throw new NotSupported("keyword \"Overload\" (cost " + String.join("", symbols) + ")");
        }
        SpellEffectLines each = new SpellEffectLines(card); // 702.96b: the text as changed, read again
        for (String paragraph : written) {
            String changed = targetAsEach(paragraph);
            if (changed == null || !each.add(changed)) {
                throw new NotSupported("keyword \"Overload\" (the spell's text with \"each\" for \"target\" not understood)");
            }
        }
        SpellAbility overloaded = each.build().orElse(null);
        if (overloaded == null || !overloaded.targets().isEmpty() || overloaded.modal()) {
            throw new NotSupported("keyword \"Overload\" (the spell's text with \"each\" for \"target\" still targets)");
        }
        spell.overload(overloaded.effect());
        return Optional.of(List.of(new AlternativeCost(new Cost(cost, List.of()), List.of(),
                "Overload " + cost, KEYWORD)));
    }

    /**
     * 702.96b: {@code paragraph} with every word "target" replaced by "each" (capitalised as written), or null when a
     * word only begins with it ("targets") or a quoted ability is part of it.
     */
    static String targetAsEach(String paragraph) {
        StringBuilder out = new StringBuilder();
        int from = 0;
        for (Token t : Tokenizer.tokens(paragraph)) {
            if (t.kind() == Token.Kind.QUOTED) return null;
            if (t.kind() != Token.Kind.WORD || !t.lower().startsWith("target")) continue;
            if (!t.lower().equals("target") || !paragraph.startsWith(t.text(), t.start())) return null;
            out.append(paragraph, from, t.start()).append(t.capitalised() ? "Each" : "each");
            from = t.start() + t.text().length();
        }
        return out.append(paragraph.substring(from)).toString();
    }

    /**
     * The spell's effect: {@code each} if its overload cost was paid, else {@code targeted}, whose {@code targets}
     * targets are chosen only when it wasn't (601.2c).
     */
    static Effect either(Effect targeted, Effect each, int targets) {
        List<Integer> all = new ArrayList<>();
        for (int i = 0; i < targets; i++) all.add(i);
        return new Effect.CostTargets(KEYWORD, new Effect.IfCondition(new Condition.SourceCostPaid(KEYWORD), each, targeted),
                List.of(), all);
    }
}
