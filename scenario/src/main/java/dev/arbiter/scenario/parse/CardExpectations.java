package dev.arbiter.scenario.parse;

import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Expectations about one object: {@code CARD on battlefield}, {@code CARD damage N}, ... */
final class CardExpectations {
    private static final Pattern NOT_ON = Pattern.compile("^(.+)\\s+not\\s+on\\s+(?:the\\s+)?battlefield$");
    private static final Pattern ON = Pattern.compile("^(.+)\\s+on\\s+(?:the\\s+)?battlefield$");
    private static final Pattern TAPPED = Pattern.compile("^(.+)\\s+tapped$");
    private static final Pattern UNTAPPED = Pattern.compile("^(.+)\\s+untapped$");
    private static final Pattern NUMBER = Pattern.compile("^(.+)\\s+(damage|power|toughness)\\s+(\\S+)$");
    private static final Pattern IS = Pattern.compile("^(.+)\\s+is\\s+([^\\s/]+)/(\\S+)$");
    private static final Pattern COUNTERS = Pattern.compile("^(.+)\\s+counters\\s+(\\S+)\\s+(\\S+)$");
    private static final Pattern CONTROLLED = Pattern.compile("^(.+)\\s+controlled\\s+by\\s+(\\S+)$");
    private static final Pattern ATTACHED = Pattern.compile("^(.+?)\\s+attached\\s+to\\s+(.+)$");
    private static final Pattern HAS = Pattern.compile("^(.+?)\\s+(has|lacks)\\s+(.+)$");
    private static final Pattern IN = Pattern.compile("^(.+)\\s+in\\s+(\\S+)\\s+(\\S+)$");

    private CardExpectations() {}

    /** Empty when the line has none of the card forms; throws when it has one with a bad part. */
    static Optional<Expectation> parse(String text, Pos pos, Names names) {
        Matcher m;
        if ((m = NOT_ON.matcher(text)).matches()) {
            return Optional.of(new Expectation.NotOnBattlefield(ref(m, pos), pos));
        }
        if ((m = ON.matcher(text)).matches()) {
            return Optional.of(new Expectation.OnBattlefield(ref(m, pos), pos));
        }
        if ((m = TAPPED.matcher(text)).matches()) {
            return Optional.of(new Expectation.Tapped(ref(m, pos), pos));
        }
        if ((m = UNTAPPED.matcher(text)).matches()) {
            return Optional.of(new Expectation.Untapped(ref(m, pos), pos));
        }
        if ((m = NUMBER.matcher(text)).matches()) {
            return Optional.of(number(m, pos));
        }
        if ((m = IS.matcher(text)).matches()) {
            return Optional.of(new Expectation.PowerToughness(ref(m, pos), Numbers.any(m.group(2), pos, "CARD is P/T"),
                    Numbers.any(m.group(3), pos, "CARD is P/T"), pos));
        }
        if ((m = COUNTERS.matcher(text)).matches()) {
            return Optional.of(new Expectation.Counters(ref(m, pos), m.group(2).toLowerCase(Locale.ROOT),
                    Numbers.nonNegative(m.group(3), pos, "CARD counters KIND N"), pos));
        }
        if ((m = CONTROLLED.matcher(text)).matches()) {
            return Optional.of(new Expectation.ControlledBy(ref(m, pos), names.requirePlayer(m.group(2), pos), pos));
        }
        if ((m = ATTACHED.matcher(text)).matches()) {
            return Optional.of(new Expectation.AttachedTo(ref(m, pos),
                    Refs.ref(m.group(2), pos, "what it is attached to"), pos));
        }
        if ((m = HAS.matcher(text)).matches()) {
            String keyword = m.group(3).strip();
            return Optional.of(m.group(2).equals("has") ? new Expectation.Has(ref(m, pos), keyword, pos)
                    : new Expectation.Lacks(ref(m, pos), keyword, pos));
        }
        if ((m = IN.matcher(text)).matches()) {
            return Optional.of(inZone(m, pos, names));
        }
        return Optional.empty();
    }

    private static Expectation number(Matcher m, Pos pos) {
        String what = m.group(2);
        String form = "CARD " + what + " N";
        switch (what) {
            case "damage":
                return new Expectation.Damage(ref(m, pos), Numbers.nonNegative(m.group(3), pos, form), pos);
            case "power":
                return new Expectation.Power(ref(m, pos), Numbers.any(m.group(3), pos, form), pos);
            default:
                return new Expectation.Toughness(ref(m, pos), Numbers.any(m.group(3), pos, form), pos);
        }
    }

    private static Expectation inZone(Matcher m, Pos pos, Names names) {
        String player = names.requirePlayer(m.group(2), pos);
        String zone = m.group(3);
        if (!Zones.isExpectedZone(zone)) {
            throw new ScenarioSyntaxException(pos, "unknown zone \"" + zone + "\"; expected one of " + Zones.listed() + " command");
        }
        return new Expectation.InZone(ref(m, pos), player, zone, pos);
    }

    private static ObjRef ref(Matcher m, Pos pos) {
        return Refs.ref(m.group(1), pos, "a card name");
    }
}
