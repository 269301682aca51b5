package dev.arbiter.cards.compile;

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

    private static final java.util.regex.Pattern CUMULATIVE = java.util.regex.Pattern.compile(
            "cumulative upkeep ((?:\\{[^}]+\\})+)");
    private static final java.util.regex.Pattern ECHO = java.util.regex.Pattern.compile("echo ((?:\\{[^}]+\\})+)");
    private static final java.util.regex.Pattern FADING = java.util.regex.Pattern.compile("fading (\\d+)");
    private static final java.util.regex.Pattern VANISHING = java.util.regex.Pattern.compile("vanishing (\\d+)");

    /**
     * The abilities of a keyword that stands for several (fading: a replacement and a trigger), or
     * null when {@code item} is not such a keyword.
     */
    static java.util.List<Ability> items(String item) {
        String i = item.strip().toLowerCase(Locale.ROOT);
        java.util.regex.Matcher c = CUMULATIVE.matcher(i);
        if (c.matches()) {
            dev.arbiter.engine.mana.ManaCost cost;
            try {
                cost = dev.arbiter.engine.mana.ManaCost.parse(c.group(1).toUpperCase(Locale.ROOT));
            } catch (IllegalArgumentException e) {
                return null;
            }
            // 702.24a: "At the beginning of your upkeep, ... put an age counter on this permanent. Then you may pay ..."
            return java.util.List.of(new TriggeredAbility(UPKEEP, java.util.List.of(), new Effect.CumulativeUpkeep(cost),
                    Character.toUpperCase(item.strip().charAt(0)) + item.strip().substring(1)));
        }
        java.util.regex.Matcher e = ECHO.matcher(i);
        if (e.matches()) {
            dev.arbiter.engine.mana.ManaCost cost;
            try {
                cost = dev.arbiter.engine.mana.ManaCost.parse(e.group(1).toUpperCase(Locale.ROOT));
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
        java.util.regex.Matcher v = VANISHING.matcher(i);
        if (v.matches()) {
            int n = Integer.parseInt(v.group(1));
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
        java.util.regex.Matcher f = FADING.matcher(i);
        if (f.matches()) {
            int n = Integer.parseInt(f.group(1));
            String text = "Fading " + n;
            // 702.32a: enters with N fade counters; at the beginning of your upkeep, remove one or sacrifice it
            return java.util.List.of(
                    new StaticAbility(new StaticEffect.EntersWithCounters("fade", Amount.of(n)), text),
                    new TriggeredAbility(UPKEEP, java.util.List.of(), new Effect.RemoveCounterOrSacrifice("fade"), text));
        }
        return null;
    }

    private static final java.util.regex.Pattern AFFINITY = java.util.regex.Pattern.compile(
            "(?i)affinity for (artifacts|Plains|Islands|Swamps|Mountains|Forests)");

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
        java.util.regex.Matcher af = AFFINITY.matcher(item.strip());
        if (af.matches()) {
            return affinity(af.group(1), item.strip()); // 702.41a
        }
        return null;
    }
}
