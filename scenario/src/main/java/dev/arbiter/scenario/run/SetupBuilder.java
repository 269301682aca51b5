package dev.arbiter.scenario.run;

import dev.arbiter.engine.card.CardDefinition;
import dev.arbiter.engine.game.GameSetup;
import dev.arbiter.engine.game.Position;
import dev.arbiter.engine.mana.ManaPool;
import dev.arbiter.engine.rules.RulesEdition;
import dev.arbiter.engine.state.Counters;
import dev.arbiter.engine.state.GameConfig;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.Zone;
import dev.arbiter.engine.timing.Step;
import dev.arbiter.scenario.parse.Edition;
import dev.arbiter.scenario.parse.Item;
import dev.arbiter.scenario.parse.Modifier;
import dev.arbiter.scenario.parse.Pos;
import dev.arbiter.scenario.parse.Scenario;
import dev.arbiter.scenario.parse.SetupLine;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Builds the exact game state a {@code setup:} block describes (SCENARIOS.md "setup lines"): no
 * mulligans, no shuffling, listed libraries in order (top first), 20 {@code Wastes} for a player
 * without a library line, objects without summoning sickness unless {@code (sick)}. In Two-Headed
 * Giant {@code PLAYER life N} sets the team's shared total and {@code PLAYER poison N} gives that
 * player N of the team's shared poison counters (810.4, 810.9, 810.10).
 */
final class SetupBuilder {
    static final int DEFAULT_LIBRARY = 20;
    static final String DEFAULT_LIBRARY_CARD = "Wastes";
    private static final int STARTING_LIFE = 20;

    private SetupBuilder() {
    }

    /** An attachment to make once every object is placed. */
    private record Attach(int id, Modifier.AttachedTo to, Pos pos) {
    }

    static GameState build(Scenario sc, CardSource cards, ObjectNames names) {
        RulesEdition edition = sc.edition() == Edition.CURRENT ? RulesEdition.CURRENT : RulesEdition.SEED;
        GameConfig config = GameConfig.STANDARD.withEdition(edition);
        if (sc.twoHeadedGiant()) config = new GameConfig(config.edition(), config.startingHandSize(), config.maxHandSize(), true);
        config = config.withAnte(sc.ante()); // 407.1
        int life = sc.twoHeadedGiant() ? GameSetup.TWO_HEADED_GIANT_LIFE : STARTING_LIFE; // 119.1; 810.4: 30 per team
        Position pos = new Position(config, sc.players(), life);
        SetupLine.TurnLine turn = sc.startingTurn();
        pos.turn(turn.turn(), player(names, turn.player(), turn.pos()), Step.ofScenarioName(turn.step()));
        Set<Integer> withLibrary = new HashSet<>();
        List<Attach> attachments = new ArrayList<>();
        for (SetupLine line : sc.setup().lines()) {
            if (line instanceof SetupLine.LifeLine l) {
                pos.life(player(names, l.player(), l.pos()), l.life());
            } else if (line instanceof SetupLine.PoisonLine p) {
                pos.poison(player(names, p.player(), p.pos()), p.poison());
            } else if (line instanceof SetupLine.ExperienceLine e) {
                pos.experience(player(names, e.player(), e.pos()), e.experience()); // 122.1
            } else if (line instanceof SetupLine.EnergyLine e) {
                pos.energy(player(names, e.player(), e.pos()), e.energy()); // 107.14
            } else if (line instanceof SetupLine.ManaLine m) {
                pos.mana(player(names, m.player(), m.pos()), mana(m));
            } else if (line instanceof SetupLine.ZoneLine z) {
                int owner = player(names, z.player(), z.pos());
                Zone zone = Zone.ofName(z.zone());
                if (zone == Zone.LIBRARY) withLibrary.add(owner);
                for (Item item : z.items()) place(pos, owner, zone, item, cards, names, attachments);
            }
        }
        CardDefinition wastes = null;
        for (int p = 0; p < sc.players().size(); p++) {
            if (withLibrary.contains(p)) continue;
            if (wastes == null) wastes = cards.definition(DEFAULT_LIBRARY_CARD, sc.pos());
            for (int i = 0; i < DEFAULT_LIBRARY; i++) pos.add(p, Zone.LIBRARY, wastes, Position.Placement.PLAIN);
        }
        GameState placed = pos.build();
        for (Attach a : attachments) {
            int player = names.player(a.to().target().raw()); // an Aura enchanting a player (303.4, 702.5d)
            int target = player >= 0 ? dev.arbiter.engine.state.GameObject.playerHost(player)
                    : names.object(placed, a.to().target(), a.pos(), o -> o.zone() == Zone.BATTLEFIELD);
            pos.attach(a.id(), target);
        }
        return pos.build();
    }

    private static void place(Position pos, int owner, Zone zone, Item item, CardSource cards, ObjectNames names,
                              List<Attach> attachments) {
        CardDefinition def = cards.definition(item.name(), item.pos());
        boolean tapped = false, sick = false, token = false;
        int damage = 0;
        Counters counters = Counters.NONE;
        Modifier.AttachedTo attachedTo = null;
        for (Modifier m : item.modifiers()) {
            if (m instanceof Modifier.Tapped) tapped = true;
            else if (m instanceof Modifier.Sick) sick = true;
            else if (m instanceof Modifier.Token) token = true;
            else if (m instanceof Modifier.Damage d) damage = d.amount();
            else if (m instanceof Modifier.Counters c) counters = counters.plus(c.kind(), c.count());
            else if (m instanceof Modifier.AttachedTo a) attachedTo = a;
        }
        if (item.label().isPresent() && item.count() > 1) {
            throw new ScenarioFailure(item.pos(), "a label names one object, not " + item.count());
        }
        if (zone != Zone.BATTLEFIELD && (tapped || sick || damage > 0 || attachedTo != null)) {
            throw new ScenarioFailure(item.pos(), "tapped, sick, damage and attached to are for the battlefield, not "
                    + zone.display());
        }
        if (zone == Zone.BATTLEFIELD && def.loyalty() != null && !counters.byKind().containsKey("loyalty")) {
            counters = counters.plus("loyalty", def.loyalty()); // 306.5b: a planeswalker has its printed loyalty unless stated
        }
        Position.Placement placement = new Position.Placement(tapped, sick, damage, counters, token);
        for (int i = 0; i < item.count(); i++) {
            int id = pos.add(owner, zone, def, placement);
            names.listed(id);
            if (item.label().isPresent()) names.label(item.label().get(), id, item.pos());
            if (attachedTo != null) attachments.add(new Attach(id, attachedTo, item.pos()));
        }
    }

    private static ManaPool mana(SetupLine.ManaLine m) {
        try {
            return ManaPool.parse(m.manaSymbols());
        } catch (IllegalArgumentException e) {
            throw new ScenarioFailure(m.pos(), "mana: " + e.getMessage());
        }
    }

    static int player(ObjectNames names, String name, Pos pos) {
        int p = names.player(name);
        if (p < 0) throw new ScenarioFailure(pos, "no player named \"" + name + "\"");
        return p;
    }
}
