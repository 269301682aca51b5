package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.AttachmentKeywordGrammar;
import dev.arbiter.cards.grammar.ast.EnchantWhat;
import dev.arbiter.cards.text.CardText;
import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.ActivatedAbility;
import dev.arbiter.engine.ability.ActivatedAbility.Timing;
import dev.arbiter.engine.ability.Cost;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.Enchant;
import dev.arbiter.engine.ability.ObjectFilter;
import dev.arbiter.engine.ability.Relation;
import dev.arbiter.engine.ability.Subject;
import dev.arbiter.engine.ability.TargetSpec;
import java.util.List;
import java.util.Optional;

/**
 * The keywords of attachments: "Enchant [object]" of an Aura (702.5a, 303.4a), "Equip [cost]" of
 * an Equipment (702.6a: "[Cost]: Attach this permanent to target creature you control. Activate
 * only as a sorcery.") and "Fortify [cost]" of a Fortification (702.67a, the same with a land).
 */
final class AttachmentLines {

    private AttachmentLines() {
    }

    /**
     * What "enchanted", "equipped" or "fortified" means on {@code card}: the word for its kind of
     * attachment (Aura, Equipment, Fortification), or null when it is none of these.
     */
    static String hostWord(CardText card) {
        if (card.hasType("Enchantment") && card.subtypes().contains("Aura")) {
            return "enchanted";
        }
        if (card.hasType("Creature") && FlashbackLines.hasBestow(card)) {
            return "enchanted"; // 702.103b: it is an Aura while bestowed
        }
        if (card.hasType("Artifact") && card.subtypes().contains("Equipment")) {
            return "equipped";
        }
        if (card.hasType("Artifact") && card.subtypes().contains("Fortification")) {
            return "fortified";
        }
        return null;
    }

    /**
     * 303.4, 702.5d: "enchanted player" / "enchanted opponent" ({@code word}) names the player an Aura of {@code card}
     * enchants: its "Enchant player" / "Enchant opponent" line must say so.
     *
     * @throws NotSupported otherwise
     */
    static void requireEnchantPlayer(CardText card, String word) {
        String kind = word.substring("enchanted ".length());
        if (card != null && "enchanted".equals(hostWord(card))) {
            for (String line : card.rulesTexts()) {
                if (line.strip().equalsIgnoreCase("Enchant " + kind)) return;
            }
        }
        throw new NotSupported("\"" + word + "\" on a card without \"Enchant " + kind + "\"");
    }

    /**
     * The ability of an enchant, equip or fortify line, or empty when {@code text} is not one the
     * engine can express (the keyword grammar then reports it).
     *
     * @throws NotSupported for the keyword on a card of the wrong kind, or a cost the engine can't pay
     */
    static Optional<List<Ability>> compile(String text, CardText card) {
        String t = text.strip();
        AttachmentKeywordGrammar.Keyword k = AttachmentKeywordGrammar.read(t);
        EnchantWhat what = k != null ? k.what() : null;
        if (what instanceof EnchantWhat.Player p) {
            if (!"enchanted".equals(hostWord(card))) {
                throw new NotSupported("enchant on a card that isn't an Aura");
            }
            // 702.5d, 303.4: "Enchant player" / "Enchant opponent": the Aura is attached to a player
            return Optional.of(List.of(Enchant.player(p.opponent() ? Relation.OPPONENT : Relation.ANY, t)));
        }
        if (what instanceof EnchantWhat.GraveyardCard g) {
            // 702.5a, 303.4a: "Enchant creature card in a graveyard": the Aura spell targets such a card in any graveyard
            ObjectFilter filter = ObjectPhrases.enchantable(g.kind()); // one card type or subtype
            if (filter == null) return Optional.empty();
            if (!"enchanted".equals(hostWord(card))) {
                throw new NotSupported("enchant on a card that isn't an Aura");
            }
            return Optional.of(List.of(Enchant.graveyardCard(filter, t)));
        }
        if (what instanceof EnchantWhat.Permanent p) {
            ObjectFilter filter = ObjectPhrases.enchantable(p.word());
            if (filter == null) {
                filter = EnchantNouns.filter(p.noun()); // 702.5a, 303.4a: any noun the grammar reads
            }
            if (filter == null) {
                return Optional.empty();
            }
            if (!"enchanted".equals(hostWord(card))) {
                throw new NotSupported("enchant on a card that isn't an Aura");
            }
            return Optional.of(List.of(new Enchant(filter, t)));
        }
        if (k == null || k.keyword().equals("enchant")) {
            return Optional.empty();
        }
        boolean equip = k.keyword().equals("equip");
        String costText = k.rest().strip();
        // 702.6a: "Equip—Discard a card." writes a cost that isn't mana as a sentence, with its period
        if (costText.endsWith(".") && !costText.startsWith("{")) costText = costText.substring(0, costText.length() - 1);
        Cost cost = CostParser.parse(costText);
        if (cost == null) {
            return Optional.empty();
        }
        if (!(equip ? "equipped" : "fortified").equals(hostWord(card))) {
            throw new NotSupported(k.keyword() + " on a card that isn't "
                    + (equip ? "an Equipment" : "a Fortification"));
        }
        TargetSpec target = TargetPhrases.parse(equip ? "target creature you control" : "target land you control");
        Effect attach = new Effect.Attach(new Subject.Self(), new Subject.TargetObject(0));
        return Optional.of(List.of(new ActivatedAbility(cost, List.of(target), attach, false, Timing.SORCERY, t)));
    }
}
