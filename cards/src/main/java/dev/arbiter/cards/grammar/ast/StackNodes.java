package dev.arbiter.cards.grammar.ast;

/**
 * Spells and abilities on the stack: countering (701.5), copying (707.10), new targets (115.7), casting without paying (601.2b).
 * The records are named {@code EffectNode.X} everywhere (this interface is one of those {@link EffectNode}
 * extends); a new one goes into its area's file and into {@code EffectNode}'s {@code permits} list.
 */
public interface StackNodes {

    /**
     * "counter that spell or ability [unless its controller pays {N} | unless that player pays 3 life | discards a
     * card]" (701.5a, 702.21a): {@code unlessPays} the mana or null; {@code otherCost} a cost written as its imperative
     * ("Pay 3 life", "Discard a card") or null.
     */
    record CounterTargeting(String unlessPays, String otherCost) implements EffectNode {
        public CounterTargeting(String unlessPays) {
            this(unlessPays, null);
        }
    }

    /** "When you cast your next [noun] spell this turn, [body]" (603.7): a delayed trigger on that spell being cast. */
    record WhenYouNextCast(Noun spell, EffectNode body, String text, boolean once) implements EffectNode {
        public WhenYouNextCast(Noun spell, EffectNode body, String text) {
            this(spell, body, text, true);
        }

    }

    /** "Whenever you gain life | a creature blocks | [noun] enters the battlefield under your control this turn, [body]" (603.7, 603.7c); {@code subject} the noun or null: a delayed trigger on each such event this turn. */
    record WheneverThisTurn(String event, Noun subject, EffectNode body, String text) implements EffectNode {
    }

    /** "choose new targets for target [noun] spell" (115.7d), after "you may". */
    record ChooseNewTargets(ObjectRef spell) implements EffectNode {
    }

    /** "[player] may copy this spell and may choose a new target for that copy" (707.10, 707.10c), after "may". */
    record CopyThisSpellFor(PlayerRef who) implements EffectNode {
    }

    /** "copy that spell. You may choose new targets for the copy." (707.10): the spell a cast trigger names. */
    record CopyThatSpell() implements EffectNode {
    }

    /** "copy target [noun] spell. You may choose new targets for the copy." (707.10). */
    record CopySpell(ObjectRef spell) implements EffectNode {
    }

    /** "cast a [noun] spell from your hand without paying its mana cost", after "you may" (118.9). */
    record CastFromHandFree(Noun noun) implements EffectNode {
    }

    /**
     * "cast [target ... card from a graveyard | that card] [without paying its mana cost]", after "you may", with no
     * duration: cast as the effect resolves (608.2g, 118.9); {@code exileInstead}: followed by "If that spell would be
     * put into a graveyard this turn, exile it instead." (614.1a), or only when the spell is an {@code exileOnly} ("If
     * an instant or sorcery spell cast this way would be ...", null: any spell).
     */
    record CastCard(ObjectRef card, boolean free, boolean exileInstead, Noun exileOnly) implements EffectNode {
    }

    /**
     * A permission on a card named before ({@code word}: "that card", "it", "the exiled card") to be cast ({@code lands}:
     * "play": or played as a land) later (601.2a, 305.1), with a duration: {@code until} 0 this turn, 1 until the end of
     * your next turn, 2 for as long as it remains exiled (611.2); {@code free}: without paying its mana cost (118.9);
     * {@code owner}: "its owner may", else "you may"; {@code spendAs}: 0, or "and you may spend mana as though it were
     * mana of any color" (1) / "any type" (2) "to cast that spell" (609.4b).
     */
    record MayPlayCard(String word, boolean lands, boolean free, int until, boolean owner, int spendAs) implements EffectNode {
    }

    /**
     * "[player] exiles the top card of their library" / "[player] exiles a card from their hand", then a {@link
     * MayPlayCard} on "that card": the card that exile moved (601.2a, 400.7).
     */
    record ExiledMayPlay(EffectNode exile, MayPlayCard permission) implements EffectNode {
    }

    /** "cast a [noun] spell from among them without paying its mana cost", after "you may" (118.9; "them": a mill's cards). */
    record CastFromAmongThemFree(Noun noun) implements EffectNode {
    }

    /** "counter target spell. If that spell is countered this way, exile it / put it on top of ... instead" (614.1a). */
    record CounterInstead(CounterSpell counter, boolean exile) implements EffectNode {
    }

    record CounterSpell(ObjectRef spell, String unlessPays, AmountNode times) implements EffectNode {
        public CounterSpell(ObjectRef spell, String unlessPays) {
            this(spell, unlessPays, null);
        }

    }

    /**
     * What "target activated ability, triggered ability, or legendary spell you control from an artifact source" names
     * (115.1, 113.1c): {@code spells} the adjectives of each spell alternative ("" for a bare "spell"; empty: no spell),
     * whether activated and/or triggered abilities are allowed, {@code controller} "you control" or null, and
     * {@code sourceType} the one card type of the abilities' source ("from an artifact source") or null; "that targets you |
     * a [noun]" in {@code targetsYou} and {@code targetsObject} (null: none).
     */
    record StackTarget(java.util.List<String> spells, boolean activated, boolean triggered, String controller,
                       String sourceType, String text, boolean targetsYou, Noun targetsObject) {
    }

    /** "counter target activated ability" / "... spell, activated ability, or triggered ability" (701.5a, 115.1). */
    record CounterStackObject(StackTarget target) implements EffectNode {
    }

    /** "copy target [activated or] triggered ability you control. You may choose new targets for the copy." (707.10). */
    record CopyAbility(StackTarget target) implements EffectNode {
    }

    /** "change the target of target spell [or ability] with a single target" (115.7a); {@code orAbility}: "or ability". */
    record ChangeTheTarget(boolean orAbility) implements EffectNode {
    }

    /**
     * "counter target [noun] spell that targets [you | a noun] [or a noun]" (115.1): {@code you} when the spell's target may
     * be the counterspell's controller, {@code object} the permanent it may target (null: none).
     */
    record CounterSpellTargeting(CounterSpell counter, boolean you, Noun object) implements EffectNode {
    }

    /**
     * "[each other player] copies that spell. Each of those players may choose new targets for their copy." (707.10,
     * 707.10c): each player {@code who} names copies the spell a cast trigger names, under their control.
     */
    record CopyThatSpellFor(PlayerRef who) implements EffectNode {
    }

    /** "Copy target instant or sorcery spell that targets you. You may choose new targets for the copy." (707.10, 115.1). */
    record CopySpellThatTargetsYou(ObjectRef spell) implements EffectNode {
    }

    /**
     * "[player] exile(s) the top card of [a] library. [If it's a [noun] card,] you may cast [that card | it] [without paying
     * its mana cost]. [If you don't, otherwise]" (608.2g, 400.7): {@code exile} (an {@link LibraryAndHandNodes.ExileTopOfLibrary}
     * of one card), the noun the card must be (null: any), and what happens when it isn't cast (null: nothing).
     */
    record ExiledMayCast(EffectNode exile, Noun only, boolean free, EffectNode otherwise) implements EffectNode {
    }

    /**
     * "Counter target spell unless its controller discards their hand / sacrifices a creature / pays 3 life" (118.12,
     * 701.5a): {@code cost} the payment written as its imperative for the payer ("Discard your hand").
     */
    record CounterSpellUnlessCost(CounterSpell counter, String cost) implements EffectNode {
    }
}
