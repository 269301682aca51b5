package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.ast.ObjectRef;
import dev.arbiter.engine.ability.Subject;

/**
 * "attach [attachment] to [host]" (701.3a) as engine subjects: the attachment is "~" or a target; the host is a
 * target or an object the text named before ("it", "that creature"). An Aura or Equipment is never attached to
 * itself (301.5c, 303.4d), so a pronoun that could only mean the source ("create a token, then attach ~ to it",
 * where the token isn't an object the engine can name) is refused.
 */
final class AttachLowering {

    private AttachLowering() {
    }

    static Subject attachment(EffectLowering base, ObjectRef ref) {
        if (ref instanceof ObjectRef.Pronoun) { // "When ~ enters the battlefield, attach it to target creature you control"
            Subject s = base.permanents(ref);
            if (s instanceof Subject.Self) return s; // "it" is ~ (603.6a)
            // 603.2, 608.2c: "Whenever an Equipment enters the battlefield under your control, you may attach it to target
            // creature you control": "it" is the object the trigger names; an attachment that can't legally go on the host
            // doesn't move (701.3b)
            if (s instanceof Subject.ThatObject) return s;
        }
        if (!(ref instanceof ObjectRef.Self) && !(ref instanceof ObjectRef.Targeted)) {
            throw new NotSupported("attaching " + ref + " (an object chosen on resolution)");
        }
        return base.permanents(ref);
    }

    /**
     * "attach [attachment] to [host]" (701.3a); refused when both name the same object ("return ~ ..., then attach it to
     * that creature" in a trigger naming the creature: "it" would be read as the creature, never attached to itself,
     * 301.5c, 303.4d).
     */
    static dev.arbiter.engine.ability.Effect attach(EffectLowering base, dev.arbiter.cards.grammar.ast.EffectNode.Attach a) {
        Subject attachment = attachment(base, a.attachment());
        Subject host = host(base, a.host());
        if (attachment.equals(host)) throw new NotSupported("attaching an object to itself (301.5c, 303.4d)");
        return new dev.arbiter.engine.ability.Effect.Attach(attachment, host);
    }

    /** "[player] attaches ~ to a [noun] of their choice" (701.3a): the player chooses among the permanents it may legally go on. */
    static dev.arbiter.engine.ability.Effect toChosen(EffectLowering base,
                                                      dev.arbiter.cards.grammar.ast.EffectNode.AttachToChosen a) {
        Subject attachment = attachment(base, a.attachment());
        NounLowering.Lowered l = NounLowering.lower(a.noun());
        if (l.kind() != NounLowering.Kind.PERMANENT) throw new NotSupported("attaching to a card or spell");
        return new dev.arbiter.engine.ability.Effect.AttachToChosen(attachment, base.player(a.who()), l.filter());
    }

    static Subject host(EffectLowering base, ObjectRef ref) {
        Subject s = base.permanents(ref);
        if (s instanceof Subject.Self || s instanceof Subject.Each) {
            throw new NotSupported("attaching to " + ref + " (the source itself, or several objects)");
        }
        return s;
    }
}
