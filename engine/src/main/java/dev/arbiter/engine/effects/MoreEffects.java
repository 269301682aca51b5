package dev.arbiter.engine.effects;

import dev.arbiter.engine.ability.Amount;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.card.Characteristics;
import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.ContinuousEffect;
import dev.arbiter.engine.state.Duration;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.Modification;
import dev.arbiter.engine.state.Zone;

import java.util.ArrayList;
import java.util.List;

/**
 * One-shot effects on libraries, hands and single permanents that {@link EffectResolver} hands
 * over: looking at and reordering a library (401.4), picking from the top (701.16), the bottom of
 * a library, shuffling in (701.20), hands (701.8, 701.16), "tap or untap" (701.26) and life equal
 * to a moved creature's power (last known information, 113.7a).
 */
final class MoreEffects {
    private MoreEffects() {
    }

    /** Resolves {@code effect} if it is one of these; false otherwise. */
    static boolean resolve(Ctx ctx, Effect effect, Resolution r) {
        if (OneShotEffects.resolve(ctx, effect, r)) return true;
        if (effect instanceof Effect.PutSelfFromHandAttacking) return Ninjutsu.resolve(ctx, r); // 702.49a, c
        if (effect instanceof Effect.EnterAttached e) return AttachedEntries.resolve(ctx, e, r); // 303.4f, 303.4i, 301.5e
        if (effect instanceof Effect.OptionalMove e) return OptionalMoves.resolve(ctx, e, r); // 608.2d, 400.7
        if (HandChoices.resolve(ctx, effect, r)) return true; // 701.16a, 701.8a: choices among a player's hand cards
        if (effect instanceof Effect.ChoosePermanentThen e) return ChosenPermanents.resolve(ctx, e, r); // 115.10, 608.2d
        if (effect instanceof Effect.BecomeTypeOfChoice e) return TypeChoices.resolve(ctx, e, r); // 608.2d, 205.1b, 305.7
        if (Ante.resolve(ctx, effect, r)) return true; // 407
        if (TextChanging.resolve(ctx, effect, r)) return true; // 612
        if (TargetChanges.resolve(ctx, effect, r)) return true; // 115.7a
        if (effect instanceof Effect.BecomeTypeWithBase b) return BecomeTypeWithBase.resolve(ctx, b, r); // 205.1a, 613.4b
        if (effect instanceof Effect.BecomeCreatureTypes b) return BecomeCreatureTypes.resolve(ctx, b, r); // 205.1a
        if (effect instanceof Effect.GainLifeLostThisWay g) return LifeLostThisWay.resolve(ctx, g, r); // 119.3, 608.2c
        if (effect instanceof Effect.UntapUpTo u) return UntapChosen.resolve(ctx, u, r); // 701.26
        if (effect instanceof Effect.RevealTopPutAllIntoHand e) { // 701.16, 401.4: all the matching cards, none chosen
            LibraryLooks.lookAndTake(ctx, r.controller(), r.source(), value(ctx, e.amount(), r), e.filter(), Integer.MAX_VALUE,
                    e.restToGraveyard(), true, false, dev.arbiter.engine.ability.LibraryEffects.TopCardPlace.HAND);
            return true;
        }
        if (effect instanceof Effect.ExileThisSpell) { // 608.2n: the spell itself, still on the stack, goes to exile
            var self = ctx.s.object(r.source());
            if (self.zone() == dev.arbiter.engine.state.Zone.STACK) ZoneMoves.move(ctx, r.source(), dev.arbiter.engine.state.Zone.EXILE);
            return true;
        }
        if (effect instanceof Effect.MoveThisSpell m) return SpellSelfMoves.resolve(ctx, m, r); // 608.2n
        if (effect instanceof Effect.BlocksThisTurnIfAble b) return BlockRequirements.resolve(ctx, b, r); // 509.1c
        if (effect instanceof dev.arbiter.engine.ability.Detain d) return Detentions.resolve(ctx, d, r); // 701.29a
        if (ObjectKindCondition.resolve(ctx, effect, r)) return true; // 608.2c
        if (effect instanceof Effect.Clash c) return Clashes.resolve(ctx, c, r); // 701.23
        if (RevealingUntil.resolve(ctx, effect, r)) return true; // 701.16
        if (TopCardIfKinds.resolve(ctx, effect, r)) return true; // 701.16, 608.2c
        if (ExilePlays.resolve(ctx, effect, r)) return true; // 406, 601.2a, 305.1
        if (effect instanceof Effect.RemoveCounters rc) return CounterRemoval.remove(ctx, rc, r); // 122.8
        if (effect instanceof Effect.MoveCounters mc) return CounterMoves.move(ctx, mc, r); // 122.5
        if (effect instanceof Effect.DoubleCounters dc) return CounterRemoval.doubled(ctx, dc, r); // 701.10e
        if (effect instanceof Effect.MayRemoveCounters mr) return CounterRemoval.mayRemove(ctx, mr, r, true); // 608.2d
        if (effect instanceof Effect.PutCountersItHad h) return CountersItHad.resolve(ctx, h, r); // 122.8, 603.10a
        if (effect instanceof Effect.CreateTokenCopy tc) return TokenCopies.create(ctx, tc, r); // 707.2
        if (effect instanceof Effect.CreateTokenCopies tc) { // 111.2, 707.2: N copies at once
            return TokenCopies.create(ctx, tc.copy(), r, Math.max(0, value(ctx, tc.count(), r)));
        }
        if (effect instanceof Effect.BecomeCopy bc) return BecomingCopies.resolve(ctx, bc, r); // 707.2, 613.1a
        if (effect instanceof Effect.Encore) return Encores.resolve(ctx, r); // 702.141a
        if (effect instanceof Effect.Unearth) return Unearths.resolve(ctx, r); // 702.84a
        if (CounterKeywordActions.resolve(ctx, effect, r)) return true; // 701.27, 701.30, 701.39
        if (Dungeons.resolve(ctx, effect, r)) return true; // 701.46, 723
        if (RevealPutOntoBattlefield.resolve(ctx, effect, r)) return true; // 701.16, 701.20
        if (LibrarySearchAmong.resolve(ctx, effect, r)) return true; // 701.23, 701.20
        if (RevealTopThen.resolve(ctx, effect, r)) return true; // 701.16a, 608.2c
        if (LookTakeEach.resolve(ctx, effect, r)) return true; // 401.4, 701.16a
        if (effect instanceof Effect.BecomeMonarch bm) { // 724.3
            List<Integer> who = EffectSubjects.players(ctx, bm.who(), r);
            if (!who.isEmpty()) dev.arbiter.engine.layers.Monarch.become(ctx, who.get(0), r.source());
            return true;
        }
        if (effect instanceof Effect.Myriad) {
            Myriads.resolve(ctx, r); // 702.116a
            return true;
        }
        if (effect instanceof Effect.Exploit) {
            Exploiting.resolve(ctx, r); // 702.110a
            return true;
        }
        if (effect instanceof Effect.AddManaAmount am) { // 106.1, 608.2h
            int n = PlayerAmounts.value(ctx, am.amount(), r);
            var p = ctx.s.player(r.controller());
            ctx.s = ctx.s.withPlayer(p.withPool(p.pool().plus(am.type(), n)));
            ctx.log("%s adds %d {%s}", p.name(), n, am.type().name());
            return true;
        }
        if (LandTypeEffects.resolve(ctx, effect, r)) return true; // 305.7
        if (effect instanceof Effect.Evolve e) return EvolveCounters.resolve(ctx, e, r); // 702.100a
        if (ReturnAll.resolve(ctx, effect, r)) return true; // 108.3, 110.2
        if (effect instanceof dev.arbiter.engine.ability.TurnFaceDown e) { // 708.2a
            for (GameObject o : EffectSubjects.objects(ctx, e.subject(), r)) FaceDown.turnDownPermanent(ctx, o.id());
            return true;
        }
        if (LinkedReturns.resolve(ctx, effect, r)) return true; // 607.2a
        if (LibraryPlacement.resolve(ctx, effect, r)) return true; // 401.4, 406.2
        if (effect instanceof dev.arbiter.engine.ability.PutChosenFromGraveyardOnLibrary g) return GraveyardToLibrary.resolve(ctx, g, r); // 401.4, 608.2d
        if (effect instanceof dev.arbiter.engine.ability.ExchangeLifeTotals x) return LifeExchange.resolve(ctx, x, r); // 701.10c
        if (effect instanceof dev.arbiter.engine.ability.LoseGameShield l) { // 614.1a: "the next time you would lose ..."
            LoseGameReplacement.shield(ctx, l, r);
            return true;
        }
        if (effect instanceof dev.arbiter.engine.ability.ExileSourceWithCounters x) { // 406.3, 122.1, 608.2n
            SourceExile.resolve(ctx, x, r);
            return true;
        }
        if (effect instanceof dev.arbiter.engine.ability.Haunt.ExileHaunting) { // 702.55a
            HauntExile.resolve(ctx, r);
            return true;
        }
        if (effect instanceof dev.arbiter.engine.ability.Soulbond.Pair p) { // 702.95a
            SoulbondPairing.resolve(ctx, p, r);
            return true;
        }
        if (effect instanceof dev.arbiter.engine.ability.CountMovedThen x) return MovedCounts.resolve(ctx, x, r); // 608.2c
        if (UncastEntry.resolve(ctx, effect, r)) return true; // 614.1a: until end of turn, uncast permanents exiled
        if (effect instanceof Effect.ReorderTopOfLibrary e) {
            int n = value(ctx, e.amount(), r);
            for (int p : EffectSubjects.players(ctx, e.whose(), r)) LibraryLooks.reorderTop(ctx, r.controller(), p, n);
        } else if (effect instanceof Effect.LookAtTopPutIntoHand e) {
            LibraryLooks.lookAndTake(ctx, r.controller(), r.source(), value(ctx, e.amount(), r), ResolvingX.bound(e.filter(), r.x()), e.max(),
                    e.restToGraveyard(), e.mandatory(), e.randomOrder(), e.taken());
        } else if (effect instanceof Effect.PutIntoLibraryFromTop e) {
            for (GameObject o : EffectSubjects.objects(ctx, e.subject(), r)) LibraryLooks.putFromTop(ctx, o, e.position());
        } else if (effect instanceof Effect.PutOnBottomOfLibrary e) {
            for (GameObject o : EffectSubjects.objects(ctx, e.subject(), r)) LibraryLooks.putOnBottom(ctx, o);
        } else if (effect instanceof Effect.ShuffleIntoOwnersLibrary e) { // 701.20a
            LibraryLooks.shuffleObjectsIn(ctx, EffectSubjects.objects(ctx, e.subject(), r));
        } else if (effect instanceof Effect.ShuffleSourceIntoLibrary) {
            LibraryLooks.shuffleSourceIn(ctx, r.source(), r.sourceZoneChanges());
        } else if (effect instanceof Effect.ShuffleZonesIntoLibrary e) {
            for (int p : EffectSubjects.players(ctx, e.who(), r)) LibraryLooks.shuffleZonesIn(ctx, p, e.hand(), e.graveyard());
        } else if (effect instanceof Effect.DrawThenDiscardOneOfThem e) {
            for (int p : EffectSubjects.players(ctx, e.who(), r)) HandEffects.drawThenDiscardOneOfThem(ctx, p, value(ctx, e.draw(), r));
        } else if (effect instanceof Effect.DiscardChosenByYou e) {
            for (int p : EffectSubjects.players(ctx, e.who(), r)) {
                HandEffects.discardChosen(ctx, r.controller(), p, r.source(), e.filter(), value(ctx, e.count(), r));
            }
        } else if (effect instanceof Effect.LookAtTopCard e) { // 401.4: information only
            for (int p : EffectSubjects.players(ctx, e.whose(), r)) {
                var lib = ctx.s.player(p).library();
                ctx.log("%s looks at the top card of %s's library: %s", ctx.s.player(r.controller()).name(),
                        ctx.s.player(p).name(), lib.isEmpty() ? "none" : ctx.s.object(lib.head()).name());
            }
        } else if (effect instanceof Effect.LookAtHand e) {
            for (int p : EffectSubjects.players(ctx, e.who(), r)) {
                if (e.atRandom()) HandEffects.lookAtRandom(ctx, r.controller(), p);
                else HandEffects.lookAt(ctx, r.controller(), p);
            }
        } else if (effect instanceof Effect.DiscardHand e) {
            for (int p : EffectSubjects.players(ctx, e.who(), r)) HandEffects.discardHand(ctx, p);
        } else if (effect instanceof Effect.PutFromHandOntoBattlefield e) {
            for (int p : EffectSubjects.players(ctx, e.who(), r)) HandEffects.putOntoBattlefield(ctx, p, r.source(), ResolvingX.bound(e.filter(), r.x()), e.optional(), e.tapped());
        } else if (effect instanceof Effect.PutFromHandThen e) {
            // 608.2c-d: what follows happens only if a card was put this way, and names that permanent
            Effect.PutFromHandOntoBattlefield put = e.put();
            for (int p : EffectSubjects.players(ctx, put.who(), r)) {
                for (int id : HandEffects.putOntoBattlefield(ctx, p, r.source(), ResolvingX.bound(put.filter(), r.x()), put.optional(), put.tapped())) { // 107.3
                    EffectResolver.resolve(ctx, e.then(), new Resolution(r.source(), r.controller(), r.targets(), r.x(),
                            r.thatPlayer(), id, r.chosenMana(), r.sourceZoneChanges()));
                }
            }
        } else if (effect instanceof Effect.TapOrUntapChosen e) {
            tapOrUntap(ctx, e, r);
        } else if (effect instanceof Effect.SacrificePermanent e) {
            for (GameObject o : EffectSubjects.objects(ctx, e.subject(), r)) {
                // 701.17a: only a permanent its controller controls can be sacrificed by them
                if (o.zone() != Zone.BATTLEFIELD || o.controller() != r.controller()) continue;
                // 400.7: "sacrifice ~" names the source only as the object that put the ability on the stack
                if (e.subject() instanceof dev.arbiter.engine.ability.Subject.Self && r.sourceZoneChanges() >= 0 && o.zoneChanges() != r.sourceZoneChanges()) continue;
                ctx.log("%s sacrifices %s", ctx.s.player(o.controller()).name(), o.name());
                SacrificeMove.sacrifice(ctx, o.id());
            }
        } else if (effect instanceof Effect.SacrificedByItsController e) {
            for (GameObject o : EffectSubjects.objects(ctx, e.subject(), r)) {
                if (o.zone() != Zone.BATTLEFIELD) continue; // 701.17a: its controller, whoever that is now, sacrifices it
                if (e.subject() instanceof dev.arbiter.engine.ability.Subject.Self && r.sourceZoneChanges() >= 0 && o.zoneChanges() != r.sourceZoneChanges()) continue;
                ctx.log("%s sacrifices %s", ctx.s.player(o.controller()).name(), o.name());
                SacrificeMove.sacrifice(ctx, o.id());
            }
        } else if (effect instanceof Effect.ReturnChosenToHand e) {
            returnChosen(ctx, e, r);
        } else if (effect instanceof Effect.GainTypesAndColors e) {
            for (GameObject o : EffectSubjects.objects(ctx, e.subject(), r)) {
                if (o.zone() != Zone.BATTLEFIELD) continue;
                if (e.types() != 0 || !e.subtypes().isEmpty()) { // 613.1d
                    GrantedModifications.addEffect(ctx, r, o, new Modification.AddTypes(e.types(), e.subtypes()), Duration.INDEFINITE);
                }
                if (e.colors() != 0) { // 613.1e
                    GrantedModifications.addEffect(ctx, r, o, e.colorsInAddition() ? new Modification.AddColors(e.colors())
                            : new Modification.SetColors(e.colors()), Duration.INDEFINITE);
                }
            }
        } else if (effect instanceof Effect.PutOntoBattlefieldUnderYourControl e) {
            for (GameObject o : EffectSubjects.objects(ctx, e.subject(), r)) {
                if (o.zone() != Zone.GRAVEYARD && o.zone() != Zone.EXILE) continue; // exile: a card this effect exiled (400.7j)
                GameObject in = ZoneMoves.moveToBattlefield(ctx, o.id(), r.controller(), // 110.2a: under the effect's controller
                        EnteringWith.of(e.tapped(), e.withCounter(), 1)); // 614.1c, 122.6: as it enters
                EnteringCountersLog.logCounters(ctx, in, e.withCounter());
                ctx.log("%s is put onto the battlefield under %s's control", o.name(), ctx.s.player(r.controller()).name());
            }
        } else if (effect instanceof Effect.RevealTopCard e) {
            for (int p : EffectSubjects.players(ctx, e.who(), r)) {
                var lib = ctx.s.player(p).library();
                ctx.log("%s reveals the top card of their library: %s", ctx.s.player(p).name(),
                        lib.isEmpty() ? "none" : ctx.s.object(lib.head()).name());
            }
        } else if (effect instanceof Effect.SearchLibraryOf e) { // 701.23: each named player searches their own library
            for (int p : EffectSubjects.players(ctx, e.who(), r)) LibrarySearch.search(ctx, p, e.search(), r.source());
        } else if (effect instanceof Effect.DoesntUntapWhile e) { // 502.3, 611.2b
            for (GameObject o : EffectSubjects.objects(ctx, e.subject(), r)) {
                if (o.zone() == Zone.BATTLEFIELD) UntapSkips.markWhile(ctx, r, o, e.lasting());
            }
        } else if (effect instanceof Effect.PumpWhile e) { // 611.2b
            LastingEffects.pump(ctx, e, r);
        } else if (effect instanceof Effect.ForAsLongAs e) { // 611.2b
            LastingEffects.lasting(ctx, e, r);
        } else if (effect instanceof Effect.WhileCounter e) { // 611.2b
            CounterLasting.resolve(ctx, e, r);
        } else if (effect instanceof Effect.UntilEndOfCombat e) { // 500.5, 511.2
            LastingEffects.untilEndOfCombat(ctx, e, r);
        } else if (effect instanceof Effect.UntilEndOfTurn e) { // 611.2a, 514.2
            EndOfTurnLasting.resolve(ctx, e, r);
        } else if (effect instanceof Effect.UntilYourNextTurn e) { // 611.2a
            LastingEffects.untilYourNextTurn(ctx, e, r);
        } else if (effect instanceof Effect.DoesntUntapNextUntapStep e) {
            for (GameObject o : EffectSubjects.objects(ctx, e.subject(), r)) {
                if (o.zone() == Zone.BATTLEFIELD) UntapSkips.mark(ctx, r, o);
            }
        } else if (effect instanceof Effect.ExileGraveyard e) {
            for (int p : EffectSubjects.players(ctx, e.who(), r)) {
                var cards = List.copyOf(ctx.s.player(p).graveyard().asJava());
                SimultaneousMoves.together(ctx, () -> { // 406.2; 603.2c: exiled at once, one event
                    for (int id : cards) ZoneMoves.move(ctx, id, Zone.EXILE);
                });
                ctx.log("%s's graveyard is exiled (%d cards)", ctx.s.player(p).name(), cards.size());
            }
        } else if (effect instanceof Effect.LookAtTopCardMayMove e) {
            for (int p : EffectSubjects.players(ctx, e.whose(), r)) LibraryLooks.lookAtTopMayMove(ctx, r.controller(), p, e.bottom());
        } else if (effect instanceof Effect.MillThen e) {
            MilledThisWay.resolve(ctx, e, r); // 701.13b, 608.2c
        } else if (effect instanceof Effect.RevealAnyNumberThen e) {
            HandEffects.revealAnyNumber(ctx, e, r); // 701.16a, 608.2c
        } else if (effect instanceof Effect.ExileOwnCards e) {
            int n = PlayerAmounts.value(ctx, e.amount(), r);
            for (int p : EffectSubjects.players(ctx, e.who(), r)) HandEffects.exileOwn(ctx, p, r.source(), e.filter(), n, e.fromHand());
        } else if (effect instanceof Effect.ExileChosenFromHandUntilLeaves e) { // 610.3
            for (int p : EffectSubjects.players(ctx, e.who(), r)) ExileUntil.chosenFromHand(ctx, p, e.filter(), r);
        } else if (effect instanceof Effect.ExileChosenFromHand e) {
            for (int p : EffectSubjects.players(ctx, e.who(), r)) {
                HandEffects.chosenFromHand(ctx, r.controller(), p, r.source(), e.filter(), Zone.EXILE);
            }
        } else if (effect instanceof Effect.TapAllControlledBy e) {
            for (int p : EffectSubjects.players(ctx, e.who(), r)) {
                // 608.2h: the set is determined once, as the effect begins
                List<GameObject> all = new ArrayList<>();
                for (int id : ctx.s.battlefield()) {
                    GameObject o = ctx.s.object(id);
                    if (o.controller() == p && dev.arbiter.engine.layers.Affecting.matches(ctx.s, r.source(), e.filter(), o,
                            Layers.of(ctx.s, id))) {
                        all.add(o);
                    }
                }
                for (GameObject o : all) {
                    if (e.tap()) Tapping.tap(ctx, o.id());
                    else Tapping.untap(ctx, o.id());
                    if (e.skipNextUntap()) UntapSkips.mark(ctx, r, ctx.s.object(o.id()));
                }
            }
        } else if (effect instanceof Effect.SkipNext e) { // 614.10
            for (int p : EffectSubjects.players(ctx, e.who(), r)) Skips.add(ctx, r, p, e.what());
        } else if (effect instanceof Effect.TakeExtraTurns e) {
            for (int p : EffectSubjects.players(ctx, e.who(), r)) ExtraTurns.add(ctx, r, p, e.count());
        } else if (effect instanceof Effect.CantPlayLandsThisTurn e) { // 305.2
            for (int p : EffectSubjects.players(ctx, e.who(), r)) forTheTurn(ctx, r, new Modification.CantPlayLands(p));
        } else if (effect instanceof Effect.CantGainLifeThisTurn e) { // 119.7: until end of turn
            for (int p : EffectSubjects.players(ctx, e.who(), r)) forTheTurn(ctx, r, new Modification.CantGainLife(p));
        } else if (effect instanceof Effect.FlashThisTurn e) { // 702.8a: until end of turn
            for (int p : EffectSubjects.players(ctx, e.who(), r)) forTheTurn(ctx, r, new Modification.FlashThisTurn(p, e.spells()));
        } else if (effect instanceof Effect.FreeFromHandThisTurn e) { // 118.9: until end of turn
            for (int p : EffectSubjects.players(ctx, e.who(), r)) forTheTurn(ctx, r, new Modification.FreeFromHandThisTurn(p, e.spells()));
        } else if (effect instanceof Effect.CantCastThisTurn e) { // 601.3
            for (int p : EffectSubjects.players(ctx, e.who(), r)) forTheTurn(ctx, r, new Modification.CantCast(p, e.spells()));
        } else if (effect instanceof Effect.AdditionalLandsThisTurn e) { // 305.2
            for (int p : EffectSubjects.players(ctx, e.who(), r)) forTheTurn(ctx, r, new Modification.AdditionalLandPlays(p, e.extra()));
        } else if (effect instanceof Effect.AdditionalPhases e) { // 500.8
            ctx.s = AdditionalPhases.add(ctx.s, r.source(), r.controller(), e.after(), e.phases());
            ctx.log("after this phase there is an additional %s (500.8)", String.join(" phase followed by an additional ",
                    e.phases()) + " phase");
        } else if (effect instanceof Effect.ControllerGainsLifeEqualToStat e) {
            gainLifeEqualToStat(ctx, e, r);
        } else if (effect instanceof Effect.MoveThenLifeEqualToStat e) {
            lifeEqualToStat(ctx, e, r);
        } else {
            return false;
        }
        return true;
    }

    /** Each player returns N matching permanents they control to their owners' hands, chosen in APNAP order. */
    private static void returnChosen(Ctx ctx, Effect.ReturnChosenToHand e, Resolution r) {
        int n = value(ctx, e.amount(), r);
        List<Integer> chosen = new ArrayList<>();
        for (int p : EffectSubjects.players(ctx, e.who(), r)) {
            List<Integer> candidates = new ArrayList<>();
            for (int id : ctx.s.battlefield()) {
                GameObject o = ctx.s.object(id);
                if (o.controller() == p && dev.arbiter.engine.layers.Affecting.matches(ctx.s, r.source(), e.filter(), o,
                        Layers.of(ctx.s, id))) {
                    candidates.add(id);
                }
            }
            if (candidates.size() <= n) {
                chosen.addAll(candidates);
            } else {
                Choice c = ctx.ask(new Decision.Objects(p, "Return " + n + " permanent" + (n == 1 ? "" : "s")
                        + " to its owner's hand", candidates, n, n));
                chosen.addAll(((Choice.ChooseObjects) c).ids());
            }
        }
        for (int id : chosen) {
            GameObject o = ctx.s.object(id);
            if (o.zone() != Zone.BATTLEFIELD) continue;
            ZoneMoves.move(ctx, id, Zone.HAND);
            ctx.log("%s returns to its owner's hand", o.name());
        }
    }

    /** 701.26: for each object, the controller chooses to tap or to untap it. */
    private static void tapOrUntap(Ctx ctx, Effect.TapOrUntapChosen e, Resolution r) {
        for (GameObject o : EffectSubjects.objects(ctx, e.subject(), r)) {
            if (o.zone() != Zone.BATTLEFIELD) continue;
            Choice c = ctx.ask(new Decision.Option(r.controller(), "Tap or untap " + o.name() + "?",
                    List.of("tap", "untap")));
            if (((Choice.ChooseOption) c).index() == 0) Tapping.tap(ctx, o.id());
            else Tapping.untap(ctx, o.id());
        }
    }

    /** 113.7a, 608.2h: controller and power/toughness as the object last existed on the battlefield, before the move. */
    private static void gainLifeEqualToStat(Ctx ctx, Effect.ControllerGainsLifeEqualToStat e, Resolution r) {
        List<int[]> gains = new ArrayList<>();
        for (GameObject o : EffectSubjects.objects(ctx, e.subject(), r)) {
            if (o.zone() != Zone.BATTLEFIELD) continue;
            Characteristics ch = Layers.of(ctx.s, o.id());
            gains.add(new int[] {o.controller(), Math.max(0, e.toughness() ? ch.toughness() : ch.power())});
        }
        EffectResolver.resolve(ctx, e.move(), r);
        for (int[] g : gains) LifeTotals.gain(ctx, g[0], g[1]);
    }

    /** 608.2h: the power / toughness / mana value as the object last existed on the battlefield, read before the move. */
    private static void lifeEqualToStat(Ctx ctx, Effect.MoveThenLifeEqualToStat e, Resolution r) {
        int total = 0;
        for (GameObject o : EffectSubjects.objects(ctx, e.subject(), r)) {
            if (o.zone() != Zone.BATTLEFIELD) continue;
            Characteristics ch = Layers.of(ctx.s, o.id());
            total += Math.max(0, ObjectStats.of(e.stat(), ch)); // 107.1b, 202.3
        }
        EffectResolver.resolve(ctx, e.move(), r);
        for (int p : EffectSubjects.players(ctx, e.who(), r)) {
            if (e.gain()) LifeTotals.gain(ctx, p, total);
            else LifeTotals.lose(ctx, p, total);
        }
    }

    private static int value(Ctx ctx, Amount a, Resolution r) {
        return PlayerAmounts.value(ctx, a, r);
    }

    /** A player's rule for the rest of the turn (611.2a): a continuous effect on no object, with the next timestamp. */
    private static void forTheTurn(Ctx ctx, Resolution r, Modification m) {
        ctx.s = ContinuousEffect.add(ctx.s, r.source(),
                r.controller(), m, io.vavr.collection.Vector.empty(), dev.arbiter.engine.state.Duration.UNTIL_END_OF_TURN);
    }
}
