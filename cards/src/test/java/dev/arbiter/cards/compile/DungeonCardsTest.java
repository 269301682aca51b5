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
        assertThat(failures.toString()).isEmpty(); // every room of the four compiles
    }

    @Test
    void tombOfAnnihilationsRoomsLetEachPlayerPayInstead() { // 101.4, 118.12, 701.17a
        var tomb = DungeonCards.ventureChoices().stream().filter(d -> d.name().equals("Tomb of Annihilation")).findFirst().orElseThrow();
        List<TriggeredAbility> rooms = Dungeons.rooms(tomb);
        assertThat(rooms).hasSize(5);
        var veils = (dev.arbiter.engine.ability.Effect.UnlessPays) rooms.get(1).effect();
        assertThat(veils.payer()).isEqualTo(new dev.arbiter.engine.ability.Who.EachPlayer());
        assertThat(veils.effect()).isInstanceOf(dev.arbiter.engine.ability.Effect.LoseLife.class);
        var sandfall = (dev.arbiter.engine.ability.Effect.UnlessPays) rooms.get(2).effect();
        var sacrifice = (dev.arbiter.engine.ability.CostPart.SacrificePermanents) sandfall.cost().parts().get(0);
        assertThat(sacrifice.count()).isEqualTo(1);
        assertThat(rooms.get(3).effect()).isInstanceOf(dev.arbiter.engine.ability.Effect.Sequence.class); // Oubliette
    }

    @Test
    void madMagesRunestoneCavernsPermissionHasNoEndAndTheLairCastsADrawnCard() { // 611.2, 601.2a, 701.16a, 118.9
        var mage = DungeonCards.ventureChoices().stream().filter(d -> d.name().equals("Dungeon of the Mad Mage")).findFirst().orElseThrow();
        List<TriggeredAbility> rooms = Dungeons.rooms(mage);
        assertThat(rooms).hasSize(9);
        var runestone = (dev.arbiter.engine.ability.Effect.ExileTopMayPlay) rooms.get(5).effect();
        assertThat(runestone.whileExiled()).isTrue();
        assertThat(runestone.lands()).isTrue();
        assertThat(runestone.throughNextTurn()).isFalse();
        assertThat(rooms.get(8).effect()).isEqualTo(new dev.arbiter.engine.ability.Effect.DrawRevealMayCastOne(
                new dev.arbiter.engine.ability.Amount.Fixed(3)));
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
        assertThat(DungeonCards.ventureChoices()).extracting(d -> d.name()).containsExactly("Lost Mine of Phandelver",
                "Dungeon of the Mad Mage", "Tomb of Annihilation"); // 309.2a: all three offered
        for (var e : DungeonCards.results().entrySet()) {
            boolean offered = DungeonCards.ventureChoices().stream().anyMatch(d -> d.name().equals(e.getKey()));
            if (!e.getKey().equals("Undercity")) assertThat(offered).isEqualTo(e.getValue() instanceof CompileResult.Supported);
        }
    }
}
