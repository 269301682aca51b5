package dev.arbiter.scenario.run;

import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Keyword;
import dev.arbiter.engine.card.Characteristics;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.PlayerState;
import dev.arbiter.engine.state.Zone;
import dev.arbiter.scenario.parse.Expectation;
import dev.arbiter.scenario.parse.ObjRef;
import dev.arbiter.scenario.parse.Pos;

import java.util.List;
import java.util.Locale;

/**
 * Checks an {@code expect:} line against the game as it stands (SCENARIOS.md "expect lines");
 * a mismatch fails with {@code expected ..., found ...}.
 */
final class ExpectationChecker {
    private final Driver g;

    ExpectationChecker(Driver g) {
        this.g = g;
    }

    void check(Expectation e) {
        GameState s = g.view();
        if (e instanceof Expectation.Life x) same(x.pos(), x.player() + " life", x.life(), player(s, x.player(), x.pos()).life());
        else if (e instanceof Expectation.Poison x) same(x.pos(), x.player() + " poison", x.poison(), player(s, x.player(), x.pos()).poison());
        else if (e instanceof Expectation.Experience x) same(x.pos(), x.player() + " experience", x.experience(), player(s, x.player(), x.pos()).experience());
        else if (e instanceof Expectation.Energy x) same(x.pos(), x.player() + " energy", x.energy(), player(s, x.player(), x.pos()).energy());
        else if (e instanceof Expectation.HandCount x) same(x.pos(), x.player() + " hand", x.count(), player(s, x.player(), x.pos()).hand().size());
        else if (e instanceof Expectation.LibraryCount x) same(x.pos(), x.player() + " library", x.count(), player(s, x.player(), x.pos()).library().size());
        else if (e instanceof Expectation.GraveyardCount x) same(x.pos(), x.player() + " graveyard", x.count(), player(s, x.player(), x.pos()).graveyard().size());
        else if (e instanceof Expectation.BattlefieldCount x) same(x.pos(), x.player() + " battlefield", x.count(), controlled(s, player(s, x.player(), x.pos()).id()));
        else if (e instanceof Expectation.OnBattlefield x) zone(s, x.ref(), -1, Zone.BATTLEFIELD, true, x.pos());
        else if (e instanceof Expectation.NotOnBattlefield x) zone(s, x.ref(), -1, Zone.BATTLEFIELD, false, x.pos());
        else if (e instanceof Expectation.InZone x) {
            zone(s, x.ref(), SetupBuilder.player(g.names(), x.player(), x.pos()), Zone.ofName(x.zone()), true, x.pos());
        } else if (e instanceof Expectation.Tapped x) same(x.pos(), x.ref().raw(), "tapped", tapped(object(s, x.ref(), x.pos())));
        else if (e instanceof Expectation.Untapped x) same(x.pos(), x.ref().raw(), "untapped", tapped(object(s, x.ref(), x.pos())));
        else if (e instanceof Expectation.Damage x) same(x.pos(), x.ref().raw() + " damage", x.amount(), object(s, x.ref(), x.pos()).damage());
        else if (e instanceof Expectation.Power x) same(x.pos(), x.ref().raw() + " power", x.power(), chars(s, x.ref(), x.pos()).power());
        else if (e instanceof Expectation.Toughness x) {
            same(x.pos(), x.ref().raw() + " toughness", x.toughness(), chars(s, x.ref(), x.pos()).toughness());
        } else if (e instanceof Expectation.PowerToughness x) {
            Characteristics ch = chars(s, x.ref(), x.pos());
            same(x.pos(), x.ref().raw(), "is " + x.power() + "/" + x.toughness(), "is " + ch.power() + "/" + ch.toughness());
        } else if (e instanceof Expectation.Counters x) {
            same(x.pos(), x.ref().raw() + " counters " + x.kind(), x.count(), object(s, x.ref(), x.pos()).counters().get(x.kind()));
        } else if (e instanceof Expectation.Has x) has(s, x.ref(), x.keyword(), true, x.pos());
        else if (e instanceof Expectation.Lacks x) has(s, x.ref(), x.keyword(), false, x.pos());
        else if (e instanceof Expectation.AttachedTo x) {
            GameObject o = object(s, x.ref(), x.pos());
            int player = g.names().player(x.target().raw()); // an Aura enchanting a player (303.4, 702.5d)
            int to = player >= 0 ? GameObject.playerHost(player) : g.names().object(s, x.target(), x.pos(), t -> t.zone() == Zone.BATTLEFIELD);
            if (o.attachedTo() != to) throw new ScenarioFailure(x.pos(), "expected " + x.ref().raw() + " attached to "
                    + x.target().raw() + ", found attached to " + describe(s, o.attachedTo()));
        } else if (e instanceof Expectation.ControlledBy x) {
            same(x.pos(), x.ref().raw(), "controlled by " + x.player(),
                    "controlled by " + g.names().playerName(object(s, x.ref(), x.pos()).controller()));
        } else if (e instanceof Expectation.StepIs x) same(x.pos(), "step", x.step(), s.turn().step().scenarioName());
        else if (e instanceof Expectation.TurnIs x) same(x.pos(), "turn", x.turn(), s.turn().number());
        else if (e instanceof Expectation.ActiveIs x) same(x.pos(), "active", x.player(), g.names().playerName(s.turn().active()));
        else if (e instanceof Expectation.StackEmpty x) same(x.pos(), "stack", "empty", s.stack().isEmpty() ? "empty" : s.stack().size() + "");
        else if (e instanceof Expectation.StackSize x) same(x.pos(), "stack", x.size(), s.stack().size());
        else if (e instanceof Expectation.GameOverWinner x) {
            // With teams (Two-Headed Giant) a team wins together: the named player must be among the winners.
            boolean among = s.isOver() && !s.outcome().isDraw()
                    && s.outcome().winners().contains(g.names().player(x.player()));
            if (!among) same(x.pos(), "game over:", x.player() + " wins", g.outcome());
        }
        else if (e instanceof Expectation.GameOverDraw x) same(x.pos(), "game over:", "draw", g.outcome());
        else if (e instanceof Expectation.GameNotOver x) same(x.pos(), "game", "not over", s.isOver() ? "over: " + g.outcome() : "not over");
        else if (e instanceof Expectation.LogContains x) logContains(x.text(), x.pos());
        else throw new IllegalArgumentException(e.toString());
    }

    private void zone(GameState s, ObjRef ref, int player, Zone zone, boolean wanted, Pos pos) {
        String where = zone == Zone.BATTLEFIELD && player < 0 ? "on battlefield"
                : "in " + (player < 0 ? "" : g.names().playerName(player) + " ") + zone.display();
        int exact = g.names().exact(s, ref, pos);
        List<GameObject> objects = exact >= 0 ? List.of(s.object(exact)) : g.names().named(s, ref.name());
        if (exact < 0 && objects.isEmpty() && !wanted) return; // nothing of that name anywhere: not on the battlefield
        if (objects.isEmpty()) throw new ScenarioFailure(pos, "expected " + ref.raw() + " " + where + ", found no such object");
        boolean any = false;
        for (GameObject o : objects) any |= isIn(s, o, player, zone);
        if (any == wanted) return;
        StringBuilder found = new StringBuilder();
        for (GameObject o : objects) {
            if (found.length() > 0) found.append(", ");
            found.append(o.zone().display()).append(" (").append(g.names().playerName(zoneOwner(o))).append(")");
        }
        throw new ScenarioFailure(pos, "expected " + ref.raw() + (wanted ? " " : " not ") + where + ", found it in " + found);
    }

    private static boolean isIn(GameState s, GameObject o, int player, Zone zone) {
        return o.zone() == zone && (player < 0 || zoneOwner(o) == player);
    }

    /** Whose zone the object is in: the controller's battlefield and stack (110.2), else the owner's (400.3). */
    private static int zoneOwner(GameObject o) {
        return o.zone() == Zone.BATTLEFIELD || o.zone() == Zone.STACK ? o.controller() : o.owner();
    }

    private void has(GameState s, ObjRef ref, String keyword, boolean wanted, Pos pos) {
        Characteristics ch = chars(s, ref, pos);
        Keyword k = Keyword.ofText(keyword);
        boolean found = k != null && ch.has(k);
        String want = normal(keyword);
        for (Ability a : ch.abilities()) found |= normal(a.text()).equals(want);
        if (found != wanted) {
            throw new ScenarioFailure(pos, "expected " + ref.raw() + (wanted ? " has " : " lacks ") + keyword
                    + ", found " + (found ? "it has it" : "abilities " + texts(ch)));
        }
    }

    private static String texts(Characteristics ch) {
        return ch.abilities().stream().map(Ability::text).toList().toString();
    }

    private static String normal(String s) {
        return s.trim().replaceAll("\\s+", " ").toLowerCase(Locale.ROOT);
    }

    private void logContains(String text, Pos pos) {
        String want = text.toLowerCase(Locale.ROOT);
        for (String line : g.log()) if (line.toLowerCase(Locale.ROOT).contains(want)) return;
        throw new ScenarioFailure(pos, "expected the log to contain \"" + text + "\", found no such line among "
                + g.log().size());
    }

    private GameObject object(GameState s, ObjRef ref, Pos pos) {
        return s.object(g.names().object(s, ref, pos, o -> o.zone() == Zone.BATTLEFIELD, o -> o.zone() == Zone.STACK));
    }

    private Characteristics chars(GameState s, ObjRef ref, Pos pos) {
        return Layers.of(s, object(s, ref, pos).id());
    }

    private String describe(GameState s, int id) {
        int player = GameObject.hostPlayer(id);
        return player >= 0 ? g.names().playerName(player) : id < 0 ? "nothing" : s.object(id).name();
    }

    private static String tapped(GameObject o) {
        return o.tapped() ? "tapped" : "untapped";
    }

    private static int controlled(GameState s, int player) {
        int n = 0;
        for (int id : s.battlefield()) if (s.object(id).controller() == player) n++;
        return n;
    }

    private PlayerState player(GameState s, String name, Pos pos) {
        return s.player(SetupBuilder.player(g.names(), name, pos));
    }

    private static void same(Pos pos, String what, Object expected, Object found) {
        if (!expected.equals(found)) {
            throw new ScenarioFailure(pos, "expected " + what + " " + expected + ", found " + found);
        }
    }
}
