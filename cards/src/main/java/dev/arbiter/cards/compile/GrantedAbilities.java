package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.GrantedListGrammar;
import dev.arbiter.cards.grammar.KeywordListGrammar;
import dev.arbiter.cards.grammar.ast.Granted;
import dev.arbiter.cards.text.CardText;
import dev.arbiter.cards.text.RulesLine;
import dev.arbiter.engine.ability.Ability;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Lowers what a static ability grants (613.1f, layer 6), keywords and quoted abilities, as in
 * 'has flying and "{T}: This creature deals 1 damage to any target."', read by {@link GrantedListGrammar} into a
 * {@link Granted} list. A quoted ability is compiled as a rules line of the object that gets it (113.1a): "this
 * creature" / "this land" is that object, its self-reference; a quoted ability naming the granting card is refused.
 */
final class GrantedAbilities {

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

    /** As {@link #lower(Granted, CardText, boolean)} of the list {@code text} reads as. */
    static List<Ability> list(String text, CardText card, boolean toSelf) {
        return lower(GrantedListGrammar.read(text), card, toSelf);
    }

    /**
     * The abilities of a granted list, or null when some item is neither a keyword nor a line; {@code toSelf}: the
     * card grants the abilities to itself ("As long as ..., ~ has "When ~ enters the battlefield, ..."" (113.1a)), so
     * "~" in a quoted ability is the object that has it.
     *
     * @throws NotSupported when a quoted ability is understood but the engine can't play it
     */
    static List<Ability> lower(Granted granted, CardText card, boolean toSelf) {
        if (granted.unquoted()) return keywords(granted.printed(), card); // the whole text one run of keywords
        List<Ability> out = new ArrayList<>();
        for (Granted.Item item : granted.items()) { // a quoted ability or a run of keywords
            if (item instanceof Granted.Quoted q) {
                out.addAll(quoted(q, card, toSelf));
                continue;
            }
            List<Ability> k = keywords(((Granted.Keywords) item).printed(), card);
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
            List<Ability> k = line != null ? quoted(GrantedListGrammar.quoted(line), card, false) : KeywordLines.list(item);
            if (k == null) return null;
            if (line == null) KeywordLines.checkGrantable(k);
            out.addAll(k);
        }
        return out;
    }

    /** One quoted ability, compiled as a line of the object that gets it. */
    private static List<Ability> quoted(Granted.Quoted q, CardText card, boolean toSelf) {
        String text = q.printed();
        if (card == null) {
            throw new NotSupported("granted ability \"" + text + "\" outside a card");
        }
        if (text.contains("~") && !toSelf) {
            throw new NotSupported("granted ability naming its source");
        }
        String kind = q.kind();
        String line = q.line();
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
