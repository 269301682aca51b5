package dev.arbiter.cards.explain;

import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Effect;
import java.util.ArrayList;
import java.util.List;

/** "[subject] gets +1/+1 and has trample for as long as ~ remains tapped" (611.2b). */
final class LastingText {
    private LastingText() {
    }

    static Cases<Effect, Scope, List<Clause>> register(Cases<Effect, Scope, List<Clause>> cases) {
        return cases.on(Effect.ForAsLongAs.class, (e, s) -> {
            String lasting = " for as long as " + e.lasting().text().replace("~", s.selfAsObject());
            return EffectText.clauses(e.effect(), s).stream().map(c -> {
                String p = c.predicate();
                int still = p.indexOf(". It's still a land");
                p = still < 0 ? p + lasting : p.substring(0, still) + lasting + p.substring(still);
                return new Clause(c.effect(), c.key(), c.subject(), p, c.kind());
            }).toList();
        }).on(Effect.UntilEndOfCombat.class, (e, s) -> EffectText.clauses(e.effect(), s).stream() // 500.5
                .map(c -> new Clause(c.effect(), c.key(), c.subject(),
                        c.predicate().replace(" until end of turn", " until end of combat")
                                .replace(" this turn", " this combat"), c.kind())).toList() // 506.1: a combat rule "this combat"
        ).on(Effect.UntilEndOfTurn.class, (e, s) -> EffectText.clauses(e.effect(), s).stream() // 611.2a, 514.2
                .map(c -> new Clause(c.effect(), c.key(), c.subject(), c.predicate() + " until end of turn", c.kind())).toList()
        ).on(Effect.UntilYourNextTurn.class, (e, s) -> EffectText.clauses(e.effect(), s).stream() // 611.2a
                .map(c -> new Clause(c.effect(), c.key(), c.subject(), c.predicate()
                        .replace(" until end of turn", e.upkeep() ? " until your next upkeep" : " until your next turn")
                        .replace(" this turn", e.upkeep() ? " until your next upkeep" : " until your next turn")
                        .replace("Until end of turn,", e.upkeep() ? "Until your next upkeep," : "Until your next turn,"), c.kind())).toList()
        ).on(Effect.WhileCounter.class, (e, s) -> { // 611.2b: each "until end of turn" of the change ends with the counter
            String lasting = " for as long as it has " + Words.article(e.counter()) + " " + e.counter() + " counter on it";
            return EffectText.clauses(e.effect(), s).stream().map(c -> new Clause(c.effect(), c.key(), c.subject(),
                    c.predicate().contains(" until end of turn") ? c.predicate().replace(" until end of turn", lasting)
                            : c.predicate() + lasting, c.kind())).toList();
        }).on(Effect.PumpWhile.class, (e, s) -> {
            boolean many = ReferenceText.many(e.subject(), s);
            String who = ReferenceText.subject(e.subject(), s);
            List<String> granted = new ArrayList<>();
            for (Ability a : e.abilities()) {
                String text = AbilityText.granted(a, s, who);
                // a keyword inside a sentence is lower case ("has trample")
                granted.add(a instanceof dev.arbiter.engine.ability.KeywordAbility && !text.isEmpty()
                        ? Character.toLowerCase(text.charAt(0)) + text.substring(1) : text);
            }
            String has = granted.isEmpty() ? "" : (many ? "have " : "has ") + Words.list(granted, "and");
            String predicate = e.power() == 0 && e.toughness() == 0 ? has
                    : (many ? "get " : "gets ") + EffectText.pt(e.power(), e.toughness()) + (has.isEmpty() ? "" : " and " + has);
            String lasting = e.lasting().text().replace("~", s.selfAsObject());
            return List.of(Clause.declarative(e, e.subject(), who, predicate + " for as long as " + lasting));
        });
    }
}
