package dev.arbiter.cards.explain;

import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.KeywordAbility;
import dev.arbiter.engine.ability.Landwalk;
import dev.arbiter.engine.ability.Protection;
import dev.arbiter.engine.ability.Quality;
import dev.arbiter.engine.characteristic.Supertype;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Keyword abilities (702) as oracle text writes them: "flying", "protection from black",
 * "snow forestwalk"; a run of them shares one line ("First strike, protection from black and from red").
 */
final class KeywordText {

    static final Cases<Quality, Void, String> QUALITIES = Cases.<Quality, Void, String>of(Quality.class)
            .on(Quality.OfColor.class, (q, v) -> q.color().lowerName())
            .on(Quality.OfCardType.class, (q, v) -> Words.plural(q.type().word().toLowerCase(Locale.ROOT)))
            .on(Quality.OfSubtype.class, (q, v) -> Words.plural(q.subtype()))
            .on(Quality.OfColorCount.class, (q, v) -> q.multicolored() ? "multicolored" : "monocolored")
            .on(Quality.Everything.class, (q, v) -> "everything")
            .on(Quality.ChosenColor.class, (q, v) -> "the chosen color");

    private KeywordText() {
    }

    /** Whether the ability is a keyword that sits in a keyword line (702: flying, protection, landwalk). */
    static boolean inKeywordLine(Ability a) {
        return a instanceof KeywordAbility || a instanceof Protection || a instanceof Landwalk;
    }

    /** The keyword in lower case, as inside a sentence ("has flying"); null when {@code a} isn't one. */
    static String word(Ability a) {
        if (a instanceof KeywordAbility k) {
            return k.keyword().text();
        }
        if (a instanceof Protection p) {
            return "protection from " + QUALITIES.apply(p.quality(), null);
        }
        if (a instanceof Landwalk l) {
            return landwalk(l);
        }
        return null;
    }

    /** "Swampwalk", "snow forestwalk", "legendary landwalk", "nonbasic landwalk" (702.14). */
    static String landwalk(Landwalk l) {
        StringBuilder sb = new StringBuilder();
        for (Supertype s : Supertype.values()) {
            if ((l.supertypeMask() & s.bit()) != 0) {
                sb.append(s.word().toLowerCase(Locale.ROOT)).append(' ');
            }
        }
        if (l.nonbasic()) {
            sb.append("nonbasic ");
        }
        sb.append(l.subtype() == null ? "land" : l.subtype().toLowerCase(Locale.ROOT)).append("walk");
        return sb.toString();
    }

    /** The keywords in lower case, protections from colours merged ("protection from black and from red"). */
    static List<String> words(List<Ability> keywords) {
        List<String> out = new ArrayList<>();
        boolean lastWasProtection = false;
        for (Ability a : keywords) {
            String w = word(a);
            if (a instanceof Protection p && lastWasProtection && mergeable(p.quality())) {
                int last = out.size() - 1;
                out.set(last, out.get(last) + " and from " + QUALITIES.apply(p.quality(), null));
            } else {
                out.add(w);
            }
            lastWasProtection = a instanceof Protection p && mergeable(p.quality());
        }
        return out;
    }

    /** Qualities oracle text joins with "and from" ("from black and from red", "from Demons and from Dragons"). */
    private static boolean mergeable(Quality q) {
        return q instanceof Quality.OfColor || q instanceof Quality.OfSubtype;
    }

    /** A keyword line: "Flying, first strike". */
    static String line(List<Ability> keywords) {
        return Words.capitalize(String.join(", ", words(keywords)));
    }
}
