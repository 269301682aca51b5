package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.AnimationGrammar;
import dev.arbiter.cards.grammar.ParseFailure;
import dev.arbiter.cards.grammar.ast.Granted;
import dev.arbiter.cards.grammar.ast.StaticLineNodes.Animation;
import dev.arbiter.cards.text.CardText;
import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Affected;
import dev.arbiter.engine.ability.ObjectFilter;
import dev.arbiter.engine.ability.StaticAbility;
import dev.arbiter.engine.ability.StaticEffect;
import dev.arbiter.engine.characteristic.CardType;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * Lowers {@link AnimationGrammar}: static abilities that make permanents creatures (205.1b, layers 4-7b of 613): "All Swamps are
 * 1/1 black creatures that are still lands." (Kormus Bell), "Forests you control are 1/1 green Elf
 * creatures that are still lands.", "Enchanted land is a 4/2 red Beast creature with trample. It's
 * still a land.", "Each noncreature artifact is an artifact creature with power and toughness each
 * equal to its mana value." (March of the Machines), "Each other non-Aura enchantment is a creature
 * in addition to its other types and has base power and base toughness each equal to its mana value."
 * (Opalescence). The objects keep the types the text says they keep; any line that would take a
 * type away is left to fail (205.1b).
 */
final class AnimationStatics {

    private static final Set<String> BASIC = Set.of("plains", "island", "swamp", "mountain", "forest");

    private AnimationStatics() {
    }

    /** The static ability {@code text} describes, or empty when it is not such a line. */
    static Optional<List<Ability>> compile(String text, CardText card) {
        String t = text.strip();
        Animation m;
        try {
            m = AnimationGrammar.parse(t);
        } catch (ParseFailure f) {
            return Optional.empty();
        }
        switch (m.form()) {
            case GROUP -> {
                ObjectFilter group = group(m);
                if (group == null || !keeps(group, m.still())) return Optional.empty();
                return animate(new Affected.All(group), m.power(), m.toughness(), m.words(), m.with(), card, t);
            }
            case HOST -> {
                String noun = m.noun().toLowerCase(Locale.ROOT);
                if (m.still() != null) { // 205.1b: "is a creature with base power and toughness 5/5 in addition to its other types"
                    if (!"enchanted".equals(AttachmentLines.hostWord(card)) || !enchants(card, noun)) return Optional.empty();
                    return animate(new Affected.Host(), m.power(), m.toughness(), "", null, card, t);
                }
                if (!"enchanted".equals(AttachmentLines.hostWord(card)) || !enchantsLand(card, noun)) return Optional.empty();
                return animate(new Affected.Host(), m.power(), m.toughness(), m.words(), m.with(), card, t);
            }
            case HOST_MANA_VALUE -> {
                return hostManaValue(m, card, t);
            }
            default -> {
                ObjectFilter group = group(m); // "each [other] NOUN" (611.3a)
                if (group == null) return Optional.empty();
                AnimationClauses.Words w = words(m.words());
                // only types the objects already have may be named ("artifact creature" for artifacts)
                if (w == null || w.colors() != 0 || !w.subtypes().isEmpty()
                        || w.types() != 0 && (group.anyOfTypes() & w.types()) != w.types()) return Optional.empty();
                StaticEffect e = new StaticEffect.BecomeCreatures(new Affected.All(group), 0, 0, w.types(), 0, List.of(),
                        List.of(), true);
                return Optional.of(List.of(new StaticAbility(e, t)));
            }
        }
    }

    /**
     * 303.4, 611.3a, 613.6: the enchanted permanent, while it isn't a creature as layer 4 begins, is made one with base
     * power and toughness its mana value; judged as a group of one ("noncreature [noun] this Aura is attached to") so
     * that an object already a creature by another effect is left alone, and the one made a creature keeps its P/T.
     */
    private static Optional<List<Ability>> hostManaValue(Animation m, CardText card, String t) {
        String noun = m.noun().toLowerCase(Locale.ROOT);
        if (!"enchanted".equals(AttachmentLines.hostWord(card)) || !enchants(card, noun)) return Optional.empty();
        ObjectFilter host = group(m);
        if (host == null || host.anyOfTypes() == 0 || host.subtype() != null || !host.more().none()) return Optional.empty();
        AnimationClauses.Words w = words(m.words());
        if (w == null || w.colors() != 0 || !w.subtypes().isEmpty()
                || w.types() != 0 && (host.anyOfTypes() & w.types()) != w.types()) return Optional.empty();
        ObjectFilter noncreature = new ObjectFilter(host.anyOfTypes(), host.excludedTypes() | CardType.CREATURE.bit(),
                host.controller(), null, 0, 0, false, false,
                host.more().chosen(dev.arbiter.engine.ability.FilterQualities.ATTACHED_TO_SOURCE));
        StaticEffect e = new StaticEffect.BecomeCreatures(new Affected.All(noncreature), 0, 0, w.types(), 0, List.of(),
                List.of(), true);
        return Optional.of(List.of(new StaticAbility(e, t)));
    }

    /** The permanents the line's group names (611.3a), or null. */
    private static ObjectFilter group(Animation m) {
        return m.group() == null ? null : StaticSubjectLowering.lower(m.group());
    }

    private static boolean enchants(CardText card, String noun) {
        for (var line : card.rules()) {
            if (line.text().strip().toLowerCase(Locale.ROOT).equals("enchant " + noun)) return true;
        }
        return false;
    }

    private static Optional<List<Ability>> animate(Affected affected, int p, int tough, String words, Granted with,
                                                   CardText card, String text) {
        AnimationClauses.Words w = words(words);
        if (w == null || w.types() != 0) return Optional.empty();
        List<Ability> abilities = List.of();
        if (with != null) {
            abilities = GrantedAbilities.lower(with, card, false);
            if (abilities == null) return Optional.empty();
        }
        StaticEffect e = new StaticEffect.BecomeCreatures(affected, p, tough, 0,
                w.colors(), w.subtypes(), abilities, false);
        return Optional.of(List.of(new StaticAbility(e, text)));
    }

    /** "that are still lands": every object of the group is a land (by type or by basic land type). */
    private static boolean keeps(ObjectFilter group, String still) {
        String s = still.toLowerCase(Locale.ROOT);
        if (!s.equals("lands")) return false;
        return group.anyOfTypes() == CardType.LAND.bit()
                || group.anyOfTypes() == 0 && group.subtype() != null && BASIC.contains(group.subtype().toLowerCase(Locale.ROOT));
    }

    /** The Aura enchants what the line names: "Enchant land" for "enchanted land", "Enchant Forest" for "enchanted Forest". */
    private static boolean enchantsLand(CardText card, String noun) {
        for (var line : card.rules()) {
            String l = line.text().strip().toLowerCase(Locale.ROOT);
            if (l.equals("enchant " + noun) || l.equals("enchant " + noun + " you control")) { // 303.4a
                return noun.equals("land") || BASIC.contains(noun);
            }
        }
        return false;
    }

    /** The words before "creature": colours, types and subtypes, a basic land type not among them (it isn't what the line makes). */
    private static AnimationClauses.Words words(String text) {
        AnimationClauses.Words w = AnimationClauses.words(text);
        if (w == null || w.subtypes().stream().anyMatch(st -> BASIC.contains(st.toLowerCase(Locale.ROOT)))) return null;
        return w;
    }
}
