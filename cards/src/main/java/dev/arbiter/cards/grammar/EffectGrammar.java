package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.AmountNode;
import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.Noun;
import dev.arbiter.cards.grammar.ast.ObjectRef;
import dev.arbiter.cards.grammar.ast.PlayerRef;

import java.util.ArrayList;
import java.util.List;

/**
 * One-shot effect text (610, 608.2c):
 * <pre>
 * effect   := sentence ("." sentence)* "."
 * sentence := "If" player "do" "," chain        (joins the "may" before it)
 *           | "Otherwise" "," chain | "Then" chain | chain
 * chain    := clause (("," "then" | "," "and" | "and" | "then") clause)*
 * clause   := [player] "may" verb-phrase | player verb-phrase | object verb-phrase | verb-phrase
 * </pre>
 * The verb phrases themselves are in {@link ClauseGrammar}.
 */
public final class EffectGrammar {

    private EffectGrammar() {
    }

    /** Parses {@code text} as effect text; throws {@link ParseFailure} at the furthest token reached. */
    public static EffectNode parse(String text) {
        Cursor c = Cursor.of(text);
        try {
            return effect(c);
        } catch (ParseFailure f) {
            throw c.furthest() != null ? c.furthest() : f;
        }
    }

    static EffectNode effect(Cursor c) {
        List<EffectNode> out = new ArrayList<>();
        EffectNode dying;
        InsteadGrammar.Instead instead;
        EffectNode counted;
        while (!c.atEnd()) {
            if (CreatedTokenGrammar.gain(c, out)) continue; // 608.2c: "It gains haste until end of turn." (the token)
            if (CreatedTokenGrammar.counters(c, out)) continue; // 608.2c: "Put X +1/+1 counters on it." (the token)
            CreatedTokenPronounGuard.check(c, out); // 608.2c: "it" after "create a token" is that token: refused
            EffectNode chosenObject = ChooseObjectGrammar.sentence(c); // 115.10, 608.2d: "Choose a creature you control."
            if (chosenObject != null) {
                out.add(chosenObject);
                continue;
            }
            EffectNode chosenName = out.isEmpty() ? NameSearchGrammar.chosen(c) : null; // 201.3, 701.19: "Choose a card name."
            if (chosenName != null) {
                out.add(chosenName);
                if (!c.accept(".")) throw c.fail("\".\"");
                continue;
            }
            String choice = out.isEmpty() ? resolutionChoice(c, ".") : null; // 608.2d: "Choose a creature type."
            if (choice != null) {
                out.add(new EffectNode.ChooseThen(choice, effect(c)));
                continue;
            }
            if (c.at("then if")) c.accept("then"); // 608.2c: "Then if [condition], [effect]." is the next sentence's "If"
            EffectNode exiledCast = ExiledCastGrammar.sentences(c, out); // 608.2g, 400.7: "[If it's a ... card,] you may cast that card."
            if (exiledCast != null) {
                out.add(exiledCast);
                if (!c.accept(".")) throw c.fail("\".\"");
                continue;
            }
            if (c.at("if you do ,") || c.at("when you do ,")) IfYouDoGrammar.act(out); // 608.2c: "[act]. If you do" with no "may"
            if ((counted = ActivationCountGrammar.sentence(c)) != null) { // 602.2: "If this ability has been activated ..."
                out.add(counted);
            } else if (c.accept("if you do ,") || c.accept("if they do ,") || c.accept("if that player does ,")
                    || c.accept("if the player does ,")) {
                EffectNode then = RevealUntilGrammar.sentences(c); // 701.16: through its second sentence
                if (then == null) then = TopCardIfGrammar.sentences(c); // 701.16, 608.2c
                if (then == null) then = ZoneSentenceGrammar.sentences(c); // 701.8a: "look at that player's hand and choose ..." (HandChoiceGrammar among them)
                if (then == null) then = chain(c);
                attach(out, c, then, false);
            } else if (c.at("when you do ,")) { // 603.12: a reflexive trigger of the "may" before, ending the effect
                ReflexiveGrammar.attach(out, c);
                continue;
            } else if (c.accept("if this spell was kicked ,") || c.accept("if ~ was kicked ,")
                    || c.accept("if it was kicked ,")) {
                EffectNode amount = KickedGrammar.amountInstead(c); // "it deals 5 damage instead"
                if (amount != null) {
                    if (out.isEmpty()) throw c.fail("an effect before \"instead\"");
                    out.set(out.size() - 1, new EffectNode.IfKicked(amount, out.get(out.size() - 1)));
                    if (!c.accept(".")) throw c.fail("\".\"");
                    continue;
                }
                boolean before = c.accept("instead"); // "If this spell was kicked, instead [effect]." (608.2c)
                EffectNode then = chain(c);
                if (!before) then = KickedInsteadIfGrammar.condition(c, then); // 608.2c: "... if its mana value is 4 or less instead"
                if (c.accept("instead") || before) {
                    // 702.33d with "instead": the kicked text replaces the sentence before it
                    if (out.isEmpty()) throw c.fail("an effect before \"instead\"");
                    // 608.2c: "~ deals 1 damage to .... If this spell was kicked, it deals 4 damage to ... instead": "it" is ~
                    if (then instanceof EffectNode.Damage d && d.source() instanceof ObjectRef.Pronoun pr && pr.word().equals("it")
                            && out.get(out.size() - 1) instanceof EffectNode.Damage was && was.source() instanceof ObjectRef.Self) {
                        then = new EffectNode.Damage(was.source(), d.amount(), d.recipients());
                    }
                    out.set(out.size() - 1, new EffectNode.IfKicked(then, out.get(out.size() - 1)));
                } else {
                    // 702.33d, 608.2c: "If this spell was kicked, it deals 3 damage to ...": "it" is the spell the condition named
                    if (then instanceof EffectNode.Damage d && d.source() instanceof ObjectRef.Pronoun pr && pr.word().equals("it")) {
                        then = new EffectNode.Damage(new ObjectRef.Self(), d.amount(), d.recipients());
                    }
                    out.add(new EffectNode.IfKicked(then, null));
                }
            } else if (c.at("if you win ,") && ClashGrammar.won(c, out)) { // 701.23d: after "clash with an opponent"
                // read into the clash before
            } else if (c.accept("if you can't ,")) { // 701.17a: after "sacrifice ..."
                if (out.isEmpty()) throw c.fail("an effect before \"if you can't\"");
                out.set(out.size() - 1, new EffectNode.IfCant(out.get(out.size() - 1), chain(c)));
            } else if (!out.isEmpty() && out.get(out.size() - 1) instanceof EffectNode.OnlyIf && c.accept("otherwise ,")) {
                EffectNode onlyIf = OnlyIfGrammar.otherwise(out.get(out.size() - 1), chain(c)); // "[A] if [C]. Otherwise, [B]."
                if (onlyIf == null) throw c.fail("an \"if\" before \"otherwise\"");
                out.set(out.size() - 1, onlyIf);
            } else if (c.accept("otherwise ,") || c.accept("if you don't ,") || c.accept("if they don't ,")
                    || c.accept("if the player doesn't ,") || c.accept("if that player doesn't ,")) {
                EffectNode otherwise = chain(c);
                attach(out, c, otherwise, true);
            } else if ((dying = DamageFollowUpGrammar.exileIfDies(c)) != null // 614.1a
                    || !out.isEmpty() && (dying = ObjectIsGrammar.sentence(c, out.get(out.size() - 1))) != null) { // 608.2c: "If it's a creature, ..."
                if (dying instanceof EffectNode.IfObjectIs io && io.otherwise() != null) out.set(out.size() - 1, dying); // "... instead"
                else out.add(dying);
            } else if (!out.isEmpty() && (instead = InsteadGrammar.sentence(c, out.get(out.size() - 1))) != null) { // 608.2c: replaces the sentence before
                out.set(out.size() - 1, new EffectNode.IfInstead(instead.condition(), instead.then(), out.get(out.size() - 1)));
            } else if (!out.isEmpty() && out.get(out.size() - 1) instanceof EffectNode.Mill mill
                    && (dying = MilledThisWayGrammar.ifMilled(c, mill)) != null) { // 701.13b: "If a land card was milled this way, ..."
                out.set(out.size() - 1, dying);
            } else if ((dying = IfThenGrammar.sentence(c)) != null) { // 608.2c: "If [condition], [effect]."
                out.add(dying);
            } else if ((dying = NextCastGrammar.sentence(c)) != null) { // 603.7: "When you cast your next ... this turn, ..."
                out.add(dying);
            } else if (!out.isEmpty() && (dying = DiesThisTurnGrammar.sentence(c)) != null) { // 603.7: "When that creature dies this turn, ..."
                out.add(dying);
            } else {
                EffectNode roll = DieRollGrammar.roll(c); // 706: the roll takes the rest of the effect
                if (roll != null) {
                    out.add(roll);
                    continue;
                }
                EffectNode flip = CoinFlipGrammar.flip(c); // 705: reads its sentences through the last "."
                if (flip != null) {
                    out.add(flip);
                    continue;
                }
                EffectNode fronted = FrontedDurationGrammar.sentence(c); // "Until end of turn, [clause]." (611.2a)
                if (fronted == null) fronted = FrontedDurationGrammar.untilYourNextTurn(c); // 611.2a
                if (fronted != null) {
                    out.add(fronted);
                    if (!c.accept(".") && !TokenGrammar.endedInQuote(c)) throw c.fail("\".\""); // 611.2a: '... gain "[ability]."'
                    continue;
                }
                EffectNode joined = ExileTopCastGrammar.sentences(c); // 406, 608.2g: "... You may cast ... from among them ..."
                if (joined == null) joined = BalanceGrammar.sentences(c); // 701.17a: "... the player who controls the fewest"
                if (joined == null) joined = ExilePlayGrammar.sentences(c); // 406, 601.2a
                if (joined == null) joined = ExilePlayGrammar.drawReveal(c); // 701.16a, 118.9: "Draw ... and reveal them." 
                if (joined == null) joined = AnyPlayerMayGrammar.sentences(c); // 101.4, 608.2d: "Any player may ..."
                if (joined == null) joined = DamageOfferGrammar.sentences(c); // 608.2d: "... may have ~ deal 4 damage to them"
                if (joined == null) joined = DamageOfferGrammar.leadingAnyPays(c); // 118.12: "Unless any player pays {2}, ..."
                if (joined == null) joined = ZoneSentenceGrammar.sentences(c);
                if (joined == null) joined = PilesGrammar.sentences(c); // 700.3: "separates those cards into two piles"
                if (joined == null) joined = RevealTopGrammar.sentences(c); // 701.16: "put all ... revealed this way"
                if (joined == null) joined = RevealUntilGrammar.sentences(c); // 701.16: "reveal cards ... until"
                if (joined == null) joined = ExileUntilCastGrammar.sentences(c); // 608.2g: "exile cards ... until ... You may cast that card"
                if (joined == null) joined = TopCardCastGrammar.sentences(c); // 608.2g: "You may cast it ..."
                if (joined == null) joined = TopCardIfGrammar.sentences(c); // 701.16, 608.2c: "If it's a ... card"
                if (joined == null) joined = ExileTopIfGrammar.sentences(c); // 406.3, 608.2c: "Exile the top card ... If it's ..."
                if (joined == null) joined = OthersLibraryGrammar.sentences(c); // 701.23: "Search target player's library ..."
                if (joined == null) joined = RandomRevealGrammar.sentences(c); // 701.16: "reveals a card at random from their hand"
                if (joined == null) joined = RevealTopThenGrammar.sentences(c); // 701.16a: "... equal to that card's mana value"
                if (joined == null && out.isEmpty()) joined = LookAtTopCardGrammar.sentence(c); // 401.4: the whole effect
                if (joined == null) joined = IfYouDoGrammar.costAct(c); // 608.2c: "Sacrifice a creature. If you do, ..."
                if (joined == null) joined = CardPermissionGrammar.sentence(c, out); // 601.2a, 611.2: "You may cast that card this turn."
                if (joined == null) c.accept("then");
                int clauseStart = joined != null ? -1 : c.mark();
                out.add(joined != null ? joined : chain(c));
                EffectNode onlyIf = ObjectIsGrammar.trailing(c, out.get(out.size() - 1)); // 608.2c: "... if it's blue."
                if (onlyIf != null) out.set(out.size() - 1, onlyIf);
                else if ((onlyIf = OnlyIfGrammar.trailing(c, out.get(out.size() - 1), clauseStart)) != null) { // 608.2c: "... if [condition]."
                    out.set(out.size() - 1, onlyIf);
                }
            }
            // "..., where X is the number of Swamps you control" (the X of this sentence)
            if (c.accept(", where x is")) out.set(out.size() - 1, new EffectNode.WhereX(out.get(out.size() - 1),
                    AmountDefinitionGrammar.definition(c)));
            ZoneVerbGrammar.unlessControllerPays(c, out); // 118.12
            DamageOfferGrammar.unless(c, out); // 608.2d: "... unless that player has ~ deal 4 damage to them"
            DamageOfferGrammar.unlessCost(c, out); // 118.12: "Then discard two cards unless you discard an artifact card."
            DamageOfferGrammar.unlessAnyPays(c, out); // 118.12, 101.4: "... unless any player pays {2}"
            if (!c.accept(".") && !TokenGrammar.endedInQuote(c)) throw c.fail("\".\" or a joined clause");
        }
        LifeEqualToStatGrammar.joinLifeEqualToStat(out);
        if (out.isEmpty()) throw c.fail("an effect");
        return out.size() == 1 ? out.get(0) : new EffectNode.Sequence(flatten(out));
    }

    /**
     * "choose a color" / "choose a creature type" followed by {@code after} (608.2d): the words of the kind, the cursor
     * after them and "that color" / "that type" readable from here on; else null (cursor unchanged).
     */
    private static String resolutionChoice(Cursor c, String after) {
        int m = c.mark();
        if (c.accept("choose an opponent") && c.accept(after)) return "an opponent"; // 102.3: "that player" from here on
        c.reset(m);
        String kind = c.accept("choose a color") ? "color" : c.accept("choose a creature type") ? "type" : null;
        if (kind == null) return ResolutionChoiceGrammar.more(c, after); // 608.2d: "Choose a card name." and the like
        if (!c.accept(after)) {
            c.reset(m);
            return null;
        }
        c.chosen(kind);
        return kind.equals("color") ? "a color" : "a creature type";
    }

    /** "If you do" / "Otherwise" belong to the "may" just before (608.2d). */
    private static void attach(List<EffectNode> out, Cursor c, EffectNode part, boolean otherwise) {
        EffectNode.May may = IfYouDoGrammar.lastMay(out); // or the act of "[act]. If you do" (608.2c)
        if (may == null) throw c.fail("a \"may\" before \"if you do\" / \"otherwise\"");
        IfYouDoGrammar.setLastMay(out, otherwise
                ? new EffectNode.May(may.who(), may.effect(), may.ifTheyDo(), part)
                : new EffectNode.May(may.who(), may.effect(), part, may.otherwise()));
    }

    static EffectNode chain(Cursor c) {
        List<EffectNode> parts = new ArrayList<>();
        parts.add(clause(c));
        while (true) {
            int m = c.mark();
            if (c.accept(", then") || c.accept(", and then") || c.accept(", and") || c.accept("and then")
                    || c.accept("and") || c.accept("then")) {
                int afterJoin = c.mark();
                try {
                    parts.add(clause(c));
                    continue;
                } catch (ParseFailure f) {
                    c.reset(afterJoin);
                }
                EffectNode self = CarriedSelfGrammar.next(c, parts.get(parts.size() - 1)); // 608.2c: "~ gets ... and deals ..."
                if (self != null) {
                    parts.add(self);
                    continue;
                }
                // "each player shuffles ..., then draws seven cards": the subject carries over
                PlayerRef carried = ZoneVerbGrammar.subjectOf(parts.get(parts.size() - 1));
                if (carried != null) {
                    try {
                        parts.add(ClauseGrammar.verbPhrase(c, carried, !(carried instanceof PlayerRef.You)));
                        continue;
                    } catch (ParseFailure f) {
                        c.reset(afterJoin);
                    }
                }
                c.reset(m);
            }
            EffectNode listed = PlayerListGrammar.next(c, parts.get(parts.size() - 1)); // "A, B, and C" of one player
            if (listed == null) listed = ClauseSeriesGrammar.withSubjects(c); // 608.2c: "each opponent discards a card, you draw a card, and ..."
            if (listed == null) listed = ClauseSeriesGrammar.anyClauses(c); // 608.2c: "put a counter on it, it gains haste, and ..."
            if (listed != null) {
                parts.add(listed);
                continue;
            }
            break;
        }
        return parts.size() == 1 ? parts.get(0) : new EffectNode.Sequence(flatten(parts));
    }

    /** One clause: an optional subject, "may", and a verb phrase. */
    static EffectNode clause(Cursor c) {
        String choice = resolutionChoice(c, ", then"); // 608.2d: "choose a color, then return all creatures of that color"
        if (choice != null) return new EffectNode.ChooseThen(choice, chain(c));
        EffectNode stat = LifeEqualToStatGrammar.controllerGainsStat(c);
        if (stat != null) return stat;
        EffectNode phases = AdditionalPhaseGrammar.additionalPhases(c);
        if (phases != null) return phases;
        EffectNode life = LifeTotalGrammar.clause(c); // 119.5: "your life total becomes 5"
        if (life != null) return life;
        if (c.accept("damage can't be prevented this turn")) return new EffectNode.DamageUnpreventableThisTurn(); // 615.12
        if (c.accept("players can't gain life this turn")) return new EffectNode.CantGainLifeThisTurn(new PlayerRef.EachPlayer()); // 119.7
        EffectNode forEach = ForEachCreateGrammar.clause(c); // 107.1: "for each opponent, create a ... token"
        if (forEach != null) return forEach;
        EffectNode forEachTheirs = ForEachControllerGrammar.clause(c); // 608.2c: "for each creature destroyed this way, its controller ..."
        if (forEachTheirs != null) return forEachTheirs;
        EffectNode ifMoved = IfMovedThisWayGrammar.clause(c); // 608.2c: "if a Goblin is sacrificed this way, ..."
        if (ifMoved != null) return ifMoved;
        EffectNode forEachScaled = ForEachScaledGrammar.clause(c); // 107.1, 608.2c: "for each ..., you gain 1 life"
        if (forEachScaled != null) return forEachScaled;
        EffectNode eachReturns = EachPlayerReturnsGrammar.clause(c); // 101.4, 110.2: "each player returns all ... from their graveyard"
        if (eachReturns != null) return eachReturns;
        EffectNode ownerPuts = ZoneMoveGrammar.ownerTopOrBottom(c); // 401.4: "the owner of target ... puts it on the top or bottom"
        if (ownerPuts != null) return ownerPuts;
        int m = c.mark();
        // "you may ...", "target player may ..." (a player subject, then "may")
        try {
            PlayerRef who = ReferenceGrammar.player(c);
            EffectNode both = PlayerPairGrammar.each(c, who); // "you and target opponent each draw a card" (101.4)
            if (both != null) return both;
            if (c.accept("may")) {
                EffectNode lands = ExtraLandsGrammar.afterMay(c, who); // 305.2: "You may play an additional land this turn."
                if (lands != null) return lands;
                EffectNode cost = who instanceof PlayerRef.You ? MayCostGrammar.cost(c) // 608.2d, 118.3
                        : MayCostGrammar.othersCost(c); // "that player may sacrifice a creature. If they do, ..."
                if (cost != null) return new EffectNode.May(who, cost, null, null);
                EffectNode first = ClauseGrammar.verbPhrase(c, who, false);
                return new EffectNode.May(who, mayAlso(c, who, first), null, null);
            }
            if (c.accept("can't play lands this turn")) return new EffectNode.CantPlayLandsThisTurn(who); // 305.2
            if (c.accept("can't gain life this turn")) return new EffectNode.CantGainLifeThisTurn(who); // 119.7
            if (c.accept("can't cast")) { // 601.3
                Noun spells = NounGrammar.noun(c);
                if (!c.accept("this turn")) throw c.fail("\"this turn\"");
                return new EffectNode.CantCastThisTurn(who, spells);
            }
            // "you gain 3 life": the bare verb after "you" and the singular "they" ("If they do, they draw a card"),
            // the third person after other players
            if (who instanceof PlayerRef.Targeted t && t.plural()) return PlayerTargetsGrammar.each(c, who); // "target players each gain"
            boolean bare = who instanceof PlayerRef.You || who instanceof PlayerRef.That t && t.word().equals("they");
            return ClauseGrammar.verbPhrase(c, who, !bare);
        } catch (ParseFailure f) {
            c.reset(m);
        }
        if (c.accept("may")) {
            // a bare "may" only after a subject: not a clause
            c.reset(m);
            throw c.fail("a subject before \"may\"");
        }
        try {
            ObjectRef subject = ReferenceGrammar.object(c);
            // "two target creatures each get +1/+1", "any number of target creatures each gain flying": each of them
            if (subject instanceof ObjectRef.Targeted t && (t.max() > 1 || t.max() == ObjectRef.Targeted.X)) c.accept("each");
            return ClauseGrammar.objectPhrase(c, subject);
        } catch (ParseFailure f) {
            c.reset(m);
        }
        EffectNode combat = CombatGrammar.pluralSubjectClause(c);
        if (combat != null) return combat;
        try {
            return ClauseGrammar.verbPhrase(c, new PlayerRef.You(), false);
        } catch (ParseFailure f) {
            c.reset(m);
            EffectNode group = GroupPronounGrammar.clause(c); // "They gain flying until end of turn." (608.2c)
            if (group == null) throw f;
            return group;
        }
    }

    /**
     * "you may untap it and remove it from combat": a verb phrase joined by "and" with no subject of its own is
     * part of what the player may do (608.2d), not a separate instruction; the effects in the order written.
     */
    private static EffectNode mayAlso(Cursor c, PlayerRef who, EffectNode first) {
        List<EffectNode> parts = new ArrayList<>(List.of(first));
        while (true) {
            int m = c.mark();
            if (!c.accept("and") || c.at("then")) {
                c.reset(m);
                break;
            }
            try {
                parts.add(ClauseGrammar.verbPhrase(c, who, false));
            } catch (ParseFailure f) {
                c.reset(m);
                break;
            }
        }
        return parts.size() == 1 ? first : new EffectNode.Sequence(flatten(parts));
    }

    static List<EffectNode> flatten(List<EffectNode> nodes) {
        List<EffectNode> out = new ArrayList<>();
        for (EffectNode n : nodes) {
            if (n instanceof EffectNode.Sequence s) out.addAll(s.effects());
            else out.add(n);
        }
        return out;
    }

    /** An amount: a count or "X". */
    static AmountNode amount(Cursor c) {
        AmountNode a = ReferenceGrammar.count(c);
        if (a == null) throw c.fail("a number");
        return a;
    }
}
