package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.EffectGrammar;
import dev.arbiter.cards.grammar.EffectJoiners;
import dev.arbiter.cards.grammar.ParseFailure;
import dev.arbiter.cards.grammar.SentenceShapeGrammar;
import dev.arbiter.cards.grammar.ast.ClauseShapeNodes;
import dev.arbiter.engine.ability.Effect;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads the effect text of a spell or ability: sentences in order (608.2c), each a clause or
 * clauses joined by "and" / ", then" ("Target player draws two cards and loses 2 life."). Several
 * effects become one {@link Effect.Sequence}.
 */
final class EffectParser {

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

    /** The effect of the tree {@code node} as {@link #byGrammar} lowers it, or null (the context then as it was). */
    static Effect lowered(dev.arbiter.cards.grammar.ast.EffectNode node, ParseContext ctx) {
        ParseContext.Snapshot snap = ctx.snapshot();
        try {
            return OneShotLowering.checked(new EffectLowering(ctx).lower(node));
        } catch (NotSupported e) {
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
        return parse(text, ctx, true);
    }

    /**
     * As above; without {@code grammar} the effect grammar doesn't read the whole text again (its tree was lowered
     * before: {@link TriggerEffectLowering}), only the older matchers do, and the grammar reads the parts they cut.
     */
    static Effect parse(String text, ParseContext ctx, boolean grammar) {
        Effect e = parse0(text, ctx, grammar);
        // 721.1: ending the turn exiles the resolving object; only an ability whose whole effect it is is played
        if (e != null && !(e instanceof Effect.EndTheTurn) && text.contains("nd the turn")
                && dev.arbiter.engine.util.RecordTrees.contains(e, Effect.EndTheTurn.class)) {
            throw new NotSupported("\"end the turn\" with other effects");
        }
        return e;
    }

    /** 500.4: the sentence after adding mana that keeps it: "[add mana]. Until end of turn, you don't lose this mana ...". */
    private static final String KEPT_MANA = " until end of turn, you don't lose this mana as steps and phases end.";

    private static Effect parse0(String text, ParseContext ctx) {
        return parse0(text, ctx, true);
    }

    private static Effect parse0(String text, ParseContext ctx, boolean grammar) {
        String t = text.strip();
        Effect emblem = EmblemLines.parse(t, ctx); // 114.1
        if (emblem != null) return emblem;
        if (t.contains("you don't lose this mana")) { // a cheap look first
            String lower = t.toLowerCase(java.util.Locale.ROOT);
            int cut = t.length() - KEPT_MANA.length();
            if (!lower.endsWith(KEPT_MANA) || cut < 2 || t.charAt(cut - 1) != '.') return null;
            Effect add = parse0(t.substring(0, cut), ctx);
            if (add == null) return null;
            if (!ManaPhrases.addsMana(add)) throw new NotSupported("mana kept until end of turn, after an effect adding none");
            return new Effect.KeptMana(add); // 500.4
        }
        if (t.endsWith(".\"")) { // a quoted ability's period ends the text
            Effect read = grammarFirst && grammar ? byGrammar(t, ctx) : null;
            return read != null ? read : QuotedEndAnimation.parse(t, ctx); // 113.1a: "~ becomes ... with "[ability].""
        }
        if (!t.endsWith(".")) {
            return null;
        }
        Effect unless;
        try {
            unless = UnlessClauses.parse(t, ctx); // 118.12
        } catch (NotSupported e) {
            unless = grammarFirst && grammar ? byGrammar(t, ctx) : null; // 608.2c: "unless [condition]" is no cost
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
        if (grammarFirst && grammar) {
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
        Effect selfAnimation = SelfAnimationSentences.parse(t, ctx); // 205.1b, 608.2c: "~ becomes ... . [more]."
        Effect itAnimation = SourceItAnimation.parse(t, ctx); // 603.2: "When ~ blocks, it becomes ..."
        if (itAnimation != null) return itAnimation;
        if (selfAnimation != null) return selfAnimation;
        Effect series = SharedSubjectSeries.parse(t, ctx); // 608.2c, 611.2a: "~ becomes a Dragon, gets +5/+3, and gains ..."
        if (series != null) return series;
        Object shape = SentenceShapeGrammar.read(t);
        if (shape instanceof ClauseShapeNodes.DrawDiscardOneOfThem d) { // 121.1, 701.8a
            return new Effect.DrawThenDiscardOneOfThem(new dev.arbiter.engine.ability.Who.You(), Amounts.amount(d.amount(), ctx));
        }
        if (shape instanceof ClauseShapeNodes.DrawRevealDiscardUnless d) { // seed 423.6c
            dev.arbiter.engine.characteristic.CardType keep;
            try {
                keep = dev.arbiter.engine.characteristic.CardType.ofWord(d.type());
            } catch (IllegalArgumentException e) {
                return null;
            }
            return new Effect.DrawThen(new dev.arbiter.engine.ability.Who.You(), new Effect.DiscardItUnless(keep));
        }
        if (shape instanceof ClauseShapeNodes.CopyExiledCard) return new Effect.CopyLinkedCardMayCast(); // 707.12
        if (shape instanceof ClauseShapeNodes.ExileFromHand imprint) { // 607.2a
            try {
                int types = dev.arbiter.engine.characteristic.CardType.ofWord(imprint.type().toLowerCase(java.util.Locale.ROOT)).bit();
                return new Effect.ExileFromHandLinked(types, imprint.maxManaValue());
            } catch (IllegalArgumentException e) {
                return null;
            }
        }
        if (shape instanceof ClauseShapeNodes.CopyTargetSpell copy) { // 707.10
            int types = dev.arbiter.engine.characteristic.CardType.INSTANT.bit()
                    | dev.arbiter.engine.characteristic.CardType.SORCERY.bit();
            int index = ctx.addTarget(dev.arbiter.engine.ability.TargetSpec.one(
                    new dev.arbiter.engine.ability.TargetFilter.SpellTarget(types), "target instant or sorcery spell"));
            int mask = copy.colour() == null ? -1 : dev.arbiter.engine.characteristic.Color.ofName(copy.colour()).bit();
            return new Effect.CopyTargetSpell(index, mask, true);
        }
        List<Effect> effects = new ArrayList<>();
        for (String sentence : EffectJoiners.sentences(t.substring(0, t.length() - 1))) {
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
        for (int[] j : EffectJoiners.joiners(s)) {
            ctx.restore(snap);
            try {
                Effect left = EffectClauses.clause(s.substring(0, j[0]), ctx);
                Effect right = left == null ? null : sentence(s.substring(j[1]), ctx);
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
