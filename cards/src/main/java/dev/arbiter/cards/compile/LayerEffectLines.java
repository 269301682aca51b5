package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.LayerEffectGrammar;
import dev.arbiter.cards.grammar.LayerEffectGrammar.Predicate;
import dev.arbiter.cards.grammar.ast.LayerSubject;
import dev.arbiter.cards.text.CardText;
import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Affected;
import dev.arbiter.engine.ability.Condition;
import dev.arbiter.engine.ability.StaticAbility;
import dev.arbiter.engine.ability.StaticEffect;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The effects of a characteristic-changing static ability (604, layers 4, 6, 7b and 7c of 613), once
 * {@link StaticLayerLines} has taken off its condition: "[affected] get(s) +P/+T", "[affected] has/have [keywords]",
 * or both, "loses [keyword]", "loses all abilities", "has base power and toughness P/T", "is an Angel in addition to
 * its other types", where the affected objects are the permanent itself ("~"), the permanent it is attached to
 * ("enchanted creature", "equipped creature", "fortified land") or a group ("Creatures you control", "Other Merfolk",
 * "all creatures attacking you").
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

    /** The effects of "[subject] get(s) P/T [and has/have keywords]" / "[subject] has/have keywords", or null. */
    static List<StaticEffect> effects(String body, CardText card, boolean itIsSelf, Condition condition) {
        Predicate m = LayerEffectGrammar.quoted(body);
        Affected quotedTo = m != null // 'enchanted permanent has "Equipped creature gets ..."'
                ? affected(m.about(), m.verb(), null, card, itIsSelf, condition) : null;
        if (quotedTo != null) {
            List<Ability> granted = GrantedAbilities.list(m.rest(), card, quotedTo instanceof Affected.Self);
            return granted == null ? null : List.of(new StaticEffect.GrantAbilities(quotedTo, granted, condition));
        }
        if ((m = LayerEffectGrammar.noDefender(body)) != null && !(condition instanceof Condition.Always)) {
            // 702.3b, 611.3b: "[and] can attack as though it didn't have defender" granted while the condition holds
            List<StaticEffect> first = m.verb() == null ? null : effects(m.subject(), card, itIsSelf, condition);
            Affected a = first == null ? affected(m.about(), "has", null, card, itIsSelf, condition)
                    : first.isEmpty() ? null : affectedOf(first.get(0));
            if (a == null || !(a instanceof Affected.Self) && !(a instanceof Affected.Host)) return null;
            List<StaticEffect> out = new ArrayList<>(first == null ? List.of() : first);
            out.add(new StaticEffect.GrantAbilities(a, List.of(new StaticAbility(new StaticEffect.CanAttackAsThoughNoDefender(),
                    "can attack as though it didn't have defender")), condition));
            return out;
        }
        if (condition instanceof Condition.Always && (body.contains(" in addition to its other ") || body.contains(" with base power"))) {
            // layers 4 and 5 (613.1d-e): "..., and is a Pirate in addition to its other creature types", "is a Treefolk with base ..."
            List<StaticEffect> types = TypeChangeStatics.effects(body, (subject, verb) -> affected(subject, verb, null, card,
                    itIsSelf, condition), head -> effects(head, card, itIsSelf, condition));
            if (types != null) return types;
        }
        if (condition instanceof Condition.Always && (body.contains(" is a ") || body.contains(" is an "))) {
            // 205.1a, 305.7: "Enchanted permanent is a colorless Forest land", "... is an enchantment and loses all other card types"
            List<StaticEffect> only = OnlyTypesStatics.effects(body, card, (subject, verb) -> affected(subject, verb, null, card,
                    itIsSelf, condition));
            if (only != null) return only;
        }
        if (!(condition instanceof Condition.Always) && body.startsWith("~ is a")) { // 611.3b, 205.1b: "~ is a 5/5 Golem artifact creature"
            List<StaticEffect> animated = SelfAnimationStatics.effects(body, card, condition);
            if (animated != null) return animated;
        }
        if ((m = LayerEffectGrammar.losesAll(body)) != null && condition instanceof Condition.Always) {
            return losingAll(m, card, itIsSelf, condition);
        }
        List<StaticEffect> is = IsPredicates.effects(body, card, itIsSelf, condition); // "... and is goaded", "and is black"
        if (is != null) return is;
        if ((m = LayerEffectGrammar.loses(body)) != null && condition instanceof Condition.Always) { // layer 6 (613.1f): "Enchanted creature loses flying."
            Affected a = affected(m.about(), m.verb().toLowerCase(Locale.ROOT).equals("loses") ? "has" : "have", null, card,
                    itIsSelf, condition);
            dev.arbiter.engine.ability.Keyword k = dev.arbiter.engine.ability.Keyword.ofText(m.rest().strip());
            if (a != null && k != null) return List.of(new StaticEffect.LoseKeyword(a, k));
        }
        if ((m = LayerEffectGrammar.isnt(body)) != null && !(condition instanceof Condition.Always)) { // 613.1d, 611.3b
            Affected a = affected(m.about(), m.verb().equalsIgnoreCase("isn't") ? "has" : "have", null, card, itIsSelf, condition);
            int type = dev.arbiter.engine.characteristic.CardType.valueOf(m.rest().toUpperCase(Locale.ROOT)).bit();
            return a == null ? null : List.of(new StaticEffect.RemoveTypes(a, type, condition));
        }
        List<StaticEffect> whereX = StaticWhereXLines.effects(body, condition, // 107.3: "gets +X/+Y, where X is ..."
                (subject, verb) -> affected(subject, verb, null, card, itIsSelf, condition));
        if (whereX != null) return whereX;
        if ((m = LayerEffectGrammar.getsPer(body)) != null) {
            // 613.4c, 107.1: "gets +1/+1 for each Forest you control [and has ...]"
            StaticConditions.PerEach per = StaticConditions.perEach(m.rest(), m.about() instanceof LayerSubject.Self,
                    m.about() instanceof LayerSubject.Host);
            if (per == null) {
                return null;
            }
            String[] has = andHas(per.rest());
            boolean withHas = has != null;
            if (!withHas && !per.rest().isEmpty()) {
                return null;
            }
            Affected a = affected(m.about(), m.verb(), withHas ? has[0] : null, card, itIsSelf, condition);
            if (a == null) {
                return null;
            }
            StaticEffect pt = new StaticEffect.ModifyPowerToughnessPerCount(a, signed(m.power()), signed(m.toughness()),
                    per.count(), condition);
            if (!withHas) {
                return List.of(pt);
            }
            List<Ability> granted = GrantedAbilities.list(has[1], card, a instanceof Affected.Self);
            return granted == null ? null : List.of(pt, new StaticEffect.GrantAbilities(a, granted, condition));
        }
        if ((m = LayerEffectGrammar.getsLoses(body)) != null && condition instanceof Condition.Always) {
            // layers 7c and 6 (613.4c, 613.1f): "Equipped creature gets +2/+4 and loses flying."
            Affected a = affected(m.about(), m.verb(), m.second().toLowerCase(Locale.ROOT).equals("loses")
                    ? "has" : "have", card, itIsSelf, condition);
            dev.arbiter.engine.ability.Keyword k = dev.arbiter.engine.ability.Keyword.ofText(m.rest().strip());
            if (a == null || k == null) {
                return null;
            }
            return List.of(pt(a, m.power(), m.toughness(), condition), new StaticEffect.LoseKeyword(a, k));
        }
        if ((m = LayerEffectGrammar.getsHas(body)) != null) {
            Affected a = affected(m.about(), m.verb(), m.second(), card, itIsSelf, condition);
            List<Ability> granted = GrantedAbilities.list(m.rest(), card, a instanceof Affected.Self);
            if (a == null || granted == null) {
                return null;
            }
            return List.of(pt(a, m.power(), m.toughness(), condition),
                    new StaticEffect.GrantAbilities(a, granted, condition));
        }
        if ((m = LayerEffectGrammar.getsBlocks(body)) != null) {
            // "... and blocks/attacks each combat if able": a requirement granted in layer 6 (seed 500.1)
            Affected a = affected(m.about(), m.verb(), m.second(), card, itIsSelf, condition);
            if (a == null) {
                return null;
            }
            boolean attacks = m.second().toLowerCase(Locale.ROOT).startsWith("attack");
            List<Ability> granted = List.of(attacks
                    ? new StaticAbility(new StaticEffect.AttacksEachCombat(), "attacks each combat if able")
                    : new StaticAbility(new StaticEffect.BlocksEachCombat(), "blocks each combat if able"));
            return List.of(pt(a, m.power(), m.toughness(), condition), new StaticEffect.GrantAbilities(a, granted, condition));
        }
        if ((m = LayerEffectGrammar.gets(body)) != null) {
            Affected a = affected(m.about(), m.verb(), null, card, itIsSelf, condition);
            return a == null ? null : List.of(pt(a, m.power(), m.toughness(), condition));
        }
        if ((m = LayerEffectGrammar.base(body)) != null) {
            Affected a = affected(m.about(), m.verb(), m.second(), card, itIsSelf, condition);
            if (a == null) return null;
            StaticEffect base = new StaticEffect.SetBasePowerToughness(a, Integer.parseInt(m.power()),
                    Integer.parseInt(m.toughness()), condition);
            if (m.rest() == null) return List.of(base);
            List<Ability> granted = GrantedAbilities.list(m.rest(), card, a instanceof Affected.Self);
            return granted == null ? null : List.of(base, new StaticEffect.GrantAbilities(a, granted, condition));
        }
        if ((m = LayerEffectGrammar.has(body)) != null) {
            Affected a = affected(m.about(), m.verb(), null, card, itIsSelf, condition);
            List<Ability> granted = a == null ? null : GrantedAbilities.list(m.rest(), card, a instanceof Affected.Self);
            return granted == null ? null : List.of(new StaticEffect.GrantAbilities(a, granted, condition));
        }
        return null;
    }

    /**
     * Layer 6 (613.1f): "Enchanted creature loses all abilities and has base power and toughness 1/1." / "Enchanted
     * creature gets -2/-0 and loses all abilities." / "All creatures lose all abilities and have base power and
     * toughness 1/1." The loss comes first among the line's layer-6 effects, so what the line grants stays (613.7).
     */
    private static List<StaticEffect> losingAll(Predicate m, CardText card, boolean itIsSelf, Condition condition) {
        boolean singular = m.second().equalsIgnoreCase("loses");
        Affected a = affected(m.about(), singular ? "has" : "have", null, card, itIsSelf, condition);
        if (a == null) return null;
        List<StaticEffect> out = new ArrayList<>();
        out.add(new StaticEffect.LoseAllAbilities(a));
        if (m.verb() != null) {
            if (m.verb().equalsIgnoreCase("gets") != singular) return null;
            out.add(pt(a, m.power(), m.toughness(), condition));
        }
        if (m.rest() != null) {
            List<StaticEffect> rest = effects(m.subject() + " " + m.rest(), card, itIsSelf, condition);
            if (rest == null) return null;
            out.addAll(rest);
        }
        return out;
    }

    /**
     * The subject when its verbs agree with it ("gets"/"has" singular, "get"/"have" plural), or
     * null. "As long as it's attacking" is about the permanent itself only.
     */
    private static Affected affected(LayerSubject subject, String verb, String secondVerb, CardText card, boolean itIsSelf,
                                     Condition condition) {
        Affected a = LayerSubjectLowering.affected(subject, card, itIsSelf);
        if (a == null) {
            return null;
        }
        // "each creature you control ... has" names the group one by one, with a singular verb
        boolean singular = LayerSubjectLowering.singular(subject);
        if (singular(verb) != singular || secondVerb != null && singular(secondVerb) != singular) {
            return null;
        }
        if (condition instanceof Condition.SourceAttacking && !itIsSelf && !(a instanceof Affected.Self)) {
            return null; // "it's attacking" would be the affected permanent, not the source
        }
        return a;
    }

    private static boolean singular(String verb) {
        String v = verb.toLowerCase(Locale.ROOT);
        return v.equals("gets") || v.equals("has") || v.equals("blocks") || v.equals("attacks");
    }

    /** "and has [abilities]" after a count (any case): the verb as printed and the abilities, or null. */
    private static String[] andHas(String rest) {
        for (String v : new String[] {"has", "have"}) {
            int from = 5 + v.length();
            if (rest.regionMatches(true, 0, "and " + v + " ", 0, from) && rest.length() > from) {
                return new String[] {rest.substring(4, 4 + v.length()), rest.substring(from)};
            }
        }
        return null;
    }

    private static StaticEffect pt(Affected a, String p, String t, Condition condition) {
        return new StaticEffect.ModifyPowerToughness(a, signed(p), signed(t), condition);
    }

    private static int signed(String n) {
        return Integer.parseInt(n.replace('−', '-').replace("+", ""));
    }
}
