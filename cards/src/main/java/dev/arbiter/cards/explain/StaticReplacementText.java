package dev.arbiter.cards.explain;

import static dev.arbiter.cards.explain.StaticText.DRAW_REPLACEMENTS;

import dev.arbiter.cards.explain.StaticText.Phrase;
import dev.arbiter.engine.ability.Condition;
import dev.arbiter.engine.ability.DrawReplacement;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.StaticEffect;

/** Replacement and prevention effects of static abilities (614, 615) as whole sentences: "enters the battlefield tapped", "if you would draw a card". */
final class StaticReplacementText {

    private StaticReplacementText() {
    }

    /** "a flying counter or a hexproof counter", "a trample counter, a menace counter, or a reach counter". */
    private static String choiceOfCounters(java.util.List<String> kinds) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < kinds.size(); i++) {
            if (i > 0) b.append(kinds.size() == 2 ? " or " : i == kinds.size() - 1 ? ", or " : ", ");
            b.append(Words.article(kinds.get(i))).append(' ').append(kinds.get(i)).append(" counter");
        }
        return b.toString();
    }

    /** ", where X is [amount]" after "X counters" for an amount defined in words (107.3), else "". */
    private static String whereX(dev.arbiter.engine.ability.Amount a) {
        if (a instanceof dev.arbiter.engine.ability.Amount.X || a instanceof dev.arbiter.engine.ability.Amount.Fixed
                || a instanceof dev.arbiter.engine.ability.Amount.ThatMuch || AmountText.FOR_EACH.apply(a, null) != null) return "";
        String d = AmountText.DEFINITIONS.apply(a, null);
        return d == null ? "" : ", where X is " + d;
    }

    static Cases<StaticEffect, Scope, Phrase> register(Cases<StaticEffect, Scope, Phrase> cases) {
        return cases
                .on(StaticEffect.ReplaceDraw.class, (e, s) -> Phrase.whole(e.replacement() instanceof DrawReplacement.EffectInstead ei
                        && !(ei.effect() instanceof Effect.Sequence q && q.effects().isEmpty())
                        ? drawInstead(ei, s) : DRAW_REPLACEMENTS.apply(e.replacement(), null)))
                .on(StaticEffect.RegenerateInsteadOfDestroy.class, (e, s) ->
                        Phrase.whole("If " + s.selfName() + " would be destroyed, regenerate it."))
                .on(StaticEffect.EntersWithCounters.class, (e, s) -> Phrase.whole(s.selfName()
                        + " enters the battlefield with " + AmountText.count(e.amount(), s, e.kind() + " counter",
                        e.kind() + " counters").replaceFirst("( for each .*)?$", " on it$1") + whereX(e.amount()) + "."))
                .on(StaticEffect.EntersWithCounterOfChoice.class, (e, s) -> Phrase.whole(s.selfName() // 614.12, 122.6
                        + " enters the battlefield with your choice of " + choiceOfCounters(e.kinds()) + " on it."))
                .on(StaticEffect.EntersWithCountersIfKicked.class, (e, s) -> Phrase.whole("If " + s.selfName()
                        + " was kicked, it enters the battlefield with " + AmountText.count(e.amount(), s, e.kind() + " counter",
                        e.kind() + " counters").replaceFirst("( for each .*)?$", " on it$1") + ".")) // 702.33e
                .on(StaticEffect.EntersWithCountersIf.class, (e, s) -> e.condition() instanceof Condition.SourceEscaped
                        ? Phrase.whole(s.selfName() + " escapes with " + AmountText.count(e.amount(), s, e.kind() + " counter",
                        e.kind() + " counters") + " on it.") // 702.138c
                        : Phrase.whole(s.selfName()
                        + " enters the battlefield with " + AmountText.count(e.amount(), s, e.kind() + " counter",
                        e.kind() + " counters").replaceFirst("( for each .*)?$", " on it$1") + " if "
                        + StaticText.CONDITIONS.apply(e.condition(), s) + ".")) // 614.1c
                .on(StaticEffect.PreventDamage.class, (e, s) -> Phrase.whole(PreventionText.statik(e, s)))
                .on(StaticEffect.ExileInsteadOfEnteringUncast.class, (e, s) -> Phrase.whole("If " + Words.article(e.what()) + " "
                        + e.what() + " would enter the battlefield and it wasn't cast, exile it instead.")) // 614.1a
                .on(StaticEffect.PreventDamageThen.class, (e, s) -> Phrase.whole(PreventionText.statik(e.prevent(), s) // 615.5
                        + " " + EffectText.render(e.then(), s)))
                .on(StaticEffect.EntersTappedUnlessYouControl.class, (e, s) -> Phrase.whole(ReplacementText.entersTappedUnless(e, s)))
                .on(StaticEffect.EntersTappedUnless.class, (e, s) -> Phrase.whole(s.selfName() // 614.1c
                        + " enters the battlefield tapped unless " + (e.condition() instanceof Condition.AmountBetween ab
                        && ab.amount() instanceof dev.arbiter.engine.ability.Amount.CountPlayers && ab.max() == Integer.MAX_VALUE
                        ? "you have " + Words.number(ab.min()) + " or more opponents" : StaticText.CONDITIONS.apply(e.condition(), s)) + "."))
                .on(StaticEffect.RedirectDamage.class, (e, s) -> Phrase.whole(PreventionText.redirect(e, s)))
                .on(StaticEffect.PreventDamageToSelfChangingCounters.class, (e, s) -> Phrase.whole("If "
                        + (e.noncombatOnly() ? "noncombat " : "") + "damage would be dealt to " + s.selfName()
                        + (e.whileHasCounter() ? " while it has " + Words.article(e.kind()) + " " + e.kind() + " counter on it" : "")
                        + ", prevent that damage" + (e.put() ? ". Put " + Words.article(e.kind()) + " " + e.kind() + " counter on "
                        + s.selfName() + " for each 1 damage prevented this way." : e.thatMany() ? " and remove that many " + e.kind()
                        + " counters from it." : ". Remove " + Words.article(e.kind()) + " " + e.kind() + " counter from "
                        + s.selfName() + "."))) // 615.1a, 615.5
                .on(StaticEffect.ModifyCountersPut.class, (e, s) -> Phrase.whole("If one or more " + (e.kind() == null ? "" : e.kind()
                        + " ") + "counters would be put on " + ObjectText.counted(e.filter(), 1) + ", that many " + (e.kind() == null
                        ? "plus one of each of those kinds of counters are put on that permanent instead"
                        : e.delta() > 0 ? "plus one " + e.kind() + " counters are put on it instead"
                        : e.kind() + " counters minus one are put on it instead") + ".")) // 614.1a, 122.6
                .on(StaticEffect.PreventByRemovingCounters.class, (e, s) -> Phrase.whole("For each 1 damage that would be dealt to "
                        + s.selfName() + ", if it has " + dev.arbiter.cards.explain.Words.article(e.kind()) + " " + e.kind()
                        + " counter on it, remove " + dev.arbiter.cards.explain.Words.article(e.kind()) + " " + e.kind()
                        + " counter from it and prevent that 1 damage.")) // 615.1a, 122.8
                .on(StaticEffect.ModifyDamage.class, (e, s) -> Phrase.whole(PreventionText.modified(e, s)))
                .on(StaticEffect.EntersTappedUnlessPaid.class, (e, s) -> Phrase.whole(ReplacementText.entersTappedUnlessPaid(e, s)))
                .on(StaticEffect.EntersOnlyIfPaid.class, (e, s) -> Phrase.whole("If " + s.selfName() // 614.1a, 614.12
                        + " would enter the battlefield, " + (e.optional() ? "you may " : "") + (e.discard() ? "discard " : "sacrifice ")
                        + e.what() + " instead. If you do, put " + s.selfName() + " onto the battlefield. If you don't, put it into"
                        + " its owner's graveyard."))
                .on(StaticEffect.EffectAsEnters.class, (e, s) -> Phrase.whole(asEnters(e, s))) // 614.12
                .on(StaticEffect.Devour.class, (e, s) -> Phrase.whole("Devour " + e.n() + " (As " + s.selfName() // 702.82a
                        + " enters the battlefield, you may sacrifice any number of creatures. It enters with " + e.n()
                        + " +1/+1 counter" + (e.n() == 1 ? "" : "s") + " on it for each creature sacrificed this way.)"))
                .on(StaticEffect.Amplify.class, (e, s) -> Phrase.whole("Amplify " + e.n() + " (As " + s.selfName() // 702.38a
                        + " enters the battlefield, reveal any number of cards from your hand that share a creature type with it."
                        + " It enters with " + e.n() + " +1/+1 counter" + (e.n() == 1 ? "" : "s") + " on it for each card revealed"
                        + " this way.)"))
                .on(StaticEffect.Tribute.class, (e, s) -> Phrase.whole("Tribute " + e.n() + " (As " + s.selfName() // 702.104a
                        + " enters the battlefield, an opponent of your choice may put " + e.n() + " +1/+1 counter"
                        + (e.n() == 1 ? "" : "s") + " on it.)"))
                .on(StaticEffect.PreventDamageWhile.class, (e, s) -> Phrase.whole("As long as " // 611.3b, 615.1a
                        + (e.condition() instanceof Condition.SourceUntapped ? s.selfName() + " is untapped"
                        : StaticText.CONDITIONS.apply(e.condition(), s)) + ", " + lowerFirst(PreventionText.statik(e.prevent(), s))))
                .on(StaticEffect.AddTokensCreated.class, (e, s) -> Phrase.whole("If you would create one or more " + e.subtype()
                        + " tokens, instead create those tokens plus " + (e.plus() == 1 ? "an additional " + e.subtype() + " token"
                        : Words.number(e.plus()) + " additional " + e.subtype() + " tokens") + ".")) // 614.1a
                .on(StaticEffect.PermanentsEnterTapped.class, (e, s) -> Phrase.whole(ReplacementText.othersEnterTapped(e)))
                .on(StaticEffect.ModifyLifeGain.class, (e, s) -> Phrase.whole(ReplacementText.lifeGain(e)))
                .on(StaticEffect.MultiplyTokensCreated.class, (e, s) -> Phrase.whole(ReplacementText.multiplyTokens(e))) // 614.1a
                .on(StaticEffect.DamageLifeFloor.class, (e, s) -> Phrase.whole((e.condition() instanceof Condition.Always ? "Damage"
                        : "If " + StaticText.CONDITIONS.apply(e.condition(), s) + ", damage")
                        + " that would reduce your life total to less than 1 reduces it to 1 instead.")) // 614.1a
                .on(StaticEffect.OthersEnterWithCounters.class, (e, s) -> Phrase.whole(ReplacementText.othersEnterWithCounters(e)))
                .on(StaticEffect.EntersTapped.class, (e, s) -> Phrase.whole(s.selfName() + " enters the battlefield tapped."))
                .on(StaticEffect.ShuffleIntoLibraryInsteadOfGraveyard.class, (e, s) -> Phrase.whole("If " + s.selfName()
                        + " would be put into a graveyard from anywhere, reveal " + s.selfName()
                        + " and shuffle it into its owner's library instead."))
                .on(StaticEffect.GraveyardInstead.class, (e, s) -> Phrase.whole(ReplacementText.graveyardInstead(e, s))) // 614.1a
                .on(StaticEffect.RestartInsteadOfLosing.class, (e, s) -> Phrase.whole("If you would lose the game, instead"
                        + " shuffle your hand, your graveyard, and all permanents you own into your library, then draw"
                        + " seven cards and your life total becomes 20."))
                .on(StaticEffect.EffectInsteadOfLosing.class, (e, s) -> Phrase.whole("If you would lose the game, instead "
                        + lowerFirst(EffectText.render(e.instead(), s).strip()))) // 614.1a
                .on(StaticEffect.EntersIfDiscardedByOpponent.class, (e, s) -> Phrase.whole("If a spell or ability an opponent"
                        + " controls causes you to discard " + s.selfName() + ", put it onto the battlefield instead of putting it"
                        + " into your graveyard.")); // 614.1a, 701.8a
    }

    private static String lowerFirst(String text) {
        return Character.toLowerCase(text.charAt(0)) + text.substring(1);
    }

    /** "As ~ enters the battlefield, [effect]." (614.12) */
    private static String asEnters(StaticEffect.EffectAsEnters e, Scope s) {
        String text = EffectText.render(e.effect(), s).strip();
        return "As " + s.selfName() + " enters the battlefield, " + Character.toLowerCase(text.charAt(0)) + text.substring(1);
    }

    /** "If you would draw a card, you may [effect] instead." / "If you would draw a card, instead [effect]." (614.1a) */
    private static String drawInstead(DrawReplacement.EffectInstead e, Scope s) {
        String text = EffectText.render(e.effect(), s).strip();
        String lower = Character.toLowerCase(text.charAt(0)) + text.substring(1);
        if (!e.optional()) return "If you would draw a card, instead " + lower;
        return "If you would draw a card, you may " + (lower.endsWith(".") ? lower.substring(0, lower.length() - 1) : lower) + " instead.";
    }
}
