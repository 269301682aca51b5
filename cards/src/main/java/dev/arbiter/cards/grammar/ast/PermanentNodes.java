package dev.arbiter.cards.grammar.ast;

import java.util.List;

/**
 * What happens to permanents on the battlefield: counters (122), tokens (111), power and toughness and abilities for a time (611, 613), tapping (701.21), control (701.12), combat rules for a turn (506-509).
 * The records are named {@code EffectNode.X} everywhere (this interface is one of those {@link EffectNode}
 * extends); a new one goes into its area's file and into {@code EffectNode}'s {@code permits} list.
 */
public interface PermanentNodes {

    /**
     * "[object] is [a black Zombie] in addition to its other [colors and types | types | creature types]"
     * (205.1a, 105.3): {@code words} as written between "is" and "in addition to".
     */
    record IsInAddition(ObjectRef object, String words, String kind) implements EffectNode {
    }

    /** "move N KIND counter(s) from [object] onto [object]" (122.5). */
    record MoveCounters(ObjectRef from, ObjectRef onto, String kind, AmountNode amount) implements EffectNode {
    }

    /** A keyword action on the ability's own permanent with its number: "adapt N" (701.46), "monstrosity N" (701.37). */
    record KeywordAction(String action, AmountNode amount) implements EffectNode {
    }

    /** "remove [object] from combat" (506.4). */
    record RemoveFromCombat(ObjectRef objects) implements EffectNode {
    }

    /**
     * "[source] deals N damage divided as you choose among [any number of | one or two | one, two, or
     * three] [targets | target noun]" (601.2d): {@code noun} null for any target; {@code max} targets.
     */
    /** "distribute N KIND counters among [how many] target NOUNs" (601.2d). */
    record DistributeCounters(AmountNode amount, String kind, int max, Noun noun) implements EffectNode {
    }

    /** "Until your next turn, [body]" / "[body] until your next turn" (611.2a): the body read as lasting the turn. */
    record UntilYourNextTurn(EffectNode body, boolean upkeep) implements EffectNode {
        /** "until your next turn" ({@code upkeep}: "until [the beginning of] your next upkeep"). */
        public UntilYourNextTurn(EffectNode body) {
            this(body, false);
        }
    }

    /**
     * "put up to N KIND counters on [object]" [". This ability can't cause the total number of KIND counters on [it] to be
     * greater than M"] (122.1): {@code cap} M, or -1.
     */
    record PutCountersUpTo(ObjectRef objects, String kind, AmountNode max, int cap) implements EffectNode {
    }

    /** "goad [objects]" (701.38a). */
    record Goad(ObjectRef objects) implements EffectNode {
    }

    /** "tap [objects]" / "untap [objects]" (701.26). */
    record Tap(ObjectRef objects, boolean untap) implements EffectNode {
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

    /** "[permanent] connives" (701.47a). */
    record Connive(ObjectRef subject) implements EffectNode {
    }

    /** "[permanent] explores" (701.40a). */
    record Explore(ObjectRef subject) implements EffectNode {
    }

    /** Tokens created attacking (508.4): "create two 1/1 ... tokens that are tapped and attacking". */
    /** "create [N] X/X [token]" (107.3): {@code create}'s tokens are X/X. */
    record TokensOfSizeX(EffectNode create) implements EffectNode {
    }

    /** "a 2/2 creature token of the chosen color and type" (607.2): {@code create}'s tokens take the source's choices. */
    record TokensOfChosen(EffectNode create) implements EffectNode {
    }

    record CreateTokensAttacking(CreateTokens create) implements EffectNode {
    }

    /**
     * "Create [tokens]. It gains / They gain [keywords] [until end of turn]." (608.2c: the tokens just created; 611.2a:
     * with no duration, for as long as they stay).
     */
    record CreatedTokensGain(EffectNode create, List<String> keywords, boolean untilEndOfTurn, String text)
            implements EffectNode {
    }

    /** "Create [a token]. Put N KIND counters on it." (608.2c: the token just created; 122.1); {@code text} the second sentence. */
    record CreatedTokenGetsCounters(EffectNode create, String kind, AmountNode amount, String text) implements EffectNode {
    }

    /** "[objects] get(s) +P/+T until end of turn for each creature blocking it [beyond the first]" (702.23a). */
    record PumpForEachBlocker(ObjectRef objects, int power, int toughness, int beyond) implements EffectNode {
    }

    /** "[objects] can't block this turn" and other combat rules for this turn (611.2c, 508.1c-d, 509.1b-c). */
    record CombatRule(ObjectRef objects, CombatRuleNode rule) implements EffectNode {
    }

    /** "[blocker] blocks [target creature | it] this turn if able" (509.1c): a requirement to block that one creature. */
    record BlocksIfAble(ObjectRef blocker, ObjectRef blocked) implements EffectNode {
    }

    /** "tap or untap [objects]" (701.26). */
    record TapOrUntap(ObjectRef objects) implements EffectNode {
    }

    /** "[objects] gain(s) [keywords]." with no stated duration: until the game ends or the object leaves (611.2a). */
    record GainsIndefinitely(ObjectRef objects, java.util.List<String> keywords) implements EffectNode {
        public GainsIndefinitely {
            keywords = java.util.List.copyOf(keywords);
        }
    }

    /** "[object] gains "[ability]"" with no duration (611.2a, 113.1a): the quoted ability as written. */

    record GainsQuoted(ObjectRef object, String ability) implements EffectNode {
    }

    /** "[objects] get(s) +X/+X until end of turn" (611.2a), {@code pt} as written ("+X/+0", "-X/-X"). */
    record PumpX(ObjectRef objects, String pt) implements EffectNode {
    }

    /** "tap any number of untapped [noun] you control" (701.26a): chosen as the effect resolves. */
    record TapAnyNumber(Noun noun) implements EffectNode {
    }

    /** "sacrifice any number of [other] [noun]" (701.17a): chosen as the effect resolves, counted by what follows. */
    record SacrificeAnyNumber(Noun noun, boolean other) implements EffectNode {
    }

    /** "[objects] get(s) +X/+X or -X/-X" / "+1/-1 or -1/+1 until end of turn" (608.2d): one of the two changes, chosen as it resolves. */
    record PumpXEither(ObjectRef objects, String first, String second) implements EffectNode {
    }

    /** "[objects] doesn't / don't untap during its controller's next untap step" (502.3). */
    record DoesntUntap(ObjectRef objects) implements EffectNode {
    }

    /**
     * "tap / untap all [noun] target player controls[. Those creatures don't untap during that
     * player's next untap step]" (701.26, 502.3).
     */
    record TapAllOf(PlayerRef who, Noun noun, boolean untap, boolean skipNextUntap) implements EffectNode {
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

    /**
     * "change the text of [object] by replacing all instances of one color word / basic land type with another" (612.1);
     * {@code object} null: "target spell or permanent" (115.1).
     */
    record ChangeText(ObjectRef object, boolean colorWords, boolean landTypes, boolean untilEndOfTurn) implements EffectNode {
    }

    /** "[objects] get(s) +P/+T until end of turn for each [count]" (107.1, 611.2a). */
    record PumpForEach(ObjectRef objects, int power, int toughness, AmountNode count) implements EffectNode {
    }

    /** "double the number of [kind] counters on [objects]" / "... of each kind of counter on ..." ({@code kind} null) (701.10e). */
    record DoubleCounters(ObjectRef objects, String kind) implements EffectNode {
    }

    /** "remove N [kind] counters from [objects]" / "remove all [kind] counters from ..." ({@code amount} null) (122.8). */
    record RemoveCounters(ObjectRef objects, String kind, AmountNode amount) implements EffectNode {
    }

    /** "create a token that's a copy of [object] [, except ...]" (111.2, 707.2, 707.9b). */
    record CreateTokenCopy(ObjectRef original, CopyExcept except, PlayerRef who) implements EffectNode {
        public CreateTokenCopy(ObjectRef original, CopyExcept except) {
            this(original, except, new PlayerRef.You());
        }

        public CreateTokenCopy(ObjectRef original) {
            this(original, CopyExcept.NONE);
        }
    }

    /** "create N tokens that are copies of [object] [, except they're ...]" (111.2, 707.2, 707.9b): {@code copy} N times. */
    record CreateTokenCopies(AmountNode count, CreateTokenCopy copy) implements EffectNode {
    }

    /**
     * "[subject] becomes a copy of [original] [until end of turn][, except it has this ability | , except ...]" (707.2,
     * 613.1a, 707.9b).
     */
    record BecomeCopy(ObjectRef subject, ObjectRef original, CopyExcept except, boolean thisAbility,
                      boolean untilEndOfTurn) implements EffectNode {
    }

    /**
     * A copy's exceptions (707.9b): "except it's a 4/4 black Zombie", "it's an artifact in addition to its other types",
     * "it has haste", "it has no mana cost", "the token isn't legendary"; {@code power} null: not changed.
     */
    record CopyExcept(Integer power, Integer toughness, java.util.List<String> colours, java.util.List<String> types,
                      java.util.List<String> subtypes, boolean inAddition, boolean noManaCost, boolean notLegendary,
                      java.util.List<String> keywords, java.util.List<String> quoted) {
        /** The colour of "except it doesn't copy that creature's color": the copy keeps its own (707.9b). */
        public static final String OWN_COLOUR = "its own colour";

        public static final CopyExcept NONE = new CopyExcept(null, null, java.util.List.of(), java.util.List.of(),
                java.util.List.of(), false, false, false, java.util.List.of(), java.util.List.of());

        /** Exceptions without quoted abilities. */
        public CopyExcept(Integer power, Integer toughness, java.util.List<String> colours, java.util.List<String> types,
                          java.util.List<String> subtypes, boolean inAddition, boolean noManaCost, boolean notLegendary,
                          java.util.List<String> keywords) {
            this(power, toughness, colours, types, subtypes, inAddition, noManaCost, notLegendary, keywords, java.util.List.of());
        }
    }

    /** "untap up to N lands": chosen as the effect resolves, any player's (701.26, 608.2d). */
    record UntapUpTo(AmountNode count, Noun noun) implements EffectNode {
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

    /** "[object] becomes [an artifact] in addition to its other types until end of turn" (611.2a): {@code body} made to end with the turn. */
    record UntilEndOfTurn(EffectNode body) implements EffectNode {
    }

    /** "[change] for as long as it has a KIND counter on it" (611.2b): {@code body} read as lasting the turn, ended by the counter. */
    record WhileCounter(EffectNode body, String counter) implements EffectNode {
    }

    /** "[objects] is/are a Swamp" (305.7): the basic land type replaces the land's old land types. */
    record BecomeLandType(ObjectRef objects, String landType) implements EffectNode {
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
    record LoseKeywords(ObjectRef objects, int power, int toughness, List<String> lost, List<String> gained,
                        boolean indefinite) implements EffectNode {
        public LoseKeywords {
            lost = List.copyOf(lost);
            gained = List.copyOf(gained);
        }

        /** Until end of turn. */
        public LoseKeywords(ObjectRef objects, int power, int toughness, List<String> lost, List<String> gained) {
            this(objects, power, toughness, lost, gained, false);
        }
    }

    /**
     * "[objects] [get(s) +P/+T and] gain(s) [keywords and] "[ability]" until end of turn" (611.2a, 613.1f: layer 6, 113.1a):
     * {@code granted} as written between "gain(s)" and "until end of turn", quoted abilities in their quotes.
     */
    record GainsQuotedUntilEndOfTurn(ObjectRef objects, int power, int toughness, Granted granted) implements EffectNode {
    }

    /** "switch [object]'s power and toughness until end of turn" (613.4d, layer 7d). */
    record SwitchPowerAndToughness(ObjectRef object) implements EffectNode {
    }

    /**
     * "put its counters on [object]" / "put those counters on [object]" (122.8): the counters {@code from} ("it": the
     * source or the trigger's object) had as it left the battlefield, put on {@code onto}.
     */
    record PutCountersItHad(ObjectRef from, ObjectRef onto) implements EffectNode {
    }
}
