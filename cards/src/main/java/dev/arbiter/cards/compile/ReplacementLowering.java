package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.ParseFailure;
import dev.arbiter.cards.grammar.ReplacementGrammar;
import dev.arbiter.cards.grammar.StaticGrammar;
import dev.arbiter.cards.grammar.ast.AmountNode;
import dev.arbiter.cards.grammar.ast.Noun;
import dev.arbiter.cards.grammar.ast.ReplacementNode;
import dev.arbiter.cards.grammar.ast.StaticNode;
import dev.arbiter.cards.text.CardText;
import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Amount;
import dev.arbiter.engine.ability.FilterQualities;
import dev.arbiter.engine.ability.ObjectFilter;
import dev.arbiter.engine.ability.Relation;
import dev.arbiter.engine.ability.StaticAbility;
import dev.arbiter.engine.ability.StaticEffect;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Lowers entering replacements and "can't be countered" lines ({@link ReplacementGrammar}):
 * "enters the battlefield tapped unless you control ..." (614.1c, 614.12), "enters with X +1/+1
 * counters on it" with the X paid for the spell (107.3m), "This spell can't be countered." (101.2).
 */
final class ReplacementLowering {

    private ReplacementLowering() {
    }

    /** The abilities of {@code text}, or empty when it is not such a line. */
    static Optional<List<Ability>> compile(String text, CardText card) {
        String t = text.strip();
        if (!t.contains("enter") && !t.contains("can't be countered") && !t.contains("gain life") && !t.contains("reduces it to")
                && !t.contains("twice that many of those tokens")) {
            return Optional.empty(); // not such a line: skip parsing
        }
        StaticEffect effect = xCounters(t, card);
        if (effect == null) {
            ReplacementNode node;
            try {
                node = ReplacementGrammar.parse(t);
            } catch (ParseFailure f) {
                return Optional.empty();
            }
            if (node instanceof ReplacementNode.EntersTappedWithCounters w) {
                // 614.1c: two replacements of the same event, written as one sentence
                return Optional.of(List.of(new StaticAbility(new StaticEffect.EntersTapped(), t),
                        new StaticAbility(new StaticEffect.EntersWithCounters(CounterKinds.check(w.kind()),
                                counters(w.amount(), card)), t)));
            }
            effect = lower(node, card);
        }
        return Optional.of(List.of(new StaticAbility(effect, t)));
    }

    /** 107.3m: "~ enters the battlefield with X KIND counters on it." on a card whose mana cost has {X}. */
    private static StaticEffect xCounters(String text, CardText card) {
        StaticNode node;
        try {
            node = StaticGrammar.parse(text);
        } catch (ParseFailure f) {
            return null;
        }
        if (!(node instanceof StaticNode.EntersWithCounters w) || !(w.amount() instanceof AmountNode.X)) return null;
        if (card.manaCost() == null || !card.manaCost().contains("{X}")) {
            throw new NotSupported("variable amount (X not paid in the cost)");
        }
        return new StaticEffect.EntersWithCounters(CounterKinds.check(w.kind()), new Amount.X());
    }

    private static Amount counters(AmountNode n, CardText card) {
        if (n instanceof AmountNode.Fixed f) return Amount.of(f.value());
        if (n instanceof AmountNode.X && card.manaCost() != null && card.manaCost().contains("{X}")) return new Amount.X();
        throw new NotSupported("variable amount (X not paid in the cost)");
    }

    private static StaticEffect lower(ReplacementNode node, CardText card) {
        boolean permanent = !card.hasType("Instant") && !card.hasType("Sorcery");
        if (node instanceof ReplacementNode.EntersWithCounterOfChoice k) { // 614.12, 122.6
            List<String> kinds = new ArrayList<>();
            for (String kind : k.kinds()) kinds.add(CounterKinds.check(kind));
            return new StaticEffect.EntersWithCounterOfChoice(List.copyOf(kinds));
        }
        if (node instanceof ReplacementNode.CantBeCountered c) {
            if (c.spells() == null) return new StaticEffect.CantBeCountered(null);
            if (!permanent) throw new NotSupported("\"can't be countered\" for other spells on a spell");
            NounLowering.Lowered l = NounLowering.lower(c.spells());
            if (l.kind() != NounLowering.Kind.SPELL) throw new NotSupported("\"can't be countered\" for a noun that isn't spells");
            return new StaticEffect.CantBeCountered(l.filter());
        }
        if (node instanceof ReplacementNode.EntersTappedUnlessPaid p) {
            if (!permanent) throw new NotSupported("\"enters tapped\" on an instant or sorcery");
            if (p.reveal() == null) return new StaticEffect.EntersTappedUnlessPaid(p.life(), null);
            NounLowering.Lowered l = NounLowering.lower(p.reveal());
            if (l.kind() != NounLowering.Kind.CARD || p.reveal().zone() != null) throw new NotSupported("revealing such a card");
            return new StaticEffect.EntersTappedUnlessPaid(0, l.filter());
        }
        if (node instanceof ReplacementNode.OthersEnterWithCounters w) {
            if (!permanent) throw new NotSupported("\"enters with an additional counter\" on an instant or sorcery");
            NounLowering.Lowered l = NounLowering.lower(w.permanents());
            if (l.kind() != NounLowering.Kind.PERMANENT) throw new NotSupported("cards or spells entering with counters");
            ObjectFilter f = w.other() ? l.filter().otherThanSource() : l.filter();
            return new StaticEffect.OthersEnterWithCounters(f, CounterKinds.check(w.kind()), w.amount());
        }
        if (node instanceof ReplacementNode.LifeFloor f) { // 614.1a
            if (!permanent) throw new NotSupported("a life total replacement on an instant or sorcery");
            return new StaticEffect.DamageLifeFloor(f.condition() == null ? new dev.arbiter.engine.ability.Condition.Always()
                    : ConditionLowering.lower(f.condition(), false));
        }
        if (node instanceof ReplacementNode.LifeGain g) {
            if (!permanent) throw new NotSupported("a life gain replacement on an instant or sorcery");
            return new StaticEffect.ModifyLifeGain(g.factor(), g.plus());
        }
        if (node instanceof ReplacementNode.MultiplyTokens m) { // 614.1a, 111.2
            if (!permanent) throw new NotSupported("a token creation replacement on an instant or sorcery");
            return new StaticEffect.MultiplyTokensCreated(m.factor(), m.type() == null ? null
                    : dev.arbiter.engine.characteristic.CardType.valueOf(m.type().toUpperCase(java.util.Locale.ROOT)), m.yours());
        }
        if (node instanceof ReplacementNode.OthersEnterTapped o) {
            if (!permanent) throw new NotSupported("\"enter tapped\" on an instant or sorcery");
            NounLowering.Lowered l = NounLowering.lower(o.permanents());
            if (l.kind() != NounLowering.Kind.PERMANENT) throw new NotSupported("cards or spells entering tapped");
            return new StaticEffect.PermanentsEnterTapped(l.filter());
        }
        if (node instanceof ReplacementNode.EntersTappedUnlessOpponents o) { // 614.1c, 102.3
            if (!permanent) throw new NotSupported("\"enters tapped\" on an instant or sorcery");
            return new StaticEffect.EntersTappedUnless(new dev.arbiter.engine.ability.Condition.AmountBetween(
                    new Amount.CountPlayers(true), o.atLeast(), Integer.MAX_VALUE));
        }
        ReplacementNode.EntersTappedUnless u = (ReplacementNode.EntersTappedUnless) node;
        if (!permanent) throw new NotSupported("\"enters tapped\" on an instant or sorcery");
        if (u.counted() != null) {
            ObjectFilter f = permanents(u.counted());
            return u.orMore() ? new StaticEffect.EntersTappedUnlessYouControl(f, u.bound(), Integer.MAX_VALUE)
                    : new StaticEffect.EntersTappedUnlessYouControl(f, 0, u.bound());
        }
        return new StaticEffect.EntersTappedUnlessYouControl(anyOf(u.anyOf()), 1, Integer.MAX_VALUE);
    }

    /** "a Swamp or a Mountain": one subtype of several (a single noun keeps its own filter). */
    private static ObjectFilter anyOf(List<Noun> nouns) {
        if (nouns.size() == 1) return permanents(nouns.get(0));
        List<String> subtypes = new ArrayList<>();
        int types = -1;
        for (Noun n : nouns) {
            ObjectFilter f = permanents(n);
            if (f.subtype() == null || !f.more().none() || f.colorMask() != 0 || f.excludedTypes() != 0
                    || f.withKeywords() != 0 || (types >= 0 && types != f.anyOfTypes())) {
                throw new NotSupported("\"unless you control\" several different kinds of permanent");
            }
            types = f.anyOfTypes();
            subtypes.add(f.subtype());
        }
        return new ObjectFilter(types, 0, Relation.YOU, null, 0, 0, false, false,
                FilterQualities.NONE.anySubtypes(subtypes));
    }

    private static ObjectFilter permanents(Noun n) {
        if (n.controller() != null) throw new NotSupported("\"unless you control\" with a controller clause");
        NounLowering.Lowered l = NounLowering.lower(n);
        if (l.kind() != NounLowering.Kind.PERMANENT) throw new NotSupported("\"unless you control\" cards or spells");
        return l.filter().controlledBy(Relation.YOU);
    }
}
