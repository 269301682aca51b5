package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.AmountNode;
import dev.arbiter.cards.grammar.ast.CombatEventNodes.Attacked;
import dev.arbiter.cards.grammar.ast.CombatEventNodes.CountAttack;
import dev.arbiter.cards.grammar.ast.CombatEventNodes.AttacksEnchantedPlayer;
import dev.arbiter.cards.grammar.ast.CombatEventNodes.CreatureAttacksPlayer;
import dev.arbiter.cards.grammar.ast.CombatEventNodes.Defenders;
import dev.arbiter.cards.grammar.ast.CombatEventNodes.EnchantedPlayerAttacked;
import dev.arbiter.cards.grammar.ast.CombatEventNodes.GroupAttacks;
import dev.arbiter.cards.grammar.ast.CombatEventNodes.HostCombatDamage;
import dev.arbiter.cards.grammar.ast.CombatEventNodes.NounCombat;
import dev.arbiter.cards.grammar.ast.CombatEventNodes.NounCombatKind;
import dev.arbiter.cards.grammar.ast.CombatEventNodes.PlayerAttacks;
import dev.arbiter.cards.grammar.ast.CombatEventNodes.Roles;
import dev.arbiter.cards.grammar.ast.CombatEventNodes.YouAttack;
import dev.arbiter.cards.grammar.ast.Noun;
import dev.arbiter.cards.grammar.ast.TriggerNode;
import java.util.List;

/**
 * Attack and combat trigger events (508.1, 508.3a, 509.3a-d, 506.5, 510.2), the first events {@link TriggerGrammar}
 * tries after "When" / "Whenever"; each ends at the event's comma (not consumed):
 * <pre>
 * event    := "an opponent attacks" | "a player attacks") [defender] ["with one or more creatures"]   (a defender or "with"; "Whenever")
 *           | "enchanted player is attacked" | "a player attacks enchanted player with one or more creatures"
 *           | "you attack" ["with" ("one" | N) "or more" noun]  | ("one" | N) "or more" noun "attack"
 *           | ("a" | "an") noun ("attacks" whom | "attacks alone" | "becomes blocked" | "deals combat damage to" player)
 *           | host "deals combat damage to" ("a player" | "an opponent")
 *           | ("~" | host) role ("or" role)* ["by" ("a" | "an" | "one or more") noun] | "~ blocks" ("a" | "an") noun
 * defender := "you or a planeswalker you control" | "you and/or one or more planeswalkers you control" | "you"
 *           | "a planeswalker you control" | "one of more of your opponents"
 * whom     := "you" | "you or a planeswalker you control" | "one of your opponents [or a planeswalker an opponent controls]"
 * host     := ("enchanted" | "equipped") "creature";   role := "attacks" | "blocks" | "becomes blocked"
 * </pre>
 * The plain events of one creature that {@link SelfCombatEventGrammar} reads ("Whenever ~ attacks", "~ blocks [a
 * creature]", "~ becomes blocked by a creature") are left to it (null).
 */
public final class CombatEventGrammar {

    private CombatEventGrammar() {
    }

    /** The event after {@code word} ("when" / "whenever"), the cursor at its comma; or null, the cursor unchanged. */
    public static TriggerNode event(Cursor c, String word) {
        int m = c.mark();
        TriggerNode e;
        try {
            e = read(c, word);
        } catch (ParseFailure f) {
            e = null;
        }
        if (e == null || !c.at(",")) {
            c.reset(m);
            return null;
        }
        return e;
    }

    private static TriggerNode read(Cursor c, String word) {
        int m = c.mark();
        if (word.equals("whenever")) {
            TriggerNode p = playerAttacks(c);
            if (p != null) return p;
            c.reset(m);
        }
        if (ended(c, "enchanted player is attacked")) return new EnchantedPlayerAttacked(); // 506.3, 303.4
        TriggerNode group = attackingGroup(c);
        if (group != null) return group;
        c.reset(m);
        TriggerNode alone = nounCombat(c);
        if (alone != null) return alone;
        c.reset(m);
        String host = null;
        if (c.acceptAny("enchanted creature", "equipped creature") != null) {
            c.reset(m);
            host = c.next().lower();
            c.next();
            Boolean opponent = damageToPlayer(c);
            if (opponent != null) return new HostCombatDamage(host, opponent); // 510.2, 303.4
        } else if (!c.accept("~")) {
            return null;
        }
        return roles(c, word, host);
    }

    /** 508.1: a player's declaration of attackers. */
    private static TriggerNode playerAttacks(Cursor c) {
        boolean opponent;
        if (c.accept("an opponent attacks")) {
            opponent = true;
        } else if (c.accept("a player attacks")) {
            opponent = false;
        } else {
            return null;
        }
        Defenders d = defenders(c);
        boolean with = c.accept("with one or more creatures");
        if (d == null && !with || !c.at(",")) return null;
        return new PlayerAttacks(opponent, d == null ? Defenders.ANY : d);
    }

    /** Whom the player attacks (506.2, 506.3, 508.1b), consumed; null when the text names no one. */
    private static Defenders defenders(Cursor c) {
        if (c.accept("you or a planeswalker you control")) return Defenders.YOU_OR_YOUR_PLANESWALKER;
        if (c.accept("you and/or one or more planeswalkers you control")) return Defenders.YOU_OR_YOUR_PLANESWALKER;
        if (c.accept("a planeswalker you control")) return Defenders.YOUR_PLANESWALKER;
        if (c.accept("one or more of your opponents")) return Defenders.AN_OPPONENT;
        if (c.accept("you")) return Defenders.YOU;
        return null;
    }

    /** "you attack [with ...]", "one or more [noun] attack", "a [noun] attacks [whom]" (508.3a, 508.1b); or null. */
    private static TriggerNode attackingGroup(Cursor c) {
        int m = c.mark();
        if (ended(c, "a player attacks enchanted player with one or more creatures")) return new AttacksEnchantedPlayer();
        if (ended(c, "you attack")) return new YouAttack(0, null);
        if (c.accept("you attack with")) { // 508.3a: "with two or more creatures [with flying]"
            int atLeast;
            if (c.accept("one or more")) {
                atLeast = 1;
            } else {
                AmountNode n = ReferenceGrammar.count(c);
                if (!(n instanceof AmountNode.Fixed f) || f.value() < 1 || !c.accept("or more")) return null;
                atLeast = f.value();
            }
            Noun n = NounGrammar.noun(c);
            if (!n.plural() || n.controller() != null || !c.at(",")) return null;
            return new YouAttack(atLeast, n);
        }
        c.reset(m);
        if (c.accept("one or more")) {
            Noun n = NounGrammar.noun(c);
            if (!n.plural() || !ended(c, "attack")) return null;
            return new GroupAttacks(n);
        }
        c.reset(m);
        if (ReferenceGrammar.count(c) instanceof AmountNode.Fixed f && f.value() >= 2 && c.accept("or more")) { // 508.3a
            Noun n = NounGrammar.noun(c);
            if (!n.plural() || !ended(c, "attack")) return null;
            return new CountAttack(f.value(), n);
        }
        c.reset(m);
        if (c.acceptAny("a", "an") == null) return null;
        Noun n = NounGrammar.noun(c);
        if (ended(c, "attacks one of your opponents or a planeswalker an opponent controls")) { // 506.2, 102.3
            return new CreatureAttacksPlayer(n, Attacked.OPPONENT_OR_THEIR_PLANESWALKER);
        }
        if (ended(c, "attacks one of your opponents")) return new CreatureAttacksPlayer(n, Attacked.ONE_OF_YOUR_OPPONENTS);
        if (ended(c, "attacks you or a planeswalker you control")) {
            return new CreatureAttacksPlayer(n, Attacked.YOU_OR_YOUR_PLANESWALKER);
        }
        if (ended(c, "attacks you")) return new CreatureAttacksPlayer(n, Attacked.YOU);
        return null;
    }

    /** "a [noun] attacks alone | becomes blocked | deals combat damage to [player]" (506.5, 509.3c, 510.2); or null. */
    private static TriggerNode nounCombat(Cursor c) {
        if (c.acceptAny("a", "an") == null) return null;
        Noun n = NounGrammar.noun(c);
        if (ended(c, "attacks alone")) return new NounCombat(n, NounCombatKind.ATTACKS_ALONE);
        if (ended(c, "becomes blocked")) return new NounCombat(n, NounCombatKind.BECOMES_BLOCKED);
        Boolean opponent = damageToPlayer(c);
        if (opponent != null) {
            return new NounCombat(n, opponent ? NounCombatKind.DAMAGE_TO_OPPONENT : NounCombatKind.DAMAGE_TO_PLAYER);
        }
        if (ended(c, "deals combat damage to enchanted player")) return new NounCombat(n, NounCombatKind.DAMAGE_TO_ENCHANTED_PLAYER);
        return null;
    }

    /** "deals combat damage to a player" (false) / "to an opponent" (true) before the comma, consumed; null otherwise. */
    private static Boolean damageToPlayer(Cursor c) {
        if (ended(c, "deals combat damage to a player")) return false;
        if (ended(c, "deals combat damage to an opponent")) return true;
        return null;
    }

    /** 508.3a, 509.3a-d: the roles of ~ or its host, and the other creature "by" which. */
    private static TriggerNode roles(Cursor c, String word, String host) {
        boolean attacks = false;
        boolean blocks = false;
        boolean blocked = false;
        int roles = 0;
        do {
            if (c.accept("attacks")) attacks = true;
            else if (c.accept("blocks")) blocks = true;
            else if (c.accept("becomes blocked")) blocked = true;
            else return null;
            roles++;
        } while (c.accept("or"));
        Noun by = null;
        boolean each = false;
        if ((blocks || blocked) && c.accept("by one or more")) { // 509.3a, 509.3c: once, however many of them there are
            by = NounGrammar.noun(c);
            if (!by.plural()) return null;
        } else if ((blocks || blocked) && c.accept("by")) {
            if (c.acceptAny("a", "an") == null) return null;
            by = NounGrammar.noun(c);
            each = true;
        } else if (blocks && !blocked && roles == 1 && c.acceptAny("a", "an") != null) {
            by = NounGrammar.noun(c); // 509.3b: "blocks a [noun]": once for each blocked creature that matches
            each = true;
        }
        if (!c.at(",")) return null;
        boolean plain = by == null || plainCreature(by);
        if (host == null && roles == 1 && word.equals("whenever") && plain && (attacks || blocks || blocked && each)) {
            return null; // SelfCombatEventGrammar's events
        }
        return new Roles(host, attacks, blocks, blocked, each, by);
    }

    /** Whether the noun is "creature" alone. */
    private static boolean plainCreature(Noun n) {
        return n.heads().equals(List.of("creature")) && n.adjectives().isEmpty() && n.subtypeModifiers().isEmpty()
                && n.controller() == null && n.with().isEmpty() && n.zone() == null;
    }

    /** Whether {@code phrase} follows and the event's comma after it; consumed only then. */
    private static boolean ended(Cursor c, String phrase) {
        int m = c.mark();
        if (c.accept(phrase) && c.at(",")) return true;
        c.reset(m);
        return false;
    }
}
