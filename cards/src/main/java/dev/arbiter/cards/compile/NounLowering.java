package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.NounGrammar;
import dev.arbiter.cards.grammar.ast.Noun;
import dev.arbiter.engine.ability.FilterQualities;
import dev.arbiter.engine.ability.FilterQualities.Tri;
import dev.arbiter.engine.ability.Keyword;
import dev.arbiter.engine.ability.ObjectFilter;
import dev.arbiter.engine.ability.Relation;
import dev.arbiter.engine.ability.TargetFilter;
import dev.arbiter.engine.characteristic.CardType;
import dev.arbiter.engine.characteristic.Color;
import dev.arbiter.engine.characteristic.Supertype;
import java.util.ArrayList;
import java.util.List;

/**
 * Gives a {@link Noun} its meaning as an engine {@link ObjectFilter} (types 205.2, subtypes 205.3,
 * supertypes 205.4, colours 105, status 110.5, combat status 506.4, tokens 111). Words with no
 * engine meaning make the line unsupported, naming the word.
 */
final class NounLowering {

    /** 302.6: "[creature] the active player has controlled continuously since the beginning of the turn". */
    static final String ACTIVE_SINCE_TURN_BEGAN = "the active player has controlled continuously since the beginning of the turn";

    /** What kind of object a noun names, beside its filter. */
    enum Kind { PERMANENT, CARD, SPELL }

    /** A noun's filter and kind. */
    record Lowered(ObjectFilter filter, Kind kind) {
    }

    private NounLowering() {
    }

    static Lowered lower(Noun n) {
        return lower(n, false);
    }

    /**
     * With {@code typeOrSubtype}, "creature or Vehicle" (205.2, 205.3: one card type or one subtype) is read as
     * {@link FilterQualities#OR_SUBTYPE}, for callers whose filter the engine matches whole (the engine's Affecting.typesMatch:
     * targets, "Enchant"); elsewhere it stays refused.
     */
    static Lowered lower(Noun n, boolean typeOrSubtype) {
        int types = 0;
        int excluded = 0;
        List<String> subtypes = new ArrayList<>();
        Kind kind = Kind.PERMANENT;
        int allTypes = 0;
        String[] bothSubtypes = null;
        for (String h : n.heads()) {
            if (h.contains(" ") && h.split(" ")[0].endsWith("'s")) { // 205.3i: "Urza's Tower", both subtypes
                if (n.heads().size() != 1 || !n.subtypeModifiers().isEmpty()) throw new NotSupported("noun \"" + h + "\" with others");
                bothSubtypes = h.split(" ");
                subtypes.add(bothSubtypes[1]);
                continue;
            }
            if (h.contains(" ")) { // "artifact creature": both types (205.2a)
                // "artifact creature card" / "artifact creature spell": the second head says only what kind of object
                for (String other : n.heads()) {
                    if (!other.equals(h) && !other.equals("card") && !other.equals("spell") && !other.equals("permanent")) {
                        throw new NotSupported("noun \"" + String.join(" or ", n.heads()) + "\"");
                    }
                }
                String[] both = h.split(" ");
                types |= cardType(both[1]).bit();
                allTypes |= cardType(both[0]).bit();
                continue;
            }
            switch (h) {
                case "permanent" -> { }
                case "card" -> kind = Kind.CARD;
                case "spell" -> kind = Kind.SPELL;
                default -> {
                    CardType t = cardType(h);
                    if (t != null) types |= t.bit();
                    else subtypes.add(h);
                }
            }
        }
        boolean orSubtype = false;
        if (types != 0 && subtypes.size() == 1 && typeOrSubtype && allTypes == 0 && kind == Kind.PERMANENT
                && n.subtypeModifiers().isEmpty()) {
            orSubtype = true; // 205.2, 205.3: "creature or Vehicle": one of the types, or the subtype
        } else if (types != 0 && !subtypes.isEmpty()) {
            throw new NotSupported("noun \"" + String.join(" or ", n.heads()) + "\" (a type or a subtype)");
        }
        String subtype = null;
        List<String> modifiers = n.subtypeModifiers();
        FilterQualities q = bothSubtypes == null ? FilterQualities.NONE : FilterQualities.NONE.anySubtypes(List.of(bothSubtypes[0])); // 205.3i
        if (modifiers.size() > 1 || (modifiers.size() == 1 && !subtypes.isEmpty())) {
            // "Spirit or Arcane spell", "Kithkin spells and Soldier spells": one of the subtypes (205.3), each
            // alternative of the same kind, so the union of subtypes says it exactly
            if (n.heads().stream().filter(h -> !subtypes.contains(h)).distinct().count() != 1) {
                throw new NotSupported("noun with several subtypes");
            }
            List<String> any = new ArrayList<>(subtypes);
            any.addAll(modifiers);
            q = q.anySubtypes(any);
            subtypes.clear();
            modifiers = List.of();
        }
        if (modifiers.size() == 1) subtype = modifiers.get(0);
        if (subtypes.size() == 1 && subtype == null) {
            subtype = subtypes.get(0);
        } else if (!subtypes.isEmpty()) {
            if (subtype != null) throw new NotSupported("noun with several subtypes");
            q = q.anySubtypes(subtypes);
        }
        int colors = 0;
        for (String a : n.adjectives()) {
            Color c = color(a);
            if (c != null) {
                colors |= c.bit();
                continue;
            }
            switch (a) {
                case "tapped" -> q = q.tapped(Tri.YES);
                case "untapped" -> q = q.tapped(Tri.NO);
                case "attacking" -> q = q.attacking(Tri.YES);
                case "blocking" -> q = q.blocking(Tri.YES);
                case "unblocked" -> q = q.chosen(q.chosen() | FilterQualities.UNBLOCKED); // 509.1h
                case "blocked" -> q = q.chosen(q.chosen() | FilterQualities.BLOCKED); // 509.1h
                case "kicked" -> q = q.chosen(q.chosen() | FilterQualities.KICKED); // 702.33d: a kicked spell
                case dev.arbiter.cards.grammar.TargetSpellIfGrammar.CONTROLLER_POISONED -> q = q.chosen(q.chosen() | FilterQualities.CONTROLLER_POISONED); // 122.1f
                case "attacking or blocking" -> q = q.inCombat(true);
                case "token" -> q = q.token(Tri.YES);
                case "enchanted" -> q = q.chosen(q.chosen() | FilterQualities.ENCHANTED); // 303.4
                case "equipped" -> q = q.chosen(q.chosen() | FilterQualities.EQUIPPED); // 301.5
                case "modified" -> q = q.chosen(q.chosen() | FilterQualities.MODIFIED); // 700.9
                case NounGrammar.BOTH_COLOURS -> q = q.chosen(q.chosen() | FilterQualities.EVERY_LISTED_COLOR); // 105.2
                case "historic" -> { // 700.6: legendary, an artifact or a Saga; judged on spells as they are on the stack
                    if (kind != Kind.SPELL) throw new NotSupported("noun word \"historic\" on permanents or cards");
                    q = q.chosen(q.chosen() | FilterQualities.HISTORIC);
                }
                case "nontoken" -> q = q.token(Tri.NO);
                case "legendary" -> q = q.withSupertypes(Supertype.LEGENDARY.bit());
                case "nonlegendary" -> q = q.withoutSupertypes(Supertype.LEGENDARY.bit());
                case "basic" -> q = q.withSupertypes(Supertype.BASIC.bit());
                case "nonbasic" -> q = q.withoutSupertypes(Supertype.BASIC.bit());
                case "snow" -> q = q.withSupertypes(Supertype.SNOW.bit());
                case "colorless" -> q = q.colorless(Tri.YES);
                case "colored" -> q = q.colorless(Tri.NO); // 105.2c: one or more colors
                case "multicolored" -> q = q.multicolored(Tri.YES);
                case "monocolored" -> q = q.colorless(Tri.NO).multicolored(Tri.NO);
                default -> {
                    String rest = a.startsWith("non-") ? a.substring(4) : a.startsWith("non") ? a.substring(3) : null;
                    if (rest == null) throw new NotSupported("noun word \"" + a + "\"");
                    Color nc = color(rest);
                    CardType nt = cardType(rest);
                    if (nc != null) q = q.withoutColors(nc.bit());
                    else if (nt != null) excluded |= nt.bit();
                    else if (q.excludedSubtype() == null) q = q.excludedSubtype(rest);
                    else throw new NotSupported("noun word \"" + a + "\"");
                }
            }
        }
        if (allTypes != 0) q = q.withAllTypes(allTypes);
        boolean damageOnly = n.with().stream().allMatch(w -> java.util.Arrays.asList(NounGrammar.DAMAGE_THIS_TURN).contains(w.stat())
                || dev.arbiter.cards.grammar.SacrificeCountGrammar.GREATEST_POWER.equals(w.stat()) // 208.1: among all the nouns
                || dev.arbiter.cards.grammar.SacrificeCountGrammar.GREATEST_MANA_VALUE.equals(w.stat())
                || w.keyword() == null && "mana value".equals(w.stat())); // 202.3: every object has one ("creature or planeswalker with mana value 3 or less")
        if (!n.with().isEmpty() && !damageOnly && n.heads().stream().filter(h -> !h.equals("card") && !h.equals("spell")).count() > 1) {
            // "artifact, enchantment, or creature with flying": the clause belongs to the last noun only (a clause of damage
            // this turn, 120.3, is about each: "creature or planeswalker that was dealt damage this turn")
            throw new NotSupported("\"with\" after several nouns");
        }
        long keywords = 0;
        boolean anyKeyword = false;
        boolean attackingYou = false;
        for (Noun.With w : n.with()) {
            if (w.keyword() != null) {
                Keyword k = Keyword.ofText(w.keyword());
                if (k == null) throw new NotSupported("\"with " + w.keyword() + "\" (no such keyword in the engine)");
                if (w.without()) q = q.without(k);
                else keywords |= k.bit();
                if (dev.arbiter.cards.grammar.NounGrammar.ANY_OF_KEYWORDS.equals(w.stat())) anyKeyword = true; // 702.1
            } else if (dev.arbiter.cards.grammar.SacrificeCountGrammar.GREATEST_POWER.equals(w.stat())
                    || dev.arbiter.cards.grammar.SacrificeCountGrammar.GREATEST_MANA_VALUE.equals(w.stat())) {
                if (kind != Kind.PERMANENT) throw new NotSupported("\"with the greatest ...\" on cards or spells");
                q = q.chosen(q.chosen() | (w.stat().equals(dev.arbiter.cards.grammar.SacrificeCountGrammar.GREATEST_POWER)
                        ? FilterQualities.GREATEST_POWER_AMONG_CONTROLLERS : FilterQualities.GREATEST_MANA_VALUE_AMONG_CONTROLLERS)); // 208.1, 202.3
            } else if (NounGrammar.X_IN_MANA_COST.equals(w.stat())) {
                q = q.chosen(q.chosen() | FilterQualities.X_IN_MANA_COST); // 107.3, 202.1: an X symbol in its mana cost
            } else if ("named ~".equals(w.stat())) {
                q = q.chosen(FilterQualities.SOURCE_NAME); // 201.2: the same name as the source
            } else if ("that blocked this turn".equals(w.stat())) {
                if (kind != Kind.PERMANENT) throw new NotSupported("\"blocked this turn\" on cards or spells");
                q = q.chosen(q.chosen() | FilterQualities.BLOCKED_THIS_TURN); // 509.1
            } else if ("that entered the battlefield this turn".equals(w.stat())) {
                if (kind != Kind.PERMANENT) throw new NotSupported("\"entered the battlefield this turn\" on cards or spells");
                q = q.chosen(q.chosen() | FilterQualities.ENTERED_THIS_TURN); // 400.7
            } else if ("that attacked this turn".equals(w.stat())) {
                q = q.chosen(FilterQualities.ATTACKED_THIS_TURN); // 508.1
            } else if (java.util.Arrays.asList(NounGrammar.DAMAGE_THIS_TURN).contains(w.stat())) { // 120.3, 400.7
                if (kind != Kind.PERMANENT) throw new NotSupported("\"" + w.stat() + "\" on cards or spells");
                q = q.chosen(q.chosen() | (w.stat().startsWith("that was") ? FilterQualities.WAS_DEALT_DAMAGE_THIS_TURN
                        : w.stat().contains("to you") ? FilterQualities.DEALT_DAMAGE_TO_YOU_THIS_TURN : FilterQualities.DEALT_DAMAGE_THIS_TURN));
            } else if (NounGrammar.FROM_BATTLEFIELD.equals(w.stat())) {
                if (kind == Kind.PERMANENT) throw new NotSupported("\"put there from the battlefield this turn\" on a permanent");
                q = q.chosen(FilterQualities.FROM_BATTLEFIELD_THIS_TURN); // 400.7: the card's record this turn
            } else if ("~ is blocking".equals(w.stat())) {
                if (kind != Kind.PERMANENT) throw new NotSupported("\"~ is blocking\" on cards or spells");
                q = q.chosen(q.chosen() | FilterQualities.BLOCKED_BY_SOURCE); // 509.1: attackers the source blocks
            } else if (NounGrammar.ATTACKING_YOU.equals(w.stat()) || NounGrammar.ATTACKING_YOU_OR_PLANESWALKER.equals(w.stat())) {
                if (kind != Kind.PERMANENT || attackingYou) throw new NotSupported("\"" + w.stat() + "\" here");
                attackingYou = true; // 506.3, 508.1b: the player only, unless planeswalkers are named too
                if (w.stat().equals(NounGrammar.ATTACKING_YOU_OR_PLANESWALKER)) q = q.chosen(q.chosen() | FilterQualities.OR_YOUR_PLANESWALKER);
            } else if (NounGrammar.BLOCKING_IT.equals(w.stat())) { // 608.2c: read only where "it" is ~ (BlockingItLowering)
                throw new NotSupported("\"blocking it\" here");
            } else if ("blocking or blocked by ~".equals(w.stat())) {
                if (kind != Kind.PERMANENT) throw new NotSupported("\"blocking or blocked by ~\" on cards or spells");
                q = q.chosen(q.chosen() | FilterQualities.BLOCKING_OR_BLOCKED_BY_SOURCE); // 509.1: blocking ~, or an attacker ~ blocks
            } else if ("blocking ~".equals(w.stat())) {
                q = q.chosen(q.chosen() | FilterQualities.BLOCKING_SOURCE); // 509.1: blocking the source
            } else if ("counters".equals(w.stat())) {
                if (kind != Kind.PERMANENT) throw new NotSupported("\"with counters\" on cards or spells");
                q = q.counters(w.without() ? new FilterQualities.CounterCount(w.comparison(), 0, w.value() - 1)
                        : new FilterQualities.CounterCount(w.comparison(), w.value(), Integer.MAX_VALUE)); // 122.1
            } else if (w.stat() != null && w.stat().contains(" than ~'s ")) { // 208.1: compared with the source
                long bit = w.stat().equals("toughness less than ~'s power") ? FilterQualities.TOUGHNESS_BELOW_SOURCE_POWER
                        : w.stat().equals("power less than ~'s power") ? FilterQualities.POWER_BELOW_SOURCE_POWER
                        : w.stat().equals("power greater than ~'s power") ? FilterQualities.POWER_ABOVE_SOURCE_POWER
                        : w.stat().equals("power equal to or greater than ~'s toughness")
                        ? FilterQualities.POWER_AT_LEAST_SOURCE_TOUGHNESS : 0;
                if (bit == 0) throw new NotSupported("\"with " + w.stat() + "\"");
                if (kind != Kind.PERMANENT) throw new NotSupported("\"with " + w.stat() + "\" on cards or spells");
                q = q.chosen(q.chosen() | bit);
            } else if (ChoiceLowering.isChosen(w)) {
                q = q.chosen(ChoiceLowering.chosenBit(w)); // 607.2: "of the chosen color / type", "with the chosen name"
            } else {
                if (w.value() < 0) throw new NotSupported("\"with " + w.stat() + " X\" outside a library search");
                boolean exact = NounGrammar.EXACTLY.equals(w.comparison()); // "with mana value 1" (202.3)
                FilterQualities.Bound b = exact ? FilterQualities.Bound.exactly(w.value(), false)
                        : new FilterQualities.Bound(w.value(), w.comparison().equals("or less"));
                switch (w.stat()) {
                    case "power" -> q = q.power(b);
                    case "toughness" -> { // 208.1: "creature with toughness 4 or greater"
                        if (q.power() != null) throw new NotSupported("\"with power\" and \"with toughness\" together");
                        q = q.power(new FilterQualities.Bound(w.value(), b.orLess(), true, exact));
                    }
                    case "mana value" -> q = q.manaValue(b);
                    case NounGrammar.SIZE -> { // 208.1: "1/1 creature": both exactly N
                        if (q.power() != null) throw new NotSupported("a size and another bound together");
                        q = q.power(b).chosen(q.chosen() | FilterQualities.POWER_AND_TOUGHNESS);
                    }
                    case "power or toughness" -> { // 208.1: either bounded
                        if (q.power() != null) throw new NotSupported("\"with power or toughness\" and another bound together");
                        q = q.power(b).chosen(q.chosen() | FilterQualities.POWER_OR_TOUGHNESS);
                    }
                    default -> throw new NotSupported("\"with " + w.stat() + "\" filter");
                }
            }
        }
        Relation controller = Relation.ANY;
        if (n.controller() != null) {
            controller = switch (n.controller()) {
                case "you control", "you both own and control" -> Relation.YOU;
                case "you own" -> Relation.ANY; // 108.3: the OWNED_BY_YOU quality below
                case "an opponent controls", "your opponents control", "opponents control", "each opponent controls" -> Relation.OPPONENT; // 102.3
                case "you don't control" -> Relation.NOT_YOU;
                case "enchanted player controls" -> Relation.ENCHANTED; // 303.4: the player the Aura enchants
                case "defending player controls" -> Relation.ANY; // 506.2: the DEFENDING_PLAYER quality below
                case "the active player controls", ACTIVE_SINCE_TURN_BEGAN -> Relation.ANY; // 102.1, 302.6: qualities below
                default -> throw new NotSupported("\"" + n.controller() + "\" (whose object)");
            };
            if (kind != Kind.PERMANENT) throw new NotSupported("\"" + n.controller() + "\" on cards or spells");
            if (n.controller().startsWith("you both own") || n.controller().equals("you own")) q = q.chosen(q.chosen() | FilterQualities.OWNED_BY_YOU);
            if (n.controller().equals("defending player controls")) q = q.chosen(q.chosen() | FilterQualities.DEFENDING_PLAYER);
            if (n.controller().equals("the active player controls")) q = q.chosen(q.chosen() | FilterQualities.ACTIVE_PLAYER);
            if (n.controller().equals(ACTIVE_SINCE_TURN_BEGAN)) q = q.chosen(q.chosen() | FilterQualities.ACTIVE_PLAYER_SINCE_TURN_BEGAN);
        }
        if (kind == Kind.PERMANENT && types == 0 && subtypes.isEmpty() && subtype == null && q.anySubtypes().isEmpty() && !n.hasHead("permanent")) {
            throw new NotSupported("noun without a type");
        }
        if (orSubtype) {
            if (subtype == null || !q.anySubtypes().isEmpty()) throw new NotSupported("noun with several subtypes");
            q = q.chosen(q.chosen() | FilterQualities.OR_SUBTYPE);
        }
        if (anyKeyword) { // 702.1: "with reach or trample": any one of the listed keywords, and no other keyword clause
            if (n.with().stream().anyMatch(w -> w.keyword() != null
                    && !dev.arbiter.cards.grammar.NounGrammar.ANY_OF_KEYWORDS.equals(w.stat()))) {
                throw new NotSupported("\"with\" keywords both listed as alternatives and required");
            }
            q = q.chosen(q.chosen() | FilterQualities.ANY_LISTED_KEYWORD);
        }
        ObjectFilter f = new ObjectFilter(types, excluded, controller, subtype, colors, keywords, false, attackingYou, q);
        return new Lowered(f, kind);
    }

    /**
     * The simpler target filter the engine also has, when the noun fits it (so target rules read
     * the same as before the grammar); else a general {@link TargetFilter.Permanent}.
     */
    static TargetFilter permanentTarget(ObjectFilter f) {
        if (f.more().none() && f.withKeywords() == 0 && !f.other() && !f.attackingYou()) {
            return new TargetFilter.PermanentTarget(f.anyOfTypes(), f.excludedTypes(), f.controller(), f.colorMask(),
                    f.subtype());
        }
        return new TargetFilter.Permanent(f);
    }

    static CardType cardType(String word) {
        return switch (word) {
            case "artifact" -> CardType.ARTIFACT;
            case "creature" -> CardType.CREATURE;
            case "enchantment" -> CardType.ENCHANTMENT;
            case "land" -> CardType.LAND;
            case "planeswalker" -> CardType.PLANESWALKER;
            case "instant" -> CardType.INSTANT;
            case "sorcery" -> CardType.SORCERY;
            case "battle" -> CardType.BATTLE;
            default -> null;
        };
    }

    /** The colour a lower-case word names ("black"), or null. */
    static Color color(String w) {
        for (Color c : Color.values()) {
            if (c.lowerName().equals(w)) return c;
        }
        return null;
    }
}
