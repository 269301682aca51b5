package dev.arbiter.cards.compile;

import static org.assertj.core.api.Assertions.assertThat;

import dev.arbiter.cards.text.CardText;
import dev.arbiter.cards.text.CardTextPool;
import dev.arbiter.cards.text.CardTextReader;
import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.card.CardDefinition;
import java.util.List;

/** Test helpers: compile bundled or inline cards. */
final class Compiled {

    private static final OracleCompiler COMPILER = new OracleCompiler();

    private Compiled() {
    }

    /** The compile result of the bundled card {@code name}. */
    static CompileResult bundled(String name) {
        return COMPILER.compile(CardTextPool.bundled().get(name));
    }

    /** The definition of the bundled card {@code name}, which must be supported. */
    static CardDefinition supported(String name) {
        return def(bundled(name));
    }

    /** The abilities of the bundled card {@code name}, which must be supported. */
    static List<Ability> abilities(String name) {
        return supported(name).abilities();
    }

    /** The compile result of the one card written in {@code text} (file "test.txt"). */
    static CompileResult inline(String text) {
        List<CardText> cards = CardTextReader.read("test.txt", text);
        assertThat(cards).hasSize(1);
        return COMPILER.compile(cards.get(0));
    }

    /** The definition of the one card written in {@code text}, which must be supported. */
    static CardDefinition inlineDef(String text) {
        return def(inline(text));
    }

    /** The single ability of the one card written in {@code text}. */
    static Ability only(String text) {
        List<Ability> abilities = inlineDef(text).abilities();
        assertThat(abilities).hasSize(1);
        return abilities.get(0);
    }

    /** The reason the one card written in {@code text} is unsupported. */
    static CompileResult.Unsupported unsupported(String text) {
        CompileResult r = inline(text);
        assertThat(r).isInstanceOf(CompileResult.Unsupported.class);
        return (CompileResult.Unsupported) r;
    }

    private static CardDefinition def(CompileResult r) {
        assertThat(r).as("%s", r instanceof CompileResult.Unsupported u ? u.message() : "")
                .isInstanceOf(CompileResult.Supported.class);
        return ((CompileResult.Supported) r).def();
    }
}
