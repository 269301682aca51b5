package dev.arbiter.engine.card;

import dev.arbiter.engine.ability.ActivatedAbility;
import dev.arbiter.engine.ability.Cost;
import dev.arbiter.engine.ability.CostPart;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.mana.ManaCost;
import dev.arbiter.engine.mana.ManaPool;
import dev.arbiter.engine.mana.ManaType;

import java.util.List;

/** The intrinsic mana ability of each basic land type (305.6): Plains "{T}: Add {W}.", etc. */
public final class BasicLandMana {
    private static final String[] TYPES = {"Plains", "Island", "Swamp", "Mountain", "Forest"};
    private static final ActivatedAbility[] ABILITIES = new ActivatedAbility[5];

    static {
        for (int i = 0; i < 5; i++) {
            ManaType t = ManaType.values()[i];
            ABILITIES[i] = new ActivatedAbility(new Cost(ManaCost.ZERO, List.of(new CostPart.TapSelf())), List.of(),
                    new Effect.AddMana(List.of(ManaPool.EMPTY.plus(t, 1))), true, ActivatedAbility.Timing.INSTANT,
                    "{T}: Add " + t.symbol() + ".");
        }
    }

    private BasicLandMana() {
    }

    /** The mana ability a land of basic land type {@code subtype} has, or null. */
    public static ActivatedAbility forSubtype(String subtype) {
        for (int i = 0; i < 5; i++) if (TYPES[i].equalsIgnoreCase(subtype)) return ABILITIES[i];
        return null;
    }
}
