package dev.arbiter.engine.ability;

/**
 * Static effects on casting spells, activating abilities, playing lands and paying for them (601, 602, 305): members of {@link StaticEffect}, named {@code StaticEffect.X} everywhere.
 */
public interface CastingStatics {
    /**
     * "[Spells] [you | your opponents] cast cost {N} more / less to cast" (601.2f): the total cost of
     * each spell matching {@code spells} (its caster judged by {@code caster} from this permanent's
     * controller) has {@code generic} more generic mana, or less when negative (a reduction takes
     * only generic mana, 601.2f), while {@code condition} holds for the source (611.3b: "As long as it's not your
     * turn, spells you cast cost {1} less"; "The first creature spell you cast each turn": no such spell cast yet).
     */
    record CostModifier(ObjectFilter spells, Relation caster, int generic, Condition condition) implements StaticEffect {
        /** Always. */
        public CostModifier(ObjectFilter spells, Relation caster, int generic) {
            this(spells, caster, generic, new Condition.Always());
        }
    }

    /**
     * "Black spells you cast cost {B} more to cast." (601.2f): each spell matching {@code spells} (its caster judged by
     * {@code caster} from this permanent's controller) costs {@code extra} more, coloured symbols included.
     */
    record CostIncrease(ObjectFilter spells, Relation caster, dev.arbiter.engine.mana.ManaCost extra) implements StaticEffect {
    }

    /**
     * "Activated abilities of [permanents] cost {N} more / less to activate." (602.2b, 601.2f): each activated
     * ability of a permanent matching {@code sources}, mana abilities included, has {@code generic} more
     * generic mana in its total cost, or less when negative (a reduction takes only generic mana).
     */
    record ActivationCostModifier(ObjectFilter sources, int generic) implements StaticEffect {
    }

    /**
     * "You may spend [white] mana as though it were [red] mana." (609.4b): its controller may pay a
     * {@code as} mana symbol with {@code spent} mana.
     */
    record SpendManaAsThough(dev.arbiter.engine.characteristic.Color spent, dev.arbiter.engine.characteristic.Color as)
            implements StaticEffect {
    }

    /**
     * "You can't cast creature spells." / "Your opponents can't cast ..." / "Players can't cast ..."
     * (601.3: an effect prohibits beginning to cast): spells matching {@code spells} by a player
     * who relates to this permanent's controller as {@code who}.
     */
    record CantCast(ObjectFilter spells, Relation who, Condition condition) implements StaticEffect {
        /** Always (611.3b: "Players can't cast spells during combat." has a condition, 506.1). */
        public CantCast(ObjectFilter spells, Relation who) {
            this(spells, who, new Condition.Always());
        }
    }

    /**
     * "Each player can't cast more than one spell each turn." (601.3): a player relating to this
     * permanent's controller as {@code who} who has cast {@code max} spells this turn can't begin to cast another.
     */
    record CastLimit(Relation who, int max) implements StaticEffect {
    }

    /**
     * "This spell can't be countered." ({@code spells} null: works on the stack, 113.6) and
     * "[Creature] spells [you control] can't be countered." (from a permanent): a spell or ability
     * that would counter such a spell doesn't (101.2, 701.5a).
     */
    record CantBeCountered(ObjectFilter spells) implements StaticEffect {
    }

    /**
     * "Activated abilities of [sources] can't be activated [unless they're mana abilities]." (602.5, 101.2):
     * {@code sources} matched in any zone from this permanent's point of view ("with the chosen name").
     */
    record CantActivate(ObjectFilter sources, boolean exceptManaAbilities) implements StaticEffect {
    }

    /**
     * "Enchanted creature's activated abilities can't be activated." (602.5, 101.2): no activated ability of the
     * affected permanents can be activated, mana abilities included; an effect of this source, not an ability
     * the affected permanent has. With {@code onlyWithTapCost}: "its activated abilities with {T} in their costs can't
     * be activated" (Serra Bestiary), only those whose cost has {T}.
     */
    record ActivatedAbilitiesCantBeActivated(Affected affected, boolean onlyWithTapCost) implements StaticEffect {
        /** Every activated ability of the affected permanents (602.5). */
        public ActivatedAbilitiesCantBeActivated(Affected affected) {
            this(affected, false);
        }

        /** Whether this ban forbids activating {@code a} (602.5, 101.2). */
        public boolean forbids(ActivatedAbility a) {
            return !onlyWithTapCost || a.cost().tapsSelf();
        }
    }

    /**
     * "Cast this spell only during [your | an opponent's] turn / combat before blockers are declared / the
     * declare blockers step ..." (a restriction on casting the card itself, 601.3, 113.6): only in a turn of a
     * player related to the caster as {@code turn} (ANY, YOU, OPPONENT) and in a step from {@code first} to
     * {@code last} (turn order, inclusive).
     */
    record CastOnlyDuring(Relation turn, dev.arbiter.engine.timing.Step first, dev.arbiter.engine.timing.Step last)
            implements StaticEffect {
    }

    /**
     * "Cast this spell only if [condition] [and condition]." (a restriction on casting the card itself, 601.3, 113.6):
     * the card may be cast only while each condition, judged for the caster as for an alternative cost's (118.9), holds.
     */
    record CastOnlyIf(java.util.List<Condition> conditions) implements StaticEffect {
        public CastOnlyIf {
            conditions = java.util.List.copyOf(conditions);
        }
    }

    /**
     * "You may play an additional land on each of your turns." / "... any number of lands ..." / "Each player
     * may play ..." (305.2): {@code extra} more land plays each turn ({@link Integer#MAX_VALUE}: any number),
     * for this permanent's controller or, with {@code eachPlayer}, for every player.
     */
    record AdditionalLands(int extra, boolean eachPlayer) implements StaticEffect {
    }

    /**
     * "Players / You don't lose unspent mana as steps and phases end." (500.4: mana empties from pools
     * unless an effect says otherwise): {@code who} ANY for every player, YOU for this permanent's controller.
     */
    record KeepUnspentMana(Relation who) implements StaticEffect {
    }

    /** "~ can't be the target of [blue or black] spells." (115.4, 101.2): spells matching {@code spells} can't target it. */
    record CantBeTargetOfSpells(ObjectFilter spells) implements StaticEffect {
    }

    /**
     * "Enchanted creature can't be the target of spells." (Anti-Magic Aura; 115.4, 101.2): an effect of this permanent
     * (not an ability the affected permanents have): no spell matching {@code spells} can target them.
     */
    record AffectedCantBeTargetOfSpells(Affected affected, ObjectFilter spells) implements StaticEffect {
    }

    /**
     * "Creatures can't be the targets of spells." / "Cards in graveyards can't be the targets of spells or abilities."
     * (115.4): no spell (and, with {@code abilities}, no ability) can target a permanent matching {@code objects}, or
     * with {@code inGraveyards} a card in a graveyard matching it.
     */
    record CantBeTargets(ObjectFilter objects, boolean inGraveyards, boolean abilities) implements StaticEffect {
    }

    /**
     * "~ can't be the target of nongreen spells or abilities from nongreen sources." (115.4, 113.7): no spell, and no
     * ability whose source, matches {@code sources} can target it (a spell is its own source).
     */
    record CantBeTargetOfSources(ObjectFilter sources) implements StaticEffect {
    }

    /**
     * "You may cast sorcery spells as though they had flash." / "Any player may cast creature and enchantment spells as
     * though they had flash." (702.8a, 307.1): {@code who} (YOU: this permanent's controller; ANY: every player) may cast
     * spells matching {@code spells} (card types, subtypes and colours only) any time they could cast an instant.
     */
    record CastAsThoughFlash(ObjectFilter spells, Relation who) implements StaticEffect {
    }

    /**
     * "You may cast spells from your hand without paying their mana costs." (118.9, 601.2b): an alternative cost of
     * nothing this permanent's controller may announce for a spell matching {@code spells} (card types, subtypes and
     * colours only) cast from their hand; additional costs and increases still apply (118.9d).
     */
    record CastFromHandWithoutPaying(ObjectFilter spells) implements StaticEffect {
    }

    /**
     * "You may cast creature spells from the top of your library." / "You may play lands from the top of your library."
     * (601.3, 305.1): this permanent's controller may cast the top card of their library as a spell when it matches
     * {@code spells} (null: no spells; card types, subtypes and colours only), and play it as a land when {@code lands},
     * under the usual timing and the one land each turn (305.2).
     */
    record PlayFromLibraryTop(ObjectFilter spells, boolean lands) implements StaticEffect {
    }

    /**
     * "Your opponents can't ... activate abilities of artifacts, creatures, or enchantments." (602.5, 101.2): the players
     * {@code who} names from this permanent's controller's view can't activate abilities (mana abilities included) of
     * permanents matching {@code sources}, whoever controls those.
     */
    record PlayersCantActivate(ObjectFilter sources, Relation who) implements StaticEffect {
    }

    /**
     * "[If | As long as condition,] you may cast ~ as though it had flash." (702.8a, 113.6: the card's own permission,
     * working from the zone it is cast from): its owner may cast it any time they could cast an instant while
     * {@code condition} holds for them.
     */
    record CastSelfAsThoughFlash(Condition condition, int surcharge, int maxX, boolean sacrificeAtCleanup) implements StaticEffect {
        public CastSelfAsThoughFlash(Condition condition) {
            this(condition, 0, -1, false);
        }

        public CastSelfAsThoughFlash(Condition condition, int surcharge, int maxX) {
            this(condition, surcharge, maxX, false);
        }
        // sacrificeAtCleanup: "If you cast it any time a sorcery couldn't have been cast, the controller of the permanent it
        // becomes sacrifices it at the beginning of the next cleanup step." (307.1, 603.7, 514.3a; OwnFlash)
        // "... if you pay {2} more to cast it" (601.2f: {surcharge} generic more) / "... if X is 3 or less" (601.2b: maxX,
        // -1 none): both only when the card is cast by this permission, at a time it couldn't be cast otherwise (OwnFlash)
    }

    /** "You may play lands from your graveyard." (305.1: a permission to play them from there, under the usual limits 305.2). */
    record PlayLandsFromGraveyard() implements StaticEffect {
    }

    /**
     * "A deck can have any number of / up to N cards named ~." (100.2a, 113.6n): a deck-construction rule,
     * read by the deck checks before the game; {@code max} {@link Integer#MAX_VALUE} for any number. No effect in play.
     */
    record DeckCopies(int max) implements StaticEffect {
    }

    /**
     * "Remove ~ from your deck before playing if you're not playing for ante." (407.3): a deck holding it is refused
     * unless the game is played for ante. No effect in play.
     */
    record PlayedOnlyForAnte() implements StaticEffect {
    }

    /**
     * "If ~ is in your opening hand, you may begin the game with it on the battlefield." (103.6, 103.6a): works from the
     * hand once every player has kept their opening hand; no effect in play.
     */
    record BeginOnBattlefield() implements StaticEffect {
    }

    /**
     * "You may reveal this card from your opening hand. If you do, at the beginning of the first upkeep, [effect]."
     * (103.6b): revealing it from the opening hand creates a delayed triggered ability (603.7) of its owner for the
     * game's first upkeep.
     */
    record RevealFromOpeningHand(Effect effect, String text) implements StaticEffect {
    }

    /**
     * "Spend only black mana on X." (107.3, 601.2f): the X of the spell's cost is paid with mana of {@code color}
     * only, i.e. the total cost has X {@code color} symbols where it had X generic.
     */
    record SpendOnlyColorOnX(dev.arbiter.engine.characteristic.Color color) implements StaticEffect {
    }

    /**
     * "[Spells] you cast cost {N} less / more to cast for each [counted thing]" (601.2f): {@code generic} (negative: less)
     * times {@code count}, counted for this permanent's controller as the cost is determined.
     */
    record CostModifierPerCount(ObjectFilter spells, Relation caster, int generic, Amount count) implements StaticEffect {
    }

    /**
     * "Cleric spells you cast cost {W}{B} less to cast." (601.2f, 118.7b-c): each spell matching {@code spells} (its
     * caster judged by {@code caster} from this permanent's controller) costs {@code less} less; a coloured symbol the
     * cost lacks takes one generic mana instead, unless {@code colouredOnly} ("This effect reduces only the amount of
     * colored mana you pay").
     */
    record ColouredCostReduction(ObjectFilter spells, Relation caster, dev.arbiter.engine.mana.ManaCost less,
                                 boolean colouredOnly) implements StaticEffect {
    }
}
