package dev.arbiter.cards.compile;

import dev.arbiter.cards.text.CardText;
import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Affected;
import dev.arbiter.engine.ability.Condition;
import dev.arbiter.engine.ability.ObjectFilter;
import dev.arbiter.engine.ability.StaticAbility;
import dev.arbiter.engine.ability.StaticEffect;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The effects of a characteristic-changing static ability (604, layers 4, 6, 7b and 7c of 613), once
 * {@link StaticLayerLines} has taken off its condition: "[affected] get(s) +P/+T", "[affected] has/have [keywords]",
 * or both, "loses [keyword]", "loses all abilities", "has base power and toughness P/T", "is an Angel in addition to
 * its other types", where the affected objects are the permanent itself ("~"), the permanent it is attached to
 * ("enchanted creature", "equipped creature", "fortified land") or a group ("Creatures you control", "Other Merfolk",
 * "all creatures attacking you").
 */
final class LayerEffectLines {

    private static final int F = Pattern.CASE_INSENSITIVE;
    private static final String PT = "([+\\-−]\\d+)/([+\\-−]\\d+)";
    private static final GuardedPattern GETS_AND_HAS = GuardedPattern.compile("(.+?) (gets|get) " + PT + " and (has|have) (.+)", F);
    private static final GuardedPattern GETS_AND_BLOCKS = GuardedPattern.compile(
            "(.+?) (gets|get) " + PT + " and (blocks|block|attacks|attack) each combat if able", F);
    private static final GuardedPattern GETS = GuardedPattern.compile("(.+?) (gets|get) " + PT, F);
    private static final GuardedPattern LOSES = GuardedPattern.compile("(.+?) (loses|lose) ([a-z]+)", F);
    private static final GuardedPattern GETS_AND_LOSES = GuardedPattern.compile("(.+?) (gets|get) " + PT + " and (loses|lose) ([\\w ]+)", F);
    private static final GuardedPattern GETS_PER = GuardedPattern.compile("(.+?) (gets|get) " + PT + " (for each .+)", F);
    private static final GuardedPattern AND_HAS = GuardedPattern.compile("and (has|have) (.+)", F);
    /** Layer 6 (613.1f): "[subject] [gets +P/+T and] loses all abilities [and has ...]". */
    private static final GuardedPattern LOSES_ALL = GuardedPattern.compile(
            "(.+?) (?:(gets|get) " + PT + " and )?(loses|lose) all abilities(?: and ((?:has|have) .+))?", F);
    private static final GuardedPattern HAS = GuardedPattern.compile("(.+?) (has|have) (.+)", F);
    /** Layer 7b (613.4b): "Enchanted creature has base power and toughness 0/2 [and has ...]". */
    private static final GuardedPattern BASE = GuardedPattern.compile(
            "(.+?) (has|have) base power and toughness (\\d+)/(\\d+)(?: and (has|have) (.+))?", F);
    /** "[subject gets +2/+2 and | has trample and | subject] can attack as though it didn't have defender" (702.3b). */
    private static final GuardedPattern NO_DEFENDER = GuardedPattern.compile(
            "(.+?)( and)? can attack as though it didn't have defender", F);
    /** "[subject] has/have "[one quoted ability]"": the quoted words are not read as the line's own. */
    private static final GuardedPattern HAS_QUOTED = GuardedPattern.compile("([^\"]+?) (has|have) (\"[^\"]+\")", F);
    /** Layer 4 (613.1d): "~ isn't a creature" while a condition holds (Theros's Gods). */
    private static final GuardedPattern ISNT = GuardedPattern.compile("(.+?) (isn't|aren't) an? (artifact|creature|enchantment|land)", F);
    private static final GuardedPattern HOST = GuardedPattern.compile(
            "(enchanted|equipped|fortified) (creature|land|artifact|enchantment|permanent)", F);

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
        Matcher m;
        Affected quotedTo = (m = HAS_QUOTED.matcher(body)).matches() // 'enchanted permanent has "Equipped creature gets ..."'
                ? affected(m.group(1), m.group(2), null, card, itIsSelf, condition) : null;
        if (quotedTo != null) {
            List<Ability> granted = GrantedAbilities.list(m.group(3), card, quotedTo instanceof Affected.Self);
            return granted == null ? null : List.of(new StaticEffect.GrantAbilities(quotedTo, granted, condition));
        }
        if ((m = NO_DEFENDER.matcher(body)).matches() && !(condition instanceof Condition.Always)) {
            // 702.3b, 611.3b: "[and] can attack as though it didn't have defender" granted while the condition holds
            List<StaticEffect> first = m.group(2) == null ? null : effects(m.group(1), card, itIsSelf, condition);
            Affected a = first == null ? affected(m.group(1), "has", null, card, itIsSelf, condition)
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
        if ((m = LOSES_ALL.matcher(body)).matches() && condition instanceof Condition.Always) {
            return losingAll(m, card, itIsSelf, condition);
        }
        List<StaticEffect> is = IsPredicates.effects(body, card, itIsSelf, condition); // "... and is goaded", "and is black"
        if (is != null) return is;
        if ((m = LOSES.matcher(body)).matches() && condition instanceof Condition.Always) { // layer 6 (613.1f): "Enchanted creature loses flying."
            Affected a = affected(m.group(1), m.group(2).toLowerCase(Locale.ROOT).equals("loses") ? "has" : "have", null, card,
                    itIsSelf, condition);
            dev.arbiter.engine.ability.Keyword k = dev.arbiter.engine.ability.Keyword.ofText(m.group(3).strip());
            if (a != null && k != null) return List.of(new StaticEffect.LoseKeyword(a, k));
        }
        if ((m = ISNT.matcher(body)).matches() && !(condition instanceof Condition.Always)) { // 613.1d, 611.3b
            Affected a = affected(m.group(1), m.group(2).equalsIgnoreCase("isn't") ? "has" : "have", null, card, itIsSelf, condition);
            int type = dev.arbiter.engine.characteristic.CardType.valueOf(m.group(3).toUpperCase(Locale.ROOT)).bit();
            return a == null ? null : List.of(new StaticEffect.RemoveTypes(a, type, condition));
        }
        List<StaticEffect> whereX = StaticWhereXLines.effects(body, condition, // 107.3: "gets +X/+Y, where X is ..."
                (subject, verb) -> affected(subject, verb, null, card, itIsSelf, condition));
        if (whereX != null) return whereX;
        if ((m = GETS_PER.matcher(body)).matches()) {
            // 613.4c, 107.1: "gets +1/+1 for each Forest you control [and has ...]"
            StaticConditions.PerEach per = StaticConditions.perEach(m.group(5), m.group(1).strip().equals("~"),
                    HOST.matcher(m.group(1).strip()).matches());
            if (per == null) {
                return null;
            }
            Matcher has = AND_HAS.matcher(per.rest());
            boolean withHas = has.matches();
            if (!withHas && !per.rest().isEmpty()) {
                return null;
            }
            Affected a = affected(m.group(1), m.group(2), withHas ? has.group(1) : null, card, itIsSelf, condition);
            if (a == null) {
                return null;
            }
            StaticEffect pt = new StaticEffect.ModifyPowerToughnessPerCount(a, signed(m.group(3)), signed(m.group(4)),
                    per.count(), condition);
            if (!withHas) {
                return List.of(pt);
            }
            List<Ability> granted = GrantedAbilities.list(has.group(2), card, a instanceof Affected.Self);
            return granted == null ? null : List.of(pt, new StaticEffect.GrantAbilities(a, granted, condition));
        }
        if ((m = GETS_AND_LOSES.matcher(body)).matches() && condition instanceof Condition.Always) {
            // layers 7c and 6 (613.4c, 613.1f): "Equipped creature gets +2/+4 and loses flying."
            Affected a = affected(m.group(1), m.group(2), m.group(5).toLowerCase(Locale.ROOT).equals("loses")
                    ? "has" : "have", card, itIsSelf, condition);
            dev.arbiter.engine.ability.Keyword k = dev.arbiter.engine.ability.Keyword.ofText(m.group(6).strip());
            if (a == null || k == null) {
                return null;
            }
            return List.of(pt(a, m.group(3), m.group(4), condition), new StaticEffect.LoseKeyword(a, k));
        }
        if ((m = GETS_AND_HAS.matcher(body)).matches()) {
            Affected a = affected(m.group(1), m.group(2), m.group(5), card, itIsSelf, condition);
            List<Ability> granted = GrantedAbilities.list(m.group(6), card, a instanceof Affected.Self);
            if (a == null || granted == null) {
                return null;
            }
            return List.of(pt(a, m.group(3), m.group(4), condition),
                    new StaticEffect.GrantAbilities(a, granted, condition));
        }
        if ((m = GETS_AND_BLOCKS.matcher(body)).matches()) {
            // "... and blocks/attacks each combat if able": a requirement granted in layer 6 (seed 500.1)
            Affected a = affected(m.group(1), m.group(2), m.group(5), card, itIsSelf, condition);
            if (a == null) {
                return null;
            }
            boolean attacks = m.group(5).toLowerCase(Locale.ROOT).startsWith("attack");
            List<Ability> granted = List.of(attacks
                    ? new StaticAbility(new StaticEffect.AttacksEachCombat(), "attacks each combat if able")
                    : new StaticAbility(new StaticEffect.BlocksEachCombat(), "blocks each combat if able"));
            return List.of(pt(a, m.group(3), m.group(4), condition), new StaticEffect.GrantAbilities(a, granted, condition));
        }
        if ((m = GETS.matcher(body)).matches()) {
            Affected a = affected(m.group(1), m.group(2), null, card, itIsSelf, condition);
            return a == null ? null : List.of(pt(a, m.group(3), m.group(4), condition));
        }
        if ((m = BASE.matcher(body)).matches()) {
            Affected a = affected(m.group(1), m.group(2), m.group(5), card, itIsSelf, condition);
            if (a == null) return null;
            StaticEffect base = new StaticEffect.SetBasePowerToughness(a, Integer.parseInt(m.group(3)),
                    Integer.parseInt(m.group(4)), condition);
            if (m.group(6) == null) return List.of(base);
            List<Ability> granted = GrantedAbilities.list(m.group(6), card, a instanceof Affected.Self);
            return granted == null ? null : List.of(base, new StaticEffect.GrantAbilities(a, granted, condition));
        }
        if ((m = HAS.matcher(body)).matches()) {
            Affected a = affected(m.group(1), m.group(2), null, card, itIsSelf, condition);
            List<Ability> granted = a == null ? null : GrantedAbilities.list(m.group(3), card, a instanceof Affected.Self);
            return granted == null ? null : List.of(new StaticEffect.GrantAbilities(a, granted, condition));
        }
        return null;
    }

    /**
     * Layer 6 (613.1f): "Enchanted creature loses all abilities and has base power and toughness 1/1." / "Enchanted
     * creature gets -2/-0 and loses all abilities." / "All creatures lose all abilities and have base power and
     * toughness 1/1." The loss comes first among the line's layer-6 effects, so what the line grants stays (613.7).
     */
    private static List<StaticEffect> losingAll(Matcher m, CardText card, boolean itIsSelf, Condition condition) {
        boolean singular = m.group(5).equalsIgnoreCase("loses");
        Affected a = affected(m.group(1), singular ? "has" : "have", null, card, itIsSelf, condition);
        if (a == null) return null;
        List<StaticEffect> out = new ArrayList<>();
        out.add(new StaticEffect.LoseAllAbilities(a));
        if (m.group(2) != null) {
            if (m.group(2).equalsIgnoreCase("gets") != singular) return null;
            out.add(pt(a, m.group(3), m.group(4), condition));
        }
        if (m.group(6) != null) {
            List<StaticEffect> rest = effects(m.group(1) + " " + m.group(6), card, itIsSelf, condition);
            if (rest == null) return null;
            out.addAll(rest);
        }
        return out;
    }

    /**
     * The subject when its verbs agree with it ("gets"/"has" singular, "get"/"have" plural), or
     * null. "As long as it's attacking" is about the permanent itself only.
     */
    private static Affected affected(String subject, String verb, String secondVerb, CardText card, boolean itIsSelf,
                                     Condition condition) {
        Affected a = subject(subject, card, itIsSelf);
        if (a == null) {
            return null;
        }
        // "each creature you control ... has" names the group one by one, with a singular verb
        boolean singular = !(a instanceof Affected.All) || subject.strip().toLowerCase(Locale.ROOT).startsWith("each ");
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

    /**
     * "~" (or "it" after "As long as ~ is ..."), the attached-to permanent, or a group.
     *
     * @throws NotSupported for "enchanted"/"equipped"/"fortified" on a card that is not that kind of attachment
     */
    static Affected subject(String phrase, CardText card, boolean itIsSelf) {
        String p = phrase.strip();
        if (p.equals("~") || itIsSelf && p.equalsIgnoreCase("it")) {
            return new Affected.Self();
        }
        Matcher h = HOST.matcher(p);
        if (h.matches()) {
            String word = h.group(1).toLowerCase(Locale.ROOT);
            String noun = h.group(2).toLowerCase(Locale.ROOT);
            if (!word.equals(AttachmentLines.hostWord(card))) {
                throw new NotSupported("\"" + word + "\" on a card that isn't "
                        + (word.equals("enchanted") ? "an Aura" : word.equals("equipped") ? "an Equipment" : "a Fortification"));
            }
            if (word.equals("equipped") && !noun.equals("creature") || word.equals("fortified") && !noun.equals("land")) {
                return null;
            }
            return new Affected.Host();
        }
        ObjectFilter group = ObjectPhrases.group(p);
        return group == null ? null : new Affected.All(group);
    }

    private static StaticEffect pt(Affected a, String p, String t, Condition condition) {
        return new StaticEffect.ModifyPowerToughness(a, signed(p), signed(t), condition);
    }

    private static int signed(String n) {
        return Integer.parseInt(n.replace('−', '-').replace("+", ""));
    }
}
