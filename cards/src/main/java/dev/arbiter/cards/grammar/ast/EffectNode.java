package dev.arbiter.cards.grammar.ast;

import java.util.List;

/**
 * The syntax tree of one-shot effect text (610): sentences in order (608.2c), clauses joined by
 * "and" / "then", optional actions ("you may"), and actions with their subjects and objects.
 */
public sealed interface EffectNode {

    /** Effects in the order written. */
    record Sequence(List<EffectNode> effects) implements EffectNode {
        public Sequence {
            effects = List.copyOf(effects);
        }
    }

    /** "[player] may [effect]. If [they] do, [then]. [Otherwise, ...]" (608.2d). */
    record May(PlayerRef who, EffectNode effect, EffectNode ifTheyDo, EffectNode otherwise) implements EffectNode {
    }

    /** "[source] deals N damage to [recipients]" (120). */
    record Damage(ObjectRef source, AmountNode amount, List<DamageTo> recipients) implements EffectNode {
        public Damage {
            recipients = List.copyOf(recipients);
        }
    }

    /** "destroy [objects][. They can't be regenerated.]" (701.8). */
    record Destroy(ObjectRef objects, boolean noRegeneration) implements EffectNode {
    }

    /** "exile [objects]" (406). */
    record Exile(ObjectRef objects) implements EffectNode {
    }

    /** "return [objects] to [its owner's|their owners'|your] hand" (a zone change). */
    record ReturnToHand(ObjectRef objects) implements EffectNode {
    }

    /** "return [cards] to the battlefield [under your control]" from a graveyard. */
    record ReturnToBattlefield(ObjectRef objects, boolean underYourControl) implements EffectNode {
    }

    /** "tap [objects]" / "untap [objects]" (701.26). */
    record Tap(ObjectRef objects, boolean untap) implements EffectNode {
    }

    /** "[player] sacrifices [count] [noun]" (701.17). */
    record Sacrifice(PlayerRef who, ObjectRef objects) implements EffectNode {
    }

    /** "[player] draws N cards" (121). */
    record Draw(PlayerRef who, AmountNode amount) implements EffectNode {
    }

    /** "[player] gains / loses N life" (119). */
    record Life(PlayerRef who, AmountNode amount, boolean gain) implements EffectNode {
    }

    /** "[player] discards N cards [at random]" (701.8). */
    record Discard(PlayerRef who, AmountNode amount, boolean atRandom) implements EffectNode {
    }

    /** "[player] mills N cards" (701.13). */
    record Mill(PlayerRef who, AmountNode amount) implements EffectNode {
    }

    /** "scry N" / "surveil N" (701.22, 701.25). */
    record Scry(PlayerRef who, AmountNode amount, boolean surveil) implements EffectNode {
    }

    /** "put N [kind] counters on [objects]" (122.1). */
    record PutCounters(ObjectRef objects, String kind, AmountNode amount) implements EffectNode {
    }

    /** "[objects] get(s) +P/+T [and gain(s) keywords] until end of turn" (611.2a). */
    record Pump(ObjectRef objects, int power, int toughness, List<String> keywords) implements EffectNode {
        public Pump {
            keywords = List.copyOf(keywords);
        }
    }

    /**
     * "search your library for [up to N] [noun] card(s)[, reveal it/them], put it/them into your hand
     * / onto the battlefield [tapped], then shuffle" (701.23).
     */
    record Search(Noun noun, int count, String destination, boolean tapped, boolean reveal) implements EffectNode {
    }

    /**
     * "[player] create(s) N [tapped] P/T COLOURS [SUBTYPES] [artifact] creature token(s) [with KEYWORDS]"
     * or "create N Treasure tokens" (701.6a, 111.10); {@code predefined} names a predefined token.
     */
    record CreateTokens(PlayerRef who, AmountNode count, boolean tapped, String predefined, int power, int toughness,
                        List<String> colors, List<String> types, List<String> subtypes, List<String> keywords)
            implements EffectNode {
        public CreateTokens {
            colors = List.copyOf(colors);
            types = List.copyOf(types);
            subtypes = List.copyOf(subtypes);
            keywords = List.copyOf(keywords);
        }
    }

    /** "If this spell was kicked, [then]" (702.33d); with "instead", {@code otherwise} is the replaced text. */
    record IfKicked(EffectNode then, EffectNode otherwise) implements EffectNode {
    }

    /** "[player] shuffles [their library]" (701.20). */
    record Shuffle(PlayerRef who) implements EffectNode {
    }

    /** "sacrifice ~" / "sacrifice it" / "sacrifice that creature" (701.17a): a named object, not a chosen one. */
    record SacrificeObject(ObjectRef object) implements EffectNode {
    }
}
