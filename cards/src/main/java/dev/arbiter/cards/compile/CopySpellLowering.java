package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.Noun;
import dev.arbiter.cards.grammar.ast.ObjectRef;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.ObjectFilter;
import dev.arbiter.engine.ability.Relation;
import dev.arbiter.engine.ability.Subject;
import dev.arbiter.engine.ability.TargetFilter;
import dev.arbiter.engine.ability.TargetSpec;
import java.util.Locale;

/**
 * "Copy target [noun] spell. You may choose new targets for the copy." (707.10, 707.10c): the target is any spell
 * the noun describes ("instant spell you control with mana value 2 or less"); the copy keeps its colour.
 */
final class CopySpellLowering {

    private CopySpellLowering() {
    }

    static Effect lower(ParseContext ctx, EffectNode node) {
        if (node instanceof EffectNode.CopyThatSpell) { // 707.10: the spell whose casting triggered the ability
            if (ctx.lastObject() instanceof Subject.TargetObject to && (ctx.targets().get(to.index()).filter() instanceof TargetFilter.Spell
                    || ctx.targets().get(to.index()).filter() instanceof TargetFilter.SpellTarget)) {
                return new Effect.CopyTargetSpell(to.index(), -1, true); // "... target spell. Then copy that spell."
            }
            if (!ctx.namesCastSpell() || ctx.lastObject() != null) throw new NotSupported("\"copy that spell\" with no spell cast named");
            return new Effect.CopyThatSpell(true);
        }
        if (node instanceof EffectNode.ChooseNewTargets cn) { // 115.7d
            int index = spellTarget(ctx, (ObjectRef.Targeted) cn.spell());
            ctx.lastObject(new Subject.TargetObject(index));
            return new Effect.ChooseNewTargets(index);
        }
        if (node instanceof EffectNode.CopyAbility ca) { // 707.10: an activated or triggered ability on the stack
            return new Effect.CopyTargetAbility(StackTargetLowering.target(ctx, ca.target()), true);
        }
        if (node instanceof EffectNode.CopySpellThatTargetsYou ct) { // 115.1: a target spell that targets you
            return new Effect.CopyTargetSpell(spellTarget(ctx, (ObjectRef.Targeted) ct.spell(), true), -1, true);
        }
        if (!(node instanceof EffectNode.CopySpell cs)) return null;
        return new Effect.CopyTargetSpell(spellTarget(ctx, (ObjectRef.Targeted) cs.spell()), -1, true);
    }

    /** A target spell the noun describes ("instant spell you control with mana value 2 or less"), added to the context. */
    private static int spellTarget(ParseContext ctx, ObjectRef.Targeted t) {
        return spellTarget(ctx, t, false);
    }

    /** As {@link #spellTarget(ParseContext, ObjectRef.Targeted)}; {@code targetsYou}: one of its targets is you (115.1). */
    private static int spellTarget(ParseContext ctx, ObjectRef.Targeted t, boolean targetsYou) {
        Noun n = t.noun();
        boolean yours = "you control".equals(n.controller()); // a spell's controller (110.2), its caster
        if (n.controller() != null && !yours) throw new NotSupported("\"" + n.controller() + "\" on spells");
        NounLowering.Lowered l = NounLowering.lower(new Noun(n.adjectives(), n.heads(), n.subtypeModifiers(), null, n.with(),
                n.plural(), n.zone()));
        if (l.kind() != NounLowering.Kind.SPELL) throw new NotSupported("copying something other than a spell");
        ObjectFilter f = l.filter();
        if (yours) {
            f = new ObjectFilter(f.anyOfTypes(), f.excludedTypes(), Relation.YOU, f.subtype(), f.colorMask(), f.withKeywords(),
                    f.other(), f.attackingYou(), f.more());
        }
        boolean typesOnly = f.excludedTypes() == 0 && f.subtype() == null && f.colorMask() == 0 && f.withKeywords() == 0
                && !f.other() && f.more().none() && f.controller() == Relation.ANY;
        TargetFilter filter = targetsYou ? new TargetFilter.SpellThatTargets(f, true, null)
                : typesOnly ? new TargetFilter.SpellTarget(f.anyOfTypes()) : new TargetFilter.Spell(f);
        return ctx.addTarget(TargetSpec.one(filter, t.text().toLowerCase(Locale.ROOT)));
    }
}
