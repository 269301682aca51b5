package dev.arbiter.cards.compile;

import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.StaticAbility;
import dev.arbiter.engine.ability.StaticEffect;
import dev.arbiter.engine.characteristic.CardType;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Token creation replaced by more tokens of a subtype (614.1a, 111.2):
 * <pre>
 * line := "If you would create one or more" SUBTYPE "tokens, instead create those tokens plus"
 *         ("an additional" SUBTYPE "token" | N "additional" SUBTYPE "tokens") "."
 * </pre>
 * e.g. Xorn's "If you would create one or more Treasure tokens, instead create those tokens plus an additional
 * Treasure token." Both subtypes must be the same word, and it must not be a card type ("creature tokens" would need
 * the type, not a subtype, and the additional tokens would need a definition).
 */
final class TokenAdditionLines {

    private static final GuardedPattern LINE = GuardedPattern.compile("If you would create one or more ([A-Z][a-z]+) tokens,"
            + " instead create those tokens plus (an additional|" + Amounts.WORD + " additional) ([A-Z][a-z]+) tokens?\\.",
            Pattern.CASE_INSENSITIVE);

    private TokenAdditionLines() {
    }

    static Optional<List<Ability>> compile(String text) {
        String t = text.strip();
        Matcher m = LINE.matcher(t);
        if (!m.matches()) return Optional.empty();
        String subtype = m.group(1);
        if (!subtype.equals(m.group(3)) || !Character.isUpperCase(subtype.charAt(0))) return Optional.empty();
        for (CardType type : CardType.values()) {
            if (type.name().equalsIgnoreCase(subtype)) return Optional.empty();
        }
        String amount = m.group(2).toLowerCase(Locale.ROOT);
        Integer plus = amount.equals("an additional") ? Integer.valueOf(1) : Amounts.count(amount.substring(0, amount.indexOf(' ')));
        boolean one = amount.equals("an additional") || plus != null && plus == 1;
        if (plus == null || plus < 1 || one != t.endsWith(" token.")) return Optional.empty();
        return Optional.of(List.of(new StaticAbility(new StaticEffect.AddTokensCreated(subtype, plus, true), t)));
    }
}
