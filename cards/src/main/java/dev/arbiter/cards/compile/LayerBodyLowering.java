package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.ast.LayerBody;
import dev.arbiter.cards.grammar.ast.LayerSubject;
import dev.arbiter.cards.text.CardText;
import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Affected;
import dev.arbiter.engine.ability.Condition;
import dev.arbiter.engine.ability.Keyword;
import dev.arbiter.engine.ability.StaticAbility;
import dev.arbiter.engine.ability.StaticEffect;
import dev.arbiter.engine.characteristic.CardType;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;

/**
 * Lowers the {@link LayerBody} of a characteristic-changing static line (613.1d-f, 613.4b-c) to the engine's static
 * effects, each under the line's condition (611.3b). {@code again} reads words that are a body of their own (the
 * predicates before "and can attack as though ...", "[subject] has ..." after "loses all abilities and").
 */
final class LayerBodyLowering {

    private final CardText card;
    private final boolean itIsSelf;
    private final Condition condition;
    private final Function<String, List<StaticEffect>> again;

    LayerBodyLowering(CardText card, boolean itIsSelf, Condition condition, Function<String, List<StaticEffect>> again) {
        this.card = card;
        this.itIsSelf = itIsSelf;
        this.condition = condition;
        this.again = again;
    }

    /** 613.1f: the quoted ability granted to {@code to}, or null when it is not read. */
    List<StaticEffect> quoted(LayerBody.Quoted q, Affected to) {
        List<Ability> granted = GrantedAbilities.lower(q.ability(), card, to instanceof Affected.Self);
        return granted == null ? null : List.of(new StaticEffect.GrantAbilities(to, granted, condition));
    }

    /** 702.3b, 611.3b: "[and] can attack as though it didn't have defender" granted while the condition holds. */
    List<StaticEffect> noDefender(LayerBody.NoDefender m) {
        List<StaticEffect> first = m.joined() ? again.apply(m.head()) : null;
        Affected a = first == null ? affected(m.subject(), "has", null)
                : first.isEmpty() ? null : LayerEffectLines.affectedOf(first.get(0));
        if (a == null || !(a instanceof Affected.Self) && !(a instanceof Affected.Host)) return null;
        List<StaticEffect> out = new ArrayList<>(first == null ? List.of() : first);
        out.add(new StaticEffect.GrantAbilities(a, List.of(new StaticAbility(new StaticEffect.CanAttackAsThoughNoDefender(),
                "can attack as though it didn't have defender")), condition));
        return out;
    }

    /**
     * Layer 6 (613.1f): "Enchanted creature loses all abilities and has base power and toughness 1/1." / "Enchanted
     * creature gets -2/-0 and loses all abilities." / "All creatures lose all abilities and have base power and
     * toughness 1/1." The loss comes first among the line's layer-6 effects, so what the line grants stays (613.7).
     */
    List<StaticEffect> losesAll(LayerBody.LosesAll m) {
        boolean singular = m.loses().equalsIgnoreCase("loses");
        Affected a = affected(m.subject(), singular ? "has" : "have", null);
        if (a == null) return null;
        List<StaticEffect> out = new ArrayList<>();
        out.add(new StaticEffect.LoseAllAbilities(a));
        if (m.gets() != null) {
            if (m.gets().equalsIgnoreCase("gets") != singular) return null;
            out.add(pt(a, m.pt()));
        }
        if (m.has() != null) {
            List<StaticEffect> rest = again.apply(m.printed() + " " + m.has());
            if (rest == null) return null;
            out.addAll(rest);
        }
        return out;
    }

    /** Layer 6 (613.1f): "Enchanted creature loses flying."; null when the subject or keyword is not read. */
    List<StaticEffect> loses(LayerBody.Loses m) {
        Affected a = affected(m.subject(), m.verb().toLowerCase(Locale.ROOT).equals("loses") ? "has" : "have", null);
        Keyword k = Keyword.ofText(m.keyword().strip());
        return a != null && k != null ? List.of(new StaticEffect.LoseKeyword(a, k)) : null;
    }

    /** 613.1d, 611.3b: "~ isn't a creature". */
    List<StaticEffect> isnt(LayerBody.Isnt m) {
        Affected a = affected(m.subject(), m.verb().equalsIgnoreCase("isn't") ? "has" : "have", null);
        int type = CardType.valueOf(m.type().toUpperCase(Locale.ROOT)).bit();
        return a == null ? null : List.of(new StaticEffect.RemoveTypes(a, type, condition));
    }

    /** 613.4c, 107.1: "gets +1/+1 for each Forest you control [and has ...]". */
    List<StaticEffect> getsPer(LayerBody.GetsPer m) {
        StaticConditions.PerEach per = StaticConditions.perEach(m.count(), m.subject() instanceof LayerSubject.Self,
                m.subject() instanceof LayerSubject.Host);
        if (per == null) return null;
        String[] has = andHas(per.rest());
        boolean withHas = has != null;
        if (!withHas && !per.rest().isEmpty()) return null;
        Affected a = affected(m.subject(), m.verb(), withHas ? has[0] : null);
        if (a == null) return null;
        StaticEffect pt = new StaticEffect.ModifyPowerToughnessPerCount(a, m.pt().power(), m.pt().toughness(), per.count(),
                condition);
        if (!withHas) return List.of(pt);
        List<Ability> granted = GrantedAbilities.list(has[1], card, a instanceof Affected.Self);
        return granted == null ? null : List.of(pt, new StaticEffect.GrantAbilities(a, granted, condition));
    }

    /** Layers 7c and 6 (613.4c, 613.1f): "Equipped creature gets +2/+4 and loses flying." */
    List<StaticEffect> getsLoses(LayerBody.GetsLoses m) {
        Affected a = affected(m.subject(), m.verb(), m.second().toLowerCase(Locale.ROOT).equals("loses") ? "has" : "have");
        Keyword k = Keyword.ofText(m.keyword().strip());
        if (a == null || k == null) return null;
        return List.of(pt(a, m.pt()), new StaticEffect.LoseKeyword(a, k));
    }

    /** Layers 7c and 6 (613.4c, 613.1f): "gets +1/+1 and has flying". */
    List<StaticEffect> getsHas(LayerBody.GetsHas m) {
        Affected a = affected(m.subject(), m.verb(), m.second());
        List<Ability> granted = GrantedAbilities.lower(m.abilities(), card, a instanceof Affected.Self);
        if (a == null || granted == null) return null;
        return List.of(pt(a, m.pt()), new StaticEffect.GrantAbilities(a, granted, condition));
    }

    /** "... and blocks/attacks each combat if able": a requirement granted in layer 6 (508.1d, 509.1c). */
    List<StaticEffect> getsMust(LayerBody.GetsMust m) {
        Affected a = affected(m.subject(), m.verb(), m.second());
        if (a == null) return null;
        boolean attacks = m.second().toLowerCase(Locale.ROOT).startsWith("attack");
        List<Ability> granted = List.of(attacks
                ? new StaticAbility(new StaticEffect.AttacksEachCombat(), "attacks each combat if able")
                : new StaticAbility(new StaticEffect.BlocksEachCombat(), "blocks each combat if able"));
        return List.of(pt(a, m.pt()), new StaticEffect.GrantAbilities(a, granted, condition));
    }

    /** Layer 7c (613.4c): "gets +1/+1". */
    List<StaticEffect> gets(LayerBody.Gets m) {
        Affected a = affected(m.subject(), m.verb(), null);
        return a == null ? null : List.of(pt(a, m.pt()));
    }

    /** Layer 7b (613.4b): "has base power and toughness 0/2 [and has ...]". */
    List<StaticEffect> base(LayerBody.Base m) {
        Affected a = affected(m.subject(), m.verb(), m.second());
        if (a == null) return null;
        StaticEffect base = new StaticEffect.SetBasePowerToughness(a, m.pt().power(), m.pt().toughness(), condition);
        if (m.abilities() == null) return List.of(base);
        List<Ability> granted = GrantedAbilities.lower(m.abilities(), card, a instanceof Affected.Self);
        return granted == null ? null : List.of(base, new StaticEffect.GrantAbilities(a, granted, condition));
    }

    /** Layer 6 (613.1f): "has flying". */
    List<StaticEffect> has(LayerBody.Has m) {
        Affected a = affected(m.subject(), m.verb(), null);
        List<Ability> granted = a == null ? null : GrantedAbilities.lower(m.abilities(), card, a instanceof Affected.Self);
        return granted == null ? null : List.of(new StaticEffect.GrantAbilities(a, granted, condition));
    }

    /**
     * The subject when its verbs agree with it ("gets"/"has" singular, "get"/"have" plural), or
     * null. "As long as it's attacking" is about the permanent itself only.
     */
    Affected affected(LayerSubject subject, String verb, String secondVerb) {
        Affected a = LayerSubjectLowering.affected(subject, card, itIsSelf);
        if (a == null) return null;
        // "each creature you control ... has" names the group one by one, with a singular verb
        boolean singular = LayerSubjectLowering.singular(subject);
        if (singular(verb) != singular || secondVerb != null && singular(secondVerb) != singular) return null;
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

    private StaticEffect pt(Affected a, LayerBody.Pt pt) {
        return new StaticEffect.ModifyPowerToughness(a, pt.power(), pt.toughness(), condition);
    }
}
