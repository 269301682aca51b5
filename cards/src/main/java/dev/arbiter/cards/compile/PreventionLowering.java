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
        if (p.kind() == EffectNode.PreventionKind.EACH) throw new NotSupported("damage prevention (part of each event) as a one-shot effect");
        if (!p.thisTurn()) throw new NotSupported("damage prevention without \"this turn\"");
        Amount amount = p.kind() == EffectNode.PreventionKind.NEXT ? lowering.amount(p.amount()) : null;
        ObjectFilter sources = p.sources() == null ? null : sources(p.sources());
        if (p.toAndBy()) {
            Subject x = lowering.permanents(p.by());
            return EffectParser.sequence(List.of(
                    new Effect.PreventDamage(amount, p.combat(), List.of(new Recipient.Object(x)), null, null, false),
                    new Effect.PreventDamage(amount, p.combat(), List.of(), x, null, false)));
        }
        Subject by = p.by() == null ? null : lowering.permanents(p.by());
        List<Recipient> to = new ArrayList<>();
        for (DamageTo d : p.to()) to.add(lowering.recipient(d));
        return new Effect.PreventDamage(amount, p.combat(), to, by, sources, p.sourceOfChoice());
    }

    /** 609.7: sources described by colour, type and controller. */
    static ObjectFilter sources(DamageSources s) {
        int colors = 0;
        for (String c : s.colors()) colors |= Color.ofName(c).bit();
        int types = 0;
        for (String t : s.types()) types |= CardType.ofWord(t).bit();
        Relation r = s.controller() == null ? Relation.ANY : switch (s.controller()) {
            case "an opponent controls" -> Relation.OPPONENT;
            case "you control" -> Relation.YOU;
            default -> Relation.NOT_YOU;
        };
        return new ObjectFilter(types, 0, r, null, colors, 0, false, false);
    }
}
