package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.Cursor;
import dev.arbiter.cards.grammar.Token;
import dev.arbiter.cards.text.CardText;
import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.AlternativeCost;
import dev.arbiter.engine.ability.Condition;
import dev.arbiter.engine.ability.Cost;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.Keyword;
import dev.arbiter.engine.ability.KeywordAbility;
import dev.arbiter.engine.ability.Subject;
import dev.arbiter.engine.mana.ManaCost;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * "Awaken N—[cost]" (702.113a) after the paragraphs of an instant or sorcery: "If you cast this spell for [cost], also
 * put N +1/+1 counters on target land you control and it becomes a 0/0 Elemental creature with haste. It's still a
 * land." An alternative cost (118.9, keyword "awaken"); its target is one more of the spell's, numbered after the
 * others (115.1) and chosen only when that cost is announced ({@link Effect.CostTargets}, 601.2c). The counters clause
 * is read by the grammar as the rule writes it; the land becomes a creature for good (no duration, 611.2a), keeping its
 * land type (205.1b: {@link Effect.BecomeCreature} with its other types kept).
 */
final class AwakenLines {

    static final String KEYWORD = "awaken";

    private AwakenLines() {
    }

    static Optional<List<Ability>> compile(String text, CardText card, SpellEffectLines spell) {
        Cursor c = Cursor.of(text.strip());
        if (!c.accept("awaken")) return Optional.empty();
        Token n = c.next();
        if (n == null || n.kind() != Token.Kind.NUMBER || c.acceptAny("—", "-") == null) return Optional.empty();
        List<String> symbols = new ArrayList<>();
        while (c.peek() != null && c.peek().kind() == Token.Kind.SYMBOL) symbols.add(c.next().text());
        if (symbols.isEmpty() || !c.atEnd()) throw new NotSupported("keyword \"Awaken\" (a cost that isn't mana)");
        if (!(card.hasType("Instant") || card.hasType("Sorcery"))) throw new NotSupported("keyword \"Awaken\" on a permanent");
        if (spell.written().isEmpty()) throw new NotSupported("keyword \"Awaken\" on a spell without its paragraphs before it");
        int counters;
        ManaCost cost;
        try {
            counters = Integer.parseInt(n.text());
            cost = ManaCost.ofSymbols(symbols);
        } catch (RuntimeException e) {
            throw new NotSupported("keyword \"Awaken\" (" + text.strip() + ")");
        }
        if (cost.hasX()) throw new NotSupported("keyword \"Awaken\" (cost with X)");
        ParseContext ctx = spell.context();
        int before = ctx.targets().size();
        ctx.newParagraph();
        // 702.113a, as the rule writes it
        Effect put = EffectParser.parse("Put " + counters + " +1/+1 counters on target land you control.", ctx);
        if (put == null || ctx.targets().size() != before + 1) throw new NotSupported("keyword \"Awaken\" (its target)");
        Effect becomes = new Effect.BecomeCreature(new Subject.TargetObject(before), 0, 0, 0, List.of("Elemental"), 0,
                List.of(new KeywordAbility(Keyword.HASTE)), false); // 205.1b: "It's still a land."
        Effect awakened = new Effect.IfCondition(new Condition.SourceCostPaid(KEYWORD),
                EffectParser.sequence(List.of(put, becomes)), null);
        spell.append(new Effect.CostTargets(KEYWORD, awakened, List.of(before), List.of()), text.strip());
        return Optional.of(List.of(new AlternativeCost(new Cost(cost, List.of()), List.of(), "Awaken " + counters
                + "\u2014" + cost, KEYWORD)));
    }
}
