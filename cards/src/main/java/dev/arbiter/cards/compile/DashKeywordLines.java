package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.EntryReplacementGrammar;
import dev.arbiter.cards.grammar.ast.EntryReplacementNode;
import dev.arbiter.cards.text.CardText;
import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Condition;
import dev.arbiter.engine.ability.Cost;
import dev.arbiter.engine.ability.CostPart;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.Subject;
import dev.arbiter.engine.ability.Trigger;
import dev.arbiter.engine.ability.TriggeredAbility;
import dev.arbiter.engine.ability.Who;
import dev.arbiter.engine.timing.Step;
import java.util.List;
import java.util.Optional;

/**
 * Keywords of a permanent whose cost is written after a dash because it isn't only mana (702.24a cumulative upkeep,
 * 702.30a echo): "Cumulative upkeep—Pay 2 life.", "Echo—Discard a card." The cost is read by {@link KeywordCosts}
 * (the activated-cost grammar); each keyword admits the parts it can pay at resolution. Also escape's "~ escapes with
 * N [kind] counters on it" (702.138c: a replacement as the escaped permanent enters).
 */
final class DashKeywordLines {
    private static final Trigger UPKEEP = new Trigger.BeginningOfStep(Step.UPKEEP, true);

    private DashKeywordLines() {
    }

    /** The abilities of {@code text} when it is one of these keywords with a dashed cost; empty otherwise. */
    static Optional<List<Ability>> compile(String text, CardText card) {
        // 702.138c-d: "~ escapes with N [kind] counters on it": as it enters, if it escaped
        if (EntryReplacementGrammar.read(text) instanceof EntryReplacementNode.EscapesWith esc) {
            if (card.rulesTexts().stream().noneMatch(l -> l.startsWith("Escape\u2014") || l.startsWith("Escape {"))) {
                throw new NotSupported("\"escapes with\" on a card without escape");
            }
            String kind = CounterKinds.check(esc.kind());
            return Optional.of(List.of(new dev.arbiter.engine.ability.StaticAbility(new dev.arbiter.engine.ability.StaticEffect
                    .EntersWithCountersIf(kind, dev.arbiter.engine.ability.Amount.of(esc.n()),
                    new Condition.SourceEscaped()), text.strip())));
        }
        if (text.indexOf('\u2014') < 0) return Optional.empty();
        Cost cu = KeywordCosts.afterDash("Cumulative upkeep", text, DashKeywordLines::countable);
        if (cu != null) { // 702.24a-b: an age counter, then pay the cost once per age counter or sacrifice it
            return Optional.of(List.of(new TriggeredAbility(UPKEEP, List.of(), new Effect.CumulativeUpkeep(cu.mana(), cu.parts()),
                    text.strip())));
        }
        Cost echo = KeywordCosts.afterDash("Echo", text, KeywordCosts::payableAtResolution);
        if (echo != null) { // 702.30a: "... if this permanent came under your control since ..., sacrifice it unless you pay [cost]"
            return Optional.of(List.of(new TriggeredAbility(UPKEEP, new Condition.CameUnderControlSinceLastUpkeep(), List.of(),
                    new Effect.MayPayCost(new Who.You(), echo, null, new Effect.SacrificePermanent(new Subject.Self())),
                    text.strip())));
        }
        return Optional.empty();
    }

    /** 702.24b: the parts cumulative upkeep can pay that many times over (each has a count). */
    private static boolean countable(CostPart p) {
        return p instanceof CostPart.PayLife || p instanceof CostPart.DiscardCards || p instanceof CostPart.SacrificePermanents
                || p instanceof CostPart.PutCountersOnSelf;
    }
}
