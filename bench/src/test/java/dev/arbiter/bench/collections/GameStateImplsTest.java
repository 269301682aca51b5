package dev.arbiter.bench.collections;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The benchmarked implementations must all compute the same thing, or the figures mean nothing. */
class GameStateImplsTest {

    private static int[][] zonesOf(GameState s) {
        int[][] z = new int[Zones.COUNT][];
        for (int zone = 0; zone < Zones.COUNT; zone++) {
            z[zone] = new int[s.zoneSize(zone)];
            for (int i = 0; i < z[zone].length; i++) {
                z[zone][i] = s.zoneGet(zone, i);
            }
        }
        return z;
    }

    @Test
    void layoutHasTheAdvertisedShape() {
        Layout l = Layout.standard();
        assertThat(l.objects).hasSize(120).doesNotContainNull();
        assertThat(l.zones[Zones.library(0)]).hasSize(50);
        assertThat(l.zones[Zones.hand(0)]).hasSize(7);
        assertThat(l.zones[Zones.graveyard(0)]).hasSize(10);
        assertThat(l.zones[Zones.BATTLEFIELD]).hasSize(20);
    }

    @Test
    void allImplementationsAgree() {
        Layout layout = Layout.standard();
        int[] hand = layout.zones[Zones.hand(0)];
        int expectedUntapped = 0;
        for (int id : layout.zones[Zones.BATTLEFIELD]) {
            Obj o = layout.objects[id];
            expectedUntapped += o.creature() && !o.tapped() ? 1 : 0;
        }
        assertThat(expectedUntapped).isPositive();
        for (String impl : GameState.IMPLS) {
            GameState base = GameState.create(impl, layout);
            int untapped = base.countUntappedCreatures();
            assertThat(untapped).as(impl).isEqualTo(expectedUntapped);

            // update
            Obj o = base.get(hand[3]);
            GameState tapped = base.put(o.withTapped(true));
            assertThat(tapped.get(hand[3]).tapped()).as(impl).isTrue();
            assertThat(base.get(hand[3]).tapped()).as(impl + " base unchanged").isFalse();

            // draw
            GameState drawn = base.draw(0);
            int[][] z = zonesOf(drawn);
            assertThat(z[Zones.library(0)]).as(impl).hasSize(49)
                    .containsExactly(java.util.Arrays.copyOfRange(layout.zones[Zones.library(0)], 1, 50));
            assertThat(z[Zones.hand(0)]).as(impl).hasSize(8)
                    .endsWith(layout.zones[Zones.library(0)][0]);
            assertThat(zonesOf(base)).as(impl + " base unchanged").isDeepEqualTo(layout.zones);

            // play
            GameState played = base.move(hand[3], Zones.hand(0), Zones.BATTLEFIELD);
            z = zonesOf(played);
            assertThat(z[Zones.hand(0)]).as(impl).hasSize(6).doesNotContain(hand[3]);
            assertThat(z[Zones.BATTLEFIELD]).as(impl).hasSize(21).endsWith(hand[3]);
            Obj card = played.get(hand[3]);
            played = played.put(card.withZone(Zones.BATTLEFIELD));
            assertThat(played.countUntappedCreatures()).as(impl)
                    .isEqualTo(untapped + (card.creature() ? 1 : 0));

            // equality and hash
            Obj last = base.get(119);
            GameState differs = base.put(last.withDamage(1));
            GameState back = differs.put(last);
            assertThat(base).as(impl).isNotEqualTo(differs);
            assertThat(base).as(impl).isEqualTo(back);
            assertThat(base.hashCode()).as(impl).isEqualTo(back.hashCode());
            assertThat(base).as(impl).isEqualTo(GameState.create(impl, layout));
        }
    }
}
