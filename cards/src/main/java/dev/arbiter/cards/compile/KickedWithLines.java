package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.KickedGrammar;
import dev.arbiter.cards.text.CardText;
import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Affected;
import dev.arbiter.engine.ability.Amount;
import dev.arbiter.engine.ability.Condition;
import dev.arbiter.engine.ability.Kicker;
import dev.arbiter.engine.ability.StaticAbility;
import dev.arbiter.engine.ability.StaticEffect;
import dev.arbiter.engine.mana.ManaCost;
import java.util.List;
import java.util.Optional;

/**
 * "If ~ was kicked with its [A] kicker, it enters the battlefield with N [kind] counters on it [and with KEYWORDS]."
 * (702.33f, 614.1c): linked to one of the card's two kicker costs ("Kicker {1}{U} and/or {B}", 702.33b), read from
 * the record of that cost's payment (engine {@code CostPaidRecords}, kept on the permanent for as long as it stays).
 */
final class KickedWithLines {

    private KickedWithLines() {
    }

    static Optional<List<Ability>> compile(KickedGrammar.KickedCounters k, int count, String text, CardText card) {
        ManaCost cost;
        try {
            cost = ManaCost.ofSymbols(k.kicker());
        } catch (RuntimeException e) {
            throw new NotSupported("\"kicked with its " + String.join("", k.kicker()) + " kicker\"");
        }
        if (!hasKicker(card, cost)) { // 702.33f: A and B are kicker costs listed on the card
            throw new NotSupported("\"kicked with its " + cost + " kicker\" without that kicker cost (702.33f)");
        }
        Condition paid = new Condition.SourceCostPaid(Kicker.paidName(cost));
        StaticEffect e = new StaticEffect.EntersWithCountersIf(CounterKinds.check(k.kind()), Amount.of(count), paid);
        if (k.keywords().isEmpty()) return Optional.of(List.of(new StaticAbility(e, text)));
        // 614.1c: "... and with flying": it has the keyword for as long as it stays, linked to that kicker
        List<Ability> granted = GrantedAbilities.lower(k.granted(), card, true); // 113.1a: "~" in a quoted one is it
        if (granted == null) throw new NotSupported("kicked entering with \"" + String.join(", ", k.keywords()) + "\"");
        StaticEffect has = new StaticEffect.GrantAbilities(new Affected.Self(), granted, paid);
        return Optional.of(List.of(new StaticAbility(e, text), new StaticAbility(has, text)));
    }

    private static boolean hasKicker(CardText card, ManaCost cost) {
        for (String line : card.rulesTexts()) {
            if (!line.strip().regionMatches(true, 0, "kicker", 0, 6)) continue;
            Optional<List<Ability>> kickers;
            try {
                kickers = KickerLines.compile(line, card);
            } catch (NotSupported e) {
                return false;
            }
            if (kickers.isPresent()) {
                for (Ability a : kickers.get()) if (a instanceof Kicker kk && kk.cost().equals(cost)) return true;
            }
        }
        return false;
    }
}
