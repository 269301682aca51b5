package dev.arbiter.engine.mana;

import dev.arbiter.engine.characteristic.Color;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** A mana cost: its symbols in printed order (107.4, 202.1). */
public record ManaCost(List<ManaSymbol> symbols) {
    public static final ManaCost ZERO = new ManaCost(List.of());
    private static final Pattern BRACES = Pattern.compile("\\{([^}]*)}");

    public ManaCost {
        symbols = List.copyOf(symbols);
    }

    /** Parses "{2}{G}{G}"; the empty string is {@link #ZERO}. */
    public static ManaCost parse(String text) {
        String t = text.trim();
        List<ManaSymbol> out = new ArrayList<>();
        Matcher m = BRACES.matcher(t);
        int end = 0;
        while (m.find()) {
            if (m.start() != end) throw new IllegalArgumentException("not a mana cost: " + text);
            out.add(ManaSymbol.parse(m.group(1)));
            end = m.end();
        }
        if (end != t.length()) throw new IllegalArgumentException("not a mana cost: " + text);
        return new ManaCost(out);
    }

    public static ManaCost ofSymbols(List<String> insides) {
        List<ManaSymbol> out = new ArrayList<>();
        for (String s : insides) out.add(ManaSymbol.parse(s));
        return new ManaCost(out);
    }

    /** Mana value (202.3); X counts as 0 except on the stack. */
    public int manaValue() {
        int v = 0;
        for (int i = 0; i < symbols.size(); i++) v += symbols.get(i).manaValue(); // indexed: no iterator a call
        return v;
    }

    /**
     * The least mana that can pay this cost with X = 0 (118.3): a bound for "can't possibly pay" (601.2h), which the mana
     * value is not: {2/W} may be paid with one mana (107.4e), a Phyrexian symbol with 2 life and none (107.4f).
     */
    public int leastManaToPay() {
        int v = 0;
        for (int i = 0; i < symbols.size(); i++) { // indexed: asked on every listing with a castable card
            ManaSymbol s = symbols.get(i);
            if (s instanceof ManaSymbol.Generic g) v += g.amount();
            else if (!(s instanceof ManaSymbol.Variable || s instanceof ManaSymbol.Phyrexian)) v++;
        }
        return v;
    }

    /** The colours of the symbols (202.2, 105.2). */
    public int colorMask() {
        int mask = 0;
        for (ManaSymbol s : symbols) {
            if (s instanceof ManaSymbol.Colored c) mask |= c.color().bit();
            else if (s instanceof ManaSymbol.Hybrid h) mask |= h.first().bit() | h.second().bit();
            else if (s instanceof ManaSymbol.TwoOrColor t) mask |= t.color().bit();
            else if (s instanceof ManaSymbol.Phyrexian p) mask |= p.color().bit();
        }
        return mask;
    }

    public boolean hasX() {
        for (int i = 0; i < symbols.size(); i++) if (symbols.get(i) instanceof ManaSymbol.Variable) return true;
        return false;
    }

    public int xCount() {
        int n = 0;
        for (ManaSymbol s : symbols) if (s instanceof ManaSymbol.Variable) n++;
        return n;
    }

    /** This cost with each X replaced by {x} generic (107.3a); drops zero generic symbols. */
    public ManaCost withX(int x) {
        if (!hasX()) return this; // the same value, without a copy: costs are checked on every priority decision
        List<ManaSymbol> out = new ArrayList<>();
        for (ManaSymbol s : symbols) {
            if (s instanceof ManaSymbol.Variable) {
                if (x > 0) out.add(new ManaSymbol.Generic(x));
            } else {
                out.add(s);
            }
        }
        return new ManaCost(out);
    }

    /** This cost with {@code n} generic mana less, never below none (601.2f: a reduction takes generic mana only). */
    public ManaCost lessGeneric(int n) {
        List<ManaSymbol> out = new java.util.ArrayList<>();
        int left = n;
        for (ManaSymbol m : symbols) {
            if (m instanceof ManaSymbol.Generic g && left > 0) {
                int keep = Math.max(0, g.amount() - left);
                left -= g.amount() - keep;
                if (keep > 0) out.add(new ManaSymbol.Generic(keep));
            } else {
                out.add(m);
            }
        }
        return new ManaCost(out);
    }

    public ManaCost plus(ManaCost other) {
        List<ManaSymbol> out = new ArrayList<>(symbols);
        out.addAll(other.symbols);
        return new ManaCost(out);
    }

    public boolean isEmpty() {
        return symbols.isEmpty();
    }

    public boolean hasColor(Color c) {
        return (colorMask() & c.bit()) != 0;
    }

    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder();
        for (ManaSymbol s : symbols) sb.append(s.text());
        return sb.length() == 0 ? "{0}" : sb.toString();
    }
}
