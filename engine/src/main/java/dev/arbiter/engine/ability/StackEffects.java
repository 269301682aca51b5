package dev.arbiter.engine.ability;

/**
 * Spells on the stack: countering, copying and casting (701.5, 707.10, 601): members of {@link Effect}, named {@code Effect.X} everywhere.
 */
public interface StackEffects {
    /**
     * "Counter target spell." / "counter it unless that player pays {3}" (701.5a): {@code spell} is
     * the spell; {@code unlessPays}, when not null, is what its controller may pay to prevent it
     * (an X in it is the countering spell's X, 107.3a); {@code times}, when not null, is how many
     * times that cost is paid ("{1} for each card in your graveyard", 107.1).
     */
    /**
     * "[effect] unless its controller pays {N}" (118.12): the controller of {@code object} may pay
     * {@code cost} (an X in it is this spell's X, 107.3a); if they don't, {@code effect} happens.
     */
    record UnlessControllerPays(Subject object, dev.arbiter.engine.mana.ManaCost cost, Effect effect) implements Effect {
    }

    record CounterSpell(Subject spell, dev.arbiter.engine.mana.ManaCost unlessPays, Amount times) implements Effect {
        public CounterSpell(Subject spell, dev.arbiter.engine.mana.ManaCost unlessPays) {
            this(spell, unlessPays, null);
        }
    }

    /**
     * "counter that spell or ability [unless its controller pays {N}]" (701.5a, 702.21a ward): the spell or ability that
     * made the trigger's event (the trigger's object, {@code StackItem.refOf}) is removed from the stack unless its
     * controller pays {@code unlessPays} (null: no payment offered).
     */
    record CounterTargeting(dev.arbiter.engine.mana.ManaCost unlessPays) implements Effect {
    }

    /**
     * "Counter target spell. If that spell is countered this way, exile it / put it on top of its owner's library
     * instead of [putting it into] its owner's graveyard" (701.5a, 614.1a): the countered card goes to {@code to}.
     */
    record CounterSpellInstead(CounterSpell counter, CounteredTo to) implements Effect {
    }

    /** Where a spell countered by {@link CounterSpellInstead} goes instead of its owner's graveyard. */
    enum CounteredTo { EXILE, LIBRARY_TOP }

    /**
     * "Copy target instant or sorcery spell[, except that the copy is COLOUR]. You may choose new
     * targets for the copy." (707.10): the copy is put on the stack, not cast; {@code colorMask}
     * -1 keeps the original's colour.
     */
    record CopyTargetSpell(int targetIndex, int colorMask, boolean mayChooseNewTargets) implements Effect {
    }

    /**
     * "Copy target [activated or] triggered ability you control. You may choose new targets for the copy." (707.10,
     * 707.10c): a copy of the ability on the stack, controlled by the copier, with the same source, choices and X.
     */
    record CopyTargetAbility(int targetIndex, boolean mayChooseNewTargets) implements Effect {
    }

    /**
     * "Copy that spell. You may choose new targets for the copy." (707.10, 707.10c): the spell whose casting triggered the
     * ability (601.2i), copied if it is still on the stack.
     */
    record CopyThatSpell(boolean mayChooseNewTargets) implements Effect {
    }

    /**
     * "You may copy the exiled card. If you do, you may cast the copy without paying its mana cost."
     * (707.12): the copy is created in exile and may be cast at once; a copy left in exile ceases
     * to exist (seed 420.5j).
     */
    record CopyLinkedCardMayCast() implements Effect {
    }

    /**
     * Rebound's delayed trigger (702.88a): "you may cast this card from exile without paying its mana
     * cost"; the card is the trigger's bound object 0, and it triggers at its controller's upkeep only.
     */
    record MayCastReboundCard() implements Effect {
    }

    /**
     * "You may cast [target card in a graveyard | that card] [without paying its mana cost]" with no duration (608.2g,
     * 601.2a): as the effect resolves its controller may cast {@code card} from the graveyard or exile it is in, at once,
     * ignoring timing permissions; {@code free}: without paying its mana cost (118.9, X is 0), else paying it then.
     * {@code exileInstead}: "If that spell would be put into a graveyard this turn, exile it instead" (614.1a), for a
     * spell matching {@code exileOnly} ("If an instant or sorcery spell cast this way ...", null: any).
     */
    record MayCastCard(Subject card, boolean free, boolean exileInstead, ObjectFilter exileOnly) implements Effect {
    }

    /**
     * "[Until end of turn,] you may [cast | play] [that card | it] [without paying its mana cost] [this turn | until the
     * end of your next turn | for as long as it remains exiled]", "For as long as that card remains exiled, its owner
     * may cast it" (601.2a, 305.1, 611.2): a permission on {@code card} as it is now (in exile or a graveyard; a card
     * that leaves that zone is a new object without it, 400.7) for the effect's controller ({@code owner}: the card's
     * owner). {@code lands}: "play" (a land may be played, 305.1); {@code free}: 118.9; {@code until}: 0 until end of
     * turn, 1 through the end of the player's next turn, 2 for as long as it remains exiled. {@code spendAs}: 0, or
     * "you may spend mana as though it were mana of any color" (1) / "of any type" (2) to cast it (609.4b).
     */
    record MayPlayCard(Subject card, boolean lands, boolean free, int until, boolean owner, int spendAs) implements Effect {
    }

    /**
     * {@code exile} ("Target opponent exiles the top card of their library", "that player exiles a card from their
     * hand"), then the permission of {@link MayPlayCard} on each card it moved from a library or a hand into exile,
     * for the effect's controller (601.2a, 400.7).
     */
    record ExiledThenMayPlay(Effect exile, boolean lands, boolean free, int until, int spendAs) implements Effect {
    }

    /**
     * "[Reveal | Look at] the top card of your library. You may [cast | play] [it | that card] [without paying its mana
     * cost] [if it's a [noun]]. [If you don't, (exile it | put it into your hand).]" (608.2g, 601.2a, 305.2-305.3, 118.9):
     * as the effect resolves its controller may cast the top card of their library ({@code lands}: or play it as a land
     * when they could play one, their turn and a land play left), only one matching {@code only} (null: any); if they
     * don't, {@code otherwise} is "exile" or "hand" (null: it stays).
     */
    record TopCardMayCast(boolean reveal, boolean lands, boolean free, ObjectFilter only, String otherwise) implements Effect {
    }

    /**
     * Madness's triggered ability resolving (702.35a): "its owner may cast it by paying {@code cost}
     * rather than paying its mana cost. If that player doesn't, they put this card into their graveyard."
     * The card is the ability's source, still the object that was exiled.
     */
    record CastWithMadness(dev.arbiter.engine.mana.ManaCost cost) implements Effect {
    }

    /**
     * "[player] may copy this spell and may choose a new target for that copy" (707.10, 707.10c): while the spell
     * resolves (it is still on the stack, 608.2), each player {@code who} names puts a copy of it on the stack under
     * their control, and may choose new targets for the copy; the copy is not cast (707.10).
     */
    record CopySourceSpellFor(Who who) implements Effect {
    }

    /**
     * Storm's copies (702.40a): copy the source spell {@code count} times (the spells cast before it
     * this turn, counted as it was cast); its controller may choose new targets for each copy.
     */
    record CopySourceSpell(int count) implements Effect {
    }

    /**
     * "Change the target of [spell]" (115.7a): its controller changes the spell's one target to another legal target,
     * if there is one; otherwise the target stays.
     */
    record ChangeTheTarget(Subject spell) implements Effect {
    }

    /**
     * "You may choose new targets for target spell" (115.7d): the resolving ability's controller may change any number of
     * that spell's targets, each new target legal for it (chosen among the legal targets of each requirement).
     */
    record ChooseNewTargets(int targetIndex) implements Effect {
    }

    /**
     * "[each other player] copies that spell. Each of those players may choose new targets for their copy." (707.10,
     * 707.10c): each player {@code who} names puts a copy of the spell whose casting triggered the ability (601.2i) on the
     * stack under their control, if it is still there, and may choose new targets for it.
     */
    record CopyThatSpellFor(Who who) implements Effect {
    }

    /**
     * "[player] exile(s) the top card of [a] library. [If it's a [noun] card,] you may cast [that card | it] [without paying
     * its mana cost]. [If you don't, otherwise]" (608.2g, 601.2a, 118.9, 400.7): {@code exile} is resolved, then the effect's
     * controller may cast each card it moved from a library or a hand into exile that matches {@code only} (null: any), now;
     * {@code otherwise} happens when no such card was cast.
     */
    record ExiledThenMayCast(Effect exile, boolean free, ObjectFilter only, Effect otherwise) implements Effect {
    }
}
