package dev.arbiter.cards.explain;

import dev.arbiter.engine.ability.Recipient;
import dev.arbiter.engine.ability.Subject;
import dev.arbiter.engine.ability.TargetSpec;
import dev.arbiter.engine.ability.Trigger;
import dev.arbiter.engine.ability.Who;

/**
 * The objects and players an effect names: "~" (the card's name, or "it" once named), "that
 * creature", "enchanted creature", "target player", "defending player".
 */
final class ReferenceText {

    /** Where a reference stands in its clause: as the subject, or as an object. */
    record At(Scope scope, boolean asSubject) {
    }

    static final Cases<Subject, At, String> SUBJECTS = Cases.<Subject, At, String>of(Subject.class)
            .on(Subject.Self.class, (s, at) -> at.asSubject() ? at.scope().selfAsSubject() : at.scope().selfAsObject())
            .on(Subject.SelfInNewZone.class, (s, at) -> at.asSubject() ? at.scope().selfAsSubject() : at.scope().selfAsObject()) // 400.7d
            .on(Subject.ThatObject.class, (s, at) -> thatObject(at.scope().trigger(), at.scope().card().pronouns()))
            .on(Subject.Host.class, (s, at) -> at.scope().card().host())
            // 201.2: "target creature and all other creatures with the same name as that creature"
            .on(Subject.AndSameName.class, (s, at) -> ReferenceText.SUBJECTS.apply(new Subject.TargetObject(s.index()), at)
                    + " and all other " + ObjectText.plural(s.others()) + " with the same name as it")
            .on(Subject.TargetObject.class, (s, at) -> at.scope().boundSubject(s.index()) != null // 603.7c: a delayed effect's object
                    ? ReferenceText.SUBJECTS.apply(at.scope().boundSubject(s.index()), new At(at.scope().outer(), at.asSubject()))
                    : subjectCase(target(at.scope(), s.index()), at))
            // 608.2h: "creatures you control get ..." / "each creature you control gets ...", "destroy all creatures".
            .on(Subject.Each.class, (s, at) -> each(s.filter(), at.scope().card().pronouns(), at.asSubject()))
            // 109.4: "each creature that player controls"
            .on(Subject.EachControlledBy.class, (s, at) -> eachOne(s.filter()) + " " + who(s.controller(), at.scope())
                    + " controls")
            // 608.2c: "each other creature that player controls", other than the target named before
            .on(Subject.EachOtherThanTarget.class, (s, at) -> ReferenceText.SUBJECTS.apply(s.each(), at)
                    .replaceFirst("^(?i)(each|all) ", "$1 other "))
            // 202.3: "each nonland permanent with mana value X or less", "... equal to the number of charge counters on ~"
            .on(Subject.EachWithManaValue.class, (s, at) -> ReferenceText.SUBJECTS.apply(s.each(), at) + " with mana value "
                    + manaValueBound(s));

    private static String manaValueBound(Subject.EachWithManaValue s) {
        String amount = s.amount() instanceof dev.arbiter.engine.ability.Amount.X ? "X" : AmountText.DEFINITIONS.apply(s.amount(), null);
        if (amount == null) amount = "X";
        if (s.comparison() == 0) return s.amount() instanceof dev.arbiter.engine.ability.Amount.X ? "X" : "equal to " + amount;
        return amount + (s.comparison() < 0 ? " or less" : " or greater");
    }

    static final Cases<Who, Scope, String> PLAYERS = Cases.<Who, Scope, String>of(Who.class)
            .on(Who.You.class, (w, s) -> "you")
            .on(Who.TargetPlayer.class, (w, s) -> {
                String t = target(s, w.index());
                return t.equals("it") || t.startsWith("that ") ? "that player" : t;
            })
            .on(Who.TargetPlayerOrController.class, (w, s) -> {
                String t = target(s, w.index()); // 115.1: named as the target first
                return t.equals("it") || t.startsWith("that ") ? "that player or that planeswalker's controller" : t;
            })
            .on(Who.EachPlayer.class, (w, s) -> "each player")
            .on(Who.EachOpponent.class, (w, s) -> "each opponent")
            .on(Who.EachOtherPlayer.class, (w, s) -> "each other player")
            .on(Who.EachOtherThanThatPlayer.class, (w, s) -> "each other player")
            .on(Who.EachPlayerWhoControls.class, (w, s) -> (w.opponents() ? "each opponent who " : "each player who ") // 101.4
                    + (w.controls() ? "controls " : "doesn't control ") + Words.article(ObjectText.singular(w.filter())) + " "
                    + ObjectText.singular(w.filter()))
            .on(Who.OpponentsAttackingEnchantedPlayer.class, (w, s) -> "each opponent attacking that player") // 303.4, 506.3
            .on(Who.SourceOwner.class, (w, s) -> "its owner") // 108.3
            .on(Who.ThatObjectController.class, (w, s) -> "that creature's controller") // 603.2
            .on(Who.TargetSpellController.class, (w, s) -> "its controller") // 118.12
            .on(Who.ThatPlayer.class, (w, s) -> s.trigger() instanceof Trigger.CreatureAttacks ca && ca.filter().attackingYou()
                    ? "that creature's controller" // 603.2: "attacks you": the event's player is the attacker's controller
                    : s.trigger() instanceof Trigger.Blocks
                    ? "that creature's controller" // 509.3b: the event's player is the blocked creature's controller
                    : s.trigger() instanceof Trigger.AttacksAndIsntBlocked
                    || s.trigger() instanceof Trigger.Attacks || s.trigger() instanceof Trigger.CreatureAttacks
                    || s.trigger() instanceof Trigger.HostAttacks || s.trigger() instanceof Trigger.AttacksWithOthers
                    || s.trigger() instanceof Trigger.CreatureAttacksAlone || s.trigger() instanceof Trigger.AttacksAlone
                    || s.trigger() instanceof Trigger.InCombat ic0 && !ic0.host() && !ic0.blocks()
                    ? "defending player" : s.trigger() instanceof Trigger.InCombat ic && ic.host() ? "its controller" : s.trigger() instanceof Trigger.HostBecomesTapped && s.card().host().contains(" ")
                    ? "that " + s.card().host().substring(s.card().host().indexOf(' ') + 1) + "'s controller"
                    : controllerOfThat(s.trigger()));

    /** "that land's controller" where the trigger's player is the controller of the permanent its event names. */
    private static String controllerOfThat(Trigger t) {
        dev.arbiter.engine.ability.ObjectFilter f = t instanceof Trigger.PutIntoGraveyardFromBattlefield p ? p.filter()
                : t instanceof Trigger.PermanentEnters e ? e.filter()
                : t instanceof Trigger.PermanentBecomesTapped b ? b.filter()
                : t instanceof Trigger.PermanentDies pd ? pd.filter() : null; // 603.10a
        if (t instanceof Trigger.DealsDamage d && d.to() == Trigger.DealsDamage.DamagedOne.CREATURE
                || t instanceof Trigger.SourceDealsDamage sd && sd.to() == Trigger.SourceDealsDamage.DamagedPlayer.CREATURE) {
            return "that creature's controller"; // 120.3: the controller of the creature dealt damage
        }
        if (t instanceof Trigger.HostDies) return "that creature's controller"; // 603.10a: who controlled the dead host
        if (f == null) return "that player";
        return "that " + ObjectText.noun(f.anyOfTypes(), 0, f.subtype(), false) + "'s controller";
    }

    static final Cases<Recipient, Scope, String> RECIPIENTS = Cases.<Recipient, Scope, String>of(Recipient.class)
            .on(Recipient.Target.class, (r, s) -> target(s, r.index()))
            .on(Recipient.Player.class, (r, s) -> PLAYERS.apply(r.who(), s))
            .on(Recipient.Object.class, (r, s) -> r.subject() instanceof Subject.Each e ? eachOne(e.filter())
                    : object(r.subject(), s))
            .on(Recipient.Attacked.class, (r, s) -> "the player or planeswalker " // 506.4
                    + (r.attacker() instanceof Subject.Self ? "it's attacking" : object(r.attacker(), s) + " is attacking"));

    private ReferenceText() {
    }

    /** The subject as the subject of its clause. */
    static String subject(Subject s, Scope scope) {
        return SUBJECTS.apply(s, new At(scope, true));
    }

    /** The subject as an object of its clause. */
    static String object(Subject s, Scope scope) {
        return SUBJECTS.apply(s, new At(scope, false));
    }

    /** The player or players. */
    static String who(Who w, Scope scope) {
        return PLAYERS.apply(w, scope);
    }

    /** What damage is dealt to. */
    static String recipient(Recipient r, Scope scope) {
        return RECIPIENTS.apply(r, scope);
    }

    /** "each creature" (to be dealt damage, or in the rendering that repeats names). */
    static String eachOne(dev.arbiter.engine.ability.ObjectFilter f) {
        return "each " + ObjectText.singular(f);
    }

    private static String each(dev.arbiter.engine.ability.ObjectFilter f, boolean groups, boolean asSubject) {
        if (!groups) {
            return eachOne(f);
        }
        if (asSubject && !ObjectText.unrestricted(f)) return ObjectText.plural(f);
        String all = ObjectText.plural(f);
        int or = all.lastIndexOf(" or ");
        if (ObjectText.unrestricted(f) && Integer.bitCount(f.anyOfTypes()) >= 2 && or >= 0) {
            all = all.substring(0, or) + " and " + all.substring(or + 4); // "all artifacts, creatures, and enchantments": every one of each type
        }
        return "all " + all;
    }

    /** Whether the subject is one object (singular verb) — a target of up to two is not, nor "creatures you control". */
    static boolean many(Subject s, Scope scope) {
        if (s instanceof Subject.EachWithManaValue e) return many(e.each(), scope); // the group it narrows
        if (s instanceof Subject.Each) {
            return scope.card().pronouns();
        }
        return s instanceof Subject.TargetObject t && t.index() < scope.targets().size()
                && TargetText.many(scope.targets().get(t.index()));
    }

    /** Whether the subject is a card its controller owns ("return it to your hand"). */
    static boolean yourCard(Subject s, Scope scope) {
        if (s instanceof Subject.ThatObject) {
            return scope.trigger() instanceof Trigger.CreatureToYourGraveyard || scope.trigger()
                    instanceof Trigger.PutIntoGraveyardFromBattlefield p && p.owner() == dev.arbiter.engine.ability.Relation.YOU;
        }
        return s instanceof Subject.TargetObject t && t.index() < scope.targets().size()
                && TargetText.yourCard(scope.targets().get(t.index()));
    }

    /** "they" where "them" is the subject of its clause ("They each get +2/+2"). */
    private static String subjectCase(String words, At at) {
        return at.asSubject() && words.equals("them") ? "they" : words;
    }

    /** Target {@code index}: its phrase the first time, "it" / "them" after. */
    private static String target(Scope scope, int index) {
        if (index < 0 || index >= scope.targets().size()) {
            throw new IllegalStateException("target " + index + " is referred to but the ability has "
                    + scope.targets().size() + " target(s)");
        }
        TargetSpec spec = scope.targets().get(index);
        if (scope.nameTarget(index)) {
            if (!scope.card().pronouns() || scope.takeTargetChosen(index)) { // "Choose target creature. That creature ..."
                return (TargetText.many(spec) ? "those " : "that ") + TargetText.head(spec, TargetText.many(spec));
            }
            return TargetText.many(spec) ? "them" : "it";
        }
        return TargetText.phrase(spec);
    }

    /** The object a trigger event names (603.2). */
    /** "that creature", "that card": the trigger's object without a pronoun. */
    static String thatObjectInFull(Scope scope) {
        return thatObject(scope.trigger(), false);
    }

    private static String thatObject(Trigger trigger, boolean pronouns) {
        if (trigger instanceof Trigger.BecomesBlocked || trigger instanceof Trigger.SourceDealsDamage sd
                && sd.to() == Trigger.SourceDealsDamage.DamagedPlayer.CREATURE) { // 120.3: "it" would be the source
            return "that creature";
        }
        if (pronouns) {
            return "it";
        }
        if (trigger instanceof Trigger.CreatureEnters || trigger instanceof Trigger.CreatureToYourGraveyard
                || trigger instanceof Trigger.PermanentEnters || trigger instanceof Trigger.PermanentDies
                || trigger instanceof Trigger.CreatureAttacks || trigger instanceof Trigger.CreatureBecomesBlocked
                || trigger instanceof Trigger.InCombat || trigger instanceof Trigger.Blocks
                || trigger instanceof Trigger.DealsDamage d && d.to() == Trigger.DealsDamage.DamagedOne.CREATURE) {
            return "that creature";
        }
        return trigger instanceof Trigger.PlayerCastsSpell ? "that spell" : "that card";
    }
}
