package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.ast.ObjectRef;
import dev.arbiter.cards.grammar.ast.PlayerRef;
import dev.arbiter.engine.ability.Subject;
import dev.arbiter.engine.ability.Who;

/**
 * The source's owner (108.3): "its owner" where "it" is ~ ({@link Who.SourceOwner}), and the activation restriction
 * "Only ~'s owner may activate this ability." (602.5).
 */
final class SourceOwnerLowering {

    private static final String OWNER_ONLY = " only ~'s owner may activate this ability.";

    private SourceOwnerLowering() {
    }

    /** {@link Who.SourceOwner} when {@code ref} is the owner of the source, else null. */
    static Who of(ParseContext ctx, PlayerRef ref) {
        if (!(ref instanceof PlayerRef.ControllerOf co) || !co.owner() || !ctx.sourceIsPermanent()) return null;
        if (co.object() instanceof ObjectRef.Self) return new Who.SourceOwner();
        if (!(co.object() instanceof ObjectRef.Pronoun p) || !p.word().equals("it")) return null;
        Subject last = ctx.lastObject();
        // "it" is ~ when named so, or when nothing else was named ("When ~ dies, its owner ..."): owner is zone-independent
        if (last instanceof Subject.Self || last == null && (ctx.triggerIt() == null || ctx.triggerIt() instanceof Subject.Self)) {
            return new Who.SourceOwner();
        }
        return null;
    }

    /** The effect text before "Only ~'s owner may activate this ability.", or null when it doesn't end so. */
    static String ownerOnly(String effectText) {
        String lower = effectText.toLowerCase(java.util.Locale.ROOT);
        if (!lower.endsWith(OWNER_ONLY)) return null;
        return effectText.substring(0, effectText.length() - OWNER_ONLY.length()).strip();
    }
}
