package dev.arbiter.engine.ability;

/**
 * How permanents enter the battlefield: tapped, with counters, as a copy, with a choice (614.1c-d, 614.12, 707.9): members of {@link StaticEffect}, named {@code StaticEffect.X} everywhere.
 */
public interface EnteringStatics {
    /**
     * "~ enters the battlefield tapped unless you control [a Swamp or a Mountain | N or more/fewer
     * other lands]" (614.1c, 614.12): it enters untapped only if the number of other permanents its
     * controller controls matching {@code filter} is between {@code atLeast} and {@code atMost}.
     */
    record EntersTappedUnlessYouControl(ObjectFilter filter, int atLeast, int atMost) implements StaticEffect {
    }

    /**
     * "~ enters the battlefield tapped unless you have two or more opponents" (614.1c, 614.12): it enters tapped
     * unless {@code condition} holds for its controller as it enters.
     */
    record EntersTappedUnless(Condition condition) implements StaticEffect {
    }

    /**
     * "As ~ enters the battlefield, you may pay 2 life / reveal a [Giant] card from your hand. If you
     * don't, it enters the battlefield tapped." (614.12): the controller chooses as it enters;
     * {@code payLife} > 0 or {@code reveal} (a filter of cards in hand) says what they may do.
     */
    record EntersTappedUnlessPaid(int payLife, ObjectFilter reveal) implements StaticEffect {
    }

    /**
     * "Artifacts and lands enter the battlefield tapped." / "Creatures your opponents control enter the
     * battlefield tapped." (614.1c, 614.12): other permanents matching the filter enter tapped.
     */
    record PermanentsEnterTapped(ObjectFilter filter) implements StaticEffect {
    }

    /**
     * "Each other [creature you control] enters the battlefield with an additional N KIND counter(s) on
     * it." (614.1c, 614.12): other permanents matching the filter enter with the counters.
     */
    record OthersEnterWithCounters(ObjectFilter filter, String kind, int amount) implements StaticEffect {
    }

    /** "~ enters the battlefield with N [kind] counters on it" (614.1c). */
    /** "~ enters the battlefield tapped" (614.1c, 614.12): a replacement applied as it enters. */
    record EntersTapped() implements StaticEffect {
    }

    record EntersWithCounters(String kind, Amount amount) implements StaticEffect {
    }

    /**
     * "~ enters the battlefield with your choice of a flying counter or a hexproof counter on it" (614.12, 122.6): the
     * player it enters under chooses one of {@code kinds} as it enters, and it enters with one counter of that kind.
     */
    record EntersWithCounterOfChoice(java.util.List<String> kinds) implements StaticEffect {
    }

    /**
     * "If ~ was kicked, it enters the battlefield with N [kind] counters on it" (702.33e, 614.1c): a
     * replacement linked to the card's kicker, applied only as the kicked spell becomes the permanent.
     */
    record EntersWithCountersIfKicked(String kind, Amount amount) implements StaticEffect {
    }

    /**
     * "~ enters the battlefield with N [kind] counters on it if a creature died this turn / if you cast
     * it from your hand" (614.1c): the condition is judged as the permanent enters, on it and its controller.
     */
    record EntersWithCountersIf(String kind, Amount amount, Condition condition) implements StaticEffect {
    }

    /**
     * "You may have ~ enter the battlefield as a copy of any [filter] on the battlefield[, except it's
     * a [type] in addition to its other types | except it has [abilities]]" (707.9, 614.1c): {@code extraTypes} are
     * the card types and {@code extraAbilities} the abilities the exception adds to the copiable values (707.9b);
     * "except it enters with X additional +1/+1 counters on it" ({@code counterKind} non-null): counters it enters
     * with when it enters as a copy (614.1c, 122.6; not a copiable value), {@code counters} counted with the spell's X
     * (107.3m); {@code keepsColor}: "except it doesn't copy that creature's color", its colour stays its own (707.9b).
     */
    record EntersAsCopy(ObjectFilter filter, int extraTypes, java.util.List<Ability> extraAbilities, String counterKind,
                        Amount counters, boolean keepsColor) implements StaticEffect {
        public EntersAsCopy {
            extraAbilities = java.util.List.copyOf(extraAbilities);
        }

        public EntersAsCopy(ObjectFilter filter, int extraTypes, java.util.List<Ability> extraAbilities, String counterKind,
                            Amount counters) {
            this(filter, extraTypes, extraAbilities, counterKind, counters, false);
        }

        public EntersAsCopy(ObjectFilter filter, int extraTypes, java.util.List<Ability> extraAbilities) {
            this(filter, extraTypes, extraAbilities, null, null);
        }

        public EntersAsCopy(ObjectFilter filter, int extraTypes) {
            this(filter, extraTypes, java.util.List.of());
        }
    }


    /**
     * "As ~ enters the battlefield, choose a color / a creature type / an opponent ..." (614.12): the
     * player it enters under chooses as it enters; the choice stays with it for its linked abilities (607.2).
     */
    record ChooseAsEnters(ChoiceKind kind, int excludedColors, java.util.List<String> words) implements StaticEffect {
        /** {@code words}: the only options, as written ("Khans", "Dragons"; "black", "red" for a colour); empty: all of {@code kind}. */
        public ChooseAsEnters {
            words = java.util.List.copyOf(words);
        }

        public ChooseAsEnters(ChoiceKind kind, int excludedColors) {
            this(kind, excludedColors, java.util.List.of());
        }

        /** A choice among all the options of {@code kind}. */
        public ChooseAsEnters(ChoiceKind kind) {
            this(kind, 0);
        }
    }

    /**
     * "As ~ enters the battlefield, it becomes your choice of a 3/3 artifact creature, a 2/2 artifact creature with
     * flying, or ..." (614.12): the player it enters under chooses one of {@code forms} as it enters; the chosen form's
     * P/T (layer 7b), types (layer 4, in addition to its other types) and keywords (layer 6) apply while it stays.
     */
    record BecomesChoiceAsEnters(java.util.List<EntryForm> forms) implements StaticEffect {
        public BecomesChoiceAsEnters {
            forms = java.util.List.copyOf(forms);
        }
    }

    /** One form of {@link BecomesChoiceAsEnters}: a P/T, card types (bits) and subtypes added, keywords gained. */
    record EntryForm(int power, int toughness, int types, java.util.List<String> subtypes, java.util.List<Keyword> keywords) {
        public EntryForm {
            subtypes = java.util.List.copyOf(subtypes);
            keywords = java.util.List.copyOf(keywords);
        }
    }

    /**
     * "If ~ would enter the battlefield, [you may] sacrifice N [permanents] / discard a [card] instead. If you do, put ~
     * onto the battlefield. If you don't, put it into its owner's graveyard." (614.1a, 614.12): as it would enter, the
     * player it would enter under sacrifices {@code count} permanents they control (701.17a) or discards cards from their
     * hand (701.8a) matching {@code filter}; if they don't (can't, or decline when {@code optional}), it is put into its
     * owner's graveyard instead. {@code what} is the noun as written ("a Plains", "two untapped lands").
     */
    record EntersOnlyIfPaid(boolean discard, ObjectFilter filter, int count, boolean optional, String what)
            implements StaticEffect {
    }

    /**
     * "As ~ enters the battlefield, [effect]." (614.12, 614.1c): as the permanent would enter, before it moves, the
     * player it enters under carries out {@code effect} (no targets; "you" is that player). The permanent is not yet on
     * the battlefield, so the effect can't see or affect it.
     */
    record EffectAsEnters(Effect effect) implements StaticEffect {
    }

    /**
     * "Devour N" (702.82a): "As this object enters, you may sacrifice any number of creatures. This permanent enters with
     * N +1/+1 counters on it for each creature sacrificed this way." A static ability of the card as it enters (614.12),
     * never granted; each instance is asked on its own. What it devoured is remembered on it (702.82b).
     */
    record Devour(int n) implements StaticEffect {
    }

    /**
     * "Amplify N" (702.38a): "As this object enters, reveal any number of cards from your hand that share a creature
     * type with it. This permanent enters with N +1/+1 counters on it for each card revealed this way." A static
     * ability of the card as it enters (614.12), never granted; each instance works separately (702.38b).
     */
    record Amplify(int n) implements StaticEffect {
    }

    /**
     * "Tribute N" (702.104a): "As this creature enters, choose an opponent. That player may put an additional N +1/+1
     * counters on it as it enters." A static ability of the card as it enters (614.12), never granted; whether the
     * opponent did is recorded for "if tribute wasn't paid" (702.104b, {@link Condition.TributePaid}).
     */
    record Tribute(int n) implements StaticEffect {
    }
}
