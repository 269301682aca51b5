package dev.arbiter.cards.grammar;

import static org.assertj.core.api.Assertions.assertThat;

import dev.arbiter.cards.grammar.ast.ConditionNode;
import dev.arbiter.cards.grammar.ast.ObjectStatusNode;
import dev.arbiter.cards.grammar.ast.StaticConditionNode;
import org.junit.jupiter.api.Test;

/** 611.3b: the conditions of static abilities read into typed readings, in the order a lowering tries them. */
class StaticConditionGrammarTest {

    @Test
    void conditionsAreTypedReadings() {
        assertThat(StaticConditionGrammar.readings("it's not your turn")).first()
                .isEqualTo(new StaticConditionNode.YourTurn(false));
        assertThat(StaticConditionGrammar.readings("~ is enchanted or equipped")).first()
                .isEqualTo(new StaticConditionNode.AttachedTo(true, true));
        assertThat(StaticConditionGrammar.readings("it has a +1/+1 counter on it")).first()
                .isEqualTo(new StaticConditionNode.HasCounters("+1/+1", 1));
        assertThat(StaticConditionGrammar.readings("seven or more cards are in your graveyard")).first()
                .isEqualTo(new StaticConditionNode.CardsInYourGraveyard(7));
        StaticConditionNode.YouControl you = (StaticConditionNode.YouControl) StaticConditionGrammar
                .readings("you control exactly one creature").get(0);
        assertThat(you.min()).isEqualTo(1);
        assertThat(you.max()).isEqualTo(1);
        assertThat(you.noun().plural()).isFalse();
        assertThat(StaticConditionGrammar.readings("no opponent controls a creature")).first()
                .isInstanceOfSatisfying(StaticConditionNode.OpponentControls.class, o -> assertThat(o.none()).isTrue());
        assertThat(StaticConditionGrammar.readings("you have 5 or less life")).first()
                .isInstanceOf(StaticConditionNode.IfCondition.class);
        assertThat(StaticConditionGrammar.readings("it's attacking")).isEmpty(); // "it" depends on the line
    }

    @Test
    void conditionsOnOneObjectAreReadWithTheirBody() {
        ObjectStatusNode.Status leading = ObjectStatusGrammar.leading("enchanted creature is black", "it gets +1/+1");
        assertThat(leading.body()).isEqualTo("enchanted creature gets +1/+1"); // "it" as the object's words
        assertThat(leading.condition()).isInstanceOf(ConditionNode.ObjectIs.class);
        assertThat(ObjectStatusGrammar.trailing("Enchanted creature has shroud", "it's untapped").body())
                .isEqualTo("Enchanted creature has shroud");
        assertThat(ObjectStatusGrammar.trailing("Creatures you control have shroud", "it's untapped")).isNull();
        assertThat(ObjectStatusGrammar.eachIs("Each land you control gets +2/+2", "it's a creature"))
                .isEqualTo(new ObjectStatusNode.EachIs("Each land creature you control gets +2/+2")); // 611.3a
        assertThat(ObjectStatusGrammar.hostController("Enchanted creature has shroud", "its controller controls another "
                + "creature").youControl()).isNotEmpty();
    }
}
