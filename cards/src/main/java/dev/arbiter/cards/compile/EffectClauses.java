package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.DamageCounterGrammar;
import dev.arbiter.cards.grammar.VerbClauseGrammar;
import dev.arbiter.cards.grammar.ast.DamageCounterNodes;
import dev.arbiter.cards.grammar.ast.RecipientNodes;
import dev.arbiter.cards.grammar.ast.VerbClauseNodes;
import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Affected;
import dev.arbiter.engine.ability.Amount;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.KeywordAbility;
import dev.arbiter.engine.ability.Recipient;
import dev.arbiter.engine.ability.StaticAbility;
import dev.arbiter.engine.ability.StaticEffect;
import dev.arbiter.engine.ability.Subject;
import dev.arbiter.engine.ability.Who;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;

/**
 * One clause of a one-shot effect (610): damage (120), drawing (121), life gain and loss (119.3),
 * "gets +N/+N" and "gains [keyword]" until end of turn (611.2a), destroy (701.8), add mana (106).
 * Each reading that fails leaves the context as it found it.
 */
final class EffectClauses {

    private static final List<Function<Ctx, Effect>> READINGS = List.of(
            EffectClauses::counter, EffectClauses::damageTwo, EffectClauses::damageMinusHand, EffectClauses::damage, EffectClauses::draw, EffectClauses::life,
            PowerAndAbilityClauses::pumpAndGain, PowerAndAbilityClauses::gainAndPump, PowerAndAbilityClauses::pump, PowerAndAbilityClauses::gainChosenProtection, PowerAndAbilityClauses::gainChosenLandwalk,
            PowerAndAbilityClauses::gain,
            EffectClauses::destroy, EffectClauses::addMana, EffectClauses::drawAdditional, EffectClauses::poison,
            EffectClauses::putCounters, EffectClauses::returnToHand, EffectClauses::lure, EffectClauses::mayDraw,
            EffectClauses::topCardToHand, PowerAndAbilityClauses::setBase, PowerAndAbilityClauses::switchPowerToughness,
            PowerAndAbilityClauses::gainForever, PowerAndAbilityClauses::lose, EffectClauses::regeneration);

    /** A clause and the context it is read in. */
    record Ctx(String clause, String lower, ParseContext pc) {
        Ctx(String clause, ParseContext pc) {
            this(clause, clause.toLowerCase(java.util.Locale.ROOT), pc);
        }
    }

    private EffectClauses() {
    }

    /**
     * The effect of one clause, or null when no reading fits.
     *
     * @throws NotSupported when a reading fits but uses something the engine cannot do
     */
    static Effect clause(String clause, ParseContext pc) {
        Ctx c = new Ctx(clause.strip(), pc);
        Effect made = TokenClauses.clause(c.clause()); // 701.6a: create tokens
        if (made == null) made = ZoneClauses.clause(c.clause(), pc);
        if (made == null) made = HandAndLibraryClauses.clause(c.clause(), pc); // 701.8 discard, 701.13 mill
        if (made == null) made = TapClauses.clause(c.clause(), pc); // 701.26
        if (made != null) {
            return made;
        }
        for (Function<Ctx, Effect> reading : READINGS) {
            ParseContext.Snapshot snap = pc.snapshot();
            try {
                Effect e = reading.apply(c);
                if (e != null) {
                    return e;
                }
            } catch (NotSupported ex) {
                pc.restore(snap);
                throw ex;
            }
            pc.restore(snap);
        }
        return null;
    }

    private static Effect damageTwo(Ctx c) {
        DamageCounterNodes.DamageTwo m = DamageCounterGrammar.damageTwo(c.clause());
        if (m == null || !sourceWord(m.source(), c.pc())) {
            return null;
        }
        Amount a = Amounts.amount(m.amount(), c.pc());
        Recipient first = Referents.recipient(m.recipient(), c.pc());
        Amount b = Amounts.amount(m.secondAmount(), c.pc());
        Recipient second = first == null ? null : Referents.recipient(m.secondRecipient(), c.pc());
        return second == null ? null
                : new Effect.Sequence(List.of(new Effect.DealDamage(a, first), new Effect.DealDamage(b, second)));
    }

    private static Effect damage(Ctx c) {
        DamageCounterNodes.Damage m = DamageCounterGrammar.damage(c.clause());
        if (m == null || !sourceWord(m.source(), c.pc())) {
            return null;
        }
        Amount a = Amounts.amount(m.amount(), c.pc());
        Recipient to = Referents.recipient(m.recipient(), c.pc());
        return to == null ? null : new Effect.DealDamage(a, to);
    }

    /** "Counter target [type] spell [unless its controller pays {N}]", "counter it unless that player pays {N}" (701.5a). */
    private static Effect counter(Ctx c) {
        DamageCounterNodes.Counter m = DamageCounterGrammar.counter(c.clause());
        if (m == null) {
            return null;
        }
        Subject spell;
        if (m.spell().equalsIgnoreCase("it")) {
            spell = c.pc().triggerIt();
            if (!(spell instanceof Subject.ThatObject)) {
                return null; // "it" must be the spell the trigger event names
            }
        } else {
            int types = 0;
            if (m.type() != null) {
                try {
                    types = dev.arbiter.engine.characteristic.CardType.ofWord(m.type()).bit();
                } catch (IllegalArgumentException e) {
                    return null;
                }
            }
            spell = new Subject.TargetObject(c.pc().addTarget(dev.arbiter.engine.ability.TargetSpec.one(
                    new dev.arbiter.engine.ability.TargetFilter.SpellTarget(types), m.spell().toLowerCase(java.util.Locale.ROOT))));
        }
        if (m.pay() != null && m.pay().toUpperCase(java.util.Locale.ROOT).contains("X")) {
            throw new NotSupported("paying {X} to keep a spell (X not paid in the cost)");
        }
        dev.arbiter.engine.mana.ManaCost pay = m.pay() == null ? null : dev.arbiter.engine.mana.ManaCost.parse(m.pay());
        return new Effect.CounterSpell(spell, pay);
    }

    /** "~ deals X damage to that player, where X is N minus the number of cards in their hand" (Storm World). */
    private static Effect damageMinusHand(Ctx c) {
        DamageCounterNodes.DamageByHandSize m = DamageCounterGrammar.damageByHandSize(c.clause());
        if (m == null || !sourceWord(m.source(), c.pc()) || Amounts.count(m.amount()) == null) {
            return null;
        }
        Recipient to = Referents.recipient(new RecipientNodes.PlayerRecipient(new RecipientNodes.ThatPlayer()), c.pc());
        if (to == null) {
            return null;
        }
        return m.handMinus() // Black Vise: "the number of cards in their hand minus 4" (107.1b)
                ? new Effect.DealDamage(new Amount.CardsInThatPlayersHandMinus(Amounts.count(m.amount())), to)
                : new Effect.DealDamage(new Amount.MinusCardsInThatPlayersHand(Amounts.count(m.amount())), to);
    }

    /** "~ deals" / "it deals": the source deals the damage; "it" must not mean an object named earlier. */
    private static boolean sourceWord(String word, ParseContext pc) {
        return word.equals("~") || pc.lastObject() == null
                && (pc.triggerIt() == null || pc.triggerIt() instanceof Subject.Self);
    }

    private static Effect draw(Ctx c) {
        VerbClauseNodes.PlayerAmount m = VerbClauseGrammar.playerAmount(c.clause(), "draw");
        if (m == null) {
            return null;
        }
        Who who = who(m.subject(), m.verb(), c.pc());
        return who == null ? null : new Effect.DrawCards(who, Amounts.amount(m.amount(), c.pc()));
    }

    private static Effect life(Ctx c) {
        VerbClauseNodes.PlayerAmount m = VerbClauseGrammar.playerAmount(c.clause(), "life");
        if (m == null) {
            return null;
        }
        Who who = who(m.subject(), m.verb(), c.pc());
        if (who == null) {
            return null;
        }
        Amount a = Amounts.amount(m.amount(), c.pc());
        return m.verb().toLowerCase(Locale.ROOT).startsWith("gain") ? new Effect.GainLife(who, a) : new Effect.LoseLife(who, a);
    }

    /**
     * The player doing {@code verb}: the named one; without a subject, the imperative form means
     * "you" and the "-s" form continues the last player named ("draws two cards and loses 2 life").
     */
    static Who who(RecipientNodes.PlayerReferent subject, String verb, ParseContext pc) {
        if (subject != null) {
            return Referents.player(subject, pc);
        }
        return verb.toLowerCase(Locale.ROOT).endsWith("s") ? pc.lastPlayer() : new Who.You();
    }

    private static Effect destroy(Ctx c) {
        if (!(VerbClauseGrammar.led(c.clause()) instanceof VerbClauseNodes.Destroy m)) {
            return null;
        }
        Subject s = Referents.object(m.object(), c.pc());
        return s == null ? null : new Effect.Destroy(s);
    }

    /** Regeneration (701.15): see {@link RegenerationClauses}. */
    private static Effect regeneration(Ctx c) {
        return RegenerationClauses.clause(c.clause(), c.pc());
    }

    private static Effect addMana(Ctx c) {
        if (!(VerbClauseGrammar.led(c.clause()) instanceof VerbClauseNodes.Add m)) return null;
        Effect add = ManaPhrases.parse(m.mana());
        if (add == null) add = ManaPhrases.chosen(m.mana(), c.pc().card()); // 607.2: "or one mana of the chosen color"
        if (add == null) add = ManaPhrases.couldProduce(m.mana()); // 106.7
        return add != null ? add : ManaAmounts.parse(m.mana()); // "an amount of {B} equal to ..."
    }

    /** "You may draw a card" (seed 423.3: allowed even with an empty library). */
    private static Effect mayDraw(Ctx c) {
        return VerbClauseGrammar.led(c.clause()) instanceof VerbClauseNodes.MayDraw ? new Effect.MayDraw(new Who.You()) : null;
    }

    /** "Put the top card of your library into your hand" (seed 423.5: not a draw). */
    private static Effect topCardToHand(Ctx c) {
        return VerbClauseGrammar.led(c.clause()) instanceof VerbClauseNodes.TopCardToHand
                ? new Effect.PutTopCardIntoHand(new Who.You()) : null;
    }

    /** "that player draws an additional card" (Howling Mine): one more draw. */
    private static Effect drawAdditional(Ctx c) {
        VerbClauseNodes.DrawAdditional m = VerbClauseGrammar.drawAdditional(c.clause());
        if (m == null) {
            return null;
        }
        Who who = who(m.subject(), m.verb(), c.pc());
        return who == null ? null : new Effect.DrawCards(who, Amount.of(1));
    }

    /** "[player] gets N poison counters" (122.1f). */
    private static Effect poison(Ctx c) {
        VerbClauseNodes.PlayerAmount m = VerbClauseGrammar.playerAmount(c.clause(), "poison");
        if (m == null) {
            return null;
        }
        Who who = Referents.player(m.subject(), c.pc());
        return who == null ? null : new Effect.GivePoison(who, Amounts.amount(m.amount(), c.pc()));
    }

    /** "Put N +1/+1 counters on [object]" / "on each of up to two target creatures" (122.1). */
    private static Effect putCounters(Ctx c) {
        if (!(VerbClauseGrammar.led(c.clause()) instanceof VerbClauseNodes.PutPtCounters m)) {
            return null;
        }
        Amount a = Amounts.amount(m.amount(), c.pc());
        Subject s = Referents.object(m.object(), c.pc());
        String kind = m.kind();
        return s == null ? null : new Effect.PutCounters(s, CounterKinds.check(kind), a); // 122.1: only kinds the engine plays
    }

    /**
     * "Return [object] to its owner's hand"; "to your hand" only for a card the trigger says you
     * own ("a creature is put into your graveyard").
     */
    private static Effect returnToHand(Ctx c) {
        if (!(VerbClauseGrammar.led(c.clause()) instanceof VerbClauseNodes.ReturnToHand m)) {
            return null;
        }
        Subject s = Referents.object(m.object(), c.pc());
        if (s == null) {
            return null;
        }
        boolean yours = m.yours();
        if (yours && !(s instanceof Subject.ThatObject && c.pc().thatObjectIsYourCard())) {
            return null;
        }
        return new Effect.ReturnToHand(s);
    }

    /** "All creatures able to block target creature this turn do so." (Alluring Scent): Lure until end of turn. */
    private static Effect lure(Ctx c) {
        if (!(VerbClauseGrammar.led(c.clause()) instanceof VerbClauseNodes.Lure m)) {
            return null;
        }
        Subject s = Referents.object(m.object(), c.pc());
        if (s == null) {
            return null;
        }
        StaticAbility lure = new StaticAbility(new StaticEffect.AllAbleToBlockDoSo(new Affected.Self()),
                "All creatures able to block ~ do so.");
        return new Effect.GainAbilityUntilEndOfTurn(s, lure);
    }
}
