package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.Cursor;
import dev.arbiter.cards.grammar.Token;
import dev.arbiter.cards.text.CardText;
import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.ActivatedAbility;
import dev.arbiter.engine.ability.ActivatedAbility.Timing;
import dev.arbiter.engine.ability.Affected;
import dev.arbiter.engine.ability.Condition;
import dev.arbiter.engine.ability.Cost;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.Keyword;
import dev.arbiter.engine.ability.KeywordAbility;
import dev.arbiter.engine.ability.ObjectFilter;
import dev.arbiter.engine.ability.StaticAbility;
import dev.arbiter.engine.ability.StaticEffect;
import dev.arbiter.engine.ability.Subject;
import dev.arbiter.engine.characteristic.CardType;
import dev.arbiter.engine.mana.ManaCost;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * "Reconfigure [mana]" (702.151a) on an Equipment creature: "[Cost]: Attach this permanent to another target creature you
 * control. Activate only as a sorcery." and "[Cost]: Unattach this permanent. Activate only if this permanent is attached
 * to a creature and only as a sorcery."; while attached it isn't a creature (702.151b: a layer-4 effect of its own,
 * kept if it loses its abilities, 613.6), and the keyword lets the Equipment creature equip (301.5c).
 */
final class ReconfigureLines {

    private ReconfigureLines() {
    }

    /** The abilities of a reconfigure line, or empty when {@code text} is not one. */
    static Optional<List<Ability>> compile(String text, CardText card, SpellEffectLines spell) {
        String t = text.strip();
        Cursor c = Cursor.of(t);
        if (!c.accept("reconfigure")) return Optional.empty();
        List<String> symbols = new ArrayList<>();
        while (c.peek() != null && c.peek().kind() == Token.Kind.SYMBOL) symbols.add(c.next().text());
        if (symbols.isEmpty() || !c.atEnd()) return Optional.empty();
        if (!card.hasType("Creature") || !card.hasType("Artifact") || !card.subtypes().contains("Equipment")) {
            throw new NotSupported("reconfigure on a card that isn't an Equipment creature"); // 301.5c
        }
        Cost cost;
        try {
            cost = new Cost(ManaCost.ofSymbols(symbols), List.of());
        } catch (RuntimeException e) {
            throw new NotSupported("keyword \"" + t + "\" (its cost)");
        }
        if (cost.hasX()) throw new NotSupported("keyword \"" + t + "\" with X in its cost");
        List<Ability> defined = KeywordDefinitions.definitionLines(t, List.of(cost.mana() // 702.151a
                + ": Attach ~ to another target creature you control. Activate only as a sorcery."), card, spell);
        if (defined.size() != 1 || !(defined.get(0) instanceof ActivatedAbility a) || !(a.effect() instanceof Effect.Attach)
                || a.targets().size() != 1 || a.timing() != Timing.SORCERY) {
            throw new NotSupported("keyword \"" + t + "\" (its definition)");
        }
        ActivatedAbility attach = new ActivatedAbility(cost, a.targets(), a.effect(), false, Timing.SORCERY, t);
        ObjectFilter creature = ObjectFilter.creatures();
        ActivatedAbility unattach = new ActivatedAbility(cost, List.of(), new Effect.Unattach(new Subject.Self()), false,
                Timing.SORCERY, t).onlyIf(new Condition.ObjectIs(true, creature)); // 702.151a: "only if ... attached to a creature"
        StaticAbility notCreature = new StaticAbility(new StaticEffect.RemoveTypes(new Affected.Self(), CardType.CREATURE.bit(),
                new Condition.ObjectIs(true, ObjectFilter.any())), t); // 702.151b: until it becomes unattached
        return Optional.of(List.of(new KeywordAbility(Keyword.RECONFIGURE), attach, unattach, notCreature));
    }
}
