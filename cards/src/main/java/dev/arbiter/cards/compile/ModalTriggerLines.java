package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.ModalHeaderGrammar;
import dev.arbiter.cards.grammar.ast.ModalHeaderNode;
import dev.arbiter.cards.text.CardText;
import dev.arbiter.cards.text.RulesLine;
import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.ActivatedAbility;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.TriggeredAbility;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Modal triggered abilities (700.2b): "When/Whenever/At [event], choose one —" followed by a bulleted
 * line per mode. Each mode is compiled as the trigger line "[event], [mode]" would be (its targets,
 * "it" and "that player" as the event names them), and the ability becomes one
 * {@link Effect.ChooseOneMode} of those modes under the shared event and intervening "if". The
 * bullet lines are consumed by the header; a mode that doesn't compile makes the header fail.
 */
final class ModalTriggerLines {

    private final CardText card;
    private final Set<RulesLine> consumed = new HashSet<>();

    ModalTriggerLines(CardText card) {
        this.card = card;
    }

    /** The abilities of {@code line}: the modal ability for its header, nothing for its bullets, else empty. */
    Optional<List<Ability>> line(RulesLine line) {
        if (!consumed.isEmpty() && consumed.contains(line)) return Optional.of(List.of()); // no line's hash before a header
        ModalHeaderNode m = ModalHeaderGrammar.triggered(line.text().strip());
        if (m == null) return activated(line);
        List<RulesLine> rules = card.rules();
        int at = rules.indexOf(line);
        List<String> modes = new ArrayList<>();
        for (int i = at + 1; i < rules.size() && rules.get(i).text().strip().startsWith("•"); i++) {
            consumed.add(rules.get(i));
            modes.add(ModeFlavorWords.strip(rules.get(i).text().strip().substring(1).strip())); // 207.2d
        }
        if (modes.size() < 2) throw new NotSupported("modal triggered ability without its modes (700.2)");
        // one ability per event of "[event] or [event]" (603.2), each with every choice of modes
        List<TriggeredAbility> firsts = null;
        List<List<Effect.ChooseOneMode.Mode>> compiled = new ArrayList<>();
        List<List<Integer>> empty = new ArrayList<>();
        for (List<Integer> set : sets(m.choose().toLowerCase(java.util.Locale.ROOT), modes.size())) {
            // 700.2: each allowed set of modes is one choice, its modes' texts read together in printed order (their
            // targets numbered across them, 700.2d); "up to one" also allows choosing none (an empty mode)
            List<String> texts = set.stream().map(modes::get).toList();
            if (texts.isEmpty()) {
                empty.add(set);
                continue;
            }
            String joined = String.join(" ", texts);
            String text = m.head() + ", " + Character.toLowerCase(joined.charAt(0)) + joined.substring(1);
            Optional<List<Ability>> read = TriggerLowering.line(text, card);
            if (read.isEmpty() || read.get().isEmpty() || firsts != null && read.get().size() != firsts.size()) {
                throw new NotSupported(UnsupportedReasons.NOT_UNDERSTOOD);
            }
            if (firsts == null) {
                firsts = new ArrayList<>();
                for (Ability a : read.get()) {
                    if (!(a instanceof TriggeredAbility t)) throw new NotSupported(UnsupportedReasons.NOT_UNDERSTOOD);
                    firsts.add(t);
                    compiled.add(new ArrayList<>());
                }
            }
            for (int i = 0; i < firsts.size(); i++) {
                if (!(read.get().get(i) instanceof TriggeredAbility t)) throw new NotSupported(UnsupportedReasons.NOT_UNDERSTOOD);
                if (!t.trigger().equals(firsts.get(i).trigger()) || !t.interveningIf().equals(firsts.get(i).interveningIf())) {
                    throw new NotSupported("modal triggered ability whose modes read the event differently");
                }
                if (t.effect() instanceof Effect.ChooseOneMode) throw new NotSupported("modal triggered ability within a mode");
                compiled.get(i).add(new Effect.ChooseOneMode.Mode(t.targets(), t.effect(), String.join(COMBINED, texts)));
            }
        }
        List<Ability> out = new ArrayList<>();
        for (int i = 0; i < firsts.size(); i++) {
            List<Effect.ChooseOneMode.Mode> choices = compiled.get(i);
            if (!empty.isEmpty()) choices.add(new Effect.ChooseOneMode.Mode(List.of(), new Effect.Sequence(List.of()), NO_MODE));
            out.add(new TriggeredAbility(firsts.get(i).trigger(), firsts.get(i).interveningIf(), List.of(),
                    new Effect.ChooseOneMode(choices), line.text()));
        }
        return Optional.of(out);
    }

    /** The text of the mode "none" of "choose up to one" (700.2). */
    static final String NO_MODE = "no mode";
    /** Joins the texts of the modes of one choice of "choose one or both" / "one or more" (700.2). */
    static final String COMBINED = " • ";

    /** The sets of modes (indices in printed order) a "choose ..." header allows among {@code n} modes (700.2). */
    private static List<List<Integer>> sets(String choose, int n) {
        List<List<Integer>> out = new ArrayList<>();
        int max = switch (choose) {
            case "one", "up to one" -> 1;
            case "one or both" -> 2;
            default -> n; // "one or more"
        };
        if (choose.equals("one or both") && n != 2) throw new NotSupported("\"choose one or both\" with other than two modes");
        for (int size = 1; size <= max; size++) out.addAll(ModeCombinations.subsets(n, size));
        if (choose.equals("up to one")) out.add(List.of());
        return out;
    }

    /** The bulleted lines after {@code line}, consumed (empty when there are none). */
    private List<String> bullets(RulesLine line) {
        List<RulesLine> rules = card.rules();
        List<String> modes = new ArrayList<>();
        for (int i = rules.indexOf(line) + 1; i < rules.size() && rules.get(i).text().strip().startsWith("•"); i++) {
            consumed.add(rules.get(i));
            modes.add(ModeFlavorWords.strip(rules.get(i).text().strip().substring(1).strip())); // 207.2d
        }
        return modes;
    }

    /**
     * 700.2a: "[cost]: Choose one —" (or "[cost]: Choose one. Activate only ...", 602.5b) and its bullets. Each mode is
     * compiled as the line "[cost]: [mode] [restriction]" would be; all
     * must read the same cost and none may be a mana ability (605.1a); the ability's mode is chosen as it is activated.
     */
    private Optional<List<Ability>> activated(RulesLine line) {
        ModalHeaderNode m = ModalHeaderGrammar.activated(line.text().strip());
        String restriction = ""; // 602.5b: "[cost]: Choose one. Activate only ...": each mode read with the sentence
        if (m == null) {
            String[] restricted = ModalHeaderGrammar.activatedRestricted(line.text().strip());
            if (restricted == null) return Optional.empty();
            m = new ModalHeaderNode(restricted[0], "one");
            restriction = " " + restricted[1];
        }
        List<String> modes = bullets(line);
        if (modes.size() < 2) throw new NotSupported("modal activated ability without its modes (700.2)");
        ActivatedAbility first = null;
        List<Effect.ChooseOneMode.Mode> compiled = new ArrayList<>();
        for (String mode : modes) {
            String modeLine = m.head() + ": " + mode + (restriction.isEmpty() || mode.endsWith(".") ? "" : ".") + restriction;
            Optional<List<Ability>> one = OracleCompiler.line(modeLine, card, new SpellEffectLines(card));
            if (one.isEmpty() || one.get().size() != 1 || !(one.get().get(0) instanceof ActivatedAbility a)) {
                throw new NotSupported(UnsupportedReasons.NOT_UNDERSTOOD);
            }
            if (a.manaAbility()) throw new NotSupported("modal mana ability (605.1a)");
            if (first == null) first = a;
            if (!a.cost().equals(first.cost()) || a.timing() != first.timing() || a.perTurn() != first.perTurn()
                    || !a.onlyIf().equals(first.onlyIf())) {
                throw new NotSupported("modal activated ability whose modes read the cost differently");
            }
            if (a.effect() instanceof Effect.ChooseOneMode) throw new NotSupported("modal ability within a mode");
            compiled.add(new Effect.ChooseOneMode.Mode(a.targets(), a.effect(), mode));
        }
        return Optional.of(List.of(new ActivatedAbility(first.cost(), List.of(), new Effect.ChooseOneMode(compiled), false,
                first.timing(), line.text(), first.perTurn(), first.onlyIf())));
    }
}
