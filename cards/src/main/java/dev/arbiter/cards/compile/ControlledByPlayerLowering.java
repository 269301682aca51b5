package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.ast.Noun;
import dev.arbiter.cards.grammar.ast.ObjectRef;
import dev.arbiter.cards.grammar.ast.PlayerRef;
import dev.arbiter.engine.ability.ObjectFilter;
import dev.arbiter.engine.ability.Subject;
import dev.arbiter.engine.ability.TargetFilter;
import dev.arbiter.engine.ability.TargetSpec;
import dev.arbiter.engine.ability.Who;
import java.util.List;

/**
 * Players named through an earlier target and the permanents they control: "that player or that planeswalker's
 * controller" after "target player or planeswalker" (115.1, 306.7), and "each creature that player controls" /
 * "each creature target opponent controls" (109.4, 115.1) as what damage is dealt to.
 */
final class ControlledByPlayerLowering {

    /** The player reference "that player or that planeswalker's controller". */
    static final String PLAYER_OR_CONTROLLER = "that player or that planeswalker's controller";

    private ControlledByPlayerLowering() {
    }

    /** "that player or that planeswalker's controller": the last "target player or planeswalker" of the ability. */
    static Who playerOrController(ParseContext ctx) {
        List<TargetSpec> targets = ctx.targets();
        for (int i = targets.size() - 1; i >= 0; i--) {
            TargetSpec t = targets.get(i);
            if (t.filter() instanceof TargetFilter.PlayerOrPlaneswalker && t.min() == 1 && t.max() == 1) {
                return new Who.TargetPlayerOrController(i);
            }
        }
        throw new NotSupported("\"" + PLAYER_OR_CONTROLLER + "\" with no target player or planeswalker named before");
    }

    /**
     * "each creature that player controls" / "each creature that player or that planeswalker's controller controls":
     * the permanents of the player named before; null for any other object reference.
     */
    static Subject each(EffectLowering lowering, ParseContext ctx, ObjectRef ref) {
        if (!(ref instanceof ObjectRef.Every e) || e.noun().controller() == null) return null;
        String whose = e.noun().controller();
        PlayerRef player;
        if (whose.equals("that player controls")) player = new PlayerRef.That("that player");
        else if (whose.equals(PLAYER_OR_CONTROLLER + " controls")) player = new PlayerRef.That(PLAYER_OR_CONTROLLER);
        else if (whose.equals("target player controls")) player = new PlayerRef.Targeted(false, "target player");
        else if (whose.equals("target opponent controls")) player = new PlayerRef.Targeted(true, "target opponent");
        else return null;
        Noun n = e.noun();
        NounLowering.Lowered l = NounLowering.lower(new Noun(n.adjectives(), n.heads(), n.subtypeModifiers(), null,
                n.with(), n.plural(), n.zone()));
        if (l.kind() != NounLowering.Kind.PERMANENT) throw new NotSupported("\"" + whose + "\" on cards or spells");
        Subject last = ctx.lastObject();
        if (player instanceof PlayerRef.That && whose.equals("that player controls") && ctx.thatPlayer() == null
                && lowering.sequenceDepth > 0 && lowering.controllerOf == null && last instanceof Subject.TargetObject t0
                && ctx.targets().get(t0.index()).max() == 1 && ctx.targets().get(t0.index()).text().endsWith(" controls")) {
            // "target creature an opponent controls. Each other creature that player controls ...": the player is the
            // target's controller, taken as the effect begins (608.2h)
            lowering.controllerOf = last;
            ctx.lastPlayer(new Who.ThatPlayer());
        }
        if (e.other() && last instanceof Subject.TargetObject t) {
            // 608.2c: "Destroy target creature an opponent controls. Each other creature that player controls ...": other
            // than the target; on a permanent's ability "other" could also mean the source, so that is left unread
            if (ctx.sourceIsPermanent()) throw new NotSupported("\"each other\" after a target (other than the source or the target?)");
            TargetSpec spec = ctx.targets().get(t.index());
            if (spec.min() != 1 || spec.max() != 1) throw new NotSupported("\"each other\" after several targets");
            return new Subject.EachOtherThanTarget(new Subject.EachControlledBy(l.filter(), lowering.player(player)), t.index());
        }
        ObjectFilter f = e.other() ? l.filter().otherThanSource() : l.filter();
        return new Subject.EachControlledBy(f, lowering.player(player));
    }
}
