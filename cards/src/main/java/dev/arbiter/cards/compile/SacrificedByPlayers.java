package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.ast.AmountNode;
import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.Noun;
import dev.arbiter.cards.grammar.ast.PlayerRef;
import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.AdditionalCost;
import dev.arbiter.engine.ability.Amount;
import dev.arbiter.engine.ability.CostPart;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.util.RecordTrees;

import java.util.List;

/**
 * What a sacrifice effect took, read later in the same effect (701.17a, 608.2c, 608.2h): "Each player sacrifices a
 * creature. Create an X/X ... token, where X is the total power of the creatures sacrificed this way." and "Each other
 * player sacrifices a creature. You create a 2/2 ... token for each creature sacrificed this way." The sacrifice is
 * lowered to {@link Effect.SacrificeNoted}: each permanent, whoever sacrificed it, is remembered as it last existed for
 * the resolving spell or ability, and the count or total reads all of them. "That creature's power" (one permanent)
 * is read only after a sacrifice by one player.
 */
final class SacrificedByPlayers {
    private SacrificedByPlayers() {
    }

    /** Whether {@code who} names one player (then "that creature" after their sacrifice is one permanent). */
    static boolean onePlayer(PlayerRef who) {
        return who instanceof PlayerRef.You || who instanceof PlayerRef.That || who instanceof PlayerRef.ControllerOf
                || who instanceof PlayerRef.Enchanted || who instanceof PlayerRef.Targeted t && !t.plural();
    }

    /**
     * Whether {@code node} reads every permanent a sacrifice of a {@code noun} took: "the total power of the creatures
     * sacrificed this way" or "for each creature sacrificed this way" with the same bare noun.
     */
    static boolean readsAll(EffectNode node, String noun) {
        return RecordTrees.contains(node, o -> o instanceof AmountNode.Sacrificed sa && sa.total() && sa.noun().equals(noun)
                || o instanceof AmountNode.SacrificedThisWay t && bare(t.noun(), noun));
    }

    private static boolean bare(Noun n, String head) {
        return n.heads().equals(List.of(head)) && n.adjectives().isEmpty() && n.subtypeModifiers().isEmpty()
                && n.controller() == null && n.with().isEmpty() && n.zone() == null;
    }

    /**
     * Whether {@code a} reads what its own effect sacrificed ({@link Effect.SacrificeNoted}) and nothing a cost took: no
     * additional cost of the card sacrifices (then the count and the total would mix the two).
     */
    static boolean readsOwnSacrifice(List<Ability> abilities, Ability a) {
        if (!RecordTrees.contains(a, Effect.SacrificeNoted.class)) return false;
        return abilities.stream().noneMatch(x -> x instanceof AdditionalCost ac && ac.cost().parts().stream()
                .anyMatch(SacrificedByPlayers::sacrifices));
    }

    /** Whether a cost part sacrifices a permanent. */
    static boolean sacrifices(CostPart p) {
        return p instanceof CostPart.SacrificePermanents || p instanceof CostPart.SacrificeAnyNumber
                || p instanceof CostPart.SacrificeAll || p instanceof CostPart.SacrificeSelf || p instanceof CostPart.SacrificeHost
                || p instanceof CostPart.RemoveCountersAndSacrificeSelf;
    }

    /** Whether {@code effect} counts what was sacrificed ("for each creature sacrificed this way"). */
    static boolean counts(Object effect) {
        return RecordTrees.contains(effect, Amount.SacrificedAsCost.class);
    }

    /**
     * "You may sacrifice a nontoken creature. If you do, create X 2/2 ... tokens, where X is the sacrificed creature's
     * toughness." (608.2d, 608.2h): whether every read of what was sacrificed in {@code a} lies in what follows a
     * "you may" cost that sacrifices chosen permanents (one, for "the sacrificed creature's"): the engine remembers them
     * as that cost is paid during the resolution.
     */
    static boolean readsPaidSacrifice(Ability a) {
        List<Amount.SacrificedStat> reads = RecordTrees.all(a, Amount.SacrificedStat.class, new java.util.ArrayList<>());
        if (reads.isEmpty()) return false;
        int covered = 0;
        for (Effect.MayPayCost mc : RecordTrees.all(a, Effect.MayPayCost.class, new java.util.ArrayList<>())) {
            List<Amount.SacrificedStat> inside = RecordTrees.all(mc.ifPaid(), Amount.SacrificedStat.class, new java.util.ArrayList<>());
            if (inside.isEmpty()) continue;
            if (!(mc.who() instanceof dev.arbiter.engine.ability.Who.You)) return false;
            // 603.12, 603.7: a reflexive or delayed trigger resolves as another ability, after this resolution's record
            if (RecordTrees.contains(mc.ifPaid(), o -> o instanceof dev.arbiter.engine.ability.TriggeredAbility
                    || o instanceof Effect.Delayed || o instanceof Effect.DelayedOnNextCast || o instanceof Effect.DelayedOnDeath)) return false;
            List<CostPart> sacrifices = mc.cost().parts().stream().filter(SacrificedByPlayers::sacrifices).toList();
            if (sacrifices.size() != 1 || !(sacrifices.get(0) instanceof CostPart.SacrificePermanents sp)) return false;
            if (sp.count() != 1 && inside.stream().anyMatch(r -> !r.total())) return false;
            if (RecordTrees.contains(mc.otherwise(), Amount.SacrificedStat.class)) return false;
            covered += inside.size();
        }
        return covered == reads.size();
    }
}
