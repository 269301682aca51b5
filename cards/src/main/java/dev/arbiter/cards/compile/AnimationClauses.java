package dev.arbiter.cards.compile;

import dev.arbiter.cards.text.CardText;
import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.Subject;
import dev.arbiter.engine.ability.TargetFilter;
import dev.arbiter.engine.ability.TargetSpec;
import dev.arbiter.engine.characteristic.CardType;
import dev.arbiter.engine.characteristic.Color;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * An object becoming a creature (205.1b, 613.1d-g): "[Until end of turn, ] ~ becomes a 2/1 blue
 * Faerie creature with flying [until end of turn]. It's still a land." — also "that's still a land"
 * and "target land [you control]". The object keeps its other types only when the text says so
 * ("It's still a land") or when the new types include all it had (an artifact becoming an
 * "artifact creature"); any other case would take types away, which is refused.
 */
final class AnimationClauses {

    private static final Pattern BECOMES = Pattern.compile("(until end of turn, )?(~|target [^.]+?) becomes an? "
            + "(\\d+)/(\\d+) ((?:[\\w'-]+,? (?:and )?)*?)creature( with [^.]+?)?( until end of turn)?"
            + "(?:\\. it's still an? (\\w+)| that's still an? (\\w+))?\\.", Pattern.CASE_INSENSITIVE);

    private static final String COLOUR = "(?:white|blue|black|red|green)";
    private static final Pattern COLOURS = Pattern.compile("(~|target [^.]+?) becomes (" + COLOUR + "(?:,? (?:and )?"
            + COLOUR + ")*|colorless)( until end of turn)?\\.", Pattern.CASE_INSENSITIVE);
    private static final java.util.Set<String> BASIC = java.util.Set.of("Plains", "Island", "Swamp", "Mountain", "Forest");

    private AnimationClauses() {
    }

    /**
     * The effect of an animation sentence, or null when {@code text} is not one.
     *
     * @throws NotSupported when it is one but would remove types or names what the engine lacks
     */
    static Effect parse(String text, ParseContext ctx) {
        Matcher colours = COLOURS.matcher(text.strip());
        if (colours.matches()) {
            return colours(colours, ctx);
        }
        Matcher m = BECOMES.matcher(text.strip());
        if (!m.matches()) {
            return null;
        }
        boolean untilEndOfTurn = m.group(1) != null || m.group(7) != null;
        if (m.group(1) != null && m.group(7) != null) {
            return null;
        }
        String still = m.group(8) != null ? m.group(8) : m.group(9);
        int colors = 0;
        int types = 0;
        List<String> subtypes = new ArrayList<>();
        for (String word : m.group(5).replace(",", " ").trim().split("\\s+")) {
            if (word.isEmpty() || word.equalsIgnoreCase("and")) continue;
            String w = word.toLowerCase(Locale.ROOT);
            Color c = colour(w);
            CardType t = NounLowering.cardType(w);
            if (c != null) colors |= c.bit();
            else if (t != null && t != CardType.CREATURE) types |= t.bit();
            else if (Character.isUpperCase(word.charAt(0))) subtypes.add(word);
            else return null;
        }
        List<Ability> abilities = new ArrayList<>();
        if (m.group(6) != null) {
            abilities = GrantedAbilities.list(m.group(6).substring(" with ".length()), ctx.card() == null
                    ? null : ctx.card());
            if (abilities == null) return null;
        }
        Subject subject = subject(m.group(2), still, types, ctx);
        return new Effect.BecomeCreature(subject, Integer.parseInt(m.group(3)), Integer.parseInt(m.group(4)), colors,
                subtypes, types, abilities, untilEndOfTurn);
    }

    /** "Target spell or permanent becomes red." (105.3, 613.1e): the colours replace the object's colours. */
    private static Effect colours(Matcher m, ParseContext ctx) {
        int colors = 0;
        if (!m.group(2).equalsIgnoreCase("colorless")) {
            for (String word : m.group(2).split(",? (?:and )?|,? and ")) {
                Color c = colour(word.strip().toLowerCase(Locale.ROOT));
                if (c == null) return null;
                colors |= c.bit();
            }
        }
        String phrase = m.group(1);
        Subject subject;
        if (phrase.equals("~")) {
            if (!ctx.sourceIsPermanent()) return null;
            subject = new Subject.Self();
        } else if (phrase.equalsIgnoreCase("target spell or permanent")) {
            subject = new Subject.TargetObject(ctx.addTarget(TargetSpec.one(new TargetFilter.SpellOrPermanent(),
                    "target spell or permanent")));
        } else {
            TargetSpec spec = TargetPhrases.parse(phrase);
            if (spec == null) return null;
            subject = new Subject.TargetObject(ctx.addTarget(spec));
        }
        return new Effect.BecomeColors(subject, colors, m.group(3) != null);
    }

    /** "~" or "target land ...": refused when the object would lose a type it has (205.1b). */
    private static Subject subject(String phrase, String still, int types, ParseContext ctx) {
        if (phrase.equals("~")) {
            CardText card = ctx.card();
            if (card == null || !ctx.sourceIsPermanent()) {
                throw new NotSupported("\"~ becomes a creature\" where ~ isn't known");
            }
            boolean keeps = still != null ? card.hasType(capital(still))
                    : card.types().stream().allMatch(t -> t.equals("Creature")
                    || (types & CardType.ofWord(t.toLowerCase(Locale.ROOT)).bit()) != 0) && card.subtypes().isEmpty();
            if (!keeps) {
                throw new NotSupported("becoming a creature that loses its other types (205.1b)");
            }
            return new Subject.Self();
        }
        if (still == null || !still.equalsIgnoreCase("land")) {
            throw new NotSupported("a target becoming a creature that loses its other types (205.1b)");
        }
        TargetSpec spec = TargetPhrases.parse(phrase);
        if (spec == null || !(spec.filter() instanceof TargetFilter.PermanentTarget p)
                || !(p.anyOfTypes() == CardType.LAND.bit() || p.anyOfTypes() == 0 && BASIC.contains(p.subtype()))) {
            throw new NotSupported("target \"" + phrase + "\" becoming a land creature");
        }
        return new Subject.TargetObject(ctx.addTarget(spec));
    }

    private static String capital(String w) {
        return Character.toUpperCase(w.charAt(0)) + w.substring(1).toLowerCase(Locale.ROOT);
    }

    private static Color colour(String w) {
        for (Color c : Color.values()) {
            if (c.lowerName().equals(w)) return c;
        }
        return null;
    }
}
