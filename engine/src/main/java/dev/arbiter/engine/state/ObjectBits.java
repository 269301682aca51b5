package dev.arbiter.engine.state;

import java.util.function.Predicate;

/**
 * Facts about a state's objects that {@link GameState} keeps in one short and carries from object change to object
 * change instead of scanning every object (issue 13). Each fact takes two bits: 0 not yet known, 1 none, 2 some.
 */
final class ObjectBits {
    /** Whether any token or copy exists (seed 420.5j). */
    static final int TOKENS = 0;
    /** Whether any object is attached to another (301.5, 303.4). */
    static final int ATTACHED = 2;
    /** Whether any object ceases to exist as a state-based action (704.5d-e). */
    static final int CEASING = 4;
    /** Whether any object's card has a triggered ability that works in the graveyard at the beginning of a step (113.6m). */
    static final int GRAVEYARD_STEP = 6;
    /** Whether any object's card holds a part something could trigger from (see {@link #triggering}). */
    static final int TRIGGERING = 8;

    private ObjectBits() {
    }

    /** Whether any token or copy of a spell exists (seed 420.5j needs checking only then). */
    static boolean hasTokensOrCopies(GameState s) {
        s.transients = known(s.transients, TOKENS, s.objects, o -> o.token() || o.copy());
        return some(s.transients, TOKENS);
    }

    /** Whether any object is attached to another (301.5, 303.4): when none, nothing needs detaching as a permanent leaves. */
    static boolean hasAttachments(GameState s) {
        s.transients = known(s.transients, ATTACHED, s.objects, o -> o.attachedTo() != GameObject.NONE);
        return some(s.transients, ATTACHED);
    }

    /**
     * Whether some object's card has a triggered ability that works from the graveyard at the beginning of a step (113.6m):
     * when none, the graveyards need no look as each step begins. Kept with the object facts, so found once a game.
     */
    static boolean hasGraveyardStepTriggers(GameState s) {
        s.transients = known(s.transients, GRAVEYARD_STEP, s.objects, ObjectBits::graveyardStep);
        return some(s.transients, GRAVEYARD_STEP);
    }

    /**
     * Whether some object's card holds anywhere inside it a triggered ability, a keyword that is one or madness
     * ({@link #triggering}): when none and no continuous effect exists, nothing in the game can trigger (events.Triggers).
     */
    static boolean hasTriggeringCards(GameState s) {
        s.transients = known(s.transients, TRIGGERING, s.objects, ObjectBits::triggering);
        return some(s.transients, TRIGGERING);
    }

    /** Whether some object is a token or copy that ceases to exist (704.5d-e): when none, that check has nothing to do. */
    static boolean hasObjectsCeasingToExist(GameState s) {
        s.transients = known(s.transients, CEASING, s.objects, GameObject::ceasesToExist);
        return some(s.transients, CEASING);
    }

    /** The fact at bit {@code shift} of {@code bits}, found by scanning {@code objects} when unknown; the bits with it known. */
    static short known(short bits, int shift, GameObject[] objects, Predicate<GameObject> test) {
        if (((bits >> shift) & 3) != 0) return bits;
        boolean any = false;
        for (GameObject o : objects) if (test.test(o)) any = true;
        return (short) ((bits & ~(3 << shift)) | ((any ? 2 : 1) << shift));
    }

    static boolean some(short bits, int shift) {
        return ((bits >> shift) & 3) == 2;
    }

    /** The bits after object {@code before} (null: added) became {@code o}: a fact that may have become false is unknown. */
    static short afterChange(short t, GameObject before, GameObject o) {
        int tokens = t & 3;
        if (tokens != 0) tokens = tokens == 2 || o.token() || o.copy() ? 2 : 1; // tokens never stop being tokens
        int attached = fact(t, ATTACHED, o.attachedTo() != GameObject.NONE, before != null && before.attachedTo() != GameObject.NONE);
        int ceasing = fact(t, CEASING, o.ceasesToExist(), before != null && before.ceasesToExist());
        int graveyardStep = t & (3 << GRAVEYARD_STEP); // read from the card: the same card, the same answer
        if (graveyardStep != 0 && (before == null || before.card() != o.card())) {
            graveyardStep = fact(t, GRAVEYARD_STEP, graveyardStep(o), before != null && graveyardStep(before));
        }
        int triggering = t & (3 << TRIGGERING); // the same: read from the card
        if (triggering != 0 && (before == null || before.card() != o.card())) {
            triggering = fact(t, TRIGGERING, triggering(o), before != null && triggering(before));
        }
        return (short) (tokens | attached | ceasing | graveyardStep | triggering);
    }

    /**
     * Whether {@code o}'s card holds, anywhere inside its abilities (the abilities its statics grant and the tokens it
     * makes included), a triggered ability (603), a keyword that is a triggered ability ({@code Keyword.TRIGGERED}) or
     * madness (702.35a): the parts every trigger family reads from a card.
     */
    static boolean triggering(GameObject o) {
        var card = o.card();
        var kinds = card.partKinds();
        return kinds.contains(dev.arbiter.engine.ability.TriggeredAbility.class)
                || kinds.contains(dev.arbiter.engine.ability.Madness.class)
                || kinds.contains(dev.arbiter.engine.ability.Suspend.class) // 702.62a: two triggered abilities in exile
                || kinds.contains(dev.arbiter.engine.ability.Soulbond.class) // 702.95a: two triggered abilities
                || kinds.contains(dev.arbiter.engine.ability.Haunt.class) // 702.55a: a triggered ability
                || (card.partKeywords() & dev.arbiter.engine.ability.Keyword.TRIGGERED) != 0;
    }

    /** 113.6m: whether {@code o}'s card has "At the beginning of [step], if ~ is in your graveyard" (as events.GraveyardTriggers reads it). */
    static boolean graveyardStep(GameObject o) {
        for (dev.arbiter.engine.ability.Ability a : o.card().baseCharacteristics().abilities()) {
            if (a instanceof dev.arbiter.engine.ability.TriggeredAbility t
                    && t.trigger() instanceof dev.arbiter.engine.ability.Trigger.BeginningOfStepInGraveyard) return true;
        }
        return false;
    }

    private static int fact(short t, int shift, boolean now, boolean was) {
        if (now) return 2 << shift;
        if (was) return 0; // perhaps the last one: unknown
        return t & (3 << shift);
    }
}
