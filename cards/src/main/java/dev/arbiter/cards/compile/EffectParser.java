package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.EffectGrammar;
import dev.arbiter.cards.grammar.ParseFailure;
import dev.arbiter.engine.ability.Effect;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads the effect text of a spell or ability: sentences in order (608.2c), each a clause or
 * clauses joined by "and" / ", then" ("Target player draws two cards and loses 2 life."). Several
 * effects become one {@link Effect.Sequence}.
 */
final class EffectParser {

    private static final Pattern SENTENCE_END = Pattern.compile("\\.\\s+");
    private static final Pattern JOINER = Pattern.compile(",? and |, then ", Pattern.CASE_INSENSITIVE);

    /** Seed 423.6c: an additional action on the card drawn ("Draw a card and reveal it. If it isn't a land card, discard it."). */
    /** "Draw N cards, then discard one of them." (121.1, 701.8a) */
    private static final GuardedPattern DRAW_DISCARD_ONE_OF_THEM = GuardedPattern.compile(
            "Draw (" + Amounts.WORD + ") cards, then discard one of them\\.", Pattern.CASE_INSENSITIVE);
    private static final Pattern DRAW_REVEAL_DISCARD = Pattern.compile(
            "draw a card and reveal it\\. if it isn't an? (\\w+) card, discard it\\.", Pattern.CASE_INSENSITIVE);

    /** 707.10: "Copy target instant or sorcery spell[, except that the copy is COLOUR]. You may choose new targets for the copy." */
    private static final Pattern COPY_SPELL = Pattern.compile("copy target instant or sorcery spell(?:, except that the"
            + " copy is (white|blue|black|red|green))?\\. you may choose new targets for the copy\\.",
            Pattern.CASE_INSENSITIVE);

    /** 707.12: "You may copy the exiled card. If you do, you may cast the copy without paying its mana cost." */
    private static final Pattern COPY_EXILED_CARD = Pattern.compile("you may copy the exiled card\\. if you do, you may"
            + " cast the copy without paying its mana cost\\.", Pattern.CASE_INSENSITIVE);

    /** Imprint (607.2a): "you may exile a [type] card with mana value N or less from your hand." */
    private static final Pattern EXILE_FROM_HAND = Pattern.compile("you may exile an? (\\w+) card with (?:mana value|"
            + "converted mana cost) (\\d+) or less from your hand\\.", Pattern.CASE_INSENSITIVE);

    /** Whether the grammar reads effect text first (tests compare it with the older matchers alone). */
    static boolean grammarFirst = true;

    private EffectParser() {
    }

    /**
     * The effect as the grammar reads it ({@link EffectGrammar}, lowered by {@link EffectLowering}),
     * or null when the grammar does not cover the text or the engine lacks what it means; the
     * context is then as it was.
     */
    private static Effect byGrammar(String text, ParseContext ctx) {
        ParseContext.Snapshot snap = ctx.snapshot();
        try {
            return OneShotLowering.checked(new EffectLowering(ctx).lower(EffectGrammar.parse(text)));
        } catch (ParseFailure | NotSupported e) {
            ctx.restore(snap);
            return null;
        }
    }

    /**
     * The effect of {@code text} (one or more sentences, each ending with a period), or null when
     * some sentence is not understood.
     *
     * @throws NotSupported when a sentence is recognised but needs something the engine lacks
     */
    static Effect parse(String text, ParseContext ctx) {
        Effect e = parse0(text, ctx);
        // 721.1: ending the turn exiles the resolving object; only an ability whose whole effect it is is played
        if (e != null && !(e instanceof Effect.EndTheTurn) && text.contains("nd the turn")
                && dev.arbiter.engine.util.RecordTrees.contains(e, Effect.EndTheTurn.class)) {
            throw new NotSupported("\"end the turn\" with other effects");
        }
        return e;
    }

    /** 500.4: "[add mana]. Until end of turn, you don't lose this mana as steps and phases end." */
    private static final GuardedPattern KEPT_MANA = GuardedPattern.compile(
            "(.+\\.) Until end of turn, you don't lose this mana as steps and phases end\\.", java.util.regex.Pattern.CASE_INSENSITIVE);

    private static Effect parse0(String text, ParseContext ctx) {
        String t = text.strip();
        Effect emblem = EmblemLines.parse(t, ctx); // 114.1
        if (emblem != null) return emblem;
        if (t.contains("you don't lose this mana")) { // a cheap look first
            Matcher kept = KEPT_MANA.matcher(t);
            if (!kept.matches()) return null;
            Effect add = parse0(kept.group(1), ctx);
            if (add == null) return null;
            if (!ManaPhrases.addsMana(add)) throw new NotSupported("mana kept until end of turn, after an effect adding none");
            return new Effect.KeptMana(add); // 500.4
        }
        if (t.endsWith(".\"")) return grammarFirst ? byGrammar(t, ctx) : null; // a quoted ability's period ends the text
        if (!t.endsWith(".")) {
            return null;
        }
        Effect unless;
        try {
            unless = UnlessClauses.parse(t, ctx); // 118.12
        } catch (NotSupported e) {
            unless = grammarFirst ? byGrammar(t, ctx) : null; // 608.2c: "unless [condition]" is no cost
            if (unless == null) throw e;
        }
        if (unless != null) return unless;
        Effect ifAttacked = AttackedThisTurnClauses.parse(t, ctx); // 508.1, 608.2c: "... if it didn't attack this turn"
        if (ifAttacked != null) return ifAttacked;
        Effect inExtraTurn = ExtraTurnDelayedClauses.parse(t, ctx); // 500.7, 603.7a: "At the beginning of that turn's end step"
        if (inExtraTurn != null) return inExtraTurn;
        Effect delayed = DelayedClauses.parse(t, ctx); // 603.7a
        if (delayed != null) return delayed;
        Effect chosenColor = ChosenColorClauses.parse(t, ctx); // 608.2d: "Choose a color. ... the chosen color"
        if (chosenColor != null) return chosenColor;
        if (grammarFirst) {
            Effect read = byGrammar(t, ctx);
            if (read != null) {
                return read;
            }
        }
        Effect landType = LandTypeClauses.parse(t, ctx); // 305.7
        if (landType != null) return landType;
        Effect typeChoice = TypeChoiceClauses.parse(t, ctx); // 608.2d, 205.1b: "becomes the creature type of your choice"
        if (typeChoice != null) return typeChoice;
        Effect animation = AnimationClauses.parse(t, ctx);
        if (animation != null) {
            return animation;
        }
        Matcher oneOfThem = DRAW_DISCARD_ONE_OF_THEM.matcher(t); // 121.1, 701.8a
        if (oneOfThem.matches()) {
            return new Effect.DrawThenDiscardOneOfThem(new dev.arbiter.engine.ability.Who.You(), Amounts.amount(oneOfThem.group(1), ctx));
        }
        Matcher drawThen = DRAW_REVEAL_DISCARD.matcher(t);
        if (drawThen.matches()) {
            dev.arbiter.engine.characteristic.CardType keep;
            try {
                keep = dev.arbiter.engine.characteristic.CardType.ofWord(drawThen.group(1));
            } catch (IllegalArgumentException e) {
                return null;
            }
            return new Effect.DrawThen(new dev.arbiter.engine.ability.Who.You(), new Effect.DiscardItUnless(keep));
        }
        if (COPY_EXILED_CARD.matcher(t).matches()) return new Effect.CopyLinkedCardMayCast();
        Matcher imprint = EXILE_FROM_HAND.matcher(t);
        if (imprint.matches()) {
            try {
                int types = dev.arbiter.engine.characteristic.CardType.ofWord(imprint.group(1).toLowerCase(java.util.Locale.ROOT)).bit();
                return new Effect.ExileFromHandLinked(types, Integer.parseInt(imprint.group(2)));
            } catch (IllegalArgumentException e) {
                return null;
            }
        }
        Matcher copy = COPY_SPELL.matcher(t);
        if (copy.matches()) {
            int types = dev.arbiter.engine.characteristic.CardType.INSTANT.bit()
                    | dev.arbiter.engine.characteristic.CardType.SORCERY.bit();
            int index = ctx.addTarget(dev.arbiter.engine.ability.TargetSpec.one(
                    new dev.arbiter.engine.ability.TargetFilter.SpellTarget(types), "target instant or sorcery spell"));
            int mask = copy.group(1) == null ? -1 : dev.arbiter.engine.characteristic.Color.ofName(copy.group(1)).bit();
            return new Effect.CopyTargetSpell(index, mask, true);
        }
        List<Effect> effects = new ArrayList<>();
        for (String sentence : SENTENCE_END.split(t.substring(0, t.length() - 1))) {
            Effect joined = effects.isEmpty() ? null
                    : RegenerationClauses.joinCantBeRegenerated(effects.get(effects.size() - 1), sentence);
            if (joined != null) {
                effects.set(effects.size() - 1, joined);
                continue;
            }
            CreatedTokenPronouns.check(effects, sentence); // 608.2c: "it" after "create a token" is that token
            Effect e = sentence(sentence.strip(), ctx);
            if (e == null) {
                return null;
            }
            effects.add(e);
        }
        return sequence(effects);
    }

    /** One sentence: a single clause, or a clause joined to the rest of the sentence. */
    private static Effect sentence(String s, ParseContext ctx) {
        NotSupported first = null;
        ParseContext.Snapshot snap = ctx.snapshot();
        try {
            Effect whole = EffectClauses.clause(s, ctx);
            if (whole != null) {
                return whole;
            }
        } catch (NotSupported e) {
            first = e;
        }
        Matcher j = JOINER.matcher(s);
        while (j.find()) {
            ctx.restore(snap);
            try {
                Effect left = EffectClauses.clause(s.substring(0, j.start()), ctx);
                Effect right = left == null ? null : sentence(s.substring(j.end()), ctx);
                if (right != null) {
                    return sequence(List.of(left, right));
                }
            } catch (NotSupported e) {
                first = first == null ? e : first;
            }
        }
        ctx.restore(snap);
        if (first != null) {
            throw first;
        }
        return null;
    }

    /** One effect, or a flat sequence of several. */
    static Effect sequence(List<Effect> effects) {
        List<Effect> flat = new ArrayList<>();
        for (Effect e : effects) {
            if (e instanceof Effect.Sequence seq) {
                flat.addAll(seq.effects());
            } else {
                flat.add(e);
            }
        }
        return flat.size() == 1 ? flat.get(0) : new Effect.Sequence(flat);
    }
}
