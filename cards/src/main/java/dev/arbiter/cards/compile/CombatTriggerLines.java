package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.Cursor;
import dev.arbiter.cards.grammar.NounGrammar;
import dev.arbiter.cards.grammar.ParseFailure;
import dev.arbiter.cards.grammar.ast.Noun;
import dev.arbiter.cards.text.CardText;
import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Condition;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.ObjectFilter;
import dev.arbiter.engine.ability.Subject;
import dev.arbiter.engine.ability.Trigger;
import dev.arbiter.engine.ability.TriggeredAbility;
import java.util.List;
import java.util.Optional;

/**
 * Combat trigger events (508.3a, 509.3a-d, 506.5):
 * <pre>
 * line    := ("When" | "Whenever") creature event "," effect
 * creature:= "~" | ("enchanted" | "equipped") "creature"
 * event   := role ("or" role)* ["by" ("a" | "an" | "one or more") noun] | "blocks" ("a" | "an") noun
 * role    := "attacks" | "blocks" | "becomes blocked"
 *          | "a" noun "attacks alone"            (the creature any of a kind)
 * </pre>
 * "~ attacks", "~ blocks [a creature]" and "~ becomes blocked by a creature" alone are read by
 * TriggerGrammar (SelfCombatEventGrammar); what it doesn't read is read here. "By a creature" makes the ability trigger once
 * for each such creature (509.3b, 509.3d), "that creature" being it; otherwise once (509.3a, 509.3c).
 */
final class CombatTriggerLines {

    private CombatTriggerLines() {
    }

    /** The triggered ability of {@code text}, or empty when it is not one of these events. */
    static Optional<List<Ability>> compile(String text, CardText card) {
        Cursor c = Cursor.of(text);
        String word = c.acceptAny("whenever", "when");
        if (word == null) return Optional.empty();
        if (c.accept("enchanted player is attacked ,")) return Optional.of(List.of(enchantedPlayerAttacked(c, text, card)));
        Optional<Ability> group = attackingGroup(c, text);
        if (group != null) return group.map(List::of);
        Optional<Ability> alone = attacksAlone(c, text);
        if (alone != null) return alone.map(List::of);
        boolean host = false;
        if (c.acceptAny("enchanted creature", "equipped creature") != null) {
            String hostWord = text.substring(text.indexOf(' ') + 1).split(" ")[0].toLowerCase(java.util.Locale.ROOT);
            if (!hostWord.equals(AttachmentLines.hostWord(card))) return Optional.empty();
            host = true;
        } else if (!c.accept("~")) {
            return Optional.empty();
        }
        if (host) {
            Boolean opponent = damageToPlayer(c);
            if (opponent != null) {
                String effectText = text.substring(c.peek() == null ? text.length() : c.peek().start()).strip();
                return Optional.of(List.of(ability(new Trigger.CreatureDealsCombatDamageToPlayer(true, null, opponent),
                        new Subject.Host(), null, true, effectText, text)));
            }
        }
        boolean attacks = false;
        boolean blocks = false;
        boolean blocked = false;
        int roles = 0;
        do {
            if (c.accept("attacks")) attacks = true;
            else if (c.accept("blocks")) blocks = true;
            else if (c.accept("becomes blocked")) blocked = true;
            else return Optional.empty();
            roles++;
        } while (c.accept("or"));
        ObjectFilter other = null;
        boolean each = false;
        if ((blocks || blocked) && c.accept("by one or more")) {
            // 509.3a, 509.3c: once, however many of them there are
            Noun n = NounGrammar.noun(c);
            if (!n.plural()) return Optional.empty();
            other = permanents(n);
        } else if ((blocks || blocked) && c.accept("by")) {
            if (c.acceptAny("a", "an") == null) return Optional.empty();
            other = permanents(c);
            if (other == null) return Optional.empty();
            each = true;
        } else if (blocks && !blocked && roles == 1 && c.acceptAny("a", "an") != null) {
            // 509.3b: "blocks a [noun]" ("a creature with flying"): once for each blocked creature that matches
            other = permanents(c);
            if (other == null) return Optional.empty();
            each = true;
        }
        if (!c.accept(",")) return Optional.empty();
        boolean plain = other == null || other.equals(ObjectFilter.creatures());
        if (!host && roles == 1 && word.equals("whenever") && plain && (attacks || blocks || blocked && each)) {
            return Optional.empty(); // TriggerGrammar's events ("~ attacks", "~ blocks", "~ becomes blocked by a creature")
        }
        if (each && attacks) throw new NotSupported("trigger event (\"attacks or blocks a creature\")");
        String effectText = text.substring(c.peek() == null ? text.length() : c.peek().start()).strip();
        Trigger trigger = new Trigger.InCombat(host, attacks, blocks, blocked, each, other);
        Subject it = host ? new Subject.Host() : new Subject.Self();
        return Optional.of(List.of(ability(trigger, it, each ? new Subject.ThatObject() : null, false, effectText, text)));
    }

    /**
     * "Whenever enchanted player is attacked, [effect]. [Each opponent attacking that player does the same.]" (506.3,
     * 303.4): once for each declaration with a creature attacking the enchanted player (508.3a); the second sentence is the
     * same effect for each opponent of yours attacking that player, "you" of the first sentence being that opponent.
     */
    private static Ability enchantedPlayerAttacked(Cursor c, String text, CardText card) {
        AttachmentLines.requireEnchantPlayer(card, "enchanted player");
        ObjectFilter f = ObjectFilter.creatures();
        f = f.withQualities(f.more().chosen(f.more().chosen() | dev.arbiter.engine.ability.FilterQualities.ATTACKING_ENCHANTED_PLAYER));
        String body = text.substring(c.peek() == null ? text.length() : c.peek().start()).strip();
        int last = body.lastIndexOf(". ");
        String second = last < 0 ? "" : body.substring(last + 2).strip();
        boolean same = Cursor.of(second).accept("each opponent attacking that player does the same .");
        if (same) body = body.substring(0, last + 1);
        TriggeredAbility t = ability(new Trigger.CreaturesAttack(f), null, null, false, body, text);
        if (!same) return t;
        if (!t.targets().isEmpty()) throw new NotSupported("\"does the same\" of an effect with a target");
        Effect theirs = new Effect.ForEachPlayer(new dev.arbiter.engine.ability.Who.OpponentsAttackingEnchantedPlayer(),
                DoesTheSame.asThatPlayer(t.effect()));
        return new TriggeredAbility(t.trigger(), t.interveningIf(), t.targets(), new Effect.Sequence(List.of(t.effect(), theirs)), text);
    }

    /**
     * "Whenever you attack," / "Whenever one or more [noun] attack," (once for the declaration) and
     * "Whenever a [noun] attacks you[ or a planeswalker you control]," (once for each such attacker,
     * "that creature" being it); null (cursor unchanged) otherwise.
     */
    private static Optional<Ability> attackingGroup(Cursor c, String text) {
        int m = c.mark();
        Trigger trigger;
        Subject that = null;
        try {
            if (c.accept("a player attacks enchanted player with one or more creatures ,")) { // 508.3a, 303.4
                ObjectFilter f = ObjectFilter.creatures();
                f = f.withQualities(f.more().chosen(f.more().chosen() | dev.arbiter.engine.ability.FilterQualities.ATTACKING_ENCHANTED_PLAYER));
                String body = text.substring(c.peek() == null ? text.length() : c.peek().start()).strip();
                // "that attacking player" is the player the trigger names (508.1: the active player declared the attack)
                body = body.replace("that attacking player", "that player");
                return Optional.of(ability(new Trigger.CreaturesAttack(f), null, null, true, body, text));
            }
            if (c.accept("you attack ,")) {
                trigger = new Trigger.CreaturesAttack(ObjectFilter.creatures().controlledBy(dev.arbiter.engine.ability.Relation.YOU));
            } else if (c.accept("you attack with")) { // 508.3a: "with two or more creatures [with flying]"
                int atLeast;
                if (c.accept("one or more")) {
                    atLeast = 1;
                } else {
                    dev.arbiter.cards.grammar.ast.AmountNode n = dev.arbiter.cards.grammar.ReferenceGrammar.count(c);
                    if (!(n instanceof dev.arbiter.cards.grammar.ast.AmountNode.Fixed f) || f.value() < 1 || !c.accept("or more")) {
                        c.reset(m);
                        return null;
                    }
                    atLeast = f.value();
                }
                Noun n = NounGrammar.noun(c);
                if (!n.plural() || n.controller() != null || !c.accept(",")) {
                    c.reset(m);
                    return null;
                }
                ObjectFilter f = permanents(n);
                if ((f.anyOfTypes() & ~dev.arbiter.engine.characteristic.CardType.CREATURE.bit()) != 0) {
                    c.reset(m);
                    return null;
                }
                trigger = new Trigger.CreaturesAttack(f.controlledBy(dev.arbiter.engine.ability.Relation.YOU), atLeast);
            } else if (c.accept("one or more")) {
                Noun n = NounGrammar.noun(c);
                if (!n.plural() || !c.accept("attack ,")) {
                    c.reset(m);
                    return null;
                }
                trigger = new Trigger.CreaturesAttack(permanents(n));
            } else if ((trigger = AttackCountLines.atLeastAttack(c)) != null) { // 508.3a: "two or more [noun] attack"
                // once for a declaration with that many such attackers
            } else if (c.acceptAny("a", "an") != null) {
                Noun n = NounGrammar.noun(c);
                // 506.3, 508.1b: "attacks you" is the player only; "or a planeswalker you control" adds those, both from
                // the source's controller's view
                if (c.accept("attacks one of your opponents or a planeswalker an opponent controls ,")) { // 506.2, 102.3
                    trigger = new Trigger.CreatureAttacks(permanents(n).withQualities(permanents(n).more().chosen(
                            dev.arbiter.engine.ability.FilterQualities.ATTACKING_AN_OPPONENT | dev.arbiter.engine.ability.FilterQualities.OR_YOUR_PLANESWALKER)));
                } else if (c.accept("attacks one of your opponents ,")) { // 506.2, 102.3: the player, not a planeswalker
                    trigger = new Trigger.CreatureAttacks(permanents(n).withQualities(permanents(n).more().chosen(
                            dev.arbiter.engine.ability.FilterQualities.ATTACKING_AN_OPPONENT)));
                } else if (c.accept("attacks you or a planeswalker you control ,")) {
                    trigger = new Trigger.CreatureAttacks(permanents(n).attackingSourceControllerOrPlaneswalker());
                } else if (c.accept("attacks you ,")) {
                    trigger = new Trigger.CreatureAttacks(permanents(n).attackingSourceController());
                } else {
                    c.reset(m);
                    return null;
                }
                that = new Subject.ThatObject();
            } else {
                return null;
            }
        } catch (ParseFailure f) {
            c.reset(m);
            return null;
        }
        String effectText = text.substring(c.peek() == null ? text.length() : c.peek().start()).strip();
        // 603.2: "that creature's controller" is the player the event names, the attacker's controller
        return Optional.of(ability(trigger, that, that, that != null, effectText, text));
    }

    private static ObjectFilter permanents(Noun n) {
        NounLowering.Lowered l = NounLowering.lower(n);
        if (l.kind() != NounLowering.Kind.PERMANENT) throw new NotSupported("trigger event (cards or spells)");
        return l.filter();
    }

    /** "deals combat damage to a player ," (false) / "to an opponent ," (true), consumed; null otherwise. */
    private static Boolean damageToPlayer(Cursor c) {
        if (c.accept("deals combat damage to a player ,")) return false;
        if (c.accept("deals combat damage to an opponent ,")) return true;
        return null;
    }

    /** "deals combat damage to enchanted player ," (303.4, 510.2). */
    private static boolean damageToEnchantedPlayer(Cursor c) {
        return c.accept("deals combat damage to enchanted player ,");
    }

    /**
     * "Whenever a [noun] attacks alone" (506.5) / "deals combat damage to a player" (510.2); null when
     * the line is not that, the cursor unchanged.
     */
    private static Optional<Ability> attacksAlone(Cursor c, String text) {
        int m = c.mark();
        if (c.acceptAny("a", "an") == null) return null;
        try {
            Noun n = NounGrammar.noun(c);
            boolean alone = c.accept("attacks alone ,");
            boolean blocked = !alone && c.accept("becomes blocked ,"); // 509.3c
            Boolean opponent = alone || blocked ? null : damageToPlayer(c);
            boolean enchanted = !alone && !blocked && opponent == null && damageToEnchantedPlayer(c);
            if (enchanted) opponent = false;
            if (!alone && !blocked && opponent == null) {
                c.reset(m);
                return null;
            }
            NounLowering.Lowered l = NounLowering.lower(n);
            if (l.kind() != NounLowering.Kind.PERMANENT) throw new NotSupported("trigger event (cards or spells)");
            String effectText = text.substring(c.peek() == null ? text.length() : c.peek().start()).strip();
            Subject that = new Subject.ThatObject();
            if (blocked) return Optional.of(ability(new Trigger.CreatureBecomesBlocked(l.filter()), that, that, false, effectText, text));
            Trigger trigger = alone ? new Trigger.CreatureAttacksAlone(l.filter())
                    : new Trigger.CreatureDealsCombatDamageToPlayer(false, l.filter(), opponent, enchanted);
            return Optional.of(ability(trigger, that, that, !alone, effectText, text));
        } catch (ParseFailure f) {
            c.reset(m);
            return null;
        }
    }

    private static TriggeredAbility ability(Trigger trigger, Subject it, Subject thatObject, boolean namesPlayer,
                                            String effectText, String text) {
        Condition interveningIf = new Condition.Always();
        if (Cursor.of(effectText).at("if")) { // 603.4: "Whenever ~ attacks or blocks, if you control another ..., ..."
            Cursor c = Cursor.of(effectText);
            c.expect("if");
            dev.arbiter.cards.grammar.ast.ConditionNode condition;
            try {
                condition = dev.arbiter.cards.grammar.ConditionGrammar.condition(c);
                c.expect(",");
            } catch (ParseFailure f) {
                throw new NotSupported("intervening 'if' clause");
            }
            if (condition instanceof dev.arbiter.cards.grammar.ast.ConditionNode.ObjectIs is && is.who().equals("~")
                    && it != null && !(it instanceof Subject.Self)) {
                // "When a creature attacks you, if ~ has defender, it loses defender": "it" is the object the clause
                // just named, the source (603.4); the attacking creature stays "that creature"
                it = new Subject.Self();
            } else if (condition instanceof dev.arbiter.cards.grammar.ast.ConditionNode.ObjectIs
                    || condition instanceof dev.arbiter.cards.grammar.ast.ConditionNode.SourceCounters) {
                throw new NotSupported("intervening 'if' clause (about an object, after an event naming one)"); // which "it"
            }
            interveningIf = ConditionLowering.lower(StatusConditions.itIsSource(condition, it), namesPlayer,
                    TriggerLowering.namesDefendingPlayer(trigger));
            effectText = effectText.substring(c.peek() == null ? effectText.length() : c.peek().start()).strip();
        }
        String lower = effectText.toLowerCase(java.util.Locale.ROOT);
        if (lower.startsWith("if ") || lower.contains(", if ")) throw new NotSupported("intervening 'if' clause");
        ParseContext ctx = new ParseContext(true, false, namesPlayer)
                .triggerReferents(TriggerLowering.namesDefendingPlayer(trigger), it, thatObject, false); // 506.2
        if (trigger instanceof Trigger.CreatureDealsCombatDamageToPlayer) ctx.namingAmount(); // "that many": the damage (603.2)
        if (trigger instanceof Trigger.CreatureAttacks) ctx.playerControlsItsObject(); // "that creature's controller" (603.2)
        if (trigger instanceof Trigger.InCombat ic && ic.host()) ctx.playerControlsItsObject(); // "its controller
        Effect effect = EffectParser.parse(effectText, ctx);
        if (effect == null) throw new NotSupported(UnsupportedReasons.NOT_UNDERSTOOD);
        if (ManaPhrases.addsMana(effect)) throw new NotSupported("triggered mana ability");
        return new TriggeredAbility(trigger, interveningIf, ctx.targets(), effect, text);
    }

    /** The permanents a noun names ("creature with flying"), or null when it names none. */
    private static ObjectFilter permanents(Cursor c) {
        try {
            NounLowering.Lowered l = NounLowering.lower(NounGrammar.noun(c));
            return l.kind() == NounLowering.Kind.PERMANENT ? l.filter() : null;
        } catch (ParseFailure f) {
            return null;
        }
    }
}
