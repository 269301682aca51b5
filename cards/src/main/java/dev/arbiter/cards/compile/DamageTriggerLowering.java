package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.ast.TriggerNode;
import dev.arbiter.cards.text.CardText;
import dev.arbiter.engine.ability.ObjectFilter;
import dev.arbiter.engine.ability.Relation;
import dev.arbiter.engine.ability.Subject;
import dev.arbiter.engine.ability.Trigger;

/**
 * Lowers the trigger events of damage (120, 510.2): a permanent or its host dealing damage, a permanent or you dealt
 * damage, a described source dealing damage, a group dealing combat damage (the rest of the events:
 * {@link TriggerEventLowering}).
 */
final class DamageTriggerLowering {
    private DamageTriggerLowering() {
    }

    /** {@code e} lowered, or null when it isn't an event of damage. */
    static TriggerEventLowering.Lowered lower(TriggerNode e, CardText card) {
        if (e instanceof TriggerNode.DealsDamage d) {
            Trigger.DealsDamage.DamagedOne to = switch (d.to()) {
                case "a player" -> Trigger.DealsDamage.DamagedOne.PLAYER;
                case "an opponent" -> Trigger.DealsDamage.DamagedOne.OPPONENT;
                case "a creature" -> Trigger.DealsDamage.DamagedOne.CREATURE;
                case "a player or planeswalker" -> Trigger.DealsDamage.DamagedOne.PLAYER_OR_PLANESWALKER;
                default -> Trigger.DealsDamage.DamagedOne.ANYTHING;
            };
            if (to == Trigger.DealsDamage.DamagedOne.CREATURE) { // 120.3: "that creature" is the creature dealt damage
                if (d.host() != null) TriggerEventLowering.host(d.host(), card);
                Subject dealer = d.host() == null ? new Subject.Self() : new Subject.Host();
                ObjectFilter victims = null;
                if (d.victim() != null) {
                    NounLowering.Lowered v = NounLowering.lower(d.victim());
                    if (v.kind() != NounLowering.Kind.PERMANENT) throw new NotSupported("trigger event (damage to a card or spell)");
                    victims = v.filter();
                }
                return new TriggerEventLowering.Lowered(new Trigger.DealsDamage(d.host() == null ? Trigger.Whose.SELF : Trigger.Whose.HOST,
                        d.combat(), to, victims), TriggerEventLowering.refs(false, dealer, new Subject.ThatObject()));
            }
            if (to == Trigger.DealsDamage.DamagedOne.PLAYER_OR_PLANESWALKER) { // 120.3c: "that player" or the walker's controller
                if (d.host() != null) TriggerEventLowering.host(d.host(), card);
                Subject dealer = d.host() == null ? new Subject.Self() : new Subject.Host();
                return new TriggerEventLowering.Lowered(new Trigger.DealsDamage(d.host() == null ? Trigger.Whose.SELF : Trigger.Whose.HOST,
                        d.combat(), to), TriggerEventLowering.refs(true, dealer, dealer));
            }
            boolean toPlayer = to != Trigger.DealsDamage.DamagedOne.ANYTHING;
            if (d.host() == null) {
                if (toPlayer) { // the older matchers' trigger for the same words
                    return new TriggerEventLowering.Lowered(new Trigger.DealsDamageToPlayer(d.combat(), to == Trigger.DealsDamage.DamagedOne.OPPONENT),
                            TriggerEventLowering.refs(true, new Subject.Self(), null));
                }
                return new TriggerEventLowering.Lowered(new Trigger.DealsDamage(Trigger.Whose.SELF, d.combat(), to), TriggerEventLowering.refs(false, new Subject.Self(), null));
            }
            TriggerEventLowering.host(d.host(), card);
            return new TriggerEventLowering.Lowered(new Trigger.DealsDamage(Trigger.Whose.HOST, d.combat(), to),
                    TriggerEventLowering.refs(toPlayer, new Subject.Host(), new Subject.Host()));
        }
        if (e instanceof TriggerNode.DealtDamage d) {
            return new TriggerEventLowering.Lowered(new Trigger.IsDealtDamage(d.you() ? Trigger.Whose.YOU : Trigger.Whose.SELF, d.combat()),
                    TriggerEventLowering.refs(false, new Subject.Self(), null));
        }
        if (e instanceof TriggerNode.NounDealtDamage dd) { // 120.3: "it" / "that creature" is the permanent dealt damage
            NounLowering.Lowered l = NounLowering.lower(dd.noun());
            if (l.kind() != NounLowering.Kind.PERMANENT) throw new NotSupported("trigger event (a card or spell dealt damage)");
            return new TriggerEventLowering.Lowered(new Trigger.PermanentDealtDamage(l.filter()), TriggerEventLowering.refs(true, new Subject.ThatObject(), new Subject.ThatObject()));
        }
        if (e instanceof TriggerNode.ObjectDealsDamage od && od.to().equals("a creature")) { // 120.3: "that creature" was dealt it
            return new TriggerEventLowering.Lowered(new Trigger.SourceDealsDamage(dealer(od), damageKind(od),
                    Trigger.SourceDealsDamage.DamagedPlayer.CREATURE), TriggerEventLowering.refs(true, null, new Subject.ThatObject()));
        }
        if (e instanceof TriggerNode.ObjectDealsDamage od && od.to().equals("~")) { // 120.3: "that source" dealt ~ damage
            return new TriggerEventLowering.Lowered(new Trigger.SourceDealsDamage(dealer(od), damageKind(od),
                    Trigger.SourceDealsDamage.DamagedPlayer.SELF), TriggerEventLowering.refs(true, new Subject.ThatObject(), new Subject.ThatObject()));
        }
        if (e instanceof TriggerNode.ObjectDealsDamage od) { // 120: "it" / "that creature" is the source
            return new TriggerEventLowering.Lowered(new Trigger.SourceDealsDamage(dealer(od), damageKind(od), switch (od.to()) {
                case "you" -> Trigger.SourceDealsDamage.DamagedPlayer.YOU;
                case "an opponent" -> Trigger.SourceDealsDamage.DamagedPlayer.OPPONENT;
                case "a player" -> Trigger.SourceDealsDamage.DamagedPlayer.PLAYER;
                case "another player" -> Trigger.SourceDealsDamage.DamagedPlayer.NOT_YOU; // 102.3
                default -> Trigger.SourceDealsDamage.DamagedPlayer.ANYTHING;
            }), TriggerEventLowering.refs(!od.to().isEmpty(), new Subject.ThatObject(), new Subject.ThatObject()));
        }
        if (e instanceof TriggerNode.GroupDealsCombatDamage g) { // 510.2, 603.2c: "that player" was dealt the damage
            NounLowering.Lowered l = NounLowering.lower(g.noun());
            if (l.kind() != NounLowering.Kind.PERMANENT) throw new NotSupported("trigger event (cards or spells)");
            return new TriggerEventLowering.Lowered(new Trigger.GroupDealsCombatDamage(l.filter(), g.opponent()), TriggerEventLowering.refs(true, null, null));
        }
        return null;
    }

    /** "[combat | noncombat] damage" (120.2, 510.2). */
    private static Trigger.SourceDealsDamage.DamageKind damageKind(TriggerNode.ObjectDealsDamage od) {
        return switch (od.kind()) {
            case "combat" -> Trigger.SourceDealsDamage.DamageKind.COMBAT;
            case "noncombat" -> Trigger.SourceDealsDamage.DamageKind.NONCOMBAT;
            default -> Trigger.SourceDealsDamage.DamageKind.ANY;
        };
    }

    /** The source of "[a noun | a source [an opponent controls]] deals damage": any object, a spell included (120.1). */
    private static ObjectFilter dealer(TriggerNode.ObjectDealsDamage od) {
        if (od.dealer() == null) {
            ObjectFilter any = ObjectFilter.any();
            String controller = od.sourceController();
            if (controller != null && controller.endsWith("other than ~")) { // "a source you control other than ~"
                any = any.otherThanSource();
                controller = controller.equals("other than ~") ? null : controller.substring(0, controller.length() - " other than ~".length());
            }
            if (controller == null) return any;
            return any.controlledBy(controller.equals("you control") ? Relation.YOU : Relation.OPPONENT);
        }
        dev.arbiter.cards.grammar.ast.Noun n = od.dealer();
        if (n.heads().equals(java.util.List.of("source"))) return DamageSourceQualities.filter(n); // 120.1: "a red source you control"
        boolean yourSpell = n.hasHead("spell") && "you control".equals(n.controller()); // 110.2: a spell's controller
        if (yourSpell) n = new dev.arbiter.cards.grammar.ast.Noun(n.adjectives(), n.heads(), n.subtypeModifiers(), null, n.with(),
                n.plural(), n.zone());
        NounLowering.Lowered l = NounLowering.lower(n);
        if (yourSpell) l = new NounLowering.Lowered(l.filter().controlledBy(Relation.YOU), l.kind());
        if (l.kind() == NounLowering.Kind.CARD) throw new NotSupported("trigger event (damage dealt by a card)");
        int spellTypes = dev.arbiter.engine.characteristic.CardType.INSTANT.bit() | dev.arbiter.engine.characteristic.CardType.SORCERY.bit();
        if (l.kind() == NounLowering.Kind.SPELL && (l.filter().anyOfTypes() == 0 || (l.filter().anyOfTypes() & ~spellTypes) != 0)) {
            // 120.1: the filter can't tell a spell from a permanent with the same qualities; only instants and sorceries are
            // always spells as they deal damage
            throw new NotSupported("trigger event (damage dealt by a spell that may be a permanent)");
        }
        return l.filter();
    }
}
