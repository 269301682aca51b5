package dev.arbiter.cards.grammar.ast;

import java.util.List;

/**
 * One-shot clauses whose verb and shape the grammar reads while their noun phrases are still handed on as text
 * (the referent readers of compile/ read them): see {@link dev.arbiter.cards.grammar.ClauseShapeGrammar}.
 */
public final class ClauseShapeNodes {

    private ClauseShapeNodes() {
    }

    /** "tap [object]" / "untap [object]" (701.26). */
    public record TapOrUntap(boolean tap, ReferentNodes.ObjectReferent object) {
    }

    /** "[player] mills N cards" (701.13) or "[player] discards N cards [at random]" (701.8); subject null: none written. */
    public record CardsFromZone(RecipientNodes.PlayerReferent subject, String verb, String amount, boolean discard, boolean atRandom) {
    }

    /** "create N P/T COLOUR SUBTYPES creature token(s) [with KEYWORDS]" (701.6a, 111.4). */
    public record CreatureTokens(String amount, int power, int toughness, String colour, List<String> subtypes,
            boolean plural, String keywords) {
    }

    /** "an amount of {M} equal to [amount]" (106.1, 608.2h). */
    public record ManaAmountOf(char mana, AmountNode amount) {
    }

    /** "put target [type] card from your graveyard on top of your library" (115.1); type null: any card. */
    public record GraveyardCardToTop(String type) {
    }

    /** "exile all other permanents you control" (607.2a, linked to the return below). */
    public record ExileOtherPermanents() {
    }

    /** "return all [type] cards from your graveyard to the battlefield". */
    public record ReturnAllFromGraveyard(String type) {
    }

    /** "return the exiled card(s) to the battlefield under its owner's / their owners' control" (607.2a). */
    public record ReturnExiled(boolean single) {
    }

    /** "Draw N cards, then discard one of them." (121.1, 701.8a) */
    public record DrawDiscardOneOfThem(String amount) {
    }

    /** "Draw a card and reveal it. If it isn't a[n] TYPE card, discard it." (seed 423.6c) */
    public record DrawRevealDiscardUnless(String type) {
    }

    /** "Copy target instant or sorcery spell[, except that the copy is COLOUR]. You may choose new targets for the copy." (707.10) */
    public record CopyTargetSpell(String colour) {
    }

    /** "You may copy the exiled card. If you do, you may cast the copy without paying its mana cost." (707.12) */
    public record CopyExiledCard() {
    }

    /** "You may exile a[n] TYPE card with mana value N or less from your hand." (607.2a, imprint) */
    public record ExileFromHand(String type, int maxManaValue) {
    }

    /** "[you may] choose a color. [if you do,] SUBJECT gain(s) protection from the chosen color until end of turn." (608.2d) */
    public record ChosenColorProtection(boolean optional, SubjectPhrase subject) {
    }

    /** "SUBJECT become(s) the creature type of your choice [until end of turn]." (205.1b, 608.2d) */
    public record CreatureTypeOfChoice(SubjectPhrase subject, boolean untilEndOfTurn) {
    }

    /** "Choose a creature / basic land type [other than TYPE]. SUBJECT become(s) that type until end of turn." (608.2d) */
    public record ChooseTypeFirst(boolean creature, String excluded, SubjectPhrase subject) {
    }
}
