package dev.arbiter.engine.stack;

import dev.arbiter.engine.ability.Buyback;
import dev.arbiter.engine.ability.Kicker;
import dev.arbiter.engine.ability.OptionalAdditionalCost;

import dev.arbiter.engine.ability.Bestow;
import dev.arbiter.engine.ability.Flashback;

import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Enchant;
import dev.arbiter.engine.ability.Entwine;
import dev.arbiter.engine.ability.SpellAbility;
import dev.arbiter.engine.ability.TargetFilter;
import dev.arbiter.engine.effects.Attachments;
import dev.arbiter.engine.ability.TargetSpec;
import dev.arbiter.engine.card.Characteristics;
import dev.arbiter.engine.costs.CostPayment;
import dev.arbiter.engine.effects.ZoneMoves;
import dev.arbiter.engine.events.GameEvent;
import dev.arbiter.engine.events.Triggers;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.mana.ManaCost;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.proc.IllegalAction;
import dev.arbiter.engine.proc.Procedure;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.StackItem;
import dev.arbiter.engine.state.Stage;
import dev.arbiter.engine.state.Target;
import dev.arbiter.engine.state.Zone;
import io.vavr.collection.Vector;

import java.util.List;

/**
 * Casting a spell (601.2): move it to the stack, announce X, choose targets, pay the total cost
 * (activating mana abilities as part of the payment), then it becomes cast and its caster
 * receives priority (117.3c). If any step is illegal the whole cast is reversed (seed 422.1).
 */
public record CastSpell(int player, int card, List<Integer> payWith) implements Procedure {
    public CastSpell {
        payWith = List.copyOf(payWith);
    }

    @Override
    public boolean cancellable() {
        return true;
    }

    @Override
    public void run(Ctx ctx) {
        GameObject obj = ctx.s.object(card);
        Characteristics ch = Layers.of(ctx.s, card);
        // 702.34a: a card with flashback may be cast from its owner's graveyard for its flashback cost.
        Flashback flashback = obj.zone() == Zone.GRAVEYARD ? flashback(ch) : null;
        boolean fromExile = dev.arbiter.engine.effects.ExilePlays.permitted(ctx.s, player, card, false); // 601.2a
        if (!fromExile && (obj.owner() != player || obj.zone() != Zone.HAND && flashback == null)) {
            throw new IllegalAction("601.2", obj.name() + " is not in your hand");
        }
        if (Timing.splitSecond(ctx.s)) { // 702.61a
            throw new IllegalAction("702.61a", "You can't cast " + obj.name() + ": a spell with split second is on the stack");
        }
        if (!Timing.canCastNow(ctx.s, player, card, ch)) {
            throw new IllegalAction("307.1 / 117.1a", "You can't cast " + obj.name() + " now");
        }
        if (CastRestrictions.forbidden(ctx.s, player, card)) {
            throw new IllegalAction("601.3", "An effect says you can't cast " + obj.name());
        }
        cast(ctx, player, card, payWith, flashback, false);
    }

    /**
     * The cast itself (601.2a-i), checks of where and when already made. {@code free}: "without
     * paying its mana cost" (118.9, X is 0: 107.3b), while another spell or ability resolves (707.12),
     * so the caster doesn't receive priority here: the resolution goes on.
     */
    static void cast(Ctx ctx, int player, int card, List<Integer> payWith, Flashback flashback, boolean free) {
        cast(ctx, player, card, payWith, flashback, free, null);
    }

    /**
     * As above; {@code alternative} (non-null) is an alternative cost paid instead of the mana cost as
     * another ability resolves (madness, 702.35b, 118.9): paid, but the caster doesn't receive priority
     * here, and no optional additional cost is offered.
     */
    static void cast(Ctx ctx, int player, int card, List<Integer> payWith, Flashback flashback, boolean free,
                     ManaCost alternative) {
        boolean resolving = free || alternative != null; // cast while another ability resolves
        GameObject obj = ctx.s.object(card);
        Characteristics ch = Layers.of(ctx.s, card);
        // 702.37c: casting it face down with its morph ability is announced first (601.2b).
        boolean faceDown = !resolving && flashback == null && FaceDownCasting.announce(ctx, player, card, ch, true);
        // 601.2a: the card moves to the stack and becomes the topmost object.
        Zone from = obj.zone();
        // 118.9: a permission to cast it from exile without paying its mana cost, judged before it leaves exile (400.7)
        boolean permittedFree = !resolving && dev.arbiter.engine.effects.ExilePlays.permittedFree(ctx.s, player, card);
        // 702.143a: a foretold card cast after the turn it was foretold, for its foretell cost (judged before it moves)
        dev.arbiter.engine.ability.AlternativeCost foretold = resolving || permittedFree ? null : Foretelling.alternative(ctx.s, player, card);
        int anyColor = resolving ? 0 : AnyColorSpending.kind(ctx.s, player, card); // 609.4b, judged before it leaves exile
        boolean ownFlash = !resolving && OwnFlash.needed(ctx.s, player, card, ch); // 702.8a, judged before it moves
        boolean outside = OwnFlash.castOutsideSorceryTiming(ctx.s, player, card, ch); // 307.1: "any time a sorcery couldn't have been cast"
        ZoneMoves.move(ctx, card, Zone.STACK);
        AnyColorSpending.carry(ctx, player, anyColor, card);
        if (faceDown) { // 708.4: turned face down before it is put onto the stack
            dev.arbiter.engine.effects.FaceDown.turnDown(ctx, card);
            obj = ctx.s.object(card);
            ch = Layers.of(ctx.s, card);
        }
        dev.arbiter.engine.layers.CastRecords.note(ctx.s, card, from, ch).ifPresent(next -> ctx.s = next); // 603.4
        GameObject onStack = ctx.s.object(card).withController(player);
        ctx.s = ctx.s.withObject(onStack);
        ctx.s = ctx.s.withStack(ctx.s.stack().append(new StackItem.Spell(card, player, Vector.empty(), 0)));
        if (ownFlash) ctx.s = OwnFlash.note(ctx.s, card); // 601.2f: cast by its own flash permission
        if (outside) ctx.s = OwnFlash.noteOutside(ctx.s, card); // 307.1
        // 601.2b-c: the mode, X, then targets.
        Bestow bestow = flashback == null && !resolving && foretold == null ? bestow(ch) : null; // 118.9a: one alternative cost at most
        boolean bestowed = bestow != null && Announcements.announceBestow(ctx, player, card, bestow, obj.name());
        dev.arbiter.engine.ability.AlternativeCost alt = foretold != null ? foretold // 702.143a
                : flashback == null && !resolving && !bestowed // 118.9a: one at most
                ? AlternativeCosts.announce(ctx, player, card, ch, obj.name(), from, permittedFree) : null; // 601.2b
        dev.arbiter.engine.ability.Dash dash = Dashes.of(ch, alt); // 702.109a, 702.152a
        if (dash != null) Dashes.note(ctx, card, dash);
        // 601.2f: the base of the total cost — the mana cost, or the alternative cost paid instead (118.9)
        ManaCost base = free ? ManaCost.ZERO : alternative != null ? alternative : faceDown ? dev.arbiter.engine.effects.FaceDown.COST // 702.37c
                : flashback != null ? flashback.cost()
                : bestowed ? bestow.cost() : alt != null ? alt.cost().mana() : ch.manaCost();
        // 608.2g: cast as another ability resolves, optional costs are offered only when payable with what is owed (118.3)
        AnnouncedCosts costs = new AnnouncedCosts(base, resolving);
        Kicker kicker = ability(ch, Kicker.class);
        boolean kickable = KickerTargets.kickable(ctx.s, player, card, spellAbility(ch)); // 601.2c: its kicked targets can be chosen
        for (Ability a : kicker == null || !kickable ? List.<Ability>of() : ch.abilities()) { // 702.33f: "Kicker {R} and/or {W}", each asked in turn
            if (a instanceof Kicker k && paysOptional(ctx, player, card, k, obj.name(), costs)) costs.kicker(k);
        }
        boolean kicked = !costs.kickers().isEmpty();
        dev.arbiter.engine.ability.Multikicker multikicker = ability(ch, dev.arbiter.engine.ability.Multikicker.class);
        int kicks = multikicker == null || !kickable ? 0 : Announcements.announceKicks(ctx, player, multikicker, obj.name(), // 702.33c
                costs.total().leastManaToPay(), costs.timesAffordable(ctx, player, card, multikicker.cost()));
        if (multikicker != null) costs.times(multikicker.cost(), kicks);
        dev.arbiter.engine.ability.Squad squad = ability(ch, dev.arbiter.engine.ability.Squad.class);
        int squads = squad == null ? 0 : Announcements.announceSquads(ctx, player, squad, obj.name(), // 702.157a, 601.2b
                costs.total().leastManaToPay(), costs.timesAffordable(ctx, player, card, squad.cost()));
        if (squad != null) costs.times(squad.cost(), squads);
        dev.arbiter.engine.ability.Replicate replicate = ability(ch, dev.arbiter.engine.ability.Replicate.class);
        int replicates = replicate == null ? 0 : Announcements.announceTimes(ctx, player, replicate.cost(), "replicate", obj.name(), // 702.56a
                costs.total().leastManaToPay(), costs.timesAffordable(ctx, player, card, replicate.cost()));
        if (replicate != null) costs.times(replicate.cost(), replicates);
        int timesKicked = kicks + costs.kickers().size(); // 702.33c, 702.33f: "for each time it was kicked"
        kicked |= kicks > 0; // 702.33d: kicked when paid at least once
        Buyback buyback = flashback != null && flashback.exiles() ? null : ability(ch, Buyback.class); // 702.34a: exiled anyway
        boolean boughtBack = paysOptional(ctx, player, card, buyback, obj.name(), costs);
        if (boughtBack) costs.buyback(buyback);
        // 702.153a casualty: an optional additional cost whose payment makes the spell copy itself
        for (Ability a : ch.abilities()) {
            if (a instanceof dev.arbiter.engine.ability.Casualty c && paysOptional(ctx, player, card, c, obj.name(), costs)) costs.copying(c);
            if (a instanceof dev.arbiter.engine.ability.Conspire c && paysOptional(ctx, player, card, c, obj.name(), costs)) costs.copying(c); // 702.78a
        }
        Entwine entwine = entwine(ch); // 702.42a: the last mode is all modes, for the entwine cost
        int entwined = entwine == null ? -1 : spellAbility(ch).modes().size() - 1;
        boolean entwinable = entwine == null || (entwine.parts().isEmpty()
                || CostPayment.canPayNonMana(ctx.s, player, ctx.s.object(card), entwine.nonMana())) // 118.3
                && costs.affords(ctx, player, card, entwine.cost()); // 608.2g
        int mode = Announcements.announceMode(ctx, player, card, spellAbility(ch), obj.name(), entwinable ? -1 : entwined);
        if (mode == entwined) costs.entwine(entwine);
        dev.arbiter.engine.ability.Escalate escalate = ability(ch, dev.arbiter.engine.ability.Escalate.class);
        if (escalate != null) costs.escalation(escalate.costFor(mode)); // 702.120a: each mode beyond the first
        // 601.2b: which of "sacrifice a creature or pay {3}" the caster will pay, announced with the mode and before X and targets (its mana joins the total cost, 601.2f)
        List<dev.arbiter.engine.ability.Cost> additional = AdditionalCosts.announce(ctx, player, card, ch, obj.name(), costs.owed());
        AdditionalCosts.noteRevealed(ctx, player, card, ch, additional); // 601.2b: "if you revealed a Dragon card ..."
        costs.additional(additional);
        List<TargetSpec> specs = bestowed ? List.of(BESTOW_TARGET) : targetSpecs(ch, mode); // 702.103b
        List<Splicing.Spliced> spliced = bestowed ? List.of() : Splicing.announce(ctx, player, card, ch, obj.name(), costs.owed()); // 601.2b, 702.47a, 608.2g
        costs.spliced(spliced);
        if (!spliced.isEmpty()) { // 702.47d: the spliced text's targets are chosen with the spell's own, after them
            specs = new java.util.ArrayList<>(specs);
            specs.addAll(Splicing.specs(spliced));
        }
        int xCap = AdditionalCosts.xCap(ctx.s, player, card, ch); // "discard X cards" (107.3), -1: none
        int cap = Announcements.xTargetCap(ctx, player, card, specs);
        if (xCap >= 0) cap = Math.min(cap, xCap);
        if (ownFlash) cap = OwnFlash.xCap(ch, cap); // 601.2b: "as though it had flash if X is 3 or less"
        boolean noX = free || alt != null && !alt.cost().mana().hasX(); // 107.3b: an alternative cost without X
        ManaCost xCost = alt != null && alt.cost().mana().hasX() ? alt.cost().mana() : ch.manaCost(); // 107.3: "Surge {X}{R}" pays X once
        int x = ch.manaCost().hasX() ? noX ? 0 : Announcements.announceX(ctx, player, xCost, obj.name(), cap)
                : xCap >= 0 ? Announcements.announceCostX(ctx, player, obj.name(), cap) : 0; // 601.2b: X of the additional cost
        if (x != 0) { // 601.2b before 601.2c: a target "with mana value X" reads the X just announced (107.3)
            ctx.s = ctx.s.withStack(ctx.s.stack().update(ctx.s.stack().size() - 1, new StackItem.Spell(card, player, Vector.empty(), x)));
        }
        if (!bestowed) specs = DamageDivision.atMostTheTotal(specs, DamageDivision.effectOf(spellAbility(ch), mode), x); // 601.2d
        Vector<Vector<Target>> targets = KickerTargets.choose(ctx, player, card, specs, obj.name(), x,
                bestowed ? null : spellAbility(ch), mode, kicked, alt == null ? null : alt.keyword()); // 601.2c: some targets only if kicked, or only if not
        ctx.s = ctx.s.withStack(ctx.s.stack().update(ctx.s.stack().size() - 1,
                new StackItem.Spell(card, player, targets, x, mode, flashback != null && flashback.exiles(), bestowed, kicked, boughtBack)));
        Splicing.note(ctx, card, spliced); // 702.47c
        if (timesKicked > 0) ctx.s = dev.arbiter.engine.layers.CostPaidRecords.noteKicks(ctx.s, card, timesKicked); // 702.33c
        for (int k = 0; k < squads; k++) { // 702.157a: each payment, for "for each time its squad cost was paid"
            ctx.s = dev.arbiter.engine.layers.CostPaidRecords.note(ctx.s, card, dev.arbiter.engine.ability.Squad.PAID);
        }
        for (Kicker k : costs.kickers()) { // 702.33f: "if it was kicked with its {R} kicker"
            ctx.s = dev.arbiter.engine.layers.CostPaidRecords.note(ctx.s, card, Kicker.paidName(k.cost()));
        }
        if (alt != null && alt.keyword() != null) { // 702.74a: "if its evoke cost was paid"
            ctx.s = dev.arbiter.engine.layers.CostPaidRecords.note(ctx.s, card, alt.keyword());
        }
        if (!bestowed) DamageDivision.announce(ctx, player, card, spellAbility(ch), mode, targets, x, obj.name()); // 601.2d
        // 601.2f-h: determine and pay the total cost (flashback and bestow costs are alternative costs, 118.9).
        if (!free && alternative == null && !faceDown && flashback == null && !bestowed && alt == null && !obj.card().hasManaCost()) {
            throw new IllegalAction("118.6 / 202.1b", obj.name() + " has no mana cost: an unpayable cost");
        }
        ManaCost total = CostModifiers.apply(ctx.s, player, card, XMana.withX(ch, costs.total(), x)); // 601.2f, 107.3
        // 118.9d: "without paying its mana cost" is {0}; what is left to pay is additional costs and increases
        if (!free || !total.isEmpty()) payMana(ctx, player, card, ch, total, payWith);
        if (alt != null) CostPayment.payNonMana(ctx, player, card, alt.cost(), card, -1); // 601.2h: the alternative cost's other parts
        if (flashback != null && !free && !flashback.parts().isEmpty()) { // 702.34a, 601.2h: "Flashback—{1}{G}, Pay 3 life."
            CostPayment.payNonMana(ctx, player, card, flashback.nonMana(), card, -1);
        }
        AdditionalCosts.pay(ctx, player, card, additional, x); // 601.2f-h: additional costs are paid even when the mana cost isn't (118.9)
        for (Kicker k : costs.kickers()) if (!k.parts().isEmpty()) CostPayment.payNonMana(ctx, player, card, k.nonMana(), card, -1); // 702.33a
        if (mode == entwined && !entwine.parts().isEmpty()) CostPayment.payNonMana(ctx, player, card, entwine.nonMana(), card, -1); // 702.42a
        if (boughtBack && !buyback.parts().isEmpty()) CostPayment.payNonMana(ctx, player, card, buyback.nonMana(), card, -1); // 702.27a
        for (OptionalAdditionalCost c : costs.copying()) CostPayment.payNonMana(ctx, player, card, c.nonMana(), card, -1); // 702.153a
        // 601.2i: the spell becomes cast; its caster receives priority (117.3c).
        if (ctx.logging()) ctx.log("%s casts %s%s%s", ctx.s.player(player).name(), obj.name(), describe(ctx, targets, x),
                free ? " without paying its mana cost" : "");
        int before = ctx.s.turn().spellsCast();
        ctx.s = ctx.s.withTurn(ctx.s.turn().withSpellCast()); // 702.40a: counted for storm
        Triggers.emit(ctx, new GameEvent.SpellCast(player, card, from)); // 601.2a: from where
        if (!targets.isEmpty()) Triggers.emit(ctx, new GameEvent.BecameTargets(targets, player, true, card));
        dev.arbiter.engine.events.StormTrigger.check(ctx, card, before); // 702.40a
        for (OptionalAdditionalCost c : costs.copying()) { // 702.153a, 702.78a: "When you do, copy it"
            dev.arbiter.engine.events.StormTrigger.copyWhenPaid(ctx, card, c instanceof dev.arbiter.engine.ability.Conspire ? "Conspire" : "Casualty");
        }
        if (replicates > 0) dev.arbiter.engine.events.StormTrigger.copyWhenPaid(ctx, card, "Replicate", replicates); // 702.56a
        dev.arbiter.engine.events.CascadeTrigger.check(ctx, card); // 702.85a
        if (!resolving) ctx.s = ctx.s.withTurn(ctx.s.turn().withStageAndPriority(Stage.CHECKS, player, 0));
    }

    /**
     * The target requirements of a spell (601.2c): those of its spell ability, or for an Aura
     * spell the object its enchant ability names (303.4a).
     */
    static List<TargetSpec> targetSpecs(Characteristics ch) {
        return targetSpecs(ch, 0);
    }

    /** As {@link #targetSpecs(Characteristics)}, for mode {@code mode} of a modal spell (700.2). */
    public static List<TargetSpec> targetSpecs(Characteristics ch, int mode) {
        SpellAbility sp = spellAbility(ch);
        if (sp != null) return sp.mode(mode).targets();
        if (Attachments.kind(ch) == Attachments.Kind.AURA) {
            for (Ability a : ch.abilities()) {
                if (a instanceof Enchant e && e.enchantsPlayer()) { // 303.4a, 702.5d: "Enchant player" targets a player
                    return List.of(TargetSpec.one(new TargetFilter.PlayerTarget(e.player()), e.text().replaceFirst("(?i)^enchant ", "")));
                }
                if (a instanceof Enchant e && e.inGraveyard()) { // 303.4a, 702.5a: "Enchant creature card in a graveyard"
                    return List.of(TargetSpec.one(new TargetFilter.GraveyardCard(e.filter(), dev.arbiter.engine.ability.Relation.ANY),
                            e.text().replaceFirst("(?i)^enchant ", "")));
                }
                if (a instanceof Enchant e) {
                    return List.of(TargetSpec.one(new TargetFilter.Permanent(e.filter()), e.text().replaceFirst("(?i)^enchant ", "")));
                }
            }
        }
        return List.of();
    }

    /** What a bestowed Aura spell targets: a creature (702.103b, 303.4a). */
    public static final TargetSpec BESTOW_TARGET = TargetSpec.one(new TargetFilter.Permanent(
            dev.arbiter.engine.ability.ObjectFilter.creatures()), "creature");

    /** The card's bestow ability (702.103a), or null. */
    public static Bestow bestow(Characteristics ch) {
        for (Ability a : ch.abilities()) if (a instanceof Bestow b) return b;
        return null;
    }

    /** The target requirements of the spell on the stack: a bestowed one targets a creature (702.103b). */
    public static List<TargetSpec> targetSpecs(Characteristics ch, StackItem.Spell sp) {
        return sp.bestowed() ? List.of(BESTOW_TARGET) : targetSpecs(ch, sp.mode());
    }

    /** The card's first ability of {@code kind} (its kicker 702.33a, its buyback 702.27a), or null. */
    private static <T extends Ability> T ability(Characteristics ch, Class<T> kind) {
        for (Ability a : ch.abilities()) if (kind.isInstance(a)) return kind.cast(a);
        return null;
    }

    /**
     * 601.2b: whether the caster announces paying an optional additional {@code cost} (null: the spell has none); one
     * whose other parts can't be paid isn't offered (118.3).
     */
    private static boolean paysOptional(Ctx ctx, int player, int card, OptionalAdditionalCost cost, String what, AnnouncedCosts costs) {
        return cost != null && (cost.parts().isEmpty()
                || CostPayment.canPayNonMana(ctx.s, player, ctx.s.object(card), cost.nonMana()))
                && costs.affords(ctx, player, card, cost.cost()) // 608.2g, 118.3
                && Announcements.announceOptionalCost(ctx, player, cost, what);
    }

    /** 601.2g-h: pays the mana of the total cost, noting what was spent where the spell asks (601.2h, 603.4). */
    private static void payMana(Ctx ctx, int player, int card, Characteristics ch, ManaCost total, List<Integer> payWith) {
        var convoke = dev.arbiter.engine.costs.Convoking.has(ch) // 702.51a
                ? dev.arbiter.engine.costs.Convoking.sources(ctx.s, player, card, total) : List.<dev.arbiter.engine.costs.ManaSource>of();
        boolean asksSpent = dev.arbiter.engine.layers.ManaSpentRecords.asks(ctx.s, card); // 601.2h, 603.4
        if (asksSpent) ctx.manaSpent = dev.arbiter.engine.mana.ManaPool.EMPTY;
        CostPayment.payMana(ctx, player, -1, total, payWith, convoke, dev.arbiter.engine.costs.SpendPurpose.casting(card)); // 106.6
        if (asksSpent) {
            ctx.s = dev.arbiter.engine.layers.ManaSpentRecords.note(ctx.s, card, ctx.manaSpent);
            ctx.manaSpent = null;
        }
    }

    /** The card's entwine ability (702.42a), or null when it has none or isn't modal. */
    private static Entwine entwine(Characteristics ch) {
        SpellAbility sp = spellAbility(ch);
        if (sp == null || !sp.modal()) return null;
        for (dev.arbiter.engine.ability.Ability a : ch.abilities()) if (a instanceof Entwine e) return e;
        return null;
    }

    /** The card's flashback ability (702.34a), or null. */
    public static Flashback flashback(Characteristics ch) {
        List<Ability> abilities = ch.abilities();
        for (int i = 0; i < abilities.size(); i++) if (abilities.get(i) instanceof Flashback f) return f; // indexed: asked per card per listing
        return null;
    }

    /** The spell ability of an instant or sorcery, or null. */
    public static SpellAbility spellAbility(Characteristics ch) {
        for (Ability a : ch.abilities()) if (a instanceof SpellAbility sp) return sp;
        return null;
    }

    static String describe(Ctx ctx, Vector<Vector<Target>> targets, int x) {
        StringBuilder sb = new StringBuilder();
        if (x > 0) sb.append(" with X=").append(x);
        boolean first = true;
        for (Vector<Target> group : targets) {
            for (Target t : group) {
                sb.append(first ? " targeting " : ", ").append(Names.of(ctx.s, t));
                first = false;
            }
        }
        return sb.toString();
    }
}
