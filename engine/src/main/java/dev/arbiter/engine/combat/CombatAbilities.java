package dev.arbiter.engine.combat;

import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.StaticAbility;
import dev.arbiter.engine.ability.StaticEffect;
import dev.arbiter.engine.card.Characteristics;
import dev.arbiter.engine.state.ContinuousEffect;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.Modification;

import java.util.ArrayList;
import java.util.List;

/**
 * Looks up a creature's attacking and blocking restrictions and requirements (seed 500.1, 508.1c-d,
 * 509.1b-c): its static abilities, and the rule-modifying effects of resolved spells and abilities
 * locked onto it ("can't block this turn", 611.2c).
 */
final class CombatAbilities {
    private CombatAbilities() {
    }

    static boolean has(GameState s, int id, Characteristics ch, Class<? extends StaticEffect> kind) {
        return has(of(s, id, ch), kind);
    }

    /** Whether {@code rules} (one creature's {@link #of}, read once for several questions) hold one of {@code kind}. */
    static boolean has(List<StaticEffect> rules, Class<? extends StaticEffect> kind) {
        for (int k = 0, n = rules.size(); k < n; k++) if (kind.isInstance(rules.get(k))) return true; // indexed: no iterator
        return false;
    }

    /** Every combat rule on object {@code id} (with characteristics {@code ch}): static abilities first, then resolved effects. */
    static List<StaticEffect> of(GameState s, int id, Characteristics ch) {
        List<StaticEffect> out = null; // made for the first rule: asked for every attacker and blocker pair (issue 13)
        List<Ability> abilities = ch.abilities();
        for (int k = 0, n = abilities.size(); k < n; k++) { // indexed: asked for every attacker and blocker
            if (abilities.get(k) instanceof StaticAbility st) {
                if (st.effect() instanceof StaticEffect.CombatRuleWhile w) { // 611.3b: only while its condition holds
                    if (holds(s, id, ch, w.condition())) out = add(out, w.rule());
                } else {
                    out = add(out, st.effect());
                }
            }
        }
        if (ch.has(dev.arbiter.engine.ability.Keyword.UNLEASH) && s.object(id).counters().get("+1/+1") > 0) {
            out = add(out, new StaticEffect.CantBlock()); // 702.98a: "can't block as long as it has a +1/+1 counter on it"
        }
        if (!s.effects().isEmpty()) {
            GameObject o = s.object(id);
            for (ContinuousEffect e : s.effects()) {
                if (e.modification() instanceof Modification.CombatRule r && e.affected().contains(o.ref())) out = add(out, r.rule());
            }
        }
        return out == null ? List.of() : out;
    }

    /** Whether {@code c} holds for creature {@code id} (characteristics {@code ch}): "it's black" of the creature itself. */
    private static boolean holds(GameState s, int id, Characteristics ch, dev.arbiter.engine.ability.Condition c) {
        if (c instanceof dev.arbiter.engine.ability.Condition.Not n) return !holds(s, id, ch, n.of());
        if (c instanceof dev.arbiter.engine.ability.Condition.ObjectIs is && !is.host()) {
            return dev.arbiter.engine.layers.Affecting.matches(s, id, is.filter(), s.object(id), ch);
        }
        return dev.arbiter.engine.layers.Affecting.holds(s, id, c);
    }

    private static List<StaticEffect> add(List<StaticEffect> out, StaticEffect e) {
        List<StaticEffect> list = out == null ? new ArrayList<>(2) : out;
        list.add(e);
        return list;
    }

    /**
     * Why {@code id} can't attack (or block) for want of the permanents a "can't attack unless you
     * control ..." rule asks for (508.1c, 509.1b), or null.
     */
    static String whyUnlessYouControl(GameState s, int id, Characteristics ch, boolean attack) {
        return whyUnlessYouControl(s, id, of(s, id, ch), attack);
    }

    /** As above, from the creature's {@link #of} read once. */
    static String whyUnlessYouControl(GameState s, int id, List<StaticEffect> rules, boolean attack) {
        for (StaticEffect e : rules) {
            // 509.1b: "can't block unless you control more creatures than attacking player" (the active player, 506.2)
            if (!attack && e instanceof StaticEffect.CantUnlessYouControlMore m && !m.attack()
                    && controlled(s, id, s.object(id).controller(), m.permanents())
                    <= controlled(s, id, s.turn().active(), m.permanents())) {
                return s.object(id).name() + " " + m.text() + " (509.1b)";
            }
            if (!(e instanceof StaticEffect.CantUnlessYouControl u) || u.attack() != attack) continue;
            int n = controlled(s, id, s.object(id).controller(), u.permanents());
            if (n < u.atLeast()) return s.object(id).name() + " " + u.text() + (attack ? " (508.1c)" : " (509.1b)");
        }
        return null;
    }

    /** How many permanents {@code player} controls that match {@code f}, judged for {@code source}. */
    static int controlled(GameState s, int source, int player, dev.arbiter.engine.ability.ObjectFilter f) {
        int n = 0;
        for (int p : s.battlefield()) {
            GameObject o = s.object(p);
            if (o.controller() == player && dev.arbiter.engine.layers.Affecting.matches(s, source, f, o,
                    dev.arbiter.engine.layers.Layers.of(s, p))) n++;
        }
        return n;
    }
}
