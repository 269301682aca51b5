package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.KeywordItemGrammar;
import dev.arbiter.cards.grammar.KeywordListGrammar;
import dev.arbiter.cards.grammar.ast.KeywordItemNode;
import dev.arbiter.cards.text.CardText;
import dev.arbiter.engine.ability.Ability;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Keywords whose rule defines them as ordinary abilities written out in words: the keyword line is read as the
 * lines of its definition, each compiled like any other line ("~" standing for "this permanent"). A definition the
 * grammar does not compile leaves the keyword unsupported.
 * <ul>
 * <li>modular N (702.43a): "~ enters the battlefield with N +1/+1 counters on it." and "When ~ is put into a graveyard
 * from the battlefield, you may put a +1/+1 counter on target artifact creature for each +1/+1 counter on ~."</li>
 * <li>soulshift N (702.46a): "When ~ is put into a graveyard from the battlefield, you may return target Spirit card
 * with mana value N or less from your graveyard to your hand."</li>
 * <li>outlast [cost] (702.107a): "[cost], {T}: Put a +1/+1 counter on ~. Activate only as a sorcery."</li>
 * <li>battle cry (702.91a): "Whenever ~ attacks, each other attacking creature gets +1/+0 until end of turn."</li>
 * <li>afflict N (702.130a): "Whenever ~ becomes blocked, defending player loses N life."</li>
 * <li>annihilator N (702.86a): "Whenever ~ attacks, defending player sacrifices N permanents."</li>
 * <li>afterlife N (702.135a): "When ~ is put into a graveyard from the battlefield, create N 1/1 white and black Spirit
 * creature tokens with flying."</li>
 * <li>living weapon (702.92a): "When ~ enters the battlefield, create a 0/0 black Phyrexian Germ creature token, then
 * attach ~ to it."</li>
 * <li>fabricate N (702.123a): "When ~ enters the battlefield, you may put N +1/+1 counters on it. If you don't, create N
 * 1/1 colorless Servo artifact creature tokens."</li>
 * <li>ingest (702.115a): "Whenever ~ deals combat damage to a player, that player exiles the top card of their library."</li>
 * <li>graft N (702.58a): "~ enters the battlefield with N +1/+1 counters on it." and "Whenever another creature enters the
 * battlefield, if ~ has a +1/+1 counter on it, you may move a +1/+1 counter from ~ onto that creature."</li>
 * <li>crew N (702.122a): "Tap any number of other untapped creatures you control with total power N or more: ~ becomes
 * an artifact creature until end of turn."</li>
 * <li>ward [cost] (702.21a): "Whenever ~ becomes the target of a spell or ability an opponent controls, counter that
 * spell or ability unless its controller pays [cost]." (a mana cost; on any permanent card); "Ward—Pay 3 life." /
 * "Ward—Discard a card." the same with "unless that player pays 3 life" / "discards a card"</li>
 * <li>training (702.149a): "Whenever ~ attacks with another creature with greater power, put a +1/+1 counter on ~."</li>
 * <li>embalm [cost] (702.128a) / eternalize [cost] (702.129a): "[cost], Exile ~ from your graveyard: Create a token
 * that's a copy of ~, except it's white / it's black, it's 4/4, it has no mana cost, and it's a Zombie in addition to
 * its other types. Activate only as a sorcery."</li>
 * <li>mentor (702.134a): "Whenever ~ attacks, put a +1/+1 counter on target attacking creature with lesser power" (power
 * less than ~'s power).</li>
 * </ul>
 * Only on creature cards (each definition speaks of "this creature" or of a permanent that dies, 700.4), living weapon
 * only on an Equipment, crew only on a Vehicle (301.7).
 */
final class KeywordDefinitions {

    private KeywordDefinitions() {
    }

    /**
     * The abilities of keyword line {@code text} by its definition, or empty when it is none of these keywords; in a
     * list of keywords ("Flying, ward {2}") each defined one by its definition, the others as keywords.
     */
    static Optional<List<Ability>> compile(String text, CardText card, SpellEffectLines spell) {
        if (definition(text.strip()) != null) return one(text, card, spell);
        String[] items = KeywordListGrammar.items(text.strip());
        if (items.length < 2 || text.strip().endsWith(".")) return Optional.empty();
        boolean anyDefined = false;
        for (String item : items) anyDefined |= definition(item) != null;
        if (!anyDefined) return Optional.empty();
        try {
            if (KeywordLines.compile(text).isPresent()) return Optional.empty(); // plain keywords: theirs
        } catch (NotSupported e) {
            // a keyword of the list has no vocabulary: read below, item by item, to say which
        }
        List<Ability> out = new ArrayList<>();
        for (String item : items) {
            Optional<List<Ability>> abilities = definition(item) != null ? one(item, card, spell) : KeywordLines.compile(item);
            if (abilities.isEmpty()) return Optional.empty();
            out.addAll(abilities.get());
        }
        return Optional.of(out);
    }

    /**
     * The definition of a keyword that a static ability may grant (613.1f), written as a quoted ability of "this
     * permanent", or null: ward (702.21a), a triggered ability that reads nothing but its own permanent, and training
     * (702.149a, "this creature").
     */
    static String grantedLine(String item) {
        if (item.strip().equalsIgnoreCase("training")) { // 702.149a: reads its own creature and the others attacking with it
            return "Whenever this creature attacks with another creature with greater power, put a +1/+1 counter on this creature.";
        }
        KeywordItemNode.CostKeyword ward = costKeyword(item, "ward");
        return ward != null && !ward.dashed() ? "Whenever this permanent becomes the target of a spell or ability an "
                + "opponent controls, counter that spell or ability unless its controller pays " + ward.cost() + "." : null;
    }

    /** One keyword with a definition. */
    private static Optional<List<Ability>> one(String text, CardText card, SpellEffectLines spell) {
        List<String> definition = definition(text.strip());
        if (costKeyword(text, "ward") != null) { // 702.21a: "this permanent"
            if (card.hasType("Instant") || card.hasType("Sorcery")) throw new NotSupported("ward on a card that isn't a permanent");
            return Optional.of(definitionLines(text, definition, card, spell));
        }
        boolean equipment = text.strip().equalsIgnoreCase("living weapon"); // 702.92a: "this Equipment"
        boolean vehicle = KeywordItemGrammar.read(text) instanceof KeywordItemNode.Numbered n
                && n.keyword().equals("crew"); // 702.122a: "this Vehicle"
        if (vehicle ? !card.subtypes().contains("Vehicle") || card.hasType("Creature") || card.power() == null
                : equipment ? !card.subtypes().contains("Equipment") : !card.hasType("Creature")) {
            throw new NotSupported("keyword \"" + text.strip() + "\" on a card that isn't " + (vehicle ? "a noncreature Vehicle "
                    + "with power and toughness" : equipment ? "an Equipment" : "a creature"));
        }
        return Optional.of(definitionLines(text, definition, card, spell));
    }

    /**
     * A keyword read as the rules lines that define it (702: "[keyword]" means "..."), each compiled as a line of the
     * card; unsupported when one of them is not read. Shared by every keyword reader that works this way.
     */
    static List<Ability> definitionLines(String text, List<String> definition, CardText card, SpellEffectLines spell) {
        List<Ability> out = new ArrayList<>();
        for (String line : definition) {
            Optional<List<Ability>> abilities = OracleCompiler.line(line, card, spell);
            if (abilities.isEmpty()) throw new NotSupported("keyword \"" + text.strip() + "\" (its definition \"" + line + "\")");
            out.addAll(abilities.get());
        }
        return out;
    }

    /** The keyword {@code item} is when it is {@code keyword} with a cost (ward, outlast, embalm, eternalize), or null. */
    private static KeywordItemNode.CostKeyword costKeyword(String item, String keyword) {
        return KeywordItemGrammar.read(item) instanceof KeywordItemNode.CostKeyword k && k.keyword().equals(keyword) ? k : null;
    }

    private static List<String> definition(String item) {
        KeywordItemNode node = KeywordItemGrammar.read(item);
        if (node instanceof KeywordItemNode.Numbered n && DEFINED_NUMBERED.contains(n.keyword())) {
            int count = n.n();
            String word = n.keyword();
            if (word.equals("soulshift")) { // 702.46a
                return List.of("When ~ is put into a graveyard from the battlefield, you may return target Spirit card with "
                        + "mana value " + count + " or less from your graveyard to your hand.");
            }
            if (count < 1) return null;
            if (word.equals("afflict")) return List.of("Whenever ~ becomes blocked, defending player loses " + count + " life."); // 702.130a
            if (word.equals("annihilator")) { // 702.86a
                return List.of("Whenever ~ attacks, defending player sacrifices " + word(count) + (count == 1 ? " permanent." : " permanents."));
            }
            if (word.equals("afterlife")) { // 702.135a
                return List.of("When ~ is put into a graveyard from the battlefield, create " + (count == 1 ? "a 1/1 white and black "
                        + "Spirit creature token" : word(count) + " 1/1 white and black Spirit creature tokens") + " with flying.");
            }
            if (word.equals("fabricate")) { // 702.123a
                return List.of("When ~ enters the battlefield, you may put " + (count == 1 ? "a +1/+1 counter" : word(count)
                        + " +1/+1 counters") + " on it. If you don't, create " + (count == 1 ? "a 1/1 colorless Servo artifact "
                        + "creature token." : word(count) + " 1/1 colorless Servo artifact creature tokens."));
            }
            String counters = count == 1 ? "a +1/+1 counter" : count + " +1/+1 counters"; // 702.43a
            if (word.equals("graft")) { // 702.58a
                return List.of("~ enters the battlefield with " + counters + " on it.",
                        "Whenever another creature enters the battlefield, if ~ has a +1/+1 counter on it, you may move a "
                                + "+1/+1 counter from ~ onto that creature.");
            }
            return List.of("~ enters the battlefield with " + counters + " on it.",
                    "When ~ is put into a graveyard from the battlefield, you may put a +1/+1 counter on target artifact "
                            + "creature for each +1/+1 counter on ~.");
        }
        if (item.equalsIgnoreCase("living weapon")) { // 702.92a
            return List.of("When ~ enters the battlefield, create a 0/0 black Phyrexian Germ creature token, then attach ~ to it.");
        }
        if (item.equalsIgnoreCase("ingest")) { // 702.115a
            return List.of("Whenever ~ deals combat damage to a player, that player exiles the top card of their library.");
        }
        if (item.equalsIgnoreCase("training")) { // 702.149a
            return List.of("Whenever ~ attacks with another creature with greater power, put a +1/+1 counter on ~.");
        }
        if (item.equalsIgnoreCase("battle cry")) { // 702.91a
            return List.of("Whenever ~ attacks, each other attacking creature gets +1/+0 until end of turn.");
        }
        if (item.equalsIgnoreCase("mentor")) { // 702.134a
            return List.of("Whenever ~ attacks, put a +1/+1 counter on target attacking creature with power less than ~'s power.");
        }
        if (node instanceof KeywordItemNode.Numbered crew && crew.keyword().equals("crew") && crew.n() >= 1) { // 702.122a
            return List.of("Tap any number of other untapped creatures you control with total power " + crew.n()
                    + " or more: ~ becomes an artifact creature until end of turn.");
        }
        if (!(node instanceof KeywordItemNode.CostKeyword k)) return null;
        if (k.keyword().equals("ward") && !k.dashed()) { // 702.21a
            return List.of("Whenever ~ becomes the target of a spell or ability an opponent controls, counter that spell or "
                    + "ability unless its controller pays " + k.cost() + ".");
        }
        if (k.keyword().equals("ward")) { // 702.21a: "Ward—Pay 3 life.", "Ward—Discard a card."
            String cost = k.cost();
            String lower = cost.toLowerCase(Locale.ROOT);
            String pays = lower.startsWith("pay ") ? "pays " + cost.substring(4) : lower.startsWith("discard ")
                    ? "discards " + cost.substring(8) : null;
            if (pays == null) return null;
            return List.of("Whenever ~ becomes the target of a spell or ability an opponent controls, counter that spell or "
                    + "ability unless that player " + pays + ".");
        }
        if (k.keyword().equals("outlast")) { // 702.107a
            return List.of(k.cost() + ", {T}: Put a +1/+1 counter on ~. Activate only as a sorcery.");
        }
        { // 702.128a embalm, 702.129a eternalize: a token copy of the card, from its graveyard
            String cost = k.cost();
            String except = k.keyword().equals("embalm") ? "it's white, it has no mana cost, and it's a Zombie"
                    : "it's black, it's 4/4, it has no mana cost, and it's a Zombie";
            return List.of(cost + ", Exile ~ from your graveyard: Create a token that's a copy of ~, except " + except
                    + " in addition to its other types. Activate only as a sorcery.");
        }
    }

    /** The numbered keywords defined here (the others are {@link KeywordItemLowering}'s and {@link MoreKeywords}'). */
    private static final java.util.Set<String> DEFINED_NUMBERED = java.util.Set.of("modular", "soulshift", "afflict",
            "annihilator", "afterlife", "fabricate", "graft");

    /** A number as the oracle text writes it ("two"), digits beyond ten. */
    private static String word(int n) {
        String[] words = {"zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"};
        return n < words.length ? words[n] : Integer.toString(n);
    }
}
