package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.ast.AmountNode;
import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.ObjectRef;
import dev.arbiter.cards.grammar.ast.PlayerRef;
import dev.arbiter.engine.ability.Amount;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.LibraryEffects;
import dev.arbiter.engine.ability.ObjectFilter;
import dev.arbiter.engine.ability.Subject;
import dev.arbiter.engine.ability.TargetFilter;
import dev.arbiter.engine.ability.TargetSpec;
import dev.arbiter.engine.ability.Who;
import dev.arbiter.engine.characteristic.CardType;
import java.util.Locale;

/**
 * Lowers the effects of {@code ZoneVerbGrammar}: optional payments (608.2d), libraries (401.4,
 * 701.16, 701.20), hands (701.8), "tap or untap" (701.26), countering with a spell filter (701.5a),
 * "where X is" and the amounts that count a player's cards (107.1). What the engine can't do
 * exactly throws {@link NotSupported}.
 */
final class ZoneEffectLowering {

    private final EffectLowering base;
    private final ParseContext ctx;
    private final CounterLowering counters;
    private final PaymentLowering payments;

    ZoneEffectLowering(EffectLowering base, ParseContext ctx) {
        this.base = base;
        this.ctx = ctx;
        this.counters = new CounterLowering(base, ctx);
        this.payments = new PaymentLowering(base, ctx);
    }

    /** The effect of {@code node}, or null when it is not one of these. */
    Effect lower(EffectNode node) {
        if (node instanceof EffectNode.May m && m.effect() instanceof EffectNode.PayMana p) return payments.mayPay(m, p);
        if (node instanceof EffectNode.May m && m.effect() instanceof EffectNode.SacrificeObject
                && (m.ifTheyDo() != null || m.otherwise() != null)) {
            // 608.2d: "if you do" needs to know whether the sacrifice happened; the object may be gone
            throw new NotSupported("\"if you do\" after sacrificing an object that may be gone");
        }
        if (node instanceof EffectNode.May m && m.effect() instanceof EffectNode.PutFromHand p && m.ifTheyDo() == null
                && m.otherwise() == null && samePlayer(m.who(), p.who())) {
            Effect.PutFromHandOntoBattlefield put = putFromHand(p, true); // choosing no card is declining
            PutThenLowering.afterPut(ctx, put); // 608.2c: "it" is the permanent put this way
            return put;
        }
        if (node instanceof EffectNode.May m && m.effect() instanceof EffectNode.PutFromHand p && m.ifTheyDo() != null
                && m.otherwise() == null && samePlayer(m.who(), p.who()) && PutThenLowering.binds(ctx)) {
            // 608.2d: "If you do" is "if a card was put"; "it" there is that permanent (608.2c)
            Effect.PutFromHandOntoBattlefield put = putFromHand(p, true);
            PutThenLowering.afterPut(ctx, put);
            return new Effect.PutFromHandThen(put, base.lower(m.ifTheyDo()));
        }
        if (node instanceof EffectNode.PayMana) throw new NotSupported("paying mana outside \"you may pay\"");
        if (node instanceof EffectNode.UnlessControllerPays u) return payments.unlessControllerPays(u);
        if (node instanceof EffectNode.LookAtTop l) {
            return new Effect.ReorderTopOfLibrary(base.player(l.whose()), base.amountOf(l.amount()));
        }
        if (node instanceof EffectNode.RevealPutThenShuffle rp) { // 701.16a, 122.6, 608.2c, 701.20a
            Effect then = null;
            if (rp.then() != null) {
                dev.arbiter.engine.ability.Subject before = ctx.lastObject();
                ctx.lastObject(new dev.arbiter.engine.ability.Subject.ThatObject()); // "it": the card put
                then = base.lower(rp.then());
                ctx.lastObject(before);
            }
            return new Effect.RevealTopPutOntoBattlefieldThenShuffle(base.amountOf(rp.amount()), cardFilter(rp.noun()),
                    rp.counterKind(), rp.counters(), then);
        }
        if (node instanceof EffectNode.LookAndTake l) {
            return new Effect.LookAtTopPutIntoHand(base.amountOf(l.amount()), ResolvingXFilter.filter(l.noun(), ctx,
                    ZoneEffectLowering::cardFilter), l.max(), // 107.3: "with mana value X or less"
                    l.restToGraveyard(), l.mandatory(), l.randomOrder(), !l.battlefield() ? LibraryEffects.TopCardPlace.HAND
                    : l.tapped() ? LibraryEffects.TopCardPlace.BATTLEFIELD_TAPPED : LibraryEffects.TopCardPlace.BATTLEFIELD);
        }
        if (node instanceof EffectNode.PutOnLibrary p && p.objects() instanceof ObjectRef.Self && !ctx.sourceIsPermanent()
                && p.fromTop() <= 1) { // 608.2n: "Put ~ on the bottom of its owner's library" in a spell's text
            return new Effect.MoveThisSpell(p.bottom() ? Effect.MoveThisSpell.Destination.LIBRARY_BOTTOM
                    : Effect.MoveThisSpell.Destination.LIBRARY_TOP);
        }
        if (node instanceof EffectNode.PutOnLibrary p) {
            Subject s = !graveyardCard(p.objects()) ? base.permanents(p.objects())
                    : baseReadsCard(p.objects()) ? base.cards(p.objects()) // the older reading's target, for the same abilities
                    : graveyardTarget((ObjectRef.Targeted) p.objects());
            if (p.fromTop() > 1) return new Effect.PutIntoLibraryFromTop(s, p.fromTop()); // 401.4: "second from the top"
            return p.bottom() ? new Effect.PutOnBottomOfLibrary(s) : new Effect.PutOnTopOfLibrary(s);
        }
        if (node instanceof EffectNode.DiscardChosen d) {
            return new Effect.DiscardChosenByYou(base.player(d.who()), cardFilter(d.noun()), d.reveal(), base.amountOf(d.count()));
        }
        if (node instanceof EffectNode.LookAtHand l) return new Effect.LookAtHand(base.player(l.who()), l.atRandom());
        if (node instanceof EffectNode.TapOrUntap t) return new Effect.TapOrUntapChosen(base.permanents(t.objects()));
        if (node instanceof EffectNode.PutFromHand p) {
            Effect.PutFromHandOntoBattlefield put = putFromHand(p, false);
            PutThenLowering.afterPut(ctx, put); // 608.2c
            return put;
        }
        if (node instanceof EffectNode.ReturnAtRandom r) { // the controller's graveyard, chosen by the seeded generator
            return new Effect.ReturnRandomFromGraveyard(cardFilter(r.noun()), base.amountOf(r.count()));
        }
        if (node instanceof EffectNode.SwitchPowerAndToughness sw) { // 613.4d
            return new Effect.SwitchPowerToughnessUntilEndOfTurn(base.permanents(sw.object()));
        }
        if (node instanceof EffectNode.ShuffleObjectsIn sh) return ShuffleInLowering.lower(this, base, ctx, sh); // 701.20a
        if (node instanceof EffectNode.ShuffleSelfIn) {
            return new Effect.ShuffleSourceIntoLibrary();
        }
        if (node instanceof EffectNode.ShuffleZonesIn z) {
            return new Effect.ShuffleZonesIntoLibrary(base.player(z.who()), z.hand(), z.graveyard());
        }
        if (node instanceof EffectNode.DiscardHand d) return new Effect.DiscardHand(base.player(d.who()));
        if (node instanceof EffectNode.WhereX w) return WhereXLowering.lower(base, ctx, w); // 107.3
        if (node instanceof EffectNode.MoveThenControllerGains g) {
            Effect move = base.lower(g.move());
            Subject moved = ctx.lastObject();
            boolean leaves = move instanceof Effect.Exile || move instanceof Effect.PutOnTopOfLibrary
                    || move instanceof Effect.PutOnBottomOfLibrary || move instanceof Effect.Destroy;
            if (!leaves || !(moved instanceof Subject.TargetObject)) {
                throw new NotSupported("life equal to the power of an object not moved just before");
            }
            return new Effect.ControllerGainsLifeEqualToStat(moved, g.toughness(), move);
        }
        if (node instanceof EffectNode.MoveThenLifeEqualToStat g) { // 608.2h
            Effect move = base.lower(g.move());
            Subject moved = ctx.lastObject();
            if (!(move instanceof Effect.Exile || move instanceof Effect.Destroy || move instanceof Effect.DestroyNoRegeneration)
                    || !(moved instanceof Subject.TargetObject)) {
                throw new NotSupported("life equal to the power of an object not moved just before");
            }
            dev.arbiter.engine.ability.Amount.StatOf.Stat stat = switch (g.stat()) {
                case "toughness" -> dev.arbiter.engine.ability.Amount.StatOf.Stat.TOUGHNESS;
                case "mana value" -> dev.arbiter.engine.ability.Amount.StatOf.Stat.MANA_VALUE; // 202.3
                default -> dev.arbiter.engine.ability.Amount.StatOf.Stat.POWER;
            };
            if (g.life().who() instanceof PlayerRef.ControllerOf co && !co.owner() && co.object() instanceof ObjectRef.Pronoun p
                    && p.word().startsWith("that ") && moved instanceof Subject.TargetObject t
                    && ctx.targets().get(t.index()).max() == 1 && ctx.targets().get(t.index()).min() == 1
                    && ctx.targets().get(t.index()).text().toLowerCase(Locale.ROOT).endsWith(" " + p.word().substring(5))) {
                // "That artifact's controller gains life equal to its mana value": the controller as the effect
                // begins (608.2h) is "that player" after the move
                return new Effect.ThatPlayerControls(moved,
                        new Effect.MoveThenLifeEqualToStat(new Who.ThatPlayer(), g.life().gain(), moved, stat, move));
            }
            return new Effect.MoveThenLifeEqualToStat(base.player(g.life().who()), g.life().gain(), moved, stat, move);
        }
        if (node instanceof EffectNode.ControllerGainsStat) {
            throw new NotSupported("\"its controller gains life equal to its power\" with nothing moved before");
        }
        if (node instanceof EffectNode.Exile e && graveyardCard(e.objects())) {
            return new Effect.Exile(graveyardTarget((ObjectRef.Targeted) e.objects()));
        }
        if (node instanceof EffectNode.ReturnToBattlefield r && !r.underYourControl() && ReturnLowering.graveyardCards(r.objects())
                && !baseReadsCard(r.objects())) { // "target creature card with mana value 2 or less from your graveyard"
            return new Effect.ReturnToBattlefield(ReturnLowering.permanentCards(graveyardTarget((ObjectRef.Targeted) r.objects()),
                    ctx), r.withCounter() == null ? null : CounterKinds.check(r.withCounter()), r.tapped()); // 122.6
        }
        if (node instanceof EffectNode.ReturnToHand r && graveyardCard(r.objects()) && !baseReadsCard(r.objects())) {
            return new Effect.ReturnToHand(graveyardTarget((ObjectRef.Targeted) r.objects()));
        }
        if (node instanceof EffectNode.PumpX p) return pumpX(p);
        if (node instanceof EffectNode.PumpXEither p) { // 608.2d: the second names the same object ("it") or the same group
            Effect first = pumpX(new EffectNode.PumpX(p.objects(), p.first()));
            boolean same = p.objects() instanceof ObjectRef.Every || p.objects() instanceof ObjectRef.Self
                    || p.objects() instanceof ObjectRef.Attached; // "~" / "enchanted creature" name it again alike
            ObjectRef again = same ? p.objects() : new ObjectRef.Pronoun("it");
            if (!same && ctx.lastObject() == null) {
                throw new NotSupported("\"+X/+X or -X/-X\" on an object named without a target");
            }
            Effect second = pumpX(new EffectNode.PumpX(again, p.second()));
            return new Effect.ChooseOnResolution(java.util.List.of(first, second), java.util.List.of(p.first(), p.second()));
        }
        if (node instanceof EffectNode.TapAllOf t) {
            NounLowering.Lowered l = NounLowering.lower(t.noun());
            if (l.kind() != NounLowering.Kind.PERMANENT) throw new NotSupported("tapping cards or spells");
            return new Effect.TapAllControlledBy(base.player(t.who()), l.filter(), !t.untap(), t.skipNextUntap());
        }
        if (node instanceof EffectNode.SearchZonesForName n) { // 701.19, 201.2: the cards with a name, from three zones
            Who whose = base.player(n.whose()); // "its controller's": read as the effect begins (608.2h)
            if (n.sameAs() == null) return new Effect.SearchZonesForName(whose, null, cardFilter(n.nameOf()), n.all());
            String word = ((dev.arbiter.cards.grammar.ast.ObjectRef.Pronoun) n.sameAs()).word();
            Subject same = word.equals("that spell") && ctx.lastObject() == null && base.counteredSpell != null
                    ? base.counteredSpell : base.permanents(n.sameAs());
            if (!(same instanceof Subject.TargetObject)) throw new NotSupported("a name search for an object other than a target");
            return new Effect.SearchZonesForName(whose, same, null, n.all());
        }
        if (node instanceof EffectNode.PlayerExiles x) { // 406.1: the player chooses among their own cards
            if (x.amount() == null) return new Effect.MoveAllFromGraveyards(base.player(x.who()), cardFilter(x.noun()), false);
            return new Effect.ExileOwnCards(base.player(x.who()), base.amountOf(x.amount()), cardFilter(x.noun()), x.fromHand());
        }
        if (node instanceof EffectNode.ExileChosenFromHandUntilLeaves x) { // 610.3
            if (!ctx.sourceIsPermanent()) throw new NotSupported("\"until ~ leaves the battlefield\" on a spell");
            return new Effect.ExileChosenFromHandUntilLeaves(base.player(x.who()), cardFilter(x.noun()));
        }
        if (node instanceof EffectNode.ExileChosenFromHand x) {
            return new Effect.ExileChosenFromHand(base.player(x.who()), cardFilter(x.noun()));
        }
        if (node instanceof EffectNode.LookAtTopMayMove l) return new Effect.LookAtTopCardMayMove(base.player(l.whose()), l.bottom());
        if (node instanceof EffectNode.ExileGraveyard g) return new Effect.ExileGraveyard(base.player(g.who()));
        if (node instanceof EffectNode.DoesntUntap d) return new Effect.DoesntUntapNextUntapStep(base.permanents(d.objects()));
        if (node instanceof EffectNode.ReturnChosen rc) {
            NounLowering.Lowered l = NounLowering.lower(rc.objects().noun());
            if (l.kind() != NounLowering.Kind.PERMANENT) throw new NotSupported("returning cards chosen from a zone");
            ObjectFilter f = l.filter().controlledBy(dev.arbiter.engine.ability.Relation.ANY);
            if (rc.objects().other()) f = f.otherThanSource();
            return new Effect.ReturnChosenToHand(base.player(rc.who()), f, base.amountOf(rc.objects().count()));
        }
        if (node instanceof EffectNode.PutOntoBattlefieldYours p && p.objects() instanceof ObjectRef.Pronoun
                && ctx.lastObject() instanceof Subject.TargetObject last
                && ctx.targets().get(last.index()).filter() instanceof TargetFilter.GraveyardCard g) {
            // "Choose target creature card in a graveyard ... Put that card onto the battlefield under your control" (115.1)
            if (g.filter().anyOfTypes() == 0 || (g.filter().anyOfTypes() & ~CardType.PERMANENT_MASK) != 0
                    || (g.filter().anyOfTypes() & CardType.ENCHANTMENT.bit()) != 0) {
                throw new NotSupported("putting a card that may not be a permanent (or an Aura) onto the battlefield");
            }
            return new Effect.PutOntoBattlefieldUnderYourControl(last, p.tapped(), null);
        }
        if (node instanceof EffectNode.PutOntoBattlefieldYours p) {
            if (!graveyardCard(p.objects())) throw new NotSupported("putting something other than a graveyard card onto the battlefield");
            ObjectRef.Targeted t = (ObjectRef.Targeted) p.objects();
            ObjectFilter f = NounLowering.lower(t.noun()).filter();
            if (f.anyOfTypes() == 0 || (f.anyOfTypes() & ~CardType.PERMANENT_MASK) != 0
                    || (f.anyOfTypes() & CardType.ENCHANTMENT.bit()) != 0) {
                throw new NotSupported("putting a card that may not be a permanent (or an Aura) onto the battlefield");
            }
            return new Effect.PutOntoBattlefieldUnderYourControl(graveyardTarget(t), p.tapped(), null);
        }
        if (node instanceof EffectNode.RevealTop rt) {
            Effect reveal = new Effect.RevealTopCard(base.player(rt.who()));
            ctx.lastObject(null); // 701.16a: "that card" after it is the revealed card, which no Subject names: not an earlier object
            return reveal;
        }
        if (node instanceof EffectNode.SacrificeObject so) {
            Subject s = base.permanents(so.object());
            if (s instanceof Subject.Each) throw new NotSupported("sacrificing every object named");
            return new Effect.SacrificePermanent(s);
        }
        Effect countered = counters.lower(node); // 701.5a
        if (countered != null) return countered;
        if (node instanceof EffectNode.ExtraTurns t) return new Effect.TakeExtraTurns(base.player(t.who()), t.count());
        if (node instanceof EffectNode.DamageUnpreventableThisTurn) return new Effect.DamageCantBePreventedThisTurn(); // 615.12
        if (node instanceof EffectNode.CantPlayLandsThisTurn n) return new Effect.CantPlayLandsThisTurn(base.player(n.who())); // 305.2
        if (node instanceof EffectNode.CantGainLifeThisTurn n) return new Effect.CantGainLifeThisTurn(base.player(n.who())); // 119.7
        if (node instanceof EffectNode.CantCastThisTurn n) { // 601.3
            NounLowering.Lowered l = NounLowering.lower(n.spells());
            if (l.kind() != NounLowering.Kind.SPELL || !n.spells().plural() || n.spells().zone() != null
                    || n.spells().controller() != null) throw new NotSupported("\"can't cast\" " + n.spells());
            return new Effect.CantCastThisTurn(base.player(n.who()), l.filter());
        }
        if (node instanceof EffectNode.AdditionalPhases p) return new Effect.AdditionalPhases(p.after(), p.phases()); // 500.8
        return null;
    }

    private Effect.PutFromHandOntoBattlefield putFromHand(EffectNode.PutFromHand p, boolean optional) {
        ObjectFilter f = ResolvingXFilter.filter(p.noun(), ctx, ZoneEffectLowering::cardFilter); // 107.3: "with mana value X"
        // 110.4b: only permanent cards are put; 303.4f: an Aura chooses what it enchants as it enters (the engine asks)
        return new Effect.PutFromHandOntoBattlefield(base.player(p.who()), f, optional, p.tapped());
    }

    /** Whether "each other player may put ... from their hand" names the same players twice ("they"). */
    private static boolean samePlayer(PlayerRef may, PlayerRef put) {
        return may.equals(put) || put instanceof PlayerRef.You && may instanceof PlayerRef.You;
    }

    /** "+X/+0", "-X/-X", "+X/-X": each half a signed number or a signed X (611.2a). */
    private Effect pumpX(EffectNode.PumpX p) {
        String[] parts = p.pt().split("/");
        if (parts.length != 2) throw new NotSupported("P/T change \"" + p.pt() + "\"");
        Subject s = base.permanents(p.objects());
        Amount[] amounts = new Amount[2];
        int[] signs = new int[2];
        for (int i = 0; i < 2; i++) {
            String part = parts[i];
            signs[i] = part.startsWith("-") ? -1 : 1;
            String body = part.startsWith("+") || part.startsWith("-") ? part.substring(1) : part;
            if (body.equals("X")) {
                amounts[i] = base.amountOf(new AmountNode.X());
            } else if (!body.isEmpty() && body.chars().allMatch(ch -> ch >= '0' && ch <= '9')) {
                amounts[i] = Amount.of(Integer.parseInt(body));
            } else {
                throw new NotSupported("P/T change \"" + p.pt() + "\"");
            }
        }
        return new Effect.PumpByAmountUntilEndOfTurn(s, amounts[0], signs[0], amounts[1], signs[1]);
    }

    /** Whether the reference is "target [noun] card(s) from [a graveyard]". */
    private static boolean graveyardCard(ObjectRef ref) {
        return ref instanceof ObjectRef.Targeted t && t.noun().hasHead("card") && t.noun().zone() != null
                && t.noun().zone().contains("graveyard") && !t.noun().hasHead("permanent");
    }

    /** Whether the older reading of graveyard cards takes this one (then it keeps it, for the same abilities). */
    private boolean baseReadsCard(ObjectRef ref) {
        ParseContext.Snapshot snap = ctx.snapshot();
        try {
            base.cards(ref);
            return true;
        } catch (NotSupported e) {
            return false;
        } finally {
            base.restore(snap);
        }
    }

    /** "target Zombie card from your graveyard", "up to two target creature cards from a graveyard" (115.1, 400.1). */
    Subject graveyardTarget(ObjectRef.Targeted t) {
        long xBits = SpellXFilter.targetBits(t.noun()); // 107.3, 601.2b: "target creature card with mana value X or less"
        NounLowering.Lowered l = NounLowering.lower(xBits == 0 ? t.noun() : SpellXFilter.withoutTargetX(t.noun(), ctx));
        if (l.kind() != NounLowering.Kind.CARD) throw new NotSupported("target \"" + t.text() + "\" (no such target filter)");
        ObjectFilter f = l.filter();
        if (f.controller() != dev.arbiter.engine.ability.Relation.ANY) {
            throw new NotSupported("target \"" + t.text() + "\" (no such target filter)");
        }
        if (t.another()) f = f.otherThanSource();
        if (xBits != 0) f = f.withQualities(f.more().chosen(f.more().chosen() | xBits));
        f = ReturnLowering.permanentTypes(t.noun(), f); // 110.4b: "permanent card"
        dev.arbiter.engine.ability.Relation owner = switch (t.noun().zone()) {
            case "your graveyard" -> dev.arbiter.engine.ability.Relation.YOU;
            case "an opponent's graveyard" -> dev.arbiter.engine.ability.Relation.OPPONENT;
            case "a graveyard", "a single graveyard" -> dev.arbiter.engine.ability.Relation.ANY;
            case "graveyards" -> {
                if (!t.noun().plural()) throw new NotSupported("target \"" + t.text() + "\" (no such target filter)");
                yield dev.arbiter.engine.ability.Relation.ANY; // "up to two target cards from graveyards"
            }
            default -> throw new NotSupported("target \"" + t.text() + "\" (no such target filter)");
        };
        boolean one = "a single graveyard".equals(t.noun().zone()); // 601.2c: all from the same graveyard
        if (one && t.max() < 2) throw new NotSupported("target \"" + t.text() + "\" (no such target filter)");
        // 115.1, 601.2c: "up to three target cards from an opponent's graveyard" names one opponent's graveyard ("on top
        // of their library"): the cards chosen for the one word "target" all come from it
        if (owner == dev.arbiter.engine.ability.Relation.OPPONENT && t.max() > 1) one = true;
        int index = ctx.addTarget(new TargetSpec(new TargetFilter.GraveyardCard(f, owner, one), t.min(), t.max(), t.text()));
        Subject s = new Subject.TargetObject(index);
        ctx.lastObject(s);
        return s;
    }

    /** A card noun (not in a zone) as a filter of cards. */
    private static ObjectFilter cardFilter(dev.arbiter.cards.grammar.ast.Noun noun) {
        NounLowering.Lowered l = NounLowering.lower(noun);
        if (l.kind() != NounLowering.Kind.CARD) throw new NotSupported("a card filter that isn't about cards");
        ObjectFilter f = ReturnLowering.permanentTypes(noun, l.filter()); // "snow permanent cards": permanent types only (110.4b)
        if (f.controller() != dev.arbiter.engine.ability.Relation.ANY || f.other()) {
            throw new NotSupported("a card filter with a controller");
        }
        return f;
    }

    /** The amounts of this grammar, or null. */
    Amount amount(AmountNode a) {
        if (a instanceof AmountNode.EqualTo e) return new Amount.DefinedX(base.amountOf(e.value()), true);
        if (a instanceof AmountNode.CardsInHand h) return new Amount.CardsInHand(base.player(h.who()));
        if (a instanceof AmountNode.CardsInLibrary l) return new Amount.CardsInLibrary(base.player(l.who()));
        if (a instanceof AmountNode.CardsInGraveyard g) return new Amount.CardsInGraveyard(base.player(g.who())); // 404
        if (a instanceof AmountNode.Half h) return new Amount.Half(base.amountOf(h.of()), h.roundUp());
        if (a instanceof AmountNode.Plus p) return new Amount.Plus(base.amountOf(p.of()), p.add()); // 107.1
        return null;
    }
}
