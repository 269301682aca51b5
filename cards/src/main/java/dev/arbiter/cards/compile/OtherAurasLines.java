package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.OtherAurasGrammar;
import dev.arbiter.cards.grammar.ParseFailure;
import dev.arbiter.cards.grammar.ast.StaticLineNodes.CantBeEnchantedByOthers;
import dev.arbiter.cards.text.CardText;
import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Affected;
import dev.arbiter.engine.ability.StaticAbility;
import dev.arbiter.engine.ability.StaticEffect;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Lowers {@link OtherAurasGrammar}: "Enchanted land has indestructible and can't be enchanted by other Auras." (303.4, 704.5m): an Aura's static
 * ability about its host, the last predicate saying no other Aura may enchant it; the predicates before it are read
 * as a static line of their own about the same host.
 */
final class OtherAurasLines {

    private OtherAurasLines() {
    }

    /** The static abilities of {@code text}, or empty when it is not such a line (or its other predicates aren't read). */
    static Optional<List<Ability>> compile(String text, CardText card) {
        if (!text.strip().regionMatches(true, 0, "enchanted ", 0, 10)) return Optional.empty();
        CantBeEnchantedByOthers node;
        try {
            node = OtherAurasGrammar.parse(text);
        } catch (ParseFailure f) {
            return Optional.empty();
        }
        if (!"enchanted".equals(AttachmentLines.hostWord(card))) return Optional.empty();
        List<Ability> out = new ArrayList<>();
        if (node.predicates() != null) {
            String line = node.predicates();
            Optional<List<Ability>> rest = StaticLayerLines.compile(line, card);
            if (rest.isEmpty()) rest = TargetingRuleLines.host(line, card); // 115.4: "can't be the target of spells"
            if (rest.isEmpty()) return Optional.empty();
            for (Ability a : rest.get()) {
                if (!(a instanceof StaticAbility st) || !hostOnly(st.effect())) return Optional.empty();
                out.add(new StaticAbility(st.effect(), text.strip()));
            }
        }
        out.add(new StaticAbility(new StaticEffect.CantBeEnchantedByOtherAuras(new Affected.Host()), text.strip()));
        return Optional.of(out);
    }

    private static boolean hostOnly(StaticEffect e) {
        if (e instanceof StaticEffect.GrantAbilities g) return g.affected() instanceof Affected.Host;
        if (e instanceof StaticEffect.ModifyPowerToughness p) return p.affected() instanceof Affected.Host;
        if (e instanceof StaticEffect.AffectedCantBeTargetOfSpells t) return t.affected() instanceof Affected.Host;
        return false;
    }
}
