package dev.arbiter.engine.effects;

import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Enchant;
import dev.arbiter.engine.events.GameEvent;
import dev.arbiter.engine.events.Triggers;
import dev.arbiter.engine.card.Characteristics;
import dev.arbiter.engine.characteristic.CardType;
import dev.arbiter.engine.layers.Affecting;
import dev.arbiter.engine.protection.Protections;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.Zone;

/**
 * Attaching Auras, Equipment and Fortifications (301.5, 303.4, 701.3) and whether an attachment
 * is legal: an Aura only to what its enchant ability allows (303.4), Equipment only to a
 * creature (301.5c), a Fortification only to a land (301.6); never to a permanent with
 * protection from it (seed 502.7c-d).
 */
public final class Attachments {
    private Attachments() {
    }

    public enum Kind { AURA, EQUIPMENT, FORTIFICATION, OTHER }

    public static Kind kind(Characteristics ch) {
        if (ch.is(CardType.ENCHANTMENT) && ch.hasSubtype("Aura")) return Kind.AURA;
        if (ch.is(CardType.ARTIFACT) && ch.hasSubtype("Equipment")) return Kind.EQUIPMENT;
        if (ch.is(CardType.ARTIFACT) && ch.hasSubtype("Fortification")) return Kind.FORTIFICATION;
        return Kind.OTHER;
    }

    /** Null if {@code attachment} may be attached to {@code host}, else why not (with the rule). */
    public static String whyIllegal(GameState s, int attachment, int host) {
        int player = GameObject.hostPlayer(host);
        if (player >= 0) return whyIllegalForPlayer(s, attachment, player);
        GameObject h = s.object(host);
        if (h.zone() == Zone.GRAVEYARD && host != attachment) return whyIllegalInGraveyard(s, attachment, h);
        if (h.zone() != Zone.BATTLEFIELD) return "it is attached to nothing (704.5m)";
        if (host == attachment) return "it can't be attached to itself (301.5c, 303.4d)";
        Characteristics a = Layers.of(s, attachment);
        Characteristics hc = Layers.of(s, host);
        switch (kind(a)) {
            case AURA -> {
                for (Ability ab : a.abilities()) {
                    if (ab instanceof Enchant e && (e.enchantsPlayer() || e.inGraveyard() || !Affecting.matches(s, attachment, e.filter(), h, hc))) {
                        return h.name() + " is not what it can enchant: " + e.text() + " (303.4, 704.5m)";
                    }
                }
                if (Protections.protectedFrom(hc, a) && !ProtectionFromItself.only(a, hc)) {
                    return h.name() + " has protection from it (502.7c / 702.16c)";
                }
                String others = OtherAuras.whyIllegal(s, attachment, host);
                if (others != null) return others;
            }
            case EQUIPMENT -> {
                if (!hc.isCreature()) return h.name() + " is not a creature (301.5c, 420.5k / 704.5n)";
                if (a.isCreature() && !a.has(dev.arbiter.engine.ability.Keyword.RECONFIGURE)) { // 301.5c, 702.151
                    return "an Equipment that is a creature can't equip (301.5c)";
                }
                if (Protections.protectedFrom(hc, a)) return h.name() + " has protection from it (502.7d / 702.16d)";
            }
            case FORTIFICATION -> {
                // Seed 420.5m: any non-Aura, non-Equipment permanent attached to another becomes unattached.
                if (s.config().edition() == dev.arbiter.engine.rules.RulesEdition.SEED) {
                    return "under the seed rules only Auras and Equipment stay attached (420.5m)";
                }
                if (!hc.isLand()) return h.name() + " is not a land (301.6, 704.5n)";
            }
            default -> {
                return "only Auras, Equipment and Fortifications can be attached (420.5m / 704.5p)";
            }
        }
        return null;
    }

    /**
     * 303.4, 702.5d, 704.5m: null if Aura {@code attachment} may enchant {@code player}: an Aura whose enchant ability
     * names players ("Enchant player", "Enchant opponent" judged from its controller), the player still in the game
     * (800.4a: an Aura attached to a player who left goes to the graveyard).
     */
    public static String whyIllegalForPlayer(GameState s, int attachment, int player) {
        if (player >= s.playerCount() || !s.player(player).inGame()) return "the player it enchants has left the game (800.4a, 704.5m)";
        Characteristics a = Layers.of(s, attachment);
        if (kind(a) != Kind.AURA) return "only an Aura can be attached to a player (303.4, 301.5c)";
        boolean any = false;
        for (Ability ab : a.abilities()) {
            if (!(ab instanceof Enchant e)) continue;
            if (!e.enchantsPlayer() || !s.relates(e.player(), s.object(attachment), player)) {
                return s.player(player).name() + " is not what it can enchant: " + e.text() + " (303.4, 704.5m)";
            }
            any = true;
        }
        return any ? null : "it has no enchant ability that names players (303.4, 704.5m)";
    }

    /** The name of what {@code host} (an {@code attachedTo} value) names: a permanent or a player. */
    public static String hostName(GameState s, int host) {
        int player = GameObject.hostPlayer(host);
        return player >= 0 ? s.player(player).name() : s.object(host).name();
    }

    /** Attaches {@code attachment} to {@code host}; it gets a new timestamp (613.7e). */
    /**
     * 702.5a, 303.4a, 704.5m: an Aura may be attached to a card in a graveyard only while its enchant ability says
     * "Enchant [kind] card in a graveyard" and the card is of that kind; null if it may.
     */
    private static String whyIllegalInGraveyard(GameState s, int attachment, GameObject h) {
        Characteristics a = Layers.of(s, attachment);
        boolean any = false;
        for (Ability ab : a.abilities()) {
            if (!(ab instanceof Enchant e)) continue;
            if (!e.inGraveyard() || !Affecting.matches(s, attachment, e.filter(), h, Layers.of(s, h.id()))) {
                return h.name() + " is not what it can enchant: " + e.text() + " (303.4, 704.5m)";
            }
            any = true;
        }
        return any && kind(a) == Kind.AURA ? null : "it is attached to nothing (704.5m)";
    }

    public static void attach(Ctx ctx, int attachment, int host) {
        long ts = ctx.s.nextTimestamp();
        GameObject a = ctx.s.object(attachment);
        ctx.s = ctx.s.withNextTimestamp(ts + 1).withObject(a.withAttachedTo(host).withTimestamp(ts));
        ctx.log("%s is attached to %s", a.name(), hostName(ctx.s, host));
        ControlChanges.refresh(ctx); // 613.1b: "You control enchanted creature" follows the Aura
        if (a.attachedTo() != host) { // 701.3b: attaching it to what it is attached to does nothing
            if (a.attachedTo() >= 0) Triggers.emit(ctx, new GameEvent.Unattached(a, a.attachedTo())); // 701.3d
            if (host >= 0) Triggers.emit(ctx, new GameEvent.Attached(attachment, host));
        }
    }

    public static void unattach(Ctx ctx, int attachment) {
        GameObject a = ctx.s.object(attachment);
        ctx.s = ctx.s.withObject(a.withAttachedTo(GameObject.NONE));
        ControlChanges.refresh(ctx); // 613.1b
        if (a.attachedTo() >= 0) Triggers.emit(ctx, new GameEvent.Unattached(a, a.attachedTo())); // 701.3d
    }
}
