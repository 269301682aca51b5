package dev.arbiter.engine.effects;

import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.ContinuousEffect;
import dev.arbiter.engine.state.Duration;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.Modification;
import dev.arbiter.engine.state.Target;
import dev.arbiter.engine.state.Zone;
import io.vavr.collection.Vector;

import java.util.ArrayList;
import java.util.List;

/**
 * Cards exiled with a permission to play them (406, 601.2a, 305.1), and the top card of a library a static ability
 * lets its controller play ({@link LibraryTopPlays}, 601.3): "Exile the top card of your library. You may
 * play that card this turn." The permission is a non-layer {@link Modification.PlayFromExile} on the exiled cards,
 * which ends in the cleanup step (514.2) or, through "the end of your next turn", in the cleanup step of that
 * player's next turn; a card that leaves exile is a new object without it (400.7).
 */
public final class ExilePlays {
    private ExilePlays() {
    }

    /** Resolves {@link Effect.ExileTopMayPlay}; false for other effects. */
    static boolean resolve(Ctx ctx, Effect effect, Resolution r) {
        if (effect instanceof Effect.MayPlayCard m) {
            grant(ctx, m, EffectSubjects.objects(ctx, m.card(), r), r);
            return true;
        }
        if (effect instanceof Effect.ExiledThenMayPlay x) { // 400.7: the cards this exile moved from libraries and hands
            List<GameObject> moved = ExiledThisWay.fromLibrariesAndHands(ctx, () -> EffectResolver.resolve(ctx, x.exile(), r));
            grant(ctx, new Effect.MayPlayCard(null, x.lands(), x.free(), x.until(), false, x.spendAs()), moved, r);
            return true;
        }
        if (!(effect instanceof Effect.ExileTopMayPlay e)) return false;
        int player = r.controller();
        List<Target.Object> exiled = new ArrayList<>();
        int count = PlayerAmounts.value(ctx, e.count(), r); // 107.3: X as the spell or ability resolves
        for (int i = 0; i < count && !ctx.s.player(player).library().isEmpty(); i++) {
            int top = ctx.s.player(player).library().head();
            ZoneMoves.move(ctx, top, Zone.EXILE);
            GameObject o = ctx.s.object(top);
            exiled.add(o.ref());
            ctx.log("%s exiles %s from the top of their library", ctx.s.player(player).name(), o.name());
        }
        if (exiled.isEmpty()) return true;
        if (e.chooseOne() && exiled.size() > 1) { // "Choose one of them. You may play that card this turn."
            List<Integer> ids = new ArrayList<>();
            for (Target.Object ref : exiled) ids.add(ref.id());
            var c = ctx.ask(new dev.arbiter.engine.decision.Decision.Objects(player, "Choose one of the exiled cards",
                    ids, 1, 1));
            int chosen = ((dev.arbiter.engine.decision.Choice.ChooseObjects) c).ids().get(0);
            exiled.removeIf(ref -> ref.id() != chosen);
            ctx.log("%s chooses %s", ctx.s.player(player).name(), ctx.s.object(chosen).name());
        }
        ctx.s = ContinuousEffect.add(ctx.s, r.source(), player,
                new Modification.PlayFromExile(player, e.lands(), e.throughNextTurn(), ctx.s.turn().number(), e.free(),
                        e.spells()),
                Vector.ofAll(exiled), e.throughNextTurn() || e.whileExiled() ? Duration.INDEFINITE // 611.2: no end
                : Duration.UNTIL_END_OF_TURN);
        return true;
    }

    /** 601.2a, 611.2: the permission of {@link Effect.MayPlayCard} on each card named still in exile or a graveyard. */
    private static void grant(Ctx ctx, Effect.MayPlayCard m, List<GameObject> cards, Resolution r) {
        for (GameObject o : cards) {
            if (o.zone() != Zone.EXILE && (o.zone() != Zone.GRAVEYARD || m.until() == 2)) continue; // 400.7: not there now
            int player = m.owner() ? o.owner() : r.controller();
            ctx.s = ContinuousEffect.add(ctx.s, r.source(), player,
                    new Modification.PlayFromExile(player, m.lands(), m.until() == 1, ctx.s.turn().number(), m.free(), null),
                    Vector.of(o.ref()), m.until() == 0 ? Duration.UNTIL_END_OF_TURN : Duration.INDEFINITE); // 611.2
            if (m.spendAs() > 0) { // 609.4b: to cast that card (a new object once cast: CastSpell carries it over, 400.7)
                ctx.s = ContinuousEffect.add(ctx.s, r.source(), player, new Modification.SpendAnyColor(player, m.spendAs() == 2),
                        Vector.of(o.ref()), m.until() == 0 ? Duration.UNTIL_END_OF_TURN : Duration.INDEFINITE);
            }
            ctx.log("%s may %s %s%s", ctx.s.player(player).name(), m.lands() ? "play" : "cast", o.name(),
                    m.until() == 0 ? " this turn" : m.until() == 1 ? " until the end of their next turn" : " while it remains exiled");
        }
    }

    /** Whether {@code player} may play card {@code card} from exile now: cast it, or play it as a land when {@code land}. */
    public static boolean permitted(GameState s, int player, int card, boolean land) {
        GameObject o = s.object(card);
        if (o.zone() == Zone.LIBRARY) return LibraryTopPlays.permitted(s, player, card, land); // 601.3: the top card
        if (o.zone() != Zone.EXILE && o.zone() != Zone.GRAVEYARD) return false; // 601.2a: a permission names the zone
        if (!land && o.owner() == player && SelfCasts.allows( // 601.3: "You may cast ~ from exile"
                dev.arbiter.engine.layers.Layers.of(s, card).abilities(), o.zone())) return true;
        if (s.effects().isEmpty()) return false;
        if (!land && ForetoldCards.castable(s, player, card)) return true; // 702.143a: a foretold card, on a later turn
        Target.Object ref = o.ref();
        for (ContinuousEffect e : s.effects()) {
            if (e.modification() instanceof Modification.PlayFromExile p && p.player() == player && (p.lands() || !land)
                    && e.affected().contains(ref) && castable(s, e, p, o)) return true;
        }
        return false;
    }

    /** Whether the permission lets card {@code o} be played: any card, or one matching its filter. */
    private static boolean castable(GameState s, ContinuousEffect e, Modification.PlayFromExile p, GameObject o) {
        return p.spells() == null || dev.arbiter.engine.layers.Affecting.matches(s, e.source(), p.spells(), o,
                dev.arbiter.engine.layers.Layers.of(s, o.id()));
    }

    /**
     * 118.9: whether {@code player} may cast card {@code card} from exile now without paying its mana cost, by a
     * permission that says so ("Until end of turn, you may play that card without paying its mana cost").
     */
    public static boolean permittedFree(GameState s, int player, int card) {
        GameObject o = s.object(card);
        if (o.zone() != Zone.EXILE && o.zone() != Zone.GRAVEYARD || s.effects().isEmpty()) return false;
        Target.Object ref = o.ref();
        for (ContinuousEffect e : s.effects()) {
            if (e.modification() instanceof Modification.PlayFromExile p && p.free() && p.player() == player
                    && e.affected().contains(ref) && castable(s, e, p, o)) return true;
        }
        return false;
    }

    /**
     * Whether {@code player} may have any card to play from exile or the top of their library: exile permissions are
     * continuous effects (none without any), the top of the library needs a static permission (601.3). A cheap test
     * before {@link #playable}.
     */
    public static boolean anyPermission(GameState s, int player) {
        return !s.effects().isEmpty() || LibraryTopPlays.candidate(s, player) >= 0 || SelfCasts.any(s, player);
    }

    /** The cards {@code player} may play from exile now (each once), in the order their permissions were made. */
    public static List<Integer> playable(GameState s, int player) {
        List<Integer> out = new ArrayList<>();
        for (ContinuousEffect e : s.effects()) {
            if (!(e.modification() instanceof Modification.PlayFromExile p) || p.player() != player) continue;
            for (Target.Object ref : e.affected()) {
                GameObject o = s.object(ref.id());
                if ((o.zone() == Zone.EXILE || o.zone() == Zone.GRAVEYARD) && o.ref().equals(ref) && !out.contains(ref.id())) {
                    out.add(ref.id()); // 601.2a: "You may cast that card this turn" names a card in exile or a graveyard
                }
            }
        }
        SelfCasts.add(s, player, out); // 601.3: "You may cast ~ from your graveyard"
        if (!s.effects().isEmpty()) ForetoldCards.add(s, player, out); // 702.143a: foretold cards
        int top = LibraryTopPlays.candidate(s, player); // 601.3: the top card of the library, by a static permission
        if (top >= 0 && (permitted(s, player, top, true) || permitted(s, player, top, false))) out.add(top);
        return out;
    }

    /** 514.2: in the cleanup step, the permissions "until the end of your next turn" of the active player end. */
    public static GameState endTurn(GameState s) {
        int active = s.turn().active();
        int turn = s.turn().number();
        java.util.function.Predicate<ContinuousEffect> ends = e -> e.modification() instanceof Modification.PlayFromExile p
                && p.throughNextTurn() && p.player() == active && p.createdTurn() < turn;
        if (!s.effects().exists(ends)) return s; // the common case: no filtered copy of the effects
        return s.withEffects(s.effects().filter(ends.negate()));
    }
}
