package dev.arbiter.cards.explain;

import dev.arbiter.engine.ability.Subject;
import dev.arbiter.engine.ability.TargetSpec;
import dev.arbiter.engine.ability.Trigger;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The scope of one ability being rendered: the card, the ability's targets and trigger (which give
 * "that player" and "that creature" their meaning, 603.2), and what the text has already named, so
 * that a second mention becomes "it" the way oracle text writes it.
 */
final class Scope {

    private final CardContext card;
    private final List<TargetSpec> targets;
    private final Trigger trigger;
    private final String self;
    private final boolean selfIsSource;
    private boolean selfNamed;
    private boolean selfInCost;
    private final Set<Integer> targetsNamed = new HashSet<>();
    private String where;
    private List<Subject> bound = List.of();
    private Scope outer;

    private Scope(CardContext card, List<TargetSpec> targets, Trigger trigger, String self, boolean selfIsSource) {
        this.card = card;
        this.targets = List.copyOf(targets);
        this.trigger = trigger;
        this.self = self;
        this.selfIsSource = selfIsSource;
    }

    /** The scope of an ability of the card itself. */
    static Scope of(CardContext card, List<TargetSpec> targets, Trigger trigger) {
        return new Scope(card, targets, trigger, card.name(), true);
    }

    /** A scope for another ability (its own targets and trigger) that keeps what "~" means here. */
    Scope forAbility(List<TargetSpec> abilityTargets, Trigger abilityTrigger) {
        return new Scope(card, abilityTargets, abilityTrigger, self, selfIsSource);
    }

    /** The scope of an ability granted to {@code holder} ("enchanted creature"): "~" in it means the holder. */
    Scope grantedTo(String holder) {
        return new Scope(card, targets, trigger, holder, false);
    }

    /**
     * The scope of an ability granted to {@code holder} that is itself attached as {@code holderHost} names it ("equipped
     * creature" in an ability an Aura grants to an Equipment, 301.5): "enchanted"/"equipped" in it mean the holder's host.
     */
    Scope grantedTo(String holder, String holderHost) {
        CardContext c = new CardContext(card.name(), card.creature(), holderHost, card.pronouns(), card.entwined(), card.land());
        return new Scope(c, targets, trigger, holder, false);
    }

    /**
     * The scope of a delayed triggered ability's effect (603.7c): its targets 0.. are {@code bind}, objects of this
     * scope's ability, named as this scope names them.
     */
    Scope boundTo(List<Subject> bind) {
        Scope s = new Scope(card, targets, trigger, self, selfIsSource);
        s.bound = List.copyOf(bind);
        s.outer = this;
        return s;
    }

    /** The subject of the enclosing ability that target {@code index} of a delayed effect stands for, or null. */
    Subject boundSubject(int index) {
        return index >= 0 && index < bound.size() ? bound.get(index) : null;
    }

    /** The scope a {@link #boundSubject} is named in. */
    Scope outer() {
        return outer;
    }

    CardContext card() {
        return card;
    }

    List<TargetSpec> targets() {
        return targets;
    }

    /** The trigger of the ability, or null. */
    Trigger trigger() {
        return trigger;
    }

    /** Whether "~" is the card itself (its controller is "you") rather than an object it grants an ability to. */
    boolean selfIsSource() {
        return selfIsSource;
    }

    /** "~" as the subject of a clause: the name, or "it" once named in this ability. */
    String selfAsSubject() {
        String s = (selfNamed || selfInCost) && card.pronouns() ? "it" : self;
        selfNamed = true;
        return s;
    }

    /** "~" as an object: the name, or "it" once named by the trigger or an earlier clause. */
    String selfAsObject() {
        String s = selfNamed && card.pronouns() ? "it" : self;
        selfNamed = true;
        return s;
    }

    /** "~" with no pronoun (as in a trigger condition). */
    String selfName() {
        selfNamed = true;
        return self;
    }

    /** "~" in a cost: the card's name, or the holder of a granted ability ("Sacrifice this creature: Add {C}."). */
    String selfInCost() {
        selfInCost = true;
        return self;
    }

    /** Marks "~" as named in the cost ("Sacrifice ~: It deals..."). */
    void namedInCost() {
        selfInCost = true;
    }

    private final java.util.Set<Integer> targetsJustChosen = new java.util.HashSet<>();

    /** "Choose target creature." named target {@code index}: the next mention says "that creature" (115.1). */
    void targetChosen(int index) {
        targetsJustChosen.add(index);
    }

    /** Whether target {@code index} was just named by "choose target"; clears it. */
    boolean takeTargetChosen(int index) {
        return targetsJustChosen.remove(index);
    }

    /** Whether target {@code index} was named already; marks it named. */
    boolean nameTarget(int index) {
        return !targetsNamed.add(index);
    }

    /** Records "where X is ..." for the end of the sentence. */
    void where(String definition) {
        where = definition;
    }

    /** The pending "where X is ..." and clears it, or null. */
    String takeWhere() {
        String w = where;
        where = null;
        return w;
    }
}
