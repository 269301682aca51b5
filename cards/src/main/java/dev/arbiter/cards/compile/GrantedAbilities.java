package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.GrantedListGrammar;
import dev.arbiter.cards.grammar.KeywordListGrammar;
import dev.arbiter.cards.text.CardText;
import dev.arbiter.cards.text.RulesLine;
import dev.arbiter.engine.ability.Ability;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * What a static ability grants (613.1f, layer 6): keywords and quoted abilities, as in
 * 'has flying and "{T}: This creature deals 1 damage to any target."'. A quoted ability is
 * compiled as a rules line of the object that gets it (113.1a): "this creature" / "this land" is
 * that object, its self-reference; a quoted ability naming the granting card is refused.
 */
final class GrantedAbilities {

    /** What "this ..." names in a granted ability: the object that has it (113.1a). */
    private static final List<String> KINDS = List.of("creature", "land", "artifact", "enchantment", "permanent");

    private GrantedAbilities() {
    }

    /**
     * The abilities of "[keywords] and "[ability]"", or null when some item is neither.
     *
     * @throws NotSupported when a quoted ability is understood but the engine can't play it
     */
    static List<Ability> list(String text, CardText card) {
        return list(text, card, false);
    }

    /**
     * As {@link #list(String, CardText)}; {@code toSelf}: the card grants the abilities to itself ("As long as ...,
     * ~ has "When ~ enters the battlefield, ..."" (113.1a)), so "~" in a quoted ability is the object that has it.
     */
    static List<Ability> list(String text, CardText card, boolean toSelf) {
        if (text.indexOf('"') < 0) {
            return keywords(text, card);
        }
        List<Ability> out = new ArrayList<>();
        for (GrantedListGrammar.Item item : GrantedListGrammar.items(text.strip())) { // a quoted ability or a run of keywords
            if (item.quoted()) {
                out.addAll(quoted(item.text(), card, toSelf));
                continue;
            }
            List<Ability> k = keywords(item.text(), card);
            if (k == null) {
                return null;
            }
            out.addAll(k);
        }
        return out.isEmpty() ? null : out;
    }

    private static List<Ability> keywords(String text, CardText card) {
        List<Ability> abilities = KeywordLines.list(text);
        if (abilities != null) {
            KeywordLines.checkGrantable(abilities);
        }
        return abilities != null || card == null ? abilities : withDefined(text, card);
    }

    /** "flying and ward {4}": a keyword defined by its rule (702.21a) granted as the ability its definition writes. */
    private static List<Ability> withDefined(String text, CardText card) {
        // between granted keywords: "flying, vigilance, and ward {2}" (not "protection from red and from blue")
        List<String> items = KeywordListGrammar.list(text.strip());
        boolean any = false;
        for (String item : items) any |= KeywordDefinitions.grantedLine(item) != null;
        if (!any) return null;
        List<Ability> out = new ArrayList<>();
        for (String item : items) {
            String line = KeywordDefinitions.grantedLine(item);
            List<Ability> k = line != null ? quoted(line, card, false) : KeywordLines.list(item);
            if (k == null) return null;
            if (line == null) KeywordLines.checkGrantable(k);
            out.addAll(k);
        }
        return out;
    }

    /** The kind after "this"/"This" at {@code i}, both whole words ("this creature"), or null. */
    private static String thisKind(String text, int i) {
        if (!text.startsWith("this ", i) && !text.startsWith("This ", i)) return null;
        if (i > 0 && word(text.charAt(i - 1))) return null;
        for (String k : KINDS) {
            int end = i + "this ".length() + k.length();
            if (text.startsWith(k, i + "this ".length()) && (end == text.length() || !word(text.charAt(end)))) return k;
        }
        return null;
    }

    private static boolean word(char c) {
        return Character.isLetterOrDigit(c) || c == '_';
    }

    /** One quoted ability, compiled as a line of the object that gets it. */
    private static List<Ability> quoted(String text, CardText card, boolean toSelf) {
        if (card == null) {
            throw new NotSupported("granted ability \"" + text + "\" outside a card");
        }
        if (text.contains("~") && !toSelf) {
            throw new NotSupported("granted ability naming its source");
        }
        String kind = "creature";
        StringBuilder self = new StringBuilder();
        int done = 0;
        for (int i = 0; i < text.length(); i++) { // "this creature" / "This land": the word pair, whole words, is "~"
            String k = thisKind(text, i);
            if (k == null) continue;
            if (done == 0 && self.length() == 0) kind = k;
            self.append(text, done, i).append('~');
            done = i + "this ".length() + k.length();
            i = done - 1;
        }
        String line = self.append(text.substring(done)).toString().strip();
        if (!line.endsWith(".") && !line.endsWith(")")) {
            line += "."; // older wording puts the ability's final period outside the quotes
        }
        if (!toSelf && line.toLowerCase(Locale.ROOT).startsWith("cumulative upkeep ") && line.endsWith(".")) {
            // 702.24a granted in quotes, its period inside ("Cumulative upkeep {1}."): the keyword's upkeep trigger
            List<Ability> keyword = MoreKeywords.items(line.substring(0, line.length() - 1));
            if (keyword != null) return keyword;
        }
        String type = Character.toUpperCase(kind.charAt(0)) + kind.substring(1);
        // 301.5: "Equipped creature ..." granted to a permanent (an Equipment, "As long as enchanted permanent is an
        // Equipment, it has "Equipped creature has lifelink."") is read as the line of an Equipment
        boolean equipment = line.startsWith("Equipped creature ");
        CardText holder = new CardText("this " + kind, List.of(), false, List.of(),
                equipment ? List.of("Artifact") : kind.equals("permanent") ? List.of() : List.of(type),
                equipment ? List.of("Equipment") : List.of(),
                kind.equals("creature") && !equipment ? "0" : null, kind.equals("creature") && !equipment ? "0" : null, null,
                Optional.empty(), List.of(new RulesLine(line, text, card.pos())), card.pos());
        if (toSelf) holder = card; // 113.1a: the card itself has it, "~" and "this creature" alike
        Optional<List<Ability>> abilities = OracleCompiler.line(line, holder, new SpellEffectLines(holder));
        if (abilities.isEmpty() || abilities.get().isEmpty()) {
            throw new NotSupported("granted ability \"" + text + "\" (" + UnsupportedReasons.classify(line) + ")");
        }
        StaticCardCounts.notGranted(abilities.get()); // the engine watches only printed counts of cards
        return abilities.get();
    }
}
