package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.KeywordItemGrammar;
import dev.arbiter.cards.grammar.KeywordListGrammar;
import dev.arbiter.cards.grammar.ast.KeywordItemNode;
import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Keyword;
import dev.arbiter.engine.ability.KeywordAbility;
import dev.arbiter.engine.ability.Landwalk;
import dev.arbiter.engine.ability.Protection;
import dev.arbiter.engine.ability.Quality;
import dev.arbiter.engine.characteristic.CardType;
import dev.arbiter.engine.characteristic.Color;
import dev.arbiter.engine.characteristic.Supertype;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Keyword lines (seed 502 / 702): comma- or semicolon-separated keywords such as "Flying,
 * vigilance", "First strike, protection from black and from red", "First strike; legendary
 * landwalk". Protection (502.7) and landwalk (502.6) take parameters.
 */
final class KeywordLines {

    private KeywordLines() {
    }

    /**
     * The abilities of a keyword line, or empty when {@code text} is not a keyword line.
     *
     * @throws NotSupported when every item is a keyword but one has no engine vocabulary
     */
    static Optional<List<Ability>> compile(String text) {
        String t = text.strip();
        if (t.endsWith(".")) {
            return Optional.empty();
        }
        if (t.equalsIgnoreCase("partner") || t.equalsIgnoreCase("choose a background") || t.equalsIgnoreCase("friends forever")
                || t.equalsIgnoreCase("doctor's companion")) {
            // 702.124a, k: deck-construction rules of Commander only (903), no command zone here; not "partner with [name]",
            // which also has a triggered ability (702.124i)
            return Optional.of(List.of());
        }
        List<Ability> partnerWith = KeywordItemLowering.partnerWith(t); // 702.124i: its trigger
        if (partnerWith != null) {
            return Optional.of(partnerWith);
        }
        if (t.equalsIgnoreCase("devoid")) {
            return Optional.of(List.of()); // 702.114a: a characteristic-defining colour, see CardFacts
        }
        List<Ability> out = new ArrayList<>();
        String unsupported = null;
        for (String item : KeywordListGrammar.items(t)) {
            List<Ability> abilities = item(item);
            if (abilities == null) {
                abilities = MoreKeywords.items(item); // keywords that are triggers (702.24, 702.32): on a keyword line only
            }
            if (abilities == null) {
                abilities = KeywordItemLowering.lineOnly(item); // 702.62a, 702.53a: on a keyword line only, never granted
            }
            if (abilities == null && item.strip().equalsIgnoreCase("cipher")) {
                abilities = List.of(new dev.arbiter.engine.ability.Cipher()); // 702.99a: never granted
            }
            if (abilities == null && item.strip().equalsIgnoreCase("haunt")) {
                abilities = List.of(new dev.arbiter.engine.ability.Haunt()); // 702.55a: on a keyword line only
            }
            if (abilities == null && item.strip().equalsIgnoreCase("soulbond")) {
                abilities = List.of(new dev.arbiter.engine.ability.Soulbond()); // 702.95a: on a keyword line only
            }
            if (abilities != null) {
                out.addAll(abilities);
            } else if (KeywordListGrammar.unsupported(item)) {
                unsupported = unsupported == null ? item : unsupported;
            } else {
                return Optional.empty();
            }
        }
        if (unsupported != null) {
            throw new NotSupported("keyword \"" + unsupported + "\"");
        }
        return Optional.of(out);
    }

    /**
     * Keywords the engine's vocabulary names but whose rules it doesn't carry out yet: a card with
     * one would be half-played, so it is unsupported until the engine enforces it.
     */
    static final java.util.Set<Keyword> NOT_YET_ENFORCED = java.util.EnumSet.noneOf(Keyword.class);

    /**
     * The abilities of a keyword list inside a sentence ("trample and lifelink", "flying, first
     * strike, and vigilance", "protection from black and from red"), or null when some item is not
     * a supported keyword.
     */
    static List<Ability> list(String text) {
        String t = text.strip();
        List<Ability> whole = item(t);
        if (whole != null) {
            return whole;
        }
        List<Ability> out = new ArrayList<>();
        for (String item : KeywordListGrammar.list(t)) {
            List<Ability> abilities = item(item);
            if (abilities == null) {
                return null;
            }
            out.addAll(abilities);
        }
        return out;
    }

    /**
     * Checks abilities an effect or static ability would grant. Persist may be granted: its trigger reads the
     * creature's abilities as it last existed on the battlefield (603.10a, 702.79a).
     *
     * @throws NotSupported when one of them is one the engine sees only when printed
     */
    static void checkGrantable(List<Ability> abilities) {
        for (Ability a : abilities) {
            if (a instanceof KeywordAbility k && k.keyword() == Keyword.RIOT) {
                throw new NotSupported("granting riot (the engine only sees printed riot as the permanent enters)");
            }
            if (a instanceof KeywordAbility k && (k.keyword() == Keyword.EVOLVE || k.keyword() == Keyword.CASCADE)) {
                throw new NotSupported("granting " + k.keyword().text() + " (the engine only sees printed " + k.keyword().text() + ")");
            }
            if (a instanceof KeywordAbility k && k.keyword() == Keyword.READ_AHEAD) {
                throw new NotSupported("granting read ahead (the engine only sees printed read ahead as the Saga enters)");
            }
            if (a instanceof KeywordAbility k && k.keyword() == Keyword.UNLEASH) {
                throw new NotSupported("granting unleash (the engine only sees printed unleash as the permanent enters)");
            }
            if (a instanceof KeywordAbility k && k.keyword() == Keyword.UNDYING) {
                throw new NotSupported("granting undying (the engine only sees printed undying)");
            }
        }
    }

    /**
     * Prowess (702.108a): "Whenever you cast a noncreature spell, this creature gets +1/+1 until end
     * of turn." Each instance triggers separately (702.108b).
     */
    static final Ability PROWESS = new dev.arbiter.engine.ability.TriggeredAbility(
            new dev.arbiter.engine.ability.Trigger.SpellCast(dev.arbiter.engine.ability.Relation.YOU,
                    new dev.arbiter.engine.ability.ObjectFilter(0, CardType.CREATURE.bit(),
                            dev.arbiter.engine.ability.Relation.ANY, null, 0, 0, false, false)),
            new dev.arbiter.engine.ability.Condition.Always(), List.of(),
            new dev.arbiter.engine.ability.Effect.PumpUntilEndOfTurn(new dev.arbiter.engine.ability.Subject.Self(), 1, 1),
            "Prowess");

    /** Exploit (702.110a): "When this creature enters the battlefield, you may sacrifice a creature." */
    static final Ability EXPLOIT = new dev.arbiter.engine.ability.TriggeredAbility(
            new dev.arbiter.engine.ability.Trigger.EntersBattlefield(), new dev.arbiter.engine.ability.Condition.Always(),
            List.of(), new dev.arbiter.engine.ability.Effect.Exploit(), "Exploit");

    /** Myriad (702.116a): an attack trigger making token copies attacking the other opponents. */
    static final Ability MYRIAD = new dev.arbiter.engine.ability.TriggeredAbility(
            new dev.arbiter.engine.ability.Trigger.Attacks(), new dev.arbiter.engine.ability.Condition.Always(),
            List.of(), new dev.arbiter.engine.ability.Effect.Myriad(), "Myriad");

    /** One keyword as an ability ("flying", "protection from red", "swampwalk"), or null. */
    static Ability single(String item) {
        List<Ability> abilities = item(item);
        return abilities != null && abilities.size() == 1 ? abilities.get(0) : null;
    }

    /** All the abilities one keyword item stands for (decayed is two, 702.147a), or null. */
    static List<Ability> all(String item) {
        return item(item);
    }

    /** The abilities one keyword item stands for, or null when it is not a supported keyword. */
    private static List<Ability> item(String item) {
        String i = item.strip();
        Keyword k = Keyword.ofText(i);
        if (k != null) {
            if (k == Keyword.RECONFIGURE) throw new NotSupported("reconfigure without its cost (702.151a)");
            if (NOT_YET_ENFORCED.contains(k)) {
                throw new NotSupported("keyword \"" + k.text() + "\" (not enforced by the engine yet)");
            }
            return List.of(new KeywordAbility(k));
        }
        if (i.equalsIgnoreCase("prowess")) {
            return List.of(PROWESS);
        }
        if (i.equalsIgnoreCase("exploit")) return List.of(EXPLOIT); // 702.110a
        if (i.equalsIgnoreCase("myriad")) return List.of(MYRIAD); // 702.116a
        Ability more = MoreKeywords.item(i);
        if (more != null) {
            return List.of(more);
        }
        List<Ability> combat = CombatKeywords.of(i);
        if (combat != null) return combat;
        List<Ability> counters = KeywordItemLowering.numbered(i); // 702.54a, 702.112a, 702.45a, 702.23a
        if (counters != null) return counters;
        if (KeywordItemGrammar.read(i) instanceof KeywordItemNode.Numbered d && d.keyword().equals("dredge")) {
            return List.of(new dev.arbiter.engine.ability.Dredge(d.n())); // 702.52
        }
        List<String> qualities = KeywordListGrammar.protection(i);
        if (qualities != null) {
            return protection(qualities);
        }
        String[] lw = KeywordListGrammar.landwalk(i);
        if (lw != null) {
            Landwalk walk = landwalk(lw[0], lw[1], i);
            return walk == null ? null : List.of(walk);
        }
        return null;
    }

    /** "from X and from Y": one protection ability per quality (502.7a). */
    private static List<Ability> protection(List<String> qualities) {
        List<Ability> out = new ArrayList<>();
        for (String q : qualities) {
            if (q.strip().equalsIgnoreCase("all colors")) { // 702.16h, 105.1: from each of the five colours
                for (Color c : Color.values()) out.add(new Protection(new Quality.OfColor(c)));
                continue;
            }
            Quality quality = quality(q.strip().toLowerCase(Locale.ROOT));
            if (quality == null) {
                quality = subtypeQuality(q.strip());
            }
            if (quality == null) {
                return null;
            }
            out.add(new Protection(quality));
        }
        return out;
    }

    /** "Demons", "Zombies", "Kavu", "Arcane": a capitalised subtype word, in the plural or not (702.16a). */
    private static Quality subtypeQuality(String q) {
        if (q.length() < 2 || !Character.isUpperCase(q.charAt(0))) return null;
        for (int i = 1; i < q.length(); i++) {
            char c = q.charAt(i);
            if (!Character.isLowerCase(c) && c != '\'' && c != '-') return null;
        }
        String one = q.endsWith("ves") ? q.substring(0, q.length() - 3) + "f" // Elves, Wolves, Dwarves
                : q.endsWith("s") && !q.endsWith("ss") ? q.substring(0, q.length() - 1) : q;
        return new Quality.OfSubtype(one);
    }

    private static Quality quality(String q) {
        if (q.equals("multicolored") || q.equals("monocolored")) {
            return new Quality.OfColorCount(q.equals("multicolored"));
        }
        if (q.equals("everything")) {
            return new Quality.Everything();
        }
        for (Color c : Color.values()) {
            if (c.lowerName().equals(q)) {
                return new Quality.OfColor(c);
            }
        }
        for (CardType t : CardType.values()) {
            String plural = t == CardType.SORCERY ? "sorceries" : t.word().toLowerCase(Locale.ROOT) + "s";
            if (plural.equals(q)) {
                return new Quality.OfCardType(t);
            }
        }
        return null;
    }

    /** Basic land type walk, or "snow"/"legendary"/"nonbasic" landwalk (seed 502.6). */
    private static Landwalk landwalk(String qualifiers, String type, String asWritten) {
        String q = qualifiers.toLowerCase(Locale.ROOT);
        int supers = (q.contains("snow") ? Supertype.SNOW.bit() : 0)
                | (q.contains("legendary") ? Supertype.LEGENDARY.bit() : 0);
        boolean nonbasic = q.contains("nonbasic");
        String subtype = type.equalsIgnoreCase("land") ? null
                : Character.toUpperCase(type.charAt(0)) + type.substring(1).toLowerCase(Locale.ROOT);
        if (subtype == null && supers == 0 && !nonbasic) {
            return null; // plain "landwalk" is not a keyword
        }
        String text = Character.toUpperCase(asWritten.charAt(0)) + asWritten.substring(1);
        return new Landwalk(subtype, supers, nonbasic, text);
    }

    /** The ability a keyword gained by an effect stands for (611.2a), checked grantable; unsupported when it is not a keyword. */
    static Ability grantable(String keyword) {
        Ability a = single(keyword);
        if (a == null) throw new NotSupported("gaining \"" + keyword + "\" (not a supported keyword)");
        checkGrantable(List.of(a));
        return a;
    }
}
