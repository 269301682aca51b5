package dev.arbiter.cards.grammar.ast;

/**
 * Lines about choices made as a permanent enters and the rules they feed (614.12, 607.2), land type
 * changes (305.7) and player rules (402.2), as {@code ChoiceGrammar} reads them.
 */
public sealed interface ChoiceNode {
    /**
     * "As ~ enters the battlefield, choose {@code kind} [other than {@code otherThan}]." ({@code kind} as written: "a
     * color", "an opponent"; {@code otherThan} a colour word, or null).
     */
    record ChooseAsEnters(String kind, String otherThan) implements ChoiceNode {
        public ChooseAsEnters(String kind) {
            this(kind, null);
        }
    }

    /** 614.12: "As ~ enters, it becomes your choice of a 3/3 artifact creature, a 2/2 ... with flying, or ..." */
    record BecomesChoiceAsEnters(java.util.List<Form> forms) implements ChoiceNode {
        public BecomesChoiceAsEnters {
            forms = java.util.List.copyOf(forms);
        }
    }

    /** One form of {@link BecomesChoiceAsEnters}: P/T, the type words before "creature", the keywords after "with". */
    record Form(int power, int toughness, java.util.List<String> types, java.util.List<String> keywords) {
        public Form {
            types = java.util.List.copyOf(types);
            keywords = java.util.List.copyOf(keywords);
        }
    }

    /**
     * "[subject] is/are [a] LandType[, LandType, and LandType] [in addition to its other (land) types]." /
     * "Enchanted land is the chosen type." ({@code landTypes} empty). {@code subject}: "enchanted land", "~",
     * or a group as written ("All Mountains", "Nonbasic lands", "Each land").
     */
    record LandType(ChoiceSubject subject, java.util.List<String> landTypes, boolean inAddition) implements ChoiceNode {
        public LandType {
            landTypes = java.util.List.copyOf(landTypes);
        }
    }

    /** "[subject] is the chosen type in addition to its other types." */
    record ChosenTypeInAddition(ChoiceSubject subject) implements ChoiceNode {
    }

    /** "[group] don't untap during their controllers' untap steps." */
    record DontUntap(ChoiceSubject subject) implements ChoiceNode {
    }

    /**
     * "You may play an additional land / two additional lands / any number of lands on each of your turns." and
     * "Each player may play ... on each of their turns." ({@code extra} -1: any number).
     */
    record AdditionalLands(int extra, boolean eachPlayer) implements ChoiceNode {
    }

    /** "Players skip their untap steps." */
    record SkipUntapSteps() implements ChoiceNode {
    }

    /** "[subject] has/have protection from the chosen color." [+ "This effect doesn't remove ~." when {@code keepsSource}]. */
    record ProtectionFromChosenColor(ChoiceSubject subject, boolean keepsSource) implements ChoiceNode {
    }

    /**
     * "Activated abilities of [sources] can't be activated unless they're mana abilities." {@code sources} null:
     * "sources" (objects in any zone), with {@code sourcesWith} (a "with the chosen name" clause) or null.
     */
    record CantActivate(Noun sources, Noun.With sourcesWith, boolean exceptMana) implements ChoiceNode {
        /** "... can't be activated unless they're mana abilities." */
        public CantActivate(Noun sources, Noun.With sourcesWith) {
            this(sources, sourcesWith, true);
        }

    }

    /**
     * "You / Players have no maximum hand size." ({@code none}) and "Your / Each opponent's / The chosen player's
     * maximum hand size is N / is increased by N / is reduced by N." ({@code set} -1 when not set). {@code who}:
     * "you", "players", "each opponent", "the chosen player".
     */
    record HandSize(String who, int set, int delta, boolean none) implements ChoiceNode {
    }

    /** "Play with the top card of your library revealed." (400.2) */
    record TopCardRevealed() implements ChoiceNode {
    }

    /** "Play with your hand revealed." / "Your opponents play with their hands revealed." / "Players play ..." ({@code whose}: "your", "opponents", "players"). */
    record HandsRevealed(String whose) implements ChoiceNode {
    }

    /** "You have shroud." / "You have hexproof." */
    record PlayerUntargetable(boolean shroud) implements ChoiceNode {
    }

    /**
     * "Cast this spell only during ..." (601.3): in {@code turn}'s turns ("your", "an opponent's" or null for any)
     * and in the steps from {@code first} to {@code last} (step names in turn order: "untap" ... "cleanup").
     */
    record CastOnlyDuring(String turn, String first, String last) implements ChoiceNode {
    }

    /** "Spend only {@code color} mana on X." */
    record SpendOnlyColorOnX(String color) implements ChoiceNode {
    }

    /** 614.12: "As ~ enters the battlefield, choose Khans or Dragons." ({@code words} as written, at least two). */
    record ChooseWordAsEnters(java.util.List<String> words) implements ChoiceNode {
        public ChooseWordAsEnters {
            words = java.util.List.copyOf(words);
        }
    }

    /** 614.12: "As ~ enters, choose white Citizen, blue Camarid, ... or green Saproling." ({@code pairs}: "white Citizen"). */
    record ChooseColorAndTypeAsEnters(java.util.List<String> pairs) implements ChoiceNode {
        public ChooseColorAndTypeAsEnters {
            pairs = java.util.List.copyOf(pairs);
        }
    }

    /** 614.12: "As ~ enters the battlefield, choose a color and a creature type." ({@code kinds} as written, in order). */
    record ChooseSeveralAsEnters(java.util.List<String> kinds) implements ChoiceNode {
        public ChooseSeveralAsEnters {
            kinds = java.util.List.copyOf(kinds);
        }
    }

    /** "[subject] is / are the chosen color [in addition to its / their other colors]." (607.2, 105.3) */
    record ChosenColorIs(ChoiceSubject subject, boolean inAddition) implements ChoiceNode {
    }

    /** "You may look at the top card of your library any time." (401.5) */
    record TopCardLookable() implements ChoiceNode {
    }
}
