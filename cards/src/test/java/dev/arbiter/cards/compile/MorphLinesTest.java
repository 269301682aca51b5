package dev.arbiter.cards.compile;

import dev.arbiter.engine.ability.Morph;
import dev.arbiter.engine.mana.ManaCost;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** "Morph [cost]" and "Megamorph [cost]" (702.37a-b); costs that aren't mana or have X are unsupported. */
class MorphLinesTest {

    @Test
    void morphAndMegamorphWithManaCosts() {
        assertThat(Compiled.only("""
                Test Morph {4}{U}
                Creature — Crab Beast 3/3
                Morph {4}{U}
                """)).isEqualTo(new Morph(ManaCost.parse("{4}{U}"), false, "Morph {4}{U}"));
        assertThat(Compiled.only("""
                Test Megamorph {3}{R}
                Creature — Efreet Shaman 5/1
                Megamorph {2}{R}
                """)).isEqualTo(new Morph(ManaCost.parse("{2}{R}"), true, "Megamorph {2}{R}"));
    }

    @Test
    void morphCostsThatArentManaOrHaveXFailClosed() {
        assertThat(Compiled.unsupported("""
                Test Savants {1}{U}
                Creature — Human Wizard 0/6
                Morph—Reveal a blue card in your hand.
                """).reason()).isEqualTo("keyword \"Morph\" (cost \"Reveal a blue card in your hand\")");
        assertThat(Compiled.unsupported("""
                Test Bane {2}{B}{B}
                Creature — Insect 4/3
                Morph {X}{B}{B}
                """).reason()).contains("702.37f");
    }

    @Test
    void turnedFaceUpTriggersCompile() {
        assertThat(Compiled.inline("""
                Test Weaponmaster {3}{U}{R}{W}
                Creature — Efreet Monk 4/3
                When Test Weaponmaster enters the battlefield or is turned face up, you gain 1 life.
                Morph {2}{U}{R}{W}
                """)).isInstanceOf(CompileResult.Supported.class);
        assertThat(Compiled.inline("""
                Test Valesk {4}{R}
                Creature — Beast 4/2
                Whenever a permanent is turned face up, Test Valesk deals 1 damage to any target.
                """)).isInstanceOf(CompileResult.Supported.class);
    }
}
