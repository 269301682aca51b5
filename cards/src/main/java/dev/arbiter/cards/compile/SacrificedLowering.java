package dev.arbiter.cards.compile;

import dev.arbiter.engine.util.RecordTrees;
import dev.arbiter.cards.grammar.ast.AmountNode;
import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.ActivatedAbility;
import dev.arbiter.engine.ability.AdditionalCost;
import dev.arbiter.engine.ability.Amount;
import dev.arbiter.engine.ability.Cost;
import dev.arbiter.engine.ability.CostPart;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.SpellAbility;
import dev.arbiter.engine.ability.StaticAbility;
import java.util.List;

/**
 * "the sacrificed creature's power" (608.2h): lowered to {@link Amount.SacrificedStat}, which reads
 * what was sacrificed to pay the cost of the spell or ability on the stack. Only an ability put on
 * the stack whose own cost sacrifices ("{T}, Sacrifice a creature: ...") or a spell with an
 * additional cost that sacrifices may read it; anything else (an effect that sacrifices, a mana
 * ability, a trigger) is refused.
 */
final class SacrificedLowering {

    private SacrificedLowering() {
    }

    /** The head of the noun a sacrifice names ("another creature": "creature"), or "" when it isn't one chosen noun. */
    static String noun(dev.arbiter.cards.grammar.ast.EffectNode.Sacrifice s) {
        if (!(s.objects() instanceof dev.arbiter.cards.grammar.ast.ObjectRef.Chosen ch) || ch.noun().heads().size() != 1
                || !(ch.count() instanceof AmountNode.Fixed f) || f.value() != 1) return "";
        return ch.noun().heads().get(0);
    }

    /**
     * 608.2h: the noun of the first sacrifice of one chosen permanent in {@code nodes} that a later node reads as "that
     * [noun]'s [stat]" or "the sacrificed [noun]'s [stat]", else null.
     */
    static String readLater(List<dev.arbiter.cards.grammar.ast.EffectNode> nodes) {
        for (int i = 0; i < nodes.size(); i++) {
            if (!(nodes.get(i) instanceof dev.arbiter.cards.grammar.ast.EffectNode.Sacrifice s) || noun(s).isEmpty()) continue;
            String noun = noun(s);
            for (int j = i + 1; j < nodes.size(); j++) {
                boolean reads = RecordTrees.contains(nodes.get(j), o -> o instanceof AmountNode.StatOf st
                        && st.object() instanceof dev.arbiter.cards.grammar.ast.ObjectRef.Pronoun p && p.word().equals("that " + noun)
                        || o instanceof AmountNode.Sacrificed sa && !sa.total() && sa.noun().equals(noun));
                if (reads && SacrificedByPlayers.onePlayer(s.who())) return noun;
                if (SacrificedByPlayers.readsAll(nodes.get(j), noun)) return noun; // 608.2c, 608.2h: "sacrificed this way"
            }
            return null;
        }
        return null;
    }

    /**
     * 608.2h: the noun of the one permanent {@code cost} sacrifices ("Sacrifice another creature": "creature"), which "that
     * creature's power" after it names; null when the cost sacrifices none, several, or more than one kind of thing.
     */
    static String costNoun(Cost cost) {
        List<CostPart> sacrifices = cost.parts().stream().filter(SacrificedByPlayers::sacrifices).toList();
        if (sacrifices.size() != 1 || !(sacrifices.get(0) instanceof CostPart.SacrificePermanents sp) || sp.count() != 1) return null;
        String[] words = sp.text().toLowerCase(java.util.Locale.ROOT).replaceFirst(" you control$", "").split(" "); // 701.17a
        String noun = words[words.length - 1];
        return List.of("creature", "artifact", "enchantment", "land", "permanent").contains(noun) ? noun : null;
    }

    static Amount amount(AmountNode.Sacrificed a) {
        Amount.StatOf.Stat stat = StatWords.stat(a.stat());
        return new Amount.SacrificedStat(stat, a.noun(), a.total());
    }

    /** Whether {@code cost} sacrifices the ability's source and no other permanent (then "its power" is the sacrificed one's). */
    static boolean sacrificesOnlySelf(Cost cost) {
        return cost.parts().stream().anyMatch(p -> p instanceof CostPart.SacrificeSelf)
                && cost.parts().stream().noneMatch(p -> p instanceof CostPart.SacrificePermanents
                        || p instanceof CostPart.SacrificeAll || p instanceof CostPart.RemoveCountersAndSacrificeSelf);
    }

    /** "its power" of a source sacrificed to pay its own ability's cost (608.2h): read as it was sacrificed. */
    static Amount self(String stat) {
        return amount(new AmountNode.Sacrificed(stat, "~", false));
    }

    /** Throws unless an activated ability that reads what was sacrificed sacrifices it in its own cost and uses the stack. */
    static void checkActivated(Cost cost, Effect effect) {
        boolean own = RecordTrees.contains(effect, Effect.SacrificeNoted.class)
                && cost.parts().stream().noneMatch(SacrificedByPlayers::sacrifices); // 608.2c: the effect's own sacrifice
        if (!own && RecordTrees.contains(effect, Amount.SacrificedAsCost.class)) throw new NotSupported("\"sacrificed this way\" with no sacrifice just before");
        if (!reads(effect)) return;
        if (readsExiled(effect)) { // 608.2h: "the exiled card's power", the one card "Exile a ... card from your graveyard" took
            // or "Exile the top card of your library" (the one card exiled from the library)
            boolean one = cost.parts().stream().filter(p -> p instanceof CostPart.ExileFromGraveyard
                    || p instanceof CostPart.LibraryTop t && t.exile()).count() == 1
                    && cost.parts().stream().allMatch(p -> !(p instanceof CostPart.ExileFromGraveyard e) || e.count() == 1)
                    && cost.parts().stream().allMatch(p -> !(p instanceof CostPart.LibraryTop t) || t.exile() && t.count() == 1);
            boolean other = cost.parts().stream().anyMatch(p -> p instanceof CostPart.SacrificePermanents || p instanceof CostPart.SacrificeAll
                    || p instanceof CostPart.SacrificeSelf || p instanceof CostPart.SacrificeHost || p instanceof CostPart.SacrificeAnyNumber
                    || p instanceof CostPart.ExileFromHand || p instanceof CostPart.ExilePermanents)
                    || RecordTrees.contains(effect, Effect.SacrificeNoted.class)
                    || RecordTrees.contains(effect, o -> o instanceof Amount.SacrificedStat st && !st.noun().equals(AmountNode.Sacrificed.EXILED_CARD));
            if (!one || other) throw new NotSupported("\"the exiled card's ...\" with other than one card exiled from a graveyard or the library as the cost");
            if (ManaPhrases.addsMana(effect)) throw new NotSupported("\"the exiled card's ...\" in a mana ability");
            return;
        }
        if (RecordTrees.contains(effect, Effect.SacrificeNoted.class)) { // 608.2h: the effect sacrifices, then reads it
            if (cost.parts().stream().anyMatch(p -> p instanceof CostPart.SacrificePermanents || p instanceof CostPart.SacrificeAll
                    || p instanceof CostPart.SacrificeSelf || p instanceof CostPart.SacrificeHost)) throw new NotSupported("\"the sacrificed ...\" with sacrifices in the cost and the effect");
            return;
        }
        if (cost.parts().stream().noneMatch(p -> p instanceof CostPart.SacrificePermanents || p instanceof CostPart.SacrificeAll
                || p instanceof CostPart.SacrificeSelf || p instanceof CostPart.SacrificeHost)) {
            throw new NotSupported("\"the sacrificed ...\" with nothing sacrificed in the cost");
        }
        if (ManaPhrases.addsMana(effect)) throw new NotSupported("\"the sacrificed ...\" in a mana ability");
    }

    /** The reason a card's abilities read what was sacrificed where nothing is sacrificed as a cost, or null. */
    static String misplaced(List<Ability> abilities) {
        boolean additional = abilities.stream().anyMatch(a -> a instanceof AdditionalCost ac
                && ac.cost().parts().stream().anyMatch(p -> p instanceof CostPart.SacrificePermanents
                        || p instanceof CostPart.SacrificeAnyNumber
                        || p instanceof CostPart.SacrificeAll));
        for (Ability a : abilities) {
            if (a instanceof ActivatedAbility || !RecordTrees.contains(a, Amount.SacrificedAsCost.class)) continue;
            if (SacrificedByPlayers.readsOwnSacrifice(abilities, a)) continue; // 608.2c: "sacrificed this way" by the effect
            // 608.2c, 601.2f: "for each creature sacrificed this way" counts what "sacrifice any number of creatures" took
            if (!(a instanceof SpellAbility) || !countsAdditional(abilities, a)) return "\"sacrificed this way\" with no sacrifice just before";
        }
        for (Ability a : abilities) {
            if (a instanceof ActivatedAbility || a instanceof StaticAbility || !reads(a)) continue; // activated: checked per line
            if (readsRevealed(a)) { // 608.2h: "the revealed card's mana value", the one card the additional cost revealed
                if (a instanceof SpellAbility && RevealedCardCost.only(abilities, a)) continue;
                return "\"the revealed card's ...\" other than after one card revealed as a spell's only additional cost";
            }
            if (readsExiled(a)) return "\"the exiled card's ...\" other than in an activated ability that exiles it as its cost";
            if (RecordTrees.contains(a, Effect.SacrificeNoted.class)) {
                if (!additional) continue; // 608.2h: sacrificed by the effect itself
                return "\"the sacrificed ...\" with sacrifices in the cost and the effect";
            }
            if (a instanceof SpellAbility && additional) continue;
            if (!additional && SacrificedByPlayers.readsPaidSacrifice(a)) continue; // 608.2h: "you may sacrifice ... If you do"
            return "\"the sacrificed ...\" with nothing sacrificed as a cost";
        }
        return null;
    }

    /** Whether every count of {@code a} is of the permanents an additional "sacrifice any number of" cost takes. */
    private static boolean countsAdditional(List<Ability> abilities, Ability a) {
        List<dev.arbiter.engine.ability.ObjectFilter> costs = abilities.stream().filter(x -> x instanceof AdditionalCost).flatMap(x -> ((AdditionalCost) x).cost().parts().stream())
                .filter(p -> p instanceof CostPart.SacrificeAnyNumber).map(p -> ((CostPart.SacrificeAnyNumber) p).filter()).toList();
        if (costs.size() != 1) return false;
        return RecordTrees.all(a, Amount.SacrificedAsCost.class, new java.util.ArrayList<>()).stream().allMatch(c -> c.counted().equals(costs.get(0)));
    }

    private static boolean readsExiled(Object o) {
        return RecordTrees.contains(o, x -> x instanceof Amount.SacrificedStat st && st.noun().equals(AmountNode.Sacrificed.EXILED_CARD));
    }

    private static boolean readsRevealed(Object o) {
        return RecordTrees.contains(o, x -> x instanceof Amount.SacrificedStat st && st.noun().equals(AmountNode.Sacrificed.REVEALED_CARD));
    }

    private static boolean reads(Object o) {
        return RecordTrees.contains(o, Amount.SacrificedStat.class);
    }
}
