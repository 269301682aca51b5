package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.Cursor;
import dev.arbiter.cards.grammar.Token;
import dev.arbiter.cards.grammar.Tokenizer;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.Subject;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * One object doing several things in one sentence, its verbs joined by commas and "and" (608.2c: in the order
 * written), under one duration (611.2a):
 * <pre>
 * sentence := ["until end of turn" ","] subject item (join item)+ "."
 * join     := "," ["and"] | "and"                   (only before a verb)
 * item     := verb WORD...  [duration]            verb := "becomes" | "gets" | "gains" | "loses" | "can't"
 * subject  := "~" | "target" WORD... | ("enchanted" | "equipped") "creature"
 * </pre>
 * "Until end of turn, ~ becomes a Dragon, gets +5/+3, and gains flying and trample." Each item is read as a sentence
 * of its own with the subject again ("~", the same "enchanted creature", or "it" for the target), the fronted or final
 * "until end of turn" closing each item that has no duration ("this turn" for "can't ...", 611.2c). Fails closed: an
 * item left without a duration, or one no reader understands, leaves the whole text to the other readers.
 * Also the single item this needs: "~ becomes a [creature types] until end of turn" (205.1a).
 */
final class SharedSubjectSeries {

    private static final Set<String> VERBS = Set.of("becomes", "gets", "gains", "loses", "can't");
    private static final List<Token> UNTIL_EOT = List.copyOf(Tokenizer.tokens("until end of turn"));
    private static final List<Token> THIS_TURN = List.copyOf(Tokenizer.tokens("this turn"));

    private SharedSubjectSeries() {
    }

    /**
     * The effect of {@code text} (one sentence ending with "."), or null when it isn't this shape.
     *
     * @throws NotSupported when an item is recognised but not played
     */
    static Effect parse(String text, ParseContext ctx) {
        if (!text.endsWith(".") || text.indexOf(". ") >= 0) return null; // one sentence
        Cursor c = Cursor.of(text);
        boolean fronted = c.accept("until end of turn ,");
        int subjectStart = c.mark();
        List<Token> all = allTokens(c);
        int end = all.size() - 1; // the final "."
        if (end <= subjectStart || !all.get(end).is(".")) return null;
        int firstVerb = -1;
        for (int i = subjectStart; i < end && firstVerb < 0; i++) if (verb(all.get(i))) firstVerb = i;
        if (firstVerb <= subjectStart) return null;
        String subject = subject(all.subList(subjectStart, firstVerb));
        if (subject == null) return null;
        // the items: from a verb to the join before the next verb
        List<int[]> items = new ArrayList<>();
        int from = firstVerb;
        for (int i = firstVerb + 1; i < end; i++) {
            Token t = all.get(i);
            int joinLength = t.is(",") && all.get(i + 1).is("and") ? 2 : t.is(",") || t.is("and") ? 1 : 0;
            if (joinLength > 0 && i + joinLength < end && verb(all.get(i + joinLength))) {
                items.add(new int[] {from, i});
                from = i + joinLength;
                i = from;
            }
        }
        items.add(new int[] {from, end});
        if (items.size() == 1) return fronted || !subject.equals("~") ? null : creatureTypes(all, firstVerb, end, ctx);
        boolean seriesDuration = fronted || endsWith(all, items.get(items.size() - 1), UNTIL_EOT);
        if (!seriesDuration) {
            for (int[] item : items) if (duration(all, item) == null) return null; // 611.2a: each says how long
        }
        ParseContext.Snapshot snap = ctx.snapshot();
        List<Effect> out = new ArrayList<>();
        for (int k = 0; k < items.size(); k++) {
            int[] item = items.get(k);
            String words = text.substring(all.get(item[0]).start(), all.get(item[1]).start()).strip();
            if (words.endsWith(",")) words = words.substring(0, words.length() - 1).strip();
            String lasting = duration(all, item) != null ? "" : all.get(item[0]).is("can't") ? " this turn" : " until end of turn";
            String who = k == 0 ? subject : subject.startsWith("target ") ? "it" : subject;
            Effect e;
            try {
                e = EffectParser.parse(capital(who) + " " + words + lasting + ".", ctx);
            } catch (NotSupported ns) {
                ctx.restore(snap);
                throw ns;
            }
            if (e == null) {
                ctx.restore(snap);
                return null;
            }
            out.add(e);
        }
        return EffectParser.sequence(out);
    }

    /** "~ becomes a Dragon until end of turn" on a creature card (205.1a): its creature types set, nothing else. */
    private static Effect creatureTypes(List<Token> all, int verb, int end, ParseContext ctx) {
        if (!all.get(verb).is("becomes") || verb + 2 >= end || !(all.get(verb + 1).is("a") || all.get(verb + 1).is("an"))) {
            return null;
        }
        if (!endsWith(all, new int[] {verb, end}, UNTIL_EOT)) return null;
        if (ctx.card() == null || !ctx.card().hasType("Creature") || !ctx.sourceIsPermanent()) return null;
        List<String> types = new ArrayList<>();
        for (int i = verb + 2; i < end - UNTIL_EOT.size(); i++) {
            Token t = all.get(i);
            if (t.kind() != Token.Kind.WORD || !t.capitalised()) return null;
            types.add(t.text());
        }
        AnimationClauses.Words w = AnimationClauses.words(String.join(" ", types));
        if (types.isEmpty() || w == null || w.colors() != 0 || w.types() != 0
                || !w.subtypes().stream().allMatch(dev.arbiter.engine.card.CreatureTypes::isCreatureType)) {
            return null;
        }
        return new Effect.BecomeCreatureTypes(new Subject.Self(), w.subtypes(), true);
    }

    /** The subject's words as they are read again, or null for one this doesn't repeat. */
    private static String subject(List<Token> words) {
        if (words.size() == 1 && words.get(0).kind() == Token.Kind.SELF) return "~";
        if (words.size() == 2 && (words.get(0).is("enchanted") || words.get(0).is("equipped")) && words.get(1).is("creature")) {
            return words.get(0).lower() + " creature";
        }
        if (words.size() < 2 || !words.get(0).is("target")) return null;
        StringBuilder b = new StringBuilder();
        for (Token t : words) {
            if (t.kind() != Token.Kind.WORD) return null; // a plain noun phrase: "target creature you control"
            b.append(b.length() == 0 ? "" : " ").append(b.length() == 0 ? "target" : t.text()); // subtypes keep their capital
        }
        return b.toString();
    }

    private static List<Token> allTokens(Cursor c) {
        int m = c.mark();
        int n = 0;
        while (c.peek(n) != null) n++;
        List<Token> all = c.tokens(0, m + n);
        return all;
    }

    private static boolean verb(Token t) {
        return t.kind() == Token.Kind.WORD && VERBS.contains(t.lower());
    }

    /** The item's own duration at its end ("until end of turn" / "this turn"), or null. */
    private static List<Token> duration(List<Token> all, int[] item) {
        return endsWith(all, item, UNTIL_EOT) ? UNTIL_EOT : endsWith(all, item, THIS_TURN) ? THIS_TURN : null;
    }

    private static boolean endsWith(List<Token> all, int[] item, List<Token> tail) {
        int n = tail.size();
        if (item[1] - item[0] <= n) return false;
        for (int i = 0; i < n; i++) if (!all.get(item[1] - n + i).is(tail.get(i).lower())) return false;
        return true;
    }

    private static String capital(String s) {
        return s.equals("~") ? s : Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }
}
