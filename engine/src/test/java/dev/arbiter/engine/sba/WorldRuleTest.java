package dev.arbiter.engine.sba;

import dev.arbiter.engine.ability.Bestow;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.card.CardDefinition;
import dev.arbiter.engine.characteristic.CardType;
import dev.arbiter.engine.characteristic.Supertype;
import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.effects.Attachments;
import dev.arbiter.engine.effects.ZoneMoves;
import dev.arbiter.engine.mana.ManaCost;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.Zone;
import dev.arbiter.engine.testing.Table;
import dev.arbiter.engine.timing.Step;
import io.vavr.collection.Vector;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static dev.arbiter.engine.testing.Table.ALICE;
import static dev.arbiter.engine.testing.Table.BOB;
import static dev.arbiter.engine.testing.TestCards.*;
import static org.assertj.core.api.Assertions.assertThat;

/** Seed 420.5i / 704.5k, the world rule, and the moment a permanent has been a world permanent since. */
class WorldRuleTest {
    static CardDefinition world(String name, String... subtypes) {
        return new CardDefinition(name, ManaCost.parse("{1}"), true, -1, Supertype.WORLD.bit(), CardType.ENCHANTMENT.bit(),
                List.of(subtypes), null, null, null, subtypes.length == 0 ? List.of() : List.of(Bestow.ENCHANT_CREATURE),
                List.of());
    }

    static final CardDefinition REPLENISH = spell("Replenish", "{3}{W}", CardType.SORCERY, List.of(),
            new Effect.ReturnAllFromGraveyard(CardType.ENCHANTMENT.bit()));

    /** Bob's world enchantment on the battlefield; Alice's {@code names} in her graveyard, returned together by Replenish. */
    private static Zone[] replenishWorlds(Table t, String... names) {
        t.at(1, ALICE, Step.MAIN1).library(ALICE, FOREST, 5).library(BOB, FOREST, 5).mana(ALICE, "{3}{W}");
        int[] ids = new int[names.length + 1];
        ids[0] = t.put(BOB, Zone.BATTLEFIELD, world("Old World"));
        for (int i = 0; i < names.length; i++) ids[i + 1] = t.put(ALICE, Zone.GRAVEYARD, world(names[i]));
        int replenish = t.put(ALICE, Zone.HAND, REPLENISH);
        GameState s = t.passAll(t.ok(t.start(), new Choice.CastSpell(replenish)));
        Zone[] zones = new Zone[ids.length];
        for (int i = 0; i < ids.length; i++) zones[i] = s.object(ids[i]).zone();
        return zones;
    }

    @Test
    void worldPermanentsThatEnterTogetherTieForTheShortestTimeAndAllGo_420_5i() {
        Table t = new Table();
        assertThat(replenishWorlds(t, "World A", "World B")).containsOnly(Zone.GRAVEYARD);
        assertThat(t.log.stream().filter(l -> l.contains("world rule")).count()).isEqualTo(3);
        assertThat(t.log.stream().filter(l -> l.contains("tied for the shortest time")).count()).isEqualTo(2);
    }

    @Test
    void theWorldPermanentInPlayForTheShortestTimeStays_420_5i() {
        assertThat(replenishWorlds(new Table(), "World A")).containsExactly(Zone.GRAVEYARD, Zone.BATTLEFIELD);
    }

    @Test
    void permanentsEnteringTogetherShareTheirArrivalButGetTimestampsInApnapOrder_613_7m() {
        Table t = new Table().at(1, BOB, Step.MAIN1);
        int alices = t.put(ALICE, Zone.GRAVEYARD, world("World A"));
        int bobs = t.put(BOB, Zone.GRAVEYARD, world("World B"));
        Ctx ctx = new Ctx(t.position().build(), Vector.empty(), new ArrayList<>());
        ZoneMoves.moveAllToBattlefield(ctx, List.of(alices, bobs), id -> ctx.s.object(id).owner());
        GameObject a = ctx.s.object(alices);
        GameObject b = ctx.s.object(bobs);
        assertThat(a.arrival()).isEqualTo(b.arrival());
        assertThat(b.timestamp()).isLessThan(a.timestamp()); // Bob is the active player
        assertThat(WorldRule.worldSince(ctx.s, alices)).isEqualTo(WorldRule.worldSince(ctx.s, bobs));
    }

    @Test
    void aNewTimestampDoesNotMakeAWorldPermanentNewer_420_5i_613_7e() {
        Table t = new Table().at(1, ALICE, Step.MAIN1);
        int bear = t.put(ALICE, Zone.BATTLEFIELD, GRIZZLY_BEARS);
        int otherBear = t.put(BOB, Zone.BATTLEFIELD, GRIZZLY_BEARS);
        int aura = t.put(ALICE, Zone.BATTLEFIELD, world("World Aura", "Aura"));
        t.position().attach(aura, bear);
        int newer = t.put(BOB, Zone.GRAVEYARD, world("New World"));
        Ctx ctx = new Ctx(t.position().build(), Vector.empty(), new ArrayList<>());
        ZoneMoves.moveToBattlefield(ctx, newer, BOB);
        Attachments.attach(ctx, aura, otherBear); // a new timestamp (613.7e), later than New World's
        assertThat(ctx.s.object(aura).timestamp()).isGreaterThan(ctx.s.object(newer).timestamp());
        StateBasedActions.checkOnce(ctx);
        assertThat(ctx.s.object(aura).zone()).isEqualTo(Zone.GRAVEYARD);
        assertThat(ctx.s.object(newer).zone()).isEqualTo(Zone.BATTLEFIELD);
    }
}
