package dev.arbiter.cards.compile;

import dev.arbiter.cards.text.CardText;
import dev.arbiter.cards.text.RulesLine;
import dev.arbiter.cards.text.SourcePos;
import dev.arbiter.engine.card.CardDefinition;
import java.util.Objects;

/** The outcome of compiling one card: every rules line understood, or the first line that was not. */
public sealed interface CompileResult {

    /** The card's name as written. */
    String name();

    /** Every rules line of the card compiled; {@code def} is what the engine plays. */
    record Supported(CardDefinition def) implements CompileResult {

        /** Checks the definition is present. */
        public Supported {
            Objects.requireNonNull(def, "def");
        }

        @Override
        public String name() {
            return def.name();
        }
    }

    /**
     * The card has a line the compiler does not understand. {@code line} is the first such line, or
     * null when the problem is the card itself (e.g. a {@code *} power without a rules line for it).
     */
    record Unsupported(CardText card, RulesLine line, String reason) implements CompileResult {

        /** Checks the card and reason are present. */
        public Unsupported {
            Objects.requireNonNull(card, "card");
            Objects.requireNonNull(reason, "reason");
        }

        @Override
        public String name() {
            return card.name();
        }

        /** Where the problem is: the failing line, else the card's name line. */
        public SourcePos pos() {
            return line != null ? line.pos() : card.pos();
        }

        /** A short category of the reason, for summaries ("regeneration", "Auras (enchant)", ...). */
        public String category() {
            return UnsupportedReasons.category(reason, line == null ? null : line.text());
        }

        /** {@code file:line: "<line as written, without reminder text>" (<reason>)}, or {@code file:line: <reason>} without a line. */
        public String message() {
            if (line == null) {
                return pos() + ": " + reason;
            }
            return pos() + ": \"" + withoutReminders(line.original()) + "\" (" + reason + ")";
        }

        /** The line as written minus reminder text, which only makes messages longer. */
        private static String withoutReminders(String original) {
            String s = original;
            String before;
            do {
                before = s;
                s = s.replaceAll("\\s*\\([^()]*\\)", "");
            } while (!s.equals(before));
            return s.strip();
        }
    }
}
