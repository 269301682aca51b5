package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.ReferenceGrammar;
import dev.arbiter.cards.grammar.ast.AmountNode;
import dev.arbiter.cards.grammar.ast.DamageTo;
import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.ObjectRef;
import dev.arbiter.cards.grammar.ast.PlayerRef;
import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Amount;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.Recipient;
import dev.arbiter.engine.ability.Relation;
import dev.arbiter.engine.ability.Subject;
import dev.arbiter.engine.ability.TargetFilter;
import dev.arbiter.engine.ability.TargetSpec;
import dev.arbiter.engine.ability.Who;
import java.util.ArrayList;
import java.util.List;

/**
 * The object references of an effect as engine subjects, for {@link EffectLowering}: permanents and graveyard cards
 * named or targeted (115.1), and pronouns for what was named before (608.2c) or what the trigger event names (603.2).
 */
final class ObjectReferenceLowering {
    private final EffectLowering effects;
    private final ParseContext ctx;

    ObjectReferenceLowering(EffectLowering effects, ParseContext ctx) {
        this.effects = effects;
        this.ctx = ctx;
    }

    /** The group a pump, tap or untap just acted on, for "them" / "they" / "those creatures" next (or null). */
    private Subject grouped;

    /**
     * Notes {@code s} as the group a following plural pronoun names, when it is "each [permanent]" whose membership
     * a pump, tap, untap or gained keyword can't change (no tapped, power, keyword or counter quality), 608.2c.
     */
    Subject grouped(Subject s) {
        if (s instanceof Subject.Each || s instanceof Subject.EachControlledBy) { // 608.2c: "them" next is this group
            var f = s instanceof Subject.Each each ? each.filter() : ((Subject.EachControlledBy) s).filter();
            var q = f.more();
            boolean stable = q.tapped() == dev.arbiter.engine.ability.FilterQualities.Tri.ANY && q.power() == null
                    && f.withKeywords() == 0 && q.withoutKeywords() == 0 && q.counters() == null;
            grouped = stable ? s : null;
        }
        return s;
    }

    /** The group a pump, tap or untap just acted on (or null). */
    Subject lastGroup() {
        return grouped;
    }

    /** Whether the effect so far named ~ and no other object (608.2c: then "it" is ~). */
    boolean onlySelfNamed() {
        return selfNamed && selfClause < effects.clausesBegun && !hostNamed && !thatNamed && ctx.lastObject() == null
                && grouped == null; // an earlier clause: "attach ~ to it" names ~ and another object in one
    }

    /** The clause that first named ~. */
    private int selfClause = Integer.MAX_VALUE;

    /** Whether an effect before named what the source is attached to (303.4, 301.5). */
    boolean hostNamed;

    /** Whether the effect named ~ ("put a +1/+1 counter on ~ and untap it": with nothing else named, "it" is ~). */
    private boolean selfNamed;

    /** Whether the effect named the trigger's object ("tap that creature and it doesn't untap": "it" is that creature). */
    private boolean thatNamed;

    /**
     * A card in a graveyard: "target creature card from your graveyard" (115.1, 400.1); a pronoun
     * for one named before.
     */
    Subject cards(ObjectRef ref) {
        if (ref instanceof ObjectRef.Pronoun p) return pronoun(p.word());
        if (!(ref instanceof ObjectRef.Targeted t)) throw new NotSupported("cards named without a target");
        NounLowering.Lowered l = NounLowering.lower(t.noun());
        if (l.kind() != NounLowering.Kind.CARD || t.noun().zone() == null || !t.noun().zone().contains("graveyard")) {
            throw new NotSupported("target \"" + t.text() + "\" (no such target filter)");
        }
        var f = l.filter();
        if (!f.more().none() || f.subtype() != null || f.colorMask() != 0 || f.excludedTypes() != 0 || t.max() != 1
                || f.withKeywords() != 0 || t.another()) {
            throw new NotSupported("target \"" + t.text() + "\" (no such target filter)");
        }
        Relation owner = switch (t.noun().zone()) {
            case "your graveyard" -> Relation.YOU;
            case "an opponent's graveyard" -> Relation.OPPONENT;
            case "a graveyard" -> Relation.ANY;
            default -> throw new NotSupported("target \"" + t.text() + "\" (no such target filter)");
        };
        // "permanent card": a card of a permanent type (110.4b)
        int types = t.noun().hasHead("permanent") ? dev.arbiter.engine.characteristic.CardType.PERMANENT_MASK : f.anyOfTypes();
        int index = ctx.addTarget(new TargetSpec(new TargetFilter.CardInGraveyard(types, owner), t.min(),
                t.max(), t.text()));
        Subject s = new Subject.TargetObject(index);
        ctx.lastObject(s);
        return s;
    }

    /** An object reference as an engine subject; targets are added to the context. */
    Subject permanents(ObjectRef ref) {
        if (ref instanceof ObjectRef.Self) {
            if (!ctx.sourceIsPermanent()) throw new NotSupported("\"~\" on a spell");
            if (!selfNamed) selfClause = effects.clausesBegun;
            selfNamed = true;
            return new Subject.Self();
        }
        if (ref instanceof ObjectRef.Attached) {
            hostNamed = true; // "tap enchanted creature. It deals ...": "it" is no longer the source
            return new Subject.Host();
        }
        if (ref instanceof ObjectRef.Pronoun p) return pronoun(p.word());
        if (ref instanceof ObjectRef.AndSameName a) { // 201.2, 608.2h
            if (!(permanents(a.target()) instanceof Subject.TargetObject t)) throw new NotSupported("\"with the same name\" of no single target");
            NounLowering.Lowered l = NounLowering.lower(a.others());
            if (l.kind() != NounLowering.Kind.PERMANENT) throw new NotSupported("cards with the same name");
            return new Subject.AndSameName(t.index(), l.filter());
        }
        if (ref instanceof ObjectRef.Targeted t) {
            t = BlockingItLowering.resolve(ctx, t); // 608.2c: "target creature blocking it", "it" being ~
            Subject theirs = ThatPlayersTargets.lower(ctx, t); // 603.2: "target ... that player controls"
            if (theirs != null) return theirs;
            long xBits = SpellXFilter.targetBits(t.noun()); // 107.3: "target creature with power X or less"
            NounLowering.Lowered l = NounLowering.lower(xBits == 0 ? t.noun() : SpellXFilter.withoutTargetX(t.noun(), ctx), true);
            if (l.kind() != NounLowering.Kind.PERMANENT) throw new NotSupported("targeting cards or spells");
            // 115.3: "Target creature gets ... Up to one other target creature gets ...", "Move all counters from target
            // creature onto another target creature": not one of the earlier targets (the source itself may be chosen)
            boolean distinct = t.another() && !ctx.targets().isEmpty()
                    && t.text().toLowerCase(java.util.Locale.ROOT).contains("other target");
            var f = t.another() && !distinct ? l.filter().otherThanSource() : l.filter();
            if (xBits != 0) f = f.withQualities(f.more().chosen(f.more().chosen() | xBits));
            int index = ctx.addTarget(new TargetSpec(NounLowering.permanentTarget(f), t.min(), t.max(), t.text(), distinct));
            Subject s = new Subject.TargetObject(index);
            ctx.lastObject(s);
            return s;
        }
        if (ref instanceof ObjectRef.TargetedEither te) return EitherTargetLowering.lower(ctx, te); // 115.1
        if (ref instanceof ObjectRef.Every e) {
            Subject counted = withManaValueAmount(e); // 202.3, 107.3: "each nonland permanent with mana value X or less"
            if (counted != null) return counted;
            Subject theirs = ControlledByPlayerLowering.each(effects, ctx, e); // 109.4: "each creature that player controls"
            if (theirs != null) return theirs;
            NounLowering.Lowered l = NounLowering.lower(e.noun());
            if (l.kind() != NounLowering.Kind.PERMANENT) throw new NotSupported("all cards or spells");
            return new Subject.Each(e.other() ? l.filter().otherThanSource() : l.filter());
        }
        throw new NotSupported("an object chosen on resolution");
    }

    /**
     * "each [noun] with mana value X [or less | or greater]" / "with mana value equal to [amount]": the group without that
     * quality, kept by the amount as the effect begins (608.2h); null when the noun has no such quality.
     */
    private Subject withManaValueAmount(ObjectRef.Every e) {
        dev.arbiter.cards.grammar.ast.Noun n = e.noun();
        dev.arbiter.cards.grammar.ast.Noun.With mv = null;
        List<dev.arbiter.cards.grammar.ast.Noun.With> rest = new ArrayList<>();
        for (var w : n.with()) {
            if (mv == null && w.value() < 0 && "mana value".equals(w.stat())) mv = w;
            else rest.add(w);
        }
        if (mv == null) return null;
        if (rest.stream().anyMatch(w -> w.value() < 0)) throw new NotSupported("two amounts in one group");
        Subject group = permanents(new ObjectRef.Every(new dev.arbiter.cards.grammar.ast.Noun(n.adjectives(), n.heads(),
                n.subtypeModifiers(), n.controller(), rest, n.plural(), n.zone()), e.other()));
        Amount amount = effects.amountOf(mv.amount() != null ? mv.amount() : new AmountNode.X());
        int comparison = "or less".equals(mv.comparison()) ? -1 : "or greater".equals(mv.comparison()) ? 1 : 0;
        return new Subject.EachWithManaValue(group, amount, comparison);
    }

    Subject pronoun(String word) {
        Subject last = ctx.lastObject();
        if (word.equals("that spell")) { // a spell: a target spell named before, or the spell a cast trigger names (601.2i)
            if (last instanceof Subject.TargetObject t && (ctx.targets().get(t.index()).filter() instanceof TargetFilter.Spell
                    || ctx.targets().get(t.index()).filter() instanceof TargetFilter.SpellTarget)) return last;
            if (ctx.namesCastSpell()) return new Subject.ThatObject(); // the trigger's object is the spell cast
            if (last == null && effects.counteredSpell != null) return effects.counteredSpell; // "Counter target spell. ... that spell's"
            throw new NotSupported("\"that spell\" with no spell named before");
        }
        if (last == null && effects.countered != null && word.startsWith("those ")) return effects.countered;
        // 608.2c: "those creatures" after "target creature ... and another target creature ..." are all of them, which
        // the last target alone is not
        if (word.startsWith("those ") && last instanceof Subject.TargetObject t && ctx.targets().size() > 1
                && ctx.targets().get(t.index()).max() == 1) {
            throw new NotSupported("\"" + word + "\" after several targets");
        }
        if (word.equals("it") || word.equals("them")) {
            if (last != null) return last;
            if (grouped != null && word.equals("them")) return grouped; // 608.2c: the group just acted on, not the trigger's object
            if (thatNamed && word.equals("it") && ctx.triggerIt() instanceof Subject.Self) { // 608.2c: "it" is the object just named, not ~
                if (selfNamed) throw new NotSupported("\"" + word + "\" after naming both ~ and the trigger's object");
                return ctx.triggerThatObject();
            }
            if (onlySelfNamed() && word.equals("it") && ctx.triggerIt() instanceof Subject.ThatObject) {
                return new Subject.Self(); // 608.2c: "sacrifice ~ and it deals ...": the one object the effect named
            }
            if (ctx.triggerIt() != null) return ctx.triggerIt();
            if (selfNamed && !hostNamed && word.equals("it")) return new Subject.Self(); // 608.2c: the one object named
            throw new NotSupported("\"" + word + "\" with nothing named before");
        }
        if (last != null) return last;
        if (ctx.triggerThatObject() != null) {
            thatNamed = true;
            return ctx.triggerThatObject();
        }
        if (ctx.triggerIt() != null && !(ctx.triggerIt() instanceof Subject.Self)) return ctx.triggerIt();
        if (grouped != null && word.equals("those creature")) return grouped; // 608.2c: the group just acted on
        throw new NotSupported("\"" + word + "\" with nothing named before");
    }
}
