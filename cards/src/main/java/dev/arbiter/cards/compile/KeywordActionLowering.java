package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.engine.ability.Amount;
import dev.arbiter.engine.ability.Effect;

/**
 * Lowers adapt (701.46a) and monstrosity (701.37a), actions on the permanent whose ability it is, and proliferate
 * (701.27a), bolster (701.39a) and populate (701.30a), which any spell or ability may do.
 */
final class KeywordActionLowering {
    private KeywordActionLowering() {
    }

    /**
     * 701.41a: support N is "Put a +1/+1 counter on each of up to N other target creatures" on a permanent, "... up to N
     * target creatures" on an instant or sorcery.
     */
    private static final String[] NUMBERS = {"zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"};

    private static Effect support(EffectLowering effects, ParseContext ctx, EffectNode.KeywordAction k) {
        if (!(k.amount() instanceof dev.arbiter.cards.grammar.ast.AmountNode.Fixed f) || f.value() < 1) {
            throw new NotSupported("support of a variable number");
        }
        boolean other = ctx.sourceIsPermanent();
        String words = f.value() < NUMBERS.length ? NUMBERS[f.value()] : Integer.toString(f.value()); // the targets' description
        var creatures = dev.arbiter.cards.grammar.NounGrammar.noun(dev.arbiter.cards.grammar.Cursor.of("creatures"));
        var targets = new dev.arbiter.cards.grammar.ast.ObjectRef.Targeted(creatures, 0, f.value(), other,
                "up to " + words + (other ? " other" : "") + " target creatures");
        return effects.lower(new EffectNode.PutCounters(targets, "+1/+1", new dev.arbiter.cards.grammar.ast.AmountNode.Fixed(1)));
    }

    static Effect lower(EffectLowering effects, ParseContext ctx, EffectNode.KeywordAction k) {
        switch (k.action()) {
            case "proliferate": return new Effect.Proliferate();
            case "end the turn": return new Effect.EndTheTurn(); // 721.1
            case "populate": return new Effect.Populate(effects.amountOf(k.amount())); // 701.30a, N times
            case "bolster": return new Effect.Bolster(effects.amountOf(k.amount()));
            case "amass": return new Effect.Amass(effects.amountOf(k.amount())); // 701.44a
            case "support": return support(effects, ctx, k); // 701.41a
            default: break;
        }
        if (!ctx.sourceIsPermanent()) throw new NotSupported("\"" + k.action() + "\" on a spell (it acts on its own permanent)");
        Amount n = effects.amountOf(k.amount());
        return switch (k.action()) {
            case "adapt" -> new Effect.Adapt(n);
            case "monstrosity" -> new Effect.Monstrosity(n);
            default -> throw new NotSupported("keyword action \"" + k.action() + "\"");
        };
    }
}
