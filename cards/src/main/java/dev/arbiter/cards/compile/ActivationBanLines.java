package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.Cursor;
import dev.arbiter.cards.text.CardText;
import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Affected;
import dev.arbiter.engine.ability.StaticAbility;
import dev.arbiter.engine.ability.StaticEffect;
import java.util.List;
import java.util.Optional;

/**
 * "Its activated abilities can't be activated" said of the permanent an Aura or Equipment is attached to
 * (602.5, 101.2; Arrest, Ice Cage), mana abilities included:
 * <pre>
 * line := ("enchanted" | "equipped") ("creature's" | "permanent's" | "artifact's") BAN "."
 * part := "its" BAN                       (after "Enchanted creature can't attack or block, and ...")
 * BAN  := "activated abilities can't be activated"
 * </pre>
 */
final class ActivationBanLines {

    private static final String BAN = "activated abilities can't be activated";

    private ActivationBanLines() {
    }

    /** The static ability of a whole line "Enchanted creature's activated abilities can't be activated.", or empty. */
    static Optional<List<Ability>> compile(String text, CardText card) {
        Cursor c = Cursor.of(text.strip());
        String word = c.acceptAny("enchanted", "equipped");
        if (word == null || c.acceptAny("creature's", "permanent's", "artifact's") == null || !c.accept(BAN)
                || !c.accept(".") || !c.atEnd()) {
            return Optional.empty();
        }
        if (!word.equalsIgnoreCase(AttachmentLines.hostWord(card))) return Optional.empty();
        return Optional.of(List.of(ban(text.strip())));
    }

    /** The effect of a part "its activated abilities can't be activated" of a line about the host, or null. */
    static StaticAbility part(String part, String line) {
        Cursor c = Cursor.of(part.strip());
        if (!c.accept("its " + BAN) || !c.atEnd()) return null;
        return ban(line);
    }

    private static StaticAbility ban(String line) {
        return new StaticAbility(new StaticEffect.ActivatedAbilitiesCantBeActivated(new Affected.Host()), line);
    }
}
