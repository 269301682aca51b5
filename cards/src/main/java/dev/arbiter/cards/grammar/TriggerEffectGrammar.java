package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.CombatEventNodes;
import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.TriggerEffect;
import dev.arbiter.cards.grammar.ast.TriggerNode;
import java.util.ArrayList;
import java.util.List;

/**
 * The effect of a trigger line (603.1), read last by {@link TriggerGrammar} from the line's own tokens (those after the
 * event's comma and any intervening "if", 603.4, up to "This ability triggers only once each turn." when it ends the
 * line) by {@link EffectGrammar}, into the effect tree a spell's effect becomes:
 * <pre>
 * trigger-effect := effect ["Each opponent attacking that player does the same."]   (the second after "enchanted player
 *                                                                                    is attacked", 506.3, 303.4)
 * </pre>
 * After "a player attacks ..." (508.1) "that attacking player" is the player the event names, read as "that player".
 */
final class TriggerEffectGrammar {

    /** The sentence that repeats the effect for each opponent attacking the enchanted player (506.3). */
    private static final String SAME = "each opponent attacking that player does the same .";

    private TriggerEffectGrammar() {
    }

    /**
     * {@code line} (read from {@code text}) with its effect read; {@code end} the index of the line's token where the
     * effect stops (-1: the line's end).
     */
    static TriggerNode.Line read(String text, TriggerNode.Line line, int end) {
        String words = line.effect().text();
        Cursor whole = Cursor.of(text);
        List<Token> tokens = whole.tokens(0, whole.mark() + Spans.size(whole));
        int stop = end < 0 ? tokens.size() : end;
        int limit = end < 0 ? text.length() : tokens.get(end).start();
        int at = words.isEmpty() ? -1 : text.lastIndexOf(words, limit);
        int from = at < 0 ? -1 : firstAt(tokens, at, stop);
        if (from < 0) return line; // not the line's own words: left to the older matchers as text
        List<Token> own = new ArrayList<>(stop - from);
        for (Token t : tokens.subList(from, stop)) own.add(new Token(t.kind(), t.text(), t.start() - at));
        boolean same = false;
        if (line.event() instanceof CombatEventNodes.EnchantedPlayerAttacked && sameSentence(own)) { // 506.3
            int cut = own.size() - SAME.split(" ").length;
            words = words.substring(0, own.get(cut).start()).strip();
            own = own.subList(0, cut);
            same = true;
        }
        if (line.event() instanceof CombatEventNodes.PlayerAttacks
                || line.event() instanceof CombatEventNodes.AttacksEnchantedPlayer) { // 508.1: the attacking player
            words = words.replace("that attacking player", "that player");
            own = thatPlayer(own);
        }
        return new TriggerNode.Line(line.word(), line.event(), line.interveningIf(),
                new TriggerEffect(tree(own), true, ifClause(own), same, words));
    }

    /** The tokens with each "that attacking player" as "that player", the later tokens' offsets moved as the words are. */
    private static List<Token> thatPlayer(List<Token> own) {
        List<Token> out = new ArrayList<>(own.size());
        int shift = 0;
        for (int i = 0; i < own.size(); i++) {
            Token t = own.get(i);
            if (i + 2 < own.size() && t.text().equals("that") && own.get(i + 1).text().equals("attacking")
                    && own.get(i + 2).text().equals("player") && own.get(i + 1).kind() == Token.Kind.WORD) {
                out.add(new Token(t.kind(), t.text(), t.start() - shift));
                shift += own.get(i + 2).start() - own.get(i + 1).start();
                i++;
                continue;
            }
            out.add(new Token(t.kind(), t.text(), t.start() - shift));
        }
        return out;
    }

    /** The index of the token starting at {@code at} before {@code stop}, or -1. */
    private static int firstAt(List<Token> tokens, int at, int stop) {
        for (int i = 0; i < stop; i++) {
            if (tokens.get(i).start() == at) return i;
            if (tokens.get(i).start() > at) return -1;
        }
        return -1;
    }

    /** The effect tree of {@code tokens}, or null when EffectGrammar reads none. */
    private static EffectNode tree(List<Token> tokens) {
        if (tokens.isEmpty()) return null;
        Cursor c = new Cursor(tokens);
        try {
            return EffectGrammar.effect(c);
        } catch (ParseFailure f) {
            return null;
        }
    }

    /** Whether the tokens end with {@link #SAME} after a period. */
    private static boolean sameSentence(List<Token> own) {
        int n = SAME.split(" ").length;
        if (own.size() <= n || !own.get(own.size() - n - 1).is(".")) return false;
        Cursor c = new Cursor(own.subList(own.size() - n, own.size()));
        return c.accept(SAME) && c.atEnd();
    }

    /** 603.4: "if" opening the effect or after one of its commas (inside a quoted ability too). */
    private static boolean ifClause(List<Token> own) {
        for (int i = 0; i < own.size(); i++) {
            Token t = own.get(i);
            if (i == 0 && t.is("if")) return true;
            if (t.is(",") && i + 1 < own.size() && own.get(i + 1).is("if")) return true;
            if (t.kind() == Token.Kind.QUOTED && t.text().toLowerCase(java.util.Locale.ROOT).contains(", if ")) return true;
        }
        return false;
    }
}
