package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.KeywordItemGrammar;
import dev.arbiter.cards.grammar.ast.KeywordItemNode;
import dev.arbiter.cards.text.CardText;
import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.ActivatedAbility;
import dev.arbiter.engine.ability.Amount;
import dev.arbiter.engine.ability.Condition;
import dev.arbiter.engine.ability.Cost;
import dev.arbiter.engine.ability.CostPart;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.ObjectFilter;
import dev.arbiter.engine.ability.Relation;
import dev.arbiter.engine.ability.StaticAbility;
import dev.arbiter.engine.ability.StaticEffect;
import dev.arbiter.engine.ability.Subject;
import dev.arbiter.engine.ability.Suspend;
import dev.arbiter.engine.ability.TargetFilter;
import dev.arbiter.engine.ability.TargetSpec;
import dev.arbiter.engine.ability.Trigger;
import dev.arbiter.engine.ability.TriggeredAbility;
import dev.arbiter.engine.ability.Who;
import dev.arbiter.engine.mana.ManaCost;
import java.util.List;
import java.util.Optional;

/**
 * The abilities of a keyword with a number, a mana cost or a name ({@link KeywordItemGrammar}): suspend (702.62a),
 * transmute (702.53a), bloodthirst (702.54a), renown (702.112a), bushido (702.45a), rampage (702.23a), encore (702.141a), unearth (702.84a), partner with
 * (702.124i). Each instance works separately (702.54c, 702.112c,
 * 702.45b, 702.23c).
 */
final class KeywordItemLowering {

    private KeywordItemLowering() {
    }

    /** The abilities of keyword {@code item} when it is suspend, transmute, devour, amplify or tribute (on a keyword line only), else null. */
    static List<Ability> lineOnly(String item) {
        KeywordItemNode n = KeywordItemGrammar.read(item);
        if (n instanceof KeywordItemNode.Suspend s) return suspend(s);
        if (n instanceof KeywordItemNode.Transmute t) return transmute(t);
        if (n instanceof KeywordItemNode.Foretell f) { // 702.143a: from the hand, never granted
            ManaCost cost = mana(f.mana());
            return cost == null ? null : List.of(new dev.arbiter.engine.ability.Foretell(cost));
        }
        if (n instanceof KeywordItemNode.Numbered d && d.keyword().equals("devour") && d.n() >= 1) { // 702.82a: never granted
            return List.of(new StaticAbility(new StaticEffect.Devour(d.n()), "Devour " + d.n()));
        }
        if (n instanceof KeywordItemNode.Numbered m && m.keyword().equals("amplify") && m.n() >= 1) { // 702.38a: never granted
            return List.of(new StaticAbility(new StaticEffect.Amplify(m.n()), "Amplify " + m.n()));
        }
        if (n instanceof KeywordItemNode.Numbered t && t.keyword().equals("tribute") && t.n() >= 1) { // 702.104a: never granted
            return List.of(new StaticAbility(new StaticEffect.Tribute(t.n()), "Tribute " + t.n()));
        }
        return null;
    }

    /** The abilities of keyword {@code item} when it is bloodthirst, renown, bushido or rampage N, else null. */
    static List<Ability> numbered(String item) {
        return KeywordItemGrammar.read(item) instanceof KeywordItemNode.Numbered n ? numbered(n) : null;
    }

    /** The triggered ability of a "Partner with NAME" line, or null when {@code line} is not one. */
    static List<Ability> partnerWith(String line) {
        if (!(KeywordItemGrammar.read(line) instanceof KeywordItemNode.PartnerWith p)) return null;
        Who target = new Who.TargetPlayer(0);
        Effect put = new Effect.Optional(target, new Effect.PutNamedFromLibraryIntoHand(target, p.name()), null, null); // 608.2d
        return List.of(new TriggeredAbility(new Trigger.EntersBattlefield(), List.of(TargetSpec.one(
                new TargetFilter.PlayerTarget(Relation.ANY), "target player")), put, "Partner with " + p.name()));
    }

    /**
     * 113.6m: encore and unearth are activated from the graveyard as a sorcery. Encore: "[Cost], Exile this card from
     * your graveyard: For each opponent, create a token copy of this card that attacks that opponent this turn if
     * able. ..." ({@link Effect.Encore}); unearth: "[Cost]: Return this card from your graveyard to the battlefield.
     * ..." ({@link Effect.Unearth}). Only on a creature card.
     */
    static Optional<List<Ability>> fromGraveyard(String text, CardText card) {
        if (!(KeywordItemGrammar.read(text) instanceof KeywordItemNode.FromGraveyard g)) return Optional.empty();
        String keyword = g.encore() ? "Encore" : "Unearth";
        if (!card.hasType("Creature")) throw new NotSupported(keyword.toLowerCase() + " on a card that isn't a creature");
        Cost cost = CostParser.parse(g.encore() ? g.mana() + ", Exile ~ from your graveyard" : g.mana());
        if (cost == null) throw new NotSupported("keyword \"" + text.strip() + "\" (its cost)");
        Effect effect = g.encore() ? new Effect.Encore() : new Effect.Unearth();
        return Optional.of(List.of(new ActivatedAbility(cost, List.of(), effect, false,
                ActivatedAbility.Timing.FROM_GRAVEYARD_SORCERY, keyword + " " + g.mana())));
    }

    /** 702.62a: "Suspend N—[cost]"; X is left unsupported (its X sets the time counters, 107.3). */
    private static List<Ability> suspend(KeywordItemNode.Suspend s) {
        ManaCost cost = mana(s.mana());
        if (cost == null || s.time() <= 0) return null;
        return List.of(new Suspend(s.time(), cost, "Suspend " + s.time() + "\u2014" + cost));
    }

    /**
     * 702.53a: "[Cost], Discard this card: Search your library for a card with the same mana value as the discarded
     * card, reveal that card, and put it into your hand. Then shuffle your library. Activate only as a sorcery." From
     * the hand (113.6b); the discarded card's mana value is its printed one (608.2h).
     */
    private static List<Ability> transmute(KeywordItemNode.Transmute t) {
        ManaCost mana = mana(t.mana());
        if (mana == null) return null;
        Cost cost = new Cost(mana, List.of(new CostPart.DiscardSelf()));
        Effect search = new Effect.SearchWithManaValue(new Effect.SearchLibrary(ObjectFilter.any(), 1, Effect.Destination.HAND,
                false, true), new Amount.StatOf(new Subject.Self(), Amount.StatOf.Stat.MANA_VALUE, true));
        return List.of(new ActivatedAbility(cost, List.of(), search, false, ActivatedAbility.Timing.FROM_HAND_SORCERY,
                "Transmute " + mana));
    }

    private static List<Ability> numbered(KeywordItemNode.Numbered k) {
        int n = k.n();
        String word = k.keyword();
        if (!word.equals("bushido") && !word.equals("rampage") && !word.equals("bloodthirst") && !word.equals("renown")) {
            return null; // on a keyword line only (MoreKeywords, KeywordDefinitions)
        }
        String text = Character.toUpperCase(word.charAt(0)) + word.substring(1) + " " + n;
        if (word.equals("bushido")) {
            // 702.45a: "Whenever this creature blocks or becomes blocked, it gets +N/+N until end of turn."
            return List.of(new TriggeredAbility(new Trigger.InCombat(false, false, true, true, false, null),
                    new Condition.Always(), List.of(), new Effect.PumpUntilEndOfTurn(new Subject.Self(), n, n), text));
        }
        if (word.equals("rampage")) {
            // 702.23a: "Whenever this creature becomes blocked, it gets +N/+N until end of turn for each creature
            // blocking it beyond the first."
            return List.of(new TriggeredAbility(new Trigger.InCombat(false, false, false, true, false, null),
                    new Condition.Always(), List.of(),
                    new Effect.PumpForEach(new Subject.Self(), n, n, new Amount.CreaturesBlockingSource(1)), text));
        }
        if (word.equals("bloodthirst")) {
            // 702.54a: "If an opponent was dealt damage this turn, this permanent enters with N +1/+1 counters on it."
            Condition dealt = new Condition.ThisTurn(Condition.ThisTurn.Event.DEALT_DAMAGE, Relation.OPPONENT, 1);
            return List.of(new StaticAbility(new StaticEffect.EntersWithCountersIf("+1/+1", Amount.of(n), dealt), text));
        }
        // 702.112a: "When this creature deals combat damage to a player, if it isn't renowned, put N +1/+1 counters
        // on it and it becomes renowned."
        return List.of(new TriggeredAbility(new Trigger.DealsDamageToPlayer(true, false),
                new Condition.SourceDesignated("renowned", false), List.of(), new Effect.Renown(Amount.of(n)), text));
    }

    private static ManaCost mana(String symbols) {
        try {
            return ManaCost.parse(symbols);
        } catch (IllegalArgumentException e) {
            return null;
        }
    }
}
