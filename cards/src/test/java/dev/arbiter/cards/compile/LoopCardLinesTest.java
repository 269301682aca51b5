package dev.arbiter.cards.compile;

import static org.assertj.core.api.Assertions.assertThat;

import dev.arbiter.engine.ability.ActivatedAbility;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.Keyword;
import dev.arbiter.engine.ability.KeywordAbility;
import dev.arbiter.engine.ability.Subject;
import dev.arbiter.engine.ability.Trigger;
import dev.arbiter.engine.ability.TriggeredAbility;
import org.junit.jupiter.api.Test;

/** The lines of seed 421's examples: "gains flying" with no duration, "loses flying", life-gain and cast triggers. */
class LoopCardLinesTest {

    @Test
    void gainsAKeywordWithNoDurationLastsIndefinitely_611_2a() {
        ActivatedAbility a = (ActivatedAbility) Compiled.only("Test Drake {2}{U}\nCreature — Drake 2/2\n{0}: ~ gains flying.\n");
        assertThat(a.effect()).isEqualTo(new Effect.GainAbility(new Subject.Self(), new KeywordAbility(Keyword.FLYING)));
    }

    @Test
    void losesAKeyword_613_1f() {
        ActivatedAbility a = (ActivatedAbility) Compiled.only("Test Rod {1}\nArtifact\n{0}: Target creature loses flying.\n");
        assertThat(a.effect()).isEqualTo(new Effect.LoseKeyword(new Subject.TargetObject(0), Keyword.FLYING, false));
        assertThat(a.targets()).hasSize(1);
        ActivatedAbility eot = (ActivatedAbility) Compiled.only(
                "Test Rod {1}\nArtifact\n{0}: Target creature loses flying until end of turn.\n");
        assertThat(eot.effect()).isEqualTo(new Effect.LoseKeyword(new Subject.TargetObject(0), Keyword.FLYING, true));
    }

    @Test
    void lifeGainAndCastTriggers() {
        TriggeredAbility gain = (TriggeredAbility) Compiled.only(
                "Test Echo {1}\nArtifact\nWhenever you gain life, each opponent gains 1 life.\n");
        assertThat(gain.trigger()).isEqualTo(new Trigger.YouGainLife());
        TriggeredAbility cast = (TriggeredAbility) Compiled.only(
                "Test Watcher {1}\nArtifact\nWhenever a player casts a spell, you gain 1 life.\n");
        assertThat(cast.trigger()).isEqualTo(new Trigger.PlayerCastsSpell());
    }
}
