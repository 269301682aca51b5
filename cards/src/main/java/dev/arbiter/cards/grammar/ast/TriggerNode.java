package dev.arbiter.cards.grammar.ast;

/**
 * The syntax tree of a trigger condition (603.1): "When/Whenever/At [event], [effect]". Objects
 * in events are the source itself ({@code noun} null) or a described object; {@code another}
 * excludes the source, {@code orSelf} counts it too ("~ or another Ally").
 */
public sealed interface TriggerNode {

    /** "[object] enters the battlefield [under your control]" (603.6a). */
    record Enters(Noun noun, boolean another, boolean orSelf) implements TriggerNode {
    }

    /** "[object] dies" (700.4). */
    record Dies(Noun noun, boolean another, boolean orSelf) implements TriggerNode {
    }

    /** "~ dies, if it had [counters] on it" (700.4, 603.10a): {@code counters} is the counters clause. */
    record SelfDiesHad(Noun.With counters) implements TriggerNode {
    }

    /**
     * "~ dies, if its power was 3 or greater" / "if it wasn't blocking" (700.4, 603.10a): the dying creature as it last
     * existed, {@code with} its stat bounds, {@code wasntBlocking} not blocking just before it left (506.4).
     */
    record SelfDiesAsItWas(java.util.List<Noun.With> with, boolean wasntBlocking, int damageAtLeast) implements TriggerNode {
        /** With no bound on the damage dealt to it. */
        public SelfDiesAsItWas(java.util.List<Noun.With> with, boolean wasntBlocking) {
            this(with, wasntBlocking, 0);
        }
    }

    /** "~ is put into [a | your ({@code yours})] graveyard from [anywhere ({@code anywhere}) | the battlefield]" (603.6c, 113.6k). */
    record SelfToGraveyard(boolean yours, boolean anywhere) implements TriggerNode {
    }

    /** "~ is put into exile from the battlefield" (603.6c), as one side of "[event] or [event]". */
    record SelfExiledFromBattlefield() implements TriggerNode {
    }

    /** "~ leaves the battlefield" (603.6c), as one side of "[event] or [event]". */
    record Leaves() implements TriggerNode {
    }

    /**
     * "~ attacks and isn't blocked" (509.1h), "~ blocks [a creature]" (509.3c, 509.3b), "~ becomes blocked [by a
     * creature]" (509.3c, 509.3d): {@code verb} is those words as printed, lower case.
     */
    record SelfCombat(String verb) implements TriggerNode {
    }

    /** "[player] cast(s) a [noun] spell [during your turn]" (601.2i). */
    record Casts(PlayerRef caster, Noun spell, boolean duringYourTurn, boolean duringOpponentsTurn) implements TriggerNode {
        public Casts(PlayerRef caster, Noun spell, boolean duringYourTurn) {
            this(caster, spell, duringYourTurn, false);
        }
    }

    /**
     * "[player] cast(s) a kicked [noun] spell" (702.33d) / "a [noun] spell from your graveyard | from exile | from
     * anywhere other than your hand" (601.2a): {@code how} is "kicked" or the "from ..." words.
     */
    record CastsHow(PlayerRef caster, Noun spell, String how) implements TriggerNode {
    }

    /** "[player] cast(s) a card" (601.1a, 701.14b): the half of "play a card" that is casting it as a spell. */
    record CastsCard(PlayerRef caster) implements TriggerNode {
    }

    /** "[object] attacks" (508.3a). */
    record Attacks(Noun noun, boolean another) implements TriggerNode {
    }

    /** "the beginning of [whose] [step]" (603.2, 503-513): whose is "your", "each", "the", "each opponent's". */
    record BeginningOf(String whose, String step) implements TriggerNode {
    }

    /**
     * An event of the permanent the source is attached to, "enchanted creature" / "equipped
     * creature" / "enchanted land" ({@code host}): "dies", "attacks", "is dealt damage", "becomes
     * tapped", "becomes the target of a spell or ability" ({@code verb}).
     */
    record HostEvent(String host, String verb) implements TriggerNode {
    }

    /**
     * "[~ | enchanted creature] deals [combat] damage [to a player | to an opponent]" (120):
     * {@code host} null for the source itself; {@code to} "" (anything), "a player" or "an opponent".
     */
    record DealsDamage(String host, boolean combat, String to, Noun victim) implements TriggerNode {
        public DealsDamage(String host, boolean combat, String to) {
            this(host, combat, to, null);
        }
    }

    /** "~ is dealt damage" / "you're dealt damage" ({@code you}) (120). */
    record DealtDamage(boolean you, boolean combat) implements TriggerNode {
        public DealtDamage(boolean you) {
            this(you, false);
        }
    }

    /** "~ becomes the target of a spell or ability" (603.2e). */
    record BecomesTarget() implements TriggerNode {
    }

    /** "[a player | an opponent | you] [taps a land for mana | discards a card]" ({@code verb}). */
    /** "[player] taps a [land noun] for mana" (106.12, 605.1b). */
    record TapsForMana(PlayerRef who, Noun land) implements TriggerNode {
    }

    record PlayerDoes(PlayerRef who, String verb) implements TriggerNode {
    }

    /** "[a player | an opponent | you] play(s) [a | an] [land noun]" (305.1): "plays an Island", "plays a nonbasic land". */
    record PlaysLand(PlayerRef who, Noun land) implements TriggerNode {
    }

    /** "a spell or ability an opponent controls causes you to discard [~ | this card]" (701.8a, 113.6k). */
    record DiscardedByOpponent() implements TriggerNode {
    }

    /** "[a player | an opponent | you] discard(s) a [noun] card" (701.8a). */
    record DiscardsCard(PlayerRef who, Noun card) implements TriggerNode {
    }

    /**
     * "[player] activate(s) [an ability | a loyalty ability ({@code loyalty})] [of a {@code source}] [that isn't a mana
     * ability ({@code notMana})]" (602.2i, 606.3).
     */
    record Activates(PlayerRef who, Noun source, boolean loyalty, boolean notMana) implements TriggerNode {
    }

    /** "one or more [noun] deal combat damage to [a player | an opponent ({@code opponent})]" (510.2, 603.2c). */
    record GroupDealsCombatDamage(Noun noun, boolean opponent) implements TriggerNode {
    }

    /**
     * "one or more [noun] [leave your graveyard | leave the battlefield | die | are put into (your | a | an opponent's)
     * graveyard from (anywhere | your library) | are put into exile from your graveyard]" (603.2c): {@code from} / {@code to}
     * "graveyard", "battlefield", "library", "exile" or null (anywhere); {@code owner} "your", "a", "an opponent's".
     */
    record GroupMoves(Noun noun, String owner, String from, String to) implements TriggerNode {
    }

    /** "[a | another] [noun] leaves the battlefield [, if it had counters on it]" (603.6c, 603.10a). */
    record PermanentLeaves(Noun noun, boolean another) implements TriggerNode {
    }

    /** "[~ or another | a | another] [noun] is returned to your hand [from the battlefield]" (603.6c). */
    record ReturnedToHand(Noun noun, boolean another, boolean orSelf) implements TriggerNode {
    }

    /** "[a | another] [noun] card is put into [a | your | an opponent's] graveyard from [anywhere | your library]" (404.1). */
    record CardToGraveyard(Noun noun, boolean another, String owner, String from) implements TriggerNode {
    }

    /** "[a noun] becomes untapped" (701.26b). */
    record NounUntapped(Noun noun) implements TriggerNode {
    }

    /** "[a noun] is dealt damage" (120.3). */
    record NounDealtDamage(Noun noun) implements TriggerNode {
    }

    /**
     * "[a | another | ~ or another] [noun] is put into [a | your | an opponent's] graveyard from the battlefield" (603.6c;
     * {@code owner} "a", "your" or "an opponent's") / "[a noun] becomes tapped" ({@code tapped}, owner null).
     */
    record NounEvent(Noun noun, boolean tapped, String owner, boolean another, boolean orSelf) implements TriggerNode {
    }

    /** "[a noun] dealt damage by ~ this turn dies" (603.10a, 700.4). */
    record DealtDamageBySelfDies(Noun noun) implements TriggerNode {
    }

    /**
     * "one or more [KIND] counters are put on [~ | a noun]" / "a [KIND] counter is put on ..." (122.6): {@code noun} null
     * is the source, {@code kind} null any kind; {@code perCounter} for "a counter is put".
     */
    record CountersPut(Noun noun, String kind, boolean perCounter) implements TriggerNode {
    }

    /**
     * "[you put | an opponent puts] one or more [KIND] counters on [~ | a noun]" (122.6): {@code who} the player who puts
     * them, {@code noun} null the source, {@code kind} null any kind.
     */
    record CountersPutBy(PlayerRef who, Noun noun, String kind) implements TriggerNode {
    }

    /** "~ exploits a creature" (702.110b). */
    record Exploits() implements TriggerNode {
    }

    /** "you tap ~ for mana" (106.12, 605.1b). */
    record SelfTappedForMana() implements TriggerNode {
    }

    /** "~ becomes tapped" (603.2e). */
    record SelfBecomesTapped() implements TriggerNode {
    }

    /** "[~ | enchanted creature | equipped creature] attacks alone" (506.5); {@code host} null for ~. */
    record AttacksAlone(String host) implements TriggerNode {
    }

    /**
     * "~ and at least [N] other creatures attack" (508.3a); {@code greaterPower}: "~ attacks with another creature with
     * greater power" (702.149a).
     */
    record AttacksWithOthers(int others, boolean greaterPower) implements TriggerNode {
        public AttacksWithOthers(int others) {
            this(others, false);
        }
    }

    /** "a permanent / another creature [you control] is turned face up" (702.37e, 708.8). */
    record PermanentTurnedFaceUp(Noun noun, boolean another) implements TriggerNode {
    }

    /** "~ becomes monstrous" (701.37b). */
    record BecomesMonstrous() implements TriggerNode {
    }

    /** "~ is turned face up" (702.37e, 708.8). */
    record TurnedFaceUp() implements TriggerNode {
    }

    /** "~ enters the battlefield untapped" (603.6a, 110.5b): it entered and is untapped as it does. */
    record SelfEntersUntapped() implements TriggerNode {
    }

    /** "~ becomes untapped" (701.26b). */
    record SelfBecomesUntapped() implements TriggerNode {
    }

    /**
     * "[~] [event] or [event]" ("Whenever ~ enters the battlefield or attacks"): either event
     * triggers the ability; compiled as one ability for each, with the same effect.
     */
    record Either(TriggerNode first, TriggerNode second) implements TriggerNode {
    }

    /** "When [condition]" (603.8): a state trigger, "When you control no Islands". */
    record StateCondition(ConditionNode condition) implements TriggerNode {
    }

    /** "[player] cast(s) a [noun] spell that targets ~" (601.2i, 115.9b). */
    record CastsTargetingSelf(PlayerRef caster, Noun spell) implements TriggerNode {
    }

    /** "[player] cast(s) or cop(y|ies) a [noun] spell" (601.2i, 707.10). */
    record CastsOrCopies(PlayerRef caster, Noun spell) implements TriggerNode {
    }

    /** "you cast this spell" (601.2i): a trigger of the spell itself on the stack. */
    record CastSelf() implements TriggerNode {
    }

    /**
     * "[player] draw(s) [your | their] [ordinal] card each turn" / "cast(s) [your | their] [ordinal] spell
     * each turn | during each opponent's turn" ({@code action} "draw" or "cast"; 121.1, 601.2i).
     */
    record NthThisTurn(PlayerRef who, String action, int nth, boolean opponentsTurn) implements TriggerNode {
    }

    /** "[a player | an opponent | you] sacrifice(s) [a | another] [noun]" (701.17a); {@code noun} null: "you sacrifice ~". */
    record Sacrifices(PlayerRef who, Noun noun, boolean another) implements TriggerNode {
    }

    /**
     * "[a noun | a source [controller]] deals [combat | noncombat] damage [to you | to an opponent | to a player]"
     * (120): {@code dealer} null for "a source"; {@code kind} "", "combat" or "noncombat"; {@code to} "" for anything.
     */
    record ObjectDealsDamage(Noun dealer, String sourceController, String kind, String to) implements TriggerNode {
    }

    /**
     * "[~ | you | you or a permanent you control | a [noun] | another [noun]] become(s) the target of [a spell or
     * ability | a spell] [an opponent controls | you control] ["for the first time each turn"]" (115.1): {@code by} "" for
     * anyone; {@code firstEachTurn}: only the first time each turn (603.2).
     */
    record BecomesTargetOf(boolean self, boolean you, Noun noun, boolean another, boolean spellOnly, String by,
                           boolean firstEachTurn) implements TriggerNode {
        public BecomesTargetOf(boolean self, boolean you, Noun noun, boolean another, boolean spellOnly, String by) {
            this(self, you, noun, another, spellOnly, by, false);
        }
    }

    /** "you cycle ~" ({@code self}, 702.29c) / "[a player | an opponent | you] cycle(s) [a | another] card" (702.29a). */
    record Cycles(PlayerRef who, boolean self) implements TriggerNode {
    }

    /** A trigger line: its event, an intervening "if" (603.4) or null, and the effect ({@link TriggerEffect}). */
    record Line(String word, TriggerNode event, ConditionNode interveningIf, TriggerEffect effect) {
        /** A line whose effect the grammar has yet to read ({@code TriggerGrammar.parse} reads it last). */
        public Line(String word, TriggerNode event, ConditionNode interveningIf, String effectText) {
            this(word, event, interveningIf, TriggerEffect.unread(effectText));
        }

        /** The effect's words as printed. */
        public String effectText() {
            return effect.text();
        }
    }

    /** "~ attacks for the first time each turn" (508.3a, 603.2): its first declaration as an attacker this turn. */
    record SelfAttacksFirstTime() implements TriggerNode {
    }

    /**
     * "[a player's event] during their turn" (102.1): the event while that player is the active player, read as the event
     * with the intervening condition "if it's their turn" (603.4).
     */
    record DuringTheirTurn(TriggerNode event) implements TriggerNode {
    }

    /**
     * "[~ | a noun] becomes attached to [~ | a noun]" ({@code attached}, 701.3a-b) or "~ becomes unattached from a permanent"
     * (701.3d, 603.10c): a null noun is the source itself.
     */
    record Attachment(Noun attachment, Noun host, boolean attached) implements TriggerNode {
    }

    /**
     * "[enchanted | equipped] [noun] is put into a graveyard ({@code toGraveyard}) | leaves the battlefield" (603.6c):
     * {@code host} the words naming the permanent the source is attached to ("enchanted Island").
     */
    record HostLeaves(String host, boolean toGraveyard) implements TriggerNode {
    }

    /** "a [kind] counter is removed from ~" (122.8): {@code kind} null for a counter of any kind. */
    record CounterRemoved(String kind) implements TriggerNode {
    }

    /** "combat damage is dealt to you [or a planeswalker you control]" ({@code planeswalkers}) (510.2, 603.2c). */
    record CombatDamageToYou(boolean planeswalkers) implements TriggerNode {
    }

    /**
     * "[player] cast(s) [your | their] [ordinal] [noun] each turn" ({@code spell} the noun, e.g. "instant spell") / "cast(s) a
     * spell other than [your | their] first spell each turn" ({@code spell} null, {@code nth} 2, {@code orLater}) (601.2i).
     */
    record NthSpellThisTurn(PlayerRef who, Noun spell, int nth, boolean orLater) implements TriggerNode {
    }

    /** "[player] cop(y|ies) a [noun] spell" (707.10): a copy of a spell put on the stack by the player. */
    record CopiesSpell(PlayerRef copier, Noun spell) implements TriggerNode {
    }

    /** "[player] cast(s) a [noun] spell that targets [you | a noun | you or a noun]" (601.2i, 115.1). */
    record CastsTargeting(PlayerRef caster, Noun spell, boolean you, Noun permanents) implements TriggerNode {
    }

    /** "[a | another] [noun] explores" (701.40b). */
    record Explores(Noun noun, boolean another) implements TriggerNode {
    }
    /** "[event], [effect]. This ability triggers only once each turn." (603.2): the event, limited to once each turn. */
    record OnceEachTurn(TriggerNode event) implements TriggerNode {
    }

    /** The attack and combat events of {@link CombatEventNodes} (508.1, 508.3a, 509.3, 506.5, 510.2). */
    sealed interface CombatEvent extends TriggerNode permits CombatEventNodes.PlayerAttacks,
            CombatEventNodes.EnchantedPlayerAttacked, CombatEventNodes.AttacksEnchantedPlayer, CombatEventNodes.YouAttack,
            CombatEventNodes.GroupAttacks, CombatEventNodes.CountAttack, CombatEventNodes.CreatureAttacksPlayer,
            CombatEventNodes.NounCombat,
            CombatEventNodes.HostCombatDamage, CombatEventNodes.Roles {
    }
}
