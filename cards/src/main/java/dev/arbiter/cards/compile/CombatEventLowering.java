package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.ast.CombatEventNodes;
import dev.arbiter.cards.grammar.ast.CombatEventNodes.AttacksEnchantedPlayer;
import dev.arbiter.cards.grammar.ast.CombatEventNodes.CreatureAttacksPlayer;
import dev.arbiter.cards.grammar.ast.CombatEventNodes.EnchantedPlayerAttacked;
import dev.arbiter.cards.grammar.ast.CombatEventNodes.CountAttack;
import dev.arbiter.cards.grammar.ast.CombatEventNodes.GroupAttacks;
import dev.arbiter.cards.grammar.ast.CombatEventNodes.HostCombatDamage;
import dev.arbiter.cards.grammar.ast.CombatEventNodes.NounCombat;
import dev.arbiter.cards.grammar.ast.CombatEventNodes.NounCombatKind;
import dev.arbiter.cards.grammar.ast.CombatEventNodes.PlayerAttacks;
import dev.arbiter.cards.grammar.ast.CombatEventNodes.Roles;
import dev.arbiter.cards.grammar.ast.CombatEventNodes.YouAttack;
import dev.arbiter.cards.grammar.ast.ConditionNode;
import dev.arbiter.cards.grammar.ast.Noun;
import dev.arbiter.cards.grammar.ast.TriggerEffect;
import dev.arbiter.cards.grammar.ast.TriggerNode;
import dev.arbiter.cards.text.CardText;
import dev.arbiter.engine.ability.Condition;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.FilterQualities;
import dev.arbiter.engine.ability.ObjectFilter;
import dev.arbiter.engine.ability.Relation;
import dev.arbiter.engine.ability.Subject;
import dev.arbiter.engine.ability.Trigger;
import dev.arbiter.engine.ability.TriggeredAbility;
import dev.arbiter.engine.characteristic.CardType;
import java.util.List;

/**
 * Lowers the attack and combat events of {@code grammar/CombatEventGrammar} (508.1, 508.3a, 509.3a-d, 506.5, 510.2) into
 * triggered abilities. "By a creature" makes the ability trigger once for each such creature (509.3b, 509.3d), "that
 * creature" being it; otherwise once (509.3a, 509.3c). A player's attack names that player (508.1).
 */
final class CombatEventLowering {

    private CombatEventLowering() {
    }

    /** The triggered ability of {@code line}, whose event is {@code e}. */
    static TriggeredAbility ability(TriggerNode.Line line, TriggerNode.CombatEvent e, CardText card, String text) {
        ConditionNode cond = line.interveningIf();
        TriggerEffect body = line.effect();
        Subject that = new Subject.ThatObject();
        if (e instanceof PlayerAttacks p) return playerAttacks(p, cond, body, text);
        if (e instanceof EnchantedPlayerAttacked) return enchantedPlayerAttacked(card, cond, body, text);
        if (e instanceof AttacksEnchantedPlayer) { // 508.3a, 303.4
            // "that attacking player" is the player the trigger names (508.1: the active player declared the attack)
            // (the trigger rule read it as "that player": TriggerEffectGrammar)
            return ability(new Trigger.CreaturesAttack(attackingEnchantedPlayer()), null, null, true, cond, body, text);
        }
        if (e instanceof YouAttack y) {
            if (y.noun() == null) {
                return ability(new Trigger.CreaturesAttack(ObjectFilter.creatures().controlledBy(Relation.YOU)), null, null,
                        false, cond, body, text);
            }
            ObjectFilter f = permanents(y.noun());
            if ((f.anyOfTypes() & ~CardType.CREATURE.bit()) != 0) throw new NotSupported("trigger event");
            return ability(new Trigger.CreaturesAttack(f.controlledBy(Relation.YOU), y.atLeast()), null, null, false, cond,
                    body, text);
        }
        if (e instanceof CountAttack a) { // 508.3a: only creatures, whoever controls them
            ObjectFilter f = permanents(a.noun());
            if (f.anyOfTypes() != CardType.CREATURE.bit()) throw new NotSupported("trigger event");
            return ability(new Trigger.CreaturesAttack(f, a.atLeast()), null, null, false, cond, body, text);
        }
        if (e instanceof GroupAttacks g) {
            return ability(new Trigger.CreaturesAttack(permanents(g.noun())), null, null, false, cond, body, text);
        }
        if (e instanceof CreatureAttacksPlayer a) {
            ObjectFilter f = permanents(a.noun());
            // 506.3, 508.1b: "attacks you" is the player only; "or a planeswalker you control" adds those, both from the
            // source's controller's view
            Trigger trigger = switch (a.whom()) {
                case OPPONENT_OR_THEIR_PLANESWALKER -> new Trigger.CreatureAttacks(f.withQualities(f.more().chosen(
                        FilterQualities.ATTACKING_AN_OPPONENT | FilterQualities.OR_YOUR_PLANESWALKER))); // 506.2, 102.3
                case ONE_OF_YOUR_OPPONENTS -> new Trigger.CreatureAttacks(f.withQualities(f.more().chosen(
                        FilterQualities.ATTACKING_AN_OPPONENT))); // 506.2, 102.3: the player, not a planeswalker
                case YOU_OR_YOUR_PLANESWALKER -> new Trigger.CreatureAttacks(f.attackingSourceControllerOrPlaneswalker());
                case YOU -> new Trigger.CreatureAttacks(f.attackingSourceController());
            };
            // 603.2: "that creature's controller" is the player the event names, the attacker's controller
            return ability(trigger, that, that, true, cond, body, text);
        }
        if (e instanceof NounCombat n) {
            ObjectFilter f = permanents(n.noun());
            if (n.kind() == NounCombatKind.BECOMES_BLOCKED) {
                return ability(new Trigger.CreatureBecomesBlocked(f), that, that, false, cond, body, text); // 509.3c
            }
            if (n.kind() == NounCombatKind.ATTACKS_ALONE) {
                return ability(new Trigger.CreatureAttacksAlone(f), that, that, false, cond, body, text); // 506.5
            }
            boolean enchanted = n.kind() == NounCombatKind.DAMAGE_TO_ENCHANTED_PLAYER; // 303.4
            return ability(new Trigger.CreatureDealsCombatDamageToPlayer(false, f,
                    n.kind() == NounCombatKind.DAMAGE_TO_OPPONENT, enchanted), that, that, true, cond, body, text); // 510.2
        }
        if (e instanceof HostCombatDamage h) {
            requireHost(card, h.host());
            return ability(new Trigger.CreatureDealsCombatDamageToPlayer(true, null, h.opponent()), new Subject.Host(), null,
                    true, cond, body, text);
        }
        Roles r = (Roles) e;
        if (r.host() != null) requireHost(card, r.host());
        ObjectFilter by = r.by() == null ? null : permanents(r.by());
        if (r.each() && r.attacks()) throw new NotSupported("trigger event (\"attacks or blocks a creature\")");
        Trigger trigger = new Trigger.InCombat(r.host() != null, r.attacks(), r.blocks(), r.blocked(), r.each(), by);
        Subject it = r.host() != null ? new Subject.Host() : new Subject.Self();
        return ability(trigger, it, r.each() ? that : null, false, cond, body, text);
    }

    /** 508.1, 603.2c: "Whenever [an opponent | a player] attacks [...]"; "that [attacking] player" is the attacking player. */
    private static TriggeredAbility playerAttacks(PlayerAttacks p, ConditionNode cond, TriggerEffect body, String text) {
        if (cond != null) throw new NotSupported("intervening 'if' clause");
        // "that attacking player" is the player the trigger names (508.1: the active player declared the attack), read as
        // "that player" by the trigger rule (TriggerEffectGrammar)
        ParseContext ctx = new ParseContext(true, false, true).triggerReferents(false, null, null, false);
        Effect effect = TriggerEffectLowering.of(body, ctx);
        if (effect == null) throw new NotSupported(UnsupportedReasons.NOT_UNDERSTOOD);
        if (ManaPhrases.addsMana(effect)) throw new NotSupported("triggered mana ability");
        Trigger.PlayerAttacks.Defenders d = Trigger.PlayerAttacks.Defenders.valueOf(p.defenders().name());
        return new TriggeredAbility(new Trigger.PlayerAttacks(p.opponent() ? Relation.OPPONENT : Relation.ANY, d),
                new Condition.Always(), ctx.targets(), effect, text);
    }

    /**
     * "Whenever enchanted player is attacked, [effect]. [Each opponent attacking that player does the same.]" (506.3,
     * 303.4): once for each declaration with a creature attacking the enchanted player (508.3a); the second sentence is the
     * same effect for each opponent of yours attacking that player, "you" of the first sentence being that opponent.
     */
    private static TriggeredAbility enchantedPlayerAttacked(CardText card, ConditionNode cond, TriggerEffect body, String text) {
        AttachmentLines.requireEnchantPlayer(card, "enchanted player");
        boolean same = body.sameForAttackers(); // the sentence read by the trigger rule (TriggerEffectGrammar)
        TriggeredAbility t = ability(new Trigger.CreaturesAttack(attackingEnchantedPlayer()), null, null, false, cond, body, text);
        if (!same) return t;
        if (!t.targets().isEmpty()) throw new NotSupported("\"does the same\" of an effect with a target");
        Effect theirs = new Effect.ForEachPlayer(new dev.arbiter.engine.ability.Who.OpponentsAttackingEnchantedPlayer(),
                DoesTheSame.asThatPlayer(t.effect()));
        return new TriggeredAbility(t.trigger(), t.interveningIf(), t.targets(), new Effect.Sequence(List.of(t.effect(), theirs)), text);
    }

    private static ObjectFilter attackingEnchantedPlayer() {
        ObjectFilter f = ObjectFilter.creatures();
        return f.withQualities(f.more().chosen(f.more().chosen() | FilterQualities.ATTACKING_ENCHANTED_PLAYER));
    }

    /** "enchanted" / "equipped" on a card that is that kind of attachment (303.4, 301.5). */
    private static void requireHost(CardText card, String host) {
        if (!host.equals(AttachmentLines.hostWord(card))) {
            throw new NotSupported("\"" + host + " creature\" on a card that isn't that kind of attachment");
        }
    }

    private static ObjectFilter permanents(Noun n) {
        NounLowering.Lowered l = NounLowering.lower(n);
        if (l.kind() != NounLowering.Kind.PERMANENT) throw new NotSupported("trigger event (cards or spells)");
        return l.filter();
    }

    private static TriggeredAbility ability(Trigger trigger, Subject it, Subject thatObject, boolean namesPlayer,
                                            ConditionNode cond, TriggerEffect effectRead, String text) {
        Condition interveningIf = new Condition.Always();
        if (cond != null) { // 603.4: "Whenever ~ attacks or blocks, if you control another ..., ..."
            if (cond instanceof ConditionNode.ObjectIs is && is.who().equals("~") && it != null && !(it instanceof Subject.Self)) {
                // "When a creature attacks you, if ~ has defender, it loses defender": "it" is the object the clause
                // just named, the source (603.4); the attacking creature stays "that creature"
                it = new Subject.Self();
            } else if (cond instanceof ConditionNode.ObjectIs is && !is.who().equals("~") && it instanceof Subject.Host
                    && trigger instanceof Trigger.InCombat ic && ic.host()) {
                // "Whenever enchanted creature attacks, if its power is 2 or less, it can't be blocked this turn": the clause
                // and "it" name the permanent the source is attached to, the event's only object (603.4, 603.2)
            } else if (cond instanceof ConditionNode.ObjectIs || cond instanceof ConditionNode.SourceCounters) {
                throw new NotSupported("intervening 'if' clause (about an object, after an event naming one)"); // which "it"
            }
            interveningIf = ConditionLowering.lower(StatusConditions.itIsSource(cond, it), namesPlayer,
                    TriggerLowering.namesDefendingPlayer(trigger));
        }
        if (TriggerEffectLowering.ifClause(effectRead)) throw new NotSupported("intervening 'if' clause"); // 603.4
        ParseContext ctx = new ParseContext(true, false, namesPlayer)
                .triggerReferents(TriggerLowering.namesDefendingPlayer(trigger), it, thatObject, false); // 506.2
        if (trigger instanceof Trigger.CreatureDealsCombatDamageToPlayer) ctx.namingAmount(); // "that many": the damage (603.2)
        if (trigger instanceof Trigger.CreatureAttacks) ctx.playerControlsItsObject(); // "that creature's controller" (603.2)
        if (trigger instanceof Trigger.InCombat ic && ic.host()) ctx.playerControlsItsObject(); // "its controller"
        Effect effect = TriggerEffectLowering.of(effectRead, ctx);
        if (effect == null) throw new NotSupported(UnsupportedReasons.NOT_UNDERSTOOD);
        if (ManaPhrases.addsMana(effect)) throw new NotSupported("triggered mana ability");
        return new TriggeredAbility(trigger, interveningIf, ctx.targets(), effect, text);
    }
}
