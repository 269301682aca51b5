package dev.arbiter.engine.effects;

import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.GameState;

import java.util.ArrayList;
import java.util.List;

/**
 * An object that is an Aura as it enters the battlefield other than by resolving as an Aura spell — a permanent entering
 * as a copy of an Aura (707.9), a token that's a copy of an Aura (111.2, 707.2): the player putting it onto the battlefield
 * chooses what it enchants, a legal object or player by its enchant ability (303.4f); with nothing legal it stays where
 * it is, goes to its owner's graveyard from the stack, or (a token) is not created (303.4g).
 */
public final class AuraEntry {
    private AuraEntry() {
    }

    /** Whether object {@code id}, with the values it has now (those it enters with), is an Aura (303.4). */
    static boolean isAura(GameState s, int id) {
        return Attachments.kind(Layers.of(s, id)) == Attachments.Kind.AURA;
    }

    /**
     * The hosts Aura {@code id} could enchant as it enters (303.4f): permanents on the battlefield other than itself, cards
     * in graveyards (702.5a) and players in the game (702.5d), a player as {@link GameObject#playerHost}.
     */
    static List<Integer> legalHosts(GameState s, int id) {
        List<Integer> legal = new ArrayList<>();
        for (int h : s.battlefield()) if (h != id && Attachments.whyIllegal(s, id, h) == null) legal.add(h);
        for (int p = 0; p < s.playerCount(); p++) { // 702.5a: "Enchant creature card in a graveyard"
            for (int c : s.player(p).graveyard()) if (c != id && Attachments.whyIllegal(s, id, c) == null) legal.add(c);
        }
        for (int p = 0; p < s.playerCount(); p++) {
            if (s.player(p).inGame() && Attachments.whyIllegalForPlayer(s, id, p) == null) legal.add(GameObject.playerHost(p));
        }
        return legal;
    }

    /** {@code player}'s choice among {@code legal} (not empty) of what Aura {@code id} enchants as it enters (303.4f). */
    static int choose(Ctx ctx, int player, int id, List<Integer> legal) {
        String name = ctx.s.object(id).name();
        List<Integer> permanents = new ArrayList<>();
        for (int h : legal) if (h >= 0) permanents.add(h);
        if (permanents.size() == legal.size()) {
            Choice c = ctx.ask(new Decision.Objects(player, "Choose what " + name + " enchants as it enters (303.4f)",
                    permanents, 1, 1));
            return ((Choice.ChooseObjects) c).ids().get(0);
        }
        List<String> labels = new ArrayList<>(legal.size());
        for (int h : legal) labels.add(Attachments.hostName(ctx.s, h));
        Choice c = ctx.ask(new Decision.Option(player, "Choose what " + name + " enchants as it enters (303.4f)", labels));
        return legal.get(((Choice.ChooseOption) c).index());
    }
}
