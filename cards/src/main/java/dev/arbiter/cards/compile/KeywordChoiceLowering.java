package dev.arbiter.cards.compile;

import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.Subject;

import java.util.ArrayList;
import java.util.List;

/**
 * "[object] gains [keyword] until end of turn", and "gains your choice of flying, first strike, or trample until end of
 * turn" (608.2d): the ability's controller picks one of the keywords as the effect resolves.
 */
final class KeywordChoiceLowering {

    private static final String CHOICE = "your choice of ";

    private KeywordChoiceLowering() {
    }

    /** The effect granting {@code keyword} (or one keyword of "your choice of ...") to {@code s} until end of turn. */
    static Effect untilEndOfTurn(Subject s, String keyword) {
        if (!keyword.startsWith(CHOICE)) {
            List<Ability> several = KeywordLines.all(keyword); // 702.16a: "protection from black and from red" is two
            if (several == null || several.size() < 2) return new Effect.GainAbilityUntilEndOfTurn(s, grantable(keyword));
            KeywordLines.checkGrantable(several);
            List<Effect> each = new ArrayList<>();
            for (Ability a : several) each.add(new Effect.GainAbilityUntilEndOfTurn(s, a));
            return EffectParser.sequence(each);
        }
        List<Effect> options = new ArrayList<>();
        List<String> labels = new ArrayList<>();
        for (String one : keyword.substring(CHOICE.length()).split(",? or |, ")) {
            options.add(new Effect.GainAbilityUntilEndOfTurn(s, grantable(one.strip())));
            labels.add(one.strip());
        }
        if (options.size() < 2) throw new NotSupported("\"your choice of\" one keyword");
        return new Effect.ChooseOnResolution(options, labels);
    }

    private static Ability grantable(String keyword) {
        Ability a = KeywordLines.grantable(keyword);
        return a;
    }
}
