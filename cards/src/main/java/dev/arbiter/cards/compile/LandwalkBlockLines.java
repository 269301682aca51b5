package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.LandwalkBlockGrammar;
import dev.arbiter.cards.grammar.ParseFailure;
import dev.arbiter.cards.grammar.ast.StaticLineNodes.BlockableDespiteLandwalk;
import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.StaticAbility;
import dev.arbiter.engine.ability.StaticEffect;

import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Lowers {@link LandwalkBlockGrammar}: "Creatures with [swampwalk] can be blocked as though they didn't have
 * [swampwalk]." and "Creatures with landwalk abilities can be blocked as though they didn't have those abilities."
 * (702.14, 609.4b: {@link StaticEffect.BlockableDespiteLandwalk}).
 */
final class LandwalkBlockLines {

    private LandwalkBlockLines() {
    }

    static Optional<List<Ability>> compile(String text) {
        String t = text.strip();
        if (!t.regionMatches(true, 0, "creatures with ", 0, 15)) return Optional.empty();
        BlockableDespiteLandwalk node;
        try {
            node = LandwalkBlockGrammar.parse(t);
        } catch (ParseFailure f) {
            return Optional.empty();
        }
        String landwalk = null;
        if (node.landwalk() != null) {
            // a landwalk the keyword grammar knows, named as the engine writes it
            if (!(KeywordLines.single(node.landwalk()) instanceof dev.arbiter.engine.ability.Landwalk lw)) return Optional.empty();
            landwalk = lw.text().toLowerCase(Locale.ROOT);
        }
        return Optional.of(List.of(new StaticAbility(new StaticEffect.BlockableDespiteLandwalk(landwalk), t)));
    }
}
