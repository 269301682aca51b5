package dev.arbiter.engine.rules;

/**
 * Which rules text the game follows where the seed rules (shared/seeds, 2000s numbering) and the
 * current Comprehensive Rules disagree. The seed is the default (DESIGN.md, "Rules baseline");
 * every difference is listed in docs/RULES-EDITIONS.md.
 */
public enum RulesEdition {
    /** The seed rules: 420.5, 421, 422, 423, 500-502 as printed in shared/seeds. */
    SEED,
    /** The current Comprehensive Rules (2025-02-07 in shared/docs/reference). */
    CURRENT
}
