package dev.arbiter.cards.compile;

import dev.arbiter.engine.ability.Trigger;
import dev.arbiter.engine.ability.TriggeredAbility;
import dev.arbiter.engine.effects.Dungeons;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/** The four dungeon cards (309) compile from dungeons/dungeons.txt, each room a room ability with its arrows (309.4c, 309.5a). */
class DungeonCardsTest {

    @Test
    void everyDungeonIsReadAndLostMineCompiles() {
        Map<String, CompileResult> all = DungeonCards.results();
        StringBuilder failures = new StringBuilder();
        for (var e : all.entrySet()) {
            if (e.getValue() instanceof CompileResult.Unsupported u) {
                failures.append(e.getKey()).append(": ").append(u.reason()).append(" in ").append(u.line() == null ? "" : u.line().original()).append('\n');
            }
        }
        assertThat(all).hasSize(4);
        assertThat(all.get("Lost Mine of Phandelver")).isInstanceOf(CompileResult.Supported.class);
        assertThat(all.get("Undercity")).isInstanceOf(CompileResult.Supported.class); // 723.2: the initiative's dungeon
        assertThat(failures.toString()).doesNotContain("Lost Mine"); // the others: rooms the grammar doesn't read yet
    }

    @Test
    void lostMineHasSevenRoomsWithTheirArrows() { // 309.4, 309.5a
        var lostMine = DungeonCards.ventureChoices().stream().filter(d -> d.name().equals("Lost Mine of Phandelver")).findFirst().orElseThrow();
        List<TriggeredAbility> rooms = Dungeons.rooms(lostMine);
        assertThat(rooms).hasSize(7);
        assertThat(rooms.get(0).trigger()).isEqualTo(new Trigger.Room("Cave Entrance", List.of("Goblin Lair", "Mine Tunnels")));
        assertThat(rooms.get(6).trigger()).isEqualTo(new Trigger.Room("Temple of Dumathoin", List.of()));
    }

    @Test
    void undercitysLastRoomRevealsPutsWithCountersGivesHexproofAndShuffles() { // 701.16a, 122.6, 611.2a, 701.20a
        List<TriggeredAbility> rooms = Dungeons.rooms(DungeonCards.undercity());
        assertThat(rooms).hasSize(9);
        TriggeredAbility throne = rooms.get(8);
        assertThat(throne.trigger()).isEqualTo(new Trigger.Room("Throne of the Dead Three", List.of()));
        assertThat(throne.effect()).isInstanceOf(dev.arbiter.engine.ability.Effect.RevealTopPutOntoBattlefieldThenShuffle.class);
        var e = (dev.arbiter.engine.ability.Effect.RevealTopPutOntoBattlefieldThenShuffle) throne.effect();
        assertThat(e.counters()).isEqualTo(3);
        assertThat(e.counterKind()).isEqualTo("+1/+1");
        assertThat(e.then()).isNotNull();
    }

    @Test
    void ventureOffersTheCompiledDungeonsButNeverUndercity() { // 309.2a, 701.46a, 701.46d
        assertThat(DungeonCards.ventureChoices()).extracting(d -> d.name()).contains("Lost Mine of Phandelver")
                .doesNotContain("Undercity");
        for (var e : DungeonCards.results().entrySet()) {
            boolean offered = DungeonCards.ventureChoices().stream().anyMatch(d -> d.name().equals(e.getKey()));
            if (!e.getKey().equals("Undercity")) assertThat(offered).isEqualTo(e.getValue() instanceof CompileResult.Supported);
        }
    }
}
