package dev.arbiter.agents.mcts;

import dev.arbiter.engine.card.CardDefinition;
import dev.arbiter.engine.layers.PlayerStatics;
import dev.arbiter.engine.proc.InProgress;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.PlayerState;
import dev.arbiter.engine.state.Zone;
import dev.arbiter.engine.util.Rng;
import io.vavr.collection.Vector;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Set;

/**
 * One determinisation of what a player can't see (information-set MCTS): the other players'
 * hands and libraries and the order of every library. For each player, the cards of the hidden
 * zones are pooled (the ids, in id order, and the card definitions, in name order), the
 * definitions are shuffled with the search's own generator, and dealt back: the first ids become
 * the hand (as many as the hand holds), the rest the library. The searching player's own hand
 * stays as it is; their library is shuffled the same way. Hidden objects are rebuilt fresh, and
 * the game's generator is replaced, so the result depends only on what the player can know —
 * which ids are hidden (a revealed top card of a library is not: 400.2; nor a hand played revealed: 402.3), which cards they are as a whole (the deck list less what has been seen),
 * how many are in each zone — and on {@code seed}: never on the real hidden cards or their order.
 */
public final class Determinizer {
    private Determinizer() {
    }

    public static GameState sample(GameState s, int me, long seed) {
        return sample(s, me, seed, Set.of());
    }

    /**
     * As {@link #sample(GameState, int, long)}, and the cards of {@code known} (ids the player has seen face up in a
     * public zone, 400.2; an id stays with its physical card) that are now in another player's hand stay there as
     * what they are: a creature returned to its owner's hand is still that creature.
     */
    public static GameState sample(GameState s, int me, long seed, Set<Integer> known) {
        GameState out = resample(s, me, seed, known);
        if (s.pending() instanceof InProgress ip) {
            // The part-way view the deciding player sees gets the same treatment (same seed).
            GameState view = resample(ip.view(), me, seed, known);
            out = out.withPending(new InProgress(ip.procedure(), ip.answers(), ip.decision(), view, ip.start()));
        }
        return out;
    }

    private static GameState resample(GameState s, int me, long seed, Set<Integer> known) {
        Rng rng = Rng.seeded(seed);
        Vector<GameObject> objects = s.objects();
        Vector<PlayerState> players = s.players();
        for (PlayerState p : s.players()) {
            // 402.3: a hand a static ability reveals ("Play with your hand revealed.") is known to all; it stays as it is.
            boolean handHidden = p.id() != me && !PlayerStatics.handRevealed(s, p.id());
            // 400.2, 701.20b: a top card a static ability reveals is known to all; it stays where and what it is.
            boolean topKnown = !p.library().isEmpty() && PlayerStatics.topCardRevealed(s, p.id());
            List<Integer> ids = new ArrayList<>(p.library().asJava());
            if (topKnown) ids.remove(0);
            List<Integer> keptInHand = new ArrayList<>();
            if (handHidden) {
                for (int id : p.hand()) {
                    if (known.contains(id)) keptInHand.add(id);
                    else ids.add(id);
                }
            }
            ids.sort(null);
            List<CardDefinition> cards = new ArrayList<>(ids.size());
            for (int id : ids) cards.add(s.object(id).card());
            cards.sort(Comparator.comparing(CardDefinition::name).thenComparing(c -> c.manaCost().toString()));
            for (int i = cards.size() - 1; i > 0; i--) {
                int j = rng.below(i + 1);
                rng = rng.next();
                CardDefinition t = cards.get(i);
                cards.set(i, cards.get(j));
                cards.set(j, t);
            }
            int handSize = handHidden ? p.hand().size() - keptInHand.size() : 0;
            Vector<Integer> hand = handHidden ? Vector.ofAll(keptInHand) : p.hand();
            Vector<Integer> library = topKnown ? Vector.of(p.library().get(0)) : Vector.empty();
            for (int i = 0; i < ids.size(); i++) {
                int id = ids.get(i);
                Zone zone = i < handSize ? Zone.HAND : Zone.LIBRARY;
                objects = objects.update(id, GameObject.newCard(id, cards.get(i), p.id(), zone));
                if (zone == Zone.HAND) hand = hand.append(id);
                else library = library.append(id);
            }
            players = players.update(p.id(), p.withHand(hand).withLibrary(library));
        }
        long bits = rng.bits();
        return s.withObjects(objects).withPlayers(players).withRng(Rng.seeded(bits));
    }
}
