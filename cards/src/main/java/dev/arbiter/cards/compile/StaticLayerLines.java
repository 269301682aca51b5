package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.CostSubjectGrammar;
import dev.arbiter.cards.grammar.LayerLineGrammar;
import dev.arbiter.cards.grammar.StaticLayerGrammar;
import dev.arbiter.cards.grammar.ast.LayerLine;
import dev.arbiter.cards.grammar.ast.StaticLineNodes.Conditioned;
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

/**
 * Static abilities that change characteristics (604, 611.3, layers 6 and 7c of 613), read as a whole line: an
 * ability word already removed by the text cleaner (207.2c), then "[effects] as long as it's attacking", "As long as ~ is untapped, [effects]" or
 * another "as long as" condition (611.3b), "... Otherwise, it gets -2/-1.", and "This effect doesn't remove ~."
 * (702.16c). The effects themselves ("[affected] get(s) +P/+T", "[affected] has/have [keywords]", ...) are read by
 * {@link LayerEffectLines}. Also the Lure requirement "All creatures able to block [it] do so." The frames are read by
 * {@link LayerLineGrammar} into a {@link LayerLine} tree first; this class lowers its nodes.
 */
final class StaticLayerLines {

    private static final String KEEPS_SOURCE = "This effect doesn't remove ~.";

    private StaticLayerLines() {
    }

    /**
     * The static abilities {@code text} describes, or empty when it is not such a line.
     *
     * @throws NotSupported when the line fits but names something the engine can't do
     */
    static Optional<List<Ability>> compile(String text, CardText card) {
        return lower(LayerLineGrammar.read(text), card);
    }

    /** The abilities of one node of the line's tree: "and can't be enchanted by other Auras" first at each (303.4). */
    private static Optional<List<Ability>> lower(LayerLine line, CardText card) {
        Optional<List<Ability>> others = OtherAurasLines.compile(line.printed(), card); // 303.4
        if (others.isPresent()) return others;
        if (line instanceof LayerLine.KeepsSource k) return keepsSource(k, card); // 702.16c
        if (line instanceof LayerLine.Also a) return lower(a.line(), card); // 611.3a, 613: the same effect
        if (line instanceof LayerLine.OnlyOne o) return lower(o.line(), card); // 611.3b: the group's line
        if (line instanceof LayerLine.Lure l) return lure(l, card); // 509.1c
        if (line instanceof LayerLine.Instead i) return lower(i.line(), card); // 611.3b: its "Otherwise" line
        if (line instanceof LayerLine.Otherwise o) return otherwise(o, card); // 611.3b
        if (line instanceof LayerLine.Plain p) return plain(p.printed(), card);
        return Optional.empty(); // not a sentence
    }

    /** 702.16c: "Enchanted creature has protection from black. This effect doesn't remove ~." */
    private static Optional<List<Ability>> keepsSource(LayerLine.KeepsSource k, CardText card) {
        Optional<List<Ability>> grant = lower(k.granted(), card);
        if (grant.isEmpty() || grant.get().size() != 1 || !(grant.get().get(0) instanceof StaticAbility st)
                || !(st.effect() instanceof StaticEffect.GrantAbilities g) || !(g.affected() instanceof Affected.Host)
                || g.abilities().stream().noneMatch(a -> a instanceof dev.arbiter.engine.ability.Protection)) {
            return Optional.empty();
        }
        return Optional.of(List.of(grant.get().get(0), new StaticAbility(new StaticEffect.ProtectionKeepsSource(), KEEPS_SOURCE)));
    }

    /** 509.1c: "All creatures able to block ~ do so." */
    private static Optional<List<Ability>> lure(LayerLine.Lure lure, CardText card) {
        Affected a = LayerSubjectLowering.affected(lure.object(), card, false);
        if (a == null || a instanceof Affected.All) {
            return Optional.empty();
        }
        dev.arbiter.engine.ability.ObjectFilter blockers = null;
        if (!lure.anyCreature()) { // 509.1c: only the creatures the noun names
            if (lure.blockers() == null) return Optional.empty();
            NounLowering.Lowered l = NounLowering.lower(lure.blockers());
            if (l.kind() != NounLowering.Kind.PERMANENT) return Optional.empty();
            blockers = l.filter();
        }
        return Optional.of(List.of(new StaticAbility(new StaticEffect.AllAbleToBlockDoSo(a, blockers), lure.printed())));
    }

    /** A line without a frame: its condition (611.3b) and its body ({@link LayerEffectLines}). */
    private static Optional<List<Ability>> plain(String t, CardText card) {
        String body = t.endsWith(".") ? t.substring(0, t.length() - 1) : t; // a quoted ability ends the line
        body = StaticLayerGrammar.withoutAdditional(body); // "gets an additional +1/+1" is one more modification (613.4c)
        Condition condition = new Condition.Always();
        boolean itIsSelf = false;
        Conditioned c = StaticLayerGrammar.sourceStatus(body);
        if (c != null) {
            condition = c.condition().equalsIgnoreCase("untapped") ? new Condition.SourceUntapped()
                    : new Condition.SourceAttacking();
            body = c.rest();
            itIsSelf = true;
        } else {
            String w = StaticLayerGrammar.whileAttacking(body);
            if (w != null && !w.startsWith("~ ")) w = null; // 611.3b: "Enchanted creature gets +3/+0 as long as it's attacking": the host
            Conditioned lead = CostSubjectGrammar.conditioned(body);
            Conditioned trail = StaticLayerGrammar.trailing(body);
            if (w != null) {
                condition = new Condition.SourceAttacking();
                body = w;
            } else if (lead != null || trail != null) {
                // 611.3b: "as long as you control a Swamp" and the like
                boolean leading = lead != null;
                condition = StaticConditions.condition(leading ? lead.condition() : trail.condition());
                body = leading ? lead.rest() : trail.rest();
                if (condition == null && !leading) condition = ObjectStatusStatics.hostController(body, trail.condition()); // 611.3b
                String each = condition == null && !leading ? ObjectStatusStatics.eachIs(body, trail.condition()) : null;
                if (each != null) { // "Each land gets +2/+2 as long as it's a creature": each land creature (611.3a)
                    condition = new Condition.Always();
                    body = each;
                }
                if (condition == null && !leading && body.strip().startsWith("~ ")
                        && trail.condition().strip().toLowerCase(Locale.ROOT).startsWith("it ")) {
                    // 611.3b: "~ has indestructible as long as it entered the battlefield this turn": "it" is the subject, ~
                    condition = StaticConditions.condition("~ " + trail.condition().strip().substring(3));
                }
                if (condition == null) { // 611.3b: "as long as enchanted creature is black", "... as long as it's white"
                    ObjectStatusStatics.Read read = leading ? ObjectStatusStatics.leading(lead.condition(), body)
                            : ObjectStatusStatics.trailing(body, trail.condition());
                    Condition host = read == null && leading && !body.strip().toLowerCase(Locale.ROOT).startsWith("it ")
                            ? ObjectStatusStatics.hostIs(lead.condition()) : null; // 611.3b: the host's status, others changed
                    if (read == null && host == null) return Optional.empty();
                    condition = read != null ? read.condition() : host;
                    body = read != null ? read.body() : body;
                }
                if (condition instanceof Condition.SourceAttachedTo || condition instanceof Condition.SourceHasCounter
                        || condition instanceof Condition.SourceDesignated
                        || condition instanceof Condition.SourceCounterCount) { // "there is exactly one tide counter on ~" (122.1)
                    // "As long as ~ is equipped, it ...", "~ has trample as long as it has a +1/+1 counter on it"
                    if (leading && lead.condition().strip().toLowerCase(Locale.ROOT).startsWith("it ")) return Optional.empty();
                    boolean pronoun = !leading && trail.condition().strip().toLowerCase(Locale.ROOT).startsWith("it");
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
    private static Optional<List<Ability>> otherwise(LayerLine.Otherwise m, CardText card) {
        String line = m.printed();
        Optional<List<Ability>> first = lower(m.first(), card);
        if (first.isEmpty() || first.get().isEmpty()) return Optional.empty();
        Condition condition = null;
        for (Ability a : first.get()) {
            Condition c = a instanceof StaticAbility st ? conditionOf(st.effect()) : null;
            if (c == null || c instanceof Condition.Always || condition != null && !condition.equals(c)) return Optional.empty();
            condition = c;
        }
        List<StaticEffect> second = LayerEffectLines.effects(m.subject() + " " + m.second(), card, false,
                new Condition.Not(condition));
        if (second == null) return Optional.empty();
        List<Ability> out = new ArrayList<>(first.get());
        for (StaticEffect e : second) out.add(new StaticAbility(e, line));
        return Optional.of(out);
    }

    /** The "as long as" condition of a layered static effect this class makes, or null. */
    private static Condition conditionOf(StaticEffect e) {
        if (e instanceof StaticEffect.ModifyPowerToughness m) return m.condition();
        if (e instanceof StaticEffect.GrantAbilities g) return g.condition();
        return null;
    }
}
