package dev.arbiter.cards.compile;

import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.Relation;
import dev.arbiter.engine.ability.TargetFilter;
import dev.arbiter.engine.ability.TargetSpec;
import dev.arbiter.engine.ability.Trigger;
import dev.arbiter.engine.ability.TriggeredAbility;
import dev.arbiter.engine.ability.Who;
import java.util.List;
import java.util.regex.Matcher;

/**
 * "Partner with NAME" (702.124i): besides its deck-construction meaning (Commander only, 903), "When this permanent
 * enters the battlefield, target player may put NAME into their hand from their library, then shuffle." The name is
 * the one written on the line (201.2), never a list in the compiler.
 */
final class PartnerWith {
    private static final GuardedPattern LINE = GuardedPattern.compile("(?i)partner with ([A-Z][^.(]*[^.( ])");

    private PartnerWith() {
    }

    /** The triggered ability of a "Partner with NAME" line, or null when {@code line} is not one. */
    static List<Ability> abilities(String line) {
        Matcher m = LINE.matcher(line.strip());
        if (!m.matches()) return null;
        String name = m.group(1);
        if (!Character.isUpperCase(name.charAt(0)) || name.contains("~")) return null; // a card name (201.2), not the card's own
        Who target = new Who.TargetPlayer(0);
        Effect put = new Effect.Optional(target, new Effect.PutNamedFromLibraryIntoHand(target, name), null, null); // 608.2d
        return List.of(new TriggeredAbility(new Trigger.EntersBattlefield(), List.of(TargetSpec.one(
                new TargetFilter.PlayerTarget(Relation.ANY), "target player")), put, "Partner with " + name));
    }
}
