package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.AmountNode;
import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.Noun;
import dev.arbiter.cards.grammar.ast.ObjectRef;
import dev.arbiter.cards.grammar.ast.PlayerRef;

import java.util.List;

/**
 * Verb phrases on libraries, hands and payments:
 * <pre>
 * verb := "pay" MANA                                            (inside "may", 608.2d)
 *       | "look at the top" N "cards of" whose "library, then put them back in any order"
 *       | "look at" whose "hand"
 *       | "tap or untap" object
 *       | "put" object ("on top of" | "on the bottom of") "its owner's library"
 *       | put(s) "a" noun "from" ("your"|"their") "hand onto the battlefield"
 *       | "shuffle ~ into its owner's library" | shuffle(s) their [hand and] graveyard into their library
 *       | discard(s) their hand | mill(s) half their library, rounded down | "shuffle" (alone)
 * amount-definition := "the number of" ... | "the number of cards in" whose "hand"
 *                    | "half" (whose "library" | amount-definition) ", rounded" ("down"|"up")
 * </pre>
 * The sentences that only make sense together are read by {@link ZoneSentenceGrammar}; a life gain equal to the
 * moved object's power or toughness by {@link LifeEqualToStatGrammar}.
 * Each method leaves the cursor where it was and returns null when its phrase does not come next.
 */
public final class ZoneVerbGrammar {

    private ZoneVerbGrammar() {
    }

    /** A verb phrase of this grammar for {@code who}, or null (cursor unchanged). */
    static EffectNode verb(Cursor c, PlayerRef who, boolean third) {
        return c.attempt(k -> verb0(k, who, third));
    }

    private static EffectNode verb0(Cursor c, PlayerRef who, boolean third) {
        boolean you = who instanceof PlayerRef.You;
        if (!third && c.accept("pay")) { // "you may pay", "that player may pay" (608.2d): bare after "may"
            StringBuilder cost = new StringBuilder();
            while (c.peek() != null && c.peek().kind() == Token.Kind.SYMBOL) cost.append(symbol(c.next()));
            // "pay {X}" alone (107.3a: X chosen as it is paid); X beside other mana is not read
            if (cost.length() == 0 || cost.toString().contains("X") && !cost.toString().equals("{X}")
                    || cost.toString().contains("T")) return null;
            return new EffectNode.PayMana(cost.toString());
        }
        if (you && !third && c.accept("look at the top")) {
            AmountNode n = EffectGrammar.amount(c);
            if (!c.accept("cards of") && !c.accept("card of")) return null;
            PlayerRef whose = possessive(c);
            if (whose == null || !c.accept("library , then put them back in any order")) return null;
            return new EffectNode.LookAtTop(whose, n);
        }
        if (you && !third && c.accept("look at")) {
            boolean atRandom = c.accept("a card at random in"); // Urza's Bauble: one card of the hand
            PlayerRef whose = possessive(c);
            if (atRandom) return whose == null || !c.accept("hand") ? null : new EffectNode.LookAtHand(whose, true);
            if (whose == null || !c.accept("hand")) return null;
            return new EffectNode.LookAtHand(whose);
        }
        if (you && !third && c.accept("counter that spell or ability")) { // 702.21a: the one the trigger's event named
            if (c.acceptAny("unless its controller", "unless that player") == null) return new EffectNode.CounterTargeting(null);
            String verb = c.acceptAny("pays", "discards");
            if (verb == null) return null;
            if (verb.equals("discards") || c.peek() != null && c.peek().kind() != Token.Kind.SYMBOL) { // "pays 3 life"
                int from = c.mark();
                while (!c.atEnd() && !c.at(".")) c.next();
                if (c.mark() == from) return null;
                return new EffectNode.CounterTargeting(null, (verb.equals("pays") ? "Pay " : "Discard ") + c.textFrom(from));
            }
            StringBuilder cost = new StringBuilder();
            while (c.peek() != null && c.peek().kind() == Token.Kind.SYMBOL) cost.append(symbol(c.next()));
            return cost.length() == 0 ? null : new EffectNode.CounterTargeting(cost.toString());
        }
        if (you && !third && c.accept("counter")) {
            int at = c.mark();
            if (c.accept("target")) { // 115.1: "counter target activated ability [from an artifact source]"
                var stack = StackTargetGrammar.phrase(c);
                if (stack != null) return new EffectNode.CounterStackObject(stack);
                c.reset(at);
            }
            ObjectRef spell = ReferenceGrammar.object(c);
            // 608.2c: "counter that spell" is the spell a sentence before named (its target, or the trigger's spell)
            if (spell instanceof ObjectRef.Pronoun pr && pr.word().equals("that spell") && (c.at(".") || c.at("instead") || c.at("if"))) {
                return new EffectNode.CounterSpell(spell, null);
            }
            if (!(spell instanceof ObjectRef.Targeted t) || !t.noun().hasHead("spell")) return null;
            if (c.accept("that targets")) return counterTargeting(c, spell); // 115.1: "that targets a creature you control"
            EffectNode otherCost = CounterUnlessGrammar.counter(c, spell); // 118.12: "unless its controller discards their hand"
            if (otherCost != null) return otherCost;
            String unless = null;
            if (c.accept("unless its controller pays")) {
                StringBuilder cost = new StringBuilder();
                while (c.peek() != null && c.peek().kind() == Token.Kind.SYMBOL) cost.append(symbol(c.next()));
                if (cost.length() == 0) return null;
                unless = cost.toString();
                if (unless.equalsIgnoreCase("{X}") && c.accept(", where x is")) { // 107.3: "pays {X}, where X is your devotion to blue"
                    AmountNode devotion = DevotionGrammar.devotion(c); // 700.5
                    return new EffectNode.CounterSpell(spell, "{1}", devotion != null ? devotion : AmountDefinitionGrammar.definition(c)); // {1} that many times (107.1)
                }
                if (c.at("for each")) { // "pays {1} for each card in your graveyard" (107.1)
                    return new EffectNode.CounterSpell(spell, unless,
                            ClauseGrammar.perEach(c, new dev.arbiter.cards.grammar.ast.AmountNode.Fixed(1)));
                }
            }
            EffectNode.CounterSpell counter = new EffectNode.CounterSpell(spell, unless);
            if (c.accept(". if that spell is countered this way , exile it instead of putting it into its owner's graveyard")) {
                return new EffectNode.CounterInstead(counter, true); // 614.1a
            }
            if (c.accept(". if that spell is countered this way , put it on top of its owner's library instead of into"
                    + " that player's graveyard")) {
                return new EffectNode.CounterInstead(counter, false); // 614.1a
            }
            return counter;
        }
        if (you && !third && c.accept("exile")) {
            boolean allCards = c.accept("all cards from");
            if (allCards && c.accept("all graveyards")) return new EffectNode.ExileGraveyard(new PlayerRef.EachPlayer());
            PlayerRef whose = possessive(c);
            if (whose == null || !c.accept("graveyard")) return null;
            return new EffectNode.ExileGraveyard(whose);
        }
        if (you && !third && (c.at("tap all") || c.at("untap all"))) {
            boolean untap = c.accept("untap all");
            if (!untap) c.accept("tap all");
            Noun noun = NounGrammar.noun(c);
            PlayerRef owner = switch (noun.controller() == null ? "" : noun.controller()) {
                case "target player controls" -> new PlayerRef.Targeted(false, "target player");
                case "target opponent controls" -> new PlayerRef.Targeted(true, "target opponent");
                case "that player controls" -> new PlayerRef.That("that player");
                default -> null;
            };
            if (owner == null || !noun.plural()) return null;
            Noun mine = new Noun(noun.adjectives(), noun.heads(), noun.subtypeModifiers(), null, noun.with(), true, null);
            boolean skip = !untap && c.acceptAny(". those creatures don't untap during that player's next untap step",
                    ". those permanents don't untap during that player's next untap step",
                    ". those lands don't untap during that player's next untap step") != null;
            return new EffectNode.TapAllOf(owner, mine, untap, skip);
        }
        if (you && !third && c.accept("tap or untap")) return new EffectNode.TapOrUntap(ReferenceGrammar.object(c));
        if (!you && !third && c.accept("put")) return fromHand(c, who, "their"); // "each player may put ..."
        if (you && !third && c.accept("put")) {
            int m = c.mark();
            ObjectRef o = null;
            try {
                o = ReferenceGrammar.object(c);
            } catch (ParseFailure f) {
                c.reset(m);
            }
            int onto = c.mark();
            if (o instanceof ObjectRef.Self && c.accept("onto the battlefield") && (c.atEnd() || c.at("."))) {
                return new EffectNode.ReturnSelfFromGraveyard(true, false); // 113.6m: from the graveyard its ability works in
            }
            c.reset(onto);
            if (o != null && !(o instanceof ObjectRef.Every) && c.accept("onto the battlefield")) {
                boolean tapped = c.accept("tapped"); // 110.5b: "onto the battlefield tapped under your control"
                if (c.accept("under your control")) {
                    tapped |= c.accept("tapped");
                    return new EffectNode.PutOntoBattlefieldYours(o, tapped);
                }
                c.reset(onto);
            }
            if (o != null && !(o instanceof ObjectRef.Every) && c.accept("into its owner's library")) { // 401.4
                String nth = c.acceptAny("second", "third", "fourth", "fifth");
                if (nth == null || !c.accept("from the top")) return null;
                int n = switch (nth) {
                    case "second" -> 2;
                    case "third" -> 3;
                    case "fourth" -> 4;
                    default -> 5;
                };
                return new EffectNode.PutOnLibrary(o, false, n);
            }
            EffectNode shuffled = PutOnTopShuffleGrammar.read(c, o); // 701.20a: "..., then that player shuffles"
            if (shuffled != null) return shuffled;
            if (o != null && !(o instanceof ObjectRef.Every)) {
                boolean bottom;
                if (c.accept("on top of")) bottom = false;
                else if (c.accept("on the bottom of")) bottom = true;
                else return null;
                if (c.acceptAny("its owner's library", "their owners' libraries", "your library") == null) return null;
                return new EffectNode.PutOnLibrary(o, bottom);
            }
            c.reset(m);
            return fromHand(c, who, "your");
        }
        if (third && c.accept("puts")) return fromHand(c, who, "their");
        if (verb(c, "shuffle", third)) {
            if (c.accept("~ into its owner's library")) return you && !third ? new EffectNode.ShuffleSelfIn() : null;
            String their = third ? "their" : "your";
            boolean hand = c.accept(their + " hand");
            boolean graveyard = hand ? c.accept("and graveyard") || c.accept("and " + their + " graveyard")
                    : c.accept(their + " graveyard");
            if (hand || graveyard) {
                if (!c.accept("into " + their + " library")) return null;
                return new EffectNode.ShuffleZonesIn(who, hand, graveyard);
            }
            if (c.at(".")) return new EffectNode.Shuffle(who); // "You may shuffle."
            // 701.20a: "~'s owner shuffles it into their library": the owner's own card, as "shuffle ~ into its owner's library"
            if (third && who instanceof PlayerRef.ControllerOf co && co.owner() && co.object() instanceof ObjectRef.Self
                    && c.accept("it into their library")) {
                return new EffectNode.ShuffleObjectsIn(new ObjectRef.Self());
            }
            if (you && !third) { // 701.20a: "shuffle it into its owner's library", "shuffle all creature cards from your graveyard into your library"
                ObjectRef o = ReferenceGrammar.object(c);
                String into = o == null ? null : c.acceptAny("into its owner's library", "into their owners' libraries", "into your library",
                        "into that player's library");
                if (into != null && (!into.equals("into your library") || yourGraveyardCards(o))
                        && (!into.equals("into that player's library") || o instanceof ObjectRef.Every ev && "target player's graveyard".equals(ev.noun().zone()))) {
                    return new EffectNode.ShuffleObjectsIn(o);
                }
            }
            return null;
        }
        if (you && !third && c.accept("sacrifice any number of")) { // 701.17a: "sacrifice any number of [other] permanents"
            boolean other = c.accept("other");
            return new EffectNode.SacrificeAnyNumber(NounGrammar.noun(c), other);
        }
        if (you && !third && c.accept("sacrifice")) {
            ObjectRef o = ReferenceGrammar.object(c);
            if (!(o instanceof ObjectRef.Self) && !(o instanceof ObjectRef.Pronoun)) return null;
            return new EffectNode.SacrificeObject(o);
        }
        if (verb(c, "return", third)) {
            int m = c.mark();
            ObjectRef.Chosen chosen;
            try {
                if (!(ReferenceGrammar.chosen(c) instanceof ObjectRef.Chosen ch)) return null;
                chosen = ch;
            } catch (ParseFailure f) {
                c.reset(m);
                return null;
            }
            String control = chosen.noun().controller();
            boolean theirs = control == null && c.accept("they control") && !you
                    || "you control".equals(control) && you;
            if (!theirs || c.acceptAny("to its owner's hand", "to their owner's hand", "to their owners' hands") == null) {
                return null;
            }
            return new EffectNode.ReturnChosen(who, chosen);
        }
        if (verb(c, "reveal", third)) {
            if (!c.accept(third ? "the top card of their library" : "the top card of your library")) return null;
            return new EffectNode.RevealTop(who);
        }
        if (you && !third && c.accept("have")) {
            // "you may have that player shuffle" / "you may have it deal 1 damage to any target": another acts at your choice
            int m = c.mark();
            try {
                PlayerRef other = ReferenceGrammar.player(c);
                if (other instanceof PlayerRef.You) return null;
                return ClauseGrammar.verbPhrase(c, other, false);
            } catch (ParseFailure f) {
                c.reset(m);
            }
            ObjectRef actor = ReferenceGrammar.object(c);
            if (java.util.stream.Stream.of("deal", "get", "gain", "lose", "fight", "become", "block").noneMatch(c::at)) {
                return null; // the object's verb in the bare form, read by the object's grammar
            }
            return ClauseGrammar.objectPhrase(c, actor);
        }
        if (verb(c, "take", third)) {
            AmountNode n = ReferenceGrammar.count(c);
            if (!(n instanceof AmountNode.Fixed f) || f.value() < 1) return null;
            if (!c.accept(f.value() == 1 ? "extra turn after this one" : "extra turns after this one")) return null;
            return new EffectNode.ExtraTurns(who, f.value());
        }
        if (verb(c, "discard", third)) {
            c.accept("all the cards in"); // 701.8a: "discards all the cards in their hand" is discarding that hand
            if (!c.accept(third ? "their hand" : "your hand")) return null;
            return new EffectNode.DiscardHand(who);
        }
        if (verb(c, "mill", third)) {
            if (!c.at("half")) return null;
            return new EffectNode.Mill(who, AmountDefinitionGrammar.definition(c));
        }
        return null;
    }

    /** After "counter target [noun] spell that targets": "you", "a [noun]", or "you or a [noun]" (115.1). */
    private static EffectNode counterTargeting(Cursor c, ObjectRef spell) {
        boolean you = c.accept("you");
        dev.arbiter.cards.grammar.ast.Noun object = null;
        if (!you || c.accept("or")) {
            if (ReferenceGrammar.count(c) == null) throw c.fail("\"a\" and what the spell targets");
            object = NounGrammar.noun(c);
        }
        return new EffectNode.CounterSpellTargeting(new EffectNode.CounterSpell(spell, null), you, object);
    }

    /** What an object does, of this grammar: "it doesn't untap during its controller's next untap step"; or null. */
    static EffectNode objectVerb(Cursor c, ObjectRef subject) {
        int m = c.mark();
        if (c.acceptAny("doesn't untap during", "don't untap during") != null
                && c.acceptAny("its controller's", "their controller's", "their controllers'", "that player's") != null
                && c.accept("next untap step")) {
            return new EffectNode.DoesntUntap(subject);
        }
        c.reset(m);
        return null;
    }

    /** "a creature card from your hand onto the battlefield". */
    private static EffectNode fromHand(Cursor c, PlayerRef who, String their) {
        AmountNode n = ReferenceGrammar.count(c);
        if (!(n instanceof AmountNode.Fixed f) || f.value() != 1) return null;
        Noun noun = NounGrammar.noun(c);
        if (!noun.hasHead("card") && noun.zone() == null) return null;
        if (noun.zone() == null && !c.accept("from " + their + " hand")) return null;
        if (noun.zone() != null && !noun.zone().equals(their + " hand")) return null;
        if (!c.accept("onto the battlefield")) return null;
        boolean tapped = c.accept("tapped"); // 110.5b
        if (tapped && c.accept("and attacking")) { // 508.4: put onto the battlefield attacking
            return new EffectNode.EntersAttacking(new EffectNode.PutFromHand(who, noun, true));
        }
        return AttachedEntryGrammar.wrap(c, new EffectNode.PutFromHand(who, noun, tapped)); // 303.4f
    }

    /** A trailing "unless its controller pays {N}" wraps the sentence's last clause (118.12). */
    static void unlessControllerPays(Cursor c, List<EffectNode> out) {
        int m = c.mark();
        if (out.isEmpty() || !c.accept("unless its controller pays")) return;
        StringBuilder cost = new StringBuilder();
        while (c.peek() != null && c.peek().kind() == Token.Kind.SYMBOL) cost.append(symbol(c.next()));
        if (cost.length() == 0) {
            c.reset(m);
            return;
        }
        out.set(out.size() - 1, new EffectNode.UnlessControllerPays(out.get(out.size() - 1), cost.toString()));
    }

    private static String symbol(Token t) {
        return t.text().startsWith("{") ? t.text() : "{" + t.text() + "}";
    }

    private static boolean verb(Cursor c, String base, boolean third) {
        return c.accept(third ? base + "s" : base);
    }

    /** "your", "their", "target player's", "target opponent's", "that player's", or null. */
    static PlayerRef possessive(Cursor c) {
        int m = c.mark();
        if (c.accept("your")) return new PlayerRef.You();
        if (c.accept("target player's")) return new PlayerRef.Targeted(false, c.textFrom(m).replace("'s", ""));
        if (c.accept("target opponent's")) return new PlayerRef.Targeted(true, c.textFrom(m).replace("'s", ""));
        if (c.accept("that player's")) return new PlayerRef.That("that player");
        if (c.accept("their")) return new PlayerRef.That("they");
        return null;
    }

    /** The player subject of a clause that a following "then draws ..." shares, or null (only the non-"you" players). */
    static PlayerRef subjectOf(EffectNode n) {
        PlayerRef who = null;
        if (n instanceof EffectNode.ShuffleZonesIn z) who = z.who();
        else if (n instanceof EffectNode.DiscardHand d) who = d.who();
        else if (n instanceof EffectNode.Sacrifice s) who = s.who(); // "target player sacrifices a creature and loses 1 life"
        else who = PlayerListGrammar.playerOf(n); // "target player mills two cards, draws two cards, and loses 2 life"
        if (who instanceof PlayerRef.Targeted) return new PlayerRef.That("they"); // the same target, not a new one
        return who instanceof PlayerRef.EachPlayer || who instanceof PlayerRef.EachOpponent || who instanceof PlayerRef.That
                ? who : null;
    }

    /** "[target | all] [noun] cards from your graveyard": your own cards, whose owner's library is your library (701.20a). */
    private static boolean yourGraveyardCards(ObjectRef o) {
        dev.arbiter.cards.grammar.ast.Noun n = o instanceof ObjectRef.Targeted t ? t.noun()
                : o instanceof ObjectRef.Every e ? e.noun() : null;
        return n != null && n.hasHead("card") && "your graveyard".equals(n.zone());
    }
}
