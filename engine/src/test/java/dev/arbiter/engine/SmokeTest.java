package dev.arbiter.engine;
import org.junit.jupiter.api.Test;
import static org.assertj.core.api.Assertions.assertThat;
class SmokeTest { @Test void vavrResolves() { assertThat(io.vavr.collection.Vector.of(1,2).size()).isEqualTo(2); } }
