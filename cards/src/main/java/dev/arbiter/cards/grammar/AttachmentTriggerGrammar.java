package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.Noun;
import dev.arbiter.cards.grammar.ast.TriggerNode;

/**
 * Events of attaching (701.3) and of the permanent an attachment is attached to leaving (603.6c):
 * <pre>
 * event := "~ becomes unattached from a permanent"                                  (701.3d, 603.10c)
 *        | ("~" | ("a" | "an") noun) "becomes attached to" ("~" | ("a" | "an") noun)  (701.3a-b)
 *        | ("enchanted" | "equipped") word ("is put into a graveyard" | "leaves the battlefield")   (603.6c)
 * </pre>
 */
final class AttachmentTriggerGrammar {

    private AttachmentTriggerGrammar() {
    }

    /** The event at the cursor, followed by the event's comma, or null with the cursor unchanged. */
    static TriggerNode event(Cursor c) {
        return c.attempt(k -> {
            TriggerNode e = parse(k);
            return e != null && k.at(",") ? e : null;
        });
    }

    private static TriggerNode parse(Cursor c) {
        String hostWord = c.acceptAny("enchanted", "equipped");
        if (hostWord != null) {
            Token word = c.next();
            if (word == null) return null;
            String host = hostWord + " " + word.text();
            if (c.accept("is put into a graveyard")) return new TriggerNode.HostLeaves(host, true);
            if (c.accept("leaves the battlefield")) return new TriggerNode.HostLeaves(host, false);
            return null;
        }
        Noun attachment = null;
        if (!c.accept("~")) {
            if (c.acceptAny("a", "an") == null) return null;
            attachment = NounGrammar.noun(c);
            if (attachment.plural()) return null;
        }
        if (attachment == null && c.accept("becomes unattached from a permanent")) return new TriggerNode.Attachment(null, null, false);
        if (!c.accept("becomes attached to")) return null;
        if (c.accept("~")) return attachment == null ? null : new TriggerNode.Attachment(attachment, null, true);
        if (c.acceptAny("a", "an") == null) return null;
        Noun host = NounGrammar.noun(c);
        return host.plural() ? null : new TriggerNode.Attachment(attachment, host, true);
    }
}
