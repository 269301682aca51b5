package dev.arbiter.scenario.parse;

/** {@code edition: seed|current}: which rules edition the scenario's game uses; seed by default. */
public enum Edition {
    SEED,
    CURRENT
}
