package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.Cursor;
import dev.arbiter.cards.grammar.NounGrammar;
import dev.arbiter.cards.grammar.ParseFailure;
import dev.arbiter.cards.grammar.ast.Noun;
import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.StaticAbility;
import dev.arbiter.engine.ability.StaticEffect;
import dev.arbiter.engine.characteristic.CardType;

import java.util.List;
import java.util.Optional;

/**
 * Creatures that can't attack this permanent's controller (508.1c), read by the grammar:
 * <pre>
 * line := plural-creature-noun "can't attack you" ["or planeswalkers you control"] "."
 * </pre>
 * ("Creatures without flying can't attack you.", "Creatures with flying can't attack you or planeswalkers you control.")
 */
final class AttackYouLines {

    private AttackYouLines() {
    }

    static Optional<List<Ability>> compile(String text) {
        Cursor c = Cursor.of(text.strip());
        try {
            Noun n = NounGrammar.noun(c);
            if (!n.plural() || !c.accept("can't attack you")) return Optional.empty();
            boolean planeswalkers = c.accept("or planeswalkers you control");
            if (!c.accept(".") || !c.atEnd()) return Optional.empty();
            NounLowering.Lowered l = NounLowering.lower(n);
            if (l.kind() != NounLowering.Kind.PERMANENT || l.filter().anyOfTypes() != CardType.CREATURE.bit()) {
                return Optional.empty();
            }
            return Optional.of(List.of(new StaticAbility(new StaticEffect.CantAttackYou(l.filter(), planeswalkers), text.strip())));
        } catch (ParseFailure | NotSupported f) {
            return Optional.empty();
        }
    }
}
