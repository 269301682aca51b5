package dev.arbiter.cards.grammar.ast;

/** One part of an activated ability's cost (602.1a, 118), as {@code CostPartGrammar} reads it. */
public sealed interface CostPartNode {

    /** "[Pay] {E}{E}" (107.14): {@code n} energy symbols. */
    record Energy(int n) implements CostPartNode {
    }

    /** A run of mana symbols written together ("{2}{R}"), as written. */
    record ManaRun(String symbols) implements CostPartNode {
    }

    /** "Pay N life" (119.4). */
    record PayLife(int n) implements CostPartNode {
    }

    /** "Remove N KIND counter(s) from ~" (122.8): {@code n} null for X; {@code kind} as written. */
    record RemoveCounters(Integer n, String kind) implements CostPartNode {
    }

    /** "Draw N card(s)". */
    record Draw(int n) implements CostPartNode {
    }
}
