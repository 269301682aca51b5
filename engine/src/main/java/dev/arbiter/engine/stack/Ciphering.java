package dev.arbiter.engine.stack;

import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Cipher;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.Trigger;
import dev.arbiter.engine.ability.TriggeredAbility;
import dev.arbiter.engine.card.Characteristics;
import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.effects.ZoneMoves;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.ContinuousEffect;
import dev.arbiter.engine.state.Duration;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.Modification;
import dev.arbiter.engine.state.StackItem;
import dev.arbiter.engine.state.Target;
import dev.arbiter.engine.state.Zone;
import io.vavr.collection.Vector;

import java.util.ArrayList;
import java.util.List;

/**
 * Cipher (702.99a): as a spell with cipher that is represented by a card finishes resolving, its controller may exile
 * it encoded on a creature they control (702.99b). The card is then linked to that creature as a card exiled with it
 * (607.2a: the copy ability reads it), and the creature has, while it stays on the battlefield (400.7), "Whenever this
 * creature deals combat damage to a player, you may copy the encoded card and you may cast the copy without paying its
 * mana cost." (702.99c: the card stays encoded while both stay; a card that left exile leaves nothing to copy).
 */
final class Ciphering {
    /** The ability the creature has (702.99a). */
    static final TriggeredAbility ENCODED = new TriggeredAbility(new Trigger.DealsDamageToPlayer(true, false), List.of(),
            new Effect.CopyLinkedCardMayCast(), "Whenever this creature deals combat damage to a player, you may copy the"
            + " encoded card and you may cast the copy without paying its mana cost.");

    private Ciphering() {
    }

    /** 702.99a: exiles the resolving spell encoded on a chosen creature; false when cipher doesn't apply or isn't used. */
    static boolean encodeInstead(Ctx ctx, StackItem.Spell sp, Characteristics ch) {
        boolean has = false;
        for (Ability a : ch.abilities()) if (a instanceof Cipher) has = true;
        GameObject card = ctx.s.object(sp.objectId());
        if (!has || card.copy()) return false; // "if this spell is represented by a card" (707.10: a copy is not)
        int player = sp.controller();
        List<Integer> creatures = new ArrayList<>();
        for (int id : ctx.s.battlefield()) {
            if (ctx.s.object(id).controller() == player && Layers.of(ctx.s, id).isCreature()) creatures.add(id);
        }
        if (creatures.isEmpty()) return false;
        Choice c = ctx.ask(new Decision.Objects(player, "Exile " + card.name() + " encoded on a creature you control?"
                + " (cipher, 702.99a; choose none to decline)", creatures, 0, 1));
        List<Integer> chosen = ((Choice.ChooseObjects) c).ids();
        if (chosen.isEmpty()) return false;
        GameObject creature = ctx.s.object(chosen.get(0));
        GameObject exiled = ZoneMoves.move(ctx, sp.objectId(), Zone.EXILE);
        if (exiled.zone() != Zone.EXILE) return true; // 614: moved elsewhere instead; not encoded
        ctx.s = ContinuousEffect.add(ctx.s, creature.id(), player, new Modification.ExiledWith(creature.zoneChanges()),
                Vector.of((Target.Object) exiled.ref()), Duration.INDEFINITE); // 607.2a: "the encoded card"
        ctx.s = ContinuousEffect.add(ctx.s, exiled.id(), player, new Modification.AddAbility(ENCODED),
                Vector.of(creature.ref()), Duration.INDEFINITE); // 702.99a, 613.1f
        ctx.log("%s is exiled encoded on %s (cipher, 702.99a)", exiled.name(), creature.name());
        return true;
    }
}
