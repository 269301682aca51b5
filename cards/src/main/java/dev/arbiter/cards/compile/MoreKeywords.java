package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.KeywordItemGrammar;
import dev.arbiter.cards.grammar.ast.KeywordItemNode;
import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Amount;
import dev.arbiter.engine.ability.Convoke;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.StaticAbility;
import dev.arbiter.engine.ability.StaticEffect;
import dev.arbiter.engine.ability.Trigger;
import dev.arbiter.engine.ability.TriggeredAbility;
import dev.arbiter.engine.timing.Step;
import java.util.Locale;

/**
 * Keyword abilities with their own engine record rather than a {@link dev.arbiter.engine.ability.Keyword}
 * bit: convoke (702.51).
 */
final class MoreKeywords {

    private MoreKeywords() {
    }

    /**
     * The abilities of a keyword that stands for several (fading: a replacement and a trigger), or
     * null when {@code item} is not such a keyword.
     */
    static java.util.List<Ability> items(String item) {
        KeywordItemNode node = KeywordItemGrammar.read(item);
        if (node instanceof KeywordItemNode.UpkeepMana c && !c.echo()) {
            dev.arbiter.engine.mana.ManaCost cost;
            try {
                cost = dev.arbiter.engine.mana.ManaCost.parse(c.mana());
            } catch (IllegalArgumentException e) {
                return null;
            }
            // 702.24a: "At the beginning of your upkeep, ... put an age counter on this permanent. Then you may pay ..."
            return java.util.List.of(new TriggeredAbility(UPKEEP, java.util.List.of(), new Effect.CumulativeUpkeep(cost),
                    Character.toUpperCase(item.strip().charAt(0)) + item.strip().substring(1)));
        }
        if (node instanceof KeywordItemNode.UpkeepMana e && e.echo()) {
            dev.arbiter.engine.mana.ManaCost cost;
            try {
                cost = dev.arbiter.engine.mana.ManaCost.parse(e.mana());
            } catch (IllegalArgumentException x) {
                return null;
            }
            // 702.30a: "At the beginning of your upkeep, if this permanent came under your control since the
            // beginning of your last upkeep, sacrifice it unless you pay [cost]."
            return java.util.List.of(new TriggeredAbility(UPKEEP, new dev.arbiter.engine.ability.Condition
                    .CameUnderControlSinceLastUpkeep(), java.util.List.of(), new Effect.MayPay(new dev.arbiter.engine.ability.Who.You(), cost, null,
                    new Effect.SacrificePermanent(new dev.arbiter.engine.ability.Subject.Self())),
                    "Echo " + cost));
        }
        if (node instanceof KeywordItemNode.Numbered v && v.keyword().equals("vanishing")) {
            int n = v.n();
            String text = "Vanishing " + n;
            // 702.63a: enters with N time counters; at the beginning of your upkeep, if it has a time counter,
            // remove one; when the last is removed, sacrifice it
            return java.util.List.of(
                    new StaticAbility(new StaticEffect.EntersWithCounters("time", Amount.of(n)), text),
                    new TriggeredAbility(UPKEEP, new dev.arbiter.engine.ability.Condition.SourceHasCounter("time"),
                            java.util.List.of(), new Effect.RemoveCounterFromSource("time"), text),
                    new TriggeredAbility(new Trigger.LastCounterRemoved("time"), java.util.List.of(),
                            new Effect.SacrificePermanent(new dev.arbiter.engine.ability.Subject.Self()), text));
        }
        if (node instanceof KeywordItemNode.Numbered f && f.keyword().equals("fading")) {
            int n = f.n();
            String text = "Fading " + n;
            // 702.32a: enters with N fade counters; at the beginning of your upkeep, remove one or sacrifice it
            return java.util.List.of(
                    new StaticAbility(new StaticEffect.EntersWithCounters("fade", Amount.of(n)), text),
                    new TriggeredAbility(UPKEEP, java.util.List.of(), new Effect.RemoveCounterOrSacrifice("fade"), text));
        }
        return null;
    }

    /** "Affinity for artifacts" / "Affinity for Swamps": the permanents counted (702.41a). */
    private static Ability affinity(String what, String text) {
        String w = what.toLowerCase(Locale.ROOT);
        dev.arbiter.engine.ability.ObjectFilter f = w.equals("artifacts")
                ? new dev.arbiter.engine.ability.ObjectFilter(dev.arbiter.engine.characteristic.CardType.ARTIFACT.bit(), 0,
                        dev.arbiter.engine.ability.Relation.ANY, null, 0, 0, false, false)
                : new dev.arbiter.engine.ability.ObjectFilter(0, 0, dev.arbiter.engine.ability.Relation.ANY,
                        what.substring(0, what.length() - 1), 0, 0, false, false);
        return new dev.arbiter.engine.ability.Affinity(f, Character.toUpperCase(text.charAt(0)) + text.substring(1));
    }

    private static final Trigger UPKEEP = new Trigger.BeginningOfStep(Step.UPKEEP, true);

    /** The ability one keyword item names, or null. */
    static Ability item(String item) {
        String i = item.strip().toLowerCase(Locale.ROOT);
        if (i.equals("convoke")) {
            return new Convoke(); // 702.51a
        }
        if (i.equals("improvise")) return new dev.arbiter.engine.ability.Improvise(); // 702.126a
        if (i.equals("delve")) return new dev.arbiter.engine.ability.Delve(); // 702.66a
        if (i.equals("rebound")) return new dev.arbiter.engine.ability.Rebound(); // 702.88a
        if (KeywordItemGrammar.read(item) instanceof KeywordItemNode.Affinity af) {
            return affinity(af.what(), item.strip()); // 702.41a
        }
        return null;
    }
}
