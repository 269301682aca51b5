package dev.arbiter.engine.mana;

import dev.arbiter.engine.characteristic.Color;

/** One symbol of a mana cost (107.4). */
public sealed interface ManaSymbol {
    /** This symbol's contribution to mana value (202.3). */
    int manaValue();

    String text();

    /** {N}: N generic mana. */
    record Generic(int amount) implements ManaSymbol {
        public int manaValue() { return amount; }
        public String text() { return "{" + amount + "}"; }
    }

    /** {W} {U} {B} {R} {G}: one mana of that colour. */
    record Colored(Color color) implements ManaSymbol {
        public int manaValue() { return 1; }
        public String text() { return "{" + color.letter() + "}"; }
    }

    /** {C}: one colorless mana (107.4c). */
    record Colorless() implements ManaSymbol {
        public int manaValue() { return 1; }
        public String text() { return "{C}"; }
    }

    /** {X}: a variable amount of generic mana announced on casting (107.3). */
    record Variable(char letter) implements ManaSymbol {
        public int manaValue() { return 0; }
        public String text() { return "{" + letter + "}"; }
    }

    /** {W/U}: one mana of either colour (107.4e). */
    record Hybrid(Color first, Color second) implements ManaSymbol {
        public int manaValue() { return 1; }
        public String text() { return "{" + first.letter() + "/" + second.letter() + "}"; }
    }

    /** {2/W}: two generic or one of the colour (107.4e). */
    record TwoOrColor(Color color) implements ManaSymbol {
        public int manaValue() { return 2; }
        public String text() { return "{2/" + color.letter() + "}"; }
    }

    /** {W/P}: one mana of the colour or 2 life (107.4f). */
    record Phyrexian(Color color) implements ManaSymbol {
        public int manaValue() { return 1; }
        public String text() { return "{" + color.letter() + "/P}"; }
    }

    /** {S}: one mana from a snow source (107.4h). */
    record Snow() implements ManaSymbol {
        public int manaValue() { return 1; }
        public String text() { return "{S}"; }
    }

    /** Parses the inside of one brace pair: "2", "G", "X", "W/U", "2/W", "G/P", "S", "C", "GW". */
    static ManaSymbol parse(String inside) {
        String s = inside.trim().toUpperCase(java.util.Locale.ROOT);
        if (!s.isEmpty() && s.chars().allMatch(ch -> ch >= '0' && ch <= '9')) return new Generic(Integer.parseInt(s));
        if (s.equals("C")) return new Colorless();
        if (s.equals("S")) return new Snow();
        if (s.equals("X") || s.equals("Y") || s.equals("Z")) return new Variable(s.charAt(0));
        if (s.length() == 1) return new Colored(Color.ofLetter(s.charAt(0)));
        String[] parts = s.contains("/") ? s.split("/") : new String[] {s.substring(0, 1), s.substring(1)};
        if (parts.length != 2 || parts[0].isEmpty() || parts[1].isEmpty()) {
            throw new IllegalArgumentException("not a mana symbol: {" + inside + "}");
        }
        if (parts[1].equals("P")) return new Phyrexian(Color.ofLetter(parts[0].charAt(0)));
        if (parts[0].equals("2")) return new TwoOrColor(Color.ofLetter(parts[1].charAt(0)));
        return new Hybrid(Color.ofLetter(parts[0].charAt(0)), Color.ofLetter(parts[1].charAt(0)));
    }
}
