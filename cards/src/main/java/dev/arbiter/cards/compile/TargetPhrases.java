package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.Cursor;
import dev.arbiter.cards.grammar.TargetPhraseGrammar;
import dev.arbiter.cards.grammar.ast.PhraseNodes.Description;
import dev.arbiter.cards.grammar.ast.PhraseNodes.Word;
import dev.arbiter.cards.grammar.ast.ReferentNodes.SeveralDesc;
import dev.arbiter.cards.grammar.ast.ReferentNodes.TargetDesc;
import dev.arbiter.cards.grammar.ast.ReferentNodes.TargetKind;
import dev.arbiter.engine.ability.Relation;
import dev.arbiter.engine.ability.TargetFilter;
import dev.arbiter.engine.ability.TargetSpec;
import dev.arbiter.engine.characteristic.CardType;
import dev.arbiter.engine.characteristic.Color;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Target phrases (115.1): "any target" (115.4), "target player", "target opponent" and permanent
 * descriptions such as "target green or white creature", "target nonartifact creature you control",
 * "target artifact, enchantment, or land", "target Wall". The phrase is read by
 * {@link TargetPhraseGrammar}; this class lowers its words to a {@link TargetFilter}.
 */
final class TargetPhrases {

    /** Words of target descriptions the engine's filters have no field for (and any "non-" word). */
    private static final Set<String> UNSUPPORTED_WORDS = Set.of("tapped", "untapped", "attacking", "blocking", "with",
            "without", "card", "cards", "spell", "token", "nontoken", "legendary", "basic", "nonbasic");
    private static final Map<String, CardType> PERMANENT_TYPES = Map.of("artifact", CardType.ARTIFACT,
            "creature", CardType.CREATURE, "enchantment", CardType.ENCHANTMENT, "land", CardType.LAND,
            "planeswalker", CardType.PLANESWALKER, "battle", CardType.BATTLE);

    private TargetPhrases() {
    }

    /**
     * The target requirement {@code phrase} describes, or null when it is not a target phrase.
     *
     * @throws NotSupported for a target phrase the engine's filters cannot express
     */
    static TargetSpec parse(String phrase) {
        String p = phrase.strip();
        TargetDesc read = TargetPhraseGrammar.targetDesc(Cursor.of(p), p);
        return read == null ? null : of(read);
    }

    /**
     * The target requirement a target description read by the grammar describes, or null when it names no
     * permanent or player the filters know.
     *
     * @throws NotSupported for a target phrase the engine's filters cannot express
     */
    static TargetSpec of(TargetDesc read) {
        if (read.any()) {
            return TargetSpec.one(new TargetFilter.AnyTarget(), "any target");
        }
        String p = read.printed();
        String desc = read.desc();
        switch (read.kind()) {
            case PLAYER:
                return TargetSpec.one(new TargetFilter.PlayerTarget(Relation.ANY), p);
            case OPPONENT:
                return TargetSpec.one(new TargetFilter.PlayerTarget(Relation.OPPONENT), p);
            case MIXED:
                throw new NotSupported("target \"" + desc + "\" (no such target filter)");
            case NAMES_A_PLAYER:
                return null;
            default:
                break;
        }
        TargetFilter filter = permanent(read.words(), desc);
        return filter == null ? null : TargetSpec.one(filter, p);
    }

    /**
     * "up to two target creatures" / "two target creatures" as the grammar read them: one use of "target" for several
     * permanents (115.1, 601.2c); null when it is not such a phrase.
     *
     * @throws NotSupported for a description the engine's filters cannot express
     */
    static TargetSpec several(SeveralDesc m) {
        Integer n = Amounts.count(m.count());
        if (n == null || n < 1) {
            return null;
        }
        if (!m.plural() && n > 1) {
            return null;
        }
        if (m.kind() != TargetKind.OTHER && m.kind() != TargetKind.OPPONENT) { // any "player"
            throw new NotSupported("target \"" + m.desc() + "\" (no such target filter)");
        }
        TargetFilter filter = permanent(m.singular(), m.singularText());
        return filter == null ? null : new TargetSpec(filter, m.upTo() ? 0 : n, n, m.printed());
    }

    /**
     * A permanent description: colours, non-types, one subtype, then card types, then a controller;
     * null when a word is not understood.
     */
    private static TargetFilter permanent(List<Word> words, String desc) {
        Description d = TargetPhraseGrammar.description(words);
        Relation controller = d.controller() == null ? Relation.ANY
                : d.controller().toLowerCase(Locale.ROOT).startsWith("you control") ? Relation.YOU : Relation.OPPONENT;
        int colors = 0;
        int excluded = 0;
        int types = 0;
        String subtype = null;
        boolean anyPermanent = false;
        int stage = 0; // 0 colours, 1 non-types, 2 subtype, 3 types
        boolean joined = true; // whether the next type word is joined to the one before by "or" or a comma
        for (Word each : d.words()) {
            String word = each.text();
            String w = word.toLowerCase(Locale.ROOT);
            if (w.equals("or")) {
                joined = true;
                continue;
            }
            if (PERMANENT_TYPES.containsKey(w) && types != 0 && !joined) {
                // "artifact creature" is one object with both types (205.2a), not either: the grammar reads it
                throw new NotSupported("target \"" + desc + "\" (several types at once)");
            }
            joined = each.commaAfter();
            Color color = NounLowering.color(w);
            if (color != null && stage == 0) {
                colors |= color.bit();
            } else if (w.startsWith("non") && PERMANENT_TYPES.containsKey(w.substring(3)) && stage <= 1) {
                excluded |= PERMANENT_TYPES.get(w.substring(3)).bit();
                stage = 1;
            } else if (w.startsWith("non") && NounLowering.color(w.substring(3).replace("-", "")) != null) {
                throw new NotSupported("target \"" + desc + "\" (no excluded-colour filter)");
            } else if (PERMANENT_TYPES.containsKey(w) && !anyPermanent) {
                types |= PERMANENT_TYPES.get(w).bit();
                stage = 3;
            } else if (w.equals("permanent") && types == 0 && !anyPermanent) {
                anyPermanent = true;
                stage = 3;
            } else if (isSubtypeWord(word) && subtype == null && stage <= 2) {
                subtype = word;
                stage = 2;
            } else if (isSubtypeWord(word) && subtype != null) {
                throw new NotSupported("target \"" + desc + "\" (several subtypes)");
            } else if (UNSUPPORTED_WORDS.contains(w) || w.startsWith("non-")) {
                throw new NotSupported("target \"" + desc + "\" (no such target filter)");
            } else {
                return null;
            }
        }
        if (types == 0 && !anyPermanent && subtype == null) {
            return null;
        }
        return new TargetFilter.PermanentTarget(types, excluded, controller, colors, subtype);
    }

    /** A creature or land type as written: a capital letter, then one or more small letters, apostrophes or hyphens. */
    static boolean isSubtypeWord(String word) {
        if (word.length() < 2 || Character.getType(word.charAt(0)) != Character.UPPERCASE_LETTER) {
            return false;
        }
        for (int i = 1; i < word.length(); i++) {
            char ch = word.charAt(i);
            if (Character.getType(ch) != Character.LOWERCASE_LETTER && ch != '\'' && ch != '-') {
                return false;
            }
        }
        return true;
    }
}
