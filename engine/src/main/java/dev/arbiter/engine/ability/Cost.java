package dev.arbiter.engine.ability;

import dev.arbiter.engine.mana.ManaCost;

import java.util.List;

/** The cost of an activated ability (602.1a): mana plus other parts ({T}, sacrifice, life...). */
public record Cost(ManaCost mana, List<CostPart> parts) {
    public static final Cost FREE = new Cost(ManaCost.ZERO, List.of());

    public Cost {
        parts = List.copyOf(parts);
    }

    /** Whether a part counts {@link CostPart#X} (107.3: "discard X cards" as a spell's additional cost). */
    public boolean hasX() {
        for (CostPart p : parts) if (xCount(p) == CostPart.X) return true;
        return false;
    }

    /** 107.3, 601.2b: this cost with {@code x}, announced, in place of each X count. */
    public Cost withX(int x) {
        if (!hasX()) return this;
        List<CostPart> out = new java.util.ArrayList<>(parts.size());
        for (CostPart p : parts) {
            if (xCount(p) != CostPart.X) out.add(p);
            else if (p instanceof CostPart.PayLife) out.add(new CostPart.PayLife(x));
            else if (p instanceof CostPart.DiscardCards d) out.add(new CostPart.DiscardCards(x, d.filter(), d.text()));
            else if (p instanceof CostPart.DiscardRandom d) out.add(new CostPart.DiscardRandom(x, d.text()));
            else if (p instanceof CostPart.ExileFromGraveyard e) out.add(new CostPart.ExileFromGraveyard(e.filter(), x, e.text()));
            else if (p instanceof CostPart.ReturnPermanents r) out.add(new CostPart.ReturnPermanents(r.filter(), x, r.text()));
            else if (p instanceof CostPart.SacrificePermanents sp) out.add(new CostPart.SacrificePermanents(sp.filter(), x, sp.text()));
            else if (p instanceof CostPart.TapPermanents t) out.add(new CostPart.TapPermanents(t.filter(), x, t.text()));
            else if (p instanceof CostPart.RevealFromHand r) out.add(new CostPart.RevealFromHand(r.filter(), x, r.text()));
        }
        return new Cost(mana, out);
    }

    /** The count of a part that may be X, else 0. */
    private static int xCount(CostPart p) {
        if (p instanceof CostPart.PayLife l) return l.amount();
        if (p instanceof CostPart.DiscardCards d) return d.count();
        if (p instanceof CostPart.DiscardRandom d) return d.count();
        if (p instanceof CostPart.ExileFromGraveyard e) return e.count();
        if (p instanceof CostPart.ReturnPermanents r) return r.count();
        if (p instanceof CostPart.SacrificePermanents sp) return sp.count(); // 107.3: "Sacrifice X lands"
        if (p instanceof CostPart.TapPermanents t) return t.count(); // 107.3: "Tap X untapped artifacts you control"
        if (p instanceof CostPart.RevealFromHand r) return r.count(); // 107.3: "Reveal X red cards from your hand"
        return 0;
    }

    public boolean tapsSelf() {
        for (CostPart p : parts) if (p instanceof CostPart.TapSelf) return true;
        return false;
    }

    public String text() {
        StringBuilder sb = new StringBuilder();
        if (!mana.isEmpty()) sb.append(mana);
        for (CostPart p : parts) {
            if (sb.length() > 0) sb.append(", ");
            sb.append(p.text());
        }
        return sb.length() == 0 ? "{0}" : sb.toString();
    }
}
