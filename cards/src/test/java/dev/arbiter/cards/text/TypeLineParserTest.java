package dev.arbiter.cards.text;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class TypeLineParserTest {

    private static final SourcePos POS = new SourcePos("t.txt", 2);

    @ParameterizedTest
    @CsvSource(delimiter = '|', nullValues = "null", value = {
        "Legendary Creature — Elf Druid 1/1 | Legendary | Creature | Elf Druid | 1 | 1 | null",
        "Snow Land — Forest                 | Snow      | Land     | Forest    | null | null | null",
        "World Enchantment                  | World     | Enchantment | ''     | null | null | null",
        "Artifact — Equipment               | ''        | Artifact | Equipment | null | null | null",
        "Tribal Instant — Goblin            | ''        | Tribal Instant | Goblin | null | null | null",
        "Creature - Bear 2/2                | ''        | Creature | Bear      | 2 | 2 | null",
        "Creature — Elemental */*           | ''        | Creature | Elemental | * | * | null",
        "Creature — Lhurgoyf 1+*/2+*        | ''        | Creature | Lhurgoyf  | 1+* | 2+* | null",
        "Artifact Creature — Construct 0/0  | ''        | Artifact Creature | Construct | 0 | 0 | null",
        "Legendary Planeswalker — Jace Loyalty 3 | Legendary | Planeswalker | Jace | null | null | 3",
        "Basic Snow Land — Island           | Basic Snow | Land   | Island    | null | null | null",
        "Artifact — Vehicle 3/2             | ''        | Artifact | Vehicle   | 3 | 2 | null",
        "Kindred Sorcery — Elf              | ''        | Kindred Sorcery | Elf | null | null | null",
        "creature — Bear 2/2                | ''        | Creature | Bear      | 2 | 2 | null"
    })
    void typeLinesSplitIntoTheirParts(String line, String supers, String types, String subs,
            String power, String toughness, String loyalty) {
        TypeLine t = TypeLineParser.parse(line, POS);
        assertThat(String.join(" ", t.supertypes())).isEqualTo(supers);
        assertThat(String.join(" ", t.types())).isEqualTo(types);
        assertThat(String.join(" ", t.subtypes())).isEqualTo(subs);
        assertThat(t.power()).isEqualTo(power);
        assertThat(t.toughness()).isEqualTo(toughness);
        assertThat(t.loyalty()).isEqualTo(loyalty);
    }

    @Test
    void unknownTypeWordIsNamedInTheError() {
        assertThatThrownBy(() -> TypeLineParser.parse("Legendary Creatur — Elf 1/1", POS))
                .isInstanceOf(CardFormatException.class)
                .hasMessage("t.txt:2: unknown type \"Creatur\" in type line \"Legendary Creatur — Elf 1/1\"");
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "Planeswalker — Jace",
        "Creature — Bear Loyalty 3",
        "Legendary",
        "Creature — 2/2",
        "Flying"
    })
    void inconsistentTypeLinesAreRejected(String line) {
        // A creature without P/T and P/T printed on a noncreature are read (208.3; see CardDataSlipsTest).
        assertThatThrownBy(() -> TypeLineParser.parse(line, POS))
                .isInstanceOf(CardFormatException.class)
                .hasMessageStartingWith("t.txt:2: ");
    }
}
