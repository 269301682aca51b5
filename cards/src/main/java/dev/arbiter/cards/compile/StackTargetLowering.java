package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.ast.Noun;
import dev.arbiter.cards.grammar.ast.StackNodes;
import dev.arbiter.engine.ability.ObjectFilter;
import dev.arbiter.engine.ability.Relation;
import dev.arbiter.engine.ability.TargetFilter;
import dev.arbiter.engine.ability.TargetSpec;

import java.util.List;
import java.util.Locale;

/**
 * "target activated ability", "target triggered ability you control from an artifact source", "target spell, activated
 * ability, or triggered ability" (115.1, 113.1c): a {@link TargetFilter.StackObject}. Several spell alternatives ("instant
 * spell, sorcery spell") are read as one filter of either card type; any other mix is not supported (fail closed).
 */
final class StackTargetLowering {
    private static final java.util.Set<String> TYPES = java.util.Set.of("instant", "sorcery", "creature", "artifact",
            "enchantment", "planeswalker");

    private StackTargetLowering() {
    }

    /** Adds the target to {@code ctx}; its index. */
    static int target(ParseContext ctx, StackNodes.StackTarget t) {
        return ctx.addTarget(TargetSpec.one(filter(t), t.text().toLowerCase(Locale.ROOT)));
    }

    static TargetFilter.StackObject filter(StackNodes.StackTarget t) {
        Relation controller = t.controller() == null ? Relation.ANY : Relation.YOU; // 110.2: a spell's or ability's controller
        ObjectFilter source = null;
        if (t.sourceType() != null) { // 113.7: "from an artifact source"
            NounLowering.Lowered l = NounLowering.lower(noun(t.sourceType(), "permanent"));
            source = l.filter();
        }
        ObjectFilter spell = null;
        for (String adjective : t.spells()) {
            NounLowering.Lowered l = NounLowering.lower(adjective.isEmpty() ? noun(null, "spell") : noun(adjective, "spell"));
            if (l.kind() != NounLowering.Kind.SPELL) throw new NotSupported("\"" + adjective + " spell\" as a target on the stack");
            spell = spell == null ? l.filter() : either(spell, l.filter(), adjective);
        }
        ObjectFilter object = null;
        if (t.targetsObject() != null) { // 115.1: "that targets a creature [you control]"
            NounLowering.Lowered l = NounLowering.lower(t.targetsObject());
            if (l.kind() != NounLowering.Kind.PERMANENT || t.targetsObject().plural()) {
                throw new NotSupported("a spell or ability targeting \"" + t.targetsObject() + "\"");
            }
            object = l.filter();
        }
        return new TargetFilter.StackObject(t.activated(), t.triggered(), source, controller, spell, false, t.targetsYou(), object);
    }

    /** "instant spell, sorcery spell": one filter of either type, when both are card types only. */
    private static ObjectFilter either(ObjectFilter a, ObjectFilter b, String adjective) {
        if (!typesOnly(a) || !typesOnly(b) || a.anyOfTypes() == 0 || b.anyOfTypes() == 0) {
            throw new NotSupported("\"" + adjective + " spell\" among other spells as a target on the stack");
        }
        return new ObjectFilter(a.anyOfTypes() | b.anyOfTypes(), 0, Relation.ANY, null, 0, 0, false, false);
    }

    private static boolean typesOnly(ObjectFilter f) {
        return f.excludedTypes() == 0 && f.subtype() == null && f.colorMask() == 0 && f.withKeywords() == 0 && !f.other()
                && f.more().none() && f.controller() == Relation.ANY;
    }

    private static Noun noun(String adjective, String head) {
        if (head.equals("permanent")) return new Noun(List.of(), List.of(adjective), List.of(), null, List.of(), false, null);
        if (adjective != null && TYPES.contains(adjective)) { // "instant spell": the type is a head of the noun (205.2)
            return new Noun(List.of(), List.of(adjective, head), List.of(), null, List.of(), false, null);
        }
        return new Noun(adjective == null ? List.of() : List.of(adjective), List.of(head), List.of(), null, List.of(), false, null);
    }
}
