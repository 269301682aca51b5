package dev.arbiter.cards.explain;

import static dev.arbiter.cards.explain.TestCards.compiled;
import static dev.arbiter.cards.explain.TestCards.lines;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * Renderings found by the stop-27 audit to lose meaning (the compiled card played right; its words said something
 * else): each card is compiled from its oracle text and the words that carry the meaning are checked.
 */
class AuditRenderingTest {

    @Test
    void aBlocksTriggersPlayerIsTheBlockedCreaturesController() { // 509.3b: Meglonoth
        assertThat(lines(compiled("Meglonoth {3}{R}{G}{W}\nCreature — Beast 6/6\nVigilance, trample\n"
                + "Whenever Meglonoth blocks a creature, Meglonoth deals damage to that creature's controller equal to"
                + " Meglonoth's power.\n")))
                .anySatisfy(l -> assertThat(l).contains("blocks a creature").contains("that creature's controller"));
    }

    @Test
    void aHostDiesTriggersPlayerIsThatCreaturesController() { // 603.10a: Creature Bond
        assertThat(lines(compiled("Creature Bond {1}{U}\nEnchantment — Aura\nEnchant creature\nWhen enchanted creature"
                + " dies, Creature Bond deals damage equal to that creature's toughness to the creature's controller.\n")))
                .anySatisfy(l -> assertThat(l).endsWith("to that creature's controller."));
    }

    @Test
    void aCountOfEveryonesPermanentsSaysOnTheBattlefieldOnce() { // 400.1: Battlefield Medic, Relentless Rats
        assertThat(lines(compiled("Battlefield Medic {1}{W}\nCreature — Human Cleric 1/1\n{T}: Prevent the next X damage"
                + " that would be dealt to target creature this turn, where X is the number of Clerics on the battlefield.\n")))
                .anySatisfy(l -> assertThat(l).endsWith("the number of Clerics on the battlefield."));
        assertThat(lines(compiled("Relentless Rats {1}{B}{B}\nCreature — Rat 2/2\nRelentless Rats gets +1/+1 for each other"
                + " creature on the battlefield named Relentless Rats.\n")))
                .noneSatisfy(l -> assertThat(l).contains("on the battlefield on the battlefield"));
    }

    @Test
    void devoidIsRendered() { // 702.114a: compiled as the card's colour
        assertThat(lines(compiled("Sludge Crawler {B}\nCreature — Eldrazi Drone 1/1\nDevoid\n"
                + "{2}: Sludge Crawler gets +1/+1 until end of turn.\n"))).startsWith("Devoid");
    }

    @Test
    void graftNamesTheObjectTheCounterLeavesAndTheOneItGoesTo() { // 702.58a
        assertThat(lines(compiled("Aquastrand Spider {1}{G}\nCreature — Spider Mutant 0/0\nGraft 2\n")))
                .anySatisfy(l -> assertThat(l).contains("from Aquastrand Spider onto that creature"));
    }

    @Test
    void anAbilityAnAuraGrantsToAnEquipmentNamesTheEquippedCreature() { // 301.5: Rune of Sustenance
        assertThat(lines(compiled("Rune of Sustenance {1}{W}\nEnchantment — Aura Rune\nEnchant permanent\n"
                + "When Rune of Sustenance enters the battlefield, draw a card.\n"
                + "As long as enchanted permanent is a creature, it has lifelink.\n"
                + "As long as enchanted permanent is an Equipment, it has \"Equipped creature has lifelink.\"\n")))
                .anySatisfy(l -> assertThat(l).contains("\"Equipped creature has lifelink.\""));
    }

    @Test
    void whereXIsFollowsTheSentenceThatUsesX() { // 107.3a: Ancestral Anger
        assertThat(lines(compiled("Ancestral Anger {R}\nSorcery\nUntil end of turn, target creature gains trample and gets"
                + " +X/+0, where X is 1 plus the number of cards named Ancestral Anger in your graveyard.\nDraw a card.\n")))
                .anySatisfy(l -> assertThat(l).endsWith("in your graveyard. Draw a card."));
    }

    @Test
    void allOfSeveralTypesIsJoinedWithAnd() { // "destroy all artifacts or enchantments" read as a choice
        assertThat(lines(compiled("Awakening {2}{G}{G}\nEnchantment\nAt the beginning of each upkeep, untap all creatures"
                + " and lands.\n"))).containsExactly("At the beginning of each upkeep, untap all creatures and lands.");
    }
}
