package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.CostPartGrammar;
import dev.arbiter.cards.grammar.ast.CostPartNode;
import dev.arbiter.cards.text.CardFormatException;
import dev.arbiter.cards.text.ManaSymbols;
import dev.arbiter.cards.text.SourcePos;
import dev.arbiter.engine.ability.Cost;
import dev.arbiter.engine.ability.CostPart;
import dev.arbiter.engine.mana.ManaCost;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Activated-ability costs (602.1a, 118): mana symbols, {T} (107.5), {Q} (107.6), "Sacrifice ~",
 * "Pay N life" (119.4), "Remove a/N <kind> counter(s) from ~", "Draw a card" (seed 423.1), joined by ", ".
 */
final class CostParser {

    private static final SourcePos NOWHERE = new SourcePos("cost", 1);

    private CostParser() {
    }

    /**
     * The cost {@code text} describes, or null when it does not look like a cost at all.
     *
     * @throws NotSupported for a cost part the engine cannot pay (e.g. "Sacrifice a creature")
     */
    static Cost parse(String text) {
        Cost cost = parseCounted(text);
        if (cost != null && cost.hasX()) throw new NotSupported("cost \"" + text.strip() + "\" (X announced only for activated abilities)");
        return cost;
    }

    /** As {@link #parse}, with X counts ("Sacrifice X lands", 107.3) an activated ability announces (CountCostX). */
    static Cost parseCounted(String text) {
        List<String> symbols = new ArrayList<>();
        List<CostPart> parts = new ArrayList<>();
        boolean sawMana = false;
        for (String raw : withSelfSacrifice(parts(text.strip()))) {
            String part = raw.strip();
            String lower = part.toLowerCase(Locale.ROOT);
            CostPart chosen;
            CostPartNode node = CostPartGrammar.read(part);
            if (node instanceof CostPartNode.Energy energy) {
                parts.add(new CostPart.PayEnergy(energy.n())); // 107.14: "Pay {E}{E}"
            } else if (lower.equals("{t}")) {
                parts.add(new CostPart.TapSelf());
            } else if (lower.equals("{q}")) {
                parts.add(new CostPart.UntapSelf());
            } else if (node instanceof CostPartNode.ManaRun && !sawMana) {
                symbols.addAll(manaSymbols(part));
                sawMana = true;
            } else if (lower.equals("sacrifice ~")) {
                parts.add(new CostPart.SacrificeSelf());
            } else if (HOST.contains(lower.replaceFirst("^(tap|sacrifice) ", ""))
                    && (lower.startsWith("tap ") || lower.startsWith("sacrifice "))) { // 602.1: the permanent it is attached to
                String host = lower.substring(lower.indexOf(' ') + 1);
                parts.add(lower.startsWith("tap ") ? new CostPart.TapHost(host) : new CostPart.SacrificeHost(host));
            } else if (lower.equals("return ~ to its owner's hand")) {
                parts.add(new CostPart.ReturnSelf());
            } else if (lower.equals("exile ~")) {
                parts.add(new CostPart.ExileSelf());
            } else if (lower.equals("discard your hand")) {
                parts.add(new CostPart.DiscardHand()); // 701.8a
            } else if (lower.equals("discard ~")) {
                parts.add(new CostPart.DiscardSelf()); // 602.2: activated from the hand (FromHandAbilities)
            } else if (lower.equals("pay half your life, rounded up")) {
                parts.add(new CostPart.PayHalfLifeRoundedUp()); // 119.4, 107.1a
            } else if (node instanceof CostPartNode.PayLife life) {
                parts.add(new CostPart.PayLife(life.n()));
            } else if (lower.startsWith("remove any number of ") && lower.endsWith(" counters from ~")
                    && lower.split(" ").length == 8) { // 122.8: "Remove any number of storage counters from ~"
                parts.add(new CostPart.RemoveAnyNumberOfCounters(CounterKinds.check(lower.split(" ")[4])));
            } else if (lower.startsWith("remove x ") && lower.endsWith(" counters from ~") && lower.split(" ").length == 6) {
                // 107.3, 122.8: "Remove X storage counters from ~": any number, X in the effect being that number
                parts.add(new CostPart.RemoveAnyNumberOfCounters(CounterKinds.check(lower.split(" ")[2]), true));
            } else if (lower.startsWith("remove all ") && lower.endsWith(" counters from ~") && lower.split(" ").length == 6) {
                parts.add(new CostPart.RemoveAllCounters(CounterKinds.check(lower.split(" ")[2]))); // 122.8
            } else if (node instanceof CostPartNode.RemoveCounters remove) {
                if (remove.n() == null) {
                    throw new NotSupported("cost \"" + part + "\"");
                }
                parts.add(new CostPart.RemoveCounters(remove.kind(), remove.n()));
            } else if (node instanceof CostPartNode.Draw draw) {
                parts.add(new CostPart.DrawCards(draw.n())); // seed 423.1
            } else if ((chosen = ObjectCostParts.part(part)) != null) { // "Exile ~ from your graveyard", "... and sacrifice it"
                parts.add(chosen);
            } else if ((chosen = GrammarCosts.part(part)) != null) {
                parts.add(chosen);
            } else if (lower.startsWith("sacrifice") || lower.startsWith("discard") || lower.startsWith("tap ")
                    || lower.startsWith("exile") || lower.startsWith("return") || lower.startsWith("remove")
                    || lower.startsWith("put ") || lower.startsWith("pay")) {
                throw new NotSupported("cost \"" + part + "\"");
            } else {
                return null;
            }
        }
        return new Cost(ManaCost.ofSymbols(symbols), parts);
    }

    /**
     * 118.8, 701.17a: "Sacrifice two lands and ~" / "Sacrifice ~ and a Forest" is two sacrifices, read as "Sacrifice two
     * lands" and "Sacrifice ~" (all paid together as the cost is paid).
     */
    private static List<String> withSelfSacrifice(String[] parts) {
        List<String> out = new ArrayList<>();
        for (String raw : parts) {
            String p = raw.strip();
            String lower = p.toLowerCase(Locale.ROOT);
            if (!out.isEmpty() && out.get(out.size() - 1).toLowerCase(Locale.ROOT).startsWith("sacrifice a")
                    && (lower.startsWith("a ") || lower.startsWith("an ") || lower.startsWith("or a ") || lower.startsWith("or an "))) {
                out.set(out.size() - 1, out.get(out.size() - 1) + ", " + p); // "Sacrifice an artifact, a creature, or a land": one list
                continue;
            }
            if (lower.equals("rounded up") && !out.isEmpty() && out.get(out.size() - 1).equalsIgnoreCase("pay half your life")) {
                out.set(out.size() - 1, out.get(out.size() - 1) + ", " + p); // 107.1a: "Pay half your life, rounded up" is one part
                continue;
            }
            if (lower.startsWith("sacrifice ") && lower.endsWith(" and ~") && !lower.contains("any number")) {
                out.add(p.substring(0, p.length() - " and ~".length()));
                out.add("Sacrifice ~");
            } else if (lower.startsWith("sacrifice ~ and ") && !lower.contains("any number")) {
                out.add("Sacrifice ~");
                out.add("Sacrifice " + p.substring("sacrifice ~ and ".length()));
            } else {
                out.add(p);
            }
        }
        return out;
    }

    /** The parts of a cost, between its ", " (empty parts at the end dropped). */
    private static String[] parts(String text) {
        List<String> out = new ArrayList<>();
        int from = 0;
        for (int at = text.indexOf(','); at >= 0; at = text.indexOf(',', at + 1)) {
            boolean spaced = at + 1 < text.length() && text.charAt(at + 1) == ' ';
            // 602.1: parts are joined by ", "; "{1},{T}" as printed on a few cards is the same ("," after a symbol)
            if (!spaced && (at == 0 || text.charAt(at - 1) != '}')) continue;
            out.add(text.substring(from, at));
            from = spaced ? at + 2 : at + 1;
        }
        out.add(text.substring(from));
        int n = out.size();
        while (n > 1 && out.get(n - 1).isEmpty()) n--;
        if (n == 1 && out.get(0).isEmpty() && out.size() > 1) n = 0;
        return out.subList(0, n).toArray(new String[0]);
    }

    /** What an Aura or Equipment is attached to, as a cost names it ("Tap enchanted land"). */
    private static final java.util.Set<String> HOST = java.util.Set.of("enchanted creature", "enchanted land",
            "enchanted permanent", "enchanted artifact", "equipped creature");

    private static List<String> manaSymbols(String run) {
        try {
            List<String> symbols = ManaSymbols.parse(run, NOWHERE);
            if (symbols.stream().anyMatch(s -> s.equals("T") || s.equals("Q"))) {
                throw new NotSupported("cost \"" + run + "\"");
            }
            return symbols;
        } catch (CardFormatException e) {
            throw new NotSupported("cost \"" + run + "\"");
        }
    }
}
