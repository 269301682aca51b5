package dev.arbiter.cards.grammar;

import static org.assertj.core.api.Assertions.assertThat;

import dev.arbiter.cards.grammar.ast.EnchantWhat;
import dev.arbiter.cards.grammar.ast.Granted;
import dev.arbiter.cards.grammar.ast.LayerBody;
import dev.arbiter.cards.grammar.ast.LayerSubject;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Static lines read into typed nodes: subjects (611.3a), bodies (613.1f, 613.4b-c) and "Enchant" objects (702.5a). */
class LayerBodyGrammarTest {

    @Test
    void subjectsAreReadFromTheirTokens() {
        assertThat(LayerSubjectGrammar.parse("~")).isEqualTo(new LayerSubject.Self());
        assertThat(LayerSubjectGrammar.parse("it")).isEqualTo(new LayerSubject.It());
        assertThat(LayerSubjectGrammar.parse("Equipped creature")).isEqualTo(new LayerSubject.Host("Equipped", "creature"));
        LayerSubject each = LayerSubjectGrammar.parse("Each other creature with flying");
        assertThat(each).isInstanceOf(LayerSubject.Group.class);
        assertThat(((LayerSubject.Group) each).each()).isTrue();
        assertThat(((LayerSubject.Group) each).group().other()).isTrue();
        assertThat(((LayerSubject.Group) LayerSubjectGrammar.parse("Creature you control")).group()).isNull(); // singular, no "each"
    }

    @Test
    void bodiesAreTypedNodes() {
        LayerBody.Gets gets = LayerEffectGrammar.gets("Creatures you control get +1/-1");
        assertThat(gets.pt()).isEqualTo(new LayerBody.Pt(1, -1));
        assertThat(gets.verb()).isEqualTo("get");
        assertThat(((LayerSubject.Group) gets.subject()).each()).isFalse();
        assertThat(LayerEffectGrammar.getsHas("Equipped creature gets +2/+0 and has first strike")).isEqualTo(
                new LayerBody.GetsHas(new LayerSubject.Host("Equipped", "creature"), "gets", new LayerBody.Pt(2, 0), "has",
                        new Granted("first strike", List.of(new Granted.Keywords("first strike")))));
        assertThat(LayerEffectGrammar.losesAll("Enchanted creature loses all abilities and has base power and toughness 1/1"))
                .isEqualTo(new LayerBody.LosesAll(new LayerSubject.Host("Enchanted", "creature"), "Enchanted creature", null,
                        null, "loses", "has base power and toughness 1/1"));
        assertThat(LayerEffectGrammar.base("~ has base power and toughness 0/4")).isEqualTo(
                new LayerBody.Base(new LayerSubject.Self(), "has", new LayerBody.Pt(0, 4), null, null));
        assertThat(LayerEffectGrammar.gets("~ has flying")).isNull();
    }

    @Test
    void grantedAbilitiesAreATypedList() { // 613.1f; 113.1a: "this creature" in a quoted ability is the object that has it
        LayerBody.Has has = LayerEffectGrammar.has("Enchanted land has flying, vigilance, and \"{T}: This land deals 1 damage to any target\"");
        assertThat(has.abilities().items()).containsExactly(new Granted.Keywords("flying, vigilance"),
                new Granted.Quoted("{T}: This land deals 1 damage to any target", "land", "{T}: ~ deals 1 damage to any target."));
        assertThat(has.abilities().unquoted()).isFalse();
        assertThat(GrantedListGrammar.read("flying and trample").unquoted()).isTrue();
        assertThat(GrantedListGrammar.quoted("Sacrifice this creature: Add {C}.").line()).isEqualTo("Sacrifice ~: Add {C}.");
        assertThat(GrantedListGrammar.quoted("Thisland's creature").kind()).isEqualTo("creature"); // whole words only
    }

    @Test
    void whatEnchantNamesIsTyped() {
        assertThat(AttachmentKeywordGrammar.read("Enchant player").what()).isEqualTo(new EnchantWhat.Player(false));
        EnchantWhat card = AttachmentKeywordGrammar.read("Enchant creature card in a graveyard").what();
        assertThat(card).isInstanceOf(EnchantWhat.GraveyardCard.class);
        assertThat(((EnchantWhat.GraveyardCard) card).kind().word()).isEqualTo("creature");
        EnchantWhat noun = AttachmentKeywordGrammar.read("Enchant creature without flying").what();
        assertThat(((EnchantWhat.Permanent) noun).word()).isNull();
        assertThat(((EnchantWhat.Permanent) noun).noun()).isNotNull();
    }
}
