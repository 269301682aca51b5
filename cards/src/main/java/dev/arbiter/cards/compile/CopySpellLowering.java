package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.Noun;
import dev.arbiter.cards.grammar.ast.ObjectRef;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.ObjectFilter;
import dev.arbiter.engine.ability.Relation;
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
            if (!ctx.namesCastSpell()) throw new NotSupported("\"copy that spell\" with no spell cast named");
            return new Effect.CopyThatSpell(true);
        }
        if (!(node instanceof EffectNode.CopySpell cs)) return null;
        ObjectRef.Targeted t = (ObjectRef.Targeted) cs.spell();
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
        TargetFilter filter = typesOnly ? new TargetFilter.SpellTarget(f.anyOfTypes()) : new TargetFilter.Spell(f);
        int index = ctx.addTarget(TargetSpec.one(filter, t.text().toLowerCase(Locale.ROOT)));
        return new Effect.CopyTargetSpell(index, -1, true);
    }
}
