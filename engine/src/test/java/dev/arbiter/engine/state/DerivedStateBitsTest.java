package dev.arbiter.engine.state;

import dev.arbiter.engine.ability.Amount;
import dev.arbiter.engine.ability.Condition;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.Keyword;
import dev.arbiter.engine.ability.TokenSpec;
import dev.arbiter.engine.ability.Trigger;
import dev.arbiter.engine.ability.TriggeredAbility;
import dev.arbiter.engine.ability.Who;
import dev.arbiter.engine.card.CardDefinition;
import dev.arbiter.engine.characteristic.CardType;
import dev.arbiter.engine.testing.Table;
import dev.arbiter.engine.testing.TestCards;
import dev.arbiter.engine.timing.Step;
import io.vavr.collection.Vector;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.SplittableRandom;

import static dev.arbiter.engine.testing.Table.ALICE;
import static dev.arbiter.engine.testing.Table.BOB;
import static dev.arbiter.engine.testing.TestCards.FOREST;
import static dev.arbiter.engine.testing.TestCards.GRIZZLY_BEARS;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Issue 13's indexes on the state: the bits GameState carries from object to object (anything attached, 301.5;
 * anything that ceases to exist, 704.5d-e) always agree with a scan of a state that knows nothing, and the list edits
 * of the zone moves and of removal from combat (506.4) give what vavr's own operations give.
 */
class DerivedStateBitsTest {
    private static GameObject token(GameObject o, boolean token, CopyKind copy) {
        return new GameObject(o.id(), o.card(), o.owner(), o.controller(), o.zone(), o.tapped(), o.sick(), o.damage(),
                o.deathtouchDamage(), o.counters(), o.attachedTo(), o.timestamp(), token, copy, o.zoneChanges(), o.arrival());
    }

    private static GameObject inZone(GameObject o, Zone z) {
        return new GameObject(o.id(), o.card(), o.owner(), o.controller(), z, o.tapped(), o.sick(), o.damage(),
                o.deathtouchDamage(), o.counters(), o.attachedTo(), o.timestamp(), o.token(), o.copyKind(), o.zoneChanges(),
                o.arrival());
    }

    @Test
    void carriedBitsAgreeWithAFreshScanAfterEveryObjectChange() {
        Table t = new Table().at(1, ALICE, Step.MAIN1).library(ALICE, FOREST, 3).library(BOB, FOREST, 3);
        int[] ids = new int[6];
        for (int i = 0; i < ids.length; i++) ids[i] = t.put(i % 2 == 0 ? ALICE : BOB, Zone.BATTLEFIELD, GRIZZLY_BEARS);
        GameState s = t.start();
        SplittableRandom rng = new SplittableRandom(13);
        Zone[] zones = {Zone.BATTLEFIELD, Zone.GRAVEYARD, Zone.EXILE, Zone.STACK, Zone.NONE, Zone.HAND};
        CopyKind[] copies = CopyKind.values();
        boolean sawAttached = false, sawNone = false, sawCeasing = false, sawNotCeasing = false;
        for (int step = 0; step < 2_000; step++) {
            if (step % 3 == 0) { s.hasAttachments(); s.hasObjectsCeasingToExist(); s.hasTokensOrCopies(); } // known, then carried
            GameObject o = s.object(ids[rng.nextInt(ids.length)]);
            GameObject changed = switch (rng.nextInt(3)) {
                case 0 -> o.withAttachedTo(rng.nextInt(3) == 0 ? ids[rng.nextInt(ids.length)] : GameObject.NONE);
                case 1 -> inZone(o, zones[rng.nextInt(zones.length)]);
                default -> token(o, rng.nextBoolean(), copies[rng.nextInt(copies.length)]);
            };
            s = s.withObject(changed);
            GameState fresh = s.withObjects(s.objects()); // the same objects, nothing derived
            assertThat(s.hasAttachments()).isEqualTo(fresh.hasAttachments());
            assertThat(s.hasObjectsCeasingToExist()).isEqualTo(fresh.hasObjectsCeasingToExist());
            assertThat(s.hasTokensOrCopies()).isEqualTo(fresh.hasTokensOrCopies());
            boolean scanAttached = false, scanCeasing = false;
            for (GameObject x : s.objects()) {
                scanAttached |= x.attachedTo() != GameObject.NONE;
                scanCeasing |= x.ceasesToExist();
            }
            assertThat(s.hasAttachments()).isEqualTo(scanAttached);
            assertThat(s.hasObjectsCeasingToExist()).isEqualTo(scanCeasing);
            sawAttached |= scanAttached;
            sawNone |= !scanAttached;
            sawCeasing |= scanCeasing;
            sawNotCeasing |= !scanCeasing;
        }
        assertThat(sawAttached && sawNone && sawCeasing && sawNotCeasing).isTrue(); // both answers were exercised
    }

    @Test
    void ceasingToExistFollowsRules704_5dAnd704_5e() {
        Table t = new Table().at(1, ALICE, Step.MAIN1).library(ALICE, FOREST, 3).library(BOB, FOREST, 3);
        int id = t.put(ALICE, Zone.BATTLEFIELD, GRIZZLY_BEARS);
        GameObject o = t.start().object(id);
        assertThat(inZone(token(o, true, CopyKind.NONE), Zone.BATTLEFIELD).ceasesToExist()).isFalse();
        assertThat(inZone(token(o, true, CopyKind.NONE), Zone.GRAVEYARD).ceasesToExist()).isTrue(); // 704.5d
        assertThat(inZone(token(o, false, CopyKind.SPELL), Zone.STACK).ceasesToExist()).isFalse();
        assertThat(inZone(token(o, false, CopyKind.SPELL), Zone.BATTLEFIELD).ceasesToExist()).isTrue(); // 704.5e
        assertThat(inZone(token(o, false, CopyKind.CARD), Zone.BATTLEFIELD).ceasesToExist()).isFalse();
        assertThat(inZone(token(o, false, CopyKind.CARD), Zone.HAND).ceasesToExist()).isTrue(); // 704.5e
        assertThat(inZone(token(o, true, CopyKind.NONE), Zone.NONE).ceasesToExist()).isFalse(); // already gone
    }

    @Test
    void removingByPositionOrIdGivesVavrsResult() {
        for (int n = 1; n <= 70; n++) {
            Vector<Integer> v = Vector.range(100, 100 + n);
            for (int i = 0; i < n; i++) {
                assertThat(VectorEdits.removeAt(v, i)).isEqualTo(v.removeAt(i));
                assertThat(VectorEdits.without(v, 100 + i)).isEqualTo(v.remove(100 + i));
                assertThat(VectorEdits.indexOf(v, 100 + i)).isEqualTo(i);
            }
            assertThat(VectorEdits.without(v, 7)).isSameAs(v);
            assertThat(VectorEdits.indexOf(v, 7)).isEqualTo(-1);
        }
    }

    @Test
    void removalFromCombatGivesWhatFilteringEveryEntryGives_506_4() {
        Vector<Attacker> attackers = Vector.of(
                new Attacker(1, new Target.Player(1), true, Vector.of(5, 6)),
                new Attacker(2, new Target.Player(1), true, Vector.of(6)),
                new Attacker(3, new Target.Player(1), false, Vector.empty()));
        Vector<Blocker> blockers = Vector.of(new Blocker(5, Vector.of(1)), new Blocker(6, Vector.of(1, 2)));
        CombatState c = CombatState.NONE.withBlockers(attackers, blockers);
        for (int id : new int[] {1, 2, 3, 5, 6, 9}) {
            Vector<Attacker> a = attackers.filter(x -> x.id() != id)
                    .map(x -> x.blockers().contains(id) ? x.withBlockers(x.blockers().remove(id), x.blocked()) : x);
            Vector<Blocker> b = blockers.filter(x -> x.id() != id)
                    .map(x -> x.attackers().contains(id) ? new Blocker(x.id(), x.attackers().remove(id)) : x);
            assertThat(c.without(id)).isEqualTo(new CombatState(a, b, true, c.dealtFirstStrikeDamage(), c.firstStrikeStep()));
        }
    }

    @Test
    void removalFromRandomCombatsGivesWhatFilteringEveryEntryGives_506_4() {
        SplittableRandom rng = new SplittableRandom(506);
        for (int round = 0; round < 300; round++) {
            Vector<Attacker> attackers = Vector.empty();
            for (int i = 0, n = rng.nextInt(12); i < n; i++) attackers = attackers.append(new Attacker(rng.nextInt(10),
                    new Target.Player(1), rng.nextBoolean(), randomIds(rng)));
            Vector<Blocker> blockers = Vector.empty();
            for (int i = 0, n = rng.nextInt(12); i < n; i++) blockers = blockers.append(new Blocker(rng.nextInt(10), randomIds(rng)));
            CombatState c = CombatState.NONE.withBlockers(attackers, blockers);
            for (int id = 0; id < 11; id++) {
                int gone = id;
                Vector<Attacker> a = attackers.filter(x -> x.id() != gone)
                        .map(x -> x.blockers().contains(gone) ? x.withBlockers(x.blockers().remove(gone), x.blocked()) : x);
                Vector<Blocker> b = blockers.filter(x -> x.id() != gone)
                        .map(x -> x.attackers().contains(gone) ? new Blocker(x.id(), x.attackers().remove(gone)) : x);
                assertThat(c.without(id)).isEqualTo(new CombatState(a, b, true, c.dealtFirstStrikeDamage(), c.firstStrikeStep()));
            }
        }
    }

    /** A short list of ids from 0-9, repeats allowed (the edits must keep every other entry and the order). */
    private static Vector<Integer> randomIds(SplittableRandom rng) {
        Vector<Integer> v = Vector.empty();
        for (int i = 0, n = rng.nextInt(4); i < n; i++) v = v.append(rng.nextInt(10));
        return v;
    }

    @Test
    void theSameEffectsOrCombatGiveTheSameStateAndItsCaches() {
        Table t = new Table().at(1, ALICE, Step.MAIN1).library(ALICE, FOREST, 3).library(BOB, FOREST, 3);
        t.put(ALICE, Zone.BATTLEFIELD, GRIZZLY_BEARS);
        GameState s = t.start();
        assertThat(s.withEffects(s.effects())).isSameAs(s);
        assertThat(s.withCombat(s.combat())).isSameAs(s);
    }
    private static final TriggeredAbility DRAW_WHEN_DIES = new TriggeredAbility(new Trigger.Dies(), new Condition.Always(), List.of(),
            new Effect.DrawCards(new Who.You(), Amount.of(1)), "When ~ dies, draw a card.");
    private static final CardDefinition PERSISTENT = TestCards.creature("Persistent", "{1}{B}", 2, 2, TestCards.kw(Keyword.PERSIST));
    private static final CardDefinition DYING = TestCards.creature("Dying", "{1}{B}", 2, 2, DRAW_WHEN_DIES);
    /** A creature whose only ability makes a token that has a triggered ability: the part is inside the card. */
    private static final CardDefinition MAKER = TestCards.creature("Maker", "{2}{B}", 1, 1, new TriggeredAbility(
            new Trigger.EntersBattlefield(), new Condition.Always(), List.of(), new Effect.CreateTokens(Amount.of(1),
            new TokenSpec("Spirit", 0, CardType.CREATURE.bit(), List.of("Spirit"), 1, 1, List.of(DRAW_WHEN_DIES))), "x"));
    private static final CardDefinition SPAWNER = TestCards.spell("Spawner", "{2}{B}", CardType.SORCERY, List.of(),
            new Effect.CreateTokens(Amount.of(1), new TokenSpec("Spirit", 0, CardType.CREATURE.bit(), List.of("Spirit"), 1, 1,
                    List.of(TestCards.kw(Keyword.UNDYING)))));

    @Test
    void triggeringCardsAreThoseHoldingATriggeredAbilityATriggeredKeywordOrMadnessAnywhere_603_1() {
        for (CardDefinition quiet : List.of(GRIZZLY_BEARS, FOREST, TestCards.RAGING_GOBLIN, TestCards.LLANOWAR_ELVES,
                TestCards.SERRA_ANGEL, TestCards.LIGHTNING_BOLT)) {
            assertThat(ObjectBits.triggering(GameObject.newCard(0, quiet, 0, Zone.HAND))).as(quiet.name()).isFalse();
        }
        for (CardDefinition loud : List.of(PERSISTENT, DYING, MAKER, SPAWNER)) {
            assertThat(ObjectBits.triggering(GameObject.newCard(0, loud, 0, Zone.LIBRARY))).as(loud.name()).isTrue();
        }
    }

    @Test
    void triggeringCardsBitAgreesWithAFreshScanAfterEveryObjectChange() {
        Table t = new Table().at(1, ALICE, Step.MAIN1).library(ALICE, FOREST, 3).library(BOB, FOREST, 3);
        int[] ids = new int[6];
        for (int i = 0; i < ids.length; i++) ids[i] = t.put(i % 2 == 0 ? ALICE : BOB, Zone.BATTLEFIELD, GRIZZLY_BEARS);
        GameState s = t.start();
        List<CardDefinition> cards = List.of(GRIZZLY_BEARS, TestCards.RAGING_GOBLIN, FOREST, PERSISTENT, DYING, SPAWNER);
        SplittableRandom rng = new SplittableRandom(29);
        boolean sawSome = false, sawNone = false;
        for (int step = 0; step < 2_000; step++) {
            if (step % 3 == 0) s.hasTriggeringCards(); // known, then carried
            GameObject o = s.object(ids[rng.nextInt(ids.length)]);
            // mostly the quiet cards, so that the last triggering card leaves now and then
            CardDefinition c = cards.get(rng.nextInt(8) < 7 ? rng.nextInt(3) : 3 + rng.nextInt(3));
            s = rng.nextInt(4) == 0 ? s.withObject(o.withTapped(!o.tapped())) : s.withObject(o.withCard(c));
            boolean scan = false;
            for (GameObject x : s.objects()) scan |= ObjectBits.triggering(x);
            assertThat(s.hasTriggeringCards()).isEqualTo(scan);
            assertThat(s.withObjects(s.objects()).hasTriggeringCards()).isEqualTo(scan);
            sawSome |= scan;
            sawNone |= !scan;
        }
        assertThat(sawSome && sawNone).isTrue(); // both answers were exercised
    }
}
