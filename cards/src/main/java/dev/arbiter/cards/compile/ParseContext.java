package dev.arbiter.cards.compile;

import dev.arbiter.engine.ability.Subject;
import dev.arbiter.engine.ability.TargetSpec;
import dev.arbiter.engine.ability.Who;
import java.util.ArrayList;
import java.util.List;

/**
 * State shared while compiling one ability: the targets met so far (numbered in order of
 * appearance, 115.1), what "that player" / "it" refer to, and whether X and "~" are meaningful.
 */
final class ParseContext {

    /** A point to return to when an attempted reading fails. */
    record Snapshot(int targetCount, Who lastPlayer, Subject lastObject) {
    }

    private final List<TargetSpec> targets = new ArrayList<>();
    private final boolean sourceIsPermanent;
    private final boolean xAvailable;
    private final boolean triggerNamesPlayer;
    private Who lastPlayer;
    private boolean selfFromGraveyard;
    private Subject lastObject;
    private boolean defendingPlayerNamed;
    private Subject triggerIt;
    private Subject triggerThatObject;
    private boolean thatObjectIsYourCard;

    /**
     * @param sourceIsPermanent whether "~" is a permanent (activated/triggered/static abilities)
     * @param xAvailable whether the cost being paid has an {X}
     * @param triggerNamesPlayer whether the trigger event names a player ("each player's upkeep")
     */
    ParseContext(boolean sourceIsPermanent, boolean xAvailable, boolean triggerNamesPlayer) {
        this.sourceIsPermanent = sourceIsPermanent;
        this.xAvailable = xAvailable;
        this.triggerNamesPlayer = triggerNamesPlayer;
    }

    /**
     * What a trigger event lets the effect refer to (603.2): "defending player" as "that player"
     * ({@code defendingPlayer}), "it" when no object was named yet ({@code it}), and "that
     * creature" / "that land" ({@code thatObject}); {@code thatObjectIsYourCard} when that object
     * is a card its controller owns ("return it to your hand"). Null means no such referent.
     */
    ParseContext triggerReferents(boolean defendingPlayer, Subject it, Subject thatObject,
                                  boolean thatObjectIsYourCard) {
        this.defendingPlayerNamed = defendingPlayer;
        this.triggerIt = it;
        this.triggerThatObject = thatObject;
        this.thatObjectIsYourCard = thatObjectIsYourCard;
        return this;
    }

    private boolean namesTargetingItem;
    private boolean namesCastSpell;

    /** The trigger's event was a spell being cast: "that spell" is it, on the stack (601.2i, 707.10). */
    ParseContext namingCastSpell() {
        namesCastSpell = true;
        return this;
    }

    boolean namesCastSpell() {
        return namesCastSpell;
    }

    /** The trigger's event was a spell or ability targeting ~: "that spell or ability" names it (702.21a). */
    ParseContext namingTargetingItem() {
        namesTargetingItem = true;
        return this;
    }

    boolean namesTargetingItem() {
        return namesTargetingItem;
    }

    private boolean triggerNamesAmount;
    private boolean triggerPlayerControlsItsObject;

    /** The trigger's player is the controller of the object its event names: "that land's controller" (603.2). */
    ParseContext playerControlsItsObject() {
        this.triggerPlayerControlsItsObject = true;
        return this;
    }

    boolean triggerPlayerControlsItsObject() {
        return triggerPlayerControlsItsObject;
    }

    /** The trigger event names an amount: "that much" / "that many" (603.2). */
    ParseContext namingAmount() {
        this.triggerNamesAmount = true;
        return this;
    }

    boolean triggerNamesAmount() {
        return triggerNamesAmount;
    }

    /** Whether "defending player" names the trigger's player (Who.ThatPlayer). */
    boolean defendingPlayerNamed() {
        return defendingPlayerNamed;
    }

    /** What "it" means before any object is named in the effect, or null. */
    Subject triggerIt() {
        return triggerIt;
    }

    /** What "that creature" / "that land" means before any object is named in the effect, or null. */
    Subject triggerThatObject() {
        return triggerThatObject;
    }

    /** Whether the trigger's object is a card owned by the ability's controller. */
    boolean thatObjectIsYourCard() {
        return thatObjectIsYourCard;
    }

    private dev.arbiter.cards.text.CardText card;

    /** The card whose ability is compiled, for what "~" is (its printed types), or null when unknown. */
    ParseContext card(dev.arbiter.cards.text.CardText c) {
        this.card = c;
        return this;
    }

    private dev.arbiter.cards.text.CardText ownCard;

    /** The card whose triggered ability this is, for "~ gains "[ability]"" alone (611.2a); the card itself elsewhere. */
    ParseContext ownCard(dev.arbiter.cards.text.CardText c) {
        this.ownCard = c;
        return this;
    }

    dev.arbiter.cards.text.CardText ownCard() {
        return card != null ? card : ownCard;
    }

    dev.arbiter.cards.text.CardText card() {
        return card;
    }

    /** Adds a target requirement and returns its index. */
    int addTarget(TargetSpec spec) {
        // 601.2b-c: "X target" reads the X announced for the spell or ability, which only a cost with {X} has; a triggered
        // ability whose X is its trigger's amount (the entering spell's X, 107.3m; the monstrosity's X, 701.37c) has it
        // as it is put on the stack, when its targets are chosen (603.3d)
        if (spec.countIsX() && !xAvailable && !xOfEnteringSpell && !xFixedOnStack) throw new NotSupported("\"X target\" without {X} in the cost");
        targets.add(spec);
        return targets.size() - 1;
    }

    List<TargetSpec> targets() {
        return List.copyOf(targets);
    }

    boolean sourceIsPermanent() {
        return sourceIsPermanent;
    }

    boolean xAvailable() {
        return xAvailable || xPaidOnResolution || xOfEnteringSpell;
    }

    /**
     * 107.3m: an enters-the-battlefield triggered ability of a card with {X} in its mana cost reads X as the X of the
     * spell that became the permanent (0 when it wasn't cast, 107.3i). Not for "X target": no spell X is announced
     * for the ability (601.2b), so {@link #addTarget} still refuses it.
     */
    private boolean xOfEnteringSpell;

    ParseContext xOfEnteringSpell() {
        xOfEnteringSpell = true;
        return this;
    }

    /**
     * 701.37c: "When ~ becomes monstrous" on a card with "Monstrosity X" reads X as that monstrosity's X (the trigger's
     * amount, as {@link #xOfEnteringSpell}'s), also the number of its "up to X target" (603.3d).
     */
    ParseContext xOfMonstrosity() {
        xOfEnteringSpell = true;
        return this;
    }

    /**
     * 601.2c via 603.3d: a triggered ability whose event names no amount may have "up to X target ..., where X is [count]",
     * X counted as it is put on the stack ({@link TriggerWhereXLowering}); {@code xFixedOnStack} while its effect is lowered.
     */
    private boolean xCountableOnStack;
    private boolean xFixedOnStack;

    ParseContext allowXCountedOnStack() {
        xCountableOnStack = true;
        return this;
    }

    boolean xCountableOnStack() {
        return xCountableOnStack && !xAvailable();
    }

    void xFixedOnStack(boolean fixed) {
        xFixedOnStack = fixed;
    }

    /** While lowering what follows "you may pay {X}. If you do," (107.3a): X is the amount paid then. */
    private boolean xPaidOnResolution;

    void xPaidOnResolution(boolean paid) {
        xPaidOnResolution = paid;
    }

    /** What "that player" means: the last player named, else the player the trigger names. */
    Who thatPlayer() {
        if (lastPlayer != null) {
            return lastPlayer;
        }
        return triggerNamesPlayer ? new Who.ThatPlayer() : null;
    }

    private String sacrificedAsCost;

    /** The noun of the one permanent the ability's cost sacrifices, which "that [noun]'s power" names (608.2h), or null. */
    String sacrificedAsCost() {
        return sacrificedAsCost;
    }

    ParseContext sacrificedAsCost(String noun) {
        sacrificedAsCost = noun;
        return this;
    }

    private boolean selfSacrificedAsCost;

    /** Whether the ability's cost sacrifices its source and nothing else: "its power" is then as it was sacrificed (608.2h). */
    boolean selfSacrificedAsCost() {
        return selfSacrificedAsCost;
    }

    ParseContext selfSacrificedAsCost(boolean sacrificed) {
        selfSacrificedAsCost = sacrificed;
        return this;
    }

    /** Whether "return ~ from your graveyard" may be read: an activated ability, activated from there (113.6m). */
    boolean selfFromGraveyard() {
        return selfFromGraveyard;
    }

    private String countersRemovedAsCost;

    /** The cost removes "any number of [kind] counters from ~" (122.8): "for each [kind] counter removed this way" counts them. */
    ParseContext countersRemovedAsCost(String kind) {
        countersRemovedAsCost = kind;
        return this;
    }

    String countersRemovedAsCost() {
        return countersRemovedAsCost;
    }

    private boolean xIsCountersRemoved;

    /** The cost is "Remove X [kind] counters from ~" (107.3): X in the effect is the number removed. */
    ParseContext xIsCountersRemoved(boolean yes) {
        xIsCountersRemoved = yes;
        return this;
    }

    boolean xIsCountersRemoved() {
        return xIsCountersRemoved;
    }

    ParseContext selfFromGraveyard(boolean allowed) {
        selfFromGraveyard = allowed;
        return this;
    }

    Who lastPlayer() {
        return lastPlayer;
    }

    void lastPlayer(Who who) {
        lastPlayer = who;
    }

    /** The object named before a revealed card's follow-up made "that card" the resolution's object (608.2c), or null. */
    private Subject namedBeforeReveal;

    Subject namedBeforeReveal() {
        return namedBeforeReveal;
    }

    void namedBeforeReveal(Subject s) {
        namedBeforeReveal = s;
    }

    Subject lastObject() {
        return lastObject;
    }

    void lastObject(Subject subject) {
        lastObject = subject;
    }

    /** Forgets pronoun referents (a new paragraph starts). */
    void newParagraph() {
        lastPlayer = null;
        lastObject = null;
    }

    /**
     * The context of a delayed trigger on the death of an object (603.7): "that creature" / "it" is the card it became, "that
     * player" / "the creature's controller" its controller as it last existed (603.10a).
     */
    ParseContext forDeathOf() {
        ParseContext r = forDelayedObject();
        r.triggerPlayerControlsItsObject = true;
        return r;
    }

    /** The context of a delayed trigger on its controller's next spell (603.7): "that spell" is the spell cast. */
    ParseContext forNextCast() {
        ParseContext r = forDelayedObject();
        r.namesCastSpell = true;
        return r;
    }

    /** A delayed trigger's own context whose "it" / "that [object]" is the object of its event (603.7). */
    private ParseContext forDelayedObject() {
        return new ParseContext(sourceIsPermanent, false, true).triggerReferents(false,
                new dev.arbiter.engine.ability.Subject.ThatObject(), new dev.arbiter.engine.ability.Subject.ThatObject(), false)
                .card(card);
    }

    /** The context of a delayed trigger on a player event this turn (603.7c): it names no object. */
    ParseContext forDelayedEvent() {
        return new ParseContext(sourceIsPermanent, false, true).card(card);
    }

    /**
     * A context for a reflexive triggered ability of this one (603.12): its own targets, the same source and trigger
     * referents (what "it", "that creature" and "that player" named), nothing named yet and no X.
     */
    ParseContext forReflexive() {
        ParseContext r = new ParseContext(sourceIsPermanent, false, triggerNamesPlayer)
                .triggerReferents(defendingPlayerNamed, triggerIt, triggerThatObject, thatObjectIsYourCard).card(card);
        r.triggerPlayerControlsItsObject = triggerPlayerControlsItsObject;
        return r;
    }

    Snapshot snapshot() {
        return new Snapshot(targets.size(), lastPlayer, lastObject);
    }

    void restore(Snapshot s) {
        while (targets.size() > s.targetCount()) {
            targets.remove(targets.size() - 1);
        }
        lastPlayer = s.lastPlayer();
        lastObject = s.lastObject();
    }

    private boolean xAnnouncedOnActivation;

    /** 107.3, 601.2b-c: an activated ability whose X is announced as it is activated, before its targets (AbilityXTargets). */
    ParseContext xAnnouncedOnActivation(boolean announced) {
        xAnnouncedOnActivation = announced;
        return this;
    }

    boolean xAnnouncedOnActivation() {
        return xAnnouncedOnActivation;
    }
}
