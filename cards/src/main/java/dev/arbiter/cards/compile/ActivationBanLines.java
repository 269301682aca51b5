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
 * group := "activated abilities of" plural-noun "can't be activated" "."   (Collector Ouphe)
 * BAN  := "activated abilities" ["with {T} in their costs"] "can't be activated"   (Serra Bestiary: only those)
 * </pre>
 */
final class ActivationBanLines {

    private static final String BAN = "activated abilities can't be activated";

    private ActivationBanLines() {
    }

    /** The static ability of a whole line "Enchanted creature's activated abilities can't be activated.", or empty. */
    static Optional<List<Ability>> compile(String text, CardText card) {
        Optional<List<Ability>> group = group(text);
        if (group.isPresent()) return group;
        Cursor c = Cursor.of(text.strip());
        String word = c.acceptAny("enchanted", "equipped");
        if (word == null || c.acceptAny("creature's", "permanent's", "artifact's") == null) return Optional.empty();
        Boolean tapOnly = banned(c);
        if (tapOnly == null || !c.accept(".") || !c.atEnd()) return Optional.empty();
        if (!word.equalsIgnoreCase(AttachmentLines.hostWord(card))) return Optional.empty();
        return Optional.of(List.of(ban(text.strip(), tapOnly)));
    }

    /**
     * "Activated abilities of [artifacts | creatures your opponents control] can't be activated." (602.5, 101.2): every
     * activated ability of the permanents of the group, mana abilities included.
     */
    private static Optional<List<Ability>> group(String text) {
        if (!text.regionMatches(true, 0, "activated abilities of ", 0, 23)) return Optional.empty();
        Cursor c = Cursor.of(text.strip());
        c.expect("activated abilities of");
        try {
            dev.arbiter.cards.grammar.ast.Noun noun = dev.arbiter.cards.grammar.NounGrammar.noun(c);
            if (!noun.plural() || !c.accept("can't be activated") || !c.accept(".") || !c.atEnd()) return Optional.empty();
            NounLowering.Lowered l = NounLowering.lower(noun);
            if (l.kind() != NounLowering.Kind.PERMANENT) return Optional.empty();
            return Optional.of(List.of(new StaticAbility(new StaticEffect.ActivatedAbilitiesCantBeActivated(
                    new Affected.All(l.filter())), text.strip())));
        } catch (dev.arbiter.cards.grammar.ParseFailure | NotSupported f) {
            return Optional.empty();
        }
    }

    /** The effect of a part "its activated abilities can't be activated" of a line about the host, or null. */
    static StaticAbility part(String part, String line) {
        Cursor c = Cursor.of(part.strip());
        if (!c.accept("its")) return null;
        Boolean tapOnly = banned(c);
        if (tapOnly == null || !c.atEnd()) return null;
        return ban(line, tapOnly);
    }

    /**
     * BAN at the cursor: false for every activated ability, true for "with {T} in their costs" (602.5, Serra
     * Bestiary), null when it is not there.
     */
    private static Boolean banned(Cursor c) {
        if (c.accept(BAN)) return false;
        if (!c.accept("activated abilities with")) return null;
        dev.arbiter.cards.grammar.Token t = c.peek();
        if (t == null || t.kind() != dev.arbiter.cards.grammar.Token.Kind.SYMBOL || !t.text().equals("T")) return null;
        c.next();
        return c.accept("in their costs can't be activated") ? true : null;
    }

    private static StaticAbility ban(String line, boolean onlyWithTapCost) {
        return new StaticAbility(new StaticEffect.ActivatedAbilitiesCantBeActivated(new Affected.Host(), onlyWithTapCost), line);
    }
}
