package dev.arbiter.cards.compile;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * 608.2h: a permanent's characteristic read after the same effect destroyed it needs its last known information,
 * which the engine keeps only for some reads (a target this effect moved: {@code MovedTargetStats}); the rest is refused. "That artifact's controller" binds the player
 * first (ThatPlayerControls), and the check looks inside that wrapper too; Crumble reads the mana value before the move.
 */
class LastKnownReadAfterMoveTest {

    @Test
    void crumbleBindsTheControllerAndReadsTheManaValueBeforeTheMove_608_2h() {
        assertThat(Compiled.inline("Crumble {G}\nInstant\nDestroy target artifact. It can't be"
                + " regenerated. That artifact's controller gains life equal to its mana value.\n"))
                .isInstanceOf(CompileResult.Supported.class);
    }

    @Test
    void damageEqualToTheDestroyedTargetsManaValueReadsItsLastKnownInformation_608_2h() {
        Compiled.inlineDef("Test Blast {1}{R}\nInstant\nDestroy target creature. It can't"
                + " be regenerated. ~ deals damage equal to that creature's mana value to that creature's controller.\n");
    }
}
