package dev.arbiter.engine.events;

import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.ObjectFilter;
import dev.arbiter.engine.ability.Relation;
import dev.arbiter.engine.ability.Trigger;
import dev.arbiter.engine.ability.TriggeredAbility;
import dev.arbiter.engine.card.Characteristics;
import dev.arbiter.engine.layers.Affecting;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.Target;
import dev.arbiter.engine.state.Zone;

/**
 * Triggers on the events of players and of the permanents a source is attached to (603.2): the
 * steps of opponents and of a host's controller, a host dying or attacking, damage dealt and
 * dealt to, lands tapped for mana, discards, permanents put into a graveyard or becoming tapped.
 */
final class EventTriggers {
    private EventTriggers() {
    }

    /** What one trigger kind makes of an event: the source triggers when {@code test} holds. */
    interface Test<T extends Trigger> {
        boolean triggers(GameObject source, T trigger);
    }

    static <T extends Trigger> void each(Ctx ctx, Class<T> kind, Test<T> test, int thatPlayer, int thatObject,
                                         int amount) {
        each(ctx, ctx.s, -1, kind, test, thatPlayer, thatObject, amount);
    }

    /** As above, over the permanents of state {@code s} (603.10a: just before the event) but {@code except}. */
    private static <T extends Trigger> void each(Ctx ctx, GameState s, int except, Class<T> kind, Test<T> test, int thatPlayer,
                                                 int thatObject, int amount) {
        for (int id : Layers.triggerSources(s)) {
            if (id == except) continue; // its own abilities are looked at as it last existed
            GameObject o = s.object(id);
            for (Ability a : Layers.of(s, id).abilities()) {
                if (a instanceof TriggeredAbility t && kind.isInstance(t.trigger()) && test.triggers(o, kind.cast(t.trigger()))) {
                    Triggers.add(ctx, o, t, thatPlayer, thatObject, amount);
                }
            }
        }
    }

    /** 702.149a: another of the declared attackers has greater power than {@code attacker}. */
    private static boolean greaterAttacker(Ctx ctx, GameEvent.AttackersDeclared a, int attacker) {
        int power = Layers.of(ctx.s, attacker).power();
        for (int other : a.attackers()) if (other != attacker && Layers.of(ctx.s, other).power() > power) return true;
        return false;
    }

    static void emit(Ctx ctx, GameEvent event) {
        if (event instanceof GameEvent.StepBegan b) {
            GameState s = ctx.s;
            // 603.2: "at the beginning of each opponent's upkeep" / "of the upkeep of enchanted creature's controller"
            each(ctx, Trigger.BeginningOfStepOf.class, (o, t) -> t.step() == b.step() && switch (t.owner()) {
                case OPPONENT -> s.areOpponents(b.activePlayer(), o.controller());
                case HOST_CONTROLLER -> o.attachedTo() >= 0 && s.object(o.attachedTo()).controller() == b.activePlayer();
                case CHOSEN_PLAYER -> dev.arbiter.engine.layers.ChosenValues.player(s, o.id()) == b.activePlayer(); // 607.2
                case OTHER_PLAYER -> b.activePlayer() != o.controller(); // 102.3
                case ENCHANTED_PLAYER -> o.attachedPlayer() == b.activePlayer(); // 303.4
            }, b.activePlayer(), -1, 0);
        } else if (event instanceof GameEvent.AttackersDeclared a) {
            // no permanent with a triggered ability: `each` finds none, so the defending players (a walk of the combat per
            // attacker) are not looked up
            if (Layers.triggerSources(ctx.s).length == 0) return;
            for (int attacker : a.attackers()) { // 508.3a; "defending player" is the one it attacks (506.2)
                each(ctx, Trigger.AttacksWithOthers.class, (o, t) -> o.id() == attacker
                        && a.attackers().size() > t.others() && (!t.greaterPower() || greaterAttacker(ctx, a, attacker)),
                        Triggers.defendingPlayer(ctx.s, attacker), -1, 0);
            }
            for (int attacker : a.attackers()) { // 508.3a
                each(ctx, Trigger.HostAttacks.class, (o, t) -> o.attachedTo() == attacker, Triggers.defendingPlayer(ctx.s, attacker),
                        attacker, 0);
            }
        } else if (event instanceof GameEvent.DamageDealt d) {
            damage(ctx, d);
        } else if (event instanceof GameEvent.LifeLost l) { // 119.3: "that much" is the life lost
            boolean first = ctx.s.turn().history().lifeLost(l.player()) == l.amount(); // 603.2: the history holds this loss
            each(ctx, Trigger.LosesLife.class, (o, t) -> ctx.s.relates(t.who(), o, l.player()) && (!t.firstEachTurn() || first),
                    l.player(), -1,
                    l.amount());
        } else if (event instanceof GameEvent.TappedForMana m) {
            GameObject tapped = ctx.s.object(m.permanent());
            for (Ability a : Layers.of(ctx.s, m.permanent()).abilities()) { // 106.12: "Whenever you tap ~ for mana"
                if (a instanceof TriggeredAbility t && t.trigger() instanceof Trigger.SelfTappedForMana) {
                    Triggers.add(ctx, tapped, t, m.player(), m.permanent());
                }
            }
            if (!Layers.of(ctx.s, m.permanent()).isLand()) return;
            each(ctx, Trigger.TapsLandForMana.class, (o, t) -> ctx.s.relates(t.who(), o, m.player())
                    && (t.lands() == null || Affecting.matches(ctx.s, o.id(), t.lands(), ctx.s.object(m.permanent()),
                    Layers.of(ctx.s, m.permanent()))), // 106.12: "taps a Mountain for mana"
                    m.player(), m.permanent(), 0);
        } else if (event instanceof GameEvent.BecameTapped t) {
            GameObject p = ctx.s.object(t.permanent());
            Characteristics ch = Layers.of(ctx.s, t.permanent());
            each(ctx, Trigger.PermanentBecomesTapped.class, (o, tr) -> Affecting.matches(ctx.s, o.id(), tr.filter(), p, ch),
                    p.controller(), p.id(), 0);
            each(ctx, Trigger.SelfBecomesTapped.class, (o, tr) -> o.id() == p.id(), -1, p.id(), 0);
        } else if (event instanceof GameEvent.Exerted x) { // 701.39d
            each(ctx, Trigger.CreatureExerted.class, (o, tr) -> ctx.s.relates(tr.who(), o, x.player())
                    && Layers.of(ctx.s, x.permanent()).isCreature(), x.player(), x.permanent(), 0);
            each(ctx, Trigger.SelfExerted.class, (o, tr) -> x.asItAttacks() && o.id() == x.permanent(), -1, x.permanent(), 0);
        } else if (event instanceof GameEvent.BecameUntapped u) { // 701.26b
            each(ctx, Trigger.SelfBecomesUntapped.class, (o, tr) -> o.id() == u.permanent(), -1, u.permanent(), 0);
            if (dev.arbiter.engine.layers.PartKinds.mayHave(ctx.s, Trigger.PermanentBecomesUntapped.class)) {
                GameObject p = ctx.s.object(u.permanent());
                Characteristics ch = Layers.of(ctx.s, u.permanent());
                each(ctx, Trigger.PermanentBecomesUntapped.class, (o, tr) -> Affecting.matches(ctx.s, o.id(), tr.filter(), p, ch),
                        p.controller(), p.id(), 0);
            }
        } else if (event instanceof GameEvent.CountersPut cp) { // 122.6
            countersPut(ctx, cp);
        } else if (event instanceof GameEvent.Exploited x) { // 702.110b
            GameObject now = ctx.s.object(x.before().id());
            boolean stayed = now.zone() == Zone.BATTLEFIELD && now.zoneChanges() == x.before().zoneChanges();
            if (stayed) {
                each(ctx, Trigger.Exploits.class, (o, tr) -> o.id() == now.id(), -1, -1, 0);
            } else { // it sacrificed itself: its abilities as it last existed (603.10a)
                for (Ability a : x.was().abilities()) {
                    if (a instanceof TriggeredAbility t && t.trigger() instanceof Trigger.Exploits) Triggers.add(ctx, x.before(), t, -1, -1);
                }
            }
        } else if (event instanceof GameEvent.BecameMonstrous bm) { // 701.37b; 701.37c: its X is the monstrosity's N
            each(ctx, Trigger.BecomesMonstrous.class, (o, tr) -> o.id() == bm.permanent(), -1, bm.permanent(), bm.amount());
        } else if (event instanceof GameEvent.TurnedFaceUp f) { // 708.8
            each(ctx, Trigger.TurnedFaceUp.class, (o, tr) -> o.id() == f.permanent(), -1, f.permanent(), 0);
            GameObject up = ctx.s.object(f.permanent());
            Characteristics upCh = Layers.of(ctx.s, f.permanent());
            each(ctx, Trigger.PermanentTurnedFaceUp.class, (o, tr) -> Affecting.matches(ctx.s, o.id(), tr.filter(), up, upCh),
                    up.controller(), f.permanent(), 0);
        } else if (event instanceof GameEvent.ZoneChange z) {
            zoneChange(ctx, z);
        } else if (event instanceof GameEvent.CombatDamageToPlayers cd) { // 510.2, 603.2c: once for each player dealt damage
            java.util.Set<Integer> players = new java.util.LinkedHashSet<>();
            for (int[] d : cd.dealt()) players.add(d[1]);
            for (int player : players) {
                each(ctx, Trigger.GroupDealsCombatDamage.class, (o, t) -> {
                    if (t.opponentOnly() && !ctx.s.areOpponents(o.controller(), player)) return false;
                    for (int[] d : cd.dealt()) {
                        if (d[1] == player && ctx.s.object(d[0]).zone() == Zone.BATTLEFIELD
                                && Affecting.matches(ctx.s, o.id(), t.filter(), ctx.s.object(d[0]), Layers.of(ctx.s, d[0]))) return true;
                    }
                    return false;
                }, player, -1, 0);
            }
        } else if (event instanceof GameEvent.AbilityActivated aa
                && dev.arbiter.engine.layers.PartKinds.mayHave(ctx.s, Trigger.AbilityActivated.class)) { // 602.2i
            boolean onBattlefield = aa.before().zone() == Zone.BATTLEFIELD;
            each(ctx, Trigger.AbilityActivated.class, (o, t) -> ctx.s.relates(t.who(), o, aa.player())
                    && (!t.loyaltyOnly() || aa.loyalty())
                    && (t.sources() == null || onBattlefield && Affecting.matches(ctx.s, o.id(), t.sources(), aa.before(), aa.was())),
                    aa.player(), aa.before().id(), 0);
        } else if (event instanceof GameEvent.Scried sc) { // 701.18b, 701.25
            each(ctx, Trigger.Scries.class, (o, t) -> t.surveil() == sc.surveil() && ctx.s.relates(t.who(), o, sc.player()),
                    sc.player(), -1, 0);
        } else if (event instanceof GameEvent.LibrarySearched ls) { // 701.19
            each(ctx, Trigger.SearchesLibrary.class, (o, t) -> ctx.s.relates(t.who(), o, ls.player()), ls.player(), -1, 0);
        } else if (event instanceof GameEvent.LandPlayed lp) { // 305.1
            each(ctx, Trigger.PlaysLand.class, (o, t) -> ctx.s.relates(t.who(), o, lp.player()) && (t.lands() == null
                    || Affecting.matches(ctx.s, o.id(), t.lands(), ctx.s.object(lp.land()), Layers.of(ctx.s, lp.land()))),
                    lp.player(), lp.land(), 0);
        } else if (event instanceof GameEvent.BecameTargets b) {
            java.util.Set<Integer> targeted = new java.util.HashSet<>();
            for (var group : b.targets()) for (var t : group) if (t instanceof Target.Object o) targeted.add(o.id());
            // 603.2e: once for the spell or ability, however many of its targets the object is
            TargetTriggers.becameTargets(ctx, b); // 115.1: "you or a permanent you control becomes the target of ..."
            each(ctx, Trigger.BecomesTarget.class, (o, t) -> targeted.contains(switch (t.whom()) {
                case SELF -> o.id();
                case HOST -> o.attachedTo();
                case YOU -> -2;
            }), b.controller(), -1, 0); // 603.2: "that player" controls the spell or ability that targeted
        }
    }

    /** 122.6: "Whenever one or more counters are put on ..." — once, or once for each counter ("a counter is put"). */
    private static void countersPut(Ctx ctx, GameEvent.CountersPut cp) {
        GameObject p = ctx.s.object(cp.permanent());
        if (p.zone() != Zone.BATTLEFIELD) return;
        Characteristics ch = Layers.of(ctx.s, p.id());
        for (int id : Layers.triggerSources(ctx.s)) {
            GameObject o = ctx.s.object(id);
            for (Ability a : Layers.of(ctx.s, id).abilities()) {
                if (a instanceof TriggeredAbility t && t.trigger() instanceof Trigger.Chapter chapter && o.id() == p.id()
                        && cp.kind().equals(Trigger.Chapter.LORE)) { // 714.2b: the count was below N and became at least N
                    int now = p.counters().get(Trigger.Chapter.LORE);
                    if (now - cp.amount() < chapter.chapter() && now >= chapter.chapter()
                            && readAheadAllows(ctx.s, p, ch, chapter.chapter(), now)) { // 702.155a
                        Triggers.add(ctx, o, t, p.controller(), p.id(), cp.amount());
                    }
                    continue;
                }
                if (!(a instanceof TriggeredAbility t) || !(t.trigger() instanceof Trigger.CountersPut tr)) continue;
                if (tr.kind() != null && !tr.kind().equals(cp.kind())) continue;
                if (tr.filter() == null ? o.id() != p.id() : !Affecting.matches(ctx.s, o.id(), tr.filter(), p, ch)) continue;
                int times = tr.perCounter() ? cp.amount() : 1;
                for (int i = 0; i < times; i++) Triggers.add(ctx, o, t, p.controller(), p.id(), cp.amount());
            }
        }
        CountersPutByTriggers.check(ctx, cp, p, ch); // 122.6: "whenever you put one or more counters on ..."
    }

    /**
     * 702.155a: whether a chapter ability {@code chapter} of the Saga {@code o} with {@code lore} lore counters may trigger:
     * with read ahead, the turn it entered only at exactly that many counters. "The turn it entered": it arrived after
     * the active player's upkeep began (a Saga enters in a main phase or later, never in an untap step).
     */
    private static boolean readAheadAllows(GameState s, GameObject o, Characteristics ch, int chapter, int lore) {
        if (lore == chapter || !ch.has(dev.arbiter.engine.ability.Keyword.READ_AHEAD)) return true;
        return o.arrival() < s.player(s.turn().active()).ownTurns().upkeepBegan();
    }

    private static void zoneChange(Ctx ctx, GameEvent.ZoneChange z) {
        if (z.to() == Zone.BATTLEFIELD && !z.after().counters().isEmpty()) { // 122.6: given counters as it entered
            z.after().counters().byKind().forEach((kind, n) -> countersPut(ctx, new GameEvent.CountersPut(z.after().id(), kind, n,
                    z.after().controller()))); // 122.6a: put by its controller unless the effect says who
        }
        if (z.from() == Zone.HAND && (z.to() == Zone.GRAVEYARD
                || MadnessTrigger.exiledThisWay(ctx.s, z.after()))) { // 701.8a: a discard (702.35a: exiled by madness)
            int player = z.before().owner();
            each(ctx, Trigger.Discards.class, (o, t) -> ctx.s.relates(t.who(), o, player)
                    && (t.cards() == null || Affecting.matches(ctx.s, o.id(), t.cards(), z.after(), Layers.of(ctx.s, z.after().id()))),
                    player, z.after().id(), 0);
            if (ctx.resolvingController >= 0 && ctx.s.areOpponents(ctx.resolvingController, player)) {
                OwnMoveTriggers.discardedByOpponent(ctx, z.after(), ctx.resolvingController);
            }
        }
        if (z.to() == Zone.GRAVEYARD && z.after() != null && z.from() != Zone.GRAVEYARD) OwnMoveTriggers.selfPutIntoGraveyard(ctx, z); // 113.6k
        if (z.from() == Zone.BATTLEFIELD && z.to() == Zone.EXILE && z.after() != null) OwnMoveTriggers.selfExiled(ctx, z); // 603.6c
        if (z.to() == Zone.GRAVEYARD && z.after() != null && !z.before().token()
                && dev.arbiter.engine.layers.PartKinds.mayHave(ctx.s, Trigger.CardPutIntoGraveyard.class)) { // 404.1: "a [filter] card is put into ... graveyard"
            GameObject card = z.after();
            Characteristics now = Layers.of(ctx.s, card.id());
            each(ctx, Trigger.CardPutIntoGraveyard.class, (o, t) -> (!t.fromLibrary() || z.from() == Zone.LIBRARY)
                    && (!t.filter().other() || card.id() != o.id())
                    && ctx.s.relates(t.owner(), o, card.owner())
                    && Affecting.matches(ctx.s, o.id(), t.filter().controlledBy(Relation.ANY), card, now), card.owner(), card.id(), 0);
        }
        if (z.from() == Zone.BATTLEFIELD && z.after() != null) { // 603.6c, 603.10a: "[a noun] leaves the battlefield"
            Characteristics left = z.asItLastExisted();
            for (Ability a : left.abilities()) { // its own ability, as it last existed ("a creature you control" may be it)
                if (a instanceof TriggeredAbility t && t.trigger() instanceof Trigger.PermanentLeaves pl
                        && asItWas(ctx.s, pl.filter(), z.before(), z.before(), left)) {
                    Triggers.add(ctx, z.before(), t, z.before().controller(), z.after().id());
                }
            }
            GameState was = Triggers.lookBack(ctx);
            if (dev.arbiter.engine.layers.PartKinds.mayHave(was, Trigger.PermanentLeaves.class)) {
                each(ctx, was, z.before().id(), Trigger.PermanentLeaves.class,
                        (o, t) -> asItWas(ctx.s, t.filter(), o, z.before(), left), z.before().controller(), z.after().id(), 0);
            }
            if (z.to() == Zone.HAND) returnedToHand(ctx, z, left, was); // 603.6c: "is returned to your hand"
        }
        if (z.after() != null && z.from() != z.to() && dev.arbiter.engine.layers.PartKinds.mayHave(Triggers.lookBack(ctx), Trigger.GroupMoves.class)) {
            groupMoves(ctx, z);
        }
        if (z.from() != Zone.BATTLEFIELD || z.to() != Zone.GRAVEYARD) return;
        Characteristics was = z.asItLastExisted();
        if (was.isCreature()) {
            // 700.4, 603.10a: "when enchanted creature dies", seen from what was attached to it
            GameState before = Triggers.lookBack(ctx); // 603.10a: an Aura that left with it still sees it die
            for (int id : z.attached()) {
                GameObject o = before.object(id);
                if (o.zone() != Zone.BATTLEFIELD) continue;
                for (Ability a : Layers.of(before, id).abilities()) {
                    if (a instanceof TriggeredAbility t && t.trigger() instanceof Trigger.HostDies) {
                        Triggers.add(ctx, o, t, z.before().controller(), z.after().id());
                    }
                }
            }
        }
        // 603.6c, 603.10a: "is put into a graveyard from the battlefield", judged as it last existed,
        // the leaving permanent's own ability included
        for (Ability a : was.abilities()) {
            if (a instanceof TriggeredAbility t && t.trigger() instanceof Trigger.PutIntoGraveyardFromBattlefield p
                    && asItWas(ctx.s, p.filter(), z.before(), z.before(), was)
                    && ctx.s.relates(p.owner(), z.before().controller(), z.before().owner())) {
                Triggers.add(ctx, z.before(), t, z.before().controller(), z.after().id());
            }
        }
        each(ctx, Triggers.lookBack(ctx), z.before().id(), Trigger.PutIntoGraveyardFromBattlefield.class,
                (o, t) -> asItWas(ctx.s, t.filter(), o, z.before(), was)
                        && ctx.s.relates(t.owner(), o, z.before().owner()), // "your graveyard": its owner's (404.1)
                z.before().controller(), z.after().id(), 0);
    }

    /**
     * "Whenever [~ or another | a] [filter] is returned to your hand" (603.6c, 603.10a): the permanent judged as it last
     * existed ({@code left}), its own ability included, the others' from the state before the move ({@code was}); "your
     * hand": its owner is the source's controller (400.3).
     */
    private static void returnedToHand(Ctx ctx, GameEvent.ZoneChange z, Characteristics left, GameState was) {
        for (Ability a : left.abilities()) {
            if (a instanceof TriggeredAbility t && t.trigger() instanceof Trigger.PermanentReturnedToHand r
                    && asItWas(ctx.s, r.filter(), z.before(), z.before(), left) && z.before().controller() == z.before().owner()) {
                Triggers.add(ctx, z.before(), t, z.before().owner(), z.after().id());
            }
        }
        if (!dev.arbiter.engine.layers.PartKinds.mayHave(was, Trigger.PermanentReturnedToHand.class)) return;
        each(ctx, was, z.before().id(), Trigger.PermanentReturnedToHand.class,
                (o, t) -> o.controller() == z.before().owner() && asItWas(ctx.s, t.filter(), o, z.before(), left),
                z.before().owner(), z.after().id(), 0);
    }

    /**
     * 603.2c: "one or more [filter] [move]": each object of the event is judged as it last existed (603.10a), from the
     * permanents of the state just before a battlefield event; an ability triggers once for the event.
     */
    private static void groupMoves(Ctx ctx, GameEvent.ZoneChange z) {
        Characteristics ch = z.asItLastExisted();
        GameState s = Triggers.lookBack(ctx);
        for (int id : Layers.triggerSources(s)) {
            GameObject o = s.object(id);
            for (Ability a : Layers.of(s, id).abilities()) {
                if (!(a instanceof TriggeredAbility t) || !(t.trigger() instanceof Trigger.GroupMoves g)) continue;
                if ((g.from() != null && !g.from().name().equals(z.from().name())) || (g.to() != null && !g.to().name().equals(z.to().name()))) continue;
                if (g.cards() && z.before().token()) continue; // 108.2: a token isn't a card
                if (!ctx.s.relates(g.owner(), o, z.before().owner()) || !asItWas(ctx.s, g.filter(), o, z.before(), ch)) continue;
                if (!EventTriggers.firstInGroup(ctx, id, t)) {
                    GroupCounts.oneMore(ctx, id, t); // 603.2c: "that many"
                    continue;
                }
                Triggers.add(ctx, o, t, o.controller(), -1, GroupCounts.first(t));
            }
        }
    }

    /**
     * 603.2c: whether this is the first time ability {@code t} of {@code source} triggers on the group event in progress
     * ({@code ctx.groupTriggered}, one event however many objects), recording it; always true outside a group event.
     */
    static boolean firstInGroup(Ctx ctx, int source, TriggeredAbility t) {
        if (ctx.groupTriggered == null) return true;
        for (Ctx.GroupFired k : ctx.groupTriggered) if (k.source() == source && k.ability() == t) return false; // this ability object
        ctx.groupTriggered.add(new Ctx.GroupFired(source, t));
        return true;
    }

    /** A permanent that left, judged on its characteristics {@code ch} and controller as it last existed (603.10a). */
    private static boolean asItWas(GameState s, ObjectFilter f, GameObject source, GameObject before, Characteristics ch) {
        if (!dev.arbiter.engine.layers.Affecting.typesMatch(f, ch)) return false; // 205.2, 205.3: types and subtype, or one of them
        if ((ch.types() & f.excludedTypes()) != 0) return false;
        if (f.colorMask() != 0 && (ch.colors() & f.colorMask()) == 0) return false;
        if (f.other() && before.id() == source.id()) return false;
        var q = f.more(); // the qualities a card keeps as it last existed: mana value, subtypes, token (603.10a)
        if (q.manaValue() != null && !q.manaValue().holds(ch.manaCost().manaValue())) return false;
        if (!q.anySubtypes().isEmpty() && q.anySubtypes().stream().noneMatch(ch::hasSubtype)) return false;
        if (q.excludedSubtype() != null && ch.hasSubtype(q.excludedSubtype())) return false;
        if (q.token() != dev.arbiter.engine.ability.FilterQualities.Tri.ANY
                && (q.token() == dev.arbiter.engine.ability.FilterQualities.Tri.YES) != before.token()) return false;
        if (q.counters() != null && !q.counters().holds(q.counters().kind() == null ? before.counters().total()
                : before.counters().get(q.counters().kind()))) return false; // the counters it had as it left
        return s.relates(f.controller(), source, before.controller());
    }

    /** "Whenever [~ | enchanted creature] deals damage" and "whenever [~ | enchanted creature | you] [is] dealt damage" (120). */
    private static void damage(Ctx ctx, GameEvent.DamageDealt d) {
        int player = d.recipient() instanceof Target.Player p ? p.player() : -1;
        int object = d.recipient() instanceof Target.Object ob ? ob.id() : -1;
        // "that creature's controller": the controller of a creature dealt damage (120.3)
        int named = player >= 0 ? player : object >= 0 ? ctx.s.object(object).controller() : -1;
        boolean creature = object >= 0 && ctx.s.object(object).zone() == Zone.BATTLEFIELD && Layers.of(ctx.s, object).isCreature();
        boolean planeswalker = object >= 0 && ctx.s.object(object).zone() == Zone.BATTLEFIELD
                && Layers.of(ctx.s, object).is(dev.arbiter.engine.characteristic.CardType.PLANESWALKER);
        each(ctx, Trigger.DealsDamage.class, (o, t) -> (!t.combatOnly() || d.combat())
                && dealer(o, t.dealer()) == d.source() && switch (t.to()) {
                    case ANYTHING -> true;
                    case PLAYER -> player >= 0;
                    case OPPONENT -> player >= 0 && ctx.s.areOpponents(player, o.controller());
                    case CREATURE -> creature && (t.creatures() == null
                            || Affecting.matches(ctx.s, o.id(), t.creatures(), ctx.s.object(object), Layers.of(ctx.s, object)));
                    case PLAYER_OR_PLANESWALKER -> player >= 0 || planeswalker; // 120.3c
                }, named, object, d.amount());
        SourceDamageTriggers.damageDealt(ctx, d, player); // 120: "a creature deals combat damage to you"
        each(ctx, Trigger.IsDealtDamage.class, (o, t) -> (!t.combatOnly() || d.combat()) && switch (t.whom()) {
            case SELF -> object == o.id();
            case HOST -> false; // below
            case YOU -> player == o.controller();
        }, player, d.source(), d.amount());
        // 603.10, 608.2h: "enchanted creature is dealt damage ... it": the creature the source was attached to as it was dealt
        // the damage, fixed as the ability triggers (the Aura or Equipment may move before it resolves)
        if (object >= 0) each(ctx, Trigger.IsDealtDamage.class, (o, t) -> (!t.combatOnly() || d.combat()) && t.whom() == Trigger.Whose.HOST
                && object == o.attachedTo(), player, object, d.amount());
        if (creature || object >= 0 && ctx.s.object(object).zone() == Zone.BATTLEFIELD) { // 120.3: "a creature is dealt damage"
            GameObject p = ctx.s.object(object);
            Characteristics ch = Layers.of(ctx.s, object);
            each(ctx, Trigger.PermanentDealtDamage.class, (o, t) -> Affecting.matches(ctx.s, o.id(), t.filter(), p, ch),
                    p.controller(), object, d.amount());
        }
    }

    private static int dealer(GameObject o, Trigger.Whose w) {
        return switch (w) {
            case SELF -> o.id();
            case HOST -> o.attachedTo();
            case YOU -> -2; // a player deals no damage
        };
    }
}
