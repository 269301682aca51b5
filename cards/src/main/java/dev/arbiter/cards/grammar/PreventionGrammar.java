package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.AmountNode;
import dev.arbiter.cards.grammar.ast.DamageSources;
import dev.arbiter.cards.grammar.ast.DamageTo;
import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.DamageNodes.PreventionKind;
import dev.arbiter.cards.grammar.ast.ObjectRef;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Prevention effects (615):
 * <pre>
 * prevent    := "prevent" how ["combat"] "damage" "that" dealt
 *             | how ["combat"] "damage that would be dealt" ... "is dealt to" recipient "instead"     (614.9)
 *             | "the next time" sources "of your choice" "would deal damage" ["to" recipients] ["this turn"]
 *               "," ("prevent that damage" | ("that damage is dealt to" | "that source deals that damage to") recipient "instead")
 *             | "if" sources "would deal" ["combat"] "damage to" recipients "," "prevent" N "of that damage"
 *             | "the next time" object ... (NextTimeGrammar)
 * how        := "the next" N | "all"
 * dealt      := "would be dealt" ["this turn"] ["to" (recipients | "players") | "to and dealt by" object | "by" object] ["this turn"]
 *             | (sources | object) "would deal" ["this turn"] ["to" recipients] ["this turn"]
 *             | sources "of your choice" "would deal" ["to" recipients] "this turn" ["is dealt to" recipient "instead"]
 *               (609.7a: each time this turn, up to N for "the next N")
 *             | "would be dealt" ... "by" sources "of your choice" "this turn" 
 * sources    := ["a" | "an"] colour (("or" | "and") colour)* [type] ("source" | "sources") ["and" sources] [controller]
 * </pre>
 */
public final class PreventionGrammar {

    private static final Set<String> COLOURS = Set.of("white", "blue", "black", "red", "green");
    private static final Set<String> SOURCE_TYPES = Set.of("artifact", "creature", "enchantment", "land", "instant",
            "sorcery", "planeswalker");

    private PreventionGrammar() {
    }

    /** Whether a prevention clause starts at the cursor. */
    static boolean at(Cursor c) {
        return c.at("prevent") || c.at("the next") || c.at("all damage that would be dealt")
                || c.at("all combat damage that would be dealt") || (c.at("if") && (isSources(c, 1) || c.at("if ~ would deal") || SourceNounGrammar.at(c, 1)));
    }

    /** Parses a prevention clause (one of {@link #at}), or throws. */
    public static EffectNode parse(Cursor c) {
        if (c.accept("the next time")) return nextTime(c);
        if (c.accept("if")) return eachTime(c);
        boolean redirect = !c.accept("prevent"); // "the next 1 damage ... is dealt to ~ instead" (614.9)
        PreventionKind kind;
        AmountNode amount = null;
        if (c.accept("the next")) {
            kind = PreventionKind.NEXT;
            amount = EffectGrammar.amount(c);
        } else if (c.accept("all")) {
            kind = PreventionKind.ALL;
        } else {
            throw c.fail("\"the next N\" or \"all\"");
        }
        boolean combat = c.accept("combat");
        boolean noncombat = !combat && c.accept("noncombat"); // "prevent all noncombat damage" (120.2b)
        c.expect("damage");
        // 615.1a: "prevent all combat damage target creature would deal this turn" is "... that target creature would deal ..."
        if (!c.accept("that") && !isSources(c, 0) && !wouldDealAhead(c)) throw c.fail("\"that\"");
        if (c.accept("would be dealt")) {
            boolean thisTurn = c.accept("this turn");
            List<DamageTo> to = List.of();
            ObjectRef by = null;
            boolean toAndBy = false;
            if (c.accept("to and dealt by")) {
                by = ReferenceGrammar.object(c);
                to = List.of(new DamageTo.Objects(by));
                toAndBy = true;
            } else if (c.accept("by")) {
                by = ReferenceGrammar.object(c);
            } else if (c.accept("to")) {
                int max = kind == PreventionKind.NEXT && thisTurn && !combat && !noncombat && !redirect
                        ? DividedDamageGrammar.howMany(c) : -1;
                if (max > 0) { // 601.2d: "to any number of targets, divided as you choose"
                    c.expect("targets , divided as you choose");
                    return new EffectNode.DividedPrevention(amount, max);
                }
                to = recipients(c);
            }
            if (!thisTurn) thisTurn = c.accept("this turn");
            DamageSources bySources = null;
            boolean chosenBy = false;
            if (by == null && !toAndBy && c.accept("by")) {
                // "dealt to ~ by creatures", "dealt to enchanted creature by artifact sources"
                if (isSources(c, 0)) bySources = sources(c);
                else by = ReferenceGrammar.object(c);
                chosenBy = bySources != null && c.accept("of your choice"); // 609.7a: "by a source of your choice"
                if (!thisTurn) thisTurn = c.accept("this turn");
                if (chosenBy && !thisTurn) throw c.fail("\"this turn\"");
                if (chosenBy && kind == PreventionKind.ALL) kind = PreventionKind.ALL_FROM_CHOSEN;
            }
            DamageTo redirectTo = null;
            if (redirect) {
                c.expect("is dealt to");
                redirectTo = single(c);
                c.expect("instead");
            }
            return new EffectNode.Prevent(kind, amount, combat, to, by, bySources, chosenBy, thisTurn, toAndBy, redirectTo, noncombat);
        }
        DamageSources sources = isSources(c, 0) ? sources(c) : null;
        boolean chosen = sources != null && c.accept("of your choice"); // 609.7a: one source, chosen as it resolves
        if (redirect && !chosen) throw c.fail("\"would be dealt\"");
        ObjectRef by = sources == null ? ReferenceGrammar.object(c) : null;
        c.expect("would deal");
        boolean thisTurn = c.accept("this turn");
        List<DamageTo> to = c.accept("to") ? recipients(c) : List.of(); // "that ~ would deal to red creatures"
        if (!thisTurn) thisTurn = c.accept("this turn");
        if (chosen) { // "prevent all damage a red source of your choice would deal this turn" (615.1a, 609.7a)
            if (!thisTurn) throw c.fail("\"this turn\"");
            DamageTo redirectTo = null;
            if (redirect) { // "the next 2 damage that a source of your choice would deal ... is dealt to any target instead" (614.9)
                c.expect("is dealt to");
                redirectTo = single(c);
                c.expect("instead");
            }
            return new EffectNode.Prevent(kind == PreventionKind.ALL ? PreventionKind.ALL_FROM_CHOSEN : kind, amount, combat, to,
                    null, sources, true, true, false, redirectTo, noncombat);
        }
        return new EffectNode.Prevent(kind, amount, combat, to, by, sources, false, thisTurn, false, null, noncombat);
    }

    /** The recipients of a prevention: "players" is each player ("combat damage that would be dealt to players"). */
    static List<DamageTo> recipients(Cursor c) {
        if (c.accept("players")) return List.of(new DamageTo.Players(new dev.arbiter.cards.grammar.ast.PlayerRef.EachPlayer()));
        List<DamageTo> to = ReferenceGrammar.recipients(c);
        if (!c.at("and / or")) return to;
        List<DamageTo> more = new ArrayList<>(to);
        while (c.accept("and / or")) more.addAll(ReferenceGrammar.recipients(c)); // "to you and/or permanents you control": either
        return more;
    }

    /** "The next time a [colour] source of your choice would deal damage [to ...] [this turn], prevent that damage." (615.7) */
    private static EffectNode nextTime(Cursor c) {
        if (!isSources(c, 0)) return NextTimeGrammar.from(c); // "the next time ~ would deal ..." (615.7, 614.9)
        DamageSources sources = sources(c);
        c.expect("of your choice");
        if (c.accept("of the chosen color")) sources = ChoiceGrammar.ofChosenColor(sources); // 607.2
        c.expect("would deal damage");
        List<DamageTo> to = c.accept("to") ? ReferenceGrammar.recipients(c) : List.of();
        boolean thisTurn = c.accept("this turn");
        c.expect(",");
        DamageTo redirectTo = null;
        if (!c.accept("prevent that damage")) {
            // 614.9: "that source deals that damage to you instead" is the same redirection
            if (!c.accept("that source deals that damage to")) c.expect("that damage is dealt to");
            redirectTo = single(c);
            c.expect("instead");
        }
        return new EffectNode.Prevent(PreventionKind.ALL, null, false, to, null, sources, true, thisTurn, false, redirectTo);
    }

    /**
     * "If a source [an opponent controls] would deal [combat] damage to you, prevent N of that damage."
     * (615.1a) and "If a source [you control] would deal damage to a permanent or player, it deals
     * double that damage to that permanent or player instead." (614.1a)
     */
    private static EffectNode eachTime(Cursor c) {
        ObjectRef self = c.accept("~") ? new ObjectRef.Self() : null;
        DamageSources named = self == null ? SourceNounGrammar.sources(c) : null; // "a red instant or sorcery spell you control"
        DamageSources sources = self == null && named == null ? sources(c) : named;
        c.expect("would deal");
        boolean combat = c.accept("combat");
        if (c.accept("damage , it deals")) return SourceNounGrammar.doubled(c, self, sources, combat); // "... instead" (614.1a)
        c.expect("damage to");
        String group = c.acceptAny("a permanent or player", "a player", "an opponent");
        // "If a source would deal damage to you / to ~, it deals double that damage to you / to ~ instead."
        if (group == null && (c.at("you , it deals") || c.at("~ , it deals"))) group = c.acceptAny("you", "~");
        List<DamageTo> to = group == null ? anyOne(c) : null;
        if (to == null) to = group == null ? ReferenceGrammar.recipients(c) : List.of();
        c.expect(",");
        if (c.accept("it deals")) return modified(c, self, sources, combat, group);
        if (group != null || self != null) throw c.fail("\"it deals\"");
        c.expect("prevent");
        AmountNode n = EffectGrammar.amount(c);
        c.expect("of that damage");
        return new EffectNode.Prevent(PreventionKind.EACH, n, combat, to, null, sources, false, false, false, null);
    }

    /**
     * "to a Cleric creature you control ," (615.1a): any one such permanent, each time, read as the group
     * ("Cleric creatures you control"); null with the cursor unmoved when the recipient is something else.
     */
    private static List<DamageTo> anyOne(Cursor c) {
        int m = c.mark();
        if (c.acceptAny("a", "an") == null) return null;
        try {
            dev.arbiter.cards.grammar.ast.Noun n = NounGrammar.noun(c);
            if (!n.plural() && n.zone() == null && c.at(",")) {
                return List.of(new DamageTo.Objects(new ObjectRef.Every(new dev.arbiter.cards.grammar.ast.Noun(n.adjectives(),
                        n.heads(), n.subtypeModifiers(), n.controller(), n.with(), true, null), false)));
            }
        } catch (ParseFailure f) {
            // not one noun
        }
        c.reset(m);
        return null;
    }

    /** "... double / triple / that much damage [plus | minus N] to that permanent or player instead" (614.1a). */
    private static EffectNode modified(Cursor c, ObjectRef self, DamageSources sources, boolean combat, String group) {
        if (group == null) throw c.fail("\"a permanent or player\"");
        int factor;
        if (c.accept("double that damage")) factor = 2;
        else if (c.accept("triple that damage")) factor = 3;
        else if (c.accept("that much damage")) factor = 1;
        else throw c.fail("\"double that damage\"");
        int plus = 0;
        if (factor == 1) {
            boolean minus = c.accept("minus");
            if (!minus) c.expect("plus");
            AmountNode n = EffectGrammar.amount(c);
            if (!(n instanceof AmountNode.Fixed f)) throw c.fail("a number");
            plus = minus ? -f.value() : f.value();
        }
        c.expect("to");
        String again = switch (group) {
            case "a permanent or player" -> "that permanent or player";
            case "you" -> "you";
            case "~" -> "~";
            default -> "that player";
        };
        c.expect(again);
        c.expect("instead");
        String to = switch (group) {
            case "a player" -> "player";
            case "an opponent" -> "opponent";
            case "you" -> "you";
            case "~" -> "self";
            default -> "any";
        };
        return new EffectNode.DamageModified(self, sources, combat, to, factor, plus);
    }

    /** One recipient of redirected damage: "~", "enchanted creature", "target creature you control", "any target". */
    static DamageTo single(Cursor c) {
        List<DamageTo> to = ReferenceGrammar.recipients(c);
        if (to.size() != 1) throw c.fail("one recipient");
        return to.get(0);
    }

    /** Whether "would deal" comes before the sentence's period (an object phrase between "damage" and it). */
    private static boolean wouldDealAhead(Cursor c) {
        for (int i = 0; ; i++) {
            Token t = c.peek(i);
            if (t == null || t.is(".")) return false;
            if (t.is("would")) return c.peek(i + 1) != null && c.peek(i + 1).is("deal");
        }
    }

    /** Whether a sources phrase starts {@code ahead} tokens from the cursor. */
    private static boolean isSources(Cursor c, int ahead) {
        for (int k = ahead; ; k++) {
            Token t = c.peek(k);
            if (t == null || t.kind() != Token.Kind.WORD) return false;
            String w = t.lower();
            if (w.equals("source") || w.equals("sources")) return true;
            if (!(COLOURS.contains(w) || SOURCE_TYPES.contains(w) || w.equals("a") || w.equals("an")
                    || w.equals("or") || w.equals("and") || k == ahead && w.equals("another"))) {
                return false;
            }
        }
    }

    /** "black sources and red sources", "a white or blue source", "an artifact source", "a source an opponent controls". */
    private static DamageSources sources(Cursor c) {
        List<String> colours = new ArrayList<>();
        List<String> types = new ArrayList<>();
        boolean other = c.accept("another"); // 614.1a: "another red source you control" (not this permanent)
        do {
            if (!other) c.acceptAny("a", "an");
            while (true) {
                Token t = c.peek();
                if (t == null || t.kind() != Token.Kind.WORD) break;
                String w = t.lower();
                if (COLOURS.contains(w)) {
                    colours.add(w);
                } else if (SOURCE_TYPES.contains(w)) {
                    types.add(w);
                } else if (!((w.equals("or") || w.equals("and")) && c.peek(1) != null
                        && (COLOURS.contains(c.peek(1).lower()) || !types.isEmpty() && SOURCE_TYPES.contains(c.peek(1).lower())))) {
                    // "white or blue source", "instant or sorcery source" (either type)
                    break;
                }
                c.next();
            }
            if (c.acceptAny("sources", "source") == null) throw c.fail("\"source\"");
            if (c.at("of the chosen color") && c.accept("of the chosen color")) colours.add(ChoiceGrammar.CHOSEN); // 607.2
        } while (isSources(c, 1) && c.accept("and"));
        String controller = c.acceptAny("an opponent controls", "you control", "you don't control");
        return new DamageSources(colours, types, controller, other);
    }
}
