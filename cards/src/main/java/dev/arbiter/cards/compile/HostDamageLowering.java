package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.ast.AmountNode;
import dev.arbiter.cards.grammar.ast.DamageTo;
import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.ObjectRef;
import dev.arbiter.cards.grammar.ast.PlayerRef;
import dev.arbiter.engine.ability.Amount;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.Recipient;
import dev.arbiter.engine.ability.Subject;
import java.util.ArrayList;
import java.util.List;

/**
 * Damage dealt by what the source is attached to (120.1, 603.2, 608.2h): "Whenever enchanted creature attacks, it deals
 * 2 damage to any target", "tap enchanted creature. It deals damage to you equal to its power": the host deals it (read
 * now, or as the Aura or Equipment last existed once it left), and a host no longer on the battlefield deals none. The
 * amount is a number or the host's own power or toughness; a recipient named through an object ("its owner": the
 * host's, which no player reference reads) is refused.
 */
final class HostDamageLowering {

    private HostDamageLowering() {
    }

    /** The effect of {@code node} if it is damage dealt by the host, else null. */
    static Effect lower(EffectLowering effects, ParseContext ctx, EffectNode node) {
        if (!(node instanceof EffectNode.Damage d) || !ctx.sourceIsPermanent() || !byHost(effects, ctx, d.source())) return null;
        Amount amount = amount(d);
        Subject host = d.source() instanceof ObjectRef.Attached ? effects.permanents(d.source()) : new Subject.Host();
        if (!(host instanceof Subject.Host)) return null;
        List<Effect> out = new ArrayList<>();
        for (DamageTo r : d.recipients()) {
            if (r instanceof DamageTo.Objects o && (o.ref() == d.source() || o.ref() instanceof ObjectRef.Pronoun)) {
                throw new NotSupported("damage dealt by the host to an object named by a pronoun");
            }
            if (r instanceof DamageTo.Players p && p.ref() instanceof PlayerRef.ControllerOf) {
                throw new NotSupported("damage dealt by the host to a player named by an object"); // "its owner": the host's
            }
            Recipient to = effects.recipient(r);
            out.add(new Effect.ObjectDealsDamage(host, amount, to));
        }
        return out.isEmpty() ? null : EffectParser.sequence(out);
    }

    /**
     * Whether {@code source} is the host: "enchanted creature" / "equipped creature", or "it" when nothing but the host
     * was named before it (the trigger's "it" being the host, 603.2, or the host named by an earlier clause, 608.2c).
     */
    private static boolean byHost(EffectLowering effects, ParseContext ctx, ObjectRef source) {
        if (source instanceof ObjectRef.Attached) return true;
        if (!(source instanceof ObjectRef.Pronoun p) || !p.word().equals("it") || ctx.lastObject() != null) return false;
        Subject it = ctx.triggerIt();
        if (effects.objects.hostNamed) return it == null || it instanceof Subject.Self || it instanceof Subject.Host;
        return it instanceof Subject.Host && effects.clausesBegun == 1;
    }

    /** A fixed number, or the host's power or toughness ("equal to its power"); else unsupported. */
    private static Amount amount(EffectNode.Damage d) {
        AmountNode a = d.amount();
        if (a instanceof AmountNode.EqualTo eq) a = eq.value();
        if (a instanceof AmountNode.Fixed f) return Amount.of(f.value());
        if (a instanceof AmountNode.StatOf st && (st.object() == d.source() || st.object() instanceof ObjectRef.Pronoun p
                && p.word().equals("it") || st.object() instanceof ObjectRef.Attached
                || st.object() instanceof ObjectRef.Self && d.source() instanceof ObjectRef.Pronoun)) { // "its": the grammar's ~
            Amount.StatOf.Stat stat = switch (st.stat()) {
                case "power" -> Amount.StatOf.Stat.POWER;
                case "toughness" -> Amount.StatOf.Stat.TOUGHNESS;
                default -> throw new NotSupported("damage by the host equal to its " + st.stat());
            };
            return new Amount.StatOf(new Subject.Host(), stat, false);
        }
        throw new NotSupported("damage by the host of an amount not read from it");
    }
}
