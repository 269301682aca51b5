package dev.arbiter.engine.effects;

import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.Subject;
import dev.arbiter.engine.card.CardDefinition;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.Target;
import dev.arbiter.engine.state.Zone;

import java.util.ArrayList;
import java.util.List;

/**
 * "Create a token that's a copy of target creature" (111.2, 707.2): the token gets the permanent's
 * copiable values — the values printed on it as modified by copy effects, which its card holds
 * (707.3), not counters or other effects — and is put onto the battlefield under the effect's
 * controller like any permanent entering, so entering replacements and "as enters" choices apply
 * (614.1c, 614.12, 707.9). A permanent that left the battlefield before the copy is made ("Exile target
 * attacking creature. Create a token that's a copy of that creature."; the source of "create a token that's
 * a copy of ~") is copied as it last existed there (608.2h, {@link LastKnownCopiable}).
 */
final class TokenCopies {
    private TokenCopies() {
    }

    /** An object to copy: its name (for the log) and its copiable values. */
    record Original(String name, CardDefinition copiable) {
    }

    static boolean create(Ctx ctx, Effect.CreateTokenCopy e, Resolution r) {
        return create(ctx, e, r, 1);
    }

    /** {@code count} tokens that are copies of each original for each creator (111.2: one creation each); none for 0. */
    static boolean create(Ctx ctx, Effect.CreateTokenCopy e, Resolution r, int count) {
        if (count <= 0) return true;
        List<Integer> creators = e.creator() == null ? List.of(r.controller()) : EffectSubjects.players(ctx, e.creator(), r);
        for (Original o : originals(ctx, e.original(), r)) {
            for (int p : creators) { // 111.2: under the control of the player who creates it
                copy(ctx, new Original(o.name(), CopyExceptionValues.apply(e.except(), o.copiable())), p, count); // 707.9b
            }
        }
        return true;
    }

    /**
     * What {@code subject} names to copy: a permanent still on the battlefield as it is now; the source, the trigger's
     * object or a target that left the battlefield since as it last existed there (608.2h: a target still named at
     * resolution was legal as it began, 608.2b, so it left during this resolution).
     */
    static List<Original> originals(Ctx ctx, Subject subject, Resolution r) {
        List<Original> out = new ArrayList<>(1);
        if (subject instanceof Subject.Self) {
            GameObject o = ctx.s.object(r.source());
            boolean same = r.sourceZoneChanges() < 0 || o.zoneChanges() == r.sourceZoneChanges(); // 400.7
            out.add(same ? current(ctx, o) : lastKnown(ctx, o, r.sourceZoneChanges()));
        } else if (subject instanceof Subject.ThatObject) {
            if (r.thatObject() < 0) return out;
            GameObject o = ctx.s.object(r.thatObject());
            out.add(o.zone() == Zone.BATTLEFIELD ? current(ctx, o) : lastKnown(ctx, o, -1));
        } else if (subject instanceof Subject.TargetObject t) {
            for (Target x : r.targetsOf(t.index())) {
                if (!(x instanceof Target.Object ref)) continue;
                GameObject o = ctx.s.object(ref.id());
                out.add(o.zoneChanges() == ref.zoneChanges() ? current(ctx, o) : lastKnown(ctx, o, ref.zoneChanges()));
            }
        } else {
            for (GameObject o : EffectSubjects.objects(ctx, subject, r)) {
                if (o.zone() == Zone.BATTLEFIELD) out.add(current(ctx, o)); // 608.2b: nothing to copy
            }
        }
        out.removeIf(o -> o == null);
        return out;
    }

    /** The object as it is now: a permanent, or a card in a public zone (707.2: its own values); null in a hidden zone or on the stack. */
    private static Original current(Ctx ctx, GameObject o) {
        if (o.zone() == Zone.STACK || o.zone() == Zone.LIBRARY || o.zone() == Zone.HAND) return null; // not a permanent
        return new Original(o.name(), TextChanging.copiable(ctx.s, o)); // 707.2: text changes aren't copied
    }

    private static Original lastKnown(Ctx ctx, GameObject o, int zc) {
        return new Original(o.name(), LastKnownCopiable.of(ctx.s, o, zc)); // 608.2h
    }

    /**
     * Creates under {@code controller} the tokens that are copies of what {@code subject} names first: one, or as many
     * as a replacement makes it (614.1a); empty if nothing to copy.
     */
    static List<GameObject> copyOf(Ctx ctx, Subject subject, Resolution r, int controller) {
        List<Original> originals = originals(ctx, subject, r);
        return originals.isEmpty() ? List.of() : copy(ctx, originals.get(0), controller);
    }

    /**
     * Creates under {@code controller} a token that's a copy of the permanent {@code original} (111.2, 707.2) — or as
     * many as a replacement makes it (614.1a): the tokens now on the battlefield.
     */
    static List<GameObject> copy(Ctx ctx, GameObject original, int controller) {
        return copy(ctx, new Original(original.name(), TextChanging.copiable(ctx.s, original)), controller);
    }

    private static List<GameObject> copy(Ctx ctx, Original original, int controller) {
        return copy(ctx, original, controller, 1);
    }

    private static List<GameObject> copy(Ctx ctx, Original original, int controller, int count) {
        List<Integer> ids = Tokens.make(ctx, controller, original.copiable(), count, true); // 111.2: the one creation point
        for (int i = 0; i < ids.size(); i++) {
            ctx.log("%s creates a token that's a copy of %s", ctx.s.player(controller).name(), original.name());
        }
        if (!ids.isEmpty() && AuraEntry.isAura(ctx.s, ids.get(0))) return auras(ctx, ids, controller); // 303.4f
        if (ids.size() == 1) return List.of(ZoneMoves.moveToBattlefield(ctx, ids.get(0), controller)); // 111.2
        ZoneMoves.moveAllToBattlefield(ctx, ids, id -> controller); // 111.2: one event
        List<GameObject> out = new ArrayList<>(ids.size());
        for (int id : ids) out.add(ctx.s.object(id));
        return out;
    }

    /**
     * Token copies of an Aura (303.4f): for each, its controller chooses what it enchants as it enters among what it could
     * legally enchant; with nothing, it isn't created (303.4g: it never leaves the place outside the game where it waited).
     */
    private static List<GameObject> auras(Ctx ctx, List<Integer> ids, int controller) {
        List<GameObject> out = new ArrayList<>(ids.size());
        for (int id : ids) {
            List<Integer> legal = AuraEntry.legalHosts(ctx.s, id);
            if (legal.isEmpty()) {
                ctx.log("%s has nothing to enchant: the token isn't created (303.4g)", ctx.s.object(id).name());
                continue;
            }
            int host = AuraEntry.choose(ctx, controller, id, legal);
            ZoneMoves.moveToBattlefieldAttached(ctx, id, controller, host);
            if (ctx.s.object(id).zone() == Zone.BATTLEFIELD) {
                Attachments.attach(ctx, id, host);
                out.add(ctx.s.object(id));
            }
        }
        return out;
    }
}
