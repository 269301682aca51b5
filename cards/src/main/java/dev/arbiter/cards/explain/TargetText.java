package dev.arbiter.cards.explain;

import dev.arbiter.engine.ability.Relation;
import dev.arbiter.engine.ability.TargetFilter;
import dev.arbiter.engine.ability.TargetSpec;

/** Targets as words (115.1): "target creature you control", "up to two target creatures", "any target". */
final class TargetText {

    static final Cases<TargetFilter, Boolean, String> NOUNS = Cases.<TargetFilter, Boolean, String>of(TargetFilter.class)
            .on(TargetFilter.AnyTarget.class, (f, plural) -> plural ? "any targets" : "any target")
            .on(TargetFilter.PlayerTarget.class, (f, plural) -> switch (f.relation()) {
                case OPPONENT -> plural ? "opponents" : "opponent";
                case YOU -> "you";
                case ANY -> plural ? "players" : "player";
                case NOT_YOU -> plural ? "other players" : "player other than you";
                case ENCHANTED -> "enchanted player";
            })
            .on(TargetFilter.PlayerOrPlaneswalker.class, (f, plural) -> (f.relation() == Relation.OPPONENT
                    ? (plural ? "opponents" : "opponent") : (plural ? "players" : "player"))
                    + (plural ? " or planeswalkers" : " or planeswalker"))
            .on(TargetFilter.PermanentTarget.class, (f, plural) -> permanent(f, plural))
            .on(TargetFilter.Permanent.class,
                    (f, plural) -> plural ? ObjectText.plural(f.filter()) : ObjectText.singular(f.filter()))
            .on(TargetFilter.CardInGraveyard.class, (f, plural) -> ObjectText.cardNoun(f.anyOfTypes(), plural)
                    + " from " + switch (f.owner()) {
                        case YOU -> "your graveyard";
                        case OPPONENT -> "an opponent's graveyard";
                        case ANY -> plural ? "graveyards" : "a graveyard"; // 115.1: several targets, any graveyards
                        case NOT_YOU -> "another player's graveyard";
                        case ENCHANTED -> "enchanted player's graveyard";
                    })
            .on(TargetFilter.Spell.class, (f, plural) -> ObjectText.phrase(f.filter(), plural, "spell"))
            .on(TargetFilter.SpellThatTargets.class, (f, plural) -> ObjectText.phrase(f.spell(), plural, "spell") // 115.1
                    + (plural ? " that target " : " that targets ") + (f.you() ? "you" : "") + (f.you() && f.object() != null ? " or " : "")
                    + (f.object() == null ? "" : Words.article(ObjectText.singular(f.object())) + " " + ObjectText.singular(f.object())))
            .on(TargetFilter.SpellWithSingleTarget.class, (f, plural) -> plural ? "spells with a single target"
                    : "spell with a single target") // 115.7
            .on(TargetFilter.CardInAnte.class, (f, plural) -> plural ? "cards in the ante" : "card in the ante") // 407.2
            .on(TargetFilter.SpellOrPermanent.class, (f, plural) -> plural ? "spells or permanents" : "spell or permanent")
            .on(TargetFilter.GraveyardCard.class, (f, plural) -> ObjectText.phrase(f.filter(), plural, "card")
                    + " from " + (f.oneGraveyard() && f.owner() != dev.arbiter.engine.ability.Relation.OPPONENT ? "a single graveyard" : switch (f.owner()) {
                        case YOU -> "your graveyard";
                        case OPPONENT -> "an opponent's graveyard";
                        case ANY -> plural ? "graveyards" : "a graveyard"; // 115.1: several targets, any graveyards
                        case NOT_YOU -> "another player's graveyard";
                        case ENCHANTED -> "enchanted player's graveyard";
                    }))
            .on(TargetFilter.ThatPlayersPermanent.class, (f, plural) -> permanent(f.kind(), plural)
                    + " that player controls" + (f.chosenByThatPlayer() ? " of their choice" : ""))
            .on(TargetFilter.StackObject.class, (f, plural) -> stackObject(f)) // 115.1, 113.1c
            .on(TargetFilter.EitherPermanent.class, (f, plural) -> plural // 115.1: either description
                    ? ObjectText.plural(f.first()) + " or " + ObjectText.plural(f.second())
                    : ObjectText.singular(f.first()) + " or " + ObjectText.singular(f.second()))
            .on(TargetFilter.SpellOrPermanentMatching.class, (f, plural) -> plural // 115.1
                    ? ObjectText.phrase(f.spell(), true, "spell") + " or " + ObjectText.plural(f.permanent())
                    : ObjectText.phrase(f.spell(), false, "spell") + " or " + ObjectText.singular(f.permanent()))
            .on(TargetFilter.SpellTarget.class, (f, plural) -> {
                String types = Words.list(Words.types(f.anyOfTypes()), "or");
                String spell = plural ? "spells" : "spell";
                return types.isEmpty() ? spell : types + " " + spell;
            });

    private TargetText() {
    }

    /** "activated ability, triggered ability, or legendary spell you control from an artifact source" (115.1). */
    private static String stackObject(TargetFilter.StackObject f) {
        java.util.List<String> items = new java.util.ArrayList<>();
        boolean plainSpell = f.spell() != null && ObjectText.phrase(f.spell(), false, "spell").equals("spell");
        boolean bothAbilities = f.activated() && f.triggered();
        if ((f.singleTarget() || f.targetsAsked()) && plainSpell && bothAbilities) {
            items.add("spell or ability"); // 115.1: Bolt Bend's and Diplomatic Escort's wording
        } else {
            if (f.spell() != null && Integer.bitCount(f.spell().anyOfTypes()) > 1
                    && ObjectText.phrase(f.spell(), false, "spell").equals(
                    Words.list(Words.types(f.spell().anyOfTypes()), "or") + " spell")) {
                for (String type : Words.types(f.spell().anyOfTypes())) items.add(type + " spell"); // "instant spell, sorcery spell"
            } else if (f.spell() != null) {
                items.add(ObjectText.phrase(f.spell(), false, "spell"));
            }
            if (bothAbilities && f.spell() == null) {
                items.add("activated or triggered ability");
            } else {
                if (f.activated()) items.add("activated ability");
                if (f.triggered()) items.add("triggered ability");
            }
        }
        String text = Words.list(items, "or");
        if (f.controller() == dev.arbiter.engine.ability.Relation.YOU) text += " you control";
        if (f.source() != null) { // 113.7
            String type = Words.list(Words.types(f.source().anyOfTypes()), "or");
            text += " from " + Words.article(type) + " " + type + " source";
        }
        if (f.singleTarget()) text += " with a single target"; // 115.7
        if (f.targetsAsked()) { // 115.1
            text += " that targets " + (f.targetsYou() ? "you" : "") + (f.targetsYou() && f.targetsObject() != null ? " or " : "")
                    + (f.targetsObject() == null ? "" : Words.article(ObjectText.singular(f.targetsObject())) + " "
                    + ObjectText.singular(f.targetsObject()));
        }
        return text;
    }

    /** "target creature", "up to two target creatures", "any target": the whole target phrase of a spec. */
    static String phrase(TargetSpec spec) {
        boolean any = spec.filter() instanceof TargetFilter.AnyTarget;
        // "another target creature": the source can't be chosen.
        boolean another = spec.filter() instanceof TargetFilter.Permanent p && p.filter().other();
        TargetFilter filter = another ? new TargetFilter.Permanent(notOther(((TargetFilter.Permanent) spec.filter()).filter()))
                : spec.filter();
        String target = another ? "another target " : "target ";
        if (spec.min() == 1 && spec.max() == 1) {
            if (any && spec.distinct()) return spec.text(); // 115.3: "another target", "a third target"
            return any ? "any target" : target + NOUNS.apply(filter, false);
        }
        boolean plural = spec.max() > 1 || spec.countIsX();
        if (another && (plural || spec.min() == 0)) target = "other target "; // "up to two other target creatures", "up to one other"
        String noun = any ? (plural ? "targets" : "target") : target + NOUNS.apply(filter, plural);
        String max = spec.countIsX() ? "X" : Words.number(spec.max()); // 601.2c: "X target Mountains"
        if (spec.min() == 0 && spec.max() == Integer.MAX_VALUE) return "any number of " + noun; // 601.2c
        if (spec.min() == 0) {
            return (any && plural ? "each of " : "") + "up to " + max + " " + noun; // 115.4: "deals 6 damage to each of up to six targets"
        }
        if (spec.min() == spec.max()) {
            return max + " " + noun;
        }
        // 601.2c: "one or two target creatures"
        return Words.number(spec.min()) + (spec.max() == spec.min() + 1 ? " or " : " to ") + Words.number(spec.max()) + " " + noun;
    }

    private static dev.arbiter.engine.ability.ObjectFilter notOther(dev.arbiter.engine.ability.ObjectFilter f) {
        return new dev.arbiter.engine.ability.ObjectFilter(f.anyOfTypes(), f.excludedTypes(), f.controller(), f.subtype(),
                f.colorMask(), f.withKeywords(), false, f.attackingYou(), f.more());
    }

    /** The head noun of a target ("creature", "player", "spell") for "that creature". */
    static String head(TargetSpec spec, boolean plural) {
        String noun;
        if (spec.filter() instanceof TargetFilter.PermanentTarget p) {
            noun = p.subtype() != null && p.anyOfTypes() == 0 ? p.subtype()
                    : Integer.bitCount(p.anyOfTypes()) == 1 ? Words.types(p.anyOfTypes()).get(0) : "permanent";
        } else if (spec.filter() instanceof TargetFilter.ThatPlayersPermanent t) {
            noun = Integer.bitCount(t.kind().anyOfTypes()) == 1 ? Words.types(t.kind().anyOfTypes()).get(0) : "permanent";
        } else if (spec.filter() instanceof TargetFilter.Permanent p) {
            noun = p.filter().subtype() != null && p.filter().anyOfTypes() == 0 ? p.filter().subtype()
                    : Integer.bitCount(p.filter().anyOfTypes()) == 1 ? Words.types(p.filter().anyOfTypes()).get(0)
                    : "permanent";
        } else if (spec.filter() instanceof TargetFilter.PlayerTarget) {
            noun = "player";
        } else if (spec.filter() instanceof TargetFilter.SpellTarget || spec.filter() instanceof TargetFilter.Spell
                || spec.filter() instanceof TargetFilter.SpellThatTargets) {
            noun = "spell";
        } else if (spec.filter() instanceof TargetFilter.StackObject so) { // 115.1
            noun = so.spell() == null ? "ability" : "spell or ability";
        } else if (spec.filter() instanceof TargetFilter.CardInGraveyard || spec.filter() instanceof TargetFilter.GraveyardCard) {
            noun = "card";
        } else {
            noun = "permanent or player";
        }
        return plural ? Words.plural(noun) : noun;
    }

    /** Whether the spec may take more than one object. */
    static boolean many(TargetSpec spec) {
        return spec.max() > 1 || spec.countIsX();
    }

    /** Whether the spec takes players only. */
    static boolean player(TargetSpec spec) {
        return spec.filter() instanceof TargetFilter.PlayerTarget;
    }

    /** Whether the spec takes a card its controller owns, in their graveyard ("to your hand"). */
    static boolean yourCard(TargetSpec spec) {
        return spec.filter() instanceof TargetFilter.CardInGraveyard c && c.owner() == Relation.YOU
                || spec.filter() instanceof TargetFilter.GraveyardCard g && g.owner() == Relation.YOU;
    }

    private static String permanent(TargetFilter.PermanentTarget f, boolean plural) {
        StringBuilder sb = new StringBuilder();
        String colors = Words.list(Words.colors(f.colorMask()), "or");
        if (!colors.isEmpty()) {
            sb.append(colors).append(' ');
        }
        sb.append(ObjectText.noun(f.anyOfTypes(), f.excludedTypes(), f.subtype(), plural));
        sb.append(ObjectText.controller(f.controller(), plural));
        return sb.toString();
    }
}
