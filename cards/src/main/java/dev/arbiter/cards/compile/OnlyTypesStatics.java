package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.ast.LayerSubject;
import dev.arbiter.cards.grammar.OnlyTypesGrammar;
import dev.arbiter.cards.grammar.OnlyTypesGrammar.OnlyTypes;
import dev.arbiter.cards.grammar.ParseFailure;
import dev.arbiter.cards.grammar.WordLists;
import dev.arbiter.cards.text.CardText;
import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Affected;
import dev.arbiter.engine.ability.Condition;
import dev.arbiter.engine.ability.StaticEffect;
import dev.arbiter.engine.card.BasicLandMana;
import dev.arbiter.engine.characteristic.CardType;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.BiFunction;

/**
 * Lowers {@link OnlyTypesGrammar}: a static ability making its subject only a land, an enchantment or an artifact
 * (205.1a: a new card type replaces the old ones; 205.3d: their subtypes go with them), in layers 4 to 6:
 * <ul>
 * <li>layer 4 (613.1d): the card types ({@code StaticEffect.BecomeOnlyTypes}); a basic land type named before "land"
 * is then set as a land type (305.7: the land loses its rules-text abilities and has that type's mana ability,
 * 305.6);</li>
 * <li>layer 5 (613.1e, 105.2c): "colorless";</li>
 * <li>layer 6 (613.1f): "and abilities" (all abilities lost), then the quoted ability granted.</li>
 * </ul>
 * Other subtypes ("a Vehicle artifact"), a creature and a line on no single subject are left unread.
 */
final class OnlyTypesStatics {

    private OnlyTypesStatics() {
    }

    /** The effects of {@code body} when it is such a line, or null. {@code affected} names the subject ("has"). */
    static List<StaticEffect> effects(String body, CardText card, BiFunction<LayerSubject, String, Affected> affected) {
        OnlyTypes m;
        try {
            m = OnlyTypesGrammar.parse(body);
        } catch (ParseFailure f) {
            return null;
        }
        Affected a = affected.apply(m.subject(), "has");
        if (a == null || a instanceof Affected.All) return null;
        CardType type = CardType.valueOf(m.type().toUpperCase(Locale.ROOT));
        List<String> landTypes = new ArrayList<>();
        for (String w : WordLists.words(m.subtypes())) {
            if (w.isEmpty()) continue;
            if (type != CardType.LAND || BasicLandMana.forSubtype(w) == null) return null; // only basic land types (305.6)
            landTypes.add(w);
        }
        if (m.losesAbilities() && m.with() == null && !landTypes.isEmpty()) return null; // none printed so
        List<Ability> granted = List.of();
        if (m.with() != null) {
            granted = GrantedAbilities.lower(m.with(), card, false);
            if (granted == null) return null;
        }
        List<StaticEffect> out = new ArrayList<>();
        out.add(new StaticEffect.BecomeOnlyTypes(a, type.bit())); // 205.1a, 613.1d
        if (!landTypes.isEmpty()) out.add(new StaticEffect.SetLandType(a, landTypes, false)); // 305.7
        if (m.colorless()) out.add(new StaticEffect.SetColors(a, 0)); // 105.2c, 613.1e
        if (m.losesAbilities()) out.add(new StaticEffect.LoseAllAbilities(a)); // 613.1f
        if (!granted.isEmpty()) out.add(new StaticEffect.GrantAbilities(a, granted, new Condition.Always())); // 613.1f
        return out;
    }
}
