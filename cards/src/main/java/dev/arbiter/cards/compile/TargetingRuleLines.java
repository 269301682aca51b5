package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.Cursor;
import dev.arbiter.cards.grammar.NounGrammar;
import dev.arbiter.cards.grammar.ParseFailure;
import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.StaticAbility;
import dev.arbiter.engine.ability.StaticEffect;

import java.util.List;
import java.util.Optional;

/**
 * What can't target a permanent (115.4, 101.2), read by the grammar:
 * <pre>
 * line := "~ can't be the target of" noun "."      where the noun names spells ("blue or black spells")
 *       | "~ can't be the target of" Q "spells or abilities from" Q "sources ."   (the same qualities Q twice, 113.7)
 * host := "Enchanted creature can't be the target of" noun "."   (an Aura's effect on its host: Anti-Magic Aura)
 * </pre>
 */
final class TargetingRuleLines {

    private TargetingRuleLines() {
    }

    /**
     * "Creatures can't be the targets of spells." / "Cards in graveyards can't be the targets of spells or abilities."
     * (115.4): permanents, or cards in graveyards, no spell [or ability] can target.
     */
    private static Optional<List<Ability>> group(Cursor c, String text) {
        try {
            dev.arbiter.cards.grammar.ast.Noun noun = NounGrammar.noun(c);
            if (!noun.plural() || !c.accept("can't be the targets of spells")) return Optional.empty();
            boolean abilities = c.accept("or abilities");
            if (!c.accept(".") || !c.atEnd()) return Optional.empty();
            NounLowering.Lowered l = NounLowering.lower(noun);
            boolean graveyards = "graveyards".equals(noun.zone());
            if (graveyards ? l.kind() != NounLowering.Kind.CARD : l.kind() != NounLowering.Kind.PERMANENT || noun.zone() != null) {
                throw new NotSupported("untargetable \"" + noun + "\"");
            }
            return Optional.of(List.of(new StaticAbility(new StaticEffect.CantBeTargets(l.filter(), graveyards, abilities),
                    text.strip())));
        } catch (ParseFailure f) {
            return Optional.empty();
        }
    }

    /**
     * "Enchanted creature can't be the target of spells." (115.4, 101.2): an effect of the Aura on the permanent it
     * enchants, the noun naming spells; the host word must be this card's ({@link AttachmentLines#hostWord}).
     */
    static Optional<List<Ability>> host(String text, dev.arbiter.cards.text.CardText card) {
        if (!text.regionMatches(true, 0, "enchanted ", 0, 10) || !text.contains("can't be the target of")) return Optional.empty();
        Cursor c = Cursor.of(text.strip());
        if (!"enchanted".equals(AttachmentLines.hostWord(card)) || !c.accept("enchanted")
                || c.acceptAny("creature", "permanent") == null || !c.accept("can't be the target of")) return Optional.empty();
        try {
            NounLowering.Lowered l = NounLowering.lower(NounGrammar.noun(c));
            if (l.kind() != NounLowering.Kind.SPELL || !c.accept(".") || !c.atEnd()) return Optional.empty();
            return Optional.of(List.of(new StaticAbility(new StaticEffect.AffectedCantBeTargetOfSpells(
                    new dev.arbiter.engine.ability.Affected.Host(), l.filter()), text.strip())));
        } catch (ParseFailure | NotSupported f) {
            return Optional.empty();
        }
    }

    static Optional<List<Ability>> compile(String text) {
        Cursor c = Cursor.of(text.strip());
        if (!c.at("~")) {
            return text.contains("can't be the targets of spells") ? group(c, text) : Optional.empty(); // a cheap look first
        }
        if (!c.accept("~ can't be the target of")) return Optional.empty();
        try {
            int at = c.mark();
            NounLowering.Lowered l = NounLowering.lower(NounGrammar.noun(c));
            if (l.kind() != NounLowering.Kind.SPELL) return Optional.empty();
            String spells = c.textFrom(at).toLowerCase(java.util.Locale.ROOT);
            if (c.accept("or abilities from")) { // 113.7: a spell is its own source, so one filter on the source
                if (!spells.endsWith(" spells")) return Optional.empty();
                String qualities = spells.substring(0, spells.length() - " spells".length());
                if (!c.accept(qualities + " sources") || !c.accept(".") || !c.atEnd()) return Optional.empty();
                return Optional.of(List.of(new StaticAbility(new StaticEffect.CantBeTargetOfSources(l.filter()), text.strip())));
            }
            if (!c.accept(".") || !c.atEnd()) return Optional.empty();
            return Optional.of(List.of(new StaticAbility(new StaticEffect.CantBeTargetOfSpells(l.filter()), text.strip())));
        } catch (ParseFailure f) {
            return Optional.empty();
        }
    }
}
