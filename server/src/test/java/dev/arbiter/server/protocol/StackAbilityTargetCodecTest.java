package dev.arbiter.server.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import dev.arbiter.engine.state.Target;
import org.junit.jupiter.api.Test;

/** An ability on the stack as a target (115.1) goes to a seat and comes back as the same target. */
class StackAbilityTargetCodecTest {

    @Test
    void anAbilityOnTheStackRoundTrips() {
        Target t = new Target.Ability(7, 12);
        var json = ChoiceCodec.target(t);
        assertThat(json.get("ability").asInt()).isEqualTo(7);
        assertThat(ChoiceCodec.readTarget(json)).isEqualTo(t);
        assertThat(ChoiceCodec.readTarget(ChoiceCodec.target(new Target.Object(3, 1)))).isEqualTo(new Target.Object(3, 1));
    }
}
