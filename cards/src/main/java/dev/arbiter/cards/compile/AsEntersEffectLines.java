package dev.arbiter.cards.compile;

import dev.arbiter.cards.text.CardText;
import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.StaticAbility;
import dev.arbiter.engine.ability.StaticEffect;

import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * An effect carried out as a permanent enters (614.12, 614.1c):
 * <pre>
 * line := "As ~ enters" ["the battlefield"] "," effect "."
 * effect := one-shot effect text with no target, naming neither ~ nor "it", and no choice, reveal or "this way"
 * </pre>
 * e.g. "As Heightened Awareness enters the battlefield, discard your hand." The choices made as a permanent enters
 * ("choose a color", "choose a creature type") are read before this, by their own grammar: what they choose is linked
 * to the permanent (607.2d) and an effect here keeps nothing. Anything that would refer to the entering permanent,
 * or to what the effect did ("exiled this way", "that many"), stays unsupported (the permanent is not yet on the
 * battlefield, and the next sentence can't read what this one did).
 */
final class AsEntersEffectLines {

    private static final String[] REFUSED = {"~", "choose", "chosen", "reveal", "this way", "that many", "those", "may",
        "note", "secret", "random", "roll", "any number", "any amount", "face down", "becomes", "exile", "target"};

    private AsEntersEffectLines() {
    }

    /** The ability of {@code text}, or empty when it is not such a line. */
    static Optional<List<Ability>> compile(String text, CardText card) {
        String t = text.strip();
        Cursor c = new Cursor(t);
        if (!c.accept("As ~ enters")) return Optional.empty();
        c.accept(" the battlefield");
        if (!c.accept(", ") || !t.endsWith(".")) return Optional.empty();
        String body = t.substring(c.at);
        String lower = " " + body.toLowerCase(Locale.ROOT).replace(".", " ").replace(",", " ") + " ";
        for (String word : REFUSED) {
            if (lower.contains(word.equals("~") ? "~" : " " + word)) return Optional.empty();
        }
        if (lower.contains(" it ") || lower.contains(" its ") || lower.contains(" this ")) return Optional.empty();
        ParseContext ctx = new ParseContext(true, false, false).card(card);
        Effect effect;
        try {
            effect = EffectParser.parse(Character.toUpperCase(body.charAt(0)) + body.substring(1), ctx);
        } catch (NotSupported e) {
            return Optional.empty();
        }
        if (effect == null || !ctx.targets().isEmpty()) return Optional.empty(); // 614.12: a replacement targets nothing
        PaymentLowering.noPaymentInside(effect);
        return Optional.of(List.of(new StaticAbility(new StaticEffect.EffectAsEnters(effect), t)));
    }

    /** A case-insensitive reader of fixed words. */
    private static final class Cursor {
        private final String s;
        private int at;

        Cursor(String s) {
            this.s = s;
        }

        boolean accept(String word) {
            if (!s.regionMatches(true, at, word, 0, word.length())) return false;
            at += word.length();
            return true;
        }
    }
}
