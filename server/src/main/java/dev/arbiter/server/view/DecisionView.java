package dev.arbiter.server.view;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.arbiter.engine.ability.ActivatedAbility;
import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.Target;
import dev.arbiter.engine.state.Zone;
import dev.arbiter.server.protocol.ChoiceCodec;

import java.util.ArrayList;
import java.util.List;

/**
 * A pending {@link Decision} as JSON. The deciding seat gets its options ({@link #forDecider});
 * every other seat only learns who is deciding and what kind of decision it is ({@link #forOthers}),
 * since the options can name hidden cards (a discard names the hand).
 */
public final class DecisionView {
    private DecisionView() {
    }

    public static String kind(Decision d) {
        if (d instanceof Decision.Priority) return "priority";
        if (d instanceof Decision.Targets) return "targets";
        if (d instanceof Decision.Number) return "number";
        if (d instanceof Decision.Option) return "option";
        if (d instanceof Decision.Objects) return "objects";
        if (d instanceof Decision.Attackers) return "attackers";
        if (d instanceof Decision.Blockers) return "blockers";
        return "damage";
    }

    public static ObjectNode forOthers(Decision d) {
        ObjectNode n = ChoiceCodec.JSON.createObjectNode();
        n.put("player", d.player()).put("kind", kind(d)).put("yours", false);
        return n;
    }

    /** {@code s}: the game as the decider sees it part-way through the action ({@code Game.view}). */
    public static ObjectNode forDecider(GameState s, Decision d) {
        int me = d.player();
        ObjectNode n = ChoiceCodec.JSON.createObjectNode();
        n.put("player", me).put("kind", kind(d)).put("yours", true).put("prompt", d.prompt());
        if (d instanceof Decision.Priority p) {
            ArrayNode a = n.putArray("actions");
            for (Choice c : p.actions()) a.add(action(s, c));
        } else if (d instanceof Decision.Targets t) {
            n.put("min", t.min()).put("max", t.max());
            if (t.source() >= 0) n.put("source", Names.of(s, me, t.source()));
            ArrayNode a = n.putArray("candidates");
            for (Target x : t.candidates()) a.add(target(s, me, x));
        } else if (d instanceof Decision.Number num) {
            n.put("min", num.min()).put("max", num.max());
        } else if (d instanceof Decision.Option o) {
            ArrayNode a = n.putArray("options");
            o.options().forEach(a::add);
        } else if (d instanceof Decision.Objects o) {
            n.put("min", o.min()).put("max", o.max());
            ArrayNode a = n.putArray("candidates");
            for (int id : candidatesInSafeOrder(s, o.candidates())) {
                a.addObject().put("id", id).put("name", s.object(id).name()).put("zone", s.object(id).zone().display())
                        .set("card", CardView.printed(s.object(id).card()));
            }
        } else if (d instanceof Decision.Attackers at) {
            ArrayNode a = n.putArray("candidates");
            for (Decision.AttackCandidate c : at.candidates()) {
                ObjectNode x = a.addObject().put("creature", c.creature()).put("name", s.object(c.creature()).name());
                ArrayNode defenders = x.putArray("defenders");
                for (Target t : c.defenders()) defenders.add(target(s, me, t));
            }
        } else if (d instanceof Decision.Blockers b) {
            ArrayNode a = n.putArray("candidates");
            for (Decision.BlockCandidate c : b.candidates()) {
                ObjectNode x = a.addObject().put("creature", c.creature()).put("name", s.object(c.creature()).name())
                        .put("maxAttackers", c.maxAttackers());
                ArrayNode attackers = x.putArray("attackers");
                c.attackers().forEach(attackers::add);
            }
        } else if (d instanceof Decision.DamageAssignment da) {
            n.put("source", da.source()).put("sourceName", s.object(da.source()).name()).put("amount", da.amount())
                    .put("trample", da.trample());
            ArrayNode a = n.putArray("recipients");
            for (int i = 0; i < da.recipients().size(); i++) {
                ObjectNode r = target(s, me, da.recipients().get(i));
                if (i < da.lethal().size()) r.put("lethal", da.lethal().get(i));
                a.add(r);
            }
        }
        return n;
    }

    /** Cards looked at in a library are listed by id, never in library order (401.2). */
    private static List<Integer> candidatesInSafeOrder(GameState s, List<Integer> ids) {
        boolean fromLibrary = ids.stream().anyMatch(id -> s.object(id).zone() == Zone.LIBRARY);
        if (!fromLibrary) return ids;
        List<Integer> sorted = new ArrayList<>(ids);
        sorted.sort(null);
        return sorted;
    }

    private static ObjectNode target(GameState s, int me, Target t) {
        ObjectNode n = ChoiceCodec.JSON.createObjectNode();
        n.set("target", ChoiceCodec.target(t));
        n.put("label", Names.of(s, me, t));
        return n;
    }

    private static ObjectNode action(GameState s, Choice c) {
        ObjectNode n = ChoiceCodec.JSON.createObjectNode();
        n.set("choice", ChoiceCodec.write(c));
        if (c instanceof Choice.Pass) {
            n.put("label", "Pass priority");
        } else if (c instanceof Choice.PlayLand pl) {
            n.put("card", pl.card()).put("label", "Play " + s.object(pl.card()).name());
        } else if (c instanceof Choice.CastSpell cs) {
            n.put("card", cs.card()).put("label", "Cast " + s.object(cs.card()).name());
        } else if (c instanceof Choice.ActivateAbility aa) {
            String name = s.object(aa.source()).name();
            ActivatedAbility ab = Layers.of(s, aa.source()).activatedAbilities().get(aa.index());
            n.put("card", aa.source()).put("label", name + ": " + ab.text().replace("~", name)).put("mana", ab.manaAbility());
        } else if (c instanceof Choice.Suspend su) { // 702.62a
            n.put("card", su.card()).put("label", "Suspend " + s.object(su.card()).name());
        } else if (c instanceof Choice.Foretell fo) { // 702.143a
            n.put("card", fo.card()).put("label", "Foretell " + s.object(fo.card()).name());
        }
        return n;
    }
}
