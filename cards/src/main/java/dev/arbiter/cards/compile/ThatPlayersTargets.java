package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.ast.Noun;
import dev.arbiter.cards.grammar.ast.ObjectRef;
import dev.arbiter.engine.ability.Subject;
import dev.arbiter.engine.ability.TargetFilter;
import dev.arbiter.engine.ability.TargetSpec;
import dev.arbiter.engine.ability.Who;

/**
 * "target [noun] that player controls" where "that player" is the player the trigger event names ("Whenever ~
 * deals combat damage to a player, you may exile target black or red permanent that player controls", 603.2):
 * the target is chosen among that player's permanents as the trigger is put on the stack (115.1).
 */
final class ThatPlayersTargets {

    private ThatPlayersTargets() {
    }

    /** The target, or null when the noun doesn't say "that player controls". */
    static Subject lower(ParseContext ctx, ObjectRef.Targeted t) {
        Noun n = t.noun();
        if (!"that player controls".equals(n.controller())) return null;
        if (ctx.lastPlayer() != null || !(ctx.thatPlayer() instanceof Who.ThatPlayer)) {
            throw new NotSupported("\"that player controls\" with no player the trigger names");
        }
        Noun anyone = new Noun(n.adjectives(), n.heads(), n.subtypeModifiers(), null, n.with(), n.plural(), n.zone());
        NounLowering.Lowered l = NounLowering.lower(anyone);
        if (l.kind() != NounLowering.Kind.PERMANENT) throw new NotSupported("targeting cards or spells");
        TargetFilter f = NounLowering.permanentTarget(t.another() ? l.filter().otherThanSource() : l.filter());
        if (!(f instanceof TargetFilter.PermanentTarget pt)) {
            throw new NotSupported("target \"" + t.text() + "\" (no such target filter)");
        }
        int index = ctx.addTarget(new TargetSpec(new TargetFilter.ThatPlayersPermanent(pt, false), t.min(), t.max(), t.text()));
        Subject s = new Subject.TargetObject(index);
        ctx.lastObject(s);
        return s;
    }
}
