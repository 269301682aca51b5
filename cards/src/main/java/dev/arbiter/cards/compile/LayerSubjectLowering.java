package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.ast.LayerSubject;
import dev.arbiter.cards.text.CardText;
import dev.arbiter.engine.ability.Affected;
import dev.arbiter.engine.ability.ObjectFilter;
import java.util.Locale;

/** Lowers a {@link LayerSubject} to the objects a characteristic-changing static ability affects (611.3a, 613.1). */
final class LayerSubjectLowering {

    private LayerSubjectLowering() {
    }

    /**
     * The source ("~", or "it" when {@code itIsSelf}: after "As long as ~ is ..."), the attached-to permanent (303.4,
     * 301.5, 301.6), or a group; null when the subject names none of these.
     *
     * @throws NotSupported for "enchanted"/"equipped"/"fortified" on a card that is not that kind of attachment
     */
    static Affected affected(LayerSubject s, CardText card, boolean itIsSelf) {
        if (s instanceof LayerSubject.Self) return new Affected.Self();
        if (s instanceof LayerSubject.It) return itIsSelf ? new Affected.Self() : null;
        if (s instanceof LayerSubject.Host h) return host(h, card);
        LayerSubject.Group g = (LayerSubject.Group) s;
        ObjectFilter group = g.group() == null ? null : StaticSubjectLowering.lower(g.group());
        return group == null ? null : new Affected.All(group);
    }

    private static Affected host(LayerSubject.Host h, CardText card) {
        String word = h.word().toLowerCase(Locale.ROOT);
        String noun = h.noun().toLowerCase(Locale.ROOT);
        if (!word.equals(AttachmentLines.hostWord(card))) {
            throw new NotSupported("\"" + word + "\" on a card that isn't "
                    + (word.equals("enchanted") ? "an Aura" : word.equals("equipped") ? "an Equipment" : "a Fortification"));
        }
        if (word.equals("equipped") && !noun.equals("creature") || word.equals("fortified") && !noun.equals("land")) {
            return null;
        }
        return new Affected.Host();
    }

    /** Whether verbs agree with the subject in the singular: "~", "it", a host, or "each" + a singular noun. */
    static boolean singular(LayerSubject s) {
        return !(s instanceof LayerSubject.Group g) || g.each();
    }
}
