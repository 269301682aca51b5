package dev.arbiter.engine.stack;

import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.SpellAbility;
import dev.arbiter.engine.ability.Splice;
import dev.arbiter.engine.card.Characteristics;
import dev.arbiter.engine.characteristic.CardType;
import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.layers.SplicedRecords;
import dev.arbiter.engine.proc.Ctx;

import java.util.ArrayList;
import java.util.List;

/**
 * Splice (702.47) as a spell is cast: the caster may reveal cards with "Splice onto [quality]" from their hand (601.2b),
 * one at a time in the order their effects will happen (702.47b, each card once), and pays their splice costs as additional
 * costs (601.2f-h); the spell then has their text boxes too (702.47c), their targets chosen with its own (702.47d).
 * A card whose text is modal, or asks for a target that can't be chosen (601.2c), is not offered.
 */
final class Splicing {

    /** A card revealed to be spliced: its id, name, its spell ability (the text box) and its splice ability. */
    record Spliced(int card, String name, SpellAbility text, Splice splice) {
    }

    private Splicing() {
    }

    /** 601.2b, 702.47a-b: the cards {@code player} reveals to splice onto spell {@code spell} ({@code ch}), in order. */
    static List<Spliced> announce(Ctx ctx, int player, int spell, Characteristics ch, String what,
                                  dev.arbiter.engine.mana.ManaCost owed) {
        if (!ch.is(CardType.INSTANT) && !ch.is(CardType.SORCERY)) return List.of();
        List<Spliced> offered = new ArrayList<>();
        for (int id : ctx.s.player(player).hand()) {
            if (id == spell) continue;
            Characteristics c = Layers.of(ctx.s, id);
            for (Ability a : c.abilities()) {
                if (!(a instanceof Splice sp) || sp.subtype() != null && !ch.hasSubtype(sp.subtype())) continue;
                SpellAbility text = CastSpell.spellAbility(c);
                if (text != null && !text.modal() && targetable(ctx, text, spell, player)) {
                    offered.add(new Spliced(id, ctx.s.object(id).name(), text, sp));
                }
                break;
            }
        }
        if (offered.isEmpty()) return List.of();
        List<Spliced> chosen = new ArrayList<>();
        while (!offered.isEmpty()) {
            if (owed != null) { // 608.2g: cast as another ability resolves, only a splice cost that could be paid (118.3)
                dev.arbiter.engine.mana.ManaCost sum = owed;
                for (Spliced s : chosen) sum = sum.plus(s.splice().cost());
                final dev.arbiter.engine.mana.ManaCost soFar = sum;
                offered.removeIf(s -> !ResolvingCasts.payable(ctx.s, player, spell, soFar.plus(s.splice().cost())));
                if (offered.isEmpty()) break;
            }
            List<String> labels = new ArrayList<>();
            labels.add("no"); // splicing is optional (702.47a): "no" ends the list
            for (Spliced s : offered) labels.add("splice " + s.name() + " (" + s.splice().cost() + ")");
            Choice c = ctx.ask(new Decision.Option(player, "Splice a card from your hand onto " + what + "?", labels));
            int index = ((Choice.ChooseOption) c).index();
            if (index == 0) break;
            chosen.add(offered.remove(index - 1));
        }
        if (ctx.logging()) {
            for (Spliced s : chosen) ctx.log("%s reveals %s and splices it onto %s", ctx.s.player(player).name(), s.name(), what);
        }
        return chosen;
    }

    /** 601.2c: whether each target the text asks for can be chosen (else splicing it would make the cast illegal). */
    private static boolean targetable(Ctx ctx, SpellAbility text, int spell, int player) {
        for (dev.arbiter.engine.ability.TargetSpec spec : text.targets()) {
            if (dev.arbiter.engine.targets.Targeting.candidates(ctx.s, spec, spell, player).size() < spec.min()) return false;
        }
        return true;
    }

    /** The target requirements of the spliced cards' text, in order (702.47d). */
    static List<dev.arbiter.engine.ability.TargetSpec> specs(List<Spliced> spliced) {
        List<dev.arbiter.engine.ability.TargetSpec> out = new ArrayList<>();
        for (Spliced s : spliced) out.addAll(s.text().targets());
        return out;
    }

    /** 702.47c: the spell has the spliced cards' text while it is on the stack. */
    static void note(Ctx ctx, int spell, List<Spliced> spliced) {
        for (Spliced s : spliced) ctx.s = SplicedRecords.note(ctx.s, spell, s.text(), s.name());
    }
}
