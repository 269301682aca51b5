package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.BecomeColoursGrammar;
import dev.arbiter.cards.grammar.BecomeCreatureGrammar;
import dev.arbiter.cards.grammar.ManaValueAnimationGrammar;
import dev.arbiter.cards.grammar.ast.ManaValueAnimationNode;
import dev.arbiter.cards.grammar.WordLists;
import dev.arbiter.cards.grammar.ast.BecomeColoursNode;
import dev.arbiter.cards.grammar.ast.BecomeCreatureNode;
import dev.arbiter.cards.text.CardText;
import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.ControlLasting;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.Subject;
import dev.arbiter.engine.ability.TargetFilter;
import dev.arbiter.engine.ability.TargetSpec;
import dev.arbiter.engine.characteristic.CardType;
import dev.arbiter.engine.characteristic.Color;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * An object becoming a creature (205.1b, 613.1d-g): "[Until end of turn, ] ~ becomes a 2/1 blue
 * Faerie creature with flying [until end of turn]. It's still a land." — also "that's still a land"
 * and "target land [you control]". The object keeps its other types only when the text says so
 * ("It's still a land") or when the new types include all it had (an artifact becoming an
 * "artifact creature"); otherwise ~'s new types replace its old ones (205.1a: an enchantment that "becomes a 2/2
 * Soldier creature" is no longer an enchantment). A target's types are never taken away: that is refused.
 */
final class AnimationClauses {

    private static final java.util.Set<String> BASIC = java.util.Set.of("Plains", "Island", "Swamp", "Mountain", "Forest");

    private AnimationClauses() {
    }

    /**
     * The effect of an animation sentence, or null when {@code text} is not one.
     *
     * @throws NotSupported when it is one but would remove types or names what the engine lacks
     */
    static Effect parse(String text, ParseContext ctx) {
        Effect optional = mayHave(text, ctx); // 608.2d: "you may have ~ become ..."
        if (optional != null) return optional;
        Effect typed = TypedAnimation.parse(text, ctx); // 702.122a: "~ becomes an artifact creature until end of turn"
        if (typed != null) return typed;
        Effect manaValue = manaValue(text, ctx); // 613.4b, 202.3
        if (manaValue != null) return manaValue;
        Effect group = GroupAnimationClauses.parse(text, ctx); // 205.1b, 611.2c: "All lands become 2/2 creatures ..."
        if (group != null) return group;
        BecomeColoursNode colours = BecomeColoursGrammar.read(text);
        if (colours != null) {
            return colours(colours, ctx);
        }
        // 205.1b: "~ becomes a 3/3 Sphinx creature with flying in addition to its other types until end of turn": it keeps them
        String addition = " in addition to its other types";
        boolean inAddition = text.contains(addition) && text.indexOf(addition) == text.lastIndexOf(addition);
        BecomeCreatureNode m = BecomeCreatureGrammar.read(inAddition ? text.replace(addition, "") : text);
        if (m == null) {
            return null;
        }
        if (inAddition && (!m.object().equals("~") || m.still() != null)) return null;
        String duration = m.duration() == null ? null : m.duration().strip().toLowerCase(Locale.ROOT);
        boolean untilEndOfCombat = "until end of combat".equals(duration); // 500.5
        ControlLasting lasting = duration == null || !duration.startsWith("for as long as ") ? null
                : duration.endsWith("remains on the battlefield") ? ControlLasting.SOURCE_ON_BATTLEFIELD : ControlLasting.YOU_CONTROL_SOURCE;
        if (lasting != null && (m.lead() != null || m.and() != null || m.with() != null)) {
            return null; // 611.2b with another duration, a second verb or granted abilities: not read
        }
        boolean untilEndOfTurn = m.lead() != null || "until end of turn".equals(duration);
        if (m.lead() != null && duration != null) {
            return null;
        }
        boolean sizeX = m.power().equalsIgnoreCase("x");
        if (sizeX != m.toughness().equalsIgnoreCase("x") || sizeX && !ctx.xAvailable()) {
            return null; // "an X/X creature" needs the X of the cost (107.3)
        }
        String still = m.still();
        Words words = words(m.words());
        if (words == null) return null;
        int colors = words.colors();
        int types = words.types();
        List<String> subtypes = words.subtypes();
        List<Ability> abilities = new ArrayList<>();
        if (m.with() != null) {
            abilities = GrantedAbilities.lower(m.granted(), ctx.card() == null ? null : ctx.card(), false);
            if (abilities == null) return null;
        }
        Subject subject = subject(m.object(), m.target(), still, types, ctx);
        // 205.1a: without "it's still a [type]" the new types replace the object's, unless they include all it has (205.1b)
        boolean replaces = subject instanceof Subject.Self && still == null && !inAddition && !keepsAll(ctx.ownCard(), types);
        if (replaces && types != 0) { // 205.1b: "an artifact creature" keeps the old types and subtypes; not read
            throw new NotSupported("becoming a typed creature that loses some of its other types (205.1b)");
        }
        Effect becomes = new Effect.BecomeCreature(subject, sizeX ? 0 : Integer.parseInt(m.power()),
                sizeX ? 0 : Integer.parseInt(m.toughness()), colors, subtypes, types, abilities, untilEndOfTurn, sizeX,
                untilEndOfCombat, replaces);
        if (lasting != null) return new Effect.ForAsLongAs(becomes, lasting); // 611.2b
        if (m.and() == null) return becomes;
        // "... until end of turn and can't be blocked this turn" / "and loses flying": the same object (609.3)
        String tail = m.and().substring(" and ".length());
        String lowerTail = tail.toLowerCase(Locale.ROOT);
        if (untilEndOfTurn && !(lowerTail.endsWith("this turn") || lowerTail.endsWith("until end of turn"))
                && !tail.toLowerCase(Locale.ROOT).startsWith("loses")) {
            return null;
        }
        if (untilEndOfTurn && tail.toLowerCase(Locale.ROOT).startsWith("loses")) tail += " until end of turn";
        Effect second = EffectParser.parse((subject instanceof Subject.Self ? "~" : "it") + " " + tail + ".", ctx);
        return second == null ? null : new Effect.Sequence(List.of(becomes, second));
    }

    /**
     * "You may have ~ become a 3/3 ... creature ... until end of turn." / "you may have target land you control become
     * ... It's still a land." (608.2d): the same animation as "~ becomes ...", done only if its controller chooses to.
     */
    private static Effect mayHave(String text, ParseContext ctx) {
        String t = text.strip();
        if (!t.regionMatches(true, 0, "you may have ", 0, 13)) return null;
        int become = t.toLowerCase(Locale.ROOT).indexOf(" become ");
        if (become < 0 || t.toLowerCase(Locale.ROOT).indexOf(" becomes ") >= 0) return null;
        String rest = t.substring(13, become) + " becomes " + t.substring(become + 8);
        BecomeCreatureNode m = BecomeCreatureGrammar.readExact(rest);
        if (m == null || m.lead() != null) return null;
        Effect e = parse(rest, ctx);
        return e == null ? null : new Effect.Optional(new dev.arbiter.engine.ability.Who.You(), e, null, null);
    }

    /**
     * "[Until your next turn / upkeep, ]target noncreature artifact becomes an artifact creature with power and toughness
     * each equal to its mana value[ until end of turn]." (205.1b, 613.4b, 202.3): the target keeps its types, all of which
     * the words name; exactly one duration.
     */
    private static Effect manaValue(String text, ParseContext ctx) {
        ManaValueAnimationNode m = ManaValueAnimationGrammar.read(text);
        if (m == null || (m.lead() == null) == !m.untilEndOfTurn()) return null;
        Words words = words(m.words());
        if (words == null || words.colors() != 0 || !words.subtypes().isEmpty() || words.types() == 0) return null;
        TargetSpec spec = m.target() == null ? null : TargetPhrases.of(m.target());
        // 205.1b: every type the target can have is named again ("noncreature artifact" becoming an "artifact creature")
        if (spec == null || !(spec.filter() instanceof TargetFilter.PermanentTarget p) || p.anyOfTypes() != words.types()
                || (p.excludedTypes() & CardType.CREATURE.bit()) == 0) {
            return null;
        }
        String duration = m.lead() == null ? "until end of turn, " : m.lead().toLowerCase(Locale.ROOT);
        Effect becomes = new Effect.BecomeCreature(new Subject.TargetObject(ctx.addTarget(spec)), 0, 0, 0, List.of(),
                words.types(), List.of(), true, false, false, false, true);
        if (duration.startsWith("until end of turn")) return becomes;
        return new Effect.UntilYourNextTurn(becomes, duration.contains("upkeep")); // 611.2a
    }

    /** "Target spell or permanent becomes red." (105.3, 613.1e): the colours replace the object's colours. */
    private static Effect colours(BecomeColoursNode m, ParseContext ctx) {
        int colors = 0;
        boolean chosen = m.colours().equalsIgnoreCase(BecomeColoursGrammar.CHOICE); // 608.2d
        if (!chosen && !m.colours().equalsIgnoreCase("colorless")) {
            for (String word : WordLists.colours(m.colours())) {
                Color c = NounLowering.color(word.strip().toLowerCase(Locale.ROOT));
                if (c == null) return null;
                colors |= c.bit();
            }
        }
        Subject subject;
        if (m.self()) {
            if (!ctx.sourceIsPermanent()) return null;
            subject = new Subject.Self();
        } else if (m.target() != null && spellOrPermanent(m.target())) { // 115.1
            subject = new Subject.TargetObject(ctx.addTarget(TargetSpec.one(new TargetFilter.SpellOrPermanent(),
                    "target spell or permanent")));
        } else {
            TargetSpec spec = m.target() == null ? null : TargetPhrases.of(m.target());
            if (spec == null) return null;
            subject = new Subject.TargetObject(ctx.addTarget(spec));
        }
        boolean untilEndOfTurn = m.untilEndOfTurn();
        Effect becomes = chosen ? new Effect.BecomeChosenColor(subject, untilEndOfTurn)
                : new Effect.BecomeColors(subject, colors, untilEndOfTurn);
        if (m.keywords() == null) return becomes;
        // 611.2a: "Target creature becomes black and gains fear until end of turn": both parts last the turn
        if (!untilEndOfTurn || subject instanceof Subject.Self) return null;
        List<Effect> out = new java.util.ArrayList<>(List.of(becomes));
        for (String k : WordLists.andItems(m.keywords())) {
            if (KeywordLines.single(k.strip()) == null) return null;
            out.add(KeywordChoiceLowering.untilEndOfTurn(subject, k.strip()));
        }
        return EffectParser.sequence(out);
    }

    /** Whether the description is "target spell or permanent" (the words exactly). */
    private static boolean spellOrPermanent(dev.arbiter.cards.grammar.ast.ReferentNodes.TargetDesc d) {
        List<dev.arbiter.cards.grammar.ast.PhraseNodes.Word> w = d.words();
        return !d.any() && w.size() == 3 && !w.get(0).commaAfter() && !w.get(1).commaAfter() && !w.get(2).commaAfter()
                && w.get(0).text().equalsIgnoreCase("spell") && w.get(1).text().equalsIgnoreCase("or")
                && w.get(2).text().equalsIgnoreCase("permanent");
    }

    /** "~" or "target land ...": refused when the object would lose a type it has (205.1b). */
    private static Subject subject(String phrase, dev.arbiter.cards.grammar.ast.ReferentNodes.TargetDesc target, String still,
            int types, ParseContext ctx) {
        if (phrase.toLowerCase(Locale.ROOT).startsWith("enchanted ")) {
            // "Enchanted Island becomes a 3/2 blue Spirit creature ... It's still a land." (an Aura on a land)
            String noun = phrase.substring("enchanted ".length()).toLowerCase(Locale.ROOT);
            CardText card = ctx.card();
            if (card == null || !"enchanted".equals(AttachmentLines.hostWord(card)) || still == null
                    || !still.equalsIgnoreCase("land") || !enchants(card, noun)) {
                throw new NotSupported("\"" + phrase + "\" becoming a creature");
            }
            return new Subject.Host();
        }
        if (phrase.equals("~")) {
            CardText card = ctx.ownCard();
            if (card == null || !ctx.sourceIsPermanent()) {
                throw new NotSupported("\"~ becomes a creature\" where ~ isn't known");
            }
            if (still != null && !card.hasType(capital(still))) {
                throw new NotSupported("\"it's still a " + still + "\" on a card that isn't one");
            }
            return new Subject.Self();
        }
        if (still == null || !still.equalsIgnoreCase("land")) {
            throw new NotSupported("a target becoming a creature that loses its other types (205.1b)");
        }
        TargetSpec spec = target == null ? null : TargetPhrases.of(target);
        if (spec == null || !(spec.filter() instanceof TargetFilter.PermanentTarget p)
                || !(p.anyOfTypes() == CardType.LAND.bit() || p.anyOfTypes() == 0 && BASIC.contains(p.subtype()))) {
            throw new NotSupported("target \"" + phrase + "\" becoming a land creature");
        }
        return new Subject.TargetObject(ctx.addTarget(spec));
    }

    /** Whether the card's printed types are all among creature and {@code types}, with no subtypes (205.1b). */
    private static boolean keepsAll(CardText card, int types) {
        return card.types().stream().allMatch(t -> t.equals("Creature")
                || (types & CardType.ofWord(t.toLowerCase(Locale.ROOT)).bit()) != 0) && card.subtypes().isEmpty();
    }

    /** The Aura's "Enchant [noun]" line names a land: "Enchant land" or a basic land type. */
    private static boolean enchants(CardText card, String noun) {
        if (!noun.equals("land") && !BASIC.contains(capital(noun))) return false;
        return card.rules().stream().anyMatch(l -> l.text().strip().equalsIgnoreCase("enchant " + noun));
    }

    private static String capital(String w) {
        return Character.toUpperCase(w.charAt(0)) + w.substring(1).toLowerCase(Locale.ROOT);
    }

    /** The colours, card types (creature aside) and capitalised subtypes of "blue and black Elemental artifact". */
    record Words(int colors, List<String> subtypes, int types) {
    }

    /** The words before "creature" in an animation, or null when one is neither a colour, a type nor a subtype. */
    static Words words(String text) {
        int colors = 0;
        int types = 0;
        List<String> subtypes = new ArrayList<>();
        for (String word : WordLists.words(text.replace(",", " ").trim())) {
            if (word.isEmpty() || word.equalsIgnoreCase("and")) continue;
            String w = word.toLowerCase(Locale.ROOT);
            Color c = NounLowering.color(w);
            CardType t = NounLowering.cardType(w);
            if (c != null) colors |= c.bit();
            else if (t != null && t != CardType.CREATURE) types |= t.bit();
            else if (Character.isUpperCase(word.charAt(0))) subtypes.add(word);
            else return null;
        }
        return new Words(colors, subtypes, types);
    }
}
