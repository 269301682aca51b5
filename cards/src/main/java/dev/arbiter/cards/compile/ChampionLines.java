package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.Cursor;
import dev.arbiter.cards.grammar.NounGrammar;
import dev.arbiter.cards.grammar.ParseFailure;
import dev.arbiter.cards.grammar.ast.Noun;
import dev.arbiter.cards.text.CardText;
import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.ObjectFilter;
import dev.arbiter.engine.ability.Trigger;
import dev.arbiter.engine.ability.TriggeredAbility;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * "Champion a[n] [object]" (702.72a) on a permanent: two triggered abilities, "When this permanent enters, sacrifice it
 * unless you exile another [object] you control" ({@link Effect.Champion}) and "When this permanent leaves the
 * battlefield, return the exiled card to the battlefield under its owner's control" (linked, 607.2a, 702.72b; read by the
 * trigger grammar as the rule writes it). The object is a noun of permanents the grammar reads ("Goblin or Shaman",
 * "Elemental"), controlled by "you"; anything else is refused (fail closed).
 */
final class ChampionLines {

    private ChampionLines() {
    }

    static Optional<List<Ability>> compile(String text, CardText card) {
        String t = text.strip();
        Cursor c = Cursor.of(t);
        if (!c.accept("champion") || c.acceptAny("a", "an") == null || c.atEnd()) return Optional.empty();
        int from = c.peek().start();
        String noun = t.substring(from);
        if (card.hasType("Instant") || card.hasType("Sorcery")) throw new NotSupported("keyword \"Champion\" on a spell");
        ObjectFilter filter = filter(noun);
        if (filter == null) throw new NotSupported("keyword \"Champion\" (" + noun + ")");
        List<Ability> out = new ArrayList<>();
        out.add(new TriggeredAbility(new Trigger.EntersBattlefield(), List.of(), new Effect.Champion(filter, noun),
                "When ~ enters the battlefield, sacrifice it unless you exile another " + noun + " you control."));
        List<Ability> leaves = TriggerLowering.line( // 702.72a, as the rule writes it
                "When ~ leaves the battlefield, return the exiled card to the battlefield under its owner's control.", card)
                .orElse(null);
        if (leaves == null || leaves.size() != 1) throw new NotSupported("keyword \"Champion\" (its leaves-the-battlefield ability)");
        out.addAll(leaves);
        return Optional.of(out);
    }

    /** The permanents "[noun] you control" names, or null when the grammar doesn't read it as one. */
    private static ObjectFilter filter(String noun) {
        Cursor c = Cursor.of(noun + " you control");
        Noun n;
        try {
            n = NounGrammar.noun(c);
        } catch (ParseFailure f) {
            return null;
        }
        if (n == null || !c.atEnd() || !"you control".equals(n.controller()) || n.hasHead("card") || n.zone() != null) return null;
        return MoreGrammarCosts.permanents(n);
    }
}
