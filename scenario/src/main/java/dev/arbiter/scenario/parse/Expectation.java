package dev.arbiter.scenario.parse;

/** One line of an {@code expect:} block. Zones and steps are canonical (see {@link Zones}, {@link Steps}). */
public sealed interface Expectation {

    Pos pos();

    /** {@code PLAYER life N}. */
    record Life(String player, int life, Pos pos) implements Expectation {}

    /** {@code PLAYER poison N}. */
    record Poison(String player, int poison, Pos pos) implements Expectation {}

    /** {@code PLAYER energy N}: energy counters (107.14). */
    record Energy(String player, int energy, Pos pos) implements Expectation {}

    /** {@code PLAYER experience N}: experience counters (122.1). */
    record Experience(String player, int experience, Pos pos) implements Expectation {}

    /** {@code PLAYER hand N}: number of cards in hand. */
    record HandCount(String player, int count, Pos pos) implements Expectation {}

    /** {@code PLAYER library N}: number of cards in library. */
    record LibraryCount(String player, int count, Pos pos) implements Expectation {}

    /** {@code PLAYER graveyard N}: number of cards in graveyard. */
    record GraveyardCount(String player, int count, Pos pos) implements Expectation {}

    /** {@code PLAYER battlefield N}: number of permanents the player controls. */
    record BattlefieldCount(String player, int count, Pos pos) implements Expectation {}

    /** {@code CARD on battlefield}. */
    record OnBattlefield(ObjRef ref, Pos pos) implements Expectation {}

    /** {@code CARD in PLAYER ZONE}. */
    record InZone(ObjRef ref, String player, String zone, Pos pos) implements Expectation {}

    /** {@code CARD not on battlefield}. */
    record NotOnBattlefield(ObjRef ref, Pos pos) implements Expectation {}

    /** {@code CARD tapped}. */
    record Tapped(ObjRef ref, Pos pos) implements Expectation {}

    /** {@code CARD untapped}. */
    record Untapped(ObjRef ref, Pos pos) implements Expectation {}

    /** {@code CARD damage N}: damage marked. */
    record Damage(ObjRef ref, int amount, Pos pos) implements Expectation {}

    /** {@code CARD power N}. */
    record Power(ObjRef ref, int power, Pos pos) implements Expectation {}

    /** {@code CARD toughness N}. */
    record Toughness(ObjRef ref, int toughness, Pos pos) implements Expectation {}

    /** {@code CARD is P/T}. */
    record PowerToughness(ObjRef ref, int power, int toughness, Pos pos) implements Expectation {}

    /** {@code CARD counters KIND N}; KIND lower-cased. */
    record Counters(ObjRef ref, String kind, int count, Pos pos) implements Expectation {}

    /** {@code CARD has KEYWORD} (the keyword text as written, e.g. {@code first strike}). */
    record Has(ObjRef ref, String keyword, Pos pos) implements Expectation {}

    /** {@code CARD lacks KEYWORD}. */
    record Lacks(ObjRef ref, String keyword, Pos pos) implements Expectation {}

    /** {@code CARD attached to CARD}. */
    record AttachedTo(ObjRef ref, ObjRef target, Pos pos) implements Expectation {}

    /** {@code CARD controlled by PLAYER}. */
    record ControlledBy(ObjRef ref, String player, Pos pos) implements Expectation {}

    /** {@code step STEP}. */
    record StepIs(String step, Pos pos) implements Expectation {}

    /** {@code turn N}. */
    record TurnIs(int turn, Pos pos) implements Expectation {}

    /** {@code active PLAYER}. */
    record ActiveIs(String player, Pos pos) implements Expectation {}

    /** {@code stack empty}. */
    record StackEmpty(Pos pos) implements Expectation {}

    /** {@code stack N}: number of objects on the stack. */
    record StackSize(int size, Pos pos) implements Expectation {}

    /** {@code game over: PLAYER wins}. */
    record GameOverWinner(String player, Pos pos) implements Expectation {}

    /** {@code game over: draw}. */
    record GameOverDraw(Pos pos) implements Expectation {}

    /** {@code game not over}. */
    record GameNotOver(Pos pos) implements Expectation {}

    /** {@code log contains: TEXT}. */
    record LogContains(String text, Pos pos) implements Expectation {}
}
