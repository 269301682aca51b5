package dev.arbiter.engine.stack;

import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.StaticAbility;
import dev.arbiter.engine.ability.StaticEffect;
import dev.arbiter.engine.card.Characteristics;
import dev.arbiter.engine.mana.ManaCost;
import dev.arbiter.engine.mana.ManaSymbol;

import java.util.ArrayList;
import java.util.List;

/** The value of X in a spell's cost (107.3a), and "Spend only black mana on X." (107.3, 601.2f). */
final class XMana {
    private XMana() {
    }

    /** {@code cost} with each X replaced by {@code x}: generic mana, or mana of one colour when the card says so. */
    static ManaCost withX(Characteristics ch, ManaCost cost, int x) {
        if (!cost.hasX()) return cost;
        for (Ability a : ch.abilities()) {
            if (!(a instanceof StaticAbility st && st.effect() instanceof StaticEffect.SpendOnlyColorOnX only)) continue;
            List<ManaSymbol> out = new ArrayList<>();
            for (ManaSymbol s : cost.symbols()) {
                if (s instanceof ManaSymbol.Variable) {
                    for (int i = 0; i < x; i++) out.add(new ManaSymbol.Colored(only.color()));
                } else {
                    out.add(s);
                }
            }
            return new ManaCost(out);
        }
        return cost.withX(x);
    }
}
