package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.ast.Noun;
import dev.arbiter.cards.grammar.ast.TriggerNode;
import dev.arbiter.cards.text.CardText;
import dev.arbiter.engine.ability.ObjectFilter;
import dev.arbiter.engine.ability.Subject;
import dev.arbiter.engine.ability.Trigger;
import java.util.Locale;

/**
 * Lowers the events {@link dev.arbiter.cards.grammar.AttachmentTriggerGrammar} reads: becoming attached (701.3a-b),
 * becoming unattached (701.3d, 603.10c) and the permanent the source is attached to leaving the battlefield (603.6c);
 * also a counter removed from the source (122.8), a change of the source's own status like them.
 */
final class AttachmentTriggerLowering {

    private AttachmentTriggerLowering() {
    }

    static boolean reads(TriggerNode e) {
        return e instanceof TriggerNode.Attachment || e instanceof TriggerNode.HostLeaves || e instanceof TriggerNode.CounterRemoved
                || e instanceof TriggerNode.CombatDamageToYou;
    }

    static TriggerEventLowering.Lowered lower(TriggerNode e, CardText card) {
        if (e instanceof TriggerNode.CombatDamageToYou cd) { // 510.2, 603.2c: the event names no object or player
            return new TriggerEventLowering.Lowered(new Trigger.CombatDamageToYou(cd.planeswalkers(), false), TriggerLowering.Refs.NONE);
        }
        if (e instanceof TriggerNode.CounterRemoved r) { // 122.8: "it" is ~
            return new TriggerEventLowering.Lowered(new Trigger.CounterRemoved(r.kind()),
                    TriggerEventLowering.refs(false, new Subject.Self(), null));
        }
        if (e instanceof TriggerNode.HostLeaves h) {
            hostNoun(h.host(), card);
            // 603.10a: "that creature" is the object the host became, "its controller" who controlled it
            return new TriggerEventLowering.Lowered(new Trigger.HostLeaves(h.toGraveyard()),
                    TriggerEventLowering.refs(true, new Subject.ThatObject(), new Subject.ThatObject()));
        }
        TriggerNode.Attachment a = (TriggerNode.Attachment) e;
        if (!a.attached()) { // 701.3d: "that permanent" is the permanent it was attached to
            requireAttachment(card);
            return new TriggerEventLowering.Lowered(new Trigger.BecomesUnattached(),
                    TriggerEventLowering.refs(true, new Subject.Self(), new Subject.ThatObject()));
        }
        if (a.attachment() == null) requireAttachment(card); // "~ becomes attached to a creature"
        ObjectFilter attachment = a.attachment() == null ? null : permanents(a.attachment());
        ObjectFilter host = a.host() == null ? null : permanents(a.host());
        // "that creature" is the permanent it became attached to, "that player" its controller (603.2)
        return new TriggerEventLowering.Lowered(new Trigger.BecomesAttached(attachment, host),
                TriggerEventLowering.refs(true, a.attachment() == null ? new Subject.Self() : null, new Subject.ThatObject()));
    }

    private static ObjectFilter permanents(Noun n) {
        NounLowering.Lowered l = NounLowering.lower(n);
        if (l.kind() != NounLowering.Kind.PERMANENT) throw new NotSupported("trigger event (attached: cards or spells)");
        return l.filter();
    }

    private static void requireAttachment(CardText card) {
        if (card == null || AttachmentLines.hostWord(card) == null) {
            throw new NotSupported("trigger event (attached or unattached: ~ isn't an Aura, Equipment or Fortification)");
        }
    }

    /**
     * "enchanted Island" on an Aura with "Enchant Island", "equipped creature" on an Equipment, "enchanted permanent" on
     * any Aura: what the source may be attached to (303.4, 301.5), so the host's leaving is read for any host.
     */
    private static void hostNoun(String host, CardText card) {
        TriggerEventLowering.host(host, card);
        String noun = host.substring(host.indexOf(' ') + 1).toLowerCase(Locale.ROOT);
        if (noun.equals("permanent") || host.startsWith("equipped ") && noun.equals("creature")) return;
        for (String line : card.rulesTexts()) {
            if (line.toLowerCase(Locale.ROOT).equals("enchant " + noun)) return;
        }
        throw new NotSupported("trigger event (\"" + host + "\" isn't what ~ enchants)");
    }
}
