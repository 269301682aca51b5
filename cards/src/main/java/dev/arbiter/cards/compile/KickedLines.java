package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.KickedGrammar;
import dev.arbiter.cards.grammar.ParseFailure;
import dev.arbiter.cards.grammar.ast.AmountNode;
import dev.arbiter.cards.text.CardText;
import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Amount;
import dev.arbiter.engine.ability.StaticAbility;
import dev.arbiter.engine.ability.StaticEffect;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * "If ~ was kicked, it enters the battlefield with N [kind] counters on it [and with KEYWORDS]." (702.33e, 614.1c): a
 * replacement linked to the card's kicker, so only on a card with "Kicker [cost]".
 */
final class KickedLines {

    private KickedLines() {
    }

    static Optional<List<Ability>> compile(String text, CardText card) {
        String t = text.strip();
        if (!t.regionMatches(true, 0, "if ", 0, 3) || !t.toLowerCase(Locale.ROOT).contains("was kicked")) return Optional.empty();
        KickedGrammar.KickedCounters k;
        try {
            k = KickedGrammar.parse(t);
        } catch (ParseFailure f) {
            return Optional.empty();
        }
        if (k == null) return Optional.empty();
        if (card.rulesTexts().stream().noneMatch(l -> l.strip().regionMatches(true, 0, "kicker", 0, 6))) {
            throw new NotSupported("\"if it was kicked\" without a kicker (702.33e)");
        }
        if (!(k.amount() instanceof AmountNode.Fixed f)) throw new NotSupported("kicked counters of a variable amount");
        if (!k.kicker().isEmpty()) return KickedWithLines.compile(k, f.value(), t, card); // 702.33f: one of its kicker costs
        StaticEffect e = new StaticEffect.EntersWithCountersIfKicked(CounterKinds.check(k.kind()), Amount.of(f.value()));
        if (k.keywords().isEmpty()) return Optional.of(List.of(new StaticAbility(e, t)));
        // 614.1c, 702.33e: "... and with trample": entering with an ability, it has it for as long as it stays (kicked)
        List<Ability> granted = GrantedAbilities.lower(k.granted(), card, true); // 113.1a: "~" in a quoted one is it
        if (granted == null) throw new NotSupported("kicked entering with \"" + String.join(", ", k.keywords()) + "\"");
        StaticEffect has = new StaticEffect.GrantAbilities(new dev.arbiter.engine.ability.Affected.Self(), granted,
                new dev.arbiter.engine.ability.Condition.SourceKicked());
        return Optional.of(List.of(new StaticAbility(e, t), new StaticAbility(has, t)));
    }
}
