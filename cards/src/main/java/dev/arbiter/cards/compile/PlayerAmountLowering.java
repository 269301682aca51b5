package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.ReferenceGrammar;
import dev.arbiter.cards.grammar.ast.AmountNode;
import dev.arbiter.cards.grammar.ast.DamageTo;
import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.Noun;
import dev.arbiter.cards.grammar.ast.ObjectRef;
import dev.arbiter.cards.grammar.ast.PlayerRef;
import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Amount;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.Recipient;
import dev.arbiter.engine.ability.Relation;
import dev.arbiter.engine.ability.Subject;
import dev.arbiter.engine.ability.TargetFilter;
import dev.arbiter.engine.ability.TargetSpec;
import dev.arbiter.engine.ability.Who;
import java.util.ArrayList;
import java.util.List;

/**
 * The players and amounts of an effect, for {@link EffectLowering}: "you", each player, a targeted player (named
 * once, 115.1), "that player" (603.2, 608.2h); fixed numbers, X (107.3a) and counts (107.1).
 */
final class PlayerAmountLowering {
    private final EffectLowering effects;
    private final ParseContext ctx;
    /** Targeted players already lowered: "target opponent may draw" names one target, read twice (115.1). */
    final java.util.IdentityHashMap<PlayerRef, Who> targetedPlayers = new java.util.IdentityHashMap<>();

    PlayerAmountLowering(EffectLowering effects, ParseContext ctx) {
        this.effects = effects;
        this.ctx = ctx;
    }

    Who player(PlayerRef ref) {
        if (effects.chooser != null && ref.equals(effects.chooser)) return new Who.ThatPlayer(); // 608.2d: the player choosing
        if (ref instanceof PlayerRef.You) return new Who.You();
        if (ref instanceof PlayerRef.EachPlayer) return new Who.EachPlayer();
        if (ref instanceof PlayerRef.EachOpponent) return new Who.EachOpponent();
        if (ref instanceof PlayerRef.EachWhoControls w) { // 101.4, 102.3: "each player who controls a [noun]"
            if (w.noun().controller() != null || w.noun().zone() != null) throw new NotSupported("\"who controls\" " + w.noun());
            NounLowering.Lowered l = NounLowering.lower(w.noun());
            if (l.kind() != NounLowering.Kind.PERMANENT) throw new NotSupported("\"who controls\" cards or spells");
            return new Who.EachPlayerWhoControls(w.opponents(), l.filter(), w.controls());
        }
        if (ref instanceof PlayerRef.EachOther) {
            // "each other player" is relative to the player named before it (a target, the trigger's player); only "you" is modelled
            Who before = ctx.thatPlayer();
            if (before != null && !(before instanceof Who.You)) throw new NotSupported("\"each other player\" after another player");
            return new Who.EachOtherPlayer();
        }
        if (ref instanceof PlayerRef.Targeted t) {
            Who known = targetedPlayers.get(ref);
            if (known != null) return known;
            int index = ctx.addTarget(new TargetSpec(new TargetFilter.PlayerTarget(t.opponent() ? Relation.OPPONENT
                    : Relation.ANY), t.min(), t.max(), t.text()));
            Who w = new Who.TargetPlayer(index);
            ctx.lastPlayer(w);
            targetedPlayers.put(ref, w);
            return w;
        }
        if (ref instanceof PlayerRef.That t && t.word().equals(ControlledByPlayerLowering.PLAYER_OR_CONTROLLER)) {
            return ControlledByPlayerLowering.playerOrController(ctx); // 115.1
        }
        if (ref instanceof PlayerRef.That t) {
            Who w = t.word().equals("defending player")
                    ? (ctx.defendingPlayerNamed() ? new Who.ThatPlayer() : null) : ctx.thatPlayer();
            if (w == null) throw new NotSupported("\"" + t.word() + "\" with no player named before");
            // 506.2: "defending player loses 1 life for each card in their graveyard": "they" after it is that player
            if (t.word().equals("defending player") && ctx.lastPlayer() == null) ctx.lastPlayer(w);
            return w;
        }
        if (ref instanceof PlayerRef.ControllerOf co && !co.owner() && ctx.namesTargetingItem() && ctx.lastObject() == null
                && co.object() instanceof ObjectRef.Pronoun p
                && (p.word().equals("that spell") || p.word().equals("that spell or ability"))) {
            return new Who.ThatPlayer(); // 115.1, 603.2: the controller of the spell or ability that targeted (110.2)
        }
        if (ref instanceof PlayerRef.ControllerOf co && !co.owner() && ctx.triggerPlayerControlsItsObject()
                && ctx.lastObject() == null && !(co.object() instanceof ObjectRef.Self)) {
            return new Who.ThatPlayer(); // 603.2: the trigger's player is the controller of the object its event names
        }
        if (ref instanceof PlayerRef.ControllerOf co && !co.owner() && ctx.lastObject() == null
                && co.object() instanceof ObjectRef.Pronoun p && !p.word().equals("them")
                && (!p.word().equals("it") || effects.clausesBegun == 1 && ctx.triggerIt() instanceof Subject.ThatObject)
                && (ctx.triggerThatObject() instanceof Subject.ThatObject || EnteringController.named(ctx, p))) {
            // "its controller" only opening the effect: a clause before it could name another "it"
            return new Who.ThatObjectController(); // 603.2, 608.2h: "that creature's controller" of the trigger's object
        }
        if (ref instanceof PlayerRef.ControllerOf co && effects.sequenceDepth > 0 && co.object() instanceof ObjectRef.Pronoun p
                && (effects.controllerOf != null || ctx.thatPlayer() == null)) {
            // "Destroy target land. ~ deals 3 damage to that land's controller.", "Destroy target creature. Its owner gains
            // 4 life.": one target's controller (or owner, 108.3), taken as the effect begins (608.2h), is "that player"
            // for the rest of the effect; named again ("That spell's controller may draw a card"), the same player
            Subject s = null;
            try {
                s = ctx.lastObject() == null && effects.counteredSpell != null && (p.word().equals("it") || p.word().equals("that spell"))
                        ? effects.counteredSpell
                        : effects.objects.pronoun(p.word());
            } catch (NotSupported e) {
                if (!co.owner()) throw e; // "its owner" may still be the source's (108.3)
            }
            if (effects.controllerOf != null) {
                if (s != null && s.equals(effects.controllerOf) && co.owner() == effects.controllerOfOwner) return new Who.ThatPlayer();
            } else if (s instanceof Subject.TargetObject t && ctx.targets().get(t.index()).min() == 1
                    && ctx.targets().get(t.index()).max() == 1) {
                effects.controllerOf = s;
                effects.controllerOfOwner = co.owner();
                ctx.lastPlayer(new Who.ThatPlayer());
                return new Who.ThatPlayer();
            }
        }
        Who owner = SourceOwnerLowering.of(ctx, ref); // 108.3: "its owner" of ~
        if (owner != null) return owner;
        throw new NotSupported("an object's controller or owner as a player");
    }

    Amount amount(AmountNode a) {
        if (a instanceof AmountNode.Fixed f) return Amount.of(f.value());
        if (a instanceof AmountNode.StartingLife) return new Amount.StartingLife(); // 103.4
        if (a instanceof AmountNode.X && effects.whereX() != null) return effects.whereX();
        if (a instanceof AmountNode.Greatest g) return ManaCountLowering.greatest(g); // 107.1
        if (a instanceof AmountNode.Total t) return ManaCountLowering.total(t); // 107.1
        if (a instanceof AmountNode.Sum sum) return new Amount.Sum(amount(sum.first()), amount(sum.second())); // 107.1
        if (a instanceof AmountNode.Minus mi) { // 107.1, 107.1b
            Amount of = amount(mi.of());
            Amount less = amount(mi.less());
            if (of instanceof Amount.Fixed && less instanceof Amount.CardsInHand h && h.who() instanceof Who.ThatPlayer
                    || less instanceof Amount.Fixed && of instanceof Amount.CardsInHand h2 && h2.who() instanceof Who.ThatPlayer) {
                // "4 minus the number of cards in their hand" / "... in their hand minus 4": the line matchers' own amounts
                // (MinusCardsInThatPlayersHand, CardsInThatPlayersHandMinus) read these; one reading per card
                throw new NotSupported("\"N minus the cards in their hand\" (read by the line matcher)");
            }
            return new Amount.Minus(of, less);
        }
        if (a instanceof AmountNode.Times t) return new Amount.Times(t.factor(), amount(t.of())); // 107.1: "twice ..."
        if (a instanceof AmountNode.ColorsSpent) return new Amount.ColorsSpentToCast(); // converge: 601.2h, 105.1
        if (a instanceof AmountNode.TimesKicked) return new Amount.TimesKicked(); // 702.33c
        if (a instanceof AmountNode.DieResult) return DieRollLowering.result(effects); // 706.2
        if (a instanceof AmountNode.DestroyedThisWay d) return ThisWayLowering.amount(effects, d); // 701.8
        if (a instanceof AmountNode.ExiledThisWay d) return ZoneMoveLowering.amount(effects, d); // 406, 608.2c
        if (a instanceof AmountNode.DiscardedThisWay d) return ThisWayLowering.amount(effects, d); // 701.9a
        if (a instanceof AmountNode.TappedThisWay t) return ThisWayLowering.amount(effects, t); // 608.2c
        if (a instanceof AmountNode.SacrificedThisWay t) return SacrificedThisWayLowering.amount(effects, t); // 608.2c
        if (a instanceof AmountNode.RevealedThisWay t) return ThisWayLowering.amount(effects, t); // 701.16a
        if (a instanceof AmountNode.MilledThisWay t) return ThisWayLowering.amount(effects, t); // 701.13b
        if (a instanceof AmountNode.DiedThisTurn d) return DiedThisTurnLowering.amount(d); // 700.4, 603.10a
        if (a instanceof AmountNode.EnteredThisTurn e) return EnteredThisTurnLowering.amount(e); // 400.7
        Amount damage = PreventedLowering.amount(effects, a); // 615.5, 120.3a
        if (damage != null) return damage;
        Amount zone = effects.zones.amount(a);
        if (zone != null) return zone;
        Amount stat = effects.oneShots.amount(a);
        if (stat != null) return stat;
        if (a instanceof AmountNode.CountersRemovedAsCost r) { // 107.1, 122.8
            if (!r.kind().equals(ctx.countersRemovedAsCost())) {
                throw new NotSupported("\"" + r.kind() + " counters removed this way\" without removing any number as the cost");
            }
            return new Amount.CountersRemovedAsCost(r.kind());
        }
        if (a instanceof AmountNode.X && ctx.xIsCountersRemoved()) { // 107.3: "Remove X storage counters from ~: Add X ..."
            return new Amount.CountersRemovedAsCost(ctx.countersRemovedAsCost());
        }
        if (a instanceof AmountNode.X) {
            if (!ctx.xAvailable()) throw new NotSupported("variable amount (X not paid in the cost)");
            return new Amount.X();
        }
        if (a instanceof AmountNode.ThatMuch && effects.names(EffectLowering.Antecedent.MOVED_THIS_WAY)) {
            return new Amount.MovedThisWay(); // 608.2c: what the step before moved
        }
        if (a instanceof AmountNode.ThatMuch) {
            if (!ctx.triggerNamesAmount()) throw new NotSupported("\"that much\" with no amount named before");
            return new Amount.ThatMuch();
        }
        if (a instanceof AmountNode.CountOf c && c.noun().controller() != null
                && (c.noun().controller().equals("target player controls") || c.noun().controller().equals("target opponent controls"))) {
            return targetPlayers(c); // 107.1, 115.1: "for each creature target player controls"
        }
        if (a instanceof AmountNode.CountOf c) {
            Amount count = count(c);
            return c.factor() == 1 ? count : new Amount.Times(c.factor(), count);
        }
        throw new NotSupported("variable amount");
    }

    /** "for each [noun] target player | target opponent controls" (107.1, 115.1): the target player's permanents as it resolves. */
    private Amount targetPlayers(AmountNode.CountOf c) {
        Noun n = c.noun();
        boolean opponent = n.controller().equals("target opponent controls");
        NounLowering.Lowered l = NounLowering.lower(new Noun(n.adjectives(), n.heads(), n.subtypeModifiers(), null, n.with(),
                n.plural(), n.zone()));
        if (l.kind() != NounLowering.Kind.PERMANENT || c.other()) throw new NotSupported("variable amount (\"" + n.controller() + "\")");
        Who who = player(new PlayerRef.Targeted(opponent, opponent ? "target opponent" : "target player"));
        if (!(who instanceof Who.TargetPlayer)) throw new NotSupported("variable amount (\"" + n.controller() + "\")");
        Amount count = new Amount.ControlledBy(l.filter(), who);
        return c.factor() == 1 ? count : new Amount.Times(c.factor(), count);
    }

    /** 107.1: the number of permanents, or of cards in your hand or graveyard, a noun names. */
    static Amount count(AmountNode.CountOf c) {
        NounLowering.Lowered l = NounLowering.lower(c.noun());
        var f = c.other() ? l.filter().otherThanSource() : l.filter();
        if (l.kind() == NounLowering.Kind.PERMANENT && c.noun().zone() == null) return new Amount.CountPermanents(f);
        if (l.kind() == NounLowering.Kind.CARD && "your hand".equals(c.noun().zone())) {
            return new Amount.CountCardsYouOwn(Amount.CountCardsYouOwn.Zone.HAND, f);
        }
        if (l.kind() == NounLowering.Kind.CARD && "your graveyard".equals(c.noun().zone())) {
            return new Amount.CountCardsYouOwn(Amount.CountCardsYouOwn.Zone.GRAVEYARD, f);
        }
        if (l.kind() == NounLowering.Kind.CARD && "all graveyards".equals(c.noun().zone())) return new Amount.CardsInAllGraveyards(f); // 107.1
        throw new NotSupported("variable amount (counting " + c.noun().heads() + " in " + c.noun().zone() + ")");
    }
}
