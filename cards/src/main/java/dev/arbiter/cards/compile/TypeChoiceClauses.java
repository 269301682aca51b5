package dev.arbiter.cards.compile;

import dev.arbiter.engine.ability.ChoiceKind;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.Subject;

import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A type chosen as the effect resolves (608.2d) that objects become (613.1d):
 * "[object(s)] become(s) the creature type of your choice [until end of turn]." (205.1b) and "Choose a creature type
 * [other than Wall] / a basic land type. [object(s)] become(s) that type until end of turn." (205.1b, 305.7).
 * A creature type only for creatures (the subject's words name creatures, or "~" on a creature card); a basic land type
 * only for lands.
 */
final class TypeChoiceClauses {
    private static final GuardedPattern OF_YOUR_CHOICE = GuardedPattern.compile(
            "(.+?) becomes? the creature type of your choice( until end of turn)?\\.", Pattern.CASE_INSENSITIVE);
    private static final GuardedPattern CHOOSE_FIRST = GuardedPattern.compile(
            "choose a (creature|basic land) type(?: other than ([A-Z][a-z]+))?\\. (.+?) becomes? that type until end of turn\\.",
            Pattern.CASE_INSENSITIVE);

    private TypeChoiceClauses() {
    }

    /** The effect of {@code text}, or null when it is not one of these sentences. */
    static Effect parse(String text, ParseContext ctx) {
        String t = text.strip();
        Matcher m = OF_YOUR_CHOICE.matcher(t);
        if (m.matches()) {
            Subject s = subject(m.group(1), ChoiceKind.CREATURE_TYPE, ctx);
            return s == null ? null : new Effect.BecomeTypeOfChoice(s, ChoiceKind.CREATURE_TYPE, null, m.group(2) != null, false);
        }
        m = CHOOSE_FIRST.matcher(t);
        if (!m.matches()) return null;
        ChoiceKind kind = m.group(1).equalsIgnoreCase("creature") ? ChoiceKind.CREATURE_TYPE : ChoiceKind.BASIC_LAND_TYPE;
        String excluded = m.group(2);
        if (excluded != null && (kind != ChoiceKind.CREATURE_TYPE
                || !dev.arbiter.engine.card.CreatureTypes.isCreatureType(excluded))) {
            throw new NotSupported("\"other than " + excluded + "\" (not a creature type)");
        }
        Subject s = subject(m.group(3), kind, ctx);
        return s == null ? null : new Effect.BecomeTypeOfChoice(s, kind, excluded, true, true);
    }

    /** The objects {@code phrase} names, checked to be creatures / lands by its words; null when not read. */
    private static Subject subject(String phrase, ChoiceKind kind, ParseContext ctx) {
        String p = phrase.strip().toLowerCase(Locale.ROOT);
        boolean self = p.equals("~");
        if (kind == ChoiceKind.CREATURE_TYPE) {
            boolean creatureCard = ctx.card() != null && ctx.card().hasType("Creature");
            if (self ? !creatureCard : !p.matches("(target|each|all) (other )?creatures?( you control)?|target creature an opponent controls")) {
                throw new NotSupported("a creature type for objects that aren't creatures");
            }
        } else if (!p.matches("(target|each|all) lands?( you control)?")) {
            throw new NotSupported("a basic land type for objects that aren't lands");
        }
        Subject s = Referents.object(phrase, ctx);
        return s != null ? s : ChosenColorClauses.grammarSubject(phrase, ctx);
    }
}
