package dev.arbiter.cards.compile;

import dev.arbiter.engine.util.RecordTrees;
import dev.arbiter.cards.grammar.ast.AmountNode;
import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.Noun;
import dev.arbiter.cards.grammar.ast.ObjectRef;
import dev.arbiter.engine.ability.Amount;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.Subject;
import dev.arbiter.engine.ability.TargetFilter;
import dev.arbiter.engine.ability.Who;
import java.util.ArrayList;
import java.util.List;

/**
 * Lowers the phrases of {@code OneShotGrammar}: doubling a life total (119.5) and amounts equal
 * to an object's power, toughness or mana value (208.1, 202.3). Such an amount is exact only where
 * the object is still there to be read, or is a card targeted in a graveyard (its printed
 * characteristics are its last known information, 608.2h); anything that would need a permanent's
 * last known information is refused.
 */
final class OneShotLowering {
    /** The stat word of a doubling ({@code DoubleGrammar}): "doubled power" / "doubled toughness" (701.9b-c). */
    static final String DOUBLED = "doubled ";


    private final EffectLowering effects;
    private final ParseContext ctx;

    OneShotLowering(EffectLowering effects, ParseContext ctx) {
        this.effects = effects;
        this.ctx = ctx;
    }

    /** While lowering the effect of one player of "each player ...": "they" is that player. */
    private boolean perPlayer;

    /** The effect of {@code node} if it is one of these, else null. */
    Effect lower(EffectNode node) {
        Effect each = eachPlayer(node);
        if (each != null) return each;
        if (node instanceof EffectNode.May m && m.who() instanceof dev.arbiter.cards.grammar.ast.PlayerRef.You
                && m.effect() instanceof EffectNode.SacrificeObject so && m.ifTheyDo() != null && m.otherwise() == null) {
            // 608.2d: "you may sacrifice ~. If you do, ...": the rest happens only if ~ was sacrificed
            Subject s = effects.permanents(so.object());
            if (!(s instanceof Subject.Self)) return null;
            Effect then = effects.lower(m.ifTheyDo());
            PaymentLowering.noPaymentInside(then);
            return new Effect.MaySacrificeSourceThen(then);
        }
        if (node instanceof EffectNode.DoubleLife d) return new Effect.DoubleLifeTotal(effects.player(d.who()));
        if (node instanceof EffectNode.SetLife sl) return setLife(sl);
        if (node instanceof EffectNode.IfThen it) return InsteadLowering.ifThen(effects, ctx, it);
        if (node instanceof EffectNode.OnlyIf oi) return InsteadLowering.onlyIf(effects, ctx, oi); // 608.2c
        if (node instanceof EffectNode.SearchOthersLibrary so) return searchOthers(so);
        if (node instanceof EffectNode.WhenYouNextCast w) return NextCastLowering.lower(w, ctx); // 603.7
        if (node instanceof EffectNode.WheneverThisTurn w) return NextCastLowering.lower(w, ctx); // 603.7c
        if (node instanceof EffectNode.WhenDiesThisTurn w) return DiesThisTurnLowering.lower(w, ctx); // 603.7
        if (node instanceof EffectNode.SearchManaValueEqual sm) { // 701.23, 202.3: the value read as it resolves
            return new Effect.SearchWithManaValue((Effect.SearchLibrary) effects.search(sm.search()), effects.amountOf(sm.manaValue()));
        }
        if (node instanceof EffectNode.SearchUpTo su) { // 701.23, 107.3
            return new Effect.SearchUpToAmount((Effect.SearchLibrary) effects.search(su.search()), effects.amountOf(su.count()));
        }
        if (node instanceof EffectNode.Search s && s.noun().with().stream().anyMatch(w -> w.value() < 0)) return searchX(s);
        if (node instanceof EffectNode.ExileAnyNumberUntilLeaves e) { // 610.3, 608.2d
            if (!ctx.sourceIsPermanent()) throw new NotSupported("\"until ~ leaves the battlefield\" on a spell");
            NounLowering.Lowered l = NounLowering.lower(e.noun());
            if (l.kind() != NounLowering.Kind.PERMANENT || !e.noun().plural() || e.noun().zone() != null
                    || l.filter().controller() != dev.arbiter.engine.ability.Relation.YOU) {
                throw new NotSupported("exiling any number of \"" + e.noun() + "\"");
            }
            return new Effect.ExileAnyNumberUntilSourceLeaves(l.filter());
        }
        if (node instanceof EffectNode.ExileUntilLeaves e) {
            if (!ctx.sourceIsPermanent()) throw new NotSupported("\"until ~ leaves the battlefield\" on a spell");
            Subject s = effects.permanents(e.objects());
            // 610.3: a target, or all of a kind ("exile all artifacts your opponents control until ~ leaves the battlefield")
            if (!(s instanceof Subject.TargetObject) && !(s instanceof Subject.Each) && !(s instanceof Subject.EachControlledBy)
                    && !(s instanceof Subject.EachWithManaValue)
                    && !(s instanceof Subject.ThatObject && !ctx.namesCastSpell())) { // the trigger's object, 603.2
                throw new NotSupported("exiling other than targets until ~ leaves the battlefield");
            }
            return new Effect.ExileUntilSourceLeaves(s); // 610.3
        }
        if (node instanceof EffectNode.PumpForEach p) {
            if (p.count() instanceof AmountNode.Counted c && c.what().equals(dev.arbiter.cards.grammar.OneShotGrammar.ITS_COLORS)
                    && c.factor() == 1) { // 105.2: "gets +2/+2 until end of turn for each of its colors", each object's own
                return new Effect.PumpForEach(effects.permanents(p.objects()), p.power(), p.toughness(), new Amount.ColorsOfIt());
            }
            // 608.2h: the count is taken once, as the effect resolves
            return new Effect.PumpForEach(effects.permanents(p.objects()), p.power(), p.toughness(), effects.amount(p.count()));
        }
        return null;
    }

    /**
     * "each player loses 1 life for each creature they control", "~ deals damage to each player equal
     * to the number of lands they control": the effect once per player, "they" being that player (101.4); or null.
     */
    private Effect eachPlayer(EffectNode node) {
        if (node instanceof EffectNode.Life l && theirs(l.amount()) && each(l.who())) {
            Amount a = perPlayer(l.amount());
            Who that = new Who.ThatPlayer();
            return new Effect.ForEachPlayer(effects.player(l.who()), l.gain() ? new Effect.GainLife(that, a) : new Effect.LoseLife(that, a));
        }
        if (node instanceof EffectNode.Draw d && theirs(d.amount()) && each(d.who())) {
            return new Effect.ForEachPlayer(effects.player(d.who()), new Effect.DrawCards(new Who.ThatPlayer(), perPlayer(d.amount())));
        }
        if (node instanceof EffectNode.Damage d && theirs(d.amount()) && d.recipients().size() == 1
                && d.recipients().get(0) instanceof dev.arbiter.cards.grammar.ast.DamageTo.Players p && each(p.ref())) {
            // 120.1, 608.2c: "When ~ becomes monstrous, it deals damage to each opponent equal to ...": "it" with no other
            // object named is the source, as DamageRecipientLowering reads it
            boolean itIsSource = d.source() instanceof ObjectRef.Pronoun p2 && p2.word().equals("it") && ctx.sourceIsPermanent()
                    && ctx.lastObject() == null && !effects.objects.hostNamed
                    && (ctx.triggerIt() == null || ctx.triggerIt() instanceof dev.arbiter.engine.ability.Subject.Self);
            if (!(d.source() instanceof ObjectRef.Self) && !itIsSource) throw new NotSupported("damage dealt by another object than the source");
            Amount a = perPlayer(d.amount());
            return new Effect.ForEachPlayer(effects.player(p.ref()),
                    new Effect.DealDamage(a, new dev.arbiter.engine.ability.Recipient.Player(new Who.ThatPlayer())));
        }
        return null;
    }

    /** "Search target player's library for N cards and exile them. Then that player shuffles." (701.23) */
    private Effect searchOthers(EffectNode.SearchOthersLibrary so) {
        NounLowering.Lowered l = NounLowering.lower(so.noun());
        if (l.kind() != NounLowering.Kind.CARD) throw new NotSupported("library search (not cards)");
        return new Effect.SearchOthersLibrary(effects.player(so.whose()), l.filter(), so.count(), so.upTo(), so.exile(),
                so.ontoBattlefield());
    }

    /** "[player]'s life total becomes N" (119.5); for each player of "each player's", the amount read for that player. */
    private Effect setLife(EffectNode.SetLife sl) {
        if (each(sl.who())) {
            return new Effect.ForEachPlayer(effects.player(sl.who()), new Effect.SetLifeTotal(new Who.ThatPlayer(), perPlayer(sl.amount())));
        }
        if (theirs(sl.amount())) throw new NotSupported("\"they control\" with no player named");
        return new Effect.SetLifeTotal(effects.player(sl.who()), effects.amountOf(sl.amount()));
    }

    private static boolean each(dev.arbiter.cards.grammar.ast.PlayerRef who) {
        return who instanceof dev.arbiter.cards.grammar.ast.PlayerRef.EachPlayer || who instanceof dev.arbiter.cards.grammar.ast.PlayerRef.EachOpponent;
    }

    private boolean theirs(AmountNode a) {
        // "twice the number of nonbasic lands that player controls" (107.1): a count of theirs inside arithmetic too;
        // "the life they lost this turn", "the number of cards in that player's hand": read for each player in turn
        return dev.arbiter.engine.util.RecordTrees.contains(a, o -> o instanceof AmountNode.CountOfTheirs
                || o instanceof dev.arbiter.cards.grammar.ast.PlayerRef.That t && !t.word().equals("defending player")
                && (t.word().equals("they") || ctx.thatPlayer() == null)); // not a player named before (603.2)
    }

    private Amount perPlayer(AmountNode a) {
        perPlayer = true;
        Who before = ctx.lastPlayer();
        ctx.lastPlayer(new Who.ThatPlayer()); // "that player" / "they" in the amount: the player of this turn of the loop
        try {
            return effects.amountOf(a);
        } finally {
            perPlayer = false;
            ctx.lastPlayer(before);
        }
    }

    /** "search your library for a creature card with mana value X or less, ..." (701.23, 107.3). */
    private Effect searchX(EffectNode.Search s) {
        if (!ctx.xAvailable()) throw new NotSupported("variable amount (X not paid in the cost)");
        Noun n = s.noun();
        List<Noun.With> others = new ArrayList<>();
        Noun.With x = null;
        for (Noun.With w : n.with()) {
            if (w.value() < 0 && x == null && "mana value".equals(w.stat())) x = w;
            else others.add(w);
        }
        if (x == null || others.stream().anyMatch(w -> w.value() < 0)) throw new NotSupported("\"with power X\" in a search");
        if (!x.comparison().equals("or less") && !x.comparison().equals("or greater")) {
            throw new NotSupported("\"with mana value X\" exactly in a search");
        }
        Noun without = new Noun(n.adjectives(), n.heads(), n.subtypeModifiers(), n.controller(), others, n.plural(), n.zone());
        Effect search = effects.search(new EffectNode.Search(without, s.count(), s.destination(), s.tapped(), s.reveal()));
        return new Effect.SearchWithManaValueX((Effect.SearchLibrary) search, x.comparison().equals("or less"));
    }

    /** The amount of {@code a} if it is one of these, else null. */
    Amount amount(AmountNode a) {
        if (a instanceof AmountNode.ControlledAtTurnStart t) { // 500.1
            return TurnStartLowering.amount(t, perPlayer || ctx.thatPlayer() instanceof Who.ThatPlayer ? new Who.ThatPlayer() : null);
        }
        if (a instanceof AmountNode.CountOfTheirs t) {
            // "they": the player of "each player ...", or the player a trigger names (603.2)
            if (!perPlayer && !(ctx.thatPlayer() instanceof Who.ThatPlayer)) throw new NotSupported("\"they control\" with no player named");
            Noun n = t.noun();
            if (n.zone() != null) throw new NotSupported("variable amount (cards they own)");
            NounLowering.Lowered l = NounLowering.lower(new Noun(n.adjectives(), n.heads(), n.subtypeModifiers(), null, n.with(),
                    n.plural(), null));
            if (l.kind() != NounLowering.Kind.PERMANENT) throw new NotSupported("variable amount (cards they control)");
            Amount count = new Amount.ControlledByThatPlayer(l.filter());
            return t.factor() == 1 ? count : new Amount.Times(t.factor(), count);
        }
        if (a instanceof AmountNode.Counted c) {
            Amount count = switch (c.what()) {
                case "opponents" -> new Amount.CountPlayers(true);
                case "players" -> new Amount.CountPlayers(false);
                case dev.arbiter.cards.grammar.OneShotGrammar.DIED -> new Amount.CreaturesDiedThisTurn(); // 700.4
                case dev.arbiter.cards.grammar.OneShotGrammar.PARTY -> new Amount.PartySize(); // 700.8
                case dev.arbiter.cards.grammar.OneShotGrammar.COLORS_AMONG -> new Amount.ColorsAmongPermanents(); // 105.2
                case dev.arbiter.cards.grammar.OneShotGrammar.ITS_COLORS -> throw new NotSupported("variable amount (\"for each of its colors\" other than a pump)");
                default -> new Amount.BasicLandTypes();
            };
            return c.factor() == 1 ? count : new Amount.Times(c.factor(), count);
        }
        if (a instanceof AmountNode.Devotion d) return DevotionLowering.amount(d); // 700.5
        if (a instanceof AmountNode.LifeLostThisTurn ll) return new Amount.LifeLostThisTurn(effects.player(ll.who())); // 119.3
        if (a instanceof AmountNode.OpponentsWithFewer o) { // 102.1, 107.1: opponents controlling fewer than you
            NounLowering.Lowered l = NounLowering.lower(o.noun());
            if (l.kind() != NounLowering.Kind.PERMANENT || l.filter().controller() != dev.arbiter.engine.ability.Relation.ANY
                    || l.filter().other()) {
                throw new NotSupported("variable amount (opponents who control fewer " + o.noun().heads() + ")");
            }
            Amount count = new Amount.OpponentsWithFewer(l.filter());
            return o.factor() == 1 ? count : new Amount.Times(o.factor(), count);
        }
        if (a instanceof AmountNode.CountedThisTurn t) { // 601.2i, 121.1: from the turn's history
            Amount count = new Amount.CountedThisTurn(effects.player(t.who()), t.spells());
            return t.factor() == 1 ? count : new Amount.Times(t.factor(), count);
        }
        if (a instanceof AmountNode.Sacrificed sa) return SacrificedLowering.amount(sa); // 608.2h
        if (a instanceof AmountNode.CountersOn co) { // 122, 608.2h: the source's counters
            Subject on = countedObject(co.object());
            if (on instanceof Subject.ThatObject && !ctx.namesCastSpell()) { // 603.2, 603.10a: the trigger's object
                Amount count = new Amount.CountersOnThatObject(co.kind());
                return co.factor() == 1 ? count : new Amount.Times(co.factor(), count);
            }
            if (!(on instanceof Subject.Self)) {
                throw new NotSupported("counters on an object other than the source");
            }
            if (!ctx.sourceIsPermanent()) throw new NotSupported("counters on a spell");
            Amount count = new Amount.CountersOnSource(co.kind());
            return co.factor() == 1 ? count : new Amount.Times(co.factor(), count);
        }
        if (!(a instanceof AmountNode.StatOf st)) return null;
        if (st.stat().startsWith(DOUBLED)) { // 701.9c, 107.1b: the value a doubling adds keeps a negative sign
            Amount plain = amount(new AmountNode.StatOf(st.object(), st.stat().substring(DOUBLED.length())));
            return plain == null ? null : new Amount.Doubled(plain);
        }
        if (effects.sacrificedNoun != null && ctx.lastObject() == null && st.object() instanceof ObjectRef.Pronoun p
                && p.word().equals("that " + effects.sacrificedNoun)) { // 608.2h: the permanent this effect sacrificed
            return SacrificedLowering.amount(new AmountNode.Sacrificed(st.stat(), effects.sacrificedNoun, false));
        }
        if (effects.sacrificedNoun == null && ctx.sacrificedAsCost() != null && ctx.lastObject() == null
                && st.object() instanceof ObjectRef.Pronoun p && p.word().equals("that " + ctx.sacrificedAsCost())) {
            return SacrificedLowering.amount(new AmountNode.Sacrificed(st.stat(), ctx.sacrificedAsCost(), false)); // 608.2h: the cost's
        }
        if (st.object() instanceof ObjectRef.Self && ctx.selfSacrificedAsCost()) return SacrificedLowering.self(st.stat()); // 608.2h
        Subject s = st.object() instanceof ObjectRef.Targeted t && dev.arbiter.cards.grammar.ReferenceGrammar.namesCards(t.noun())
                ? effects.cards(st.object()) : effects.permanents(st.object());
        Amount.StatOf.Stat stat = StatWords.stat(st.stat());
        if (s instanceof Subject.Self && ctx.sourceIsPermanent()) {
            return new Amount.StatOf(s, stat, false); // 608.2h: the engine keeps the source's last known stats
        }
        if (s instanceof Subject.ThatObject) return new Amount.StatOf(s, stat, false); // 608.2h: the engine keeps its last known stats
        if (!(s instanceof Subject.TargetObject t)) {
            throw new NotSupported("a characteristic of an object that may have left the battlefield (last known information)");
        }
        TargetFilter filter = ctx.targets().get(t.index()).filter();
        boolean printed = filter instanceof TargetFilter.CardInGraveyard || filter instanceof TargetFilter.GraveyardCard;
        return new Amount.StatOf(s, stat, printed);
    }

    /**
     * {@code effect} as it is, after checking 608.2h: a permanent read after this same effect moved
     * it needs its last known information, which the engine keeps for the resolution only for a target
     * ({@code MovedTargetStats}); other such text is refused.
     */
    static Effect checked(Effect effect) {
        if (!RecordTrees.contains(effect, Amount.StatOf.class)) return effect; // most effects read no characteristic
        List<Effect> leaves = new ArrayList<>();
        flatten(effect, leaves);
        List<Subject> moved = new ArrayList<>();
        for (Effect e : leaves) {
            for (Amount.StatOf st : stats(e, new ArrayList<>())) {
                // a target moved by this effect is read as it last existed (the engine keeps it for the resolution)
                if (!st.printed() && moved.contains(st.subject()) && !(st.subject() instanceof Subject.TargetObject)) {
                    throw new NotSupported("a characteristic of a permanent after it left the battlefield (last known information)");
                }
            }
            Subject m = movedBy(e);
            if (m != null) moved.add(m);
        }
        return effect;
    }

    private static Subject movedBy(Effect e) {
        if (e instanceof Effect.Destroy d) return d.subject();
        if (e instanceof Effect.DestroyNoRegeneration d) return d.subject();
        if (e instanceof Effect.Exile x) return x.subject();
        if (e instanceof Effect.ReturnToHand r) return r.subject();
        if (e instanceof Effect.PutOnTopOfLibrary p) return p.subject();
        if (e instanceof Effect.PutOnBottomOfLibrary p) return p.subject();
        if (e instanceof Effect.SacrificePermanent p) return p.subject();
        return null;
    }

    /** The effects in the order they happen, optional parts in place. */
    private static void flatten(Effect e, List<Effect> out) {
        if (e instanceof Effect.Sequence s) {
            for (Effect x : s.effects()) flatten(x, out);
        } else if (e instanceof Effect.ThatPlayerControls t) { // "that creature's controller" read first (608.2h), its effects in order
            flatten(t.effect(), out);
        } else if (e instanceof Effect.Optional o) {
            flatten(o.effect(), out);
            if (o.ifTheyDo() != null) flatten(o.ifTheyDo(), out);
            if (o.otherwise() != null) flatten(o.otherwise(), out);
        } else if (e instanceof Effect.ChooseOnResolution c) { // 608.2d: each option, checked as if any could happen
            for (Effect o : c.options()) flatten(o, out);
        } else if (e instanceof Effect.FlipCoin f) { // 705: either outcome, checked as if both could happen
            if (f.win() != null) flatten(f.win(), out);
            if (f.lose() != null) flatten(f.lose(), out);
        } else {
            out.add(e);
        }
    }

    /** The stat amounts anywhere inside a record. */
    private static List<Amount.StatOf> stats(Object o, List<Amount.StatOf> out) {
        return RecordTrees.all(o, Amount.StatOf.class, out);
    }

    /**
     * The object whose counters are counted: as any reference, but "it" with nothing else named before it and no object
     * the trigger names ("When ~ leaves the battlefield, draw a card for each +1/+1 counter on it") is the source, the one
     * object the ability mentions (608.2c), read as it last existed (608.2h).
     */
    private Subject countedObject(ObjectRef ref) {
        try {
            return effects.permanents(ref);
        } catch (NotSupported e) {
            if (ref instanceof ObjectRef.Pronoun p && p.word().equals("it") && ctx.sourceIsPermanent() && ctx.lastObject() == null
                    && ctx.triggerIt() == null && ctx.triggerThatObject() == null) return new Subject.Self();
            throw e;
        }
    }
}
