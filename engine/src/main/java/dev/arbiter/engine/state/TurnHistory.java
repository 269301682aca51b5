package dev.arbiter.engine.state;

/**
 * What has happened so far this turn that abilities ask about (603.4 "if a creature died this turn",
 * "if you attacked this turn", "if you gained life this turn"; 603.2 "whenever you draw your second
 * card each turn"): creatures that died (700.4), and per player the life gained (119.3) and lost
 * (119.3, 119.4), cards drawn (121.1), spells cast (601.2i), damage dealt to them (120.3a) and
 * permanents they controlled that left the battlefield (603.6c), and the untapped lands they controlled as the
 * turn began (500.1: before its untap step), and the permanents that entered the battlefield (400.7). Who attacked is read from the creatures
 * declared as attackers this turn ({@link TurnState#attacked}).
 * A new turn starts with {@link #NONE}.
 */
public record TurnHistory(io.vavr.collection.Vector<Died> died, PlayerCounts lifeGained, PlayerCounts lifeLost,
                          PlayerCounts cardsDrawn, PlayerCounts spellsCast, PlayerCounts permanentsLeft,
                          PlayerCounts damageTaken, PlayerCounts untappedLandsAtStart,
                          io.vavr.collection.Vector<Target.Object> fromBattlefieldToGraveyard,
                          io.vavr.collection.Vector<SpellCastRecord> casts, io.vavr.collection.Vector<DamageMark> damage,
                          io.vavr.collection.Vector<Target.Object> blocked, io.vavr.collection.Vector<Arrived> arrived,
                          io.vavr.collection.Vector<TargetMark> targeted) {

    /**
     * 400.7: a permanent entered the battlefield this turn; {@code after} is the permanent as it entered (its controller
     * and token status) and {@code asEntered} its characteristics then, for "you had another creature enter the
     * battlefield under your control this turn".
     */
    public record Arrived(GameObject after, dev.arbiter.engine.card.Characteristics asEntered) {
    }


    /**
     * 120.3, 400.7: damage was dealt this turn by {@code source} (the object as it was then) to {@code recipient}, for
     * "[creature] that was dealt damage this turn", "that dealt damage [to you] this turn".
     */
    public record DamageMark(Target.Object source, Target recipient, int amount) {
    }


    /** 601.2i: a spell {@code player} cast this turn, with its characteristics as it became cast. */
    public record SpellCastRecord(int player, dev.arbiter.engine.card.Characteristics spell) {
    }

    /**
     * 700.4, 603.10a: a creature died this turn; {@code before} is the permanent as it left (its controller, token
     * status and counters) and {@code lastKnown} its characteristics as it last existed, for "for each Zubera that died
     * this turn", "nontoken creature you controlled that died this turn".
     */
    public record Died(GameObject before, dev.arbiter.engine.card.Characteristics lastKnown) {
    }

    /**
     * 115.1, 603.2: {@code object} (as it was then, 400.7) became a target of a spell ({@code spell}) or ability
     * {@code controller} controlled, for "becomes the target of ... for the first time each turn".
     */
    public record TargetMark(Target.Object object, boolean spell, int controller) {
    }

    /** How many creatures died this turn (700.4). */
    public int creaturesDied() {
        return died.size();
    }

    /** Without the spells' characteristics (none recorded yet). */
    public TurnHistory(io.vavr.collection.Vector<Died> died, PlayerCounts lifeGained, PlayerCounts lifeLost, PlayerCounts cardsDrawn,
                       PlayerCounts spellsCast, PlayerCounts permanentsLeft, PlayerCounts damageTaken,
                       PlayerCounts untappedLandsAtStart, io.vavr.collection.Vector<Target.Object> fromBattlefieldToGraveyard) {
        this(died, lifeGained, lifeLost, cardsDrawn, spellsCast, permanentsLeft, damageTaken, untappedLandsAtStart,
                fromBattlefieldToGraveyard, io.vavr.collection.Vector.empty(), io.vavr.collection.Vector.empty(), io.vavr.collection.Vector.empty(),
                io.vavr.collection.Vector.empty(), io.vavr.collection.Vector.empty());
    }

    /** Nothing has happened yet. */
    public static final TurnHistory NONE = new TurnHistory(io.vavr.collection.Vector.empty(), PlayerCounts.NONE, PlayerCounts.NONE, PlayerCounts.NONE,
            PlayerCounts.NONE, PlayerCounts.NONE, PlayerCounts.NONE, PlayerCounts.NONE, io.vavr.collection.Vector.empty());

    /** 700.4: a creature died, {@code before} as it left and {@code lastKnown} as it last existed (603.10a). */
    public TurnHistory withCreatureDied(GameObject before, dev.arbiter.engine.card.Characteristics lastKnown) {
        return new TurnHistory(died.append(new Died(before, lastKnown)), lifeGained, lifeLost, cardsDrawn, spellsCast, permanentsLeft, damageTaken, untappedLandsAtStart, fromBattlefieldToGraveyard, casts, damage, blocked, arrived, targeted);
    }

    public TurnHistory withLifeGained(int player, int amount) {
        return new TurnHistory(died, add(lifeGained, player, amount), lifeLost, cardsDrawn, spellsCast, permanentsLeft,
                damageTaken, untappedLandsAtStart, fromBattlefieldToGraveyard, casts, damage, blocked, arrived, targeted);
    }

    public TurnHistory withLifeLost(int player, int amount) {
        return new TurnHistory(died, lifeGained, add(lifeLost, player, amount), cardsDrawn, spellsCast, permanentsLeft,
                damageTaken, untappedLandsAtStart, fromBattlefieldToGraveyard, casts, damage, blocked, arrived, targeted);
    }

    public TurnHistory withCardDrawn(int player) {
        return new TurnHistory(died, lifeGained, lifeLost, add(cardsDrawn, player, 1), spellsCast, permanentsLeft,
                damageTaken, untappedLandsAtStart, fromBattlefieldToGraveyard, casts, damage, blocked, arrived, targeted);
    }

    public TurnHistory withSpellCast(int player) {
        return new TurnHistory(died, lifeGained, lifeLost, cardsDrawn, add(spellsCast, player, 1), permanentsLeft,
                damageTaken, untappedLandsAtStart, fromBattlefieldToGraveyard, casts, damage, blocked, arrived, targeted);
    }

    /** 601.2i: {@code player} cast a spell with characteristics {@code spell}, counted and remembered. */
    public TurnHistory withSpellCast(int player, dev.arbiter.engine.card.Characteristics spell) {
        return new TurnHistory(died, lifeGained, lifeLost, cardsDrawn, add(spellsCast, player, 1), permanentsLeft,
                damageTaken, untappedLandsAtStart, fromBattlefieldToGraveyard, casts.append(new SpellCastRecord(player, spell)), damage, blocked, arrived, targeted);
    }

    /** 400.7: {@code after} entered the battlefield this turn, with characteristics {@code asEntered} as it entered. */
    public TurnHistory withEntered(GameObject after, dev.arbiter.engine.card.Characteristics asEntered) {
        return new TurnHistory(died, lifeGained, lifeLost, cardsDrawn, spellsCast, permanentsLeft, damageTaken,
                untappedLandsAtStart, fromBattlefieldToGraveyard, casts, damage, blocked,
                arrived.append(new Arrived(after, asEntered)), targeted);
    }

    /** 509.1: these creatures were declared as blockers this turn (as the objects they are now, 400.7). */
    public TurnHistory withBlocked(io.vavr.collection.Vector<Target.Object> creatures) {
        return creatures.isEmpty() ? this : new TurnHistory(died, lifeGained, lifeLost, cardsDrawn, spellsCast, permanentsLeft,
                damageTaken, untappedLandsAtStart, fromBattlefieldToGraveyard, casts, damage, blocked.appendAll(creatures), arrived, targeted);
    }

    /** Whether {@code creature} was declared as a blocker this turn and hasn't changed zones since (509.1, 400.7). */
    public boolean blockedThisTurn(Target.Object creature) {
        return blocked.contains(creature);
    }

    /** Whether {@code permanent} entered the battlefield this turn and is still the object it became there (400.7). */
    public boolean enteredThisTurn(Target.Object permanent) {
        for (Arrived a : arrived) if (a.after().id() == permanent.id() && a.after().zoneChanges() == permanent.zoneChanges()) return true;
        return false;
    }

    /** A permanent {@code player} controlled left the battlefield (revolt, 603.4). */
    public TurnHistory withPermanentLeft(int player) {
        return new TurnHistory(died, lifeGained, lifeLost, cardsDrawn, spellsCast, add(permanentsLeft, player, 1),
                damageTaken, untappedLandsAtStart, fromBattlefieldToGraveyard, casts, damage, blocked, arrived, targeted);
    }

    /**
     * A permanent {@code controller} controlled was put into a graveyard from the battlefield, in one copy (issue 13:
     * each death made three): {@link #withCreatureDied} when {@code creature} (as it last existed) is not null (700.4),
     * {@link #withPermanentLeft} (603.6c), then {@link #withPutIntoGraveyardFromBattlefield} when {@code card} is not null.
     */
    public TurnHistory withPutIntoGraveyard(GameObject before, dev.arbiter.engine.card.Characteristics creature, int controller,
                                            Target.Object card) {
        return new TurnHistory(creature == null ? died : died.append(new Died(before, creature)), lifeGained, lifeLost, cardsDrawn,
                spellsCast, add(permanentsLeft, controller, 1), damageTaken, untappedLandsAtStart,
                card == null ? fromBattlefieldToGraveyard : fromBattlefieldToGraveyard.append(card), casts, damage, blocked, arrived,
                targeted);
    }

    /** 400.7: {@code card} was put into a graveyard from the battlefield this turn (as the new object it is there). */
    public TurnHistory withPutIntoGraveyardFromBattlefield(Target.Object card) {
        return new TurnHistory(died, lifeGained, lifeLost, cardsDrawn, spellsCast, permanentsLeft, damageTaken,
                untappedLandsAtStart, fromBattlefieldToGraveyard.append(card), casts, damage, blocked, arrived, targeted);
    }

    /** Whether {@code card} is in a graveyard it was put into from the battlefield this turn (and hasn't moved since, 400.7). */
    public boolean putIntoGraveyardFromBattlefield(Target.Object card) {
        return fromBattlefieldToGraveyard.contains(card);
    }

    public int permanentsLeft(int player) {
        return permanentsLeft.get(player);
    }

    /** 120.3a: {@code player} was dealt {@code amount} damage. */
    /** 120.3: {@code source} (as it is now) dealt {@code amount} damage to {@code recipient}. */
    public TurnHistory withDamageDealt(Target.Object source, Target recipient, int amount) {
        return new TurnHistory(died, lifeGained, lifeLost, cardsDrawn, spellsCast, permanentsLeft, damageTaken,
                untappedLandsAtStart, fromBattlefieldToGraveyard, casts, damage.append(new DamageMark(source, recipient, amount)), blocked, arrived, targeted);
    }

    /** {@link #withDamageDealt} for each of {@code marks} in turn, in one history (120.3, 510.2: a combat damage step's marks). */
    public TurnHistory withDamageDealt(java.util.List<DamageMark> marks) {
        if (marks.isEmpty()) return this;
        return new TurnHistory(died, lifeGained, lifeLost, cardsDrawn, spellsCast, permanentsLeft, damageTaken,
                untappedLandsAtStart, fromBattlefieldToGraveyard, casts, damage.appendAll(marks), blocked, arrived, targeted);
    }

    /** Whether {@code recipient} (the object as it is now, 400.7) was dealt damage this turn (120.3). */
    public boolean wasDealtDamage(Target recipient) {
        for (DamageMark m : damage) if (m.recipient().equals(recipient)) return true;
        return false;
    }

    /** How much damage was dealt this turn to {@code recipient} (the object as it was then, 400.7), all sources together (120.3). */
    public int damageDealtTo(Target recipient) {
        int n = 0;
        for (DamageMark m : damage) if (m.recipient().equals(recipient)) n += m.amount();
        return n;
    }

    /** Whether {@code source} dealt damage this turn to {@code recipient} (both as they are now, 400.7). */
    public boolean dealtDamageTo(Target.Object source, Target recipient) {
        for (DamageMark m : damage) if (m.source().equals(source) && m.recipient().equals(recipient)) return true;
        return false;
    }

    /** Whether {@code source} (as it is now, 400.7) dealt damage this turn, to {@code player} only when {@code player >= 0}. */
    public boolean dealtDamage(Target.Object source, int player) {
        for (DamageMark m : damage) {
            if (m.source().equals(source) && (player < 0 || m.recipient() instanceof Target.Player p && p.player() == player)) return true;
        }
        return false;
    }

    /** 115.1: these objects became targets of one spell or ability (each once, however many of its targets it is). */
    public TurnHistory withTargeted(io.vavr.collection.Vector<TargetMark> marks) {
        return marks.isEmpty() ? this : new TurnHistory(died, lifeGained, lifeLost, cardsDrawn, spellsCast, permanentsLeft,
                damageTaken, untappedLandsAtStart, fromBattlefieldToGraveyard, casts, damage, blocked, arrived, targeted.appendAll(marks));
    }

    /** The marks of {@code object} (as it is now, 400.7) becoming a target this turn, oldest first. */
    public io.vavr.collection.Vector<TargetMark> targetedThisTurn(Target.Object object) {
        return targeted.filter(m -> m.object().equals(object));
    }

    public TurnHistory withDamageTaken(int player, int amount) {
        return new TurnHistory(died, lifeGained, lifeLost, cardsDrawn, spellsCast, permanentsLeft,
                add(damageTaken, player, amount), untappedLandsAtStart, fromBattlefieldToGraveyard, casts, damage, blocked, arrived, targeted);
    }

    /** The untapped lands each player controlled as the turn began (Power Surge), counted before the untap step. */
    public TurnHistory withUntappedLandsAtStart(PlayerCounts counts) {
        return new TurnHistory(died, lifeGained, lifeLost, cardsDrawn, spellsCast, permanentsLeft, damageTaken, counts, fromBattlefieldToGraveyard, casts, damage, blocked, arrived, targeted);
    }

    public int untappedLandsAtStart(int player) {
        return untappedLandsAtStart.get(player);
    }

    public int damageTaken(int player) {
        return damageTaken.get(player);
    }

    public int lifeGained(int player) {
        return lifeGained.get(player);
    }

    public int lifeLost(int player) {
        return lifeLost.get(player);
    }

    public int cardsDrawn(int player) {
        return cardsDrawn.get(player);
    }

    public int spellsCast(int player) {
        return spellsCast.get(player);
    }

    private static PlayerCounts add(PlayerCounts m, int player, int n) {
        return m.plus(player, n);
    }
}
