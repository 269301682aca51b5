package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.ObjectRef;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.ObjectFilter;
import dev.arbiter.engine.ability.Subject;
import dev.arbiter.engine.ability.TargetFilter;
import dev.arbiter.engine.ability.TargetSpec;
import java.util.List;

/**
 * Lowers "If it's a creature, [then]" (608.2c) and "[it] can't be regenerated this turn" (701.15c). "It" is the object
 * named before; after "any target" (which names no object until it is chosen) it is that target.
 */
final class ObjectIsLowering {

    private ObjectIsLowering() {
    }

    /** The effect of {@code node} if it is one of these, else null. */
    static Effect lower(EffectLowering effects, ParseContext ctx, EffectNode node) {
        if (node instanceof EffectNode.CantBeRegenerated cr) {
            return new Effect.CantBeRegenerated(it(effects, ctx, cr.who()));
        }
        if (node instanceof EffectNode.IfItIs ii) return trailing(effects, ctx, ii);
        if (node instanceof EffectNode.IfStatCompared sc) return StatComparedLowering.lower(effects, ctx, sc); // 608.2c
        if (!(node instanceof EffectNode.IfObjectIs io)) return null;
        if (io.otherwise() instanceof EffectNode.May may && may.ifTheyDo() != null && may.otherwise() == null) {
            // 608.2c-d: "You may pay {G/W}. If you do, put a +1/+1 counter on it. If it's a Unicorn, put two +1/+1 counters on
            // it instead.": the sentence replaced is the one just before, what happens if you do
            return effects.lower(new EffectNode.May(may.who(), may.effect(), new EffectNode.IfObjectIs(io.who(), io.noun(),
                    io.nounText(), io.then(), io.past(), may.ifTheyDo()), null));
        }
        // 608.2c: "[sentence]. If it's a Zombie, exile it instead.": the sentence replaced first ("it" is what it names)
        Effect otherwise = io.otherwise() == null ? null : effects.lower(io.otherwise());
        Subject named = ctx.lastObject();
        Subject who = it(effects, ctx, io.who());
        if (io.past() && !(who instanceof Subject.TargetObject)) { // 608.2h: the engine keeps last known information of targets only
            throw new NotSupported("\"if that ... was\" on an object other than a target");
        }
        dev.arbiter.cards.grammar.ast.Noun n = io.noun();
        if (n.heads().isEmpty()) { // "If that creature was green or white, ..." / "If its mana value was 3 or less, ...": of a permanent
            n = new dev.arbiter.cards.grammar.ast.Noun(n.adjectives(), List.of("permanent"), List.of(), null, n.with(), false, null);
        }
        NounLowering.Lowered l = NounLowering.lower(n);
        if (l.kind() != NounLowering.Kind.PERMANENT) throw new NotSupported("\"if it's a " + io.nounText() + "\" (not a permanent)");
        if (otherwise == null) return new Effect.IfObjectIs(who, l.filter(), io.nounText(), effects.lower(io.then()));
        if (otherwise.getClass().getEnclosingClass() == dev.arbiter.engine.ability.ControlFlowEffects.class) {
            // several instructions, an optional or conditional one ("you may pay {G/W}. If you do, ..."): which one it replaces is unclear
            throw new NotSupported("\"if it's ..., ... instead\" after a sentence that isn't one instruction");
        }
        int before = ctx.targets().size();
        // 608.2c: the new sentence names what the sentence it replaces named ("If that land is a Swamp, those creatures
        // get +2/+0 instead": the creatures of the sentence before, not the land)
        // or the group it acted on ("those creatures"), or the object the condition names ("If equipped creature is a
        // Vampire, put two +1/+1 counters on it instead": the sentence before named it without a pronoun)
        Subject group = effects.objects.lastGroup();
        ctx.lastObject(named != null ? named : group != null ? group : who);
        Effect then = effects.lower(io.then());
        PaymentLowering.noPaymentInside(then);
        // 601.2c: targets are chosen as the spell is cast, before the object's kind can be known
        if (ctx.targets().size() != before) throw new NotSupported("targets chosen only if an object is of a kind");
        return new Effect.IfObjectIs(who, l.filter(), io.nounText(), then, false, otherwise);
    }

    /**
     * "Counter target spell if it's blue." / "Destroy target creature if it's tapped." (608.2c): the clause names one
     * target, and happens only if that target, as the effect resolves, is so; "blue" alone is a blue object of the kind
     * targeted (a spell or a permanent).
     */
    private static Effect trailing(EffectLowering effects, ParseContext ctx, EffectNode.IfItIs ii) {
        int before = ctx.targets().size();
        Effect then = effects.lower(ii.then());
        if (ctx.targets().size() == before && then instanceof Effect.CounterSpell cs && cs.spell() instanceof Subject.TargetObject t
                && isSpell(ctx.targets().get(t.index())) && ctx.targets().get(t.index()).max() == 1) {
            // 608.2c, 701.5a: "counter that spell if its mana value is 4 or less": the target spell named before
            return new Effect.IfObjectIs(t, quality(ii, true, "of " + ctx.targets().get(t.index()).text()), ii.nounText(), then, true);
        }
        if (ctx.targets().size() == before) return onNamed(then, ii);
        Subject named = then instanceof Effect.CounterSpell cs ? cs.spell() : ctx.lastObject(); // 701.5a: the spell countered
        if (ctx.targets().size() != before + 1 || !(named instanceof Subject.TargetObject t) || t.index() != before) {
            throw new NotSupported("\"if it's ...\" after a clause naming other than one new target");
        }
        TargetSpec spec = ctx.targets().get(before);
        if (spec.max() != 1) throw new NotSupported("\"if it's ...\" after several targets");
        boolean spell = spec.filter() instanceof TargetFilter.Spell || spec.filter() instanceof TargetFilter.SpellTarget;
        if (!spell && !(spec.filter() instanceof TargetFilter.Permanent) && !(spec.filter() instanceof TargetFilter.PermanentTarget)) {
            throw new NotSupported("\"if it's ...\" after a target of " + spec.text());
        }
        return new Effect.IfObjectIs(t, quality(ii, spell, "of " + spec.text()), ii.nounText(), then, true);
    }

    private static boolean isSpell(TargetSpec spec) {
        return spec.filter() instanceof TargetFilter.Spell || spec.filter() instanceof TargetFilter.SpellTarget;
    }

    /**
     * "Put a +1/+1 counter on equipped creature if it's green." (608.2c): a clause with no target of its own; "it" is the
     * one object it names, a permanent — ~, the permanent it's attached to, or the trigger's object.
     */
    private static Effect onNamed(Effect then, EffectNode.IfItIs ii) {
        java.util.Set<Subject> named = new java.util.LinkedHashSet<>(
                dev.arbiter.engine.util.RecordTrees.all(then, Subject.class, new java.util.ArrayList<>()));
        if (named.size() != 1) throw new NotSupported("\"if it's ...\" after a clause naming " + named.size() + " objects");
        Subject it = named.iterator().next();
        if (!(it instanceof Subject.Self || it instanceof Subject.Host || it instanceof Subject.ThatObject)) {
            throw new NotSupported("\"if it's ...\" after a clause naming " + it);
        }
        return new Effect.IfObjectIs(it, quality(ii, false, "(not a permanent)"), ii.nounText(), then, true);
    }

    /**
     * What "it's [quality]" asks of a spell or a permanent: "blue" alone takes the head of the kind named ("spell",
     * "permanent"); a noun of another kind is refused, {@code where} saying of what.
     */
    private static ObjectFilter quality(EffectNode.IfItIs ii, boolean spell, String where) {
        dev.arbiter.cards.grammar.ast.Noun n = ii.noun();
        if (n.heads().isEmpty()) { // "if it's blue" / "if it has mana value 2 or less": of the kind named
            n = new dev.arbiter.cards.grammar.ast.Noun(n.adjectives(), List.of(spell ? "spell" : "permanent"), List.of(), null,
                    n.with(), false, null);
        }
        NounLowering.Lowered l = NounLowering.lower(n);
        if (l.kind() != (spell ? NounLowering.Kind.SPELL : NounLowering.Kind.PERMANENT)) {
            throw new NotSupported("\"if it's " + ii.nounText() + "\" " + where);
        }
        return l.filter();
    }

    /** The object "it" names: one target or the object named before, never a group. */
    private static Subject it(EffectLowering effects, ParseContext ctx, ObjectRef ref) {
        if (ref instanceof ObjectRef.Pronoun && ctx.lastObject() == null) {
            List<TargetSpec> targets = ctx.targets();
            if (!targets.isEmpty() && targets.get(targets.size() - 1).filter() instanceof TargetFilter.AnyTarget
                    && targets.get(targets.size() - 1).max() == 1) {
                ctx.lastObject(new Subject.TargetObject(targets.size() - 1)); // 115.4: the target, if it's an object
            }
        }
        Subject who = effects.permanents(ref);
        // "put a point counter on ~. Then if it has ten or more ..." (122.1): "it" may be ~ or the permanent it's attached to
        if (!(who instanceof Subject.TargetObject) && !(who instanceof Subject.ThatObject) && !(who instanceof Subject.Self)
                && !(who instanceof Subject.Host)) {
            throw new NotSupported("\"if it's ...\" on " + who);
        }
        return who;
    }
}
