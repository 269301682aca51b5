package dev.arbiter.cards.grammar.ast;

/** "[who] get(s) an emblem with "[ability]"" (114.1): {@code who} as printed ("you get", "target opponent gets"). */
public record EmblemNode(String who, String ability) {
}
