package dev.arbiter.cards.grammar.ast;

/**
 * The syntax tree of a trigger condition (603.1): "When/Whenever/At [event], [effect]". Objects
 * in events are the source itself ({@code noun} null) or a described object; {@code another}
 * excludes the source, {@code orSelf} counts it too ("~ or another Ally").
 */
public sealed interface TriggerNode {

    /** "[object] enters the battlefield [under your control]" (603.6a). */
    record Enters(Noun noun, boolean another, boolean orSelf) implements TriggerNode {
    }

    /** "[object] dies" (700.4). */
    record Dies(Noun noun, boolean another, boolean orSelf) implements TriggerNode {
    }

    /** "[player] cast(s) a [noun] spell" (601.2i). */
    record Casts(PlayerRef caster, Noun spell) implements TriggerNode {
    }

    /** "[object] attacks" (508.3a). */
    record Attacks(Noun noun, boolean another) implements TriggerNode {
    }

    /** "the beginning of [whose] [step]" (603.2, 503-513): whose is "your", "each", "the", "each opponent's". */
    record BeginningOf(String whose, String step) implements TriggerNode {
    }

    /** A trigger line: its event, an intervening "if" (603.4) as written or null, and the effect text. */
    record Line(String word, TriggerNode event, String interveningIf, String effectText) {
    }
}
