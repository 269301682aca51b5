package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.Token;
import dev.arbiter.cards.grammar.Tokenizer;
import dev.arbiter.cards.text.CardText;
import dev.arbiter.cards.text.RulesLine;
import java.util.List;

/** 701.37c: whether a card has an ability that instructs it to "Monstrosity X", so its other abilities may read X. */
final class MonstrosityX {

    private MonstrosityX() {
    }

    static boolean has(CardText card) {
        for (RulesLine line : card.rules()) {
            List<Token> tokens = Tokenizer.tokens(line.text());
            for (int i = 0; i + 1 < tokens.size(); i++) {
                if (tokens.get(i).is("monstrosity") && tokens.get(i + 1).is("x")) return true;
            }
        }
        return false;
    }
}
