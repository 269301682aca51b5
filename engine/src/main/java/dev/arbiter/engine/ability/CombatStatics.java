package dev.arbiter.engine.ability;

import java.util.List;

/**
 * Restrictions and requirements on attacks and blocks (seed 500.1, 508.1c-d, 509.1b-c) and evasion (seed 501): members of {@link StaticEffect}, named {@code StaticEffect.X} everywhere.
 */
public interface CombatStatics {
    /** "~ can't block." */
    record CantBlock() implements StaticEffect {
    }

    /**
     * "~ can't attack unless its controller pays {N}" (Brainwash on its host): a cost for this creature to attack
     * (508.1g-h), paid as attackers are declared; unpaid, the creature is exempt from requirements to attack (508.1d).
     */
    record AttackCost(dev.arbiter.engine.mana.ManaCost cost) implements StaticEffect {
    }

    /** "[creature] assigns no combat damage this turn" (510.1a: it assigns none, whatever its power). */
    record AssignsNoCombatDamage() implements StaticEffect {
    }

    /** "~ can't attack." */
    record CantAttack() implements StaticEffect {
    }

    /**
     * "Creatures with power greater than the number of cards in your hand can't attack." (508.1c): no creature whose
     * power is greater than {@code limit} (counted for the source's controller as attackers are declared) can attack.
     */
    record CantAttackWithPowerAbove(Amount limit, String text) implements StaticEffect {
    }

    /** "~ can't attack alone." (seed 500.2, first example) */
    record CantAttackAlone() implements StaticEffect {
    }

    /**
     * "~ can't attack unless at least N other creatures attack." ({@code attack}) / "~ can't block unless at least N other
     * creatures block." (508.1c, 509.1b): a restriction on the whole declaration.
     */
    record CantUnlessOthers(boolean attack, int others) implements StaticEffect {
    }

    /** "~ can't block alone." */
    record CantBlockAlone() implements StaticEffect {
    }

    /**
     * "[target creature] can't block ~ this turn" as compiled (509.1b): the source of the effect, which
     * becomes a {@link CantBlockObject} naming that object as the effect resolves (611.2c).
     */
    record CantBlockSource() implements StaticEffect {
    }

    /**
     * Can't block the object {@code object} while it has changed zones {@code zoneChanges} times (509.1b);
     * the same card after another zone change is a new object (400.7) and may be blocked.
     */
    record CantBlockObject(int object, int zoneChanges) implements StaticEffect {
    }

    /** "~ can't block creatures with power N or greater." */
    record CantBlockPowerAtLeast(int power) implements StaticEffect {
    }

    /** "~ can't be blocked by [filter]" (Walls, white creatures, ...): evasion (seed 501.1). */
    record CantBeBlockedBy(ObjectFilter blockers, String text) implements StaticEffect {
    }

    /**
     * "Creatures can't attack a player unless that player cast a spell or put a nontoken permanent
     * onto the battlefield during their last turn." (Arboria): a restriction (seed 500.2 / 508.1c).
     */
    record CantAttackPlayersIdleLastTurn() implements StaticEffect {
    }

    /**
     * "Creatures can't attack you unless their controller pays {N} for each creature they control
     * that's attacking you." (Windborn Muse): a cost to attack this permanent's controller
     * (508.1g-h); creatures with such an unpaid cost are exempt from attack requirements (seed 500.2). With
     * {@code planeswalkers} also to attack a planeswalker that player controls ("can't attack you or planeswalkers you
     * control unless their controller pays {1} for each of those creatures"); only while {@code condition} holds
     * (611.3b: "As long as ~ is untapped, ...").
     */
    record AttackTax(dev.arbiter.engine.mana.ManaCost perCreature, boolean planeswalkers, Condition condition)
            implements StaticEffect {
        /** Attacks on the player only, always. */
        public AttackTax(dev.arbiter.engine.mana.ManaCost perCreature) {
            this(perCreature, false, new Condition.Always());
        }
    }

    /**
     * "Creatures without flying can't attack you." / "Creatures with flying can't attack you or planeswalkers you
     * control." (508.1c, a restriction): creatures matching {@code attackers} can't attack this permanent's controller,
     * nor, with {@code planeswalkers}, a planeswalker that player controls.
     */
    record CantAttackYou(ObjectFilter attackers, boolean planeswalkers) implements StaticEffect {
    }

    /**
     * "Creatures can't block unless their controller pays {N} for each creature they control
     * that's blocking.": a cost to block (509.1c-d); creatures with such an unpaid cost are exempt
     * from block requirements (seed 500.3); only while {@code condition} holds (611.3b: "As long as ~ is attacking, ...").
     */
    record BlockTax(dev.arbiter.engine.mana.ManaCost perCreature, Condition condition) implements StaticEffect {
        /** Always. */
        public BlockTax(dev.arbiter.engine.mana.ManaCost perCreature) {
            this(perCreature, new Condition.Always());
        }
    }

    /**
     * "~ can't block [creatures with power 3 or greater] unless you pay {1}." (509.1c-d): a cost for this creature to
     * block each attacker that matches {@code attackers}; unpaid, it is exempt from block requirements (seed 500.3).
     */
    record BlockCostAgainst(ObjectFilter attackers, dev.arbiter.engine.mana.ManaCost cost, String text) implements StaticEffect {
    }

    /** "No more than N creatures can attack each combat." (seed 500.2, second example) */
    record MaxAttackers(int max) implements StaticEffect {
    }

    /** "No more than N creatures can block each combat." */
    record MaxBlockers(int max) implements StaticEffect {
    }

    /** "~ can block an additional creature each combat." / "any number of creatures" (max = Integer.MAX_VALUE). */
    record CanBlockAdditional(int extra) implements StaticEffect {
    }

    /** "~ can't be blocked." (509.1b: a restriction on every block of it). */
    record CantBeBlocked() implements StaticEffect {
    }

    /** "~ can't be blocked except by [filter] and/or [filter]" (Walls, creatures with flying): 509.1b, evasion (seed 501.1). */
    record CantBeBlockedExceptBy(List<ObjectFilter> blockers, String text) implements StaticEffect {
        public CantBeBlockedExceptBy {
            blockers = List.copyOf(blockers);
        }
    }

    /** "~ can block only creatures with flying." (509.1b: a restriction on the blocker). */
    record CanBlockOnly(ObjectFilter attackers, String text) implements StaticEffect {
    }

    /** "~ can't be blocked by more than N creatures." (509.1b) */
    record CantBeBlockedByMoreThan(int max) implements StaticEffect {
    }

    /**
     * "~ can't be blocked as long as defending player controls an artifact." (509.1b, 611.3b): no creature can block it
     * while the player it attacks (the blocker's controller, 506.2) controls a permanent matching {@code permanents}.
     */
    record CantBeBlockedWhileDefenderControls(ObjectFilter permanents, String text) implements StaticEffect {
    }

    /**
     * "~ can't attack unless you control more [permanents] than defending player." ({@code attack}; 508.1c: a restriction
     * on whom it attacks): the source's controller controls more permanents matching {@code permanents} than the player
     * attacked (or the controller of the planeswalker attacked, 506.2); "~ can't block unless you control more
     * [permanents] than attacking player." (509.1b): than the active player.
     */
    record CantUnlessYouControlMore(boolean attack, ObjectFilter permanents, String text) implements StaticEffect {
    }

    /** "~ can't attack unless defending player controls an Island." (508.1c: a restriction on whom it attacks) */
    record CantAttackUnlessDefenderControls(ObjectFilter permanents, String text) implements StaticEffect {
    }

    /**
     * "You may have ~ assign its combat damage as though it weren't blocked." (510.1c): as its damage
     * is assigned, its controller may assign all of it to the player or planeswalker it attacks.
     */
    record MayAssignDamageAsThoughUnblocked() implements StaticEffect {
    }

    /** "~ can't be blocked except by N or more creatures." (509.1b; menace is the case N = 2) */
    record CantBeBlockedExceptByAtLeast(int min) implements StaticEffect {
    }

    /**
     * "[blockers] can't block [attackers]" said of other creatures ("Creatures with flying can't block creatures you
     * control."): 509.1b, a restriction on each pair, both filters judged from this ability's source (its controller is
     * "you", its power "~'s power").
     */
    record BlockersCantBlock(ObjectFilter blockers, ObjectFilter attackers, String text) implements StaticEffect {
    }

    /** "~ can't block [filter]" ("artifact creatures", "creatures with flying"): 509.1b, a restriction on the blocker. */
    record CantBlockCreatures(ObjectFilter attackers, String text) implements StaticEffect {
    }

    /**
     * "~ can't attack [block] unless you control [a | another | N or more] [filter]" (508.1c / 509.1b):
     * the creature's controller must control at least {@code atLeast} such permanents.
     */
    record CantUnlessYouControl(boolean attack, ObjectFilter permanents, int atLeast, String text) implements StaticEffect {
    }

    /** "~ can attack as though it had haste." (302.6: summoning sickness does not stop it attacking) */
    record CanAttackAsThoughHaste() implements StaticEffect {
    }

    /** "~ can attack as though it didn't have defender." (702.3b) */
    record CanAttackAsThoughNoDefender() implements StaticEffect {
    }


    /** "~ attacks each combat if able." */
    record AttacksEachCombat() implements StaticEffect {
    }

    /**
     * Goaded (701.38b), a designation locked onto a creature by a resolved goad (never an ability): it attacks each
     * combat if able and attacks a player other than the goading player (the effect's controller) if able.
     */
    record Goaded() implements StaticEffect {
    }

    /**
     * "[Enchanted | Equipped] creature is goaded." (701.38b): while the ability applies, each affected creature is goaded
     * by the source's controller: it attacks each combat if able and attacks a player other than that player if able.
     */
    record IsGoaded(Affected affected) implements StaticEffect {
    }

    /** "~ must be blocked each combat if able." (509.1c: a requirement that some creature blocks it) */
    record MustBeBlocked() implements StaticEffect {
    }

    /**
     * "[creature] attacks you this turn if able" (508.1d): a requirement to attack the controller of
     * the effect that set it; only as an effect of a resolved spell or ability.
     */
    record AttacksYouIfAble() implements StaticEffect {
    }

    /** "[creature] blocks each attacking creature [each combat | this turn] if able" (509.1c): a requirement per attacker. */
    record BlocksEachAttacker() implements StaticEffect {
    }

    /** "~ blocks each combat if able." */
    record BlocksEachCombat() implements StaticEffect {
    }

    /** "~ attacks or blocks each combat if able." */
    record AttacksOrBlocksEachCombat() implements StaticEffect {
    }

    /**
     * "All creatures able to block [affected] do so." (Lure, Elvish Bard, Nemesis Mask); with {@code blockers} (null: every
     * creature), only those: "All creatures with flying able to block ~ do so." (509.1c)
     */
    record AllAbleToBlockDoSo(Affected affected, ObjectFilter blockers) implements StaticEffect {
        public AllAbleToBlockDoSo(Affected affected) {
            this(affected, null);
        }
    }

    /**
     * "[creature] attacks [that player] this turn if able" (508.1d): a requirement to attack player {@code player}; only
     * as an effect of a resolved spell or ability (encore, 702.141a).
     */
    record AttacksPlayerIfAble(int player) implements StaticEffect {
    }

    /**
     * "Creatures with swampwalk can be blocked as though they didn't have swampwalk." / "Creatures with landwalk abilities
     * can be blocked as though they didn't have those abilities." (702.14, 609.4b): while it is on the battlefield, no
     * attacker's landwalk named {@code landwalk} (its text in lower case, "swampwalk"; null: every landwalk) stops a
     * creature from blocking it.
     */
    record BlockableDespiteLandwalk(String landwalk) implements StaticEffect {
    }

    /**
     * "[target creature] blocks ~ this turn if able" as compiled (509.1c): the source of the effect, which becomes a
     * {@link BlocksObjectIfAble} naming that object as the effect resolves (611.2c).
     */
    record BlocksSourceIfAble() implements StaticEffect {
    }

    /**
     * Blocks the object {@code object} if able while it has changed zones {@code zoneChanges} times (509.1c: a requirement
     * to block that attacker); the same card after another zone change is a new object (400.7).
     */
    record BlocksObjectIfAble(int object, int zoneChanges) implements StaticEffect {
    }

    /**
     * "~ assigns combat damage equal to its toughness rather than its power." (510.1a: the amount it assigns is its
     * toughness; Gauntlets of Light on its host, High Alert on each creature its controller controls).
     */
    record AssignsCombatDamageByToughness() implements StaticEffect {
    }

    /**
     * "~ can block creatures with shadow as though they didn't have shadow." ({@code shadow}, 702.28b) / "~ can block
     * creatures with landwalk abilities as though they didn't have those abilities." (702.14c): this creature may block
     * an attacker despite its shadow / its landwalk; other creatures are not affected (609.4b).
     */
    record CanBlockDespite(boolean shadow) implements StaticEffect {
    }

    /**
     * A combat restriction or requirement of this creature that holds only while {@code condition} does, judged for the
     * creature itself as attackers or blockers are declared (611.3b, 508.1c, 509.1b): "Enchanted creature can't block if
     * it's black." given to the host, {@code rule} {@link CantBlock}, {@code condition} "it's black" ({@link
     * Condition.ObjectIs} of the creature, not its host); {@code text} the predicate as written ("can't block if it's black").
     */
    record CombatRuleWhile(StaticEffect rule, Condition condition, String text) implements StaticEffect {
    }

    /**
     * "~ can't attack if defending player controls an untapped land." (508.1c: a restriction on whom it attacks): not the
     * player, nor a planeswalker of the player (506.2), who controls a permanent matching {@code permanents}.
     */
    record CantAttackIfDefenderControls(ObjectFilter permanents, String text) implements StaticEffect {
    }

    /**
     * "~ can't attack unless defending player is poisoned." (508.1c: a restriction on whom it attacks): only a player, or a
     * planeswalker of a player (506.2), with one or more poison counters (122.1f).
     */
    record CantAttackUnlessDefenderPoisoned() implements StaticEffect {
    }

    /**
     * "~ can't crew Vehicles." (702.122a): it can't be tapped to pay a crew cost (a {@link CostPart.TapTotalPower}).
     */
    record CantCrew() implements StaticEffect {
    }
}
