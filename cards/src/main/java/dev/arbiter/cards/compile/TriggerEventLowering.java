package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.ast.PlayerRef;
import dev.arbiter.cards.grammar.ast.TriggerNode;
import dev.arbiter.cards.text.CardText;
import dev.arbiter.engine.ability.FilterQualities;
import dev.arbiter.engine.ability.ObjectFilter;
import dev.arbiter.engine.ability.Relation;
import dev.arbiter.engine.ability.Subject;
import dev.arbiter.engine.ability.Trigger;

/**
 * Lowers the events {@link dev.arbiter.cards.grammar.TriggerEventGrammar} reads (603.2): events of
 * the permanent the source is attached to, damage, players' actions and described permanents.
 */
final class TriggerEventLowering {

    /** The engine trigger and what the event lets the effect refer to. */
    record Lowered(Trigger trigger, TriggerLowering.Refs refs) {
    }

    private TriggerEventLowering() {
    }

    /** Whether {@code e} is one of the events lowered here. */
    static boolean reads(TriggerNode e) {
        if (e instanceof TriggerNode.NthSpellThisTurn || e instanceof TriggerNode.CopiesSpell || e instanceof TriggerNode.CastsTargeting
                || e instanceof TriggerNode.Explores) return true; // 601.2i, 707.10, 701.40b
        return e instanceof TriggerNode.HostEvent || e instanceof TriggerNode.DealsDamage
                || e instanceof TriggerNode.DealtDamage || e instanceof TriggerNode.BecomesTarget
                || e instanceof TriggerNode.PlayerDoes || e instanceof TriggerNode.PlaysLand || e instanceof TriggerNode.DiscardedByOpponent || e instanceof TriggerNode.TapsForMana || e instanceof TriggerNode.NounEvent
                || e instanceof TriggerNode.SelfBecomesTapped || e instanceof TriggerNode.SelfTappedForMana || e instanceof TriggerNode.SelfToGraveyard || e instanceof TriggerNode.SelfExiledFromBattlefield || e instanceof TriggerNode.DealtDamageBySelfDies
                || e instanceof TriggerNode.CastsTargetingSelf || e instanceof TriggerNode.CastSelf
                || e instanceof TriggerNode.NthThisTurn || e instanceof TriggerNode.SelfBecomesUntapped
                || e instanceof TriggerNode.SelfEntersUntapped
                || e instanceof TriggerNode.AttacksWithOthers || e instanceof TriggerNode.CastsOrCopies
                || e instanceof TriggerNode.Sacrifices || e instanceof TriggerNode.ObjectDealsDamage
                || e instanceof TriggerNode.BecomesTargetOf || e instanceof TriggerNode.Cycles
                || e instanceof TriggerNode.TurnedFaceUp || e instanceof TriggerNode.BecomesMonstrous
                || e instanceof TriggerNode.AttacksAlone || e instanceof TriggerNode.NounDealtDamage
                || e instanceof TriggerNode.CountersPut || e instanceof TriggerNode.Exploits
                || e instanceof TriggerNode.DiscardsCard || e instanceof TriggerNode.Activates
                || e instanceof TriggerNode.GroupDealsCombatDamage || e instanceof TriggerNode.PermanentLeaves
                || e instanceof TriggerNode.ReturnedToHand
                || e instanceof TriggerNode.CardToGraveyard || e instanceof TriggerNode.NounUntapped
                || e instanceof TriggerNode.GroupMoves || e instanceof TriggerNode.SelfAttacksFirstTime
                || AttachmentTriggerLowering.reads(e);
    }

    /**
     * Refuses what the engine can't do with a trigger's effect: "When you cast this spell" works while
     * the card is a spell on the stack, where "~" as a permanent names nothing (601.2i).
     */
    static void check(Trigger trigger, dev.arbiter.engine.ability.Effect effect) {
        if (trigger instanceof Trigger.CastSelf && effect.toString().contains("Self[")) {
            throw new NotSupported("\"~\" in a \"When you cast this spell\" trigger (the spell on the stack)");
        }
        if (trigger instanceof Trigger.Cycles c && c.self() && effect.toString().contains("Self[")) { // 702.29c
            throw new NotSupported("\"~\" in a \"When you cycle ~\" trigger (the card in the graveyard)");
        }
    }

    static Lowered lower(TriggerNode e, CardText card) {
        if (e instanceof TriggerNode.HostEvent h) {
            host(h.host(), card);
            return switch (h.verb()) {
                // 603.10a: "that creature" is the card in the graveyard, "its controller" who controlled it
                case "dies" -> new Lowered(new Trigger.HostDies(), refs(true, new Subject.ThatObject(), new Subject.ThatObject()));
                case "attacks" -> new Lowered(new Trigger.HostAttacks(), refs(false, new Subject.Host(), new Subject.Host()));
                // 603.10, 608.2h: "it" / "that creature" is the creature dealt the damage, the host as the ability triggered
                case "is dealt damage" -> new Lowered(new Trigger.IsDealtDamage(Trigger.Whose.HOST),
                        refs(false, new Subject.ThatObject(), new Subject.ThatObject()));
                case "becomes tapped" -> new Lowered(new Trigger.HostBecomesTapped(),
                        refs(true, new Subject.ThatObject(), new Subject.ThatObject()));
                case "becomes the target of a spell or ability" -> new Lowered(new Trigger.BecomesTarget(Trigger.Whose.HOST),
                        refs(false, new Subject.Host(), new Subject.Host()));
                case "is turned face up" -> new Lowered(new Trigger.HostTurnedFaceUp(), // 708.8: "it" is the host
                        refs(false, new Subject.Host(), new Subject.Host()));
                default -> throw new NotSupported("trigger event (" + h.verb() + ")");
            };
        }
        if (AttachmentTriggerLowering.reads(e)) return AttachmentTriggerLowering.lower(e, card); // 701.3, 603.6c
        Lowered damage = DamageTriggerLowering.lower(e, card); // 120: events of damage dealt
        if (damage != null) return damage;
        if (e instanceof TriggerNode.BecomesTarget) {
            return new Lowered(new Trigger.BecomesTarget(Trigger.Whose.SELF), refs(false, new Subject.Self(), null));
        }
        if (e instanceof TriggerNode.DealtDamageBySelfDies d) { // 603.10a: "that creature" is the card in the graveyard
            NounLowering.Lowered l = NounLowering.lower(d.noun());
            if (l.kind() != NounLowering.Kind.PERMANENT || !l.filter().equals(ObjectFilter.creatures())) {
                throw new NotSupported("trigger event (dealt damage by ~ this turn: a filter judged as it last existed)");
            }
            return new Lowered(new Trigger.DealtDamageBySourceDies(), refs(false, new Subject.ThatObject(), new Subject.ThatObject()));
        }
        if (e instanceof TriggerNode.CastsTargetingSelf ct) { // 115.9b: "that spell" is the spell, "it" / "~" the source
            NounLowering.Lowered l = NounLowering.lower(ct.spell());
            if (l.kind() == NounLowering.Kind.PERMANENT && !ct.spell().hasHead("spell")) {
                throw new NotSupported("trigger event (a spell that targets ~)");
            }
            return new Lowered(new Trigger.SpellTargetsSource(relation(ct.caster()), l.filter()),
                    new TriggerLowering.Refs(true, new Subject.Self(), new Subject.ThatObject(), false));
        }
        if (e instanceof TriggerNode.CastsTargeting ct) { // 601.2i, 115.1: "that player" cast it; "that spell" is it
            NounLowering.Lowered sp = NounLowering.lower(ct.spell());
            ObjectFilter perms = null;
            if (ct.permanents() != null) {
                NounLowering.Lowered pl = NounLowering.lower(ct.permanents());
                if (pl.kind() != NounLowering.Kind.PERMANENT) throw new NotSupported("trigger event (a spell targeting cards or spells)");
                perms = pl.filter();
            }
            return new Lowered(new Trigger.SpellCastTargeting(relation(ct.caster()), sp.filter(), ct.you(), perms),
                    refs(true, null, new Subject.ThatObject()));
        }
        if (e instanceof TriggerNode.Explores ex) { // 701.40b: "it" / "that creature" is the permanent that explored
            NounLowering.Lowered l = NounLowering.lower(ex.noun());
            if (l.kind() != NounLowering.Kind.PERMANENT) throw new NotSupported("trigger event (cards or spells explore)");
            ObjectFilter f = ex.another() ? l.filter().otherThanSource() : l.filter();
            return new Lowered(new Trigger.Explores(f), refs(true, new Subject.ThatObject(), new Subject.ThatObject()));
        }
        if (e instanceof TriggerNode.CopiesSpell cs) { // 707.10: "that player" copied; "that spell" / "it" is the copy
            NounLowering.Lowered l = NounLowering.lower(cs.spell());
            if (l.kind() != NounLowering.Kind.SPELL) throw new NotSupported("trigger event (copying a card)");
            return new Lowered(new Trigger.SpellCopied(relation(cs.copier()), l.filter()),
                    new TriggerLowering.Refs(true, new Subject.ThatObject(), null, false));
        }
        if (e instanceof TriggerNode.NthSpellThisTurn n) { // 601.2i: "that player" cast; "that spell" is the spell
            return new Lowered(new Trigger.NthSpellThisTurn(relation(n.who()), NthSpellLowering.filter(n.spell()), n.nth(), n.orLater()),
                    refs(true, null, new Subject.ThatObject()));
        }
        if (e instanceof TriggerNode.NthThisTurn n) { // 121.1, 601.2i: "that player" drew or cast; "that spell" is the spell
            boolean cast = n.action().equals("cast");
            return new Lowered(new Trigger.NthThisTurn(cast ? Trigger.NthThisTurn.Action.CAST : Trigger.NthThisTurn.Action.DRAW,
                    relation(n.who()), n.nth(), n.opponentsTurn()),
                    refs(true, null, cast ? new Subject.ThatObject() : null));
        }
        if (e instanceof TriggerNode.CastsOrCopies cc) { // 601.2i, 707.10: "that spell" / "it" is the spell or copy
            return new Lowered(new Trigger.SpellCastOrCopied(relation(cc.caster()), NounLowering.lower(cc.spell()).filter()),
                    new TriggerLowering.Refs(true, new Subject.ThatObject(), null, false));
        }
        if (e instanceof TriggerNode.CastSelf) { // 601.2i
            return new Lowered(new Trigger.CastSelf(), TriggerLowering.Refs.NONE);
        }
        if (e instanceof TriggerNode.AttacksAlone a) { // 506.5: "it" is the lone attacker
            if (a.host() != null) host(a.host(), card);
            Subject it = a.host() == null ? new Subject.Self() : new Subject.Host();
            return new Lowered(new Trigger.AttacksAlone(a.host() != null), refs(false, it, it));
        }
        if (e instanceof TriggerNode.AttacksWithOthers a) { // 508.3a
            return new Lowered(new Trigger.AttacksWithOthers(a.others(), a.greaterPower()), refs(false, new Subject.Self(), null));
        }
        if (e instanceof TriggerNode.BecomesMonstrous) { // 701.37b
            return new Lowered(new Trigger.BecomesMonstrous(), refs(false, new Subject.Self(), null));
        }
        if (e instanceof TriggerNode.SelfAttacksFirstTime) { // 508.3a, 603.2: "it" is ~
            return new Lowered(new Trigger.AttacksFirstTimeEachTurn(), refs(false, new Subject.Self(), null));
        }
        if (e instanceof TriggerNode.TurnedFaceUp) { // 708.8
            return new Lowered(new Trigger.TurnedFaceUp(), refs(false, new Subject.Self(), null));
        }
        if (e instanceof TriggerNode.SelfEntersUntapped) { // 603.6a, 110.5b: "it" is ~
            return new Lowered(new Trigger.EntersUntapped(), refs(false, new Subject.Self(), null));
        }
        if (e instanceof TriggerNode.SelfBecomesUntapped) { // 701.26b
            return new Lowered(new Trigger.SelfBecomesUntapped(), refs(false, new Subject.Self(), null));
        }
        if (e instanceof TriggerNode.CountersPut cp) { // 122.6: "it" is the permanent, "that many" the counters put
            if (cp.noun() == null) return new Lowered(new Trigger.CountersPut(null, cp.kind(), cp.perCounter()), refs(false, new Subject.Self(), null));
            NounLowering.Lowered l = NounLowering.lower(cp.noun());
            if (l.kind() != NounLowering.Kind.PERMANENT) throw new NotSupported("trigger event (counters put on cards or spells)");
            return new Lowered(new Trigger.CountersPut(l.filter(), cp.kind(), cp.perCounter()),
                    refs(true, new Subject.ThatObject(), new Subject.ThatObject()));
        }
        if (e instanceof TriggerNode.Exploits) { // 702.110b
            return new Lowered(new Trigger.Exploits(), refs(false, new Subject.Self(), null));
        }
        if (e instanceof TriggerNode.SelfExiledFromBattlefield) { // 603.6c: "it" is the card it became in exile
            return new Lowered(new Trigger.SelfExiledFromBattlefield(), refs(false, new Subject.Self(), null));
        }
        if (e instanceof TriggerNode.SelfToGraveyard g) { // 603.6c, 113.6k: "it" is the card in the graveyard, the source now
            return new Lowered(new Trigger.SelfPutIntoGraveyard(g.yours(), g.anywhere()), refs(false, new Subject.Self(), null));
        }
        if (e instanceof TriggerNode.SelfTappedForMana) { // 106.12, 605.1b: "it" is ~
            return new Lowered(new Trigger.SelfTappedForMana(), refs(false, new Subject.Self(), null));
        }
        if (e instanceof TriggerNode.SelfBecomesTapped) {
            return new Lowered(new Trigger.SelfBecomesTapped(), refs(false, new Subject.Self(), null));
        }
        if (e instanceof TriggerNode.BecomesTargetOf bt) { // 115.1: "it" / "that permanent" is the permanent targeted
            ObjectFilter f = null;
            if (bt.noun() != null) {
                NounLowering.Lowered l = NounLowering.lower(bt.noun());
                if (l.kind() != NounLowering.Kind.PERMANENT) throw new NotSupported("trigger event (a card or spell becoming a target)");
                f = bt.another() ? l.filter().otherThanSource() : l.filter();
            }
            Relation by = bt.by().equals("an opponent controls") ? Relation.OPPONENT : bt.by().equals("you control") ? Relation.YOU
                    : Relation.ANY;
            // "you or a permanent you control": when you were the target no permanent was, so "it" names nothing
            Subject it = bt.self() ? new Subject.Self() : bt.noun() == null || bt.you() ? null : new Subject.ThatObject();
            return new Lowered(new Trigger.BecomesTargetOf(bt.self(), bt.you(), f, bt.spellOnly(), by, false, bt.firstEachTurn()),
                    // "that player": the opponent who controls the targeting spell or ability (115.1, 603.2)
                    refs(by == Relation.OPPONENT, it, bt.noun() == null || bt.you() ? null : new Subject.ThatObject()));
        }
        if (e instanceof TriggerNode.Cycles cy) { // 702.29c: "that player" cycled the card
            return new Lowered(new Trigger.Cycles(relation(cy.who()), cy.self()), refs(!cy.self(), null, null));
        }
        if (e instanceof TriggerNode.Sacrifices sa) { // 701.17a, 603.10a: "that player" sacrificed it, "it" is the card
            if (sa.noun() == null) { // "When you sacrifice ~": the source's own sacrifice, seen as it last existed
                return new Lowered(new Trigger.Sacrifices(relation(sa.who()), ObjectFilter.any(), true),
                        refs(true, new Subject.ThatObject(), new Subject.ThatObject()));
            }
            NounLowering.Lowered l = NounLowering.lower(sa.noun());
            if (l.kind() != NounLowering.Kind.PERMANENT) throw new NotSupported("trigger event (sacrificing cards or spells)");
            ObjectFilter f = l.filter();
            if (f.controller() != Relation.ANY) throw new NotSupported("trigger event (sacrificing [noun] with a controller)");
            return new Lowered(new Trigger.Sacrifices(relation(sa.who()), sa.another() ? f.otherThanSource() : f),
                    refs(true, new Subject.ThatObject(), new Subject.ThatObject()));
        }
        if (e instanceof TriggerNode.TapsForMana tm) { // 106.12: only lands count
            NounLowering.Lowered l = NounLowering.lower(tm.land());
            if (l.kind() != NounLowering.Kind.PERMANENT || l.filter().controller() != Relation.ANY
                    || (l.filter().anyOfTypes() & dev.arbiter.engine.characteristic.CardType.LAND.bit()) == 0 && l.filter().subtype() == null) {
                throw new NotSupported("trigger event (tapping a permanent that isn't a land for mana)");
            }
            Relation who = tm.who() instanceof PlayerRef.You ? Relation.YOU
                    : tm.who() instanceof PlayerRef.EachOpponent ? Relation.OPPONENT : Relation.ANY;
            return new Lowered(new Trigger.TapsLandForMana(who, l.filter()), refs(true, null, null));
        }
        if (e instanceof TriggerNode.DiscardedByOpponent) { // 701.8a, 113.6k: "that player" is the opponent whose spell or ability it was
            return new Lowered(new Trigger.DiscardedByOpponent(), refs(true, null, null));
        }
        if (e instanceof TriggerNode.PlaysLand pl) { // 305.1: the land played, judged on the battlefield; "that player" played it
            NounLowering.Lowered l = NounLowering.lower(pl.land());
            if (l.kind() != NounLowering.Kind.PERMANENT || l.filter().controller() != Relation.ANY || l.filter().other()
                    || (l.filter().anyOfTypes() & dev.arbiter.engine.characteristic.CardType.LAND.bit()) == 0 && l.filter().subtype() == null) {
                throw new NotSupported("trigger event (playing something described other than as a land)");
            }
            return new Lowered(new Trigger.PlaysLand(relation(pl.who()), l.filter()), refs(true, null, null));
        }
        if (e instanceof TriggerNode.NounUntapped nu) { // 701.26b: "it" is the permanent, "that player" its controller
            NounLowering.Lowered l = NounLowering.lower(nu.noun());
            if (l.kind() != NounLowering.Kind.PERMANENT) throw new NotSupported("trigger event (cards or spells)");
            return new Lowered(new Trigger.PermanentBecomesUntapped(l.filter()), refs(true, new Subject.ThatObject(), new Subject.ThatObject()));
        }
        if (e instanceof TriggerNode.PermanentLeaves pl) { // 603.6c, 603.10a: "it" is the object it became, "that player" its controller
            NounLowering.Lowered l = NounLowering.lower(pl.noun());
            if (l.kind() != NounLowering.Kind.PERMANENT) throw new NotSupported("trigger event (cards or spells)");
            ObjectFilter f = pl.another() ? l.filter().otherThanSource() : l.filter();
            FilterQualities rest = f.more().token(FilterQualities.Tri.ANY).manaValue(null).anySubtypes(java.util.List.of())
                    .excludedSubtype(null).counters(null);
            if (f.withKeywords() != 0 || !rest.none() || f.attackingYou()) {
                throw new NotSupported("trigger event (leaves the battlefield: a filter judged as it last existed)");
            }
            return new Lowered(new Trigger.PermanentLeaves(f), refs(true, new Subject.ThatObject(), new Subject.ThatObject()));
        }
        if (e instanceof TriggerNode.ReturnedToHand rh) { // 603.6c, 603.10a: "it" is the card in the hand, "that player" its owner
            NounLowering.Lowered l = NounLowering.lower(rh.noun());
            if (l.kind() != NounLowering.Kind.PERMANENT) throw new NotSupported("trigger event (cards or spells)");
            ObjectFilter f = rh.another() && !rh.orSelf() ? l.filter().otherThanSource() : l.filter();
            FilterQualities rest = f.more().token(FilterQualities.Tri.ANY).manaValue(null).anySubtypes(java.util.List.of())
                    .excludedSubtype(null).counters(null);
            if (f.withKeywords() != 0 || !rest.none() || f.attackingYou() || f.controller() != Relation.ANY) {
                throw new NotSupported("trigger event (returned to hand: a filter judged as it last existed)");
            }
            return new Lowered(new Trigger.PermanentReturnedToHand(f), refs(true, new Subject.ThatObject(), new Subject.ThatObject()));
        }
        if (e instanceof TriggerNode.CardToGraveyard cg) { // 404.1: "that card" is the card in the graveyard
            NounLowering.Lowered l = NounLowering.lower(cg.noun());
            if (l.kind() != NounLowering.Kind.CARD || l.filter().controller() != Relation.ANY) {
                throw new NotSupported("trigger event (a card put into a graveyard, described so)");
            }
            ObjectFilter f = cg.another() ? l.filter().otherThanSource() : l.filter();
            Relation owner = switch (cg.owner()) {
                case "your" -> Relation.YOU;
                case "an opponent's" -> Relation.OPPONENT;
                default -> Relation.ANY;
            };
            if (cg.from().equals("your library") && owner != Relation.YOU) throw new NotSupported("trigger event (another's library)");
            return new Lowered(new Trigger.CardPutIntoGraveyard(f, owner, !cg.from().equals("anywhere")),
                    new TriggerLowering.Refs(true, new Subject.ThatObject(),
                    new Subject.ThatObject(), owner == Relation.YOU));
        }
        if (e instanceof TriggerNode.GroupMoves gm && "battlefield".equals(gm.to())) { // 603.2c, 603.6a: as they are there
            NounLowering.Lowered l = NounLowering.lower(gm.noun());
            if (l.kind() != NounLowering.Kind.PERMANENT) throw new NotSupported("trigger event (one or more cards entering)");
            ObjectFilter f = l.filter();
            if (gm.owner().equals("under your control")) {
                if (f.controller() != Relation.ANY) throw new NotSupported("trigger event (a controller named twice)");
                f = f.controlledBy(Relation.YOU);
            }
            return new Lowered(new Trigger.GroupEnters(f), TriggerLowering.Refs.NONE);
        }
        if (e instanceof TriggerNode.GroupMoves gm) { // 603.2c: once for the event, each object judged as it last existed
            NounLowering.Lowered l = NounLowering.lower(gm.noun());
            boolean cards = l.kind() == NounLowering.Kind.CARD;
            if (!cards && l.kind() != NounLowering.Kind.PERMANENT) throw new NotSupported("trigger event (spells)");
            if (cards && l.filter().controller() != Relation.ANY) throw new NotSupported("trigger event (cards described by controller)");
            ObjectFilter f = l.filter();
            FilterQualities rest = f.more().token(FilterQualities.Tri.ANY).manaValue(null).anySubtypes(java.util.List.of())
                    .excludedSubtype(null).counters(null);
            if (f.withKeywords() != 0 || !rest.none() || f.attackingYou()) {
                throw new NotSupported("trigger event (one or more: a filter judged as it last existed)");
            }
            Relation owner = switch (gm.owner()) {
                case "your" -> Relation.YOU;
                case "an opponent's" -> Relation.OPPONENT;
                default -> Relation.ANY;
            };
            return new Lowered(new Trigger.GroupMoves(f, zone(gm.from()), zone(gm.to()), owner, cards), TriggerLowering.Refs.NONE);
        }
        if (e instanceof TriggerNode.Activates ac) { // 602.2i: "that player" activated it; mana abilities don't trigger it here
            if (!ac.loyalty() && !ac.notMana()) throw new NotSupported("trigger event (activating an ability that may be a mana ability)");
            ObjectFilter f = null;
            if (ac.source() != null) {
                NounLowering.Lowered l = NounLowering.lower(ac.source());
                if (l.kind() != NounLowering.Kind.PERMANENT) throw new NotSupported("trigger event (an ability of a card or spell)");
                f = l.filter();
            }
            return new Lowered(new Trigger.AbilityActivated(relation(ac.who()), f, ac.loyalty()),
                    refs(true, f == null ? null : new Subject.ThatObject(), f == null ? null : new Subject.ThatObject()));
        }
        if (e instanceof TriggerNode.DiscardsCard dc) { // 701.8a: "that card" is the card discarded, "that player" who discarded it
            NounLowering.Lowered l = NounLowering.lower(dc.card());
            if (l.kind() != NounLowering.Kind.CARD || l.filter().controller() != Relation.ANY) {
                throw new NotSupported("trigger event (discarding a card described so)");
            }
            return new Lowered(new Trigger.Discards(relation(dc.who()), l.filter()), refs(true, new Subject.ThatObject(), new Subject.ThatObject()));
        }
        if (e instanceof TriggerNode.PlayerDoes p) {
            Relation who = p.who() instanceof PlayerRef.You ? Relation.YOU
                    : p.who() instanceof PlayerRef.EachOpponent ? Relation.OPPONENT : Relation.ANY;
            Trigger result = PlayerResultLowering.trigger(p.verb(), who); // 705.2, 701.23, 119.4
            if (result != null) return new Lowered(result, refs(true, null, null));
            if (p.verb().equals("exerts a creature")) { // 701.39: "that creature" is the one exerted
                return new Lowered(new Trigger.CreatureExerted(who), refs(true, new Subject.ThatObject(), new Subject.ThatObject()));
            }
            if (p.verb().startsWith("loses life")) { // 119.3; "for the first time each turn": the turn's first loss (603.2)
                return new Lowered(new Trigger.LosesLife(who, p.verb().endsWith(" first")), refs(true, null, null));
            }
            if (p.verb().equals("completes a dungeon")) return new Lowered(new Trigger.CompletesDungeon(false), refs(false, null, null)); // 309.7
            if (p.verb().equals("gains life first")) return new Lowered(new Trigger.YouGainLife(true), refs(false, null, null));
            if (p.verb().equals("searches a library")) return new Lowered(new Trigger.SearchesLibrary(who), refs(true, null, null)); // 701.19
            if (p.verb().equals("scries") || p.verb().equals("surveils")) { // 701.18b, 701.25
                return new Lowered(new Trigger.Scries(who, p.verb().equals("surveils")), refs(true, null, null));
            }
            Trigger t = p.verb().equals("discards a card") ? new Trigger.Discards(who)
                    : p.verb().equals("plays a land") ? new Trigger.PlaysLand(who) : new Trigger.TapsLandForMana(who);
            // 106.12, 603.2: "that land" is the land tapped for mana
            return new Lowered(t, refs(true, null, t instanceof Trigger.TapsLandForMana ? new Subject.ThatObject() : null));
        }
        TriggerNode.NounEvent n = (TriggerNode.NounEvent) e;
        NounLowering.Lowered l = NounLowering.lower(n.noun());
        if (l.kind() != NounLowering.Kind.PERMANENT) throw new NotSupported("trigger event (cards or spells)");
        ObjectFilter f = n.another() && !n.orSelf() ? l.filter().otherThanSource() : l.filter();
        if (n.tapped()) {
            return new Lowered(new Trigger.PermanentBecomesTapped(f), refs(true, new Subject.ThatObject(), new Subject.ThatObject()));
        }
        // 603.10a: judged as it last existed, on its types, subtypes, colour, mana value, token and controller only
        FilterQualities rest = f.more().token(FilterQualities.Tri.ANY).manaValue(null).anySubtypes(java.util.List.of())
                .excludedSubtype(null);
        if (f.withKeywords() != 0 || !rest.none() || f.attackingYou()) {
            throw new NotSupported("trigger event (put into a graveyard: a filter judged as it last existed)");
        }
        Relation owner = switch (n.owner()) { // 404.1: a card goes to its owner's graveyard
            case "your" -> Relation.YOU;
            case "an opponent's" -> Relation.OPPONENT;
            case "another player's" -> Relation.NOT_YOU; // 102.3: any other player, teammates included
            default -> Relation.ANY;
        };
        if (owner == Relation.YOU && f.equals(ObjectFilter.creatures())) { // "a creature is put into your graveyard from the battlefield"
            return new Lowered(new Trigger.CreatureToYourGraveyard(), new TriggerLowering.Refs(false, new Subject.ThatObject(), null, true));
        }
        // "return that card to your hand": a card put into your graveyard is yours (603.10a)
        return new Lowered(new Trigger.PutIntoGraveyardFromBattlefield(f, owner),
                new TriggerLowering.Refs(true, new Subject.ThatObject(), new Subject.ThatObject(), owner == Relation.YOU));
    }

    private static Relation relation(PlayerRef p) {
        return p instanceof PlayerRef.You ? Relation.YOU : p instanceof PlayerRef.EachOpponent ? Relation.OPPONENT
                : p instanceof PlayerRef.Enchanted ? Relation.ENCHANTED : Relation.ANY; // 303.4
    }

    /** The host word must be the card's own: an Aura's "enchanted", an Equipment's "equipped" (303.4, 301.5). */
    static void host(String host, CardText card) {
        String word = host.substring(0, host.indexOf(' '));
        if (card == null || !word.equals(AttachmentLines.hostWord(card))) {
            throw new NotSupported("\"" + host + "\" on a card that isn't that kind of attachment");
        }
    }

    private static Trigger.GroupMoves.Place zone(String z) {
        return z == null ? null : Trigger.GroupMoves.Place.valueOf(z.toUpperCase(java.util.Locale.ROOT));
    }

    static TriggerLowering.Refs refs(boolean namesPlayer, Subject it, Subject thatObject) {
        return new TriggerLowering.Refs(namesPlayer, it, thatObject, false);
    }
}
