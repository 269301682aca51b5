package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.Cursor;
import dev.arbiter.cards.grammar.NounGrammar;
import dev.arbiter.cards.grammar.ParseFailure;
import dev.arbiter.cards.grammar.Token;
import dev.arbiter.cards.grammar.ast.Noun;
import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.StaticAbility;
import dev.arbiter.engine.ability.StaticEffect;
import java.util.List;
import java.util.Optional;

/**
 * Cost increases and reductions of activated abilities (602.2b, 601.2f), read by the grammar:
 * <pre>
 * line := "activated abilities of" noun ("cost" | "costs") "{N}" ("more" | "less") "to activate" "."
 * </pre>
 * where the noun names permanents ("white enchantments", "creatures you control", "artifacts").
 */
final class ActivationCostLines {

    private ActivationCostLines() {
    }

    /** The static ability of such a line, or empty when {@code text} is not one. */
    static Optional<List<Ability>> compile(String text) {
        Cursor c = Cursor.of(text.strip());
        Noun noun;
        try {
            if (!c.accept("activated abilities of")) return Optional.empty();
            noun = NounGrammar.noun(c);
        } catch (ParseFailure f) {
            return Optional.empty();
        }
        if (c.acceptAny("cost", "costs") == null || c.atEnd()) return Optional.empty();
        Token amount = c.next();
        if (amount.kind() != Token.Kind.SYMBOL || !dev.arbiter.cards.grammar.TokenShapes.digits(amount.text())) return Optional.empty();
        String way = c.acceptAny("more", "less");
        if (way == null || !c.accept("to activate") || !c.accept(".") || !c.atEnd()) return Optional.empty();
        if (!noun.plural() || noun.zone() != null) throw new NotSupported("activation costs of cards or one object");
        NounLowering.Lowered l = NounLowering.lower(noun);
        if (l.kind() != NounLowering.Kind.PERMANENT) throw new NotSupported("activation costs of cards or spells");
        int n = Integer.parseInt(amount.text());
        StaticEffect e = new StaticEffect.ActivationCostModifier(l.filter(), way.equals("more") ? n : -n);
        return Optional.of(List.of(new StaticAbility(e, text.strip())));
    }
}
