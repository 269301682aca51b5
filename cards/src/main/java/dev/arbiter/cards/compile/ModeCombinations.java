package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.ModeHeaderGrammar;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.SpellAbility;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Modal spells whose caster chooses more than one mode (700.2): "Choose two —", "Choose one or
 * both —", "Choose one or more —", "Choose three —". Each allowed set of modes becomes one choice
 * of the engine's modal spell: its modes' texts compiled together in printed order, so their
 * targets are numbered across them (700.2b: a mode is chosen at most once; 700.2d: the chosen
 * modes are performed in the order printed).
 */
final class ModeCombinations {

    private ModeCombinations() {
    }

    /** Whether {@code header} allows more than one mode. */
    static boolean several(String header) {
        ModeHeaderGrammar.Header h = ModeHeaderGrammar.read(header); // "Choose one —" alone stays a single-mode spell
        return h != null && (h.repeated() || !h.count().equals("one"));
    }

    /**
     * The spell for {@code header} over the modes' texts, each allowed set of modes one choice; empty
     * when a set does not compile (never half a card).
     *
     * @throws NotSupported when a mode needs something the engine lacks
     */
    static Optional<SpellAbility> build(String header, List<String> modeTexts, boolean hasX) {
        ModeHeaderGrammar.Header h = ModeHeaderGrammar.read(header);
        if (h == null) return Optional.empty();
        int n = modeTexts.size();
        if (h.repeated()) return repeated(header, h.count().equals("two") ? 2 : 3, modeTexts, hasX);
        int min;
        int max;
        switch (h.count()) {
            case "one" -> { min = 1; max = 1; }
            case "two" -> { min = 2; max = 2; }
            case "three" -> { min = 3; max = 3; }
            case "one or both" -> { min = 1; max = 2; }
            default -> { min = 1; max = n; } // "one or more"
        }
        if (h.count().equals("one or both") && n != 2 || max > n || n < 2) return Optional.empty();
        List<List<Integer>> sets = new ArrayList<>();
        for (int size = min; size <= max; size++) sets.addAll(subsets(n, size));
        return choose(header, sets, modeTexts, hasX);
    }

    /**
     * 700.2d: "Choose three. You may choose the same mode more than once." Each choice is a multiset of {@code size}
     * modes, written in printed order, a mode chosen k times appearing k times in sequence, each time with its own targets.
     */
    private static Optional<SpellAbility> repeated(String header, int size, List<String> modeTexts, boolean hasX) {
        if (modeTexts.size() < 2) return Optional.empty();
        return choose(header, multisets(modeTexts.size(), size), modeTexts, hasX);
    }

    /** 700.2: one spell choice per set of modes (in order), with the header and bulleted modes as its text; empty if a mode fails. */
    private static Optional<SpellAbility> choose(String header, List<List<Integer>> sets, List<String> modeTexts, boolean hasX) {
        List<SpellAbility> choices = new ArrayList<>();
        for (List<Integer> set : sets) {
            SpellAbility choice = compile(set, modeTexts, hasX);
            if (choice == null) return Optional.empty();
            choices.add(choice);
        }
        List<String> all = new ArrayList<>(List.of(header.strip()));
        modeTexts.forEach(t -> all.add("• " + t));
        return Optional.of(SpellAbility.chooseOne(choices, String.join("\n", all)));
    }

    /** The non-decreasing sequences of {@code size} numbers from {0..n-1}, in lexicographic order. */
    static List<List<Integer>> multisets(int n, int size) {
        List<List<Integer>> out = new ArrayList<>();
        collect(n, size, 0, true, new ArrayList<>(), out);
        return out;
    }

    /** The modes of {@code set} as one spell ability, in printed order; null if one is not understood. */
    static SpellAbility compile(List<Integer> set, List<String> texts, boolean hasX) {
        ParseContext ctx = new ParseContext(false, hasX, false);
        List<Effect> effects = new ArrayList<>();
        List<String> label = new ArrayList<>();
        for (int i : set) {
            ctx.newParagraph();
            Effect e = EffectParser.parse(texts.get(i), ctx);
            if (e == null) return null;
            effects.add(e);
            label.add(texts.get(i));
        }
        return new SpellAbility(ctx.targets(), EffectParser.sequence(effects), String.join(" + ", label));
    }

    /** The subsets of {0..n-1} of the given size, each in increasing order, in lexicographic order. */
    static List<List<Integer>> subsets(int n, int size) {
        List<List<Integer>> out = new ArrayList<>();
        collect(n, size, 0, false, new ArrayList<>(), out);
        return out;
    }

    /** Extends {@code cur} with numbers from {@code from} on, each again ({@code repeat}: a multiset) or only greater. */
    private static void collect(int n, int size, int from, boolean repeat, List<Integer> cur, List<List<Integer>> out) {
        if (cur.size() == size) {
            out.add(List.copyOf(cur));
            return;
        }
        for (int i = from; i < n; i++) {
            cur.add(i);
            collect(n, size, repeat ? i : i + 1, repeat, cur, out);
            cur.remove(cur.size() - 1);
        }
    }
}
