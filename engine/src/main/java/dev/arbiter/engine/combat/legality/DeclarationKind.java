package dev.arbiter.engine.combat.legality;

import dev.arbiter.engine.rules.RulesEdition;

/** Whether a declaration declares attackers (targets: players / planeswalkers) or blockers (targets: attackers). */
public enum DeclarationKind {
    ATTACK("attack", "500.2 / 508.1c", "500.4 / 508.1d", "508.1d", "508.1a-b"),
    BLOCK("block", "500.3 / 509.1b", "500.4 / 509.1c", "509.1c", "509.1a");

    private final String verb;
    private final String restrictionRule;
    private final String seedRequirementRule;
    private final String currentRequirementRule;
    private final String structureRule;

    DeclarationKind(String verb, String restrictionRule, String seedRequirementRule,
                    String currentRequirementRule, String structureRule) {
        this.verb = verb;
        this.restrictionRule = restrictionRule;
        this.seedRequirementRule = seedRequirementRule;
        this.currentRequirementRule = currentRequirementRule;
        this.structureRule = structureRule;
    }

    /** "attack" or "block". */
    public String verb() {
        return verb;
    }

    /** Rule citation for a restriction that isn't followed (same text in both editions). */
    public String restrictionRule() {
        return restrictionRule;
    }

    /** Rule citation for a requirement that conflicts with the proposal. */
    public String requirementRule(RulesEdition edition) {
        return edition == RulesEdition.CURRENT ? currentRequirementRule : seedRequirementRule;
    }

    /** Rule citation for an option that is not a possible choice at all (target not allowed, too many targets). */
    public String structureRule() {
        return structureRule;
    }
}
