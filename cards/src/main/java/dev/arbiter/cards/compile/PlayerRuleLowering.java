package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.ParseFailure;
import dev.arbiter.cards.grammar.PlayerRuleGrammar;
import dev.arbiter.cards.grammar.ast.ObjectRef;
import dev.arbiter.cards.grammar.ast.PlayerRef;
import dev.arbiter.cards.grammar.ast.PlayerRuleNode;
import dev.arbiter.cards.grammar.ast.PlayerRuleNode.Action;
import dev.arbiter.cards.grammar.ast.PlayerRuleNode.Prohibition;
import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.DrawReplacement;
import dev.arbiter.engine.ability.Relation;
import dev.arbiter.engine.ability.StaticAbility;
import dev.arbiter.engine.ability.StaticEffect;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Lowers {@link PlayerRuleGrammar}: what players can't do (101.2) and replacements of a player's or the source's event
 * (614.1a). The grammar reads the whole wording family; this lowers the members the engine has an effect for and leaves
 * the rest (empty: the line stays not understood, fail closed).
 */
final class PlayerRuleLowering {

    private PlayerRuleLowering() {
    }

    /** The abilities of {@code text}, or empty when it is not such a line or the engine lacks its effect. */
    static Optional<List<Ability>> compile(String text) {
        String t = text.strip();
        if (!t.contains("can't") && !t.regionMatches(true, 0, "If ", 0, 3)) return Optional.empty(); // not such a line
        PlayerRuleNode node;
        try {
            node = PlayerRuleGrammar.parse(t);
        } catch (ParseFailure f) {
            return Optional.empty();
        }
        StaticEffect e = lower(node);
        return e == null ? Optional.empty() : Optional.of(List.of(new StaticAbility(e, t)));
    }

    private static StaticEffect lower(PlayerRuleNode node) {
        if (node instanceof PlayerRuleNode.Cant cant) return cant(cant.clauses());
        if (node instanceof PlayerRuleNode.ObjectWould w) return objectWould(w);
        if (node instanceof PlayerRuleNode.LossInstead l) { // 104.3, 614.1a: the engine's restart is seven cards and 20 life
            return l.zones().size() == 3 && Set.copyOf(l.zones()).equals(Set.of("your hand", "your graveyard",
                    "all permanents you own")) && l.draw() == 7 && l.life() == 20 ? new StaticEffect.RestartInsteadOfLosing() : null;
        }
        if (node instanceof PlayerRuleNode.DrawFromEmptyLibrary d) { // 121.4, 614.1a: the draw replaced by winning
            return d.who() instanceof PlayerRef.You && d.win() ? draw(new DrawReplacement.WinWithEmptyLibrary()) : null;
        }
        if (node instanceof PlayerRuleNode.RevealTopInstead r) { // 614.5: "otherwise, draw" is a draw it doesn't replace again
            return r.type().equals("creature") && r.zone().equals("graveyard")
                    ? draw(new DrawReplacement.RevealTopCreatureToGraveyard()) : null;
        }
        if (node instanceof PlayerRuleNode.DrawInstead d) { // 121.1, 614.5: one at a time, not replaced again
            return draw(new DrawReplacement.DrawInstead(d.count()));
        }
        if (node instanceof PlayerRuleNode.DrawInsteadAfterFirst d) { // 504.1: not the first draw in your draw step
            return draw(new DrawReplacement.DrawInsteadAfterFirst(d.count()));
        }
        if (node instanceof PlayerRuleNode.ChooseKindInstead k) { // 701.20: revealed until one of the chosen kind
            return k.kind().equals("land") ? draw(new DrawReplacement.ChooseKindAndReveal()) : null;
        }
        return null;
    }

    private static StaticEffect draw(DrawReplacement r) {
        return new StaticEffect.ReplaceDraw(r);
    }

    /** 101.2: the prohibitions the engine has an effect for. */
    private static StaticEffect cant(List<Prohibition> clauses) {
        if (clauses.size() == 2 && clauses.get(0).who() instanceof PlayerRef.You && clauses.get(0).action() == Action.LOSE_THE_GAME
                && clauses.get(1).who() instanceof PlayerRef.EachOpponent && clauses.get(1).action() == Action.WIN_THE_GAME) {
            return new StaticEffect.CantLoseOpponentsCantWin(); // 104.3b, 104.2a
        }
        if (clauses.size() != 1) return null;
        Prohibition p = clauses.get(0);
        Relation who = p.who() instanceof PlayerRef.You ? Relation.YOU
                : p.who() instanceof PlayerRef.EachOpponent ? Relation.OPPONENT : Relation.ANY;
        return switch (p.action()) {
            case GET_POISON_COUNTERS -> who == Relation.YOU ? new StaticEffect.CantGetPoisonCounters() : null; // 122.1f
            case DRAW_CARDS -> who == Relation.OPPONENT ? null : new StaticEffect.CantDraw(who == Relation.ANY); // 121.1
            case DRAW_MORE_THAN -> new StaticEffect.DrawLimit(who, p.limit()); // 121.1
            case LOSE_THE_GAME, WIN_THE_GAME -> null;
        };
    }

    /** 614.1a: the source's own destruction or trip to a graveyard, replaced. */
    private static StaticEffect objectWould(PlayerRuleNode.ObjectWould w) {
        if (!(w.object() instanceof ObjectRef.Self)) return null;
        return switch (w.instead()) {
            // 701.15b, 614.8: each time, not a one-use shield
            case REGENERATE -> w.event() == PlayerRuleNode.ObjectEvent.DESTROYED ? new StaticEffect.RegenerateInsteadOfDestroy() : null;
            case SHUFFLE_INTO_LIBRARY -> w.event() == PlayerRuleNode.ObjectEvent.PUT_INTO_GRAVEYARD
                    && (w.revealed() == null || w.revealed() instanceof ObjectRef.Self)
                    ? new StaticEffect.ShuffleIntoLibraryInsteadOfGraveyard() : null;
        };
    }
}
