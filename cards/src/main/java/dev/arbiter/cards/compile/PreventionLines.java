package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.AsLongAsIfGrammar;
import dev.arbiter.cards.grammar.EffectGrammar;
import dev.arbiter.cards.grammar.ParseFailure;
import dev.arbiter.cards.grammar.ast.DamageTo;
import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.ObjectRef;
import dev.arbiter.cards.grammar.ast.PlayerRef;
import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Affected;
import dev.arbiter.engine.ability.Condition;
import dev.arbiter.engine.ability.ObjectFilter;
import dev.arbiter.engine.ability.StaticAbility;
import dev.arbiter.engine.ability.StaticEffect;
import java.util.List;
import java.util.Optional;

/**
 * Static prevention lines of permanents (615.1a): "Prevent all damage that would be dealt to ~.",
 * "Prevent all combat damage that would be dealt to and dealt by enchanted creature.", "If a source
 * an opponent controls would deal damage to you, prevent 1 of that damage." Read by the grammar
 * ({@code PreventionGrammar}); a line with "this turn" or "the next" is no static ability.
 */
final class PreventionLines {

    private static final String UNTAPPED = "as long as ~ is untapped,";

    private PreventionLines() {
    }

    /** The abilities of one such line, or empty when it is not one. */
    static Optional<List<Ability>> compile(String text) {
        String t = text.strip();
        String body = t;
        Condition condition = new Condition.Always();
        String[] lead;
        if (t.regionMatches(true, 0, UNTAPPED, 0, UNTAPPED.length())) { // 611.3b: "As long as ~ is untapped, ..."
            body = t.substring(UNTAPPED.length()).strip();
            condition = new Condition.SourceUntapped();
        } else if ((lead = AsLongAsIfGrammar.read(t)) != null) { // 611.3b: "As long as you have no cards in hand, if ..."
            condition = StaticConditions.condition(lead[0]);
            if (condition == null) return Optional.empty();
            body = lead[1];
        }
        if (!body.regionMatches(true, 0, "prevent", 0, 7) && !body.regionMatches(true, 0, "if ", 0, 3)
                && !body.regionMatches(true, 0, "all ", 0, 4)) {
            return Optional.empty();
        }
        int toSelf = body.toLowerCase(java.util.Locale.ROOT).indexOf("dealt to ~ by ");
        if (toSelf >= 0 && body.endsWith(" it's blocking.") && body.indexOf(" it", toSelf) == body.length() - 15) {
            // "to ~ by creatures it's blocking": "it" is ~, the only object named before it (509.1)
            body = body.substring(0, body.length() - 15) + " ~ is blocking.";
        }
        EffectNode node;
        try {
            node = EffectGrammar.parse(body);
        } catch (ParseFailure f) {
            return Optional.empty();
        }
        if (node instanceof EffectNode.DamageModified m) return Optional.of(List.of(new StaticAbility(modified(m, condition), t)));
        if (!(condition instanceof Condition.Always) && !(condition instanceof Condition.SourceUntapped)) return Optional.empty();
        if (!(node instanceof EffectNode.Prevent p)) return Optional.empty();
        if (p.thisTurn() || p.sourceOfChoice() || p.kind() == EffectNode.PreventionKind.NEXT) {
            throw new NotSupported("damage prevention for a time on a permanent");
        }
        if (p.redirectTo() != null && p.noncombat()) throw new NotSupported("redirection of noncombat damage");
        if (p.redirectTo() != null) return Optional.of(List.of(new StaticAbility(redirect(p, condition), t)));
        if (!(condition instanceof Condition.Always)) { // 611.3b: "As long as ~ is untapped, if a creature would ..."
            return Optional.of(List.of(new StaticAbility(new StaticEffect.PreventDamageWhile(staticPrevention(p), condition), t)));
        }
        return Optional.of(List.of(new StaticAbility(staticPrevention(p), t)));
    }

    /** The static prevention effect of a prevention node with no time limit and no redirection (615.1a). */
    static StaticEffect.PreventDamage staticPrevention(EffectNode.Prevent p) {
        int amount = p.kind() == EffectNode.PreventionKind.ALL ? -1 : fixed(p);
        ObjectFilter sources = p.sources() == null ? null : PreventionLowering.sources(p.sources());
        if (p.toAndBy()) {
            Affected x = affected(p.by());
            return new StaticEffect.PreventDamage(amount, p.combat(), x, false, null, null, true, p.noncombat());
        }
        Affected to = null;
        boolean toController = false;
        for (DamageTo d : p.to()) {
            if (d instanceof DamageTo.Players pl && pl.ref() instanceof PlayerRef.You) {
                toController = true;
            } else if (d instanceof DamageTo.Objects o && to == null) {
                to = affected(o.ref());
            } else {
                throw new NotSupported("damage prevention for these recipients");
            }
        }
        Affected by = p.by() == null ? null : affected(p.by());
        return new StaticEffect.PreventDamage(amount, p.combat(), to, toController, by, sources, false, p.noncombat());
    }

    /**
     * 614.9: "All damage that would be dealt to you is dealt to enchanted creature instead.", "As long as ~ is
     * untapped, all damage that would be dealt to you by unblocked creatures is dealt to ~ instead." (611.3b)
     */
    private static StaticEffect redirect(EffectNode.Prevent p, Condition condition) {
        boolean toYou = p.to().size() == 1 && p.to().get(0) instanceof DamageTo.Players pl && pl.ref() instanceof PlayerRef.You;
        if (p.by() != null && !(p.by() instanceof ObjectRef.Every)) throw new NotSupported("redirection of damage by one object");
        if (p.kind() != EffectNode.PreventionKind.ALL || !toYou || p.sources() != null || p.toAndBy()
                || !(p.redirectTo() instanceof DamageTo.Objects o)
                || !(o.ref() instanceof ObjectRef.Self || o.ref() instanceof ObjectRef.Attached)) {
            throw new NotSupported("redirection of damage (other than all damage to you, to ~ or the enchanted creature)");
        }
        Affected by = p.by() == null ? null : affected(p.by());
        return new StaticEffect.RedirectDamage(affected(o.ref()), p.combat(), by, condition);
    }

    /** 614.1a: "it deals double that damage ... instead". */
    private static StaticEffect modified(EffectNode.DamageModified m, Condition condition) {
        Affected by = m.by() == null ? null : affected(m.by());
        ObjectFilter sources = m.sources() == null ? null : PreventionLowering.sources(m.sources());
        return new StaticEffect.ModifyDamage(m.factor(), m.plus(), by, sources, m.combat(), m.to().equals("player"),
                m.to().equals("opponent"), m.to().equals("you"), m.to().equals("self"), condition);
    }

    private static int fixed(EffectNode.Prevent p) {
        if (p.amount() instanceof dev.arbiter.cards.grammar.ast.AmountNode.Fixed f) return f.value();
        throw new NotSupported("damage prevention of a variable amount");
    }

    /** "~", "enchanted creature", "creatures you control": what a static ability names. */
    private static Affected affected(ObjectRef ref) {
        if (ref instanceof ObjectRef.Self) return new Affected.Self();
        if (ref instanceof ObjectRef.Attached) return new Affected.Host();
        if (ref instanceof ObjectRef.Every e) {
            NounLowering.Lowered l = NounLowering.lower(e.noun());
            if (l.kind() != NounLowering.Kind.PERMANENT) throw new NotSupported("damage prevention for cards or spells");
            return new Affected.All(e.other() ? l.filter().otherThanSource() : l.filter());
        }
        throw new NotSupported("damage prevention for an object a static ability can't name");
    }
}
