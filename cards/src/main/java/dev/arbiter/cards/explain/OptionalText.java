package dev.arbiter.cards.explain;

import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.Who;
import java.util.List;

/**
 * "[player] may [effect]. If [they] do, [effect]. Otherwise, [effect]." (603.5, 608.2d): the choice
 * and what hangs on it.
 */
final class OptionalText {

    private OptionalText() {
    }

    /** The whole optional effect as one clause that is not merged with its neighbours. */
    static Clause clause(Effect.Optional e, Scope s) {
        String who = ReferenceText.who(e.who(), s);
        List<Clause> inner = EffectText.clauses(e.effect(), s);
        StringBuilder sb = new StringBuilder(who).append(" may ");
        Clause first = inner.get(0);
        Object key = first.key(); // null for a clause with no subject key
        boolean chooser = String.valueOf(e.who()).equals(key) // 608.2d: inside, "that player" is who chose
                || !(e.who() instanceof Who.You) && String.valueOf(new Who.ThatPlayer()).equals(key);
        boolean haveYou = !(e.who() instanceof Who.You) && first.kind() == Clause.Kind.IMPERATIVE
                && String.valueOf(new Who.You()).equals(key); // 608.2d: "defending player may have you draw a card"
        String firstText = haveYou ? "have you " + first.text() : first.kind() == Clause.Kind.DECLARATIVE && chooser
                ? baseForm(first.predicate())
                : first.kind() == Clause.Kind.DECLARATIVE && e.who() instanceof Who.You && !first.subject().equals("you")
                ? "have " + first.subject() + " " + baseForm(first.predicate()) // "you may have that player shuffle"
                : first.kind() == Clause.Kind.SENTENCE ? Words.decapitalize(first.predicate()) : first.text();
        List<Clause> rest = inner.subList(1, inner.size());
        sb.append(firstText);
        if (!rest.isEmpty()) {
            sb.append(" and ").append(ClauseJoiner.join(rest));
        }
        boolean you = e.who() instanceof Who.You;
        if (e.ifTheyDo() instanceof Effect.ReflexiveTrigger rt) { // 603.12: "When you do, ..." in place of "If you do"
            sb.append(". ").append(ReflexiveText.sentence(rt, s));
        } else if (e.ifTheyDo() != null) {
            String then = ClauseJoiner.join(EffectText.clauses(e.ifTheyDo(), s));
            sb.append(". If ").append(you ? "you" : "they").append(" do, ") // 603.7a: a delayed sentence reads on after the comma
                    .append(e.ifTheyDo() instanceof Effect.Delayed ? Words.decapitalize(then) : then);
        }
        if (e.otherwise() != null) {
            sb.append(". Otherwise, ").append(ClauseJoiner.join(EffectText.clauses(e.otherwise(), s)));
        }
        return Clause.sentence(e, sb.toString());
    }

    /** "gains 3 life" → "gain 3 life": the verb after "may". */
    static String baseForm(String predicate) {
        int space = predicate.indexOf(' ');
        String verb = space < 0 ? predicate : predicate.substring(0, space);
        String rest = space < 0 ? "" : predicate.substring(space);
        String base;
        if (verb.equals("has")) {
            base = "have";
        } else if (verb.equals("does")) {
            base = "do";
        } else if (verb.endsWith("ies")) {
            base = verb.substring(0, verb.length() - 3) + "y";
        } else if (verb.endsWith("ches") || verb.endsWith("shes") || verb.endsWith("sses") || verb.endsWith("xes")) {
            base = verb.substring(0, verb.length() - 2);
        } else if (verb.endsWith("s") && !verb.endsWith("ss")) {
            base = verb.substring(0, verb.length() - 1);
        } else {
            base = verb;
        }
        return base + rest;
    }
}
