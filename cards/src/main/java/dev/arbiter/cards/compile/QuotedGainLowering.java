package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.text.CardText;
import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.Subject;

import java.util.ArrayList;
import java.util.List;

/**
 * "[objects] [get +P/+T and] gain [keywords and] "[ability]" until end of turn" (611.2a; 613.1f: layer 6): each quoted
 * ability compiled as a line of the object that gets it (113.1a: "this creature" is that object), granted until the
 * turn ends; the source gaining one ("~ gains "..."") reads "~" as itself.
 */
final class QuotedGainLowering {

    private QuotedGainLowering() {
    }

    static Effect lower(EffectLowering lowering, ParseContext ctx, EffectNode.GainsQuotedUntilEndOfTurn g) {
        CardText card = ctx.ownCard();
        if (card == null) throw new NotSupported("a quoted ability gained outside a card");
        Subject s = lowering.objects.grouped(lowering.permanents(g.objects()));
        boolean self = s instanceof Subject.Self;
        if (self && !ctx.sourceIsPermanent()) throw new NotSupported("a spell gaining a quoted ability");
        List<Ability> abilities = GrantedAbilities.lower(g.granted(), card, self);
        if (abilities == null || abilities.isEmpty()) {
            throw new NotSupported("granted abilities \"" + g.granted().printed() + "\" (not understood)");
        }
        List<Effect> out = new ArrayList<>();
        if (g.power() != 0 || g.toughness() != 0) out.add(new Effect.PumpUntilEndOfTurn(s, g.power(), g.toughness()));
        for (Ability a : abilities) out.add(new Effect.GainAbilityUntilEndOfTurn(s, a));
        return EffectParser.sequence(out);
    }
}
