package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.CombatGrammar;
import dev.arbiter.cards.grammar.Cursor;
import dev.arbiter.cards.grammar.NounGrammar;
import dev.arbiter.cards.grammar.ParseFailure;
import dev.arbiter.cards.grammar.ast.CombatRuleNode;
import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.Noun;
import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Affected;
import dev.arbiter.engine.ability.Condition;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.ObjectFilter;
import dev.arbiter.engine.ability.StaticAbility;
import dev.arbiter.engine.ability.StaticEffect;
import dev.arbiter.engine.ability.Subject;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Lowers combat restrictions and requirements ({@link CombatRuleNode}) into the engine's combat
 * rules (508.1c-d, 509.1b-c): as static abilities of "~" or of a group ("Creatures you control
 * can't be blocked."), and as effects that last this turn ("Target creature can't block this turn.",
 * 611.2c, 514.2).
 */
final class CombatLowering {

    private CombatLowering() {
    }

    /**
     * The static ability of a line "~ [predicate]." or "[plural noun] [predicate].", or empty.
     * {@code granted}: "~" stands for the permanent an Aura or Equipment gives the ability to.
     */
    static Optional<List<Ability>> statics(String text, boolean granted) {
        Cursor c = Cursor.of(text);
        // 510.1c: "You may have ~ assign its combat damage as though it weren't blocked."
        if (c.accept("you may have ~ assign its combat damage as though it weren't blocked .") && c.atEnd()) {
            return Optional.of(List.of(new StaticAbility(new StaticEffect.MayAssignDamageAsThoughUnblocked(), text.strip())));
        }
        c = Cursor.of(text);
        boolean self = c.acceptAny("~", "this creature") != null;
        Affected affected = new Affected.Self();
        if (!self) {
            try {
                boolean each = c.accept("each");
                boolean otherThanSelf = c.accept("other");
                boolean all = !each && c.accept("all");
                Noun n = NounGrammar.noun(c);
                if (n.plural() == each) return Optional.empty();
                NounLowering.Lowered l = NounLowering.lower(n);
                if (l.kind() != NounLowering.Kind.PERMANENT) return Optional.empty();
                affected = new Affected.All(otherThanSelf ? l.filter().otherThanSource() : l.filter());
            } catch (ParseFailure f) {
                return Optional.empty();
            }
        }
        if (!self && !granted) {
            // 509.1b: "Creatures with power less than ~'s power can't block it.": the source can't be blocked by them
            int from = c.mark();
            String it = c.accept("can't block ~ .") ? "~" : c.accept("can't block it .") ? "it" : null;
            if (it != null && c.atEnd() && affected instanceof Affected.All group) {
                return Optional.of(List.of(new StaticAbility(new StaticEffect.CantBeBlockedBy(group.filter(),
                        "can't block " + it), text.strip())));
            }
            c.reset(from);
        }
        CombatRuleNode rule = CombatGrammar.predicate(c, false);
        if (rule == null) return Optional.empty();
        List<StaticEffect> effects = new ArrayList<>(rules(rule));
        while (c.accept("and")) { // "~ can't block and can't be blocked.": two rules of one subject
            CombatRuleNode more = CombatGrammar.predicate(c, false);
            if (more == null) return Optional.empty();
            effects.addAll(rules(more));
        }
        if (!c.accept(".") || !c.atEnd()) return Optional.empty();
        if (!self && !granted && effects.size() == 1 && effects.get(0) instanceof StaticEffect.CantBlockCreatures x
                && affected instanceof Affected.All group && judgedFromItsController(x)) {
            // 509.1b: "Creatures with flying can't block creatures you control.": "you" is this permanent's controller
            return Optional.of(List.of(new StaticAbility(new StaticEffect.BlockersCantBlock(group.filter(), x.attackers(),
                    text.strip()), text.strip())));
        }
        List<Ability> own = new ArrayList<>();
        for (StaticEffect e : effects) {
            if ((granted || !self) && judgedFromItsController(e)) {
                // the granted ability would judge "you" and "another" from the creature, not from the line's source
                throw new NotSupported("a combat rule naming \"you\" or \"another\" given to other creatures");
            }
            own.add(new StaticAbility(e, text.strip()));
        }
        if (self) return Optional.of(own);
        // 611.3a: the static ability applies to whatever the group holds at each moment
        return Optional.of(List.of(new StaticAbility(new StaticEffect.GrantAbilities(affected, own,
                new Condition.Always()), text.strip())));
    }

    /** The filter qualities compared with the source ("with power less than ~'s power", 208.1). */
    private static final long SOURCE_RELATIVE = dev.arbiter.engine.ability.FilterQualities.POWER_BELOW_SOURCE_POWER
            | dev.arbiter.engine.ability.FilterQualities.POWER_ABOVE_SOURCE_POWER
            | dev.arbiter.engine.ability.FilterQualities.TOUGHNESS_BELOW_SOURCE_POWER;

    /** Whether the rule names objects relative to the creature that has it ("you control", "another"). */
    private static boolean judgedFromItsController(StaticEffect e) {
        List<ObjectFilter> filters = new ArrayList<>();
        if (e instanceof StaticEffect.CantBeBlockedExceptBy x) filters.addAll(x.blockers());
        if (e instanceof StaticEffect.CantBeBlockedBy x) filters.add(x.blockers());
        if (e instanceof StaticEffect.CanBlockOnly x) filters.add(x.attackers());
        if (e instanceof StaticEffect.CantBlockCreatures x) filters.add(x.attackers());
        if (e instanceof StaticEffect.CantAttackUnlessDefenderControls x) filters.add(x.permanents());
        if (e instanceof StaticEffect.CantAttackIfDefenderControls x) filters.add(x.permanents());
        if (e instanceof StaticEffect.CantBeBlockedWhileDefenderControls x) filters.add(x.permanents());
        if (e instanceof StaticEffect.CantUnlessYouControl || e instanceof StaticEffect.CantUnlessYouControlMore) return true;
        for (ObjectFilter f : filters) {
            if (f.controller() != dev.arbiter.engine.ability.Relation.ANY || f.other() || f.attackingYou()) return true;
            if ((f.more().chosen() & SOURCE_RELATIVE) != 0) return true; // 208.1: "than ~'s power" read from the holder
        }
        return false;
    }

    /** "[objects] can't block this turn": the rule on the objects the effect names as it resolves (611.2c). */
    static Effect thisTurn(EffectLowering lowering, EffectNode.CombatRule node) {
        CombatRuleNode.Kind k = node.rule().kind();
        if (k == CombatRuleNode.Kind.CANT_ATTACK_UNLESS_DEFENDER_CONTROLS) {
            throw new NotSupported("\"can't attack unless\" for a turn");
        }
        List<StaticEffect> rules = k == CombatRuleNode.Kind.CANT_BLOCK_SOURCE
                ? List.of(new StaticEffect.CantBlockSource()) // 509.1b, fixed to the source as it resolves (611.2c)
                : k == CombatRuleNode.Kind.BLOCKS_SOURCE_IF_ABLE ? List.of(new StaticEffect.BlocksSourceIfAble()) // 509.1c, likewise
                : rules(node.rule());
        for (StaticEffect r : rules) {
            if (judgedFromItsController(r)) throw new NotSupported("a combat rule for a turn naming \"you\" or \"another\"");
        }
        Subject s = lowering.permanents(node.objects());
        List<Effect> out = new ArrayList<>();
        for (StaticEffect r : rules) out.add(new Effect.CombatRuleThisTurn(s, r));
        return EffectParser.sequence(out);
    }

    /** "it gets +1/+1 until end of turn for each creature blocking it": the source's blockers as it resolves (702.23b). */
    static Effect pumpForEachBlocker(EffectLowering lowering, EffectNode.PumpForEachBlocker p) {
        Subject s = lowering.permanents(p.objects());
        if (s instanceof Subject.ThatObject || s instanceof Subject.Host) { // 603.2: the creature the trigger named, or the host
            return new Effect.PumpForEach(s, p.power(), p.toughness(), new dev.arbiter.engine.ability.Amount.CreaturesBlockingIt(p.beyond()));
        }
        if (!(s instanceof Subject.Self)) throw new NotSupported("\"for each creature blocking it\" for another object than the source");
        return new Effect.PumpForEach(s, p.power(), p.toughness(),
                new dev.arbiter.engine.ability.Amount.CreaturesBlockingSource(p.beyond()));
    }

    /** The engine rules a predicate stands for (two for "can't attack or block"). */
    static List<StaticEffect> rules(CombatRuleNode n) {
        String text = n.text();
        return switch (n.kind()) {
            case CANT_BLOCK -> List.of(new StaticEffect.CantBlock());
            case CANT_ATTACK -> List.of(new StaticEffect.CantAttack());
            case CANT_ATTACK_OR_BLOCK -> List.of(new StaticEffect.CantAttack(), new StaticEffect.CantBlock());
            case CANT_BE_BLOCKED -> List.of(new StaticEffect.CantBeBlocked());
            case CANT_BE_BLOCKED_EXCEPT_BY -> List.of(new StaticEffect.CantBeBlockedExceptBy(filters(n.nouns()), text));
            case CANT_BE_BLOCKED_BY -> List.of(new StaticEffect.CantBeBlockedBy(one(n.nouns()), text));
            case CANT_BE_BLOCKED_BY_MORE_THAN -> List.of(new StaticEffect.CantBeBlockedByMoreThan(n.number()));
            case CAN_BLOCK_ONLY -> List.of(new StaticEffect.CanBlockOnly(one(n.nouns()), text));
            case CANT_ATTACK_UNLESS_DEFENDER_CONTROLS ->
                    List.of(new StaticEffect.CantAttackUnlessDefenderControls(one(n.nouns()), text));
            case ATTACK_AS_THOUGH_HASTE -> List.of(new StaticEffect.CanAttackAsThoughHaste());
            case ATTACK_AS_THOUGH_NO_DEFENDER -> List.of(new StaticEffect.CanAttackAsThoughNoDefender());
            case ATTACKS_IF_ABLE -> List.of(new StaticEffect.AttacksEachCombat());
            case BLOCKS_IF_ABLE -> List.of(new StaticEffect.BlocksEachCombat());
            case BLOCKS_EACH_ATTACKER_IF_ABLE -> List.of(new StaticEffect.BlocksEachAttacker());
            case BLOCK_ADDITIONAL -> List.of(new StaticEffect.CanBlockAdditional(n.number()));
            case MUST_BE_BLOCKED -> List.of(new StaticEffect.MustBeBlocked());
            case CANT_BE_BLOCKED_EXCEPT_BY_AT_LEAST -> List.of(new StaticEffect.CantBeBlockedExceptByAtLeast(n.number()));
            case CANT_BLOCK_CREATURES -> List.of(new StaticEffect.CantBlockCreatures(one(n.nouns()), text));
            case CANT_BLOCK_OR_BE_BLOCKED_BY -> List.of( // 509.1b: both restrictions, each with its own words
                    new StaticEffect.CantBlockCreatures(one(n.nouns()), text.replaceFirst("^can't block or be blocked by", "can't block")),
                    new StaticEffect.CantBeBlockedBy(one(n.nouns()), text.replaceFirst("^can't block or be blocked by", "can't be blocked by")));
            case CANT_ATTACK_UNLESS_YOU_CONTROL -> List.of(unless(true, n));
            case CANT_ATTACK_UNLESS_YOU_CONTROL_MORE -> List.of(new StaticEffect.CantUnlessYouControlMore(true, union(n.nouns().get(0)), text));
            case CANT_BLOCK_UNLESS_YOU_CONTROL_MORE -> List.of(new StaticEffect.CantUnlessYouControlMore(false, union(n.nouns().get(0)), text));
            case CANT_BLOCK_UNLESS_YOU_CONTROL -> List.of(unless(false, n));
            case CANT_ATTACK_OR_BLOCK_UNLESS_YOU_CONTROL -> List.of(unless(true, n), unless(false, n));
            case ATTACKS_YOU_IF_ABLE -> List.of(new StaticEffect.AttacksYouIfAble());
            case ASSIGNS_NO_COMBAT_DAMAGE -> List.of(new StaticEffect.AssignsNoCombatDamage()); // 510.1a
            case CANT_BLOCK_SOURCE -> throw new NotSupported("\"can't block ~\" outside an effect for a turn");
            case BLOCKS_SOURCE_IF_ABLE -> throw new NotSupported("\"blocks ~ if able\" outside an effect for a turn");
            case ASSIGNS_DAMAGE_BY_TOUGHNESS -> List.of(new StaticEffect.AssignsCombatDamageByToughness()); // 510.1a
            case CAN_BLOCK_DESPITE_SHADOW -> List.of(new StaticEffect.CanBlockDespite(true)); // 702.28b
            case CAN_BLOCK_DESPITE_LANDWALK -> List.of(new StaticEffect.CanBlockDespite(false)); // 702.14c
            case CANT_ATTACK_IF_DEFENDER_CONTROLS -> List.of(new StaticEffect.CantAttackIfDefenderControls(one(n.nouns()), text)); // 508.1c
            case CANT_ATTACK_BLOCK_OR_CREW -> List.of(new StaticEffect.CantAttack(), new StaticEffect.CantBlock(),
                    new StaticEffect.CantCrew()); // 702.122a
            case CANT_ATTACK_UNLESS_DEFENDER_POISONED -> List.of(new StaticEffect.CantAttackUnlessDefenderPoisoned()); // 508.1c
            case CANT_BE_BLOCKED_WHILE_DEFENDER_CONTROLS ->
                    List.of(new StaticEffect.CantBeBlockedWhileDefenderControls(one(n.nouns()), text)); // 509.1b
        };
    }

    private static StaticEffect unless(boolean attack, CombatRuleNode n) {
        // "unless you control a Knight or a Soldier": one permanent of either kind (205.3), a single filter
        ObjectFilter f = n.nouns().size() == 1 && n.nouns().get(0).heads().size() > 1 ? union(n.nouns().get(0)) : one(n.nouns());
        String text = n.text().replaceFirst("^can't attack or block", attack ? "can't attack" : "can't block");
        return new StaticEffect.CantUnlessYouControl(attack, n.other() ? f.otherThanSource() : f, n.number(), text);
    }

    private static ObjectFilter union(Noun noun) {
        NounLowering.Lowered l = NounLowering.lower(noun);
        if (l.kind() != NounLowering.Kind.PERMANENT) throw new NotSupported("a combat rule naming cards or spells");
        return l.filter();
    }

    private static ObjectFilter one(List<Noun> nouns) {
        List<ObjectFilter> f = filters(nouns);
        if (f.size() != 1) throw new NotSupported("a combat rule naming several kinds of creatures");
        return f.get(0);
    }

    /**
     * One filter per noun; a noun with several heads ("Walls and/or creatures with flying") is one
     * filter per head, its "with" clause belonging to the last head only.
     */
    private static List<ObjectFilter> filters(List<Noun> nouns) {
        List<ObjectFilter> out = new ArrayList<>();
        for (Noun n : nouns) {
            List<Noun> parts = new ArrayList<>();
            if (n.heads().size() == 1) {
                parts.add(n);
            } else {
                if (!n.adjectives().isEmpty() || !n.subtypeModifiers().isEmpty() || n.controller() != null) {
                    throw new NotSupported("a combat rule naming several kinds of creatures with one adjective");
                }
                for (int i = 0; i < n.heads().size(); i++) {
                    boolean last = i == n.heads().size() - 1;
                    parts.add(new Noun(List.of(), List.of(n.heads().get(i)), List.of(), null,
                            last ? n.with() : List.of(), n.plural(), null));
                }
            }
            for (Noun p : parts) {
                NounLowering.Lowered l = NounLowering.lower(p);
                if (l.kind() != NounLowering.Kind.PERMANENT) throw new NotSupported("a combat rule naming cards or spells");
                out.add(l.filter());
            }
        }
        return out;
    }
}
