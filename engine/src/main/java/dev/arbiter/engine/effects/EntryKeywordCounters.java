package dev.arbiter.engine.effects;

import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.ChoiceKind;
import dev.arbiter.engine.ability.StaticAbility;
import dev.arbiter.engine.ability.StaticEffect;
import dev.arbiter.engine.card.Characteristics;
import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.layers.LayerCounts;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.Modification;

import java.util.ArrayList;
import java.util.List;

/**
 * Keywords that give a permanent +1/+1 counters for what its controller does as it enters (614.1c, 614.12, 122.6):
 * <ul>
 * <li>devour N (702.82a): the player it enters under may sacrifice any number of creatures they control (701.17a), all
 * at once (one event, 603.10a); N counters for each. What it devoured is recorded (702.82b).</li>
 * <li>amplify N (702.38a): they may reveal any number of cards from their hand that share a creature type with it
 * (205.3m; not the card itself); N counters for each.</li>
 * <li>tribute N (702.104a): they choose an opponent, who may have it enter with N counters; whether tribute was paid
 * is recorded (702.104b).</li>
 * </ul>
 * Each instance asks on its own (702.38b, 702.82a); the number each one took is recorded with the permanent's other
 * "as enters" choices, in the order of its abilities, and read back for its counters.
 */
final class EntryKeywordCounters {
    private EntryKeywordCounters() {
    }

    /** 614.12: the devour and amplify choices of object {@code id} entering under {@code player}, added to {@code out}. */
    static List<Modification.Chosen> ask(Ctx ctx, int id, int player, List<Modification.Chosen> out) {
        var kinds = ctx.s.object(id).card().partKinds();
        if (!mayHave(kinds)) return out; // most cards
        List<Modification.Chosen> result = out;
        for (Ability a : ctx.s.object(id).card().baseCharacteristics().abilities()) {
            Modification.Chosen c = null;
            if (a instanceof StaticAbility st && st.effect() instanceof StaticEffect.Devour d) c = devour(ctx, id, player, d.n());
            if (a instanceof StaticAbility st && st.effect() instanceof StaticEffect.Amplify m) c = amplify(ctx, id, player, m.n());
            if (a instanceof StaticAbility st && st.effect() instanceof StaticEffect.Tribute t) c = tribute(ctx, id, player, t.n());
            if (c == null) continue;
            if (result.isEmpty()) result = new ArrayList<>(1);
            result.add(c);
        }
        return result;
    }

    /** 702.82a: sacrifice any number of creatures; the number sacrificed (702.82b: "it devoured"). */
    private static Modification.Chosen devour(Ctx ctx, int id, int player, int n) {
        List<Integer> creatures = new ArrayList<>();
        for (int perm : ctx.s.battlefield()) {
            if (perm != id && ctx.s.object(perm).controller() == player && Layers.of(ctx.s, perm).isCreature()) {
                creatures.add(perm); // 701.17a: only permanents they control
            }
        }
        List<Integer> chosen = creatures.isEmpty() ? List.of() : List.copyOf(((Choice.ChooseObjects) ctx.ask(new Decision.Objects(
                player, "Devour " + n + ": as " + ctx.s.object(id).name() + " enters, sacrifice any number of creatures ("
                        + counters(n) + " for each)", creatures, 0, creatures.size()))).ids());
        SimultaneousMoves.together(ctx, () -> { // 701.17a, 603.10a: one event
            for (int perm : chosen) {
                String name = ctx.s.object(perm).name();
                SacrificeMove.sacrifice(ctx, perm);
                ctx.log("%s sacrifices %s (devour)", ctx.s.player(player).name(), name);
            }
        });
        return new Modification.Chosen(ChoiceKind.DEVOUR, Integer.toString(chosen.size()), -1);
    }

    /** 702.38a: reveal any number of cards in hand sharing a creature type with it; the number revealed. */
    private static Modification.Chosen amplify(Ctx ctx, int id, int player, int n) {
        Characteristics self = Layers.of(ctx.s, id);
        List<Integer> cards = new ArrayList<>();
        var hand = ctx.s.player(player).hand();
        for (int k = 0, size = hand.size(); k < size; k++) {
            int card = hand.get(k);
            if (card != id && LayerCounts.shareCreatureType(self, Layers.of(ctx.s, card))) cards.add(card); // 205.3m
        }
        List<Integer> shown = cards.isEmpty() ? List.of() : List.copyOf(((Choice.ChooseObjects) ctx.ask(new Decision.Objects(
                player, "Amplify " + n + ": as " + ctx.s.object(id).name() + " enters, reveal any number of cards that share a"
                        + " creature type with it (" + counters(n) + " for each)", cards, 0, cards.size()))).ids());
        for (int card : shown) ctx.log("%s reveals %s (amplify)", ctx.s.player(player).name(), ctx.s.object(card).name());
        return new Modification.Chosen(ChoiceKind.AMPLIFY, Integer.toString(shown.size()), -1);
    }

    private static final List<String> TRIBUTE_OPTIONS = List.of("put the counters", "don't");

    /**
     * 702.104a: the player it enters under chooses an opponent (one still in the game), who may have it enter with N
     * additional +1/+1 counters; "paid" or "not paid" (702.104b), with the opponent chosen.
     */
    private static Modification.Chosen tribute(Ctx ctx, int id, int player, int n) {
        List<Integer> opponents = new ArrayList<>();
        List<String> names = new ArrayList<>();
        for (int k = 0; k < ctx.s.playerCount(); k++) {
            if (ctx.s.player(k).inGame() && ctx.s.areOpponents(player, k)) {
                opponents.add(k);
                names.add(ctx.s.player(k).name());
            }
        }
        if (opponents.isEmpty()) return new Modification.Chosen(ChoiceKind.TRIBUTE, "not paid", -1);
        int opponent = opponents.get(((Choice.ChooseOption) ctx.ask(new Decision.Option(player, "Tribute " + n + ": choose an"
                + " opponent who may put " + counters(n) + " on " + ctx.s.object(id).name(), names))).index());
        Choice c = ctx.ask(new Decision.Option(opponent, "Tribute " + n + ": put " + counters(n) + " on "
                + ctx.s.object(id).name() + " as it enters? (If you don't, tribute wasn't paid.)", TRIBUTE_OPTIONS));
        boolean paid = ((Choice.ChooseOption) c).index() == 0;
        ctx.log("%s %s tribute for %s", ctx.s.player(opponent).name(), paid ? "pays" : "doesn't pay", ctx.s.object(id).name());
        return new Modification.Chosen(ChoiceKind.TRIBUTE, paid ? "paid" : "not paid", opponent);
    }

    private static boolean mayHave(java.util.Set<Class<?>> kinds) {
        return kinds.contains(StaticEffect.Devour.class) || kinds.contains(StaticEffect.Amplify.class)
                || kinds.contains(StaticEffect.Tribute.class);
    }

    private static String counters(int n) {
        return n + " +1/+1 counter" + (n == 1 ? "" : "s");
    }

    private static boolean ours(ChoiceKind kind) {
        return kind == ChoiceKind.DEVOUR || kind == ChoiceKind.AMPLIFY || kind == ChoiceKind.TRIBUTE;
    }

    /**
     * 702.82a, 702.38a, 702.104a: the +1/+1 counters {@code o} enters with for what its devour and amplify abilities took (the
     * recorded choices pair with those abilities in order).
     */
    static GameObject withCounters(GameObject o, List<Modification.Chosen> chosen) {
        if (chosen.isEmpty()) return o;
        if (!mayHave(o.card().partKinds())) return o;
        int k = 0;
        int counters = 0;
        for (Ability a : o.card().baseCharacteristics().abilities()) {
            int n;
            if (a instanceof StaticAbility st && st.effect() instanceof StaticEffect.Devour d) n = d.n();
            else if (a instanceof StaticAbility st && st.effect() instanceof StaticEffect.Amplify m) n = m.n();
            else if (a instanceof StaticAbility st && st.effect() instanceof StaticEffect.Tribute t) n = t.n();
            else continue;
            while (k < chosen.size() && !ours(chosen.get(k).kind())) k++;
            if (k == chosen.size()) break;
            Modification.Chosen c = chosen.get(k++);
            counters += n * (c.kind() == ChoiceKind.TRIBUTE ? (c.word().equals("paid") ? 1 : 0) : Integer.parseInt(c.word()));
        }
        return counters == 0 ? o : o.withCounters(o.counters().plus("+1/+1", counters));
    }
}
