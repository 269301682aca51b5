package dev.arbiter.cards.grammar.ast;

import java.util.List;

/**
 * The syntax tree of one-shot effect text (610): sentences in order (608.2c), clauses joined by
 * "and" / "then", optional actions ("you may"), and actions with their subjects and objects.
 */
public sealed interface EffectNode {

    /**
     * "[object] is [a black Zombie] in addition to its other [colors and types | types | creature types]"
     * (205.1a, 105.3): {@code words} as written between "is" and "in addition to".
     */
    record IsInAddition(ObjectRef object, String words, String kind) implements EffectNode {
    }

    /** "[player] may play [an additional land | up to N additional lands] this turn" (305.2). */
    record AdditionalLandsThisTurn(PlayerRef who, int extra) implements EffectNode {
    }

    /** "move N KIND counter(s) from [object] onto [object]" (122.5). */
    record MoveCounters(ObjectRef from, ObjectRef onto, String kind, AmountNode amount) implements EffectNode {
    }

    /** "create [one token], then attach ~ to it" (111.2, 701.3a): "it" is the token created. */
    record CreateThenAttach(CreateTokens create) implements EffectNode {
    }

    /** A keyword action on the ability's own permanent with its number: "adapt N" (701.46), "monstrosity N" (701.37). */
    record KeywordAction(String action, AmountNode amount) implements EffectNode {
    }

    /** "[player] skips their next [draw step | combat phase | turn ...]" (614.10): {@code what} as written. */
    record SkipNext(PlayerRef who, String what) implements EffectNode {
    }

    /** "choose target [noun]" (115.1): names a target the next sentences act on ("That creature attacks ..."). */
    record ChooseTarget(ObjectRef target) implements EffectNode {
    }

    /** "remove [object] from combat" (506.4). */
    record RemoveFromCombat(ObjectRef objects) implements EffectNode {
    }

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

    /** Effects in the order written. */
    record Sequence(List<EffectNode> effects) implements EffectNode {
        public Sequence {
            effects = List.copyOf(effects);
        }
    }

    /** "Flip a coin. If you win the flip, [win]. If you lose the flip, [lose]." (705); either branch may be null. */
    record FlipCoin(EffectNode win, EffectNode lose) implements EffectNode {
    }

    /** "return [count] [noun] card(s) at random from your graveyard to your hand". */
    record ReturnAtRandom(AmountNode count, Noun noun) implements EffectNode {
    }

    /** "When you do, [body]" after a "may" (603.12): a reflexive triggered ability, with its own targets. */
    record WhenYouDo(EffectNode body, String text) implements EffectNode {
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

    /**
     * "[source] deals N damage divided as you choose among [any number of | one or two | one, two, or
     * three] [targets | target noun]" (601.2d): {@code noun} null for any target; {@code max} targets.
     */
    /** "distribute N KIND counters among [how many] target NOUNs" (601.2d). */
    record DistributeCounters(AmountNode amount, String kind, int max, Noun noun) implements EffectNode {
    }

    record DividedDamage(ObjectRef source, AmountNode amount, int max, Noun noun) implements EffectNode {
    }

    /** "[source] deals N damage divided evenly, rounded down, among [how many] [targets | target noun]" (107.1a, 608.2b). */
    record EvenlyDividedDamage(ObjectRef source, AmountNode amount, int max, Noun noun) implements EffectNode {
    }

    /** "[player] wins the game" / "[player] loses the game" (104.2b, 104.3e). */
    record GameResult(PlayerRef who, boolean wins) implements EffectNode {
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
    record ReturnToBattlefield(ObjectRef objects, boolean underYourControl, boolean tapped) implements EffectNode {
    }

    /** "return all [noun] [player] owns to their hand" (108.3): by owner, whoever controls them. */
    record ReturnAllOwned(Noun noun, PlayerRef owner) implements EffectNode {
    }

    /**
     * "return all [noun] cards from [zone] to the battlefield [under their owners' control | under your
     * control]" (110.2); the noun's zone says whose graveyards.
     */
    record ReturnAllCards(Noun noun, boolean underYourControl, boolean put) implements EffectNode {
    }

    /**
     * "search your library and/or graveyard for a card named NAME / a [noun] card, reveal it, and put it into
     * your hand. If you search your library this way, shuffle." (701.19): {@code name} or {@code noun}.
     */
    record SearchLibraryAndGraveyard(Noun noun, String name) implements EffectNode {
    }

    /** "When you cast your next [noun] spell this turn, [body]" (603.7): a delayed trigger on that spell being cast. */
    record WhenYouNextCast(Noun spell, EffectNode body, String text) implements EffectNode {
    }

    /** "choose new targets for target [noun] spell" (115.7d), after "you may". */
    record ChooseNewTargets(ObjectRef spell) implements EffectNode {
    }

    /** "copy that spell. You may choose new targets for the copy." (707.10): the spell a cast trigger names. */
    record CopyThatSpell() implements EffectNode {
    }

    /** "copy target [noun] spell. You may choose new targets for the copy." (707.10). */
    record CopySpell(ObjectRef spell) implements EffectNode {
    }

    /**
     * "Exile the top [N] card(s) of your library. [Until end of turn,] you may play [that card | those cards] [this
     * turn]" (406, 601.2a, 305.1): {@code lands} false for "cast"; {@code throughNextTurn} for "until the end of your
     * next turn".
     */
    record ExileTopMayPlay(AmountNode count, boolean lands, boolean throughNextTurn) implements EffectNode {
    }

    /** "attach [attachment] to [host]" (701.3a). */
    record Attach(ObjectRef attachment, ObjectRef host) implements EffectNode {
    }

    /** "cast a [noun] spell from your hand without paying its mana cost", after "you may" (118.9). */
    record CastFromHandFree(Noun noun) implements EffectNode {
    }

    /** A cost after "you may", before ". If you do," (608.2d): "pay 2 life", "sacrifice a creature". */
    record PayCost(String text) implements EffectNode {
    }

    /** "tap [objects]" / "untap [objects]" (701.26). */
    record Tap(ObjectRef objects, boolean untap) implements EffectNode {
    }

    /** "[player] sacrifices [count] [noun]" (701.17). */
    record Sacrifice(PlayerRef who, ObjectRef objects) implements EffectNode {
    }

    /** "[player] sacrifices [count] [noun] of an opponent's choice" (701.17a): an opponent chooses which. */
    record SacrificeOpponentChooses(Sacrifice sacrifice) implements EffectNode {
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

    /** "[player] exiles the top N card(s) of their library" (406.3). */
    record ExileTopOfLibrary(PlayerRef who, AmountNode amount) implements EffectNode {
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

    /** "search your library for up to X cards, ..." (701.23, 107.3): the number found is at most {@code count}, read as it resolves. */
    record SearchUpTo(Search search, AmountNode count) implements EffectNode {
    }

    /** "[player] searches their library for ...": another player than you searches their own library (701.23). */
    record PlayerSearch(PlayerRef who, Search search) implements EffectNode {
    }

    /**
     * "[player] create(s) N [tapped] P/T COLOURS [SUBTYPES] [artifact] creature token(s) [with KEYWORDS]"
     * [with "QUOTED ABILITY"] [named NAME]" or "create N Treasure tokens" (701.6a, 111.10), or "create NAME, a legendary
     * ..." ({@code legendary}, 205.4d); {@code predefined}
     * names a predefined token, {@code name} a name the effect gives (111.4; null: its subtypes plus "Token").
     */
    record CreateTokens(PlayerRef who, AmountNode count, boolean tapped, String predefined, int power, int toughness,
                        List<String> colors, List<String> types, List<String> subtypes, List<String> keywords,
                        List<String> quoted, String name, boolean legendary)
            implements EffectNode {
        public CreateTokens {
            colors = List.copyOf(colors);
            types = List.copyOf(types);
            subtypes = List.copyOf(subtypes);
            keywords = List.copyOf(keywords);
            quoted = List.copyOf(quoted);
        }

        /** A token that isn't legendary. */
        public CreateTokens(PlayerRef who, AmountNode count, boolean tapped, String predefined, int power, int toughness,
                            List<String> colors, List<String> types, List<String> subtypes, List<String> keywords,
                            List<String> quoted, String name) {
            this(who, count, tapped, predefined, power, toughness, colors, types, subtypes, keywords, quoted, name, false);
        }
    }

    /** "[first] fights [second]" (701.14a): each one creature. */
    /** "[player] become(s) the monarch" (724.3). */
    record BecomeMonarch(PlayerRef who) implements EffectNode {
    }

    /** "[permanent] connives" (701.47a). */
    record Connive(ObjectRef subject) implements EffectNode {
    }

    /** "[permanent] explores" (701.40a). */
    record Explore(ObjectRef subject) implements EffectNode {
    }

    record Fight(ObjectRef first, ObjectRef second) implements EffectNode {
    }

    /** Tokens created attacking (508.4): "create two 1/1 ... tokens that are tapped and attacking". */
    /** "create [N] X/X [token]" (107.3): {@code create}'s tokens are X/X. */
    record TokensOfSizeX(EffectNode create) implements EffectNode {
    }

    record CreateTokensAttacking(CreateTokens create) implements EffectNode {
    }

    /** "Sacrifice a creature. If you can't, [otherwise]." (701.17a). */
    record IfCant(EffectNode action, EffectNode otherwise) implements EffectNode {
    }

    /** "If this spell was kicked, [then]" (702.33d); with "instead", {@code otherwise} is the replaced text. */
    record IfKicked(EffectNode then, EffectNode otherwise) implements EffectNode {
    }

    /**
     * The kicked text of "If this spell was kicked, it deals N damage instead" / "create N of those tokens
     * instead" (702.33d): the replaced effect again, with {@code amount}.
     */
    record KickedAmount(AmountNode amount) implements EffectNode {
    }

    /** "[objects] get(s) +P/+T until end of turn for each creature blocking it [beyond the first]" (702.23a). */
    record PumpForEachBlocker(ObjectRef objects, int power, int toughness, int beyond) implements EffectNode {
    }

    /** "[objects] can't block this turn" and other combat rules for this turn (611.2c, 508.1c-d, 509.1b-c). */
    record CombatRule(ObjectRef objects, CombatRuleNode rule) implements EffectNode {
    }

    /** "[player] shuffles [their library]" (701.20). */
    record Shuffle(PlayerRef who) implements EffectNode {
    }


    /** How much a prevention effect prevents (615). */
    enum PreventionKind {
        /** "prevent the next N damage": a shield used up as it prevents (615.7). */
        NEXT,
        /** "prevent all damage". */
        ALL,
        /** "prevent N of that damage": N of each damage event. */
        EACH
    }

    /**
     * "prevent the next N / all [combat] damage that would be dealt [to ...] [by ...] [this turn]",
     * "prevent all damage that [sources] would deal", "the next time a source of your choice would
     * deal damage to ..., prevent that damage" (615). {@code to} empty means any recipient; {@code by}
     * and {@code sources} null mean any source; {@code toAndBy}: "dealt to and dealt by [by]";
     * {@code redirectTo} not null: "... is dealt to [it] instead" (a redirection, 614.9).
     */
    record Prevent(PreventionKind kind, AmountNode amount, boolean combat, List<DamageTo> to, ObjectRef by,
                   DamageSources sources, boolean sourceOfChoice, boolean thisTurn, boolean toAndBy, DamageTo redirectTo,
                   boolean noncombat) implements EffectNode {
        public Prevent {
            to = List.copyOf(to);
        }

        /** Not limited to noncombat damage. */
        public Prevent(PreventionKind kind, AmountNode amount, boolean combat, List<DamageTo> to, ObjectRef by,
                       DamageSources sources, boolean sourceOfChoice, boolean thisTurn, boolean toAndBy, DamageTo redirectTo) {
            this(kind, amount, combat, to, by, sources, sourceOfChoice, thisTurn, toAndBy, redirectTo, false);
        }
    }

    /**
     * "If [source] would deal [combat] damage to [recipients], it deals double / triple / that much
     * damage [plus|minus N] to [them] instead." (614.1a). {@code by} / {@code sources} null mean any
     * source; {@code to} is "any", "player" or "opponent".
     */
    record DamageModified(ObjectRef by, DamageSources sources, boolean combat, String to, int factor, int plus)
            implements EffectNode {
    }

    /** "pay {cost}" as the optional act of a "may" (608.2d); only inside {@link May}. */
    record PayMana(String cost) implements EffectNode {
    }

    /** "look at the top N cards of [whose] library, then put them back in any order" (401.4). */
    record LookAtTop(PlayerRef whose, AmountNode amount) implements EffectNode {
    }

    /**
     * "Look at / reveal the top N cards of your library. You may reveal / put [up to max] [noun] card(s)
     * from among them [and put it] into your hand. Put the rest on the bottom of your library in any
     * order / in a random order ({@code randomOrder}) / into your graveyard." (701.16, 401.4).
     */
    record LookAndTake(AmountNode amount, Noun noun, int max, boolean restToGraveyard, boolean mandatory,
                       boolean randomOrder) implements EffectNode {
        public LookAndTake(AmountNode amount, Noun noun, int max, boolean restToGraveyard, boolean mandatory) {
            this(amount, noun, max, restToGraveyard, mandatory, false);
        }
    }

    /** "put [objects] on top of / on the bottom of its owner's library" (401.4). */
    record PutOnLibrary(ObjectRef objects, boolean bottom) implements EffectNode {
    }

    /**
     * "[player] reveals their hand. You choose a [noun] from it. That player discards that card." and
     * "look at [player]'s hand and choose a [noun] from it. ..." (701.8a).
     */
    record DiscardChosen(PlayerRef who, Noun noun, boolean reveal) implements EffectNode {
    }

    /** "look at [player]'s hand" (701.16). */
    record LookAtHand(PlayerRef who) implements EffectNode {
    }

    /** "tap or untap [objects]" (701.26). */
    record TapOrUntap(ObjectRef objects) implements EffectNode {
    }

    /** "[player] put(s) a [noun] card from their hand onto the battlefield" (110.2). */
    record PutFromHand(PlayerRef who, Noun noun, boolean tapped) implements EffectNode {
        public PutFromHand(PlayerRef who, Noun noun) {
            this(who, noun, false);
        }
    }

    /** "shuffle ~ into its owner's library" (701.20). */
    record ShuffleSelfIn() implements EffectNode {
    }

    /** "[player] shuffle(s) their [hand and] graveyard into their library" (701.20). */
    record ShuffleZonesIn(PlayerRef who, boolean hand, boolean graveyard) implements EffectNode {
    }

    /** "[player] discard(s) their hand" (701.8a). */
    record DiscardHand(PlayerRef who) implements EffectNode {
    }

    /** "[effect], where X is [amount]" (107.3c style definitions of X). */
    record WhereX(EffectNode body, AmountNode x) implements EffectNode {
    }

    /** "[move it]. Its controller gains life equal to its power / toughness" (113.7a last known information). */
    record MoveThenControllerGains(EffectNode move, boolean toughness) implements EffectNode {
    }

    /**
     * "[destroy | exile it]. [player] [gains | loses] life equal to [its | that creature's] [power | toughness]" (608.2h:
     * the value as the object last existed before the move); {@code life} is the clause as written.
     */
    record MoveThenLifeEqualToStat(EffectNode move, Life life, String stat) implements EffectNode {
    }

    /** "its controller gains life equal to its power / toughness", before it is joined to the move. */
    record ControllerGainsStat(boolean toughness) implements EffectNode {
    }

    /** "If this ability has been activated N or more times this turn, [words]" (602.2, 608.2c): {@code then} as written. */
    record IfActivatedTimes(int atLeast, String then) implements EffectNode {
    }

    /** "[object] gains "[ability]"" with no duration (611.2a, 113.1a): the quoted ability as written. */
    record GainsQuoted(ObjectRef object, String ability) implements EffectNode {
    }

    /** "[objects] get(s) +X/+X until end of turn" (611.2a), {@code pt} as written ("+X/+0", "-X/-X"). */
    record PumpX(ObjectRef objects, String pt) implements EffectNode {
    }

    /** "[player] return(s) N [noun] [you|they] control to its owner's hand". */
    record ReturnChosen(PlayerRef who, ObjectRef.Chosen objects) implements EffectNode {
    }

    /** "put [card] onto the battlefield under your control" (110.2a). */
    record PutOntoBattlefieldYours(ObjectRef objects) implements EffectNode {
    }

    /** "[player] reveals the top card of their library" (701.16). */
    record RevealTop(PlayerRef who) implements EffectNode {
    }

    /**
     * "[player] reveals a card at random from their hand[, then | .] [then]" (701.16): {@code then} (null: nothing
     * more) names the revealed card as "that card".
     */
    record RevealAtRandom(PlayerRef who, EffectNode then) implements EffectNode {
    }

    /** "[objects] doesn't / don't untap during its controller's next untap step" (502.3). */
    record DoesntUntap(ObjectRef objects) implements EffectNode {
    }

    /** "exile [all cards from] [player]'s graveyard" / "exile all cards from all graveyards" (406.2). */
    record ExileGraveyard(PlayerRef who) implements EffectNode {
    }

    /** "Look at the top card of [whose] library. You may put that card into their graveyard / on the bottom of their library." */
    record LookAtTopMayMove(PlayerRef whose, boolean bottom) implements EffectNode {
    }

    /** "[player] reveals their hand. You choose a [noun] from it. Exile that card." (701.16, 406). */
    record ExileChosenFromHand(PlayerRef who, Noun noun) implements EffectNode {
    }

    /**
     * "tap / untap all [noun] target player controls[. Those creatures don't untap during that
     * player's next untap step]" (701.26, 502.3).
     */
    record TapAllOf(PlayerRef who, Noun noun, boolean untap, boolean skipNextUntap) implements EffectNode {
    }

    /** "sacrifice ~" / "sacrifice it" (701.17a). */
    record SacrificeObject(ObjectRef object) implements EffectNode {
    }

    /** "[player] take(s) N extra turn(s) after this one" (500.7). */
    record ExtraTurns(PlayerRef who, int count) implements EffectNode {
    }

    /** "[player] can't cast [spells] this turn" (601.3). */
    record CantCastThisTurn(PlayerRef who, Noun spells) implements EffectNode {
    }

    /**
     * "after this [main | combat] phase, there is an additional combat phase [followed by an
     * additional main phase]" (500.8): {@code after} null for "this phase".
     */
    record AdditionalPhases(String after, java.util.List<String> phases) implements EffectNode {
    }

    /** "counter [spell] [unless its controller pays {N}]" (701.5a). */
    /** "[effect] unless its controller pays {N}" (118.12). */
    record UnlessControllerPays(EffectNode effect, String cost) implements EffectNode {
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
     * "[player] gain(s) control of objects [until end of turn | for as long as ...]" (613.1b, 611.2b);
     * {@code lasting}: the "for as long as" conditions, each a {@code ControlLasting} name.
     */
    record GainControl(PlayerRef who, ObjectRef objects, boolean untilEndOfTurn, java.util.List<String> lasting)
            implements EffectNode {
    }

    /** "exchange control of first and second" (701.12a); {@code second} null: "of two target creatures". */
    record ExchangeControl(ObjectRef first, ObjectRef second) implements EffectNode {
    }

    /** "[player] antes the top card of [their] library" (407.4). */
    record Ante(PlayerRef who) implements EffectNode {
    }

    /** "You own target card in the ante." (407.3). */
    record OwnAnteCard(String text) implements EffectNode {
    }

    /** "exchange [card] with the top card of your library" (701.10d). */
    record ExchangeWithTopOfLibrary(ObjectRef card) implements EffectNode {
    }

    /**
     * "change the text of [object] by replacing all instances of one color word / basic land type with another" (612.1);
     * {@code object} null: "target spell or permanent" (115.1).
     */
    record ChangeText(ObjectRef object, boolean colorWords, boolean landTypes, boolean untilEndOfTurn) implements EffectNode {
    }

    /** "change the target of target spell with a single target" (115.7a). */
    record ChangeTheTarget() implements EffectNode {
    }

    /**
     * "Search [target player's] library for [up to] N [noun] and [exile them | put them into that player's graveyard].
     * Then that player shuffles." (701.23, 701.20).
     */
    record SearchOthersLibrary(PlayerRef whose, Noun noun, int count, boolean upTo, boolean exile) implements EffectNode {
    }

    /** "[player]'s life total becomes [amount]" (119.5). */
    record SetLife(PlayerRef who, AmountNode amount) implements EffectNode {
    }

    /** "double [player]'s life total" (119.5). */
    record DoubleLife(PlayerRef who) implements EffectNode {
    }

    /** "[objects] get(s) +P/+T until end of turn for each [count]" (107.1, 611.2a). */
    record PumpForEach(ObjectRef objects, int power, int toughness, AmountNode count) implements EffectNode {
    }

    /** "exile [objects] until ~ leaves the battlefield" (610.3). */
    record ExileUntilLeaves(ObjectRef objects) implements EffectNode {
    }

    /** "return ~ from your graveyard to your hand / to the battlefield" (113.6m). */
    record ReturnSelfFromGraveyard(boolean toBattlefield, boolean tapped) implements EffectNode {
    }

    /** "[player] attach(es) [attachment] to a [noun] of their choice" (701.3a): a permanent chosen, not targeted. */
    record AttachToChosen(PlayerRef who, ObjectRef attachment, Noun noun) implements EffectNode {
    }

    /** "attach it to another permanent it can enchant" (701.3c). */
    record AttachToAnother(ObjectRef attachment) implements EffectNode {
    }

    /** "double the number of [kind] counters on [objects]" / "... of each kind of counter on ..." ({@code kind} null) (701.10e). */
    record DoubleCounters(ObjectRef objects, String kind) implements EffectNode {
    }

    /** "remove N [kind] counters from [objects]" / "remove all [kind] counters from ..." ({@code amount} null) (122.8). */
    record RemoveCounters(ObjectRef objects, String kind, AmountNode amount) implements EffectNode {
    }

    /** "create a token that's a copy of [object]" (111.2, 707.2). */
    record CreateTokenCopy(ObjectRef original) implements EffectNode {
    }

    /** "[damage]. A creature dealt damage this way can't be regenerated this turn." (701.15c). */
    record DamageNoRegeneration(Damage damage) implements EffectNode {
    }

    /** "[damage]. If a creature [permanent] dealt damage this way would die this turn, exile it instead." (614.1a). */
    record DamageExileIfDies(Damage damage, boolean creaturesOnly) implements EffectNode {
    }

    /** "If [condition], [then]." (608.2c): followed only when the condition holds as it resolves. */
    record IfThen(ConditionNode condition, EffectNode then) implements EffectNode {
    }

    /** "[otherwise]. If [condition], [then] instead." (608.2c); {@code then} may be a {@link KickedAmount}. */
    record IfInstead(ConditionNode condition, EffectNode then, EffectNode otherwise) implements EffectNode {
    }

    /** "If that creature would die this turn, exile it instead." (614.1a, 700.4). */
    record ExileIfDies(ObjectRef who) implements EffectNode {
    }

    /** "[damage]. [then, with the damage dealt]" (120.3, 608.2c). */
    record DamageThen(EffectNode damage, EffectNode then) implements EffectNode {
    }

    /** "[prevention]. [then, with the damage prevented this way]" (615.5). */
    record PreventThen(EffectNode prevent, EffectNode then) implements EffectNode {
    }

    /** "[object] can't be regenerated this turn" (701.15c). */
    record CantBeRegenerated(ObjectRef who) implements EffectNode {
    }

    /**
     * "[then] if it's [blue | a Knight]" (608.2c): {@code then} only if the object it names is so as it resolves;
     * {@code noun} without heads for adjectives alone ("blue"), the head being the kind of object named.
     */
    record IfItIs(EffectNode then, Noun noun, String nounText) implements EffectNode {
    }

    /** "If it's a creature, [then]" (608.2c): {@code then} only if the object is a {@code noun} as it resolves. */
    record IfObjectIs(ObjectRef who, Noun noun, String nounText, EffectNode then) implements EffectNode {
    }

    /** "add {W} or {U}" (106.1): {@code alternatives} the words after "add". */
    record AddMana(String alternatives) implements EffectNode {
    }

    /** "add {G} for each Elf you control" (106.1, 107.1): {@code mana} one run of mana symbols. */
    record AddManaForEach(String mana, AmountNode count) implements EffectNode {
    }

    /** "look at the top three cards of your library. put one of those cards into your hand, one on top ..., and one on the bottom ..." (401.4). */
    record LookHandTopBottom(AmountNode amount) implements EffectNode {
    }

    /** "[player] loses all unspent mana" (106.4). */
    record LoseUnspentMana(PlayerRef who) implements EffectNode {
    }

    /** "look at [player]'s hand and choose N cards from it. put them on top of that player's library in any order" (401.4). */
    record HandCardsOnTop(PlayerRef who, int count) implements EffectNode {
    }

    /** "Destroy all creatures. You gain 1 life for each creature destroyed this way." (701.8): the destroy and what counts it. */
    /** A discard, then the effect counting "discarded this way" (701.9a, 608.2c). */
    record CountDiscarded(EffectNode discard, EffectNode then) implements EffectNode {
    }

    record CountDestroyed(EffectNode destroy, EffectNode then) implements EffectNode {
    }

    /** "[player] get(s) {E}{E}" (107.14): {@code count} energy counters. */
    record GetEnergy(PlayerRef who, int count) implements EffectNode {
    }

    /** "[loss]. [player] gain(s) life equal to the life lost this way" (119.3, 608.2c), the two sentences joined. */
    record GainLifeLost(EffectNode loss, PlayerRef gainer) implements EffectNode {
    }

    /** "untap up to N lands": chosen as the effect resolves, any player's (701.26, 608.2d). */
    record UntapUpTo(AmountNode count, Noun noun) implements EffectNode {
    }

    /**
     * "Reveal the top N cards of your library. Put all [noun] revealed this way into your hand and the rest on the bottom
     * of your library in any order / into your graveyard" (701.16, 401.4).
     */
    record RevealTopTakeAll(AmountNode count, Noun noun, boolean restToGraveyard) implements EffectNode {
    }

    /**
     * "[object] doesn't untap during its controller's untap step for as long as ~ remains tapped / you control ~"
     * (502.3, 611.2b): {@code lasting} "tapped" or "control".
     */
    record DoesntUntapWhile(ObjectRef objects, String lasting) implements EffectNode {
    }

    /**
     * "[objects] get(s) +P/+T [and have KEYWORDS] for as long as ~ remains tapped / ~ remains on the battlefield / you
     * control ~" (611.2b): {@code lasting} is "tapped", "battlefield" or "control".
     */
    record PumpWhile(ObjectRef objects, int power, int toughness, List<String> keywords, String lasting) implements EffectNode {
        public PumpWhile {
            keywords = List.copyOf(keywords);
        }
    }

    /** "[objects] has/have base power and toughness P/T until end of turn" (613.4b, layer 7b). */
    record SetBase(ObjectRef objects, int power, int toughness) implements EffectNode {
    }

    /** "[change] until end of combat" (500.5, 511.2): {@code body} read as lasting the turn, ended with combat. */
    record UntilEndOfCombat(EffectNode body) implements EffectNode {
    }

    /**
     * "[objects] lose(s) all abilities [and has base power and toughness P/T] until end of turn" (613.1f, 613.4b):
     * {@code power} and {@code toughness} -1 without a base size.
     */
    record LoseAllAbilities(ObjectRef objects, int power, int toughness) implements EffectNode {
    }

    /**
     * "[objects] become(s) a WORDS with base power and toughness P/T [until end of turn]" (205.1a, 613.4b), after "lose(s)
     * all abilities and" when {@code losesAll} (613.1f): WORDS are colours and creature types, checked by the lowering.
     */
    record BecomeWithBase(ObjectRef objects, String words, int power, int toughness, boolean untilEndOfTurn,
                          boolean losesAll) implements EffectNode {
    }

    /** "[objects] [get(s) +P/+T and] lose(s) K1 [and K2] [and gain(s) K3] until end of turn" (613.1f, layer 6; 611.2a). */
    record LoseKeywords(ObjectRef objects, int power, int toughness, List<String> lost, List<String> gained)
            implements EffectNode {
        public LoseKeywords {
            lost = List.copyOf(lost);
            gained = List.copyOf(gained);
        }
    }

    /** "look at the top card of [player's] library" as the whole effect: information only (401.4). */
    record LookAtTopCard(PlayerRef whose) implements EffectNode {
    }

    /** "[damage]. The damage can't be prevented." (615.12) */
    record DamageUnpreventable(Damage damage) implements EffectNode {
    }

    /**
     * "[player] reveal(s) cards from the top of [their] library until [they] reveal a [noun]. [They] put(s) that card
     * [found] and the rest [rest]" (701.16): {@code found} "hand", "battlefield" or "graveyard"; {@code rest} "bottom"
     * (in a random order), "graveyard" or "shuffle".
     */
    record RevealUntil(PlayerRef who, Noun noun, String found, String rest) implements EffectNode {
    }

    /**
     * "[player] reveal(s) / look(s) at the top card of [their] library. If it's a [noun], [they] [may] put it [then].
     * Otherwise, / If [they] don't put the card [then], [they] [may] put it [otherwise]." (701.16, 608.2c): places
     * "hand", "battlefield", "battlefield tapped", "graveyard", "bottom"; {@code otherwise} null without a second sentence.
     */
    record TopCardIfKind(PlayerRef who, boolean reveal, Noun noun, String then, boolean thenMay, String otherwise,
                         boolean otherwiseMay, boolean otherwiseIfNotMoved) implements EffectNode {
    }

    /** "Reveal / Look at the top card of your library. If it's a [noun], [effect]." (701.16, 608.2c): the card stays. */
    record IfTopCardIs(boolean reveal, Noun noun, EffectNode then) implements EffectNode {
    }

    /**
     * "You may look at the top card of your library. If it shares a creature type with ~, you may reveal it. If you do,
     * [effect]." (401.4, 205.3m): {@code then} may happen only when the top card shares a creature type with the source.
     */
    record IfTopCardSharesCreatureType(EffectNode then) implements EffectNode {
    }
}
