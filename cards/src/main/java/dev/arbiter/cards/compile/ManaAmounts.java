package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.AmountDefinitionGrammar;
import dev.arbiter.cards.grammar.Cursor;
import dev.arbiter.cards.grammar.ParseFailure;
import dev.arbiter.cards.grammar.ast.AmountNode;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.mana.ManaType;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * "Add an amount of {B} equal to the sacrificed creature's mana value." (106.1, 608.2h): one type of
 * mana, as much as an amount read as the effect happens. Only amounts about what was sacrificed as
 * the cost are read here; null for any other text.
 */
final class ManaAmounts {

    private static final Pattern AMOUNT_OF = Pattern.compile("an amount of \\{([WUBRGC])\\} equal to (.+)",
            Pattern.CASE_INSENSITIVE);

    private ManaAmounts() {
    }

    static Effect parse(String phrase) {
        Matcher m = AMOUNT_OF.matcher(phrase.strip());
        if (!m.matches()) return null;
        Cursor c = Cursor.of(m.group(2));
        try {
            AmountNode a = AmountDefinitionGrammar.definition(c);
            if (!c.atEnd() || !(a instanceof AmountNode.Sacrificed s)) return null;
            return new Effect.AddManaAmount(ManaType.ofLetter(Character.toUpperCase(m.group(1).charAt(0))),
                    SacrificedLowering.amount(s));
        } catch (ParseFailure e) {
            return null;
        }
    }
}
