package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.Cursor;
import dev.arbiter.cards.grammar.ast.PlayerRef;
import dev.arbiter.cards.grammar.ast.TriggerNode;
import dev.arbiter.cards.text.CardText;
import dev.arbiter.engine.ability.Subject;
import dev.arbiter.engine.ability.Trigger;

/**
 * Trigger events of the source in combat (509) and of players gaining life and drawing cards (119.9, 121.1),
 * lowered to their engine triggers with what their effects may refer to (603.2).
 */
final class CoreEventLowering {

    private CoreEventLowering() {
    }

    /** Whether {@code e} is one of the events lowered here. */
    static boolean reads(TriggerNode e) {
        return e instanceof TriggerNode.SelfCombat
                || e instanceof TriggerNode.PlayerDoes p && (p.verb().equals("gains life") || p.verb().equals("draws a card"));
    }

    static TriggerEventLowering.Lowered lower(TriggerNode e, CardText card) {
        if (e instanceof TriggerNode.PlayerDoes p && p.verb().equals("gains life")) { // 119.9
            return new TriggerEventLowering.Lowered(new Trigger.YouGainLife(), TriggerLowering.Refs.NONE);
        }
        if (e instanceof TriggerNode.PlayerDoes p) { // 121.1: "that player" is who drew, but for "you"
            Trigger.PlayerDraws.Relation rel = p.who() instanceof PlayerRef.You ? Trigger.PlayerDraws.Relation.YOU
                    : p.who() instanceof PlayerRef.EachOpponent ? Trigger.PlayerDraws.Relation.OPPONENT
                    : p.who() instanceof PlayerRef.Enchanted ? Trigger.PlayerDraws.Relation.ENCHANTED : Trigger.PlayerDraws.Relation.ANY;
            return new TriggerEventLowering.Lowered(new Trigger.PlayerDraws(rel),
                    TriggerEventLowering.refs(!(p.who() instanceof PlayerRef.You), null, null));
        }
        String verb = ((TriggerNode.SelfCombat) e).verb();
        return switch (verb) {
            // 506.2: "defending player" is the player ~ attacks
            case "attacks and isn't blocked" -> new TriggerEventLowering.Lowered(new Trigger.AttacksAndIsntBlocked(),
                    TriggerEventLowering.refs(false, new Subject.Self(), null));
            case "blocks" -> {
                if (card != null && card.rulesTexts().stream().anyMatch(CoreEventLowering::blocksSeveral)) {
                    // 509.3c: "whenever ~ blocks" triggers once however many creatures it blocks; the engine's trigger is per blocked creature.
                    throw new NotSupported("trigger event (\"blocks\" once for several blocked creatures)");
                }
                yield new TriggerEventLowering.Lowered(new Trigger.Blocks(), TriggerEventLowering.refs(false, new Subject.Self(), null));
            }
            // 509.3b, 509.3d: once for each creature; "that creature" is it
            case "blocks a creature" -> new TriggerEventLowering.Lowered(new Trigger.Blocks(),
                    TriggerEventLowering.refs(false, new Subject.Self(), new Subject.ThatObject()));
            case "becomes blocked by a creature" -> new TriggerEventLowering.Lowered(new Trigger.BecomesBlocked(),
                    TriggerEventLowering.refs(false, new Subject.Self(), new Subject.ThatObject()));
            // 509.3c: "whenever ~ becomes blocked" triggers once however many creatures block it; the engine's trigger is per blocker.
            default -> throw new NotSupported("trigger event (\"becomes blocked\" once for several blockers)");
        };
    }

    /** "~ can block an additional creature [each combat]" / "~ can block any number of creatures" (509.1a). */
    private static boolean blocksSeveral(String line) {
        Cursor c = Cursor.of(line);
        return c.accept("~ can block") && c.acceptAny("an additional", "any number of") != null
                && c.acceptAny("creatures", "creature") != null;
    }
}
