package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.ModeLineGrammar;
import dev.arbiter.cards.text.CardText;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.SpellAbility;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The effect lines of an instant or sorcery (113.3a). All its paragraphs form ONE spell ability:
 * their effects happen in order (608.2c) and their targets are numbered across the whole text.
 * A modal spell (700.2) is a "Choose one —" line followed by one bulleted line per mode; each
 * mode is a spell ability of its own, with its own targets (700.2f).
 */
final class SpellEffectLines {
    private final ParseContext ctx;
    private final boolean hasX;
    private final List<Effect> effects = new ArrayList<>();
    private final List<String> texts = new ArrayList<>();
    private String modalHeader;
    private final List<SpellAbility> modes = new ArrayList<>();
    private boolean entwined;
    private final CardText card;
    private Effect overloaded; // 702.96b: the spell's text with "target" changed to "each"

    SpellEffectLines(CardText card) {
        this.card = card;
        this.hasX = card.costSymbols().contains("X") || AdditionalCostLines.countsX(card); // 107.3, 601.2b
        this.ctx = new ParseContext(false, hasX, false).card(card);
    }

    /**
     * Adds one paragraph; false (and nothing added) when it is not understood.
     *
     * @throws NotSupported when it is recognised but needs something the engine lacks
     */
    boolean add(String text) {
        if (modalHeader == null && effects.isEmpty() && (ModeLineGrammar.chooseOne(text)
                || ModeCombinations.several(text))) {
            modalHeader = text.strip(); // 700.2: the modes follow, one bulleted line each
            return true;
        }
        if (modalHeader != null) {
            return addMode(text);
        }
        if (overloaded != null) return false; // 702.96b: the overload text change was read from the paragraphs before
        ParseContext.Snapshot snap = ctx.snapshot();
        if (!effects.isEmpty()) { // 608.2c: "[ability word —] ~ deals 5 damage instead if ..." replaces the paragraph before
            try {
                Effect replaced = InsteadLowering.paragraph(text, ctx, effects.get(effects.size() - 1));
                if (replaced != null) {
                    effects.set(effects.size() - 1, replaced);
                    texts.add(text);
                    return true;
                }
            } catch (NotSupported ex) {
                ctx.restore(snap);
                throw ex;
            }
        }
        ctx.newParagraph();
        try {
            Effect e = CleaveLines.bracketed(text) ? CleaveLines.paragraph(text, card, ctx) // 702.148b
                    : EffectParser.parse(text, ctx);
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

    /** One bulleted mode of a modal spell, compiled with its own targets (700.2f). */
    private boolean addMode(String text) {
        String bulleted = ModeLineGrammar.mode(text); // 700.2
        if (bulleted == null) {
            return false;
        }
        String mode = ModeFlavorWords.strip(bulleted); // 207.2d
        ParseContext modeCtx = new ParseContext(false, hasX, false);
        modeCtx.newParagraph();
        Effect e = EffectParser.parse(mode, modeCtx);
        if (e == null) {
            return false;
        }
        modes.add(new SpellAbility(modeCtx.targets(), e, mode));
        return true;
    }

    /**
     * 702.42a: marks the spell entwined (one more mode: all modes); false when it isn't a "Choose one —"
     * spell whose modes were all read, or already entwined.
     */
    boolean entwine() {
        if (modalHeader == null || !ModeLineGrammar.chooseOne(modalHeader) || modes.size() < 2 || entwined) return false;
        entwined = true;
        return true;
    }

    /** The card these lines are of. */
    CardText card() {
        return card;
    }

    /** The paragraphs of a spell that isn't modal, as written, in order; empty for a modal spell. */
    List<String> written() {
        return modalHeader == null ? List.copyOf(texts) : List.of();
    }

    /** The spell's parse context (its targets numbered across the text, 115.1). */
    ParseContext context() {
        return ctx;
    }

    /** 702.113a: one more effect after those of the paragraphs, its targets numbered after theirs. */
    void append(Effect effect, String text) {
        effects.add(effect);
        texts.add(text);
    }

    /** 702.96b: the spell's effect when its overload cost is paid ({@code each}: its text with "target" as "each"). */
    void overload(Effect each) {
        overloaded = each;
    }

    /** How many paragraphs were added. */
    int paragraphs() {
        return effects.size() + modes.size() + (modalHeader == null ? 0 : 1);
    }

    /** The spell ability of every paragraph added, or empty when none was. */
    Optional<SpellAbility> build() {
        if (modalHeader != null) {
            if (modes.size() < 2) {
                return Optional.empty();
            }
            if (ModeCombinations.several(modalHeader)) { // 700.2: several modes may be chosen
                return ModeCombinations.build(modalHeader, modes.stream().map(SpellAbility::text).toList(), hasX);
            }
            List<String> all = new ArrayList<>(List.of(modalHeader));
            modes.forEach(mode -> all.add("• " + mode.text()));
            List<SpellAbility> choices = new ArrayList<>(modes);
            if (entwined) { // 702.42b: all modes, in the order written, as the last choice
                List<Integer> every = java.util.stream.IntStream.range(0, modes.size()).boxed().toList();
                SpellAbility both = ModeCombinations.compile(every, modes.stream().map(SpellAbility::text).toList(), hasX);
                if (both == null) return Optional.empty();
                choices.add(new SpellAbility(both.targets(), both.effect(), "Entwine: " + both.text()));
            }
            return Optional.of(SpellAbility.chooseOne(choices, String.join("\n", all)));
        }
        if (effects.isEmpty()) {
            return Optional.empty();
        }
        Effect effect = EffectParser.sequence(effects);
        if (overloaded != null) effect = OverloadLines.either(effect, overloaded, ctx.targets().size()); // 702.96b
        return Optional.of(new SpellAbility(ctx.targets(), effect, String.join("\n", texts)));
    }
}
