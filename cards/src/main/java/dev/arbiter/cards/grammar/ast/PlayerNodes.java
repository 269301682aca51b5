package dev.arbiter.cards.grammar.ast;

import java.util.List;

/**
 * Players: life (119), mana (106), turns and phases (500.7, 614.10), the game's result (104), the ante (407), energy (107.14), the monarch (724).
 * The records are named {@code EffectNode.X} everywhere (this interface is one of those {@link EffectNode}
 * extends); a new one goes into its area's file and into {@code EffectNode}'s {@code permits} list.
 */
public interface PlayerNodes {

    /** "[player] may play [an additional land | up to N additional lands] this turn" (305.2). */
    record AdditionalLandsThisTurn(PlayerRef who, int extra) implements EffectNode {
    }

    /** "[player] skips their next [draw step | combat phase | turn ...]" (614.10): {@code what} as written. */
    record SkipNext(PlayerRef who, String what) implements EffectNode {
    }

    /** "[player] wins the game" / "[player] loses the game" (104.2b, 104.3e). */
    record GameResult(PlayerRef who, boolean wins) implements EffectNode {
    }

    /** "[player] gains / loses N life" (119). */
    record Life(PlayerRef who, AmountNode amount, boolean gain) implements EffectNode {
    }

    /** "[first] fights [second]" (701.14a): each one creature. */
    /** "[player] become(s) the monarch" (724.3). */
    record BecomeMonarch(PlayerRef who) implements EffectNode {
    }

    /** "its controller gains life equal to its power / toughness", before it is joined to the move. */
    record ControllerGainsStat(boolean toughness) implements EffectNode {
    }

    /** "[player] take(s) N extra turn(s) after this one" (500.7). */
    record ExtraTurns(PlayerRef who, int count) implements EffectNode {
    }

    /** "[player] can't play lands this turn" (305.2, 305.3). */
    /** "Damage can't be prevented this turn." (615.12) */
    record DamageUnpreventableThisTurn() implements EffectNode {
    }

    record CantPlayLandsThisTurn(PlayerRef who) implements EffectNode {
    }

    /** "Players can't gain life this turn" (119.7). */
    record CantGainLifeThisTurn(PlayerRef who) implements EffectNode {
    }

    /** "[player] can't cast [spells] this turn" (601.3). */
    /** "cast [spells] this turn as though they had flash", after "you may" (702.8a): a permission until end of turn. */
    record FlashThisTurn(Noun spells) implements EffectNode {
    }

    /** "cast [spells] from your hand without paying their mana costs this turn", after "you may" (118.9). */
    record FreeFromHandThisTurn(Noun spells) implements EffectNode {
    }

    record CantCastThisTurn(PlayerRef who, Noun spells) implements EffectNode {
    }

    /**
     * "after this [main | combat] phase, there is an additional combat phase [followed by an
     * additional main phase]" (500.8): {@code after} null for "this phase".
     */
    record AdditionalPhases(String after, java.util.List<String> phases) implements EffectNode {
    }

    /** "[player] antes the top card of [their] library" (407.4). */
    record Ante(PlayerRef who) implements EffectNode {
    }

    /** "You own target card in the ante." (407.3). */
    record OwnAnteCard(String text) implements EffectNode {
    }

    /** "exchange [card] with the top card of your library" (701.10d). */
    record ExchangeWithTopOfLibrary(ObjectRef card) implements EffectNode {
    }

    /** "[player]'s life total becomes [amount]" (119.5). */
    record SetLife(PlayerRef who, AmountNode amount) implements EffectNode {
    }

    /** "double [player]'s life total" (119.5). */
    record DoubleLife(PlayerRef who) implements EffectNode {
    }

    /** "add {W} or {U}" (106.1): {@code alternatives} the words after "add". */
    record AddMana(String alternatives) implements EffectNode {
    }

    /** "add {G} for each Elf you control" (106.1, 107.1): {@code mana} one run of mana symbols. */
    record AddManaForEach(String mana, AmountNode count) implements EffectNode {
    }

    /** "Double the amount of each type of unspent mana you have" (106.4, 106.1). */
    record DoubleUnspentMana() implements EffectNode {
    }

    /** "[player] loses all unspent mana" (106.4). */
    record LoseUnspentMana(PlayerRef who) implements EffectNode {
    }

    /** "[player] get(s) {E}{E}" (107.14): {@code count} energy counters. */
    record GetEnergy(PlayerRef who, int count) implements EffectNode {
    }

    /** "[player] get(s) an experience counter" (122.1): {@code count} experience counters. */
    record GetExperience(PlayerRef who, int count) implements EffectNode {
    }

    /** "[loss]. [player] gain(s) life equal to the life lost this way" (119.3, 608.2c), the two sentences joined. */
    record GainLifeLost(EffectNode loss, PlayerRef gainer) implements EffectNode {
    }
}
