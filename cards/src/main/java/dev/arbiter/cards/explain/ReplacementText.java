package dev.arbiter.cards.explain;

import dev.arbiter.engine.ability.ObjectFilter;
import dev.arbiter.engine.ability.Relation;
import dev.arbiter.engine.ability.StaticEffect;
import java.util.ArrayList;
import java.util.List;

/** Entering replacements (614.1c) and "can't be countered" (101.2) in words. */
final class ReplacementText {

    private ReplacementText() {
    }

    /** "~ enters the battlefield tapped unless you control a Swamp or a Mountain." */
    static String entersTappedUnless(StaticEffect.EntersTappedUnlessYouControl e, Scope s) {
        ObjectFilter f = e.filter().controlledBy(Relation.ANY);
        String what;
        if (e.atLeast() == 1 && e.atMost() == Integer.MAX_VALUE) {
            List<String> each = new ArrayList<>();
            if (!f.more().anySubtypes().isEmpty()) {
                for (String sub : f.more().anySubtypes()) each.add(Words.article(sub) + " " + sub);
            } else {
                String one = ObjectText.singular(f);
                each.add(Words.article(one) + " " + one);
            }
            what = Words.list(each, "or");
        } else if (e.atMost() == Integer.MAX_VALUE) {
            what = Words.number(e.atLeast()) + " or more other " + ObjectText.plural(f);
        } else {
            what = Words.number(e.atMost()) + " or fewer other " + ObjectText.plural(f);
        }
        return s.selfName() + " enters the battlefield tapped unless you control " + what + ".";
    }

    /** "As ~ enters the battlefield, you may pay 2 life. If you don't, it enters the battlefield tapped." */
    static String entersTappedUnlessPaid(StaticEffect.EntersTappedUnlessPaid e, Scope s) {
        String what;
        if (e.payLife() > 0) {
            what = "pay " + e.payLife() + " life";
        } else {
            String card = ObjectText.phrase(e.reveal(), false, "card");
            what = "reveal " + Words.article(card) + " " + card + " from your hand";
        }
        return "As " + s.selfName() + " enters the battlefield, you may " + what + ". If you don't, " + s.selfAsSubject()
                + " enters the battlefield tapped.";
    }

    /** "Artifacts and lands enter the battlefield tapped." */
    static String othersEnterTapped(StaticEffect.PermanentsEnterTapped e) {
        // a group of several types: oracle text joins them with "and" ("Artifacts and lands")
        String group = ObjectText.plural(e.filter()).replace(", or ", ", and ").replace(" or ", " and ");
        return Words.capitalize(group) + " enter the battlefield tapped.";
    }

    /** "Each other creature you control enters the battlefield with an additional +1/+1 counter on it." */
    static String othersEnterWithCounters(StaticEffect.OthersEnterWithCounters e) {
        String counters = e.amount() == 1 ? "an additional " + e.kind() + " counter"
                : Words.number(e.amount()) + " additional " + e.kind() + " counters";
        return "Each " + ObjectText.counted(e.filter(), 1).replaceFirst("^(a|an|another) ", e.filter().other() ? "other " : "")
                + " enters the battlefield with " + counters + " on it.";
    }

    /** "If you would gain life, you gain twice that much life instead." */
    static String lifeGain(StaticEffect.ModifyLifeGain e) {
        return "If you would gain life, you gain " + (e.factor() == 2 ? "twice that much life"
                : "that much life plus " + e.plus()) + " instead.";
    }

    /** "If an effect would create one or more [creature] tokens under your control, it creates twice that many ..." (614.1a) */
    static String multiplyTokens(StaticEffect.MultiplyTokensCreated e) {
        String many = e.factor() == 2 ? "twice" : e.factor() == 3 ? "three times" : e.factor() + " times";
        String tokens = (e.type() == null ? "" : e.type().name().toLowerCase(java.util.Locale.ROOT) + " ") + "tokens";
        return e.yours() ? "If an effect would create one or more " + tokens + " under your control, it creates " + many
                + " that many of those tokens instead."
                : "If one or more " + tokens + " would be created, " + many + " that many of those tokens are created instead.";
    }

    /** "This spell can't be countered." / "Creature spells can't be countered." */
    static String cantBeCountered(StaticEffect.CantBeCountered e) {
        if (e.spells() == null) return "This spell can't be countered.";
        return Words.capitalize(ObjectText.phrase(e.spells(), true, "spell")) + " can't be countered.";
    }

    /** "If another creature would die, exile it instead." (614.1a, 614.6, 700.4) */
    static String graveyardInstead(StaticEffect.GraveyardInstead e, Scope s) {
        String subject;
        if (e.self()) {
            subject = s.selfName();
        } else if (e.cards()) {
            String card = ObjectText.phrase(e.filter(), false, "card");
            subject = Words.article(card) + " " + card;
        } else {
            subject = ObjectText.counted(e.filter(), 1);
        }
        boolean dies = !e.cards() && e.graveyardOf() == Relation.ANY
                && e.filter().anyOfTypes() == dev.arbiter.engine.characteristic.CardType.CREATURE.bit(); // 700.4
        String fate = dies || e.self() ? "die" : "be put into " + switch (e.graveyardOf()) {
            case YOU -> "your";
            case OPPONENT -> "an opponent's";
            default -> "a";
        } + " graveyard" + (e.cards() ? " from anywhere" : "");
        boolean named = e.self() && (e.instead() == dev.arbiter.engine.ability.ReplacementStatics.GraveyardInstead.Destination.LIBRARY_TOP
                || e.instead() == dev.arbiter.engine.ability.ReplacementStatics.GraveyardInstead.Destination.LIBRARY_BOTTOM);
        String it = named ? s.selfName() : "it";
        String place = switch (e.instead()) {
            case EXILE -> "exile " + it;
            case HAND -> "return " + it + " to its owner's hand";
            case LIBRARY_TOP -> "put " + it + " on top of its owner's library";
            case LIBRARY_BOTTOM -> "put " + it + " on the bottom of its owner's library";
        };
        return "If " + subject + " would " + fate + ", " + place + " instead.";
    }
}
