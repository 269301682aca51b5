package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.ast.AmountNode;
import dev.arbiter.cards.grammar.ast.DamageTo;
import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.ObjectRef;
import dev.arbiter.cards.grammar.ast.PlayerRef;
import dev.arbiter.engine.ability.Amount;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.Recipient;
import dev.arbiter.engine.ability.Relation;
import dev.arbiter.engine.ability.Subject;
import dev.arbiter.engine.ability.Who;
import java.util.ArrayList;
import java.util.List;

/**
 * Lowers an effect syntax tree ({@link EffectNode}) into engine effects: targets are numbered in
 * order of appearance (115.1), pronouns resolve to what was named before or to what the trigger
 * event names (603.2), and "X" needs an {X} in the cost (107.3a). Whatever the engine cannot do
 * throws {@link NotSupported} naming it.
 */
final class EffectLowering {
    /** Inside "[players] may ...", the players choosing (each of them, in turn, is "that player", 608.2d); else null. */
    PlayerRef chooser;


    private final ParseContext ctx;
    final ZoneEffectLowering zones;
    final OneShotLowering oneShots;
    final ObjectReferenceLowering objects;
    private final PlayerAmountLowering players;
    private final DamageRecipientLowering damages;
    /** What "X" stands for inside "..., where X is ..." (null outside one). */
    private Amount whereX;
    /** Sequences being lowered, and the target whose controller a later clause names ("that land's controller"). */
    int sequenceDepth;
    Subject controllerOf;
    /** Whether "that player" of {@link #controllerOf} is its owner rather than its controller (108.3). */
    boolean controllerOfOwner;
    /** "each creature you control" that counters were just put on, for a following "those creatures" (or null). */
    Subject countered;
    /** The spell a "counter target spell" before in this effect targets: "its controller" next is its controller (608.2h). */
    Subject counteredSpell;

    /**
     * Takes the context back to {@code s} (a trial lowering undone): targets added since are dropped, and so are the
     * targeted players that named them, so that lowering the same text again adds its targets again (115.1).
     */
    void restore(ParseContext.Snapshot s) {
        ctx.restore(s);
        players.targetedPlayers.values().removeIf(w -> w instanceof Who.TargetPlayer tp && tp.index() >= s.targetCount());
    }

    /** What an earlier sentence did that this one may count ("destroyed this way", 615.5, 120.3); see {@link #lowerNaming}. */
    enum Antecedent { DESTROYED_THIS_WAY, DISCARDED_THIS_WAY, TAPPED_THIS_WAY, SACRIFICED_THIS_WAY, REVEALED_THIS_WAY, MILLED_THIS_WAY, PREVENTED_THIS_WAY, DAMAGE_DEALT, EXILED_THIS_WAY, MOVED_THIS_WAY }

    /** The antecedents in scope: only inside the follow-up sentence joined to them (608.2c). */
    private final java.util.EnumSet<Antecedent> antecedents = java.util.EnumSet.noneOf(Antecedent.class);

    EffectLowering(ParseContext ctx) {
        this.ctx = ctx;
        this.zones = new ZoneEffectLowering(this, ctx);
        this.oneShots = new OneShotLowering(this, ctx);
        this.objects = new ObjectReferenceLowering(this, ctx);
        this.players = new PlayerAmountLowering(this, ctx);
        this.damages = new DamageRecipientLowering(this, ctx);
    }

    Amount whereX() {
        return whereX;
    }

    void whereX(Amount x) {
        whereX = x;
    }

    /** The context this lowering reads and names objects in. */
    ParseContext context() {
        return ctx;
    }

    /** {@code then} lowered as the follow-up of {@code antecedent}: its amounts may count what that sentence did. */
    Effect lowerNaming(Antecedent antecedent, EffectNode then) {
        boolean added = antecedents.add(antecedent);
        try {
            return lower(then);
        } finally {
            if (added) antecedents.remove(antecedent);
        }
    }

    /** Whether an amount may count {@code antecedent} here (inside its follow-up sentence). */
    boolean names(Antecedent antecedent) {
        return antecedents.contains(antecedent);
    }

    /** An amount of the effect text as an engine amount. */
    Amount amountOf(AmountNode a) {
        return amount(a);
    }

    /** The noun of a sacrifice a later clause reads ("that creature's power", 608.2h), while lowering the sequence. */
    String noteSacrificeOf;
    /** The noun of the sacrifice just lowered that way, for "that [noun]'s" after it (or null). */
    String sacrificedNoun;

    /** How many clauses other than sequences this lowering has begun, the one being lowered included. */
    int clausesBegun;
    /** How many die rolls enclose the node being lowered: "the result" is read only inside one (706.4). */
    int dieRolls;

    Effect lower(EffectNode node) {
        if (!(node instanceof EffectNode.Sequence)) clausesBegun++;
        if (node instanceof EffectNode.Sequence s) {
            if (noteSacrificeOf == null && sacrificedNoun == null) noteSacrificeOf = SacrificedLowering.readLater(s.effects());
            List<Effect> out = new ArrayList<>();
            sequenceDepth++;
            try {
                for (EffectNode e : TokenAttachLowering.group(PreventedLowering.group(ThisWayLowering.group(LifeLostLowering.group(OwnerNamedLowering.group(s.effects(), ctx)))))) {
                    Effect lowered = lower(e); // 701.8, 119.3, 615.5
                    out.add(lowered);
                    PutThenLowering.afterPut(ctx, lowered); // 608.2c: "it" is the permanent put this way
                }
            } finally {
                sequenceDepth--;
            }
            Effect seq = EffectParser.sequence(PutThenLowering.binds(ctx) ? PutThenLowering.fold(out) : out);
            if (sequenceDepth > 0 || controllerOf == null) return seq;
            Effect bound = new Effect.ThatPlayerControls(controllerOf, seq, controllerOfOwner); // 608.2h
            controllerOf = null;
            controllerOfOwner = false;
            return bound;
        }
        if (node instanceof EffectNode.May m && m.ifTheyDo() == null && m.otherwise() == null
                && m.effect() instanceof EffectNode.Draw d && d.who() instanceof PlayerRef.You
                && d.amount() instanceof AmountNode.Fixed f && f.value() == 1) {
            // Seed 423.3: "may draw a card" can be chosen even with an empty library (and not by a player who can't draw).
            return new Effect.MayDraw(player(m.who()));
        }
        if (node instanceof EffectNode.WhenYouDo w) return ReflexiveLowering.lower(w, ctx); // 603.12
        if (node instanceof EffectNode.Clash cl) return new Effect.Clash(cl.ifWin() == null ? null : lower(cl.ifWin())); // 701.23
        if (node instanceof EffectNode.ChooseThen ch) return ChoiceLowering.duringResolution(this, ctx, ch); // 608.2d
        if (node instanceof EffectNode.ChooseObjectThen co) return ChooseObjectLowering.lower(this, ctx, co); // 115.10, 608.2d
        if (node instanceof EffectNode.AdditionalLandsThisTurn a) return new Effect.AdditionalLandsThisTurn(player(a.who()), a.extra()); // 305.2
        if (node instanceof EffectNode.AttachToChosen a) return AttachLowering.toChosen(this, a); // 701.3a
        if (node instanceof EffectNode.Attach a) { // 701.3a-b: moved onto the host if it can legally be attached to it
            return AttachLowering.attach(this, a);
        }
        if (node instanceof EffectNode.ExileTopMayPlay p) return ExilePlayLowering.lower(this, p); // 601.2a, 118.9
        if (node instanceof EffectNode.DrawRevealMayCastOne d) return new Effect.DrawRevealMayCastOne(amount(d.count())); // 701.16a, 118.9
        if (node instanceof EffectNode.TopCardMayCast t) return ExilePlayLowering.topCard(t); // 608.2g
        if (node instanceof EffectNode.MayPlayCard p) return CardPermissionLowering.lower(this, p); // 601.2a, 611.2
        if (node instanceof EffectNode.ExiledMayPlay p) return CardPermissionLowering.exiled(this, p); // 601.2a, 400.7
        if (node instanceof EffectNode.ExiledMayCast ec) return ExiledCastLowering.lower(this, ec); // 608.2g, 400.7
        Effect attachedEntry = AttachedEntryLowering.lower(this, ctx, node); // 303.4f, 303.4i, 301.5e
        if (attachedEntry != null) return attachedEntry;
        if (node instanceof EffectNode.IfYouDo y) return IfYouDoLowering.lower(this, y); // 608.2c
        Effect mayCost = MayCostLowering.lower(this, node); // 608.2d, 118.3
        if (mayCost != null) return mayCost;
        if (node instanceof dev.arbiter.cards.grammar.ast.DamageOfferNode d) return DamageOfferLowering.lower(this, ctx, d); // 608.2d
        if (node instanceof dev.arbiter.cards.grammar.ast.UnlessCostNode u) return DamageOfferLowering.unlessCost(this, u); // 118.12
        if (node instanceof dev.arbiter.cards.grammar.ast.UnlessAnyPaysNode u) return DamageOfferLowering.unlessAnyPays(this, u); // 118.12
        Effect search = PlayerSearchLowering.lower(this, node); // 701.23: another player searches their library
        if (search != null) return search;
        if (node instanceof EffectNode.GainLifeLost g) return LifeLostLowering.lower(this, g); // 119.3, 608.2c
        Effect revealUntil = RevealUntilLowering.lower(this, node); // 701.16
        if (revealUntil != null) return revealUntil;
        Effect topCard = TopCardIfLowering.lower(this, node); // 701.16, 608.2c
        if (topCard != null) return topCard;
        Effect handChoice = HandChoiceLowering.lower(this, node); // 701.16a, 701.8a, 701.20a
        if (handChoice != null) return handChoice;
        if (node instanceof EffectNode.RevealTopTakeAll rt) { // 701.16, 401.4
            NounLowering.Lowered l = NounLowering.lower(rt.noun());
            if (l.kind() != NounLowering.Kind.CARD) throw new NotSupported("revealed cards that aren't cards");
            return new Effect.RevealTopPutAllIntoHand(amount(rt.count()), l.filter(), rt.restToGraveyard());
        }
        if (node instanceof EffectNode.DoesntUntapWhile d) { // 502.3, 611.2b: judged for the source
            if (!ctx.sourceIsPermanent()) throw new NotSupported("\"for as long as\" naming a spell");
            return new Effect.DoesntUntapWhile(permanents(d.objects()), d.lasting().equals("tapped")
                    ? dev.arbiter.engine.ability.ControlLasting.SOURCE_TAPPED : dev.arbiter.engine.ability.ControlLasting.YOU_CONTROL_SOURCE);
        }
        if (node instanceof EffectNode.LookAtTopCard l) return new Effect.LookAtTopCard(player(l.whose())); // 401.4
        if (node instanceof EffectNode.RevealAtRandom rr) return RandomRevealLowering.lower(this, rr); // 701.16
        if (node instanceof EffectNode.RevealTopThen rt) return RevealTopThenLowering.lower(this, rt); // 701.16a, 608.2c
        if (node instanceof EffectNode.LookTakeEach lt) return SearchAmongLowering.lookTakeEach(this, lt); // 401.4, 701.16a
        if (node instanceof EffectNode.UntapUpTo u) { // 701.26, 608.2d: chosen as it resolves
            NounLowering.Lowered l = NounLowering.lower(u.noun());
            if (l.kind() != NounLowering.Kind.PERMANENT) throw new NotSupported("untapping cards or spells");
            return new Effect.UntapUpTo(l.filter(), amount(u.count()));
        }
        Effect followUp = DamageFollowUpLowering.lower(this, ctx, node); // 120.1, 701.15c
        if (followUp != null) return followUp;
        Effect mana = ManaCountLowering.lower(this, node); // 107.1
        if (mana != null) return mana;
        Effect moved = ZoneMoveLowering.lower(this, node); // 401.4, 406.2
        if (moved != null) return moved;
        if (node instanceof EffectNode.CreateThenAttach ta) { // 111.2, 701.3a
            if (!ctx.sourceIsPermanent()) throw new NotSupported("attaching a spell to a token");
            return new Effect.CreateTokenAttachSource(lower(ta.create()));
        }
        if (node instanceof EffectNode.KeywordAction k) return KeywordActionLowering.lower(this, ctx, k); // 701.37, 701.46
        Effect oneShot = oneShots.lower(node);
        if (oneShot != null) return oneShot;
        Effect zone = zones.lower(node);
        if (zone != null) return zone;
        Effect control = ControlLowering.effect(this, ctx, node); // 613.1b
        if (control == null) control = AnteLowering.effect(this, ctx, node); // 407
        if (control == null) control = TextChangeLowering.effect(this, ctx, node); // 612
        if (control == null && node instanceof dev.arbiter.cards.grammar.ast.CountMovedNode cm) control = CountMovedLowering.lower(this, ctx, cm); // 608.2c
        if (control == null && node instanceof dev.arbiter.cards.grammar.ast.IfMovedNode im) control = IfMovedLowering.lower(this, im); // 608.2c
        if (control == null && node instanceof dev.arbiter.cards.grammar.ast.ExchangeLifeNode x) { // 701.10c
            control = new dev.arbiter.engine.ability.ExchangeLifeTotals(player(x.first()), x.second() == null ? null : player(x.second()));
        }
        if (control == null && node instanceof dev.arbiter.cards.grammar.ast.ExileSelfWithCountersNode x) { // 406.3, 122.1
            if (!(x.amount() instanceof dev.arbiter.cards.grammar.ast.AmountNode.Fixed f) || f.value() <= 0) {
                throw new NotSupported("a number of counters that isn't fixed");
            }
            control = new dev.arbiter.engine.ability.ExileSourceWithCounters(CounterKinds.check(x.kind()), f.value());
        }
        if (control != null) return control;
        Effect exileCast = ExileTopCastLowering.lower(this, ctx, node); // 406, 608.2g, 118.9
        if (exileCast != null) return exileCast;
        Effect returnAll = ReturnAllLowering.lower(this, ctx, node); // 108.3, 110.2, 701.19, 707.10
        if (returnAll != null) return returnAll;
        if (node instanceof EffectNode.May m0) {
            EffectNode joined = m0.ifTheyDo() == null ? null : ThisWayLowering.drawThatMany(m0.effect(), m0.ifTheyDo());
            // 608.2c-d: "you may discard your hand. If you do, draw that many cards": the draw counts the discarded cards
            EffectNode.May m = joined == null ? m0 : new EffectNode.May(m0.who(), joined, null, m0.otherwise());
            Who who = player(m.who());
            Who before = ctx.lastPlayer();
            PlayerRef outerChooser = chooser;
            if (!(who instanceof Who.You)) {
                ctx.lastPlayer(new Who.ThatPlayer());
                // 608.2d: "each player may draw a card": each who chooses to draws one (a target is one player already)
                chooser = m.who() instanceof PlayerRef.Targeted ? null : m.who();
            }
            Effect e = lower(m.effect());
            Effect then = m.ifTheyDo() == null ? null : lower(m.ifTheyDo());
            Effect otherwise = m.otherwise() == null ? null : lower(m.otherwise());
            ctx.lastPlayer(before);
            chooser = outerChooser;
            for (Effect inner : new Effect[] {e, then, otherwise}) if (inner != null) PaymentLowering.noPaymentInside(inner);
            if (e instanceof Effect.RemoveCounters rc) return CounterRemovals.may(who, rc, then, otherwise); // 608.2d
            if ((then != null || otherwise != null) && (e instanceof Effect.Discard || e instanceof Effect.DiscardUpTo || e instanceof Effect.Sacrifice)) {
                // 608.2d, 118.3: "if they do" needs it done, which an empty hand or no such permanent prevents
                throw new NotSupported("\"if they do\" after a discard or sacrifice another player may be unable to make");
            }
            return new Effect.Optional(who, e, then, otherwise);
        }
        if (node instanceof EffectNode.Damage d) return damage(d);
        if (node instanceof EffectNode.GameResult g) return new Effect.GameResult(player(g.who()), g.wins()); // 104.2b, 104.3e
        if (node instanceof EffectNode.SkipNext k) return new Effect.SkipNext(player(k.who()), // 614.10
                dev.arbiter.engine.ability.PlayerEffects.Skippable.valueOf(k.what().toUpperCase(java.util.Locale.ROOT).replace(' ', '_')));
        if (node instanceof EffectNode.DistributeCounters d) return DividedDamageLowering.counters(d, ctx, amount(d.amount())); // 601.2d
        if (node instanceof EffectNode.DividedDamage d) return DividedDamageLowering.lower(d, ctx, amount(d.amount())); // 601.2d
        if (node instanceof EffectNode.DividedPrevention d) return DividedDamageLowering.prevention(d, ctx, amount(d.amount())); // 615.1a
        if (node instanceof EffectNode.EvenlyDividedDamage d) return DividedDamageLowering.evenly(d, ctx, amount(d.amount())); // 107.1a
        if (node instanceof EffectNode.FlipCoin f) return CoinFlipLowering.lower(f, this); // 705
        if (node instanceof EffectNode.RollDie || node instanceof EffectNode.IfDieResult) return DieRollLowering.lower(node, this, ctx); // 706
        if (node instanceof dev.arbiter.cards.grammar.ast.LearnNode) return LearnLowering.lower(); // 701.45a
        Effect verb = ObjectVerbLowering.lower(this, ctx, node); // 701.7, 406, 400.7
        if (verb != null) return verb;
        if (node instanceof EffectNode.Sacrifice s && noteSacrificeOf != null && SacrificedLowering.noun(s).equals(noteSacrificeOf)) {
            sacrificedNoun = noteSacrificeOf; // 608.2h: "sacrifice another creature. ... that creature's power"
            noteSacrificeOf = null;
            return new Effect.SacrificeNoted((Effect.Sacrifice) sacrifice(s));
        }
        if (node instanceof EffectNode.Sacrifice s) return sacrifice(s);
        if (node instanceof EffectNode.SacrificeOpponentChooses so) return new Effect.SacrificeOpponentChooses((Effect.Sacrifice) sacrifice(so.sacrifice()));
        if (node instanceof EffectNode.IfCant ic) return SacrificeLowering.ifCant(this, ic);
        if (node instanceof EffectNode.Draw d) return new Effect.DrawCards(player(d.who()), amount(d.amount()));
        if (node instanceof EffectNode.Life l) {
            return l.gain() ? new Effect.GainLife(player(l.who()), amount(l.amount()))
                    : new Effect.LoseLife(player(l.who()), amount(l.amount()));
        }
        if (node instanceof EffectNode.GetEnergy g) return new Effect.GetEnergy(player(g.who()), Amount.of(g.count())); // 107.14
        if (node instanceof dev.arbiter.cards.grammar.ast.LossShieldNode l) { // 614.1a: a shield for this turn
            int before = ctx.targets().size();
            Effect instead = lower(l.instead());
            if (ctx.targets().size() != before) throw new NotSupported("a loss replacement with a target");
            return new dev.arbiter.engine.ability.LoseGameShield(instead);
        }
        if (node instanceof dev.arbiter.cards.grammar.ast.PoisonNode p) { // 122.1f
            if (p.who() instanceof dev.arbiter.cards.grammar.ast.PlayerRef.ControllerOf co
                    && co.object() instanceof dev.arbiter.cards.grammar.ast.ObjectRef.Pronoun pr && pr.word().contains("source")) {
                throw new NotSupported("\"that source's controller\" (a source may be a spell, not only a creature)");
            }
            return new Effect.GivePoison(player(p.who()), amount(p.amount()));
        }
        if (node instanceof EffectNode.GetExperience g) return new Effect.GetExperience(player(g.who()), Amount.of(g.count())); // 122.1
        if (node instanceof EffectNode.Discard d) return new Effect.Discard(player(d.who()), amount(d.amount()), d.atRandom());
        if (node instanceof EffectNode.KeepAsManyAsFewest k) return BalanceLowering.effect(k); // 701.17a, 701.8a
        if (node instanceof EffectNode.SacrificeAllButOneOfEach k) return KeepOneOfEachLowering.lower(k, player(k.who())); // 701.17a
        if (node instanceof EffectNode.SacrificeAllButChosen k) { // 701.17a
            NounLowering.Lowered l = NounLowering.lower(k.noun());
            if (l.kind() != NounLowering.Kind.PERMANENT) throw new NotSupported("keeping \"" + k.noun() + "\"");
            return new Effect.SacrificeAllButChosen(player(k.who()), l.filter(), k.keep());
        }
        if (node instanceof EffectNode.DiscardUpTo d) return new Effect.DiscardUpTo(player(d.who()), amount(d.amount())); // 701.8a
        if (node instanceof EffectNode.Mill m) return new Effect.Mill(player(m.who()), amount(m.amount()));
        if (node instanceof EffectNode.ExileTopOfLibrary x) return new Effect.ExileTopOfLibrary(player(x.who()), amount(x.amount()));
        if (node instanceof EffectNode.Scry s) return new Effect.Scry(player(s.who()), amount(s.amount()), s.surveil());
        if (node instanceof EffectNode.PutCounters p && p.objects() instanceof ObjectRef.Chosen) {
            return ChosenCounterLowering.lower(this, ctx, p); // 608.2d: "on a creature you control", chosen as it resolves
        }
        if (node instanceof EffectNode.PutCounters p) {
            Subject on = permanents(p.objects());
            if (on instanceof Subject.Each) countered = on; // "Those creatures ..." next: the same group, unmoved
            return new Effect.PutCounters(on, CounterKinds.check(p.kind()), amount(p.amount()));
        }
        if (node instanceof EffectNode.PutCountersUpTo p) { // 122.1
            return new Effect.PutCountersUpTo(permanents(p.objects()), CounterKinds.check(p.kind()), amount(p.max()), p.cap());
        }
        if (node instanceof EffectNode.Pump p) return pump(p);
        if (node instanceof EffectNode.GainsIndefinitely g) return gainsIndefinitely(g); // 611.2a
        if (node instanceof EffectNode.SetBase b) { // 613.4b
            return new Effect.SetBasePowerToughnessUntilEndOfTurn(grouped(permanents(b.objects())), b.power(), b.toughness());
        }
        if (node instanceof EffectNode.UntilEndOfCombat u) return new Effect.UntilEndOfCombat(lower(u.body())); // 500.5
        if (node instanceof EffectNode.WhileCounter w) return new Effect.WhileCounter(lower(w.body()), w.counter()); // 611.2b
        if (node instanceof EffectNode.BecomeLandType b) return new Effect.BecomeBasicLandType(permanents(b.objects()), b.landType()); // 305.7
        if (node instanceof EffectNode.UntilYourNextTurn u) return new Effect.UntilYourNextTurn(lower(u.body()), u.upkeep()); // 611.2a
        if (node instanceof EffectNode.PumpWhile p) return LastingLowering.pump(this, p); // 611.2b
        if (node instanceof EffectNode.LoseKeywords l) return LastingLowering.lose(grouped(permanents(l.objects())), l); // 613.1f
        if (node instanceof EffectNode.LoseAllAbilities l) return LastingLowering.loseAll(grouped(permanents(l.objects())), l);
        if (node instanceof EffectNode.BecomeWithBase b) return BecomeTypeLowering.effect(grouped(permanents(b.objects())), b);
        if (node instanceof EffectNode.UntilEndOfTurn u) return new Effect.UntilEndOfTurn(lower(u.body())); // 611.2a, 514.2
        if (node instanceof EffectNode.IsInAddition ia) {
            return InAdditionLowering.effect(permanents(ia.object()), ia.words(), ia.kind());
        }
        if (node instanceof EffectNode.Search s) return search(s);
        if (node instanceof EffectNode.RevealPiles rp) return new Effect.RevealTopPiles(amount(rp.count()), rp.opponentSeparates()); // 700.3
        if (node instanceof EffectNode.SearchEach se) return LibrarySearchLowering.each(this, se); // 701.23: one card of each kind
        if (node instanceof EffectNode.SearchAmong sa) return SearchAmongLowering.lower(this, sa); // 701.23: several kinds, different names
        if (node instanceof EffectNode.CombatRule r) return CombatLowering.thisTurn(this, r);
        if (node instanceof EffectNode.PumpForEachBlocker p) return CombatLowering.pumpForEachBlocker(this, p);
        if (node instanceof EffectNode.Shuffle s) return new Effect.ShuffleLibrary(player(s.who()));
        if (node instanceof EffectNode.IfActivatedTimes a) return SelfAbilityLowering.ifActivated(ctx, a); // 602.2
        if (node instanceof EffectNode.GainsQuoted g) return SelfAbilityLowering.gainsQuoted(this, ctx, g); // 611.2a
        if (node instanceof EffectNode.GainsQuotedUntilEndOfTurn g) return QuotedGainLowering.lower(this, ctx, g); // 611.2a, 113.1a
        if (node instanceof EffectNode.IfKicked k) {
            // 702.33e: on a permanent, whether it was a kicked spell (engine KickedRecords)
            int first = ctx.targets().size();
            Effect otherwise = k.otherwise() == null ? null : lower(k.otherwise());
            int mid = ctx.targets().size();
            if (k.then() instanceof EffectNode.KickedAmount ka) { // 702.33d: the same effect, another amount
                return new Effect.IfKicked(KickedLowering.withAmount(otherwise, amount(ka.amount())), otherwise);
            }
            int before = ctx.targets().size();
            Effect then = lower(k.then());
            PaymentLowering.noPaymentInside(then);
            // 601.2c: targets required only when kicked (and those of the text it replaces, only when not)
            if (ctx.targets().size() != before) return KickerTargetLowering.lower(ctx, then, otherwise, first, mid);
            return new Effect.IfKicked(then, otherwise);
        }
        if (node instanceof EffectNode.Prevent p) return new PreventionLowering(this).effect(p); // 615
        if (node instanceof EffectNode.NextTimeFrom n) return NextTimeLowering.effect(this, n); // 615.7, 614.9
        if (node instanceof EffectNode.DamageModified) throw new NotSupported("damage modified as a one-shot effect");
        if (node instanceof EffectNode.BecomeMonarch bm) return new Effect.BecomeMonarch(player(bm.who())); // 724.3
        if (node instanceof EffectNode.Venture v) { // 701.46a-d
            return v.undercity() ? new Effect.Venture(List.of(DungeonCards.undercity()), DungeonCards.UNDERCITY)
                    : new Effect.Venture(DungeonCards.ventureChoices(), "the dungeon");
        }
        if (node instanceof EffectNode.TakeInitiative ti) return new Effect.TakeInitiative(player(ti.who()), DungeonCards.undercity()); // 723.1
        if (node instanceof EffectNode.Connive cv) return new Effect.Connive(permanents(cv.subject())); // 701.47a
        if (node instanceof EffectNode.Explore ex) return new Effect.Explore(permanents(ex.subject())); // 701.40a
        if (node instanceof EffectNode.Fight f) { // 701.14a: the first named, then the one it fights
            if (f.first() instanceof ObjectRef.Targeted && f.second() instanceof ObjectRef.Targeted t && t.another()) {
                throw new NotSupported("\"another target\" after a target (other than the source or than that target?)");
            }
            Subject first = permanents(f.first());
            return new Effect.Fight(first, permanents(f.second()));
        }
        Effect made = TokenCounterLowering.lower(this, ctx, node); // 111.2, 122.5, 122.8, 701.10e
        if (made != null) return made;
        throw new IllegalStateException("no lowering for " + node);
    }


    // Moved out by job; these forward so that the lowerings keep one entry point.
    Subject grouped(Subject s) { return objects.grouped(s); }
    private Effect damage(EffectNode.Damage d) { return damages.damage(d); }
    Recipient recipient(DamageTo to) { return damages.recipient(to); }
    Subject cards(ObjectRef ref) { return objects.cards(ref); }
    Subject permanents(ObjectRef ref) { return objects.permanents(ref); }
    Who player(PlayerRef ref) { return players.player(ref); }
    Amount amount(AmountNode a) { return players.amount(a); }
    private Effect pump(EffectNode.Pump p) { return KeywordGrantLowering.pump(this, p); }
    private Effect gainsIndefinitely(EffectNode.GainsIndefinitely g) { return KeywordGrantLowering.gainsIndefinitely(this, g); }
    Effect search(EffectNode.Search s) { return LibrarySearchLowering.search(this, s); }

    Effect sacrifice(EffectNode.Sacrifice s) {
        if (!(s.objects() instanceof ObjectRef.Chosen ch)) throw new NotSupported("sacrificing a named object");
        NounLowering.Lowered l = NounLowering.lower(ch.noun());
        if (l.kind() != NounLowering.Kind.PERMANENT) throw new NotSupported("sacrificing cards or spells");
        var f = ch.other() ? l.filter().otherThanSource() : l.filter();
        if (f.controller() != Relation.ANY) throw new NotSupported("sacrifice with a controller clause");
        return new Effect.Sacrifice(player(s.who()), f, amount(ch.count()));
    }

}
