package dev.arbiter.engine.effects;

import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.card.Characteristics;
import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.PlayerState;
import io.vavr.collection.Vector;

import java.util.ArrayList;
import java.util.List;

/**
 * Clash (701.23): "clash with an opponent" is "choose an opponent; you and that opponent each clash" (701.23b). Each
 * reveals the top card of their library at the same time; then in APNAP order (101.4) each decides whether to put it on
 * the bottom of their library (701.23a, 701.23c); the controller wins if their card's mana value is higher than the
 * opponent's (701.23d: an empty library reveals nothing, so a revealed card beats none).
 */
final class Clashes {
    private Clashes() {
    }

    static boolean resolve(Ctx ctx, Effect.Clash c, Resolution r) {
        int you = r.controller();
        List<Integer> opponents = new ArrayList<>();
        for (int p = 0; p < ctx.s.playerCount(); p++) {
            if (p != you && ctx.s.player(p).inGame() && ctx.s.areOpponents(p, you)) opponents.add(p);
        }
        if (opponents.isEmpty()) return true;
        int opponent = opponents.get(0);
        if (opponents.size() > 1) { // 701.23b: the controller chooses the opponent
            List<String> names = new ArrayList<>();
            for (int p : opponents) names.add(ctx.s.player(p).name());
            Choice ch = ctx.ask(new Decision.Option(you, "Clash with which opponent?", names));
            opponent = opponents.get(((Choice.ChooseOption) ch).index());
        }
        int yours = reveal(ctx, you);
        int theirs = reveal(ctx, opponent);
        int active = ctx.s.turn().active();
        int n = ctx.s.playerCount();
        int first = (you - active + n) % n <= (opponent - active + n) % n ? you : opponent; // 101.4
        int second = first == you ? opponent : you;
        boolean firstBottom = bottom(ctx, first, first == you ? yours : theirs);
        boolean secondBottom = bottom(ctx, second, second == you ? yours : theirs);
        if (firstBottom) toBottom(ctx, first); // 701.23c: the cards move at the same time, after both decisions
        if (secondBottom) toBottom(ctx, second);
        boolean won = yours >= 0 && manaValue(ctx, yours) > (theirs < 0 ? -1 : manaValue(ctx, theirs)); // 701.23d
        ctx.log("%s %s the clash (701.23d)", ctx.s.player(you).name(), won ? "wins" : "doesn't win");
        // 701.23b: both players clashed; 701.23d: the opponent wins with a card of higher mana value than yours
        boolean theyWon = theirs >= 0 && manaValue(ctx, theirs) > (yours < 0 ? -1 : manaValue(ctx, yours));
        dev.arbiter.engine.events.Triggers.emit(ctx, new dev.arbiter.engine.events.GameEvent.Clashed(you, won));
        dev.arbiter.engine.events.Triggers.emit(ctx, new dev.arbiter.engine.events.GameEvent.Clashed(opponent, theyWon));
        if (won && c.ifWin() != null) EffectResolver.resolve(ctx, c.ifWin(), r);
        return true;
    }

    /** The top card of {@code player}'s library, revealed (-1: an empty library reveals nothing). */
    private static int reveal(Ctx ctx, int player) {
        PlayerState p = ctx.s.player(player);
        if (p.library().isEmpty()) {
            ctx.log("%s reveals nothing (empty library)", p.name());
            return -1;
        }
        int id = p.library().head();
        ctx.log("%s reveals %s (mana value %d)", p.name(), ctx.s.object(id).name(), manaValue(ctx, id));
        return id;
    }

    /** Whether {@code player} puts the revealed {@code card} on the bottom of their library (701.23a). */
    private static boolean bottom(Ctx ctx, int player, int card) {
        if (card < 0) return false;
        Choice ch = ctx.ask(new Decision.Option(player, "Clash: put " + ctx.s.object(card).name()
                + " on the bottom of your library?", List.of("top", "bottom")));
        return ((Choice.ChooseOption) ch).index() == 1;
    }

    private static void toBottom(Ctx ctx, int player) {
        PlayerState p = ctx.s.player(player);
        Vector<Integer> library = p.library();
        ctx.s = ctx.s.withPlayer(p.withLibrary(library.tail().append(library.head())));
        ctx.log("%s puts the revealed card on the bottom of their library", p.name());
    }

    private static int manaValue(Ctx ctx, int id) {
        Characteristics ch = Layers.of(ctx.s, id);
        return ch.manaCost() == null ? 0 : ch.manaCost().manaValue();
    }
}
