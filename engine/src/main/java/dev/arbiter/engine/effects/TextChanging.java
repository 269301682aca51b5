package dev.arbiter.engine.effects;

import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.card.CardDefinition;
import dev.arbiter.engine.card.TextChange;
import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.ContinuousEffect;
import dev.arbiter.engine.state.Duration;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.Modification;
import dev.arbiter.engine.state.Zone;
import io.vavr.collection.Vector;

import java.util.ArrayList;
import java.util.List;

/**
 * Text-changing effects (612, layer 3: 613.1c). The object's changed text is kept as its card (the card compiler reads
 * the changed words, {@link CardDefinition#textChanged}); a {@link Modification.TextChanged} record keeps the card as it
 * was: its copiable values (707.2: text changes are not copied), and its card again once it leaves its zone (400.7),
 * except that a permanent spell keeps the change as the permanent it becomes (400.7a).
 */
public final class TextChanging {
    private TextChanging() {
    }

    /** Resolves {@link Effect.ChangeText}; false for any other effect. */
    static boolean resolve(Ctx ctx, Effect effect, Resolution r) {
        if (!(effect instanceof Effect.ChangeText ct)) return false;
        for (GameObject o : EffectSubjects.objects(ctx, ct.subject(), r)) {
            if (o.zone() != Zone.BATTLEFIELD && o.zone() != Zone.STACK) continue;
            List<TextChange> changes = new ArrayList<>();
            List<CardDefinition> results = new ArrayList<>();
            List<TextChange.Kind> kinds = new ArrayList<>();
            if (ct.colorWords()) kinds.add(TextChange.Kind.COLOR);
            if (ct.landTypes()) kinds.add(TextChange.Kind.BASIC_LAND_TYPE);
            for (TextChange.Kind kind : kinds) {
                for (String from : kind.words()) {
                    for (String to : kind.words()) {
                        if (from.equals(to)) continue;
                        TextChange change = new TextChange(kind, from, to);
                        CardDefinition changed = o.card().textChanged(change);
                        if (changed == null || changed.equals(o.card())) continue; // no such word, or unplayable text
                        changes.add(change);
                        results.add(changed);
                    }
                }
            }
            if (changes.isEmpty()) {
                ctx.log("%s has no word of that kind the text change could replace (612.2)", o.name());
                continue;
            }
            List<String> labels = changes.stream().map(TextChange::label).toList();
            Choice c = ctx.ask(new Decision.Option(r.controller(), "Change the text of " + o.name()
                    + ": replace all instances of which word with which (612.1)?", labels));
            int i = ((Choice.ChooseOption) c).index();
            change(ctx, o, results.get(i), r.source());
            ctx.log("%s's text changes: %s (612.1)", o.name(), labels.get(i));
        }
        return true;
    }

    private static void change(Ctx ctx, GameObject o, CardDefinition changed, int source) {
        if (record(ctx.s, o) == null) {
            ctx.s = ContinuousEffect.add(ctx.s, source, o.controller(), new Modification.TextChanged(o.card()),
                    Vector.of(o.ref()), Duration.INDEFINITE);
        }
        ctx.s = ctx.s.withObject(o.withCard(changed));
    }

    /** 707.2: the object's copiable values, without any text change. */
    public static CardDefinition copiable(GameState s, GameObject o) {
        CardDefinition copy = BecomingCopies.latest(s, o); // 613.1a: a copy effect's values, which text changes don't touch
        if (copy != null) return copy;
        ContinuousEffect e = record(s, o);
        return e == null ? o.card() : ((Modification.TextChanged) e.modification()).before();
    }

    /** The state and the moved object after a zone change of {@code before} (now {@code after}). */
    record Moved(GameState state, GameObject object) {
    }

    /**
     * A changed object leaving its zone is a new object with its card's own text (400.7); a permanent spell becoming a
     * permanent keeps the change (400.7a).
     */
    static Moved moved(GameState s, GameObject before, GameObject after, Zone to) {
        ContinuousEffect e = record(s, before);
        if (e == null) return new Moved(s, after);
        Vector<ContinuousEffect> effects = s.effects().remove(e);
        if (before.zone() == Zone.STACK && to == Zone.BATTLEFIELD) { // 400.7a
            var kept = new ContinuousEffect(e.timestamp(), e.source(), e.controller(), e.modification(),
                    Vector.of(after.ref()), e.duration());
            return new Moved(s.withEffects(effects.append(kept)), after);
        }
        return new Moved(s.withEffects(effects), after.withCard(((Modification.TextChanged) e.modification()).before()));
    }

    private static ContinuousEffect record(GameState s, GameObject o) {
        if (s.effects().isEmpty()) return null;
        for (ContinuousEffect e : s.effects()) {
            if (e.modification() instanceof Modification.TextChanged && e.affected().contains(o.ref())) return e;
        }
        return null;
    }
}
