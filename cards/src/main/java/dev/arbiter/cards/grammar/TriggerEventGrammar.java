package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.Noun;
import dev.arbiter.cards.grammar.ast.PlayerRef;
import dev.arbiter.cards.grammar.ast.TriggerNode;

/**
 * Trigger events of hosts, damage, players and described permanents (603.2):
 * <pre>
 * event := host ("dies" | "attacks" | "is dealt damage" | "becomes tapped" | becomes-target)
 *        | (host | "~") "deals" ["combat"] "damage" ["to a player" | "to an opponent" | "to a creature"]
 *        | "~ is dealt damage" | "you're dealt damage" | "~" becomes-target | "~ becomes" ("tapped" | "untapped")
 *        | "~ and at least" number "other creatures attack" | "~ exploits a creature"
 *        | player ("draw" | "cast") ("your" | "their") ordinal ("card" | "spell") ("each turn" | "during each opponent's turn")
 *        | player ("taps" | "tap") "a land for mana" | "you tap ~ for mana" | player ("discards" | "discard") "a card"
 *        | player ("loses" | "lose") "life" ["for the first time each turn"] | "you gain life" ["for the first time each turn"]
 *        | (player | "enchanted player") ("draws" | "draw") "a card"
 *        | "you complete a dungeon"                                                                         (309.7)
 *        | "one or more" noun "deal combat damage to" ("a player" | "an opponent")
 *        | "one or more" noun ("leave your graveyard" | "leave the battlefield" | "die"
 *                              | "are put into" ("your" | "a" | "an opponent's") "graveyard from" ("anywhere" | "your library")
 *                              | "are put into exile from your graveyard")
 *        | player ("activates" | "activate") ("an ability" | "a loyalty ability") ["of" ("a" | "an") noun] ["that isn't a mana ability"]
 *        | "a spell or ability an opponent controls causes you to discard" ("~" | "this card")
 *        | player ("plays" | "play") ("a land" | ("a" | "an") land-noun)
 *        | player ("cycles" | "cycle") ("a card" | "another card") | "you cycle ~"
 *        | player ("sacrifices" | "sacrifice") ("a" | "an" | "another") noun | "you sacrifice ~"
 *        | the targeting events of TargetTriggerGrammar ("you or a permanent you control becomes the target of ...")
 *        | the damage events of DamageTriggerGrammar ("a source an opponent controls deals damage to you")
 *        | ("one or more" [KIND] "counters are put on" | ("a" | "an") [KIND] "counter is put on") ("~" | ("a" | "an") noun)
 *        | ("a" | "an") noun "other than ~" "is put into" ("a" | "your" | "an opponent's") "graveyard from the battlefield"
 *        | ("a" | "an") noun ("is put into" ("a" | "your" | "an opponent's") "graveyard from the battlefield" | "becomes tapped"
 *                            | "dealt damage by ~ this turn dies")
 * host  := ("enchanted" | "equipped") type-word | "fortified land"
 * player := "a player" | "an opponent" | "you"
 * </pre>
 */
public final class TriggerEventGrammar {

    private TriggerEventGrammar() {
    }

    /** An event at the cursor, or null with the cursor where it was. */
    static TriggerNode event(Cursor c) {
        return c.attempt(k -> {
            TriggerNode e = parse(k);
            return e != null && k.at(",") ? e : null;
        });
    }

    private static TriggerNode parse(Cursor c) {
        if (c.accept("a spell or ability an opponent controls causes you to discard")) { // 701.8a, 113.6k
            return c.acceptAny("~", "this card") != null ? new TriggerNode.DiscardedByOpponent() : null;
        }
        TriggerNode attachment = AttachmentTriggerGrammar.event(c); // 701.3, 603.6c: attached, unattached, a host leaving
        if (attachment != null) return attachment;
        TriggerNode dealtBy = PassiveDamageGrammar.event(c); // 120.3: "an opponent is dealt damage by a red spell you control"
        if (dealtBy != null) return dealtBy;
        TriggerNode removed = c.attempt(TriggerEventGrammar::counterRemoved); // 122.8
        if (removed != null) return removed;
        TriggerNode counters = c.attempt(TriggerEventGrammar::countersPut); // 122.6
        if (counters != null) return counters;
        TriggerNode putBy = c.attempt(CountersPutByGrammar::event); // 122.6: "you put one or more counters on ..."
        if (putBy != null) return putBy;
        TriggerNode group = c.attempt(TriggerEventGrammar::groupDamage); // 510.2, 603.2c
        if (group != null) return group;
        TriggerNode moves = c.attempt(TriggerEventGrammar::groupMoves); // 603.2c
        if (moves != null) return moves;
        TriggerNode targeted = TargetTriggerGrammar.event(c); // 115.1: "... becomes the target of a spell an opponent controls"
        if (targeted != null) return targeted;
        String host = c.acceptAny("enchanted creature", "equipped creature", "enchanted land", "enchanted artifact",
                "enchanted permanent", "enchanted enchantment", "fortified land"); // 301.6: a Fortification's host
        boolean self = host == null && c.accept("~");
        if (host != null || self) {
            if (c.accept("attacks alone")) return new TriggerNode.AttacksAlone(host); // 506.5
            if (self && c.accept("attacks for the first time each turn")) return new TriggerNode.SelfAttacksFirstTime(); // 508.3a, 603.2
            TriggerNode damage = dealsDamage(c, host);
            if (damage != null) return damage;
            if (c.accept("is dealt damage")) return self ? new TriggerNode.DealtDamage(false) : new TriggerNode.HostEvent(host, "is dealt damage");
            if (self && c.accept("is dealt combat damage")) return new TriggerNode.DealtDamage(false, true); // 510.2
            if (c.accept("becomes the target of a spell or ability")) {
                return self ? new TriggerNode.BecomesTarget() : new TriggerNode.HostEvent(host, "becomes the target of a spell or ability");
            }
            if (self && c.accept("attacks with another creature with greater power")) { // 702.149a training
                return new TriggerNode.AttacksWithOthers(1, true);
            }
            if (self && c.accept("and at least")) { // 508.3a: "~ and at least two other creatures attack"
                dev.arbiter.cards.grammar.ast.AmountNode n = ReferenceGrammar.count(c);
                if (!(n instanceof dev.arbiter.cards.grammar.ast.AmountNode.Fixed f)) return null;
                c.expect("other creatures attack");
                return new TriggerNode.AttacksWithOthers(f.value());
            }
            if (self && c.accept("becomes untapped")) return new TriggerNode.SelfBecomesUntapped(); // 701.26b
            if (self && c.accept("is turned face up")) return new TriggerNode.TurnedFaceUp(); // 708.8
            if (self && c.accept("becomes monstrous")) return new TriggerNode.BecomesMonstrous(); // 701.37b
            if (self && c.accept("exploits a creature")) return new TriggerNode.Exploits(); // 702.110b
            if (self) return c.accept("becomes tapped") ? new TriggerNode.SelfBecomesTapped() : null;
            String verb = c.acceptAny("dies", "attacks", "becomes tapped", "is turned face up"); // 708.8: the host turned face up
            return verb == null ? null : new TriggerNode.HostEvent(host, verb);
        }
        if (c.accept("you're dealt damage") || c.accept("you are dealt damage")) return new TriggerNode.DealtDamage(true);
        if (c.accept("you're dealt combat damage")) return new TriggerNode.DealtDamage(true, true); // 510.2
        if (c.at("enchanted player draws a card ,")) { // 121.1, 303.4
            c.accept("enchanted player draws a card");
            return new TriggerNode.PlayerDoes(new PlayerRef.Enchanted(), "draws a card");
        }
        PlayerRef who = c.accept("a player") ? new PlayerRef.EachPlayer()
                : c.accept("an opponent") ? new PlayerRef.EachOpponent() : c.accept("you") ? new PlayerRef.You() : null;
        if (who != null) {
            if (c.at("draws a card ,") || c.at("draw a card ,")) { // 121.1
                c.acceptAny("draws a card", "draw a card");
                return new TriggerNode.PlayerDoes(who, "draws a card");
            }
            if (who instanceof PlayerRef.You && c.at("gain life ,")) { // 119.9
                c.accept("gain life");
                return new TriggerNode.PlayerDoes(who, "gains life");
            }
            TriggerNode nth = nthThisTurn(c, who);
            if (nth != null) return nth;
            TriggerNode nthSpell = NthSpellGrammar.event(c, who); // 601.2i: "your first instant spell each turn"
            if (nthSpell != null) return nthSpell;
            if (c.acceptAny("taps a land for mana", "tap a land for mana") != null) return new TriggerNode.PlayerDoes(who, "taps a land for mana");
            if (who instanceof PlayerRef.You && c.accept("tap ~ for mana")) return new TriggerNode.SelfTappedForMana(); // 106.12
            int tapped = c.mark();
            if (c.acceptAny("taps a", "taps an", "tap a", "tap an") != null) { // 106.12: "taps a Mountain for mana"
                try {
                    dev.arbiter.cards.grammar.ast.Noun land = NounGrammar.noun(c);
                    if (!land.plural() && c.accept("for mana")) return new TriggerNode.TapsForMana(who, land);
                } catch (ParseFailure f) {
                    // not a noun: another event
                }
                c.reset(tapped);
            }
            if (c.acceptAny("discards a card", "discard a card") != null) return new TriggerNode.PlayerDoes(who, "discards a card");
            int discards = c.mark();
            if (c.acceptAny("discards", "discard") != null && c.acceptAny("a", "an") != null) { // 701.8a: "a creature card"
                try {
                    Noun card = NounGrammar.noun(c);
                    if (!card.plural() && card.hasHead("card")) return new TriggerNode.DiscardsCard(who, card);
                } catch (ParseFailure f) {
                    // not a card noun
                }
            }
            c.reset(discards);
            if (c.acceptAny("loses life", "lose life") != null) { // 119.3
                return new TriggerNode.PlayerDoes(who, c.accept("for the first time each turn") ? "loses life first" : "loses life");
            }
            if (who instanceof PlayerRef.You && c.accept("gain life for the first time each turn")) { // 119.3, 603.2
                return new TriggerNode.PlayerDoes(who, "gains life first");
            }
            if (who instanceof PlayerRef.You && c.accept("complete a dungeon")) return new TriggerNode.PlayerDoes(who, "completes a dungeon"); // 309.7
            if (c.acceptAny("searches their library", "search your library") != null) return new TriggerNode.PlayerDoes(who, "searches a library"); // 701.19
            if (c.acceptAny("scry", "scries") != null && c.at(",")) return new TriggerNode.PlayerDoes(who, "scries"); // 701.18b
            if (c.acceptAny("surveil", "surveils") != null && c.at(",")) return new TriggerNode.PlayerDoes(who, "surveils"); // 701.25
            TriggerNode result = PlayerResultGrammar.event(c, who); // 705.2, 701.23, 119.4
            if (result != null) return result;
            TriggerNode activates = activates(c, who); // 602.2i
            if (activates != null) return activates;
            if (c.acceptAny("plays a land", "play a land") != null) return new TriggerNode.PlayerDoes(who, "plays a land"); // 305.1
            TriggerNode card = PlaysCardGrammar.event(c, who); // 601.1a, 701.14b: "you play a card"
            if (card != null) return card;
            int plays = c.mark();
            if (c.acceptAny("plays", "play") != null && c.acceptAny("a", "an") != null) { // 305.1: "plays an Island"
                try {
                    Noun land = NounGrammar.noun(c);
                    if (!land.plural() && c.at(",")) return new TriggerNode.PlaysLand(who, land);
                } catch (ParseFailure f) {
                    // not a noun: another event
                }
            }
            c.reset(plays);
            if (who instanceof PlayerRef.You && c.accept("exert a creature")) return new TriggerNode.PlayerDoes(who, "exerts a creature"); // 701.39
            if (c.acceptAny("sacrifices", "sacrifice") != null) { // 701.17a
                if (who instanceof PlayerRef.You && c.at("~ ,")) { // "When you sacrifice ~, draw two cards."
                    c.accept("~");
                    return new TriggerNode.Sacrifices(who, null, false);
                }
                boolean another = c.accept("another");
                if (!another && c.acceptAny("a", "an") == null) return null;
                if (c.at("token ,") && c.accept("token")) { // 111.1: "a token" alone is a token permanent of any type
                    return new TriggerNode.Sacrifices(who, new Noun(java.util.List.of("token"), java.util.List.of("permanent"),
                            java.util.List.of(), null, java.util.List.of(), false, null), another);
                }
                return new TriggerNode.Sacrifices(who, NounGrammar.noun(c), another);
            }
            // 702.29: cycling discards the card, so "cycle or discard a card" is one discard event
            if (who instanceof PlayerRef.You && c.accept("cycle or discard a card")) {
                return new TriggerNode.PlayerDoes(who, "discards a card");
            }
            if (c.acceptAny("cycles", "cycle") != null) { // 702.29a, 702.29c
                if (who instanceof PlayerRef.You && c.accept("~")) return new TriggerNode.Cycles(who, true);
                if (c.acceptAny("a card", "another card") != null) return new TriggerNode.Cycles(who, false);
            }
            return null;
        }
        TriggerNode owned = PermanentGraveyardGrammar.event(c); // 404.1, 110.1: "a permanent owned by another player ..."
        if (owned != null) return owned;
        TriggerNode damage = DamageTriggerGrammar.event(c); // "a creature deals combat damage to you" (120)
        if (damage != null) return damage;
        if (c.acceptAny("a", "an") == null) return null;
        Noun noun = NounGrammar.noun(c);
        boolean otherThanSelf = c.accept("other than ~"); // 109.5: "a permanent other than ~", the source excluded
        String owner = graveyardFromBattlefield(c);
        if (owner != null) return new TriggerNode.NounEvent(noun, false, owner, otherThanSelf, false);
        if (otherThanSelf) return null;
        if (c.accept("becomes tapped")) return new TriggerNode.NounEvent(noun, true, null, false, false);
        if (c.accept("becomes untapped")) return new TriggerNode.NounUntapped(noun); // 701.26b
        if (c.accept("is dealt damage")) return new TriggerNode.NounDealtDamage(noun); // 120.3
        if (c.accept("dealt damage by ~ this turn dies")) return new TriggerNode.DealtDamageBySelfDies(noun);
        return null;
    }

    /**
     * "is put into [a | your | an opponent's] graveyard from the battlefield" (603.6c, 404.1: a card goes to its owner's
     * graveyard): whose graveyard ("a", "your", "an opponent's"), or null with the cursor where it was.
     */
    static String graveyardFromBattlefield(Cursor c) {
        int m = c.mark();
        if (c.accept("is put into")) {
            String owner = c.acceptAny("a", "your", "an opponent's");
            if (owner != null && c.accept("graveyard from the battlefield")) return owner;
        }
        c.reset(m);
        return null;
    }

    /**
     * "activate(s) [an ability | a loyalty ability] [of ("a" | "an") noun] [that isn't a mana ability]" (602.2i, 606.3), or
     * null with the cursor where it was.
     */
    private static TriggerNode activates(Cursor c, PlayerRef who) {
        int m = c.mark();
        try {
            if (c.acceptAny("activates", "activate") == null) return null;
            boolean loyalty = c.accept("a loyalty ability");
            if (!loyalty && !c.accept("an ability")) {
                c.reset(m);
                return null;
            }
            Noun of = null;
            if (c.accept("of")) {
                if (c.acceptAny("a", "an") == null) {
                    c.reset(m);
                    return null;
                }
                of = NounGrammar.noun(c);
                c.accept("on the battlefield"); // a permanent's ability
            }
            // "..., if it isn't a mana ability," (603.4): whether it is one never changes, so the same as the event's words
            boolean notMana = c.accept("that isn't a mana ability") || c.accept(", if it isn't a mana ability");
            if (!c.at(",")) {
                c.reset(m);
                return null;
            }
            return new TriggerNode.Activates(who, of, loyalty, notMana);
        } catch (ParseFailure f) {
            c.reset(m);
            return null;
        }
    }

    /** "one or more [noun] deal combat damage to [a player | an opponent]" (510.2, 603.2c); null otherwise. */
    private static TriggerNode groupDamage(Cursor c) {
        if (!c.accept("one or more")) return null;
        Noun noun = NounGrammar.noun(c);
        if (!noun.plural() || !c.accept("deal combat damage to")) return null;
        String to = c.acceptAny("a player", "an opponent");
        return to == null ? null : new TriggerNode.GroupDealsCombatDamage(noun, to.equals("an opponent"));
    }

    /** "one or more [noun] leave your graveyard | die | are put into your graveyard from anywhere ..." (603.2c); null otherwise. */
    private static TriggerNode groupMoves(Cursor c) {
        if (!c.accept("one or more")) return null;
        Noun noun = NounGrammar.noun(c);
        if (!noun.plural()) return null;
        if (c.accept("enter the battlefield")) { // 603.2c, 603.6a
            return new TriggerNode.GroupMoves(noun, c.accept("under your control") ? "under your control" : "a", null, "battlefield");
        }
        if (c.accept("leave your graveyard")) return new TriggerNode.GroupMoves(noun, "your", "graveyard", null);
        if (c.accept("leave the battlefield")) return new TriggerNode.GroupMoves(noun, "a", "battlefield", null);
        if (c.accept("die")) return new TriggerNode.GroupMoves(noun, "a", "battlefield", "graveyard"); // 700.4
        if (!c.accept("are put into")) return null;
        if (c.accept("exile from your graveyard")) return new TriggerNode.GroupMoves(noun, "your", "graveyard", "exile");
        String owner = c.acceptAny("your", "a", "an opponent's");
        if (owner == null || !c.accept("graveyard from")) return null;
        if (c.accept("anywhere")) return new TriggerNode.GroupMoves(noun, owner, null, "graveyard");
        return owner.equals("your") && c.accept("your library") ? new TriggerNode.GroupMoves(noun, owner, "library", "graveyard") : null;
    }

    /** 122.8: "a [kind] counter is removed from ~"; null otherwise. */
    private static TriggerNode counterRemoved(Cursor c) {
        if (c.acceptAny("a", "an") == null) return null;
        String kind = c.at("counter") ? null : CounterGrammar.kind(c);
        return c.accept("counter is removed from ~") && c.at(",") ? new TriggerNode.CounterRemoved(kind) : null;
    }

    /** 122.6: "one or more +1/+1 counters are put on ~", "a -1/-1 counter is put on a creature"; null otherwise. */
    private static TriggerNode countersPut(Cursor c) {
        boolean oneOrMore = c.accept("one or more");
        if (!oneOrMore && c.acceptAny("a", "an") == null) return null;
        String kind = c.at("counters") || c.at("counter") ? null : CounterGrammar.kind(c);
        if (!c.accept(oneOrMore ? "counters are put on" : "counter is put on")) return null;
        if (c.accept("~")) return new TriggerNode.CountersPut(null, kind, !oneOrMore);
        if (c.acceptAny("a", "an") == null) return null;
        return new TriggerNode.CountersPut(NounGrammar.noun(c), kind, !oneOrMore);
    }

    private static final java.util.List<String> ORDINALS = java.util.List.of("first", "second", "third", "fourth", "fifth");

    /** "draw(s) [your | their] second card each turn", "cast(s) [your | their] first spell during each opponent's turn"; null otherwise. */
    private static TriggerNode nthThisTurn(Cursor c, PlayerRef who) {
        int m = c.mark();
        String verb = c.acceptAny("draws", "draw", "casts", "cast");
        if (verb == null || c.acceptAny("your", "their") == null) {
            c.reset(m);
            return null;
        }
        String ordinal = c.acceptAny(ORDINALS.toArray(new String[0]));
        String action = verb.startsWith("draw") ? "draw" : "cast";
        if (ordinal == null || !c.accept(action.equals("draw") ? "card" : "spell")) {
            c.reset(m);
            return null;
        }
        boolean opponentsTurn = action.equals("cast") && c.accept("during each opponent's turn");
        if (!opponentsTurn && c.at("during their turn ,")) { // 102.1: the Nth this turn, in that player's own turn
            c.accept("during their turn");
            return new TriggerNode.DuringTheirTurn(new TriggerNode.NthThisTurn(who, action, ORDINALS.indexOf(ordinal) + 1, false));
        }
        if (!opponentsTurn && !c.accept("each turn")) {
            c.reset(m);
            return null;
        }
        return new TriggerNode.NthThisTurn(who, action, ORDINALS.indexOf(ordinal) + 1, opponentsTurn);
    }

    private static TriggerNode dealsDamage(Cursor c, String host) {
        if (!c.accept("deals")) return null;
        boolean combat = c.accept("combat");
        c.expect("damage");
        if (c.accept("to a player or planeswalker")) return new TriggerNode.DealsDamage(host, combat, "a player or planeswalker"); // 120.3c
        String to = c.accept("to a player") ? "a player" : c.accept("to an opponent") ? "an opponent"
                : c.accept("to a creature") ? "a creature" : "";
        if (to.isEmpty() && c.acceptAny("to a", "to an") != null) { // 120.3: "deals damage to a Dinosaur"
            Noun victim = NounGrammar.noun(c);
            if (victim.plural()) throw c.fail("one permanent");
            return new TriggerNode.DealsDamage(host, combat, "a creature", victim);
        }
        return new TriggerNode.DealsDamage(host, combat, to);
    }
}
