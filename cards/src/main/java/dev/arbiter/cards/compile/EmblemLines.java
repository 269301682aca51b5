package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.EmblemGrammar;
import dev.arbiter.cards.grammar.ast.EmblemNode;
import dev.arbiter.cards.text.CardText;
import dev.arbiter.cards.text.RulesLine;
import dev.arbiter.cards.text.SourcePos;
import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.Relation;
import dev.arbiter.engine.ability.StaticAbility;
import dev.arbiter.engine.ability.TargetFilter;
import dev.arbiter.engine.ability.TargetSpec;
import dev.arbiter.engine.ability.TriggeredAbility;
import dev.arbiter.engine.ability.Who;
import java.util.List;
import java.util.Optional;

/**
 * Emblems (114): "[You get | Each opponent gets | Target opponent gets] an emblem with "[ability]"" (114.1). The quoted
 * ability is read as the line of an object named "Emblem" ("this emblem" is that object, 114.3), and kept only when it
 * works from the command zone as the engine plays it (114.4): a triggered ability, or a static ability that works
 * through the layers. An activated ability of an emblem (the priority listing reads permanents) is refused.
 */
final class EmblemLines {
    private static final SourcePos WHERE = new SourcePos("emblem", 1);

    private EmblemLines() {
    }

    /** The effect of an emblem sentence, or null when {@code text} is not one. */
    static Effect parse(String text, ParseContext ctx) {
        if (!text.contains("an emblem with")) return null;
        EmblemNode node = EmblemGrammar.parse(text.strip());
        if (node == null) return null;
        String quoted = node.ability();
        if (quoted.contains("~")) throw new NotSupported("emblem ability naming its source");
        String line = EmblemGrammar.thisEmblemAsSelf(quoted).replace('\'', '"').strip(); // 'nested' quotes: the inner ability
        if (!line.endsWith(".") && !line.endsWith("\"")) line += ".";
        SourcePos pos = ctx.card() != null ? ctx.card().pos() : WHERE;
        CardText holder = new CardText("Emblem", List.of(), false, List.of(), List.of(), List.of(), null, null, null,
                Optional.empty(), List.of(new RulesLine(line, quoted, pos)), pos);
        Optional<List<Ability>> abilities = OracleCompiler.line(line, holder, new SpellEffectLines(holder));
        if (abilities.isEmpty() || abilities.get().isEmpty()) {
            throw new NotSupported("emblem ability \"" + quoted + "\" (" + UnsupportedReasons.classify(line) + ")");
        }
        for (Ability a : abilities.get()) {
            boolean works = a instanceof TriggeredAbility || a instanceof StaticAbility st && st.effect().layered();
            if (!works) throw new NotSupported("emblem ability the engine doesn't play from the command zone (114.4)");
        }
        String who = node.who().toLowerCase(java.util.Locale.ROOT);
        Who w;
        if (who.startsWith("you")) w = new Who.You();
        else if (who.startsWith("each")) w = new Who.EachOpponent();
        else {
            int index = ctx.addTarget(TargetSpec.one(new TargetFilter.PlayerTarget(who.startsWith("target opponent")
                    ? Relation.OPPONENT : Relation.ANY), who.substring(0, who.length() - " gets".length())));
            w = new Who.TargetPlayer(index);
        }
        return new Effect.CreateEmblem(w, List.copyOf(abilities.get()));
    }
}
