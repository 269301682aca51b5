package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.ChoiceGrammar;
import dev.arbiter.cards.grammar.ParseFailure;
import dev.arbiter.cards.grammar.ast.ChoiceNode;
import dev.arbiter.cards.grammar.ast.ChoiceSubject;
import dev.arbiter.cards.grammar.ast.Noun;
import dev.arbiter.cards.text.CardText;
import dev.arbiter.cards.text.RulesLine;
import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Affected;
import dev.arbiter.engine.ability.ChoiceKind;
import dev.arbiter.engine.ability.Condition;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.Who;
import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.engine.ability.FilterQualities;
import dev.arbiter.engine.ability.ObjectFilter;
import dev.arbiter.engine.ability.Protection;
import dev.arbiter.engine.ability.Quality;
import dev.arbiter.engine.ability.StaticAbility;
import dev.arbiter.engine.ability.StaticEffect;
import dev.arbiter.engine.ability.Relation;
import dev.arbiter.engine.characteristic.CardType;
import dev.arbiter.engine.timing.Step;

import java.util.List;
import java.util.Optional;

/**
 * Lowers {@link ChoiceGrammar}'s lines: "As ~ enters the battlefield, choose ..." (614.12) and the
 * abilities linked to the choice (607.2: "protection from the chosen color", "Enchanted land is the
 * chosen type"), land types (305.7), "Activated abilities of ... can't be activated unless they're
 * mana abilities" (602.5) and "You have no maximum hand size" (402.2).
 */
final class ChoiceLowering {
    private ChoiceLowering() {
    }

    /** "a 2/2 artifact creature with flying": types are card-type words or capitalised subtypes; keywords known ones. */
    private static StaticEffect.EntryForm form(ChoiceNode.Form f) {
        int types = CardType.CREATURE.bit();
        List<String> subtypes = new java.util.ArrayList<>();
        for (String w : f.types()) {
            CardType type = null;
            try {
                type = CardType.ofWord(w);
            } catch (IllegalArgumentException e) {
                type = null;
            }
            if (type != null && Character.isLowerCase(w.charAt(0))) types |= type.bit();
            else if (Character.isUpperCase(w.charAt(0)) && dev.arbiter.engine.card.CreatureTypes.isCreatureType(w)) subtypes.add(w);
            else throw new NotSupported("form word \"" + w + "\" (not a card type or creature type)");
        }
        List<dev.arbiter.engine.ability.Keyword> keywords = new java.util.ArrayList<>();
        for (String w : f.keywords()) {
            dev.arbiter.engine.ability.Keyword k = dev.arbiter.engine.ability.Keyword.ofText(w);
            if (k == null) throw new NotSupported("form keyword \"" + w + "\"");
            keywords.add(k);
        }
        return new StaticEffect.EntryForm(f.power(), f.toughness(), types, subtypes, keywords);
    }

    /** The abilities of {@code text}, or empty when the grammar does not read it. */
    static Optional<List<Ability>> compile(String text, CardText card) {
        ChoiceNode node;
        try {
            node = ChoiceGrammar.parse(text);
        } catch (ParseFailure f) {
            return Optional.empty();
        }
        String t = text.strip();
        if (node instanceof ChoiceNode.ChooseAsEnters c) {
            if (!card.hasType("Artifact") && !card.hasType("Creature") && !card.hasType("Enchantment")
                    && !card.hasType("Land") && !card.hasType("Planeswalker")) {
                throw new NotSupported("\"as ~ enters\" on a card that isn't a permanent");
            }
            int excluded = c.otherThan() == null ? 0 : NounLowering.color(c.otherThan()).bit(); // 105.1
            return one(new StaticEffect.ChooseAsEnters(kind(c.kind()), excluded), t);
        }
        if (node instanceof ChoiceNode.ChooseSeveralAsEnters sv) { // 614.12: each choice its own record, asked in order
            if (!card.hasType("Artifact") && !card.hasType("Creature") && !card.hasType("Enchantment")
                    && !card.hasType("Land") && !card.hasType("Planeswalker")) {
                throw new NotSupported("\"as ~ enters\" on a card that isn't a permanent");
            }
            List<Ability> out = new java.util.ArrayList<>();
            for (String k : sv.kinds()) out.add(new StaticAbility(new StaticEffect.ChooseAsEnters(kind(k)), t));
            return Optional.of(out);
        }
        if (node instanceof ChoiceNode.ChooseColorAndTypeAsEnters pr) { // 614.12: a colour and a creature type, paired
            if (!card.hasType("Artifact") && !card.hasType("Creature") && !card.hasType("Enchantment")
                    && !card.hasType("Land") && !card.hasType("Planeswalker")) {
                throw new NotSupported("\"as ~ enters\" on a card that isn't a permanent");
            }
            for (String p : pr.pairs()) {
                String type = p.substring(p.indexOf(' ') + 1);
                if (!dev.arbiter.engine.card.CreatureTypes.isCreatureType(type)) throw new NotSupported("\"" + type + "\" (not a creature type)");
            }
            return one(new StaticEffect.ChooseAsEnters(ChoiceKind.COLOR_AND_TYPE, 0, pr.pairs()), t);
        }
        if (node instanceof ChoiceNode.ChooseWordAsEnters w) { // 614.12: "choose Khans or Dragons", "choose black or red"
            if (!card.hasType("Artifact") && !card.hasType("Creature") && !card.hasType("Enchantment")
                    && !card.hasType("Land") && !card.hasType("Planeswalker")) {
                throw new NotSupported("\"as ~ enters\" on a card that isn't a permanent");
            }
            if (colours(w.words())) {
                return one(new StaticEffect.ChooseAsEnters(ChoiceKind.COLOR, 0,
                        w.words().stream().map(x -> x.toLowerCase(java.util.Locale.ROOT)).toList()), t); // 105.1
            }
            return one(new StaticEffect.ChooseAsEnters(ChoiceKind.WORD, 0, w.words()), t);
        }
        if (node instanceof ChoiceNode.BecomesChoiceAsEnters b) { // 614.12
            if (!card.hasType("Creature")) throw new NotSupported("\"it becomes your choice of\" on a noncreature");
            List<StaticEffect.EntryForm> forms = new java.util.ArrayList<>();
            for (ChoiceNode.Form f : b.forms()) forms.add(form(f));
            return one(new StaticEffect.BecomesChoiceAsEnters(forms), t);
        }
        if (node instanceof ChoiceNode.HandSize h) {
            boolean chosen = h.who().equals("the chosen player");
            if (chosen && !chooses(card, ChoiceKind.OPPONENT) && !chooses(card, ChoiceKind.PLAYER)) {
                throw new NotSupported("\"the chosen player\" without \"choose an opponent / a player\"");
            }
            Relation who = switch (h.who()) {
                case "you" -> Relation.YOU;
                case "each opponent" -> Relation.OPPONENT;
                default -> Relation.ANY;
            };
            return one(new StaticEffect.MaximumHandSize(who, chosen, h.set(), h.delta(), h.none()), t);
        }
        if (node instanceof ChoiceNode.TopCardRevealed) return one(new StaticEffect.TopCardRevealed(), t); // 400.2
        if (node instanceof ChoiceNode.TopCardLookable) return one(new StaticEffect.TopCardLookable(), t); // 401.5
        if (node instanceof ChoiceNode.HandsRevealed h) {
            Relation whose = switch (h.whose()) {
                case "your" -> Relation.YOU;
                case "opponents" -> Relation.OPPONENT;
                default -> Relation.ANY;
            };
            return one(new StaticEffect.HandsRevealed(whose), t);
        }
        if (node instanceof ChoiceNode.PlayerUntargetable u) return one(new StaticEffect.PlayerUntargetable(u.shroud()), t);
        if (node instanceof ChoiceNode.CastOnlyDuring d) {
            Relation turn = d.turn() == null ? Relation.ANY : d.turn().equals("your") ? Relation.YOU : Relation.OPPONENT;
            return one(new StaticEffect.CastOnlyDuring(turn, Step.ofScenarioName(d.first()), Step.ofScenarioName(d.last())), t);
        }
        if (node instanceof ChoiceNode.CantActivate a) {
            ObjectFilter sources;
            if (a.sources() == null) {
                sources = ObjectFilter.any();
                if (a.sourcesWith() != null) sources = sources.withQualities(sources.more().chosen(chosenBit(a.sourcesWith())));
                requireChoice(card, sources.more().chosen());
            } else {
                NounLowering.Lowered l = NounLowering.lower(a.sources());
                if (l.kind() != NounLowering.Kind.PERMANENT) throw new NotSupported("activated abilities of cards or spells");
                sources = l.filter();
                requireChoice(card, sources.more().chosen());
            }
            return one(new StaticEffect.CantActivate(sources, a.exceptMana()), t);
        }
        if (node instanceof ChoiceNode.ProtectionFromChosenColor p) {
            requireChoice(card, FilterQualities.CHOSEN_COLOR);
            Affected who = subject(p.subject(), card, false);
            List<Ability> grant = List.of(new Protection(new Quality.ChosenColor()));
            StaticAbility has = new StaticAbility(new StaticEffect.GrantAbilities(who, grant, new Condition.Always()), t);
            if (!p.keepsSource()) return Optional.of(List.of(has));
            if (!(who instanceof Affected.Host)) throw new NotSupported("\"This effect doesn't remove ~\" on a non-Aura");
            return Optional.of(List.of(has, new StaticAbility(new StaticEffect.ProtectionKeepsSource(),
                    "This effect doesn't remove ~.")));
        }
        if (node instanceof ChoiceNode.SpendOnlyColorOnX x) {
            if (!card.manaCost().contains("{X}")) throw new NotSupported("\"Spend only ... mana on X\" without {X} in the cost");
            return one(new StaticEffect.SpendOnlyColorOnX(dev.arbiter.engine.characteristic.Color.ofName(x.color())), t);
        }
        if (node instanceof ChoiceNode.SkipUntapSteps) return one(new StaticEffect.PlayersSkipUntapSteps(), t);
        if (node instanceof ChoiceNode.AdditionalLands a) {
            return one(new StaticEffect.AdditionalLands(a.extra() < 0 ? Integer.MAX_VALUE : a.extra(), a.eachPlayer()), t);
        }
        if (node instanceof ChoiceNode.DontUntap d) {
            Affected who = subject(d.subject(), card, false);
            if (!(who instanceof Affected.All all)) throw new NotSupported("\"don't untap\" for \"" + d.subject().words() + "\"");
            requireChoice(card, all.filter().more().chosen());
            return one(new StaticEffect.PermanentsDontUntap(all.filter()), t);
        }
        if (node instanceof ChoiceNode.ChosenColorIs cc) { // 607.2, 105.3, 613.1e
            if (!chooses(card, ChoiceKind.COLOR)) throw new NotSupported("\"the chosen color\" without \"choose a color\"");
            Affected who = subject(cc.subject(), card, false);
            if (who instanceof Affected.All all) requireChoice(card, all.filter().more().chosen());
            return one(new StaticEffect.ChosenColorIs(who, cc.inAddition()), t);
        }
        if (node instanceof ChoiceNode.ChosenTypeInAddition a) {
            if (!chooses(card, ChoiceKind.CREATURE_TYPE)) {
                throw new NotSupported("\"the chosen type\" without \"choose a creature type\"");
            }
            Affected who = subject(a.subject(), card, false);
            if (who instanceof Affected.All all) requireChoice(card, all.filter().more().chosen());
            return one(new StaticEffect.AddChosenType(who), t);
        }
        ChoiceNode.LandType l = (ChoiceNode.LandType) node;
        if (l.landTypes().isEmpty() && !chooses(card, ChoiceKind.BASIC_LAND_TYPE)) {
            throw new NotSupported("\"the chosen type\" without \"choose a basic land type\"");
        }
        return one(new StaticEffect.SetLandType(subject(l.subject(), card, true), l.landTypes(), l.inAddition()), t);
    }

    /** The affected objects: "~", the enchanted permanent, or a group ("All Mountains", "Nonbasic lands"). */
    private static Affected subject(ChoiceSubject s, CardText card, boolean lands) {
        String p = s.words();
        if (s.self()) {
            if (lands && !card.hasType("Land")) throw new NotSupported("a land type for a card that isn't a land");
            return new Affected.Self();
        }
        if (s.enchanted() != null) {
            if (!"enchanted".equals(AttachmentLines.hostWord(card))) {
                throw new NotSupported("\"enchanted\" on a card that isn't an Aura");
            }
            String noun = s.enchanted();
            if (lands ? !noun.equals("land") : !noun.equals("creature") && !noun.equals("permanent") && !noun.equals("land")) {
                throw new NotSupported("\"" + p + "\"");
            }
            return new Affected.Host();
        }
        ObjectFilter group = s.group() == null ? null : StaticSubjectLowering.lower(s.group()); // 611.3a
        if (group == null) throw new NotSupported("\"" + p + "\" (whose objects)");
        if (lands && !landsOnly(group)) throw new NotSupported("a land type for objects that aren't lands");
        return new Affected.All(group);
    }

    /** Whether a filter can only match lands (a land type or subtype: 305.7 applies to lands). */
    private static boolean landsOnly(ObjectFilter f) {
        if (f.anyOfTypes() == CardType.LAND.bit()) return true;
        return f.anyOfTypes() == 0 && f.subtype() != null
                && List.of("Plains", "Island", "Swamp", "Mountain", "Forest").contains(f.subtype());
    }

    private static ChoiceKind kind(String words) {
        for (ChoiceKind k : ChoiceKind.values()) if (k.words().equals(words)) return k;
        throw new NotSupported("choosing " + words);
    }

    /** Whether a "with"/"of" clause is a choice made as the source entered ("of the chosen color", 607.2). */
    static boolean isChosen(Noun.With w) {
        return w.keyword() == null && w.comparison() == null && w.stat() != null && w.stat().startsWith("chosen ");
    }

    /** The {@link FilterQualities} chosen bit of such a clause. */
    static long chosenBit(Noun.With w) {
        return switch (w.stat()) {
            case "chosen color" -> FilterQualities.CHOSEN_COLOR;
            case "chosen type" -> FilterQualities.CHOSEN_TYPE;
            case "chosen type, not" -> FilterQualities.NOT_CHOSEN_TYPE; // "that aren't of the chosen type"
            case "chosen name" -> FilterQualities.CHOSEN_NAME;
            default -> throw new NotSupported("\"" + w.stat() + "\"");
        };
    }

    /** 607.2: a line reading a choice needs the card's own "As ~ enters, choose ..." of that kind. */
    /** 607.2: "the chosen color" needs the card's own "As ~ enters, choose a color". */
    static void requireChosenColor(CardText card) {
        if (card == null) throw new NotSupported("\"the chosen color\" without \"As ~ enters, choose a color\"");
        requireChoice(card, FilterQualities.CHOSEN_COLOR);
    }

    private static void requireChoice(CardText card, long bits) {
        if ((bits & FilterQualities.CHOSEN_COLOR) != 0 && !chooses(card, ChoiceKind.COLOR)
                || (bits & FilterQualities.CHOSEN_NAME) != 0 && !chooses(card, ChoiceKind.CARD_NAME)
                && !chooses(card, ChoiceKind.NONLAND_CARD_NAME)
                || (bits & (FilterQualities.CHOSEN_TYPE | FilterQualities.NOT_CHOSEN_TYPE)) != 0 && !chooses(card, ChoiceKind.CREATURE_TYPE)
                && !chooses(card, ChoiceKind.BASIC_LAND_TYPE)) {
            throw new NotSupported("\"the chosen ...\" without the matching \"As ~ enters, choose ...\"");
        }
    }

    /**
     * 608.2d: "Choose a color / creature type. [then]" as the effect resolves. Refused on a card that also chooses that
     * kind as it enters (607.2: "the chosen color" would name either).
     */
    static Effect duringResolution(EffectLowering base, ParseContext ctx, EffectNode.ChooseThen ch) {
        ChoiceKind kind = kind(ch.kind());
        if (ctx.card() == null || chooses(ctx.card(), kind)) {
            throw new NotSupported("choosing " + ch.kind() + " as it resolves on a card that chooses it as it enters");
        }
        if (!kind.isPlayer()) return new Effect.ChooseThen(kind, base.lower(ch.then()));
        Who before = ctx.lastPlayer(); // "Choose an opponent. ... that player ...": the chosen player (608.2d)
        ctx.lastPlayer(new Who.ThatPlayer());
        try {
            return new Effect.ChooseThen(kind, base.lower(ch.then()));
        } finally {
            ctx.lastPlayer(before);
        }
    }

    /** 607.2: "the chosen player" needs the card's own "As ~ enters, choose an opponent / a player". */
    static void requireChosenPlayer(CardText card) {
        if (card == null || !chooses(card, ChoiceKind.OPPONENT) && !chooses(card, ChoiceKind.PLAYER)) {
            throw new NotSupported("\"the chosen player\" without \"choose an opponent / a player\"");
        }
    }

    /** Whether every word is a colour ("choose black or red", 105.1). */
    private static boolean colours(List<String> words) {
        for (String w : words) {
            if (!List.of("white", "blue", "black", "red", "green").contains(w.toLowerCase(java.util.Locale.ROOT))) return false;
        }
        return true;
    }

    /** 607.2: whether the card's "As ~ enters, choose W1 or W2" names {@code word} (a choice of words, not colours). */
    static boolean choosesWord(CardText card, String word) {
        for (RulesLine line : card.rules()) {
            try {
                if (ChoiceGrammar.parse(line.text()) instanceof ChoiceNode.ChooseWordAsEnters w && !colours(w.words())
                        && w.words().contains(word)) {
                    return true;
                }
            } catch (ParseFailure f) {
                // another line
            }
        }
        return false;
    }

    static boolean chooses(CardText card, ChoiceKind kind) {
        for (RulesLine line : card.rules()) {
            try {
                ChoiceNode n = ChoiceGrammar.parse(line.text());
                if (n instanceof ChoiceNode.ChooseAsEnters c && c.kind().equals(kind.words())) {
                    return true;
                }
                if (n instanceof ChoiceNode.ChooseSeveralAsEnters sv && sv.kinds().contains(kind.words())) return true;
                if (n instanceof ChoiceNode.ChooseColorAndTypeAsEnters && (kind == ChoiceKind.COLOR || kind == ChoiceKind.CREATURE_TYPE)) {
                    return true; // 607.2: the pair is read as the chosen color and the chosen type
                }
                if (kind == ChoiceKind.COLOR && n instanceof ChoiceNode.ChooseWordAsEnters w && colours(w.words())) return true;
            } catch (ParseFailure f) {
                // another line
            }
        }
        return false;
    }

    private static Optional<List<Ability>> one(StaticEffect e, String text) {
        return Optional.of(List.of(new StaticAbility(e, text)));
    }
}
