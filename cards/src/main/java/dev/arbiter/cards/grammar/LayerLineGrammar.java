package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.LayerLine;

/**
 * A static layer line read through its frames into a {@link LayerLine} tree (611.3a-b, 613, 702.16c, 509.1c), the
 * frames tried in this order on the stripped text, each nesting the line it stands for:
 * <pre>
 * line := line ". This effect doesn't remove ~."                                     KeepsSource
 *       | also                                                                      Also (the line without "also")
 *       | onlyOne                                                                   OnlyOne (the group's line)
 *       | lure                                                                      Lure
 *       | (text not ending in "." or '."')                                          Unended
 *       | insteadWhile                                                              Instead (InsteadWhileGrammar)
 *       | itInstead                                                                 Instead (the "Otherwise" line)
 *       | otherwise                                                                 Otherwise (the first line nested)
 *       | text                                                                      Plain
 * </pre>
 * The frames' words are read by {@link StaticLayerGrammar}; "exactly one" and "instead" stand for lines of their own
 * words ("As long as you control exactly one creature, creatures you control get ...", "... as long as it's a Y.
 * Otherwise, it gets X."), made from the printed parts and read here.
 */
public final class LayerLineGrammar {

    private static final String KEEPS_SOURCE = "This effect doesn't remove ~.";

    private LayerLineGrammar() {
    }

    /** The tree {@code text} reads as. */
    public static LayerLine read(String text) {
        String t = text.strip();
        if (t.endsWith(". " + KEEPS_SOURCE) && t.length() > KEEPS_SOURCE.length() + 2) {
            return new LayerLine.KeepsSource(t, read(t.substring(0, t.length() - KEEPS_SOURCE.length() - 1))); // 702.16c
        }
        String withoutAlso = t.contains(" also ") ? StaticLayerGrammar.withoutAlso(t) : null;
        if (withoutAlso != null) return new LayerLine.Also(t, read(withoutAlso)); // 611.3a, 613: the same effect
        StaticLayerGrammar.OnlyOne only = StaticLayerGrammar.onlyOne(t);
        if (only != null) { // 611.3b: "that creature" is the one creature you control, so all creatures you control
            String group = only.type();
            String plural = StaticLayerGrammar.pluralVerbs(only.predicates());
            return new LayerLine.OnlyOne(t, read("As long as you control exactly one " + group + ", " + group + "s you control " + plural));
        }
        StaticLayerGrammar.Lure lure = StaticLayerGrammar.lure(t); // 509.1c: "All creatures able to block ~ do so."
        if (lure != null) return new LayerLine.Lure(t, lure.anyCreature(), lure.blockers(), lure.object());
        if (!t.endsWith(".") && !t.endsWith(".\"")) return new LayerLine.Unended(t);
        String insteadWhile = InsteadWhileGrammar.asOtherwise(t); // 611.3b: "It gets -5/-5 instead as long as ..."
        if (insteadWhile != null) return new LayerLine.Instead(t, read(insteadWhile));
        StaticLayerGrammar.ItInstead instead = StaticLayerGrammar.itInstead(t);
        if (instead != null) { // the same as "[subject] gets +2/+1 as long as it's a Warrior. Otherwise, it gets +1/+1." (611.3b)
            return new LayerLine.Instead(t, read(instead.subject() + " " + instead.verb2() + " " + instead.effect2()
                    + " as long as it's " + instead.kind() + ". Otherwise, it " + instead.verb() + " " + instead.effect() + "."));
        }
        StaticLayerGrammar.Otherwise otherwise = StaticLayerGrammar.otherwise(t);
        if (otherwise != null) { // 611.3b: "... as long as it's white. Otherwise, it gets -2/-1."
            return new LayerLine.Otherwise(t, read(otherwise.first() + "."), otherwise.subject(), otherwise.second());
        }
        return new LayerLine.Plain(t);
    }
}
