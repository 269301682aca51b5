package dev.arbiter.cards.explain;

import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Affected;
import dev.arbiter.engine.ability.Condition;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.StaticAbility;
import dev.arbiter.engine.ability.StaticEffect;
import dev.arbiter.engine.ability.Subject;
import java.util.ArrayList;
import java.util.List;

/**
 * Abilities one object gives another (613.1f, layer 6): "enchanted creature has flying",
 * "target creature gains trample until end of turn", "enchanted creature can't attack or block".
 */
final class GrantText {

    private GrantText() {
    }

    /** "[affected] has/have [abilities]" as a static phrase. */
    static StaticText.Phrase has(StaticEffect.GrantAbilities e, Scope s) {
        if (e.affected() instanceof Affected.Self && e.condition() instanceof dev.arbiter.engine.ability.Condition.YourTurn y
                && y.yours() && e.abilities().stream().allMatch(a -> a instanceof StaticAbility st && !st.effect().layered())) {
            // 611.3b: "During your turn, prevent all damage that would be dealt to you."
            List<String> lines = new java.util.ArrayList<>();
            for (Ability a : e.abilities()) {
                String line = StaticText.sentence(List.of(StaticText.phrase(((StaticAbility) a).effect(), s)), s, true);
                lines.add(line.startsWith(s.selfName()) ? line : Character.toLowerCase(line.charAt(0)) + line.substring(1));
            }
            return StaticText.Phrase.whole("During your turn, " + String.join(" ", lines));
        }
        boolean plural = e.affected() instanceof Affected.All;
        String holder = StaticText.affected(e.affected(), s);
        String holderHost = e.affected() instanceof Affected.Host && e.condition() instanceof Condition.ObjectIs is && is.host()
                && is.filter().subtype() != null ? switch (is.filter().subtype()) { // 301.5: what an Equipment's text calls its host
                    case "Equipment" -> "equipped creature";
                    case "Fortification" -> "fortified land";
                    default -> null;
                } : null;
        Scope granted = holderHost != null ? s.grantedTo(holder, holderHost) : s.grantedTo(plural ? "each of them" : holder);
        return StaticText.Phrase.of(e.affected(), predicate(e.abilities(), granted, "has", false),
                predicate(e.abilities(), granted, "have", true), e.condition());
    }

    /** "[subject] gains [ability] until end of turn" (or "All creatures able to block ... this turn do so"). */
    static Clause untilEndOfTurn(Effect.GainAbilityUntilEndOfTurn e, Scope s) {
        if (e.ability() instanceof StaticAbility sa && sa.effect() instanceof StaticEffect.AllAbleToBlockDoSo a
                && a.affected() instanceof Affected.Self) {
            return Clause.sentence(e, "all creatures able to block " + ReferenceText.object(e.subject(), s)
                    + " this turn do so");
        }
        return gains(e, e.subject(), e.ability(), s, true);
    }

    /** "[subject] gains [ability]" with no duration. */
    static Clause forever(Effect.GainAbility e, Scope s) {
        return gains(e, e.subject(), e.ability(), s, false);
    }

    private static Clause gains(Effect e, Subject subject, Ability ability, Scope s, boolean untilEndOfTurn) {
        boolean many = ReferenceText.many(subject, s);
        String who = ReferenceText.subject(subject, s);
        if (ability instanceof StaticAbility sa) {
            String predicate = StaticText.grantedPredicate(sa.effect(), s.grantedTo(who), many);
            if (predicate != null) {
                return Clause.declarative(e, subject, who, predicate + (untilEndOfTurn ? " this turn" : ""));
            }
        }
        String what = predicate(List.of(ability), s.grantedTo(who), many ? "gain" : "gains", many);
        return Clause.declarative(e, subject, who, what + (untilEndOfTurn ? " until end of turn" : ""));
    }

    /**
     * "has flying and vigilance", "can't attack or block", "has \"...\"": the predicate saying an
     * object has the abilities, keywords first.
     */
    static String predicate(List<Ability> abilities, Scope granted, String verb, boolean plural) {
        List<Ability> keywords = new ArrayList<>();
        List<String> others = new ArrayList<>();
        List<String> quoted = new ArrayList<>();
        for (Ability a : abilities) {
            if (KeywordText.inKeywordLine(a)) {
                keywords.add(a);
                continue;
            }
            String p = a instanceof StaticAbility sa ? StaticText.grantedPredicate(sa.effect(), granted, plural) : null;
            if (p != null) {
                others.add(p);
            } else {
                quoted.add("\"" + AbilityText.granted(a, granted, "this creature") + "\"");
            }
        }
        List<String> parts = new ArrayList<>();
        List<String> had = new ArrayList<>(KeywordText.words(keywords));
        had.addAll(quoted);
        if (!had.isEmpty()) {
            parts.add(verb + " " + Words.list(had, "and"));
        }
        parts.addAll(others);
        return String.join(" and ", parts)
                .replace("can't attack and can't block", "can't attack or block")
                .replace("can't attack alone and can't block alone", "can't attack or block alone");
    }
}
