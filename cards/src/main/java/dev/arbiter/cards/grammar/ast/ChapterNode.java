package dev.arbiter.cards.grammar.ast;

import java.util.List;

/** A Saga's chapter line (714.2): its chapter numbers (1 for "I") and the effect text after the dash. */
public record ChapterNode(List<Integer> chapters, String effectText) {
}
