package dev.arbiter.engine.effects;

import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.SpellAbility;
import dev.arbiter.engine.ability.TargetSpec;
import dev.arbiter.engine.card.CardDefinition;
import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.Counters;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.StackItem;
import dev.arbiter.engine.state.Target;
import dev.arbiter.engine.state.Zone;
import dev.arbiter.engine.targets.Targeting;
import io.vavr.collection.Vector;

import java.util.List;

/**
 * Copying a spell (707.10): the copy is a new object on the stack with the original's copiable
 * values, choices (targets, X) and a new controller; it is put on the stack, not cast, and
 * ceases to exist anywhere else (seed 420.5j / 704.5e). "You may choose new targets" (707.10c).
 */
public final class SpellCopies {
    private SpellCopies() {
    }

    /**
     * Copies spell {@code original} for {@code controller}; {@code colorMask} >= 0 overrides its
     * colour ("except that the copy is red").
     */
    public static void copy(Ctx ctx, int controller, int original, int colorMask, boolean mayChooseNewTargets) {
        StackItem.Spell spell = null;
        for (StackItem item : ctx.s.stack()) {
            if (item instanceof StackItem.Spell sp && sp.objectId() == original) spell = sp;
        }
        if (spell == null) return;
        GameObject o = ctx.s.object(original);
        CardDefinition def = TextChanging.copiable(ctx.s, o); // 707.2, 707.10: text changes aren't copied
        if (colorMask >= 0) {
            def = new CardDefinition(def.name(), def.manaCost(), def.hasManaCost(), colorMask, def.supertypes(),
                    def.types(), def.subtypes(), def.power(), def.toughness(), def.loyalty(), def.abilities(),
                    def.rulesText());
        }
        int id = ctx.s.objectCount();
        long ts = ctx.s.nextTimestamp();
        GameObject copy = new GameObject(id, def, controller, controller, Zone.STACK, false, false, 0, false,
                Counters.NONE, GameObject.NONE, ts, false, dev.arbiter.engine.state.CopyKind.SPELL, 0, ts);
        Vector<Vector<Target>> targets = spell.targets();
        int spliced = dev.arbiter.engine.layers.SplicedRecords.specs(ctx.s, original).size();
        // 702.47c, 707.2: the spliced text is a text-changing effect, not copied; nor are the targets chosen for it
        if (spliced > 0 && targets.size() >= spliced) targets = targets.dropRight(spliced);
        ctx.s = ctx.s.withNextTimestamp(ts + 1).withObject(copy);
        if (mayChooseNewTargets && !targets.isEmpty()) {
            Choice c = ctx.ask(new Decision.Option(controller, "Choose new targets for the copy of " + o.name() + "?",
                    List.of("keep the targets", "choose new targets")));
            if (((Choice.ChooseOption) c).index() == 1) targets = newTargets(ctx, controller, id, def, targets, spell.mode(), spell.x());
        }
        // 700.2g / 707.10: the copy copies the mode chosen for the original
        ctx.s = ctx.s.withStack(ctx.s.stack().append(new StackItem.Spell(id, controller, targets, spell.x(), spell.mode())));
        DividedDamage.copy(ctx, original, id, spell.targets(), targets); // 707.10: the division is copied
        ctx.log("%s puts a copy of %s on the stack", ctx.s.player(controller).name(), o.name());
        dev.arbiter.engine.events.Triggers.emit(ctx, new dev.arbiter.engine.events.GameEvent.SpellCopied(controller, id)); // 707.10
    }

    private static Vector<Vector<Target>> newTargets(Ctx ctx, int controller, int copy, CardDefinition def,
                                                     Vector<Vector<Target>> old, int mode, int x) {
        List<TargetSpec> specs = List.of();
        for (Ability a : def.abilities()) if (a instanceof SpellAbility sp) specs = sp.mode(mode).targets();
        Vector<Vector<Target>> out = Vector.empty();
        for (int i = 0; i < specs.size() && i < old.size(); i++) {
            TargetSpec spec = specs.get(i).withX(x); // 707.10: the copy has the original's X
            List<Target> candidates = Targeting.candidates(ctx.s, spec, copy, controller);
            if (candidates.size() < spec.min()) {
                out = out.append(old.get(i)); // 707.10c: a target that can't be changed stays
                continue;
            }
            Choice c = ctx.ask(new Decision.Targets(controller, "Choose " + spec.text() + " for the copy", spec,
                    candidates, spec.min(), Math.min(spec.max(), candidates.size()), copy));
            out = out.append(Vector.ofAll(((Choice.ChooseTargets) c).targets()));
        }
        return out;
    }
}
