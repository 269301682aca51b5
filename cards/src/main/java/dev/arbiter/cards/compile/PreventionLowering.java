package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.ast.DamageSources;
import dev.arbiter.cards.grammar.ast.DamageTo;
import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.ObjectRef;
import dev.arbiter.engine.ability.Amount;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.ObjectFilter;
import dev.arbiter.engine.ability.Recipient;
import dev.arbiter.engine.ability.Relation;
import dev.arbiter.engine.ability.Subject;
import dev.arbiter.engine.characteristic.CardType;
import dev.arbiter.engine.characteristic.Color;
import java.util.ArrayList;
import java.util.List;

/**
 * Lowers a prevention clause ({@link EffectNode.Prevent}) of a spell or ability into a prevention
 * shield until end of turn (615.7); "to and dealt by X" becomes two shields naming the same X.
 */
final class PreventionLowering {

    private final EffectLowering lowering;

    PreventionLowering(EffectLowering lowering) {
        this.lowering = lowering;
    }

    Effect effect(EffectNode.Prevent p) {
        if (p.noncombat()) throw new NotSupported("prevention of noncombat damage for a time");
        if (p.kind() == EffectNode.PreventionKind.EACH) throw new NotSupported("damage prevention (part of each event) as a one-shot effect");
        if (!p.thisTurn()) throw new NotSupported("damage prevention without \"this turn\"");
        Amount amount = p.kind() == EffectNode.PreventionKind.NEXT ? lowering.amount(p.amount()) : null;
        ObjectFilter sources = p.sources() == null ? null : sources(p.sources());
        if (p.toAndBy()) {
            if (p.redirectTo() != null) throw new NotSupported("redirection of damage dealt to and by an object");
            if (!(p.by() instanceof ObjectRef.Self || p.by() instanceof ObjectRef.Attached || p.by() instanceof ObjectRef.Pronoun
                    || p.by() instanceof ObjectRef.Targeted t && t.max() == 1)) {
                throw new NotSupported("damage prevention to and by a group of objects");
            }
            Subject x = lowering.permanents(p.by());
            return EffectParser.sequence(List.of(
                    new Effect.PreventDamage(amount, p.combat(), List.of(new Recipient.Object(x)), null, null, false),
                    new Effect.PreventDamage(amount, p.combat(), List.of(), x, null, false)));
        }
        // 615.1a: "all damage one or two target creatures would deal": a shield for each (not a shared "next N")
        if (p.by() instanceof ObjectRef.Targeted t && t.max() != 1 && (p.kind() != EffectNode.PreventionKind.ALL
                || p.redirectTo() != null || !p.to().isEmpty() || p.sourceOfChoice() || p.sources() != null)) {
            throw new NotSupported("damage prevention by several targets");
        }
        Subject by = p.by() == null ? null : lowering.permanents(p.by());
        if (by instanceof Subject.Each each) {
            // "dealt by creatures you don't control": sources matching when the damage would be dealt
            if (sources != null) throw new NotSupported("damage prevention by two kinds of source");
            sources = each.filter();
            by = null;
        }
        List<Recipient> to = new ArrayList<>();
        for (DamageTo d : p.to()) to.add(lowering.recipient(d));
        if (to.stream().filter(r -> r instanceof Recipient.Object o && o.subject() instanceof Subject.Each).count() > 1) {
            throw new NotSupported("damage prevention for two groups of permanents");
        }
        Recipient redirectTo = null;
        if (p.to().size() == 1 && p.to().get(0) instanceof DamageTo.Objects o && o.ref() instanceof ObjectRef.Self
                && lowering.context().lastObject() == null) {
            lowering.context().lastObject(new Subject.Self()); // "dealt to ~ ... is dealt to its owner instead": "it" is ~
        }
        if (p.redirectTo() != null) {
            // 614.9, 115.3: "... is dealt to another target creature instead": a target distinct from the earlier ones
            int before = lowering.context().targets().size();
            redirectTo = lowering.recipient(p.redirectTo());
            if (p.redirectTo() instanceof DamageTo.Objects o && o.ref() instanceof ObjectRef.Targeted t && t.another()
                    && (lowering.context().targets().size() != before + 1 || before == 0
                    || !lowering.context().targets().get(before).distinct())) {
                throw new NotSupported("redirection to \"another target\" not distinct from the earlier targets");
            }
        }
        // 609.7a: "all damage a source of your choice would deal this turn" / "the next N damage that a source of your
        // choice would deal": each event this turn from the chosen source, not only the next one (615.7)
        boolean everyTime = p.sourceOfChoice() && (p.kind() == EffectNode.PreventionKind.ALL_FROM_CHOSEN
                || p.kind() == EffectNode.PreventionKind.NEXT);
        return new Effect.PreventDamage(amount, p.combat(), to, by, sources, p.sourceOfChoice(), redirectTo, everyTime);
    }

    /** 609.7: sources described by colour, type and controller. */
    static ObjectFilter sources(DamageSources s) {
        int colors = 0;
        boolean chosen = false;
        for (String c : s.colors()) {
            if (c.equals(dev.arbiter.cards.grammar.ChoiceGrammar.CHOSEN)) chosen = true; // 607.2: "of the chosen color"
            else colors |= Color.ofName(c).bit();
        }
        int types = 0;
        for (String t : s.types()) types |= CardType.ofWord(t).bit();
        Relation r = s.controller() == null ? Relation.ANY : switch (s.controller()) {
            case "an opponent controls" -> Relation.OPPONENT;
            case "you control" -> Relation.YOU;
            default -> Relation.NOT_YOU;
        };
        ObjectFilter f = new ObjectFilter(types, 0, r, null, colors, 0, false, false);
        if (s.other()) f = f.otherThanSource(); // "another red source": not the ability's source
        return chosen ? f.withQualities(f.more().chosen(dev.arbiter.engine.ability.FilterQualities.CHOSEN_COLOR)) : f;
    }
}
