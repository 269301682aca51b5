package dev.arbiter.engine.effects;

import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.StaticAbility;
import dev.arbiter.engine.ability.StaticEffect;
import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.layers.ActiveStatic;
import dev.arbiter.engine.layers.Affecting;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.layers.PartKinds;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.GameState;

import java.util.ArrayList;
import java.util.List;

/**
 * Replacement effects that modify how a permanent enters the battlefield (614.1c, 614.12): "enters
 * the battlefield tapped [unless you control ...]", "As ~ enters, you may pay 2 life / reveal a card.
 * If you don't, it enters tapped", and other permanents' "[Creatures] enter the battlefield tapped".
 */
final class EnteringReplacements {
    private EnteringReplacements() {
    }

    static final String PAY = "pay";
    static final String DONT = "don't";

    /**
     * 614.12: the choice an "As ~ enters, you may pay / reveal ... If you don't, it enters tapped"
     * offers, made by the player it enters under (before it moves); true if they paid or revealed.
     */
    static boolean paysToEnterUntapped(Ctx ctx, int id, int player) {
        GameObject o = ctx.s.object(id);
        for (Ability a : o.card().baseCharacteristics().abilities()) {
            if (!(a instanceof StaticAbility st && st.effect() instanceof StaticEffect.EntersTappedUnlessPaid u)) continue;
            if (u.payLife() > 0) {
                if (ctx.s.player(player).life() < u.payLife()) return false; // 119.4: can't pay more life than you have
                Choice c = ctx.ask(new Decision.Option(player, "As " + o.name() + " enters, pay " + u.payLife()
                        + " life? (If you don't, it enters tapped.)", List.of(PAY + " " + u.payLife() + " life", DONT)));
                if (((Choice.ChooseOption) c).index() != 0) return false;
                LifeTotals.lose(ctx, player, u.payLife()); // 119.4: paying life is losing it
                dev.arbiter.engine.events.Triggers.emit(ctx, new dev.arbiter.engine.events.GameEvent.LifePaid(player, u.payLife())); // 119.4
                ctx.log("%s pays %d life", ctx.s.player(player).name(), u.payLife());
                return true;
            }
            List<Integer> candidates = HandEffects.matchingInHand(ctx, player, id, u.reveal());
            candidates.remove(Integer.valueOf(id)); // not the card itself
            if (candidates.isEmpty()) return false;
            Choice c = ctx.ask(new Decision.Objects(player, "As " + o.name() + " enters, you may reveal a card"
                    + " (if you don't, it enters tapped)", candidates, 0, 1));
            List<Integer> shown = ((Choice.ChooseObjects) c).ids();
            if (shown.isEmpty()) return false;
            ctx.log("%s reveals %s", ctx.s.player(player).name(), ctx.s.object(shown.get(0)).name());
            return true;
        }
        return false;
    }

    /**
     * 614.1a, 614.12: "If ~ would enter the battlefield, [you may] sacrifice ... / discard ... instead. If you do, put ~
     * onto the battlefield. If you don't, put it into its owner's graveyard." Asked of the player it would enter under,
     * before it moves; false when it goes to the graveyard instead (they couldn't, or chose not to).
     */
    static boolean paysToEnter(Ctx ctx, int id, int player) {
        GameObject o = ctx.s.object(id);
        for (Ability a : o.card().baseCharacteristics().abilities()) {
            if (!(a instanceof StaticAbility st && st.effect() instanceof StaticEffect.EntersOnlyIfPaid p)) continue;
            List<Integer> candidates = new ArrayList<>();
            if (p.discard()) {
                candidates.addAll(HandEffects.matchingInHand(ctx, player, id, p.filter()));
                candidates.remove(Integer.valueOf(id)); // not the card itself
            } else {
                for (int perm : ctx.s.battlefield()) {
                    GameObject q = ctx.s.object(perm);
                    if (perm != id && q.controller() == player && Affecting.matches(ctx.s, id, p.filter(), q, Layers.of(ctx.s, perm))) {
                        candidates.add(perm);
                    }
                }
            }
            String verb = p.discard() ? "discard" : "sacrifice";
            if (candidates.size() < p.count()) {
                ctx.log("%s can't %s %s: %s is put into its owner's graveyard", ctx.s.player(player).name(), verb, p.what(), o.name());
                return false;
            }
            Choice c = ctx.ask(new Decision.Objects(player, "As " + o.name() + " would enter, " + verb + " " + p.what()
                    + " (if you don't, it is put into its owner's graveyard)", candidates, p.optional() ? 0 : p.count(), p.count()));
            List<Integer> chosen = ((Choice.ChooseObjects) c).ids();
            if (chosen.size() < p.count()) return false;
            for (int chosenId : List.copyOf(chosen)) {
                String name = ctx.s.object(chosenId).name();
                if (p.discard()) {
                    ZoneMoves.move(ctx, chosenId, dev.arbiter.engine.state.Zone.GRAVEYARD); // 701.8a
                    ctx.log("%s discards %s", ctx.s.player(player).name(), name);
                } else {
                    SacrificeMove.sacrifice(ctx, chosenId); // 701.17a
                    ctx.log("%s sacrifices %s", ctx.s.player(player).name(), name);
                }
            }
            return true;
        }
        return true;
    }

    /**
     * 614.12, 614.1c: "As ~ enters the battlefield, [effect]." carried out by the player it enters under, before it
     * moves (so the effect neither sees nor affects it).
     */
    static void effectsAsEnters(Ctx ctx, int id, int player) {
        GameObject o = ctx.s.object(id);
        if (!o.card().partKinds().contains(StaticEffect.EffectAsEnters.class)) return; // the common case: no walk
        for (Ability a : o.card().baseCharacteristics().abilities()) {
            if (!(a instanceof StaticAbility st && st.effect() instanceof StaticEffect.EffectAsEnters e)) continue;
            ctx.log("As %s enters the battlefield: %s", o.name(), st.text());
            EffectResolver.resolve(ctx, e.effect(), Resolution.of(id, player));
        }
    }

    /** 614.12: "Each other creature you control enters the battlefield with an additional +1/+1 counter on it." */
    static GameObject withAdditionalCounters(GameState s, GameObject o) {
        if (!PartKinds.mayHave(s, StaticEffect.OthersEnterWithCounters.class)) return o; // none: no layer pass
        GameObject out = o;
        for (ActiveStatic a : Layers.staticAbilities(s)) {
            if (a.effect() instanceof StaticEffect.OthersEnterWithCounters w && a.source() != o.id()
                    && Affecting.matches(s, a.source(), w.filter(), o, Layers.of(s, o.id()))) {
                out = out.withCounters(out.counters().plus(w.kind(), w.amount()));
            }
        }
        return out;
    }

    /** Whether permanent {@code o}, just put onto the battlefield in {@code s}, enters tapped (614.1c). */
    static boolean entersTapped(GameState s, GameObject o, boolean paid) {
        for (Ability a : o.card().baseCharacteristics().abilities()) {
            if (!(a instanceof StaticAbility st)) continue;
            if (st.effect() instanceof StaticEffect.EntersTapped) return true;
            if (st.effect() instanceof StaticEffect.EntersTappedUnlessPaid && !paid) return true;
            if (st.effect() instanceof StaticEffect.EntersTappedUnless u // 614.12: judged for its controller as it enters
                    && !dev.arbiter.engine.layers.TriggerConditions.holds(s, o.id(), o.controller(), -1, u.condition())) return true;
            if (st.effect() instanceof StaticEffect.EntersTappedUnlessYouControl u) {
                int n = 0; // 614.12: the entering permanent itself is not counted ("other")
                for (int id : s.battlefield()) {
                    GameObject p = s.object(id);
                    if (id != o.id() && p.controller() == o.controller()
                            && Affecting.matches(s, o.id(), u.filter(), p, Layers.of(s, id))) {
                        n++;
                    }
                }
                if (n < u.atLeast() || n > u.atMost()) return true;
            }
        }
        if (!PartKinds.mayHave(s, StaticEffect.PermanentsEnterTapped.class)) return false; // none: no layer pass
        for (ActiveStatic a : Layers.staticAbilities(s)) {
            // 614.12: another permanent's replacement; the entering permanent's own doesn't apply to itself
            if (a.effect() instanceof StaticEffect.PermanentsEnterTapped p && a.source() != o.id()
                    && Affecting.matches(s, a.source(), p.filter(), o, Layers.of(s, o.id()))) {
                return true;
            }
        }
        return false;
    }
}
