package dev.arbiter.cards.compile;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** A fronted "Until end of turn," over several parts (611.2a) and "those creatures" after several targets (608.2c). */
class FrontedDurationPartsTest {

    @Test
    void frontedDurationClosesEachPart() {
        assertThat(Compiled.inline("""
                Rookie Mistake {U}
                Instant
                Until end of turn, target creature gets +0/+2 and another target creature gets -2/-0.
                """)).isInstanceOf(CompileResult.Supported.class);
    }

    @Test
    void thoseCreaturesAfterSeveralTargetsIsRefused() {
        // the last target alone is not "those creatures" (608.2c): refused rather than read as one creature
        CompileResult.Unsupported u = Compiled.unsupported("""
                Test Rally {W}
                Sorcery
                Target creature gets +3/+3 until end of turn and up to one other target creature gets +2/+2 until end of turn. Those creatures gain vigilance until end of turn.
                """);
        assertThat(u.message()).contains("Those creatures gain vigilance");
    }
}
