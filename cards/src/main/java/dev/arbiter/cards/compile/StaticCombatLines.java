package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.StaticCombatGrammar;
import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.ObjectFilter;
import dev.arbiter.engine.ability.StaticAbility;
import dev.arbiter.engine.ability.StaticEffect;
import java.util.List;
import java.util.Optional;

/**
 * Static combat restrictions and requirements (seed 500.1, 500.2, 508.1c-d, 509.1b-c): "~ can't
 * block.", "~ can't attack.", "~ can't attack/block alone.", "~ attacks [or blocks] each combat if
 * able.", "~ blocks each combat if able.", "~ can't block creatures with power N or greater.", "No
 * more than N creatures can attack/block each combat.", evasion "~ can't be blocked by Walls."
 * (seed 501.1), and "~ can block an additional creature each combat." / "any number of creatures"; the shapes with
 * a noun, a count or a cost are read by {@link StaticCombatGrammar}.
 */
final class StaticCombatLines {

    private StaticCombatLines() {
    }

    /** 611.3b: the source's status a tax is conditioned on ("untapped", "attacking"), or always (null). */
    private static dev.arbiter.engine.ability.Condition taxCondition(String status) {
        if (status == null) return new dev.arbiter.engine.ability.Condition.Always();
        return status.equalsIgnoreCase("untapped") ? new dev.arbiter.engine.ability.Condition.SourceUntapped()
                : new dev.arbiter.engine.ability.Condition.SourceAttacking();
    }

    /** As {@link #compile(String)}, reading "enchanted/equipped creature ..." on an attachment {@code card}. */
    static Optional<List<Ability>> compile(String text, dev.arbiter.cards.text.CardText card) {
        StaticCombatGrammar.OnHost host = StaticCombatGrammar.onHost(text.strip());
        if (host == null) return compile(text);
        if (!host.hostWord().equalsIgnoreCase(AttachmentLines.hostWord(card))) return Optional.empty();
        // "Enchanted Wall" on an Aura with "Enchant Wall": the enchanted permanent all the same (303.4)
        // "Enchanted permanent doesn't untap ..." on an Aura that enchants more than creatures: the host all the same (303.4)
        if (!host.noun().equalsIgnoreCase("creature") && !host.noun().equalsIgnoreCase("permanent")
                && !Character.isUpperCase(host.noun().charAt(0))) return Optional.empty();
        // "the enchanted creature's toughness" in a restriction given to the host is the host's own (~'s, 208.1)
        String said = hostsOwn(host.rest(), "the " + host.hostWord() + " " + host.noun() + "'s ");
        Optional<List<Ability>> own = compile("~ " + said + ".", true);
        if (own.isEmpty()) own = HostConditionalCombat.compile(text.strip(), host.rest()); // 611.3b: "... if it's black"
        if (own.isEmpty()) return compound(text.strip(), host.hostWord(), host.rest(), card);
        return Optional.of(List.of(new StaticAbility(new StaticEffect.GrantAbilities(new dev.arbiter.engine.ability.Affected.Host(),
                own.get(), new dev.arbiter.engine.ability.Condition.Always()), text.strip())));
    }

    /** {@code rest} with each {@code phrase} ("the enchanted creature's ", any case) said as "~'s " (no regular expression). */
    private static String hostsOwn(String rest, String phrase) {
        String lower = rest.toLowerCase(java.util.Locale.ROOT), p = phrase.toLowerCase(java.util.Locale.ROOT);
        int at = lower.indexOf(p);
        if (at < 0) return rest;
        StringBuilder b = new StringBuilder();
        int from = 0;
        for (; at >= 0; at = lower.indexOf(p, from)) {
            b.append(rest, from, at).append("~'s ");
            from = at + p.length();
        }
        return b.append(rest.substring(from)).toString();
    }

    /** 508.1c: "Creatures with power greater than the number of [cards in your hand] can't attack.", or null. */
    private static StaticEffect powerAbove(String t) {
        dev.arbiter.cards.grammar.ast.Noun n = StaticCombatGrammar.powerAbove(t);
        if (n == null) return null;
        try {
            dev.arbiter.engine.ability.Amount limit = PlayerAmountLowering.count(new dev.arbiter.cards.grammar.ast.AmountNode.CountOf(1, n, false));
            return new StaticEffect.CantAttackWithPowerAbove(limit, t);
        } catch (NotSupported e) {
            return null;
        }
    }

    /** 509.1c-d: "~ can't block creatures with power 3 or greater unless you pay {1}.", or null. */
    private static StaticEffect blockCost(String t) {
        if (!t.toLowerCase(java.util.Locale.ROOT).contains(" unless you pay ")) return null;
        StaticCombatGrammar.Tax m = StaticCombatGrammar.blockCost(t);
        if (m == null || m.noun() == null) return null;
        try {
            NounLowering.Lowered l = NounLowering.lower(m.noun());
            if (l.kind() != NounLowering.Kind.PERMANENT || l.filter().controller() != dev.arbiter.engine.ability.Relation.ANY) return null;
            return new StaticEffect.BlockCostAgainst(l.filter(), dev.arbiter.engine.mana.ManaCost.parse(m.cost()), t);
        } catch (NotSupported e) {
            return null;
        }
    }

    /** 508.1c, 509.1b: "~ can't attack / block unless at least N other creatures attack / block.", or null. */
    private static StaticEffect withFewer(String t) {
        StaticCombatGrammar.WithOthers m = StaticCombatGrammar.withOthers(t);
        return m == null ? null : new StaticEffect.CantUnlessOthers(m.attack(), m.count());
    }

    /** The static ability {@code text} describes, or empty when it is not one of these lines. */
    static Optional<List<Ability>> compile(String text) {
        return compile(text, false);
    }

    /** As {@link #compile(String)}; {@code granted}: the line's abilities go to another permanent (the host). */
    private static Optional<List<Ability>> compile(String text, boolean granted) {
        String t = text.strip();
        StaticEffect effect = switch (t.toLowerCase(java.util.Locale.ROOT)) {
            case "~ can't block." -> new StaticEffect.CantBlock();
            case "~ can't attack." -> new StaticEffect.CantAttack();
            case "~ doesn't untap during your untap step.", "~ doesn't untap during its controller's untap step." ->
                    new StaticEffect.DoesntUntap();
            case "you may choose not to untap ~ during your untap step." -> new StaticEffect.MayChooseNotToUntap(); // 502.3
            case "~ attacks each combat if able." -> new StaticEffect.AttacksEachCombat();
            case "~ blocks each combat if able." -> new StaticEffect.BlocksEachCombat();
            case "~ attacks or blocks each combat if able." -> new StaticEffect.AttacksOrBlocksEachCombat();
            case "~ can't attack alone." -> new StaticEffect.CantAttackAlone();
            case "~ can't block alone." -> new StaticEffect.CantBlockAlone();
            case "~ can block an additional creature.", "~ can block an additional creature each combat." ->
                    new StaticEffect.CanBlockAdditional(1);
            case "~ can block any number of creatures." -> new StaticEffect.CanBlockAdditional(Integer.MAX_VALUE);
            case "creatures can't attack a player unless that player cast a spell or put a nontoken permanent onto"
                    + " the battlefield during their last turn." -> new StaticEffect.CantAttackPlayersIdleLastTurn();
            default -> null;
        };
        if (effect != null) {
            return Optional.of(List.of(new StaticAbility(effect, t)));
        }
        if (t.equalsIgnoreCase("~ can't attack or block.")) {
            return Optional.of(List.of(new StaticAbility(new StaticEffect.CantAttack(), t),
                    new StaticAbility(new StaticEffect.CantBlock(), t)));
        }
        StaticEffect fewer = withFewer(t);
        if (fewer == null && !granted) fewer = blockCost(t); // granted: "you" is not the host's controller
        if (fewer == null && !granted) fewer = powerAbove(t);
        if (fewer != null) return Optional.of(List.of(new StaticAbility(fewer, t)));
        if (t.equalsIgnoreCase("~ can't attack or block alone.")) {
            return Optional.of(List.of(new StaticAbility(new StaticEffect.CantAttackAlone(), t),
                    new StaticAbility(new StaticEffect.CantBlockAlone(), t)));
        }
        StaticCombatGrammar.Tax tax = StaticCombatGrammar.attackTax(t);
        if (tax != null) { // 508.1g, 611.3b
            return Optional.of(List.of(new StaticAbility(new StaticEffect.AttackTax(dev.arbiter.engine.mana.ManaCost.parse(
                    tax.cost()), tax.planeswalkers(), taxCondition(tax.status())), t)));
        }
        StaticCombatGrammar.Tax cost = StaticCombatGrammar.attackCost(t);
        if (cost != null && !(granted && cost.status().equals("you pay"))) { // granted: "you" is not the host's controller
            return Optional.of(List.of(new StaticAbility(
                    new StaticEffect.AttackCost(dev.arbiter.engine.mana.ManaCost.parse(cost.cost())), t)));
        }
        StaticCombatGrammar.Tax blockTax = StaticCombatGrammar.blockTax(t);
        if (blockTax != null) {
            return Optional.of(List.of(new StaticAbility(new StaticEffect.BlockTax(dev.arbiter.engine.mana.ManaCost.parse(
                    blockTax.cost()), taxCondition(blockTax.status())), t)));
        }
        StaticCombatGrammar.Max max = StaticCombatGrammar.max(t);
        if (max != null) {
            Integer n = Amounts.count(max.count());
            if (n == null) {
                return Optional.empty();
            }
            boolean attack = max.attack();
            StaticEffect e = attack ? new StaticEffect.MaxAttackers(n) : new StaticEffect.MaxBlockers(n);
            return Optional.of(List.of(new StaticAbility(e, t)));
        }
        StaticCombatGrammar.BlockedBy by = StaticCombatGrammar.blockedBy(t);
        if (by != null) {
            ObjectFilter blockers = ObjectPhrases.blockers(by.blockers());
            if (blockers != null) {
                return Optional.of(List.of(new StaticAbility(new StaticEffect.CantBeBlockedBy(blockers, by.said()), t)));
            }
        }
        Integer power = StaticCombatGrammar.blockPower(t);
        if (power != null) {
            return Optional.of(List.of(new StaticAbility(new StaticEffect.CantBlockPowerAtLeast(power), t)));
        }
        return CombatLowering.statics(t, granted); // the grammar: what the lines above don't cover
    }

    /**
     * "Enchanted creature gets +1/+1 and can't be blocked except by creatures with flying." /
     * "Equipped creature can't be blocked and has shroud.": a combat restriction joined to what the
     * Aura or Equipment's other statics give; each part compiles on its own or the line is not read.
     */
    private static Optional<List<Ability>> compound(String text, String hostWord, String rest,
                                                    dev.arbiter.cards.text.CardText card) {
        List<String> parts = StaticCombatGrammar.parts(rest); // where "gets +1/+1 and can't be blocked" splits
        if (parts.size() < 2) return Optional.empty();
        if (StaticLayerLines.compile(text, card).isPresent()) return Optional.empty(); // read by the layer lines as before
        List<Ability> out = new java.util.ArrayList<>();
        boolean combat = false;
        for (String part : parts) {
            StaticAbility ban = ActivationBanLines.part(part, text); // 602.5: "its activated abilities can't be activated"
            if (ban != null) {
                combat = true;
                out.add(ban);
                continue;
            }
            Optional<List<Ability>> own = compile("~ " + part + ".", true);
            if (own.isPresent()) {
                combat = true;
                out.add(new StaticAbility(new StaticEffect.GrantAbilities(new dev.arbiter.engine.ability.Affected.Host(),
                        own.get(), new dev.arbiter.engine.ability.Condition.Always()), text));
                continue;
            }
            String subject = Character.toUpperCase(hostWord.charAt(0)) + hostWord.substring(1).toLowerCase(java.util.Locale.ROOT);
            Optional<List<Ability>> layered = StaticLayerLines.compile(subject + " creature " + part + ".", card);
            if (layered.isEmpty()) return Optional.empty();
            out.addAll(layered.get());
        }
        return combat ? Optional.of(out) : Optional.empty();
    }
}
