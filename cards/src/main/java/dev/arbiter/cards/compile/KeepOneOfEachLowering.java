package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.Noun;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.Who;
import java.util.ArrayList;
import java.util.List;

/**
 * Lowers "[player] chooses from among the permanents they control an artifact, a creature, ..., then sacrifices the
 * rest" (701.17a) to {@link Effect.SacrificeAllButOneOfEach}: each kept kind and the rest must be permanents.
 */
final class KeepOneOfEachLowering {

    private KeepOneOfEachLowering() {
    }

    static Effect lower(EffectNode.SacrificeAllButOneOfEach k, Who who) {
        List<Effect.KeptKind> kept = new ArrayList<>();
        for (Noun n : k.kept()) kept.add(new Effect.KeptKind(permanent(n), words(n)));
        return new Effect.SacrificeAllButOneOfEach(who, kept, permanent(k.rest()), k.upToOne());
    }

    private static dev.arbiter.engine.ability.ObjectFilter permanent(Noun n) {
        NounLowering.Lowered l = NounLowering.lower(n);
        if (l.kind() != NounLowering.Kind.PERMANENT) throw new NotSupported("keeping \"" + n + "\"");
        return l.filter();
    }

    /** "an artifact", "a Plains land", "a Cleric creature": what the player is asked to choose. */
    private static String words(Noun n) {
        List<String> w = new ArrayList<>(n.adjectives());
        w.addAll(n.subtypeModifiers());
        w.add(String.join(" or ", n.heads()));
        String s = String.join(" ", w);
        return ("aeiou".indexOf(Character.toLowerCase(s.charAt(0))) >= 0 ? "an " : "a ") + s;
    }
}
