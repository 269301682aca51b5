package dev.arbiter.cards.compile;

import dev.arbiter.cards.text.CardText;
import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Affected;
import dev.arbiter.engine.ability.Condition;
import dev.arbiter.engine.ability.StaticAbility;
import dev.arbiter.engine.ability.StaticEffect;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Static abilities that change characteristics (604, 611.3, layers 6 and 7c of 613), read as a whole line: an
 * ability word already removed by the text cleaner (207.2c), then "[effects] as long as it's attacking", "As long as ~ is untapped, [effects]" or
 * another "as long as" condition (611.3b), "... Otherwise, it gets -2/-1.", and "This effect doesn't remove ~."
 * (702.16c). The effects themselves ("[affected] get(s) +P/+T", "[affected] has/have [keywords]", ...) are read by
 * {@link LayerEffectLines}. Also the Lure requirement "All creatures able to block [it] do so."
 */
final class StaticLayerLines {

    /** "Creatures you control also get +1/+0 and have trample as long as ...": "also" only ties the line to the one before. */
    private static final GuardedPattern ALSO_VERB = GuardedPattern.compile("(.+?) also ((?:get|gets|have|has) .+)");
    private static final int F = Pattern.CASE_INSENSITIVE;
    private static final String KEEPS_SOURCE = "This effect doesn't remove ~.";
    private static final GuardedPattern AS_LONG_AS = GuardedPattern.compile("As long as ~ is (untapped|attacking), (.+)", F);
    private static final GuardedPattern WHILE_ATTACKING = GuardedPattern.compile("(.+) as long as it's attacking", F);
    private static final GuardedPattern LEADING_CONDITION = GuardedPattern.compile("As long as ([^,]+), (.+)", F);
    private static final GuardedPattern TRAILING_CONDITION = GuardedPattern.compile("(.+) as long as (.+)", F);
    /** "As long as you control exactly one creature, that creature gets +2/+0 and has deathtouch." (611.3b) */
    private static final GuardedPattern ONLY_ONE = GuardedPattern.compile(
            "As long as you control exactly one (creature|artifact|enchantment|land|planeswalker), that \\1 ((?:gets|has) [^\"]+)", F);
    /** The verbs of a singular subject's predicates, at the start or after "and" / a comma. */
    private static final GuardedPattern PLURAL_VERB = GuardedPattern.compile("(^|, and |, | and )(gets|has)\\b");
    /** 509.1c: "All creatures able to block ~ do so.", "All creatures with flying able to block ~ do so." */
    private static final GuardedPattern LURE = GuardedPattern.compile("All (creatures(?: [^.]+?)?) able to block (.+) do so\\.", F);
    /** "[subject] gets +1/+2 as long as [condition]. Otherwise, it gets -2/-1." (611.3b: the second applies when the first doesn't). */
    private static final GuardedPattern OTHERWISE = GuardedPattern.compile(
            "((.+?) (?:gets|has) .+ as long as .+)\\. Otherwise, it ((?:gets|has) .+)\\.", F);
    /** "[subject] gets +1/+1. If it's a Warrior, it gets +2/+1 instead." (608.2c in a static ability: the second replaces the first). */
    private static final GuardedPattern IT_INSTEAD = GuardedPattern.compile(
            "(.+?) (gets|has) ([^.\"]+)\\. If it's (an? [^,.]+), it (gets|has) ([^.\"]+) instead\\.", F);
    private static final GuardedPattern ADDITIONAL = GuardedPattern.compile("\\b(gets|get) an additional (?=[+\\-−]\\d)", F);

    private StaticLayerLines() {
    }

    /**
     * The static abilities {@code text} describes, or empty when it is not such a line.
     *
     * @throws NotSupported when the line fits but names something the engine can't do
     */
    static Optional<List<Ability>> compile(String text, CardText card) {
        String t = text.strip();
        Optional<List<Ability>> others = OtherAurasLines.compile(t, card); // 303.4: "... and can't be enchanted by other Auras."
        if (others.isPresent()) return others;
        if (t.endsWith(". " + KEEPS_SOURCE) && t.length() > KEEPS_SOURCE.length() + 2) {
            // 702.16c: "Enchanted creature has protection from black. This effect doesn't remove ~."
            Optional<List<Ability>> grant = compile(t.substring(0, t.length() - KEEPS_SOURCE.length() - 1), card);
            if (grant.isEmpty() || grant.get().size() != 1 || !(grant.get().get(0) instanceof StaticAbility st)
                    || !(st.effect() instanceof StaticEffect.GrantAbilities g) || !(g.affected() instanceof Affected.Host)
                    || g.abilities().stream().noneMatch(a -> a instanceof dev.arbiter.engine.ability.Protection)) {
                return Optional.empty();
            }
            return Optional.of(List.of(grant.get().get(0),
                    new StaticAbility(new StaticEffect.ProtectionKeepsSource(), KEEPS_SOURCE)));
        }
        Matcher also = ALSO_VERB.matcher(t);
        if (also.matches()) return compile(also.group(1) + " " + also.group(2), card); // 611.3a, 613: the same effect
        Matcher only = ONLY_ONE.matcher(t);
        if (only.matches()) { // 611.3b: "that creature" is the one creature you control, so all creatures you control
            String group = only.group(1).toLowerCase(java.util.Locale.ROOT);
            String plural = PLURAL_VERB.matcher(only.group(2)).replaceAll(m -> m.group(1) + (m.group(2).equalsIgnoreCase("gets")
                    ? "get" : "have"));
            return compile("As long as you control exactly one " + group + ", " + group + "s you control " + plural, card);
        }
        Matcher lure = LURE.matcher(t);
        if (lure.matches()) {
            Affected a = LayerEffectLines.subject(lure.group(2), card, false);
            if (a == null || a instanceof Affected.All) {
                return Optional.empty();
            }
            dev.arbiter.engine.ability.ObjectFilter blockers = null;
            if (!lure.group(1).equalsIgnoreCase("creatures")) { // 509.1c: only the creatures the noun names
                try {
                    dev.arbiter.cards.grammar.Cursor c = dev.arbiter.cards.grammar.Cursor.of(lure.group(1));
                    dev.arbiter.cards.grammar.ast.Noun n = dev.arbiter.cards.grammar.NounGrammar.noun(c);
                    if (!c.atEnd() || !n.plural()) return Optional.empty();
                    NounLowering.Lowered l = NounLowering.lower(n);
                    if (l.kind() != NounLowering.Kind.PERMANENT) return Optional.empty();
                    blockers = l.filter();
                } catch (dev.arbiter.cards.grammar.ParseFailure f) {
                    return Optional.empty();
                }
            }
            return Optional.of(List.of(new StaticAbility(new StaticEffect.AllAbleToBlockDoSo(a, blockers), t)));
        }
        if (!t.endsWith(".") && !t.endsWith(".\"")) {
            return Optional.empty();
        }
        Matcher instead = IT_INSTEAD.matcher(t);
        if (instead.matches()) { // the same as "[subject] gets +2/+1 as long as it's a Warrior. Otherwise, it gets +1/+1." (611.3b)
            return compile(instead.group(1) + " " + instead.group(5) + " " + instead.group(6) + " as long as it's " + instead.group(4)
                    + ". Otherwise, it " + instead.group(2) + " " + instead.group(3) + ".", card);
        }
        Matcher otherwise = OTHERWISE.matcher(t);
        if (otherwise.matches()) return otherwise(otherwise, card); // 611.3b: "... as long as it's white. Otherwise, it gets -2/-1."
        String body = t.endsWith(".") ? t.substring(0, t.length() - 1) : t; // a quoted ability ends the line
        body = ADDITIONAL.matcher(body).replaceAll("$1 "); // "gets an additional +1/+1" is one more modification (613.4c)
        Condition condition = new Condition.Always();
        boolean itIsSelf = false;
        Matcher c = AS_LONG_AS.matcher(body);
        if (c.matches()) {
            condition = c.group(1).equalsIgnoreCase("untapped") ? new Condition.SourceUntapped()
                    : new Condition.SourceAttacking();
            body = c.group(2);
            itIsSelf = true;
        } else {
            Matcher w = WHILE_ATTACKING.matcher(body);
            Matcher lead = LEADING_CONDITION.matcher(body);
            Matcher trail = TRAILING_CONDITION.matcher(body);
            if (w.matches()) {
                condition = new Condition.SourceAttacking();
                body = w.group(1);
            } else if (lead.matches() || trail.matches()) {
                // 611.3b: "as long as you control a Swamp" and the like
                boolean leading = lead.matches();
                condition = StaticConditions.condition(leading ? lead.group(1) : trail.group(2));
                body = leading ? lead.group(2) : trail.group(1);
                if (condition == null && !leading) condition = ObjectStatusStatics.hostController(body, trail.group(2)); // 611.3b
                String each = condition == null && !leading ? ObjectStatusStatics.eachIs(body, trail.group(2)) : null;
                if (each != null) { // "Each land gets +2/+2 as long as it's a creature": each land creature (611.3a)
                    condition = new Condition.Always();
                    body = each;
                }
                if (condition == null && !leading && body.strip().startsWith("~ ")
                        && trail.group(2).strip().toLowerCase(Locale.ROOT).startsWith("it ")) {
                    // 611.3b: "~ has indestructible as long as it entered the battlefield this turn": "it" is the subject, ~
                    condition = StaticConditions.condition("~ " + trail.group(2).strip().substring(3));
                }
                if (condition == null) { // 611.3b: "as long as enchanted creature is black", "... as long as it's white"
                    ObjectStatusStatics.Read read = leading ? ObjectStatusStatics.leading(lead.group(1), body)
                            : ObjectStatusStatics.trailing(body, trail.group(2));
                    if (read == null) return Optional.empty();
                    condition = read.condition();
                    body = read.body();
                }
                if (condition instanceof Condition.SourceAttachedTo || condition instanceof Condition.SourceHasCounter
                        || condition instanceof Condition.SourceDesignated
                        || condition instanceof Condition.SourceCounterCount) { // "there is exactly one tide counter on ~" (122.1)
                    // "As long as ~ is equipped, it ...", "~ has trample as long as it has a +1/+1 counter on it"
                    if (leading && lead.group(1).strip().toLowerCase(Locale.ROOT).startsWith("it ")) return Optional.empty();
                    boolean pronoun = !leading && trail.group(2).strip().toLowerCase(Locale.ROOT).startsWith("it");
                    if (pronoun && !body.strip().startsWith("~ ")) return Optional.empty(); // "it" must be the source
                    itIsSelf = leading;
                }
            }
        }
        List<StaticEffect> effects;
        int verb = body.indexOf(" get ");
        if (body.startsWith("~ and ") && !body.startsWith("~ and other ") && verb > 0 && body.substring(0, verb).endsWith(" you control")
                && !body.startsWith("~ and each ") && !body.startsWith("~ and all ")) {
            // 611.3a: "~ and land creatures you control get +2/+2" affects the source once even when it is one of them:
            // the source, and the others of the group
            body = "~ and other " + body.substring("~ and ".length());
            verb = body.indexOf(" get ");
        }
        if (body.startsWith("~ and other ") && verb > 0) { // "~ and other Vampire creatures you control get +2/+1": the source and the others (611.3a)
            List<StaticEffect> self = LayerEffectLines.effects("~ gets" + body.substring(verb + 4).replace(" and have ", " and has "), card, true, condition);
            List<StaticEffect> rest = LayerEffectLines.effects(body.substring("~ and ".length()), card, false, condition);
            effects = self == null || rest == null ? null : new ArrayList<>(self);
            if (effects != null) effects.addAll(rest);
        } else {
            effects = LayerEffectLines.effects(body, card, itIsSelf, condition);
        }
        if (effects == null) {
            return Optional.empty();
        }
        List<Ability> out = new ArrayList<>();
        for (StaticEffect e : effects) {
            out.add(new StaticAbility(e, t));
        }
        return Optional.of(out);
    }

    /**
     * "Enchanted creature gets +1/+2 as long as it's white. Otherwise, it gets -2/-1.": the first sentence, and the
     * second on the same subject under the negated condition (611.3b), or empty.
     */
    private static Optional<List<Ability>> otherwise(Matcher m, CardText card) {
        Optional<List<Ability>> first = compile(m.group(1) + ".", card);
        if (first.isEmpty() || first.get().isEmpty()) return Optional.empty();
        Condition condition = null;
        for (Ability a : first.get()) {
            Condition c = a instanceof StaticAbility st ? conditionOf(st.effect()) : null;
            if (c == null || c instanceof Condition.Always || condition != null && !condition.equals(c)) return Optional.empty();
            condition = c;
        }
        List<StaticEffect> second = LayerEffectLines.effects(m.group(2) + " " + m.group(3), card, false,
                new Condition.Not(condition));
        if (second == null) return Optional.empty();
        List<Ability> out = new ArrayList<>(first.get());
        for (StaticEffect e : second) out.add(new StaticAbility(e, m.group(0)));
        return Optional.of(out);
    }

    /** The "as long as" condition of a layered static effect this class makes, or null. */
    private static Condition conditionOf(StaticEffect e) {
        if (e instanceof StaticEffect.ModifyPowerToughness m) return m.condition();
        if (e instanceof StaticEffect.GrantAbilities g) return g.condition();
        return null;
    }
}
