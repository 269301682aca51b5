package dev.arbiter.engine.ability;

/** What a target may be (115.1): checked on casting and again on resolution (608.2b). */
public sealed interface TargetFilter {
    /** "any target": a creature, player, planeswalker or battle (115.4). */
    record AnyTarget() implements TargetFilter {
    }

    /**
     * "target player or planeswalker" / "target opponent or planeswalker" (115.1, 306.7): a player
     * related as {@code relation}, or any planeswalker.
     */
    record PlayerOrPlaneswalker(Relation relation) implements TargetFilter {
    }

    /** "target player" / "target opponent". */
    record PlayerTarget(Relation relation) implements TargetFilter {
    }

    /**
     * A permanent with one of {@code anyOfTypes} (a CardType mask; 0 means any permanent), none of
     * {@code excludedTypes}, controlled per {@code controller}, optionally of {@code colorMask}
     * (0 = any) and {@code subtype} (null = any).
     */
    record PermanentTarget(int anyOfTypes, int excludedTypes, Relation controller, int colorMask, String subtype)
            implements TargetFilter {
    }

    /** A permanent matching an object filter, judged from the ability's controller's point of view. */
    record Permanent(ObjectFilter filter) implements TargetFilter {
    }

    /** "target [type] card from your graveyard" (115.1, 400.1): a card in a graveyard whose owner relates to the controller. */
    record CardInGraveyard(int anyOfTypes, Relation owner) implements TargetFilter {
    }

    /**
     * "target [kind] that player controls [of their choice]": a permanent of {@code kind} controlled
     * by the player the trigger event names ("each player's upkeep"); with {@code chosenByThatPlayer}
     * that player chooses the target, though the ability's controller controls it (113.8; The Abyss
     * ruling 2004-10-04). Legality (hexproof, protection) is judged for the ability's controller.
     */
    record ThatPlayersPermanent(PermanentTarget kind, boolean chosenByThatPlayer) implements TargetFilter {
    }

    /** A spell on the stack with one of {@code anyOfTypes} (0 = any spell). */
    record SpellTarget(int anyOfTypes) implements TargetFilter {
    }

    /** "target spell or permanent" (115.1): a spell on the stack or a permanent on the battlefield. */
    record SpellOrPermanent() implements TargetFilter {
    }

    /** "target noncreature spell", "target red or green spell" (115.1): a spell matching an object filter. */
    record Spell(ObjectFilter filter) implements TargetFilter {
    }

    /**
     * "target Zombie card from your graveyard" (115.1, 400.1): a card in a graveyard matching an
     * object filter, whose owner relates to the controller. With {@code oneGraveyard} ("up to three target cards from
     * a single graveyard") all the cards chosen for the one word "target" are in the same graveyard (601.2c).
     */
    record GraveyardCard(ObjectFilter filter, Relation owner, boolean oneGraveyard) implements TargetFilter {
        public GraveyardCard(ObjectFilter filter, Relation owner) {
            this(filter, owner, false);
        }
    }

    /** "target card in the ante" (407.2, 115.1): any card in the ante zone. */
    record CardInAnte() implements TargetFilter {
    }

    /** "target spell with a single target" (115.1, 115.7): a spell on the stack that targets exactly one object or player. */
    record SpellWithSingleTarget() implements TargetFilter {
    }

    /**
     * "target spell that targets you / a creature / a permanent you control" (115.1, 115.10): a spell matching {@code spell}
     * with a target that is the targeting player ({@code you}) or a permanent matching {@code object} (null: none asked).
     */
    record SpellThatTargets(ObjectFilter spell, boolean you, ObjectFilter object) implements TargetFilter {
    }

    /**
     * "target activated ability", "target triggered ability you control", "target activated ability from an artifact
     * source", "target spell, activated ability, or triggered ability" (115.1, 113.1b-c): an ability on the stack that is
     * {@code activated} and/or {@code triggered}, whose source (113.7) matches {@code source} (null: any), controlled per
     * {@code controller}; or a spell matching {@code spell} (null: no spell). Mana abilities never use the stack (605.3b), so
     * they are never among them. Protection and hexproof concern permanents and players, not abilities (702.16b, 702.11b).
     * With {@code singleTarget}, only one that targets exactly one object or player ("with a single target", 115.7); with
     * {@code targetsYou} or {@code targetsObject} (null: none asked), only one that targets the targeting player or a
     * permanent matching the filter ("that targets you", "that targets a creature you control", 115.1).
     */
    record StackObject(boolean activated, boolean triggered, ObjectFilter source, Relation controller, ObjectFilter spell,
                       boolean singleTarget, boolean targetsYou, ObjectFilter targetsObject) implements TargetFilter {
        public StackObject(boolean activated, boolean triggered, ObjectFilter source, Relation controller, ObjectFilter spell) {
            this(activated, triggered, source, controller, spell, false, false, null);
        }

        /** Whether what it targets is asked ("that targets ..."). */
        public boolean targetsAsked() {
            return targetsYou || targetsObject != null;
        }

        /** Whether abilities on the stack are allowed at all (otherwise spells only). */
        public boolean abilities() {
            return activated || triggered;
        }
    }

    /**
     * "target land or nonblack creature", "target tapped or blocking creature" (115.1, 205.2, 110.5): a permanent matching
     * either object filter, each judged from the ability's controller's point of view.
     */
    record EitherPermanent(ObjectFilter first, ObjectFilter second) implements TargetFilter {
    }

    /**
     * "target spell or creature", "target spell or permanent with mana value 1 or greater" (115.1): a spell on the stack
     * matching {@code spell} or a permanent matching {@code permanent}, each judged from the ability's controller's view.
     */
    record SpellOrPermanentMatching(ObjectFilter spell, ObjectFilter permanent) implements TargetFilter {
    }
}
