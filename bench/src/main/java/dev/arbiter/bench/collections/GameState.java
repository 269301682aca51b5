package dev.arbiter.bench.collections;

/**
 * The operations the engine performs on its immutable state, written once per collection library.
 * Every "mutator" returns a new state and leaves {@code this} unchanged.
 * {@code equals}/{@code hashCode} are value-based (records, or explicit for the array baseline).
 */
public interface GameState {

    /** Op 2: the object with this id. */
    Obj get(int id);

    /** Op 1: replace the record at {@code o.id()}. */
    GameState put(Obj o);

    /** Op 3: remove the top (index 0) id of the player's library and append it to their hand. */
    GameState draw(int player);

    /** Op 4: remove {@code id} from zone {@code from} (wherever it is) and append it to zone {@code to}. */
    GameState move(int id, int from, int to);

    /** Op 5: iterate the battlefield, reading each object. */
    int countUntappedCreatures();

    int zoneSize(int zone);

    int zoneGet(int zone, int index);

    /** The implementation names accepted by {@link #create}. */
    String[] IMPLS = {
        "vavr-vector", "vavr-hashmap", "pcoll-vector", "pcoll-intmap",
        "paguro-vector", "paguro-hashmap", "cow-array"
    };

    static GameState create(String impl, Layout layout) {
        return switch (impl) {
            case "vavr-vector" -> VavrVectorState.of(layout);
            case "vavr-hashmap" -> VavrHashMapState.of(layout);
            case "pcoll-vector" -> PcollVectorState.of(layout);
            case "pcoll-intmap" -> PcollIntMapState.of(layout);
            case "paguro-vector" -> PaguroVectorState.of(layout);
            case "paguro-hashmap" -> PaguroHashMapState.of(layout);
            case "cow-array" -> CowArrayState.of(layout);
            default -> throw new IllegalArgumentException("unknown impl " + impl);
        };
    }
}
