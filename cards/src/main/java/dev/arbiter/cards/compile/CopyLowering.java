package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.CopyGrammar;
import dev.arbiter.cards.grammar.ParseFailure;
import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.StaticAbility;
import dev.arbiter.engine.ability.StaticEffect;
import dev.arbiter.engine.characteristic.CardType;

import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Lowers "You may have ~ enter the battlefield as a copy of any creature on the battlefield" (707.9)
 * into {@link StaticEffect.EntersAsCopy}. A copy of an Aura chooses what it enchants as it enters (303.4f-g,
 * in the engine). Fails closed on exceptions other than an added card type, added abilities or counters.
 */
final class CopyLowering {

    private CopyLowering() {
    }

    /** The abilities of a copy line, or empty when the grammar does not read it. */
    static Optional<List<Ability>> compile(String text, dev.arbiter.cards.text.CardText card) {
        CopyGrammar.EntersAsCopy node;
        try {
            node = CopyGrammar.parse(text);
        } catch (ParseFailure f) {
            return Optional.empty();
        }
        NounLowering.Lowered l = NounLowering.lower(node.noun());
        if (l.kind() != NounLowering.Kind.PERMANENT || node.noun().zone() != null) {
            throw new NotSupported("entering as a copy of a card or spell");
        }
        // 303.4f-g: a copy of an Aura chooses what it enchants as it enters, or goes to the graveyard (the engine's AuraEntry)
        int extra = 0;
        if (node.extraType() != null) {
            try {
                extra = CardType.valueOf(node.extraType().toUpperCase(Locale.ROOT)).bit();
            } catch (IllegalArgumentException e) {
                throw new NotSupported("a copy that is a \"" + node.extraType() + "\" in addition");
            }
        }
        List<Ability> abilities = List.of();
        if (node.extraAbilities() != null) { // 707.9b: "except it has haste and dethrone" / "except it has "...""
            abilities = GrantedAbilities.lower(node.extraAbilities(), card, false);
            if (abilities == null) throw new NotSupported("a copy that has \"" + node.extraAbilities().printed() + "\"");
        }
        String kind = null;
        dev.arbiter.engine.ability.Amount counters = null;
        if (node.counterKind() != null) { // 614.1c, 122.6: counters it enters with as a copy
            kind = CounterKinds.check(node.counterKind());
            boolean x = node.counterCount().equalsIgnoreCase("x");
            if (x && (card == null || !card.manaCost().toUpperCase(Locale.ROOT).contains("{X}"))) {
                throw new NotSupported("X counters on a copy without {X} in its mana cost (107.3m)");
            }
            counters = x ? new dev.arbiter.engine.ability.Amount.X() : new dev.arbiter.engine.ability.Amount.Fixed(
                    Integer.parseInt(node.counterCount()));
        }
        return Optional.of(List.of(new StaticAbility(new StaticEffect.EntersAsCopy(l.filter(), extra, abilities, kind, counters,
                node.keepsColor()),
                text.strip())));
    }
}
