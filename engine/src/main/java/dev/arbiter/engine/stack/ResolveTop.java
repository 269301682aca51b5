package dev.arbiter.engine.stack;

import dev.arbiter.engine.targets.Targeting;
import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.ActivatedAbility;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.SpellAbility;
import dev.arbiter.engine.ability.TargetSpec;
import dev.arbiter.engine.ability.TriggeredAbility;
import dev.arbiter.engine.card.Characteristics;
import dev.arbiter.engine.effects.Attachments;
import dev.arbiter.engine.effects.EffectResolver;
import dev.arbiter.engine.effects.FoundAfterMove;
import dev.arbiter.engine.effects.Resolution;
import dev.arbiter.engine.effects.ZoneMoves;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.proc.Procedure;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.StackItem;
import dev.arbiter.engine.state.Stage;
import dev.arbiter.engine.state.Target;
import dev.arbiter.engine.state.Zone;
import io.vavr.collection.Vector;

import java.util.List;

/**
 * Resolving the top object of the stack (608). Targets are checked again; if every target is
 * now illegal the spell or ability doesn't resolve (608.2b), otherwise illegal targets are not
 * affected. An instant or sorcery goes to its owner's graveyard (608.2n); a permanent spell
 * enters the battlefield under its controller's control (608.3). Then the active player
 * receives priority (117.3b).
 */
public record ResolveTop() implements Procedure {
    @Override
    public void run(Ctx ctx) {
        StackItem top = ctx.s.stack().last();
        ctx.resolvingController = top.controller(); // 701.8a: "a spell or ability an opponent controls causes you to discard"
        try {
            if (top instanceof StackItem.Spell sp) {
                resolveSpell(ctx, sp);
            } else {
                resolveAbility(ctx, (StackItem.AbilityOnStack) top);
            }
        } finally {
            ctx.resolvingController = -1;
        }
        // 721.1d: an effect that ended the turn began the cleanup step, whose actions come before any priority
        if (ctx.s.turn().stage() == Stage.BEGIN) return;
        ctx.s = ctx.s.withTurn(ctx.s.turn().withStageAndPriority(Stage.CHECKS, ctx.s.turn().active(), 0));
    }

    private static void resolveSpell(Ctx ctx, StackItem.Spell sp) {
        GameObject obj = ctx.s.object(sp.objectId());
        Characteristics ch = Layers.of(ctx.s, obj);
        List<TargetSpec> specs = CastSpell.targetSpecs(ch, sp);
        int ownGroups = specs.size();
        List<SpellAbility> spliced = dev.arbiter.engine.layers.SplicedRecords.of(ctx.s, sp.objectId()); // 702.47c
        if (!spliced.isEmpty()) { // 702.47d: its targets and the spliced text's, judged together (608.2b)
            specs = new java.util.ArrayList<>(specs);
            specs.addAll(dev.arbiter.engine.layers.SplicedRecords.specs(ctx.s, sp.objectId()));
        }
        Vector<Vector<Target>> legal = legalTargets(ctx, specs, sp.objectId(), sp.controller(), -1, sp.targets());
        if (sp.bestowed()) {
            BestowedAuras.resolve(ctx, sp, legal);
            return;
        }
        if (legal == null) {
            ctx.log("%s doesn't resolve: all its targets are illegal", obj.name());
            ZoneMoves.move(ctx, sp.objectId(), Zone.GRAVEYARD);
            return;
        }
        if (obj.card().isPermanentCard()) {
            // 608.3a / 303.4f: an Aura spell enters attached to the object it targeted (its entering triggers see
            // it attached, 603.4), then gets its attachment's timestamp as before (613.7e).
            boolean aura = Attachments.kind(ch) == Attachments.Kind.AURA && !legal.isEmpty() && !legal.get(0).isEmpty();
            Target enchanted = aura ? legal.get(0).get(0) : null; // 303.4a: an object, or a player (702.5d)
            int host = enchanted instanceof Target.Object o ? o.id()
                    : enchanted instanceof Target.Player p ? GameObject.playerHost(p.player()) : -1;
            dev.arbiter.engine.ability.Dash dash = Dashes.paid(ctx, sp.objectId()); // 702.109a, 702.152a
            int onStack = obj.zoneChanges();
            if (aura) ZoneMoves.moveToBattlefieldAttached(ctx, sp.objectId(), sp.controller(), host);
            else ZoneMoves.moveToBattlefield(ctx, sp.objectId(), sp.controller());
            OwnFlash.entered(ctx, sp.objectId()); // 603.7: "sacrifices it at the beginning of the next cleanup step"
            if (dash != null) Dashes.entered(ctx, sp.objectId(), onStack, sp.controller(), dash);
            Suspending.entered(ctx, sp.objectId(), onStack, sp.controller()); // 702.62a: haste
            ctx.log("%s enters the battlefield", obj.name());
            if (aura) Attachments.attach(ctx, sp.objectId(), host);
            return;
        }
        ctx.log("%s resolves", obj.name());
        if (ch.has(dev.arbiter.engine.ability.Keyword.ASCEND)) {
            dev.arbiter.engine.layers.CitysBlessing.spellResolves(ctx, sp.controller()); // 702.131a: its first spell ability
        }
        for (Ability a : ch.abilities()) {
            if (a instanceof SpellAbility spell) {
                Resolution r = new Resolution(sp.objectId(), sp.controller(), legal, sp.x(), -1, -1, null);
                FoundAfterMove.during(ctx, c -> Countering.resolve(c, spell.mode(sp.mode()).effect(), r)); // 700.2: the chosen mode; 400.7j
            }
        }
        int from = ownGroups;
        for (SpellAbility text : spliced) { // 702.47b: the spell's own effects first, then each spliced card's in order
            int to = Math.min(legal.size(), from + text.targets().size());
            Vector<Vector<Target>> own = from >= to ? Vector.empty() : legal.subSequence(from, to);
            Resolution r = new Resolution(sp.objectId(), sp.controller(), own, sp.x(), -1, -1, null);
            FoundAfterMove.during(ctx, c -> Countering.resolve(c, text.effect(), r)); // 400.7j
            from = to;
        }
        GameObject after = ctx.s.object(sp.objectId());
        // 702.27a: a spell whose buyback cost was paid goes to its owner's hand instead as it resolves
        if (after.zone() == Zone.STACK && sp.boughtBack()) {
            ZoneMoves.move(ctx, sp.objectId(), Zone.HAND);
        } else if (after.zone() == Zone.STACK && !Rebounding.exileInstead(ctx, sp, ch)
                && !Ciphering.encodeInstead(ctx, sp, ch)) { // 702.88a, 702.99a
            ZoneMoves.move(ctx, sp.objectId(), Zone.GRAVEYARD);
            dev.arbiter.engine.events.HauntTriggers.spellResolvedToGraveyard(ctx, sp.objectId(), ch); // 702.55a
        }
    }

    private static void resolveAbility(Ctx ctx, StackItem.AbilityOnStack ab) {
        ctx.s = ctx.s.withStack(ctx.s.stack().removeAt(ctx.s.stack().size() - 1));
        Ability a = ab.ability();
        List<TargetSpec> specs;
        Effect effect;
        if (a instanceof ActivatedAbility act) {
            specs = act.targets();
            effect = act.effect();
        } else {
            TriggeredAbility t = (TriggeredAbility) a;
            specs = t.targets();
            effect = t.effect();
        }
        String name = ctx.s.object(ab.source()).name();
        Vector<Vector<Target>> legal = legalTargets(ctx, a instanceof ActivatedAbility ? AbilityXTargets.withX(specs, ab.x()) : specs, ab.source(), ab.controller(),
                ab.thatPlayer(), ab.targets()); // 608.2b: "with mana value X" is the X announced (107.3)
        if (legal == null) {
            ctx.log("%s's ability doesn't resolve: all its targets are illegal", name);
            return;
        }
        if (a instanceof TriggeredAbility t && !dev.arbiter.engine.events.ThatObjectConditions.holds(ctx.s, ab.source(),
                ab.controller(), ab.thatPlayer(), ab.thatObject(), t.interveningIf(), ab.x())) { // 107.3m: the trigger's X
            ctx.log("%s's ability does nothing: its condition no longer holds (603.4)", name);
            return;
        }
        ctx.log("%s's ability resolves", name);
        ctx.resolvingAbility = ab.stackId(); // 608.2h: what was sacrificed to pay its cost
        ctx.resolvingAbilityObject = a; // 707.9b: "except it has this ability"
        Resolution r = new Resolution(ab.source(), ab.controller(), legal, ab.x(),
                ab.thatPlayer(), ab.thatObject(), null, ab.sourceZoneChanges());
        FoundAfterMove.during(ctx, c -> Countering.resolve(c, effect, r)); // 400.7j
        ctx.resolvingAbility = -1;
        ctx.resolvingAbilityObject = null;
    }

    /** 608.2b: the still-legal targets, or null when the object had targets and none is legal now. */
    private static Vector<Vector<Target>> legalTargets(Ctx ctx, List<TargetSpec> specs, int source, int controller,
                                                       int thatPlayer, Vector<Vector<Target>> chosen) {
        if (specs.isEmpty()) return chosen;
        Vector<Vector<Target>> out = Vector.empty();
        boolean anyChosen = false;
        boolean anyLegal = false;
        for (int i = 0; i < chosen.size(); i++) {
            TargetSpec spec = specs.get(i);
            Vector<Target> group = chosen.get(i);
            Vector<Target> keep = Vector.empty();
            for (Target t : group) {
                anyChosen = true;
                if (Targeting.isLegal(ctx.s, spec, source, controller, thatPlayer, t)) {
                    keep = keep.append(t);
                    anyLegal = true;
                }
            }
            out = out.append(keep);
        }
        return anyChosen && !anyLegal ? null : out;
    }
}
