package dev.arbiter.cards.compile;

import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.ObjectFilter;
import dev.arbiter.engine.ability.Relation;
import dev.arbiter.engine.ability.Subject;
import dev.arbiter.engine.ability.TargetFilter;
import dev.arbiter.engine.ability.TargetSpec;
import dev.arbiter.engine.characteristic.CardType;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Clauses that move cards between zones: "put target [type] card from your graveyard on top of
 * your library" (a target in a graveyard, 115.1; not a draw, seed 423.5), and the linked pair
 * (607.2a) "exile all other permanents you control" / "return the exiled cards to the battlefield
 * under their owners' control" (Worldgorger Dragon); "return all [type] cards from your graveyard
 * to the battlefield" (Replenish: one simultaneous move).
 */
final class ZoneClauses {

    private static final int F = Pattern.CASE_INSENSITIVE;
    private static final Pattern GRAVEYARD_TO_TOP = Pattern.compile(
            "put target (?:(\\w+) )?card from your graveyard on top of your library", F);
    private static final Pattern EXILE_OTHERS = Pattern.compile("exile all other permanents you control", F);
    private static final Pattern RETURN_EXILED = Pattern.compile(
            "return the exiled cards to the battlefield under their owners' control"
            + "|return the exiled card to the battlefield under its owner's control", F); // 607.2a

    private static final Pattern RETURN_ALL = Pattern.compile(
            "return all (\\w+) cards from your graveyard to the battlefield", F);

    private ZoneClauses() {
    }

    /** The effect of such a clause, or null when {@code clause} is not one. */
    static Effect clause(String clause, ParseContext pc) {
        String c = clause.strip();
        Matcher m = GRAVEYARD_TO_TOP.matcher(c);
        if (m.matches()) {
            int types = 0;
            if (m.group(1) != null) {
                try {
                    types = CardType.ofWord(m.group(1).toLowerCase(Locale.ROOT)).bit();
                } catch (IllegalArgumentException e) {
                    return null;
                }
            }
            String text = "target " + (m.group(1) == null ? "" : m.group(1).toLowerCase(Locale.ROOT) + " ")
                    + "card from your graveyard";
            int index = pc.addTarget(TargetSpec.one(new TargetFilter.CardInGraveyard(types, Relation.YOU), text));
            return new Effect.PutOnTopOfLibrary(new Subject.TargetObject(index));
        }
        if (EXILE_OTHERS.matcher(c).matches()) {
            return new Effect.ExileAllLinked(new ObjectFilter(0, 0, Relation.YOU, null, 0, 0, true, false));
        }
        Matcher all = RETURN_ALL.matcher(c);
        if (all.matches()) {
            try {
                return new Effect.ReturnAllFromGraveyard(CardType.ofWord(all.group(1).toLowerCase(Locale.ROOT)).bit());
            } catch (IllegalArgumentException e) {
                return null;
            }
        }
        if (RETURN_EXILED.matcher(c).matches()) {
            return new Effect.ReturnLinkedExiled(c.toLowerCase(Locale.ROOT).contains("exiled card "));
        }
        return null;
    }
}
