package dev.arbiter.cards.grammar.ast;

import dev.arbiter.cards.grammar.ast.PhraseNodes.Word;
import java.util.List;

/**
 * The object an effect clause names, read once by {@code grammar/ObjectReferentGrammar} (608.2c, 115.1, 303.4) and
 * lowered by {@code compile/Referents}: the source, "it", the host, "that creature", a target, "each of [N] target
 * [noun]s", "target [noun] that player controls". {@code printed} texts are what the target's description shows, never
 * read again.
 */
public final class ReferentNodes {

    private ReferentNodes() {
    }

    /** What a target description names besides permanents (115.1). */
    public enum TargetKind { PLAYER, OPPONENT, MIXED, NAMES_A_PLAYER, OTHER }

    /**
     * "any target" ({@code any}) or "target DESC": {@code printed} the whole phrase, {@code desc} the words after
     * "target" as printed, {@code words} those words (a comma after a word kept apart), {@code kind} what they name.
     */
    public record TargetDesc(String printed, boolean any, String desc, List<Word> words, TargetKind kind) {
        public TargetDesc {
            words = List.copyOf(words);
        }
    }

    /**
     * "[up to] COUNT target DESC" (601.2c): {@code singular} its words with plural card types made singular,
     * {@code plural} whether one was, {@code kind} what the singular words name, {@code singularText} them joined.
     */
    public record SeveralDesc(String printed, boolean upTo, String count, String desc, List<Word> singular, boolean plural,
            String singularText, TargetKind kind) {
        public SeveralDesc {
            singular = List.copyOf(singular);
        }
    }

    /** An object an effect names. */
    public sealed interface ObjectReferent permits Self, It, Host, ThatObject, Targeted, EachOfTargets, ThatPlayersTarget,
            Unread {
    }

    /** "~". */
    public record Self() implements ObjectReferent {
    }

    /** "it" (608.2c). */
    public record It() implements ObjectReferent {
    }

    /** "enchanted creature", "equipped creature", "fortified land" ... (303.4, 301.5). */
    public record Host() implements ObjectReferent {
    }

    /** "that creature" / "that permanent" / "that land" (608.2c). */
    public record ThatObject() implements ObjectReferent {
    }

    /** "target DESC" ({@code target} null when the words after "target" are not a description). */
    public record Targeted(TargetDesc target) implements ObjectReferent {
    }

    /** "each of [up to] N target DESC" ({@code several} null when not such a phrase). */
    public record EachOfTargets(SeveralDesc several) implements ObjectReferent {
    }

    /**
     * "target KIND that player controls [of their choice]" (the player the trigger event names): {@code kind} the
     * "target KIND" part, {@code whole} the whole phrase read as a target (when no player is named).
     */
    public record ThatPlayersTarget(TargetDesc kind, boolean theirChoice, String printed, TargetDesc whole)
            implements ObjectReferent {
    }

    /** Any other phrase: no object the effect readers know. */
    public record Unread(String printed) implements ObjectReferent {
    }
}
