package dev.arbiter.server.protocol;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.state.Target;

import java.util.ArrayList;
import java.util.List;

/**
 * A {@link Choice} as JSON and back: the format the browser sends and the game record stores,
 * e.g. {@code {"kind":"cast","card":12}}. Reading checks the shape only (a {@link Malformed}
 * names the field); whether the choice is legal is the engine's question (422).
 */
public final class ChoiceCodec {
    public static final ObjectMapper JSON = new ObjectMapper();

    private ChoiceCodec() {
    }

    /** A message that is not a well-formed choice. */
    public static final class Malformed extends RuntimeException {
        private static final long serialVersionUID = 1L;

        public Malformed(String message) {
            super(message);
        }
    }

    public static ObjectNode write(Choice c) {
        ObjectNode n = JSON.createObjectNode();
        if (c instanceof Choice.Pass) {
            n.put("kind", "pass");
        } else if (c instanceof Choice.Cancel) {
            n.put("kind", "cancel");
        } else if (c instanceof Choice.PlayLand pl) {
            n.put("kind", "playLand").put("card", pl.card());
        } else if (c instanceof Choice.CastSpell cs) {
            n.put("kind", "cast").put("card", cs.card());
            if (!cs.payWith().isEmpty()) ints(n.putArray("payWith"), cs.payWith());
        } else if (c instanceof Choice.ActivateAbility aa) {
            n.put("kind", "activate").put("source", aa.source()).put("index", aa.index());
            if (!aa.payWith().isEmpty()) ints(n.putArray("payWith"), aa.payWith());
        } else if (c instanceof Choice.Suspend su) { // 702.62a, 116.2f
            n.put("kind", "suspend").put("card", su.card());
            if (!su.payWith().isEmpty()) ints(n.putArray("payWith"), su.payWith());
        } else if (c instanceof Choice.Foretell fo) { // 702.143a, 116.2h
            n.put("kind", "foretell").put("card", fo.card());
            if (!fo.payWith().isEmpty()) ints(n.putArray("payWith"), fo.payWith());
        } else if (c instanceof Choice.ChooseTargets t) {
            n.put("kind", "targets");
            ArrayNode a = n.putArray("targets");
            t.targets().forEach(x -> a.add(target(x)));
        } else if (c instanceof Choice.ChooseNumber x) {
            n.put("kind", "number").put("value", x.value());
        } else if (c instanceof Choice.ChooseOption o) {
            n.put("kind", "option").put("index", o.index());
        } else if (c instanceof Choice.ChooseObjects o) {
            n.put("kind", "objects");
            ints(n.putArray("ids"), o.ids());
        } else if (c instanceof Choice.DeclareAttackers d) {
            n.put("kind", "attackers");
            ArrayNode a = n.putArray("attacks");
            d.attacks().forEach(x -> a.addObject().put("attacker", x.attacker()).set("defender", target(x.defender())));
        } else if (c instanceof Choice.DeclareBlockers d) {
            n.put("kind", "blockers");
            ArrayNode a = n.putArray("blocks");
            d.blocks().forEach(x -> a.addObject().put("blocker", x.blocker()).put("attacker", x.attacker()));
        } else if (c instanceof Choice.AssignDamage d) {
            n.put("kind", "damage");
            ArrayNode a = n.putArray("shares");
            d.shares().forEach(x -> a.addObject().put("amount", x.amount()).set("recipient", target(x.recipient())));
        }
        return n;
    }

    public static ObjectNode target(Target t) {
        ObjectNode n = JSON.createObjectNode();
        if (t instanceof Target.Player p) return n.put("player", p.player());
        if (t instanceof Target.Ability a) return n.put("ability", a.stackId()).put("source", a.source()); // 115.1
        Target.Object o = (Target.Object) t;
        return n.put("object", o.id()).put("zc", o.zoneChanges());
    }

    public static Choice read(JsonNode n) {
        if (n == null || !n.isObject()) throw new Malformed("a choice must be a JSON object with a \"kind\"");
        String kind = text(n, "kind");
        return switch (kind) {
            case "pass" -> new Choice.Pass();
            case "cancel" -> new Choice.Cancel();
            case "playLand" -> new Choice.PlayLand(integer(n, "card"));
            case "cast" -> new Choice.CastSpell(integer(n, "card"), optionalInts(n, "payWith"));
            case "activate" -> new Choice.ActivateAbility(integer(n, "source"), integer(n, "index"), optionalInts(n, "payWith"));
            case "suspend" -> new Choice.Suspend(integer(n, "card"), optionalInts(n, "payWith")); // 702.62a
            case "foretell" -> new Choice.Foretell(integer(n, "card"), optionalInts(n, "payWith")); // 702.143a
            case "targets" -> {
                List<Target> out = new ArrayList<>();
                for (JsonNode t : array(n, "targets")) out.add(readTarget(t));
                yield new Choice.ChooseTargets(out);
            }
            case "number" -> new Choice.ChooseNumber(integer(n, "value"));
            case "option" -> new Choice.ChooseOption(integer(n, "index"));
            case "objects" -> new Choice.ChooseObjects(ints(array(n, "ids"), "ids"));
            case "attackers" -> {
                List<Choice.Attack> out = new ArrayList<>();
                for (JsonNode a : array(n, "attacks")) out.add(new Choice.Attack(integer(a, "attacker"), readTarget(a.get("defender"))));
                yield new Choice.DeclareAttackers(out);
            }
            case "blockers" -> {
                List<Choice.Block> out = new ArrayList<>();
                for (JsonNode b : array(n, "blocks")) out.add(new Choice.Block(integer(b, "blocker"), integer(b, "attacker")));
                yield new Choice.DeclareBlockers(out);
            }
            case "damage" -> {
                List<Choice.DamageShare> out = new ArrayList<>();
                for (JsonNode d : array(n, "shares")) out.add(new Choice.DamageShare(readTarget(d.get("recipient")), integer(d, "amount")));
                yield new Choice.AssignDamage(out);
            }
            default -> throw new Malformed("unknown choice kind \"" + kind + "\" (pass, cancel, playLand, cast, activate,"
                    + " targets, number, option, objects, attackers, blockers, damage)");
        };
    }

    public static Target readTarget(JsonNode t) {
        if (t == null || !t.isObject()) throw new Malformed("a target must be {\"player\":n} or {\"object\":id,\"zc\":n}");
        if (t.has("player")) return new Target.Player(integer(t, "player"));
        if (t.has("ability")) return new Target.Ability(integer(t, "ability"), integer(t, "source")); // 115.1
        return new Target.Object(integer(t, "object"), integer(t, "zc"));
    }

    private static String text(JsonNode n, String field) {
        JsonNode v = n.get(field);
        if (v == null || !v.isTextual()) throw new Malformed("field \"" + field + "\" must be a string");
        return v.asText();
    }

    private static int integer(JsonNode n, String field) {
        JsonNode v = n == null ? null : n.get(field);
        if (v == null || !v.canConvertToInt() || !v.isIntegralNumber()) {
            throw new Malformed("field \"" + field + "\" must be an integer");
        }
        return v.asInt();
    }

    private static JsonNode array(JsonNode n, String field) {
        JsonNode v = n.get(field);
        if (v == null || !v.isArray()) throw new Malformed("field \"" + field + "\" must be an array");
        if (v.size() > 1000) throw new Malformed("field \"" + field + "\" is too long");
        return v;
    }

    private static List<Integer> optionalInts(JsonNode n, String field) {
        return n.has(field) ? ints(array(n, field), field) : List.of();
    }

    private static List<Integer> ints(JsonNode a, String field) {
        List<Integer> out = new ArrayList<>();
        for (JsonNode v : a) {
            if (!v.isIntegralNumber() || !v.canConvertToInt()) throw new Malformed("\"" + field + "\" must hold integers");
            out.add(v.asInt());
        }
        return out;
    }

    private static void ints(ArrayNode a, List<Integer> values) {
        values.forEach(a::add);
    }
}
