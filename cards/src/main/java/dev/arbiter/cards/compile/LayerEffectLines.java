package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.LayerEffectGrammar;
import dev.arbiter.cards.grammar.ast.LayerBody;
import dev.arbiter.cards.text.CardText;
import dev.arbiter.engine.ability.Affected;
import dev.arbiter.engine.ability.Condition;
import dev.arbiter.engine.ability.StaticEffect;
import java.util.List;

/**
 * The effects of a characteristic-changing static ability (604, layers 4, 6, 7b and 7c of 613), once
 * {@link StaticLayerLines} has taken off its condition: "[affected] get(s) +P/+T", "[affected] has/have [keywords]",
 * or both, "loses [keyword]", "loses all abilities", "has base power and toughness P/T", "is an Angel in addition to
 * its other types", where the affected objects are the permanent itself ("~"), the permanent it is attached to
 * ("enchanted creature", "equipped creature", "fortified land") or a group ("Creatures you control", "Other Merfolk",
 * "all creatures attacking you"). {@link LayerEffectGrammar} reads the body into a {@code LayerBody} (its subject a
 * {@code LayerSubject}); this class tries the readings in order and {@link LayerBodyLowering} lowers the one that fits.
 */
final class LayerEffectLines {

    private LayerEffectLines() {
    }

    /** The objects a P/T or ability effect of this class affects, or null. */
    static Affected affectedOf(StaticEffect e) {
        if (e instanceof StaticEffect.ModifyPowerToughness m) return m.affected();
        if (e instanceof StaticEffect.GrantAbilities g) return g.affected();
        return null;
    }

    /**
     * The effects of "[subject] get(s) P/T [and has/have keywords]" / "[subject] has/have keywords", or null: the
     * readings tried in this order, each lowered by {@link LayerBodyLowering}.
     */
    static List<StaticEffect> effects(String body, CardText card, boolean itIsSelf, Condition condition) {
        LayerBodyLowering lower = new LayerBodyLowering(card, itIsSelf, condition, words -> effects(words, card, itIsSelf, condition));
        LayerBody.Quoted quoted = LayerEffectGrammar.quoted(body);
        Affected quotedTo = quoted != null // 'enchanted permanent has "Equipped creature gets ..."'
                ? lower.affected(quoted.subject(), quoted.verb(), null) : null;
        if (quotedTo != null) return lower.quoted(quoted, quotedTo);
        LayerBody.NoDefender noDefender;
        if ((noDefender = LayerEffectGrammar.noDefender(body)) != null && !(condition instanceof Condition.Always)) {
            return lower.noDefender(noDefender); // 702.3b, 611.3b
        }
        if (condition instanceof Condition.Always && (body.contains(" in addition to its other ") || body.contains(" with base power"))) {
            // layers 4 and 5 (613.1d-e): "..., and is a Pirate in addition to its other creature types", "is a Treefolk with base ..."
            List<StaticEffect> types = TypeChangeStatics.effects(body, (subject, verb) -> lower.affected(subject, verb, null),
                    head -> effects(head, card, itIsSelf, condition));
            if (types != null) return types;
        }
        if (condition instanceof Condition.Always && (body.contains(" is a ") || body.contains(" is an "))) {
            // 205.1a, 305.7: "Enchanted permanent is a colorless Forest land", "... is an enchantment and loses all other card types"
            List<StaticEffect> only = OnlyTypesStatics.effects(body, card, (subject, verb) -> lower.affected(subject, verb, null));
            if (only != null) return only;
        }
        if (!(condition instanceof Condition.Always) && body.startsWith("~ is a")) { // 611.3b, 205.1b: "~ is a 5/5 Golem artifact creature"
            List<StaticEffect> animated = SelfAnimationStatics.effects(body, card, condition);
            if (animated != null) return animated;
        }
        LayerBody.LosesAll losesAll;
        if ((losesAll = LayerEffectGrammar.losesAll(body)) != null && condition instanceof Condition.Always) {
            return lower.losesAll(losesAll);
        }
        List<StaticEffect> is = IsPredicates.effects(body, card, itIsSelf, condition); // "... and is goaded", "and is black"
        if (is != null) return is;
        LayerBody.Loses loses;
        if ((loses = LayerEffectGrammar.loses(body)) != null && condition instanceof Condition.Always) { // layer 6 (613.1f): "Enchanted creature loses flying."
            List<StaticEffect> lost = lower.loses(loses);
            if (lost != null) return lost;
        }
        LayerBody.Isnt isnt;
        if ((isnt = LayerEffectGrammar.isnt(body)) != null && !(condition instanceof Condition.Always)) { // 613.1d, 611.3b
            return lower.isnt(isnt);
        }
        List<StaticEffect> whereX = StaticWhereXLines.effects(body, condition, // 107.3: "gets +X/+Y, where X is ..."
                (subject, verb) -> lower.affected(subject, verb, null));
        if (whereX != null) return whereX;
        LayerBody.GetsPer per = LayerEffectGrammar.getsPer(body);
        if (per != null) return lower.getsPer(per); // 613.4c, 107.1: "gets +1/+1 for each Forest you control [and has ...]"
        LayerBody.GetsLoses getsLoses;
        if ((getsLoses = LayerEffectGrammar.getsLoses(body)) != null && condition instanceof Condition.Always) {
            return lower.getsLoses(getsLoses); // layers 7c and 6 (613.4c, 613.1f): "Equipped creature gets +2/+4 and loses flying."
        }
        LayerBody.GetsHas getsHas = LayerEffectGrammar.getsHas(body);
        if (getsHas != null) return lower.getsHas(getsHas);
        LayerBody.GetsMust must = LayerEffectGrammar.getsBlocks(body); // "... and blocks/attacks each combat if able"
        if (must != null) return lower.getsMust(must);
        LayerBody.Gets gets = LayerEffectGrammar.gets(body);
        if (gets != null) return lower.gets(gets);
        LayerBody.Base base = LayerEffectGrammar.base(body);
        if (base != null) return lower.base(base);
        List<StaticEffect> list = PredicateListStatics.effects(body, card, itIsSelf, condition); // "gets +3/+3, is black, and has ..."
        if (list != null) return list;
        LayerBody.Has has = LayerEffectGrammar.has(body);
        if (has != null) return lower.has(has);
        return null;
    }
}
