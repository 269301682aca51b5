package dev.arbiter.engine.effects;

import dev.arbiter.engine.ability.Amount;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.Keyword;
import dev.arbiter.engine.layers.Designations;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.ContinuousEffect;
import dev.arbiter.engine.state.Duration;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.Modification;
import dev.arbiter.engine.state.Target;
import dev.arbiter.engine.state.Zone;
import io.vavr.collection.Vector;

import java.util.ArrayList;
import java.util.List;

import static dev.arbiter.engine.effects.EffectSubjects.objects;
import static dev.arbiter.engine.effects.EffectSubjects.onBattlefield;
import static dev.arbiter.engine.effects.EffectSubjects.players;
import static dev.arbiter.engine.effects.EffectSubjects.recipients;
import static dev.arbiter.engine.effects.GrantedModifications.addEffect;
import static dev.arbiter.engine.effects.ManaAdding.addMana;

/** Carries out one-shot effects (610) in the order written (608.2c). */
public final class EffectResolver {
    private EffectResolver() {
    }

    private static int amount(Ctx ctx, Amount a, Resolution r) {
        return PlayerAmounts.value(ctx, a, r);
    }

    public static void resolve(Ctx ctx, Effect effect, Resolution r) {
        if (effect instanceof Effect.Sequence seq) {
            for (Effect e : seq.effects()) resolve(ctx, e, r);
        } else if (effect instanceof Effect.ChooseTarget) { // 115.1: chosen as it was put on the stack; nothing to do
            return;
        } else if (effect instanceof Effect.DealDamage d) {
            int n = amount(ctx, d.amount(), r);
            for (Target t : recipients(ctx, d.to(), r)) Damage.deal(ctx, r.source(), t, n, false);
        } else if (effect instanceof Effect.GameResult g) {
            for (int p : players(ctx, g.who(), r)) GameResults.apply(ctx, p, g.wins(), ctx.s.object(r.source()).name()); // 104.2b, 104.3e
        } else if (effect instanceof Effect.DividedDamage d) {
            DividedDamage.resolve(ctx, d, r); // 601.2d, 608.2b
        } else if (effect instanceof Effect.DividedPrevention d) {
            PreventionShields.divided(ctx, d, r); // 615.1a, 601.2d
        } else if (effect instanceof Effect.DamageDividedEvenly d) {
            EvenlyDividedDamage.resolve(ctx, d, r); // 107.1a, 608.2b
        } else if (effect instanceof Effect.DrawCards d) {
            int n = amount(ctx, d.amount(), r);
            int[] counts = new int[ctx.s.playerCount()];
            for (int p : players(ctx, d.who(), r)) counts[p] += n;
            Drawing.drawInTurnOrder(ctx, counts);
        } else if (effect instanceof Effect.MayDraw m) {
            for (int p : players(ctx, m.who(), r)) Drawing.mayDraw(ctx, p);
        } else if (effect instanceof Effect.DrawThen dt) {
            for (int p : players(ctx, dt.who(), r)) {
                int card = Drawing.drawOne(ctx, p);
                // Seed 423.6c: no additional action if the draw was replaced.
                if (card >= 0) resolve(ctx, dt.then(), new Resolution(r.source(), r.controller(), r.targets(), r.x(),
                        p, card, null));
            }
        } else if (effect instanceof Effect.DiscardItUnless d) {
            discardUnless(ctx, d, r);
        } else if (effect instanceof Effect.PutTopCardIntoHand pt) {
            for (int p : players(ctx, pt.who(), r)) Library.putTopIntoHand(ctx, p);
        } else if (effect instanceof Effect.GainLife g) {
            int n = amount(ctx, g.amount(), r);
            for (int p : players(ctx, g.who(), r)) LifeTotals.gain(ctx, p, n);
        } else if (effect instanceof Effect.LoseLife l) {
            int n = amount(ctx, l.amount(), r);
            for (int p : players(ctx, l.who(), r)) LifeTotals.lose(ctx, p, n);
        } else if (effect instanceof Effect.RestrictedMana rm) { // 106.6
            ManaAdding.setAside(ctx, rm.add(), r, rm.only(), false);
        } else if (effect instanceof Effect.KeptMana km) { // 500.4: kept until end of turn
            ManaAdding.setAside(ctx, km.add(), r, null, true);
        } else if (effect instanceof Effect.ManaSpendTrigger mt) { // 106.6, 603.7a: watched as it is spent
            ManaAdding.setAside(ctx, mt.add(), r, null, false, mt);
        } else if (effect instanceof Effect.ManaSpentRider mr) { // 106.6: the spell it is spent on is affected
            ManaAdding.setAside(ctx, mr.add(), r, null, false, mr);
        } else if (effect instanceof Effect.AddManaLandsCouldProduce lp) { // 106.7
            addMana(ctx, (Effect.AddMana) dev.arbiter.engine.layers.ChosenValues.mana(ctx.s, lp, r.source()), r);
        } else if (effect instanceof Effect.AddManaOrChosenColor oc) { // 607.2
            addMana(ctx, (Effect.AddMana) dev.arbiter.engine.layers.ChosenValues.mana(ctx.s, oc, r.source()), r);
        } else if (effect instanceof Effect.AddMana m) {
            addMana(ctx, m, r);
        } else if (effect instanceof Effect.RemoveFromCombat rc) { // 506.4
            CombatRemoval.remove(ctx, onBattlefield(objects(ctx, rc.subject(), r)));
        } else if (effect instanceof Effect.CounterSpell || effect instanceof Effect.CounterSpellInstead
                || effect instanceof Effect.CounterTargeting
                || effect instanceof Effect.MayPay || effect instanceof Effect.MayPayAmount
                || effect instanceof Effect.UnlessControllerPays) {
            throw new IllegalStateException("countering is resolved by the stack (stack/Countering)");
        } else if (effect instanceof Effect.GainControl g) {
            ControlChanges.gain(ctx, g, r); // 613.1b
        } else if (effect instanceof Effect.ExchangeControl x) {
            ControlChanges.exchange(ctx, x, r); // 701.12
        } else if (effect instanceof Effect.AttachToChosen ac) {
            ControlChanges.attachToChosen(ctx, ac, r); // 701.3a
        } else if (effect instanceof Effect.AttachToAnother at) {
            ControlChanges.attachToAnother(ctx, at, r); // 701.3c
        } else if (effect instanceof Effect.Attach at) {
            List<GameObject> attachment = objects(ctx, at.attachment(), r);
            List<GameObject> host = objects(ctx, at.host(), r);
            if (attachment.size() == 1 && host.size() == 1 && attachment.get(0).zone() == Zone.BATTLEFIELD // 701.3a: a permanent
                    && Attachments.whyIllegal(ctx.s, attachment.get(0).id(), host.get(0).id()) == null) {
                Attachments.attach(ctx, attachment.get(0).id(), host.get(0).id()); // 701.3b: else nothing happens
            }
        } else if (effect instanceof Effect.Unattach un) { // 701.3d
            for (GameObject o : onBattlefield(objects(ctx, un.attachment(), r))) {
                if (o.attachedTo() != GameObject.NONE) Attachments.unattach(ctx, o.id());
            }
        } else if (effect instanceof Effect.CreateTokenAttachSource ta) {
            TokenAttachments.resolve(ctx, ta, r); // 111.2, 701.3a
        } else if (effect instanceof Effect.Adapt a) {
            KeywordActions.adapt(ctx, a, r); // 701.46a
        } else if (effect instanceof Effect.Monstrosity m) {
            KeywordActions.designate(ctx, m.amount(), Designations.MONSTROUS, r); // 701.37a
        } else if (effect instanceof Effect.Renown rn) {
            KeywordActions.designate(ctx, rn.amount(), Designations.RENOWNED, r); // 702.112a
        } else if (effect instanceof Effect.PutCounters pc) {
            int n = amount(ctx, pc.amount(), r);
            for (GameObject o : onBattlefield(objects(ctx, pc.subject(), r))) Counters.put(ctx, o.id(), pc.kind(), n);
        } else if (effect instanceof Effect.PutCountersUpTo pu) { // 122.1, 608.2d: how many is chosen as it resolves
            int n = amount(ctx, pu.max(), r);
            for (GameObject o : onBattlefield(objects(ctx, pu.subject(), r))) {
                int most = pu.cap() < 0 ? n : Math.max(0, Math.min(n, pu.cap() - o.counters().get(pu.kind())));
                int chosen = most == 0 ? 0 : ((dev.arbiter.engine.decision.Choice.ChooseNumber) ctx.ask(
                        new dev.arbiter.engine.decision.Decision.Number(r.controller(), "Put how many " + pu.kind()
                                + " counters on " + o.name() + "?", 0, most))).value();
                if (chosen > 0) Counters.put(ctx, o.id(), pu.kind(), chosen);
            }
        } else if (effect instanceof Effect.GetEnergy ge) { // 107.14, 122.1
            int n = amount(ctx, ge.amount(), r);
            for (int p : players(ctx, ge.who(), r)) Counters.energy(ctx, p, n);
        } else if (effect instanceof Effect.GetExperience gx) { // 122.1
            int n = amount(ctx, gx.amount(), r);
            for (int p : players(ctx, gx.who(), r)) Counters.experience(ctx, p, n);
        } else if (effect instanceof Effect.GivePoison gp) {
            int n = amount(ctx, gp.amount(), r);
            for (int p : players(ctx, gp.who(), r)) Counters.poison(ctx, p, n);
        } else if (effect instanceof Effect.ReturnToBattlefield rb) {
            for (GameObject o : objects(ctx, rb.subject(), r)) {
                if (o.zone() != Zone.GRAVEYARD && o.zone() != Zone.EXILE) continue; // exile: a card this effect exiled (400.7j)
                // 614.1c, 122.6: "tapped", "with a +1/+1 counter on it" as it enters (undying 702.93a, persist 702.79a)
                GameObject back = ZoneMoves.moveToBattlefield(ctx, o.id(), o.owner(), EnteringWith.of(rb.tapped(), rb.withCounter(), 1));
                EnteringCountersLog.logCounters(ctx, back, rb.withCounter());
                ctx.log("%s returns to the battlefield", o.name());
            }
        } else if (effect instanceof dev.arbiter.engine.ability.ExileSelfFromGraveyard) { // 113.6m, 702.59a
            GameObject o = ctx.s.object(r.source());
            if (o.zone() == Zone.GRAVEYARD && (r.sourceZoneChanges() < 0 || o.zoneChanges() == r.sourceZoneChanges())) {
                ZoneMoves.move(ctx, o.id(), Zone.EXILE);
                ctx.log("%s is exiled from its owner's graveyard", o.name());
            }
        } else if (effect instanceof Effect.ReturnSelfFromGraveyard rs) {
            GameObject o = ctx.s.object(r.source());
            boolean same = r.sourceZoneChanges() < 0 || o.zoneChanges() == r.sourceZoneChanges(); // 400.7
            if (o.zone() == Zone.GRAVEYARD && same) {
                if (rs.toBattlefield()) {
                    ZoneMoves.moveToBattlefield(ctx, o.id(), o.owner(), EnteringWith.tapped(rs.tapped())); // 110.5b
                }
                else ZoneMoves.move(ctx, o.id(), Zone.HAND);
                ctx.log("%s returns to its owner's %s", o.name(), rs.toBattlefield() ? "battlefield" : "hand");
            }
        } else if (effect instanceof Effect.ReturnToHand rh) {
            SimultaneousMoves.together(ctx, () -> { // 603.10a: returned at once, one event
                for (GameObject o : objects(ctx, rh.subject(), r)) {
                    if (o.zone() == Zone.HAND || o.zone() == Zone.LIBRARY || o.zone() == Zone.NONE) continue;
                    ZoneMoves.move(ctx, o.id(), Zone.HAND);
                    ctx.log("%s returns to its owner's hand", o.name());
                }
            });
        } else if (effect instanceof Effect.CreateTokens ct) {
            Tokens.create(ctx, r.controller(), ct.token(), amount(ctx, ct.count(), r));
        } else if (effect instanceof Effect.CreateEmblem ce) { // 114.1-114.2
            for (int p : players(ctx, ce.who(), r)) Emblems.create(ctx, p, ce.abilities());
        } else if (effect instanceof Effect.CreateTokensFor ct) {
            int n = amount(ctx, ct.count(), r);
            for (int p : players(ctx, ct.who(), r)) Tokens.create(ctx, p, ct.token(), n, ct.tapped()); // 111.2
        } else if (effect instanceof Effect.CopyThatSpell cs) { // 707.10: the triggering spell, if still on the stack
            if (r.thatObject() >= 0) SpellCopies.copy(ctx, r.controller(), r.thatObject(), -1, cs.mayChooseNewTargets());
        } else if (effect instanceof Effect.CopyThatSpellFor cf) { // 707.10, 707.10c: each of those players, the spell if still there
            for (int p : players(ctx, cf.who(), r)) if (r.thatObject() >= 0) SpellCopies.copy(ctx, p, r.thatObject(), -1, true);
        } else if (effect instanceof Effect.CopySourceSpellFor cf) { // 707.10, 707.10c: the resolving spell, still on the stack
            for (int p : players(ctx, cf.who(), r)) SpellCopies.copy(ctx, p, r.source(), -1, true);
        } else if (effect instanceof Effect.CopyTargetAbility ca) { // 707.10: an ability on the stack
            for (Target t : r.targetsOf(ca.targetIndex())) {
                if (t instanceof Target.Ability a) AbilityCopies.copy(ctx, r.controller(), a, ca.mayChooseNewTargets());
            }
        } else if (effect instanceof Effect.CopyTargetSpell cs) {
            for (Target t : r.targetsOf(cs.targetIndex())) {
                if (t instanceof Target.Object ref) {
                    SpellCopies.copy(ctx, r.controller(), ref.id(), cs.colorMask(), cs.mayChooseNewTargets());
                }
            }
        } else if (effect instanceof Effect.Destroy d) {
            SimultaneousMoves.together(ctx, () -> { // 704.3, 603.10a: "destroy all" destroys them at once
                for (GameObject o : onBattlefield(objects(ctx, d.subject(), r))) Destruction.destroy(ctx, o.id());
            });
        } else if (effect instanceof Effect.PutOnTopOfLibrary pt) {
            for (GameObject o : objects(ctx, pt.subject(), r)) {
                if (o.zone() == Zone.LIBRARY || o.zone() == Zone.NONE) continue;
                ZoneMoves.move(ctx, o.id(), Zone.LIBRARY); // on top (401.4); not a draw (seed 423.5)
                ctx.log("%s is put on top of its owner's library", o.name());
            }
        } else if (effect instanceof Effect.ExileAllLinked ex) {
            LinkedExile.exileAll(ctx, ex.filter(), r);
        } else if (effect instanceof Effect.ExileLinked ex) {
            LinkedExile.exileLinked(ctx, objects(ctx, ex.subject(), r), r); // 607.2a
        } else if (effect instanceof Effect.Champion ch) {
            Championing.resolve(ctx, ch, r); // 702.72a
        } else if (effect instanceof Effect.ReturnLinkedExiled) {
            LinkedExile.returnAll(ctx, r);
        } else if (effect instanceof Effect.TapOrUntap t) {
            for (GameObject o : onBattlefield(objects(ctx, t.subject(), r))) { // 701.26
                if (t.tap()) Tapping.tap(ctx, o.id());
                else Tapping.untap(ctx, o.id());
            }
        } else if (effect instanceof Effect.Mill m) {
            int n = amount(ctx, m.amount(), r);
            for (int p : players(ctx, m.who(), r)) Library.mill(ctx, p, n); // 701.13a
        } else if (effect instanceof Effect.ExileTopOfLibrary x) {
            int n = amount(ctx, x.amount(), r);
            for (int p : players(ctx, x.who(), r)) Library.exileTop(ctx, p, n); // 406.3
        } else if (effect instanceof Effect.Discard d) {
            int n = amount(ctx, d.amount(), r);
            for (int p : players(ctx, d.who(), r)) Discarding.discard(ctx, p, n, d.atRandom()); // 701.8
        } else if (effect instanceof Effect.DiscardUpTo d) {
            int n = amount(ctx, d.amount(), r);
            for (int p : players(ctx, d.who(), r)) Discarding.discardUpTo(ctx, p, n); // 701.8a, 107.1
        } else if (effect instanceof Effect.ExileFromHandLinked ex) {
            LinkedExile.exileFromHand(ctx, ex.types(), ex.maxManaValue(), r);
        } else if (effect instanceof Effect.CopyLinkedCardMayCast) {
            throw new IllegalStateException("casting a copy is resolved by the stack (stack/CardCopies)");
        } else if (effect instanceof Effect.ReturnAllFromGraveyard ra) {
            returnAllFromGraveyard(ctx, ra.types(), r.controller());
        } else if (effect instanceof Effect.Exile ex) {
            SimultaneousMoves.together(ctx, () -> { // 603.10a: exiled at once, one event
                for (GameObject o : objects(ctx, ex.subject(), r)) {
                    if (o.zone() == Zone.EXILE) continue;
                    ctx.log("%s is exiled", o.name());
                    ZoneMoves.move(ctx, o.id(), Zone.EXILE);
                }
            });
        } else if (effect instanceof Effect.KickerTargets kt) {
            resolve(ctx, kt.effect(), r); // 601.2c: its targets were chosen by the kicker announced
        } else if (effect instanceof Effect.CostTargets ct) {
            resolve(ctx, ct.effect(), r); // 601.2c: its targets were chosen by the alternative cost announced
        } else if (effect instanceof Effect.XFixedOnStack xf) {
            resolve(ctx, xf.effect(), r); // 601.2c, 603.3d: X was counted as the ability was put on the stack
        } else if (effect instanceof Effect.IfKicked k) {
            Effect chosen = Kicked.wasKicked(ctx.s, r.source()) ? k.then() : k.otherwise();
            if (chosen != null) resolve(ctx, chosen, r);
        } else if (effect instanceof Effect.Optional op) {
            OptionalEffects.resolve(ctx, op, r, true);
        } else if (effect instanceof Effect.TapAnyNumberThen t) {
            TappedThisWay.resolve(ctx, t, r); // 701.26a, 608.2c
        } else if (effect instanceof Effect.SacrificeAnyNumberThen sa) {
            SacrificedThisWay.resolve(ctx, sa, r); // 701.17a, 608.2c
        } else if (effect instanceof Effect.ChooseOnResolution c) {
            OptionalEffects.choose(ctx, c, r); // 608.2d
        } else if (effect instanceof Effect.FlipCoin f) {
            CoinFlips.resolve(ctx, f, r); // 705
        } else if (effect instanceof Effect.RollDie || effect instanceof Effect.IfDieResult) {
            DieRolls.resolve(ctx, effect, r); // 706
        } else if (effect instanceof Effect.Delayed d) {
            DelayedTriggerCreation.create(ctx, d, r);
        } else if (effect instanceof Effect.DelayedInExtraTurn d) {
            ExtraTurns.delayed(ctx, d, r); // 500.7, 603.7a
        } else if (effect instanceof Effect.EndTheTurn) {
            EndingTheTurn.perform(ctx); // 721.1
        } else if (effect instanceof Effect.Fight f) {
            Fights.resolve(ctx, f, r); // 701.14
        } else if (effect instanceof Effect.ChooseThen c) { // 608.2d: the choice holds for the rest of this effect
            var chosen = EntryChoices.duringResolution(ctx, r.source(), r.controller(), c.kind());
            dev.arbiter.engine.state.ContinuousEffect record = new dev.arbiter.engine.state.ContinuousEffect(
                    ctx.s.nextTimestamp(), r.source(), r.controller(), chosen,
                    Vector.of(ctx.s.object(r.source()).ref()), Duration.UNTIL_END_OF_TURN);
            ctx.s = ContinuousEffect.add(ctx.s, record);
            // "Choose an opponent. ... that player ...": the chosen player is "that player" for the rest of the effect
            resolve(ctx, c.then(), !c.kind().isPlayer() ? r : new Resolution(r.source(), r.controller(), r.targets(), r.x(),
                    chosen.player(), r.thatObject(), r.chosenMana(), r.sourceZoneChanges()));
            ctx.s = ctx.s.withEffects(ctx.s.effects().remove(record));
        } else if (effect instanceof Effect.CreateTokensThen t) {
            TokenFollowUps.resolve(ctx, t, r); // 508.4, 603.7
        } else if (effect instanceof Effect.ReturnRandomFromGraveyard rr) {
            RandomReturns.resolve(ctx, rr.filter(), amount(ctx, rr.count(), r), r);
        } else if (effect instanceof Effect.DelayedOnNextCast nc) { // 603.7: waits for the next such spell this turn
            long ts = ctx.s.nextTimestamp();
            ctx.s = ctx.s.withNextTimestamp(ts + 1).withEffects(ctx.s.effects().append(new ContinuousEffect(ts, r.source(),
                    r.controller(), new Modification.ThisTurnDelayedTrigger(nc.ability(), nc.once()), Vector.empty(), Duration.UNTIL_END_OF_TURN)));
            ctx.log("%s: \"%s\" will trigger when its controller next casts such a spell this turn (603.7)",
                    ctx.s.object(r.source()).name(), nc.ability().text());
        } else if (effect instanceof Effect.DelayedOnDeath dd) { // 603.7: bound to the objects named now (603.7c)
            for (GameObject o : EffectSubjects.objects(ctx, dd.subject(), r)) {
                if (o.zone() != dev.arbiter.engine.state.Zone.BATTLEFIELD) continue;
                ctx.s = ContinuousEffect.add(ctx.s, r.source(), r.controller(), new Modification.DeathTrigger(dd.ability()),
                        Vector.of(o.ref()), Duration.UNTIL_END_OF_TURN);
            }
        } else if (effect instanceof Effect.ReflexiveTrigger rt) {
            ReflexiveTriggers.trigger(ctx, rt, r); // 603.12
        } else if (effect instanceof Effect.SacrificeOrElse se) {
            Effect.Sacrifice sa = se.sacrifice();
            int n = amount(ctx, sa.amount(), r);
            // 701.17a: a player can't sacrifice what they don't control; "If you can't" follows when they sacrificed fewer
            if (Sacrificing.sacrifice(ctx, players(ctx, sa.who(), r), sa.filter(), n, r.source()) < n) {
                resolve(ctx, se.otherwise(), r);
            }
        } else if (effect instanceof Effect.SacrificeOpponentChooses so) { // 701.17a: an opponent chooses what is sacrificed
            Effect.Sacrifice sa = so.sacrifice();
            Sacrificing.sacrificeChosenByOpponent(ctx, players(ctx, sa.who(), r), sa.filter(), amount(ctx, sa.amount(), r), r.source());
        } else if (effect instanceof Effect.SacrificeNoted sn) { // 608.2h: what is sacrificed is remembered for this resolution
            Effect.Sacrifice sa = sn.sacrifice();
            Sacrificing.sacrificeNoted(ctx, players(ctx, sa.who(), r), sa.filter(), amount(ctx, sa.amount(), r), r.source(),
                    ctx.resolvingAbility < 0 ? r.source() : -1);
        } else if (effect instanceof Effect.KeepAsManyAsFewest k) {
            Balancing.resolve(ctx, k, r); // 701.17a, 701.8a: down to the fewest
        } else if (effect instanceof Effect.SacrificeAllButOneOfEach so) { // 701.17a: one of each kind kept
            KeepingOneOfEach.resolve(ctx, players(ctx, so.who(), r), so, r.source());
        } else if (effect instanceof Effect.SacrificeAllButChosen sk) { // 701.17a: the rest of them are sacrificed
            Sacrificing.sacrificeAllBut(ctx, players(ctx, sk.who(), r), sk.filter(), sk.keep(), r.source());
        } else if (effect instanceof Effect.Sacrifice sa) {
            Sacrificing.sacrifice(ctx, players(ctx, sa.who(), r), sa.filter(), amount(ctx, sa.amount(), r), r.source());
        } else if (effect instanceof Effect.Scry sc) {
            int n = amount(ctx, sc.amount(), r);
            for (int p : players(ctx, sc.who(), r)) Scrying.scry(ctx, p, n, sc.surveil());
        } else if (effect instanceof Effect.RevealTopPiles rp) {
            Piles.resolve(ctx, rp, r); // 700.3
        } else if (effect instanceof Effect.SearchLibraryForEach sf) {
            if (sf.destination() != Effect.Destination.HAND && sf.destination() != Effect.Destination.BATTLEFIELD) {
                throw new IllegalStateException("a search for several kinds goes to the hand or the battlefield: " + sf);
            }
            LibrarySearch.searchForEach(ctx, r.controller(), sf, r.source()); // 701.23
        } else if (effect instanceof Effect.SearchLibrary se) {
            LibrarySearch.search(ctx, r.controller(), se, r.source());
        } else if (effect instanceof Effect.ShuffleLibrary sh) {
            for (int p : players(ctx, sh.who(), r)) Shuffling.shuffleLibrary(ctx, p);
        } else if (effect instanceof Effect.PreventDamage p) {
            PreventionShields.create(ctx, p, r); // 615.7
        } else if (effect instanceof Effect.NextTimeShield n) {
            PreventionShields.createOnce(ctx, n.shield(), r); // 615.7, 614.9: "the next time"
        } else if (effect instanceof Effect.DealDamageThen dt) {
            DamageDealtThen.resolve(ctx, dt, r); // 120.3, 608.2c
        } else if (effect instanceof Effect.PreventThen pt) {
            PreventionFollowUps.create(ctx, pt, r); // 615.5
        } else if (effect instanceof Effect.PreventedSoFar ps) {
            PreventionFollowUps.resolveDelayed(ctx, ps, r); // 615.5, 603.7
        } else if (effect instanceof Effect.DestroyNoRegeneration d) {
            SimultaneousMoves.together(ctx, () -> { // 603.10a: destroyed at once
                for (GameObject o : onBattlefield(objects(ctx, d.subject(), r))) Destruction.destroy(ctx, o.id(), false);
            });
        } else if (!ResolvedContinuousEffects.resolve(ctx, effect, r) && !MoreEffects.resolve(ctx, effect, r)) {
            throw new IllegalStateException("no resolver for effect " + effect);
        }
    }

    /** Seed 423.6c: the additional action on the card just drawn (revealed, discarded unless of the kept type). */
    private static void discardUnless(Ctx ctx, Effect.DiscardItUnless d, Resolution r) {
        if (r.thatObject() < 0) return;
        GameObject card = ctx.s.object(r.thatObject());
        if (card.zone() != Zone.HAND) return;
        ctx.log("%s reveals %s", ctx.s.player(card.owner()).name(), card.name());
        if (!card.card().baseCharacteristics().is(d.keep())) {
            ZoneMoves.move(ctx, card.id(), Zone.GRAVEYARD);
            ctx.log("%s discards %s", ctx.s.player(card.owner()).name(), card.name());
        }
    }

    /** "Return all [type] cards from your graveyard to the battlefield": one simultaneous move. */
    private static void returnAllFromGraveyard(Ctx ctx, int types, int player) {
        List<Integer> back = new ArrayList<>();
        for (int id : ctx.s.player(player).graveyard()) {
            if ((Layers.of(ctx.s, id).types() & types) != 0) back.add(id);
        }
        ZoneMoves.moveAllToBattlefield(ctx, back, id -> player);
        for (int id : back) ctx.log("%s returns to the battlefield", ctx.s.object(id).name());
    }

    /** Whether an object has {@code k} now. */
    public static boolean has(Ctx ctx, int id, Keyword k) {
        return Layers.of(ctx.s, id).has(k);
    }
}
