package dev.arbiter.cards.compile;

import dev.arbiter.cards.text.CardText;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.SpellAbility;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The effect lines of an instant or sorcery (113.3a). All its paragraphs form ONE spell ability:
 * their effects happen in order (608.2c) and their targets are numbered across the whole text.
 */
final class SpellEffectLines {

    private final ParseContext ctx;
    private final List<Effect> effects = new ArrayList<>();
    private final List<String> texts = new ArrayList<>();

    SpellEffectLines(CardText card) {
        this.ctx = new ParseContext(false, card.costSymbols().contains("X"), false);
    }

    /**
     * Adds one paragraph; false (and nothing added) when it is not understood.
     *
     * @throws NotSupported when it is recognised but needs something the engine lacks
     */
    boolean add(String text) {
        ParseContext.Snapshot snap = ctx.snapshot();
        ctx.newParagraph();
        try {
            Effect e = EffectParser.parse(text, ctx);
            if (e == null) {
                ctx.restore(snap);
                return false;
            }
            effects.add(e);
            texts.add(text);
            return true;
        } catch (NotSupported ex) {
            ctx.restore(snap);
            throw ex;
        }
    }

    /** How many paragraphs were added. */
    int paragraphs() {
        return effects.size();
    }

    /** The spell ability of every paragraph added, or empty when none was. */
    Optional<SpellAbility> build() {
        if (effects.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(new SpellAbility(ctx.targets(), EffectParser.sequence(effects), String.join("\n", texts)));
    }
}
