package dev.arbiter.cards.grammar.ast;

/**
 * What a characteristic-changing static line says of its subject (613.1d-f, 613.4b-c, 702.3b), the body after its
 * condition, read from the line's tokens by {@code LayerEffectGrammar}. Verbs are kept as printed for agreement with
 * the subject ("gets" / "get"); the granted abilities are a {@link Granted} list (keywords and quoted abilities, 613.1f),
 * a quoted one a line of the object that gets it (113.1a).
 */
public sealed interface LayerBody {

    /** The subject the predicates are about. */
    LayerSubject subject();

    /** A P/T: a signed change ("+1/-1", 613.4c) or base numbers ("0/2", 613.4b). */
    record Pt(int power, int toughness) {
    }

    /** subject HAS QUOTED: one quoted ability, the whole rest, quotes included. */
    record Quoted(LayerSubject subject, String verb, Granted ability) implements LayerBody {
    }

    /**
     * [head "and"] "can attack as though it didn't have defender" (702.3b): {@code head} the words before it as printed
     * (other predicates when {@code joined}, else the subject alone), {@code subject} their reading as a subject.
     */
    record NoDefender(String head, boolean joined, LayerSubject subject) implements LayerBody {
    }

    /**
     * subject [GETS PT "and"] LOSES "all abilities" ["and" HAS abilities] (613.1f): {@code gets} null without a P/T;
     * {@code printed} the subject as printed, for the granted part read as "[subject] has ...".
     */
    record LosesAll(LayerSubject subject, String printed, String gets, Pt pt, String loses, String has) implements LayerBody {
    }

    /** subject LOSES WORD (613.1f). */
    record Loses(LayerSubject subject, String verb, String keyword) implements LayerBody {
    }

    /** subject ("isn't" | "aren't") ("a" | "an") TYPE (613.1d). */
    record Isnt(LayerSubject subject, String verb, String type) implements LayerBody {
    }

    /** subject GETS PT "for each" words (613.4c, 107.1): {@code count} "for each ..." to the end, as printed. */
    record GetsPer(LayerSubject subject, String verb, Pt pt, String count) implements LayerBody {
    }

    /** subject GETS PT "and" LOSES words (613.4c, 613.1f). */
    record GetsLoses(LayerSubject subject, String verb, Pt pt, String second, String keyword) implements LayerBody {
    }

    /** subject GETS PT "and" HAS abilities (613.4c, 613.1f). */
    record GetsHas(LayerSubject subject, String verb, Pt pt, String second, Granted abilities) implements LayerBody {
    }

    /** subject GETS PT "and" ("blocks" | "attacks") "each combat if able" (613.4c, 508.1d, 509.1c). */
    record GetsMust(LayerSubject subject, String verb, Pt pt, String second) implements LayerBody {
    }

    /** subject GETS PT (613.4c). */
    record Gets(LayerSubject subject, String verb, Pt pt) implements LayerBody {
    }

    /** subject HAS "base power and toughness" N/N ["and" HAS abilities] (613.4b): {@code second} null without them. */
    record Base(LayerSubject subject, String verb, Pt pt, String second, Granted abilities) implements LayerBody {
    }

    /** subject HAS abilities (613.1f). */
    record Has(LayerSubject subject, String verb, Granted abilities) implements LayerBody {
    }
}
