package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.ReferenceGrammar;
import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.ObjectRef;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.Subject;

/** Lowers the one-shot verbs done to named objects: destroy, exile, return, tap or untap, goad, choose a target, remove from combat (701.7, 406, 400.7, 701.26, 701.38a, 115.1, 506.4). */
final class ObjectVerbLowering {

    private ObjectVerbLowering() {
    }

    /** The effect of {@code node}, or null when it is not one of these. */
    static Effect lower(EffectLowering base, ParseContext ctx, EffectNode node) {
        if (node instanceof EffectNode.Destroy d) {
            return d.noRegeneration() ? new Effect.DestroyNoRegeneration(base.permanents(d.objects()))
                    : new Effect.Destroy(base.permanents(d.objects()));
        }
        if (node instanceof EffectNode.DestroyEither d) return DestroyEitherLowering.effect(base, d); // 608.2d
        if (node instanceof EffectNode.BlocksIfAble b) return BlockRequirementLowering.lower(base, ctx, b); // 509.1c
        if (node instanceof EffectNode.Exile e && e.objects() instanceof ObjectRef.Self && !ctx.sourceIsPermanent()) {
            return new Effect.ExileThisSpell(); // 608.2n: "Exile ~" in a spell's text
        }
        if (node instanceof EffectNode.Exile e) {
            Effect all = GraveyardGroupLowering.lower(base, e.objects(), false); // 406.1: "exile all ... cards from ... graveyard"
            if (all != null) return all;
            Subject s = e.objects() instanceof ObjectRef.Targeted t && ReferenceGrammar.namesCards(t.noun())
                    ? base.cards(e.objects()) : base.permanents(e.objects()); // 406: a card in a graveyard, or a permanent
            // "Exile ~, then return it to the battlefield": "it" is the card this effect exiled (400.7j)
            if (s instanceof Subject.Self && ctx.lastObject() == null) ctx.lastObject(s);
            // 607.2a: the cards exiled by "exile all" are remembered, for an ability that returns "the exiled cards".
            return s instanceof Subject.Each each ? new Effect.ExileAllLinked(each.filter()) : new Effect.Exile(s);
        }
        if (node instanceof EffectNode.ReturnSelfFromGraveyard rs) { // 113.6m: only an activated ability says where it works
            if (!ctx.selfFromGraveyard()) throw new NotSupported("an ability that functions in the graveyard");
            return new Effect.ReturnSelfFromGraveyard(rs.toBattlefield(), rs.tapped());
        }
        if (node instanceof EffectNode.ReturnToHand r && r.objects() instanceof ObjectRef.Self && !ctx.sourceIsPermanent()) {
            return new Effect.MoveThisSpell(Effect.MoveThisSpell.Destination.HAND); // 608.2n: "Return ~ to its owner's hand"
        }
        if (node instanceof EffectNode.ReturnToHand r) {
            Effect all = GraveyardGroupLowering.lower(base, r.objects(), true); // 404.1: "return all ... cards from ... graveyard"
            if (all != null) return all;
            Subject spellOr = SpellOrPermanentTargets.lower(ctx, r.objects()); // 115.1, 400.7: "target spell or creature"
            if (spellOr != null) return new Effect.ReturnToHand(spellOr);
            boolean card = r.objects() instanceof ObjectRef.Targeted t && ReferenceGrammar.namesCards(t.noun());
            return new Effect.ReturnToHand(card ? base.cards(r.objects()) : base.permanents(r.objects()));
        }
        if (node instanceof EffectNode.ReturnToBattlefield r) {
            if (r.underYourControl() && r.objects() instanceof ObjectRef.Pronoun) {
                // "Exile target creature, then return it to the battlefield under your control" (110.2a, 400.7j); "tapped",
                // "with a +1/+1 counter on it" as it enters (614.1c, 122.6)
                return new Effect.PutOntoBattlefieldUnderYourControl(base.cards(r.objects()), r.tapped(),
                        r.withCounter() == null ? null : CounterKinds.check(r.withCounter()));
            }
            if (r.underYourControl() && !(r.objects() instanceof ObjectRef.Targeted t && "your graveyard".equals(t.noun().zone()))) {
                throw new NotSupported("returning another player's card under your control");
            }
            return new Effect.ReturnToBattlefield(base.cards(r.objects()),
                    r.withCounter() == null ? null : CounterKinds.check(r.withCounter()), r.tapped());
        }
        if (node instanceof EffectNode.Tap t) return new Effect.TapOrUntap(base.grouped(base.permanents(t.objects())), !t.untap());
        if (node instanceof EffectNode.Goad g) return new Effect.Goad(base.grouped(base.permanents(g.objects()))); // 701.38a
        if (node instanceof dev.arbiter.cards.grammar.ast.DetainNode d) { // 701.29a
            return new dev.arbiter.engine.ability.Detain(base.grouped(base.permanents(d.objects())));
        }
        if (node instanceof dev.arbiter.cards.grammar.ast.TurnFaceDownNode t) { // 708.2a
            return new dev.arbiter.engine.ability.TurnFaceDown(base.grouped(base.permanents(t.objects())));
        }
        if (node instanceof EffectNode.ChooseTarget ct && ct.target() instanceof ObjectRef.Targeted t
                && ReferenceGrammar.namesCards(t.noun()) && t.noun().zone() != null && t.noun().zone().contains("graveyard")) {
            return new Effect.ChooseTarget(base.zones.graveyardTarget(t)); // 115.1: "Choose target creature card in a graveyard ..."
        }
        if (node instanceof EffectNode.ChooseTarget ct) return new Effect.ChooseTarget(base.permanents(ct.target())); // 115.1
        if (node instanceof EffectNode.ChooseAnyTarget) { // 115.4: "Choose any target." names it for the sentences after
            Subject chosen = new Subject.TargetObject(ctx.addTarget(dev.arbiter.engine.ability.TargetSpec.one(
                    new dev.arbiter.engine.ability.TargetFilter.AnyTarget(), "any target")));
            ctx.lastObject(chosen);
            return new Effect.ChooseTarget(chosen);
        }
        if (node instanceof EffectNode.RemoveFromCombat rc) return new Effect.RemoveFromCombat(base.grouped(base.permanents(rc.objects()))); // 506.4
        return null;
    }
}
