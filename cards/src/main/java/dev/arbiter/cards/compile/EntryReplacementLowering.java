package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.EntryReplacementGrammar;
import dev.arbiter.cards.grammar.ast.EntryReplacementNode;
import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Amount;
import dev.arbiter.engine.ability.Relation;
import dev.arbiter.engine.ability.StaticAbility;
import dev.arbiter.engine.ability.StaticEffect;
import dev.arbiter.engine.characteristic.CardType;
import java.util.List;
import java.util.Optional;

/**
 * The static abilities of {@link EntryReplacementGrammar}'s lines: entering with counters (614.1c), entering only if a
 * cost is paid instead (614.12; 701.17a sacrifice, 701.8a discard), more tokens of a subtype (614.1a, 111.2).
 */
final class EntryReplacementLowering {

    private EntryReplacementLowering() {
    }

    /**
     * 101.2, 614.1a: the player rules and the draw, loss and destruction replacements ({@link PlayerRuleLowering}),
     * then 614.1c: "~ enters with N +1/+1 counters on it [for each creature card in your graveyard]."
     */
    static Optional<List<Ability>> replacement(String text) {
        String t = text.strip();
        Optional<List<Ability>> rule = PlayerRuleLowering.compile(t);
        if (rule.isPresent()) return rule;
        if (!(EntryReplacementGrammar.read(t) instanceof EntryReplacementNode.EntersWithCounters e)) return Optional.empty();
        if (e.perCreatureCard() && e.n() != 1) return Optional.empty();
        Amount amount = e.perCreatureCard() ? new Amount.CountCardsInYourGraveyard(CardType.CREATURE.bit()) : Amount.of(e.n());
        return Optional.of(List.of(new StaticAbility(new StaticEffect.EntersWithCounters(e.counter(), amount), t)));
    }

    /**
     * 614.12: "If ~ would enter the battlefield, [you may] sacrifice|discard N noun instead. ..."; sacrificed:
     * permanents its controller controls; discarded: cards in their hand.
     */
    static Optional<List<Ability>> enterUnlessPaid(String text) {
        if (!(EntryReplacementGrammar.read(text) instanceof EntryReplacementNode.EnterUnlessPaid p)) return Optional.empty();
        if (p.noun().plural() != (p.count() > 1) || p.noun().zone() != null) return Optional.empty();
        NounLowering.Lowered l = NounLowering.lower(p.noun());
        if (l.kind() != (p.discard() ? NounLowering.Kind.CARD : NounLowering.Kind.PERMANENT)) return Optional.empty();
        if (l.filter().controller() != Relation.ANY) return Optional.empty();
        StaticEffect e = new StaticEffect.EntersOnlyIfPaid(p.discard(), l.filter(), p.count(), p.may(), p.what());
        return Optional.of(List.of(new StaticAbility(e, text.strip())));
    }

    /**
     * 614.1a: "If you would create one or more Treasure tokens, instead create those tokens plus an additional
     * Treasure token." The subtype must not be a card type ("creature tokens" would need a definition).
     */
    static Optional<List<Ability>> tokensPlus(String text) {
        if (!(EntryReplacementGrammar.read(text) instanceof EntryReplacementNode.TokensPlus p)) return Optional.empty();
        for (CardType type : CardType.values()) {
            if (type.name().equalsIgnoreCase(p.subtype())) return Optional.empty();
        }
        return Optional.of(List.of(new StaticAbility(new StaticEffect.AddTokensCreated(p.subtype(), p.plus(), true),
                text.strip())));
    }
}
