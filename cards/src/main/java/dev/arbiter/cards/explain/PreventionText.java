package dev.arbiter.cards.explain;

import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.ObjectFilter;
import dev.arbiter.engine.ability.Recipient;
import dev.arbiter.engine.ability.StaticEffect;
import java.util.ArrayList;
import java.util.List;

/** Prevention effects (615) in words: "Prevent the next 3 damage that would be dealt to any target this turn." */
final class PreventionText {

    private PreventionText() {
    }

    /** A one-shot prevention shield (615.7) as a clause. */
    static Clause effect(Effect.PreventDamage e, Scope s) {
        String to = recipients(e.to(), s);
        String instead = e.redirectTo() == null ? null : ReferenceText.recipient(e.redirectTo(), s);
        if (e.sourceOfChoice() && e.everyTime()) { // 609.7a: each time this turn from the chosen source
            to = recipients(e.to(), s, "and/or");
            String src = sources(e.bySources(), false, false);
            String chosen = e.bySources() == null ? "" : String.join(" ", ChosenText.qualities(e.bySources().more().chosen()));
            String how = e.amount() == null ? "all" : "the next " + AmountText.digits(e.amount(), s);
            String body = how + (e.combatOnly() ? " combat" : "") + " damage " + (instead == null ? "" : "that ")
                    + Words.article(src) + " " + src + " of your choice" + (chosen.isEmpty() ? "" : " " + chosen)
                    + " would deal" + (to.isEmpty() ? "" : " to " + to) + " this turn";
            return instead == null ? Clause.imperative(e, "prevent " + body)
                    : Clause.sentence(e, body + " is dealt to " + instead + " instead"); // 614.9
        }
        if (e.sourceOfChoice()) {
            String src = sources(e.bySources(), false, false);
            String chosen = e.bySources() == null ? "" : String.join(" ", ChosenText.qualities(e.bySources().more().chosen()));
            return Clause.sentence(e, "the next time " + Words.article(src) + " " + src + " of your choice"
                    + (chosen.isEmpty() ? "" : " " + chosen) + " would deal damage"
                    + (to.isEmpty() ? "" : " to " + to) + " this turn, "
                    + (instead == null ? "prevent that damage" : (e.redirectTo() instanceof dev.arbiter.engine.ability.Recipient.Player
                    ? "that source deals that damage to " : "that damage is dealt to ") + instead + " instead")); // 614.9
        }
        String how = e.amount() == null ? "all" : "the next " + AmountText.digits(e.amount(), s);
        String combat = e.combatOnly() ? " combat" : "";
        if (instead != null) {
            String by = e.by() != null ? " by " + ReferenceText.object(e.by(), s)
                    : e.bySources() != null ? " by " + sources(e.bySources(), true) : ""; // "by unblocked creatures"
            return Clause.sentence(e, how + combat + " damage that would be dealt" + (to.isEmpty() ? "" : " to " + to) + by
                    + " this turn is dealt to " + instead + " instead");
        }
        if (e.bySources() != null) {
            return Clause.imperative(e, "prevent " + how + combat + " damage that " + sources(e.bySources(), true)
                    + " would deal" + (to.isEmpty() ? "" : " to " + to) + " this turn");
        }
        String by = e.by() == null ? "" : " by " + ReferenceText.object(e.by(), s);
        return Clause.imperative(e, "prevent " + how + combat + " damage that would be dealt"
                + (to.isEmpty() ? "" : " to " + to) + by + " this turn");
    }

    /** "The next time ~ would deal combat damage to an opponent this turn, it deals that damage to target creature instead." */
    static Clause nextTime(Effect.NextTimeShield n, Scope s) {
        Effect.PreventDamage e = n.shield();
        String by = e.by() == null ? "a source" : ReferenceText.object(e.by(), s);
        String to = e.to().size() == 1 && e.to().get(0) instanceof Recipient.Player p
                && p.who() instanceof dev.arbiter.engine.ability.Who.EachOpponent ? "an opponent" : recipients(e.to(), s);
        String instead = e.redirectTo() == null ? null
                : e.redirectTo() instanceof Recipient.Object o && o.subject().equals(e.by()) ? "itself"
                : ReferenceText.recipient(e.redirectTo(), s);
        return Clause.sentence(n, "the next time " + by + " would deal" + (e.combatOnly() ? " combat" : "") + " damage"
                + (to.isEmpty() ? "" : " to " + to) + " this turn, "
                + (instead == null ? "prevent that damage" : (e.by() instanceof dev.arbiter.engine.ability.Subject.Self
                ? "it" : "that creature") + " deals that damage to " + instead + " instead"));
    }

    /** A static prevention ability (615.1a) as a sentence. */
    static String statik(StaticEffect.PreventDamage e, Scope s) {
        String combat = e.combatOnly() ? "combat " : e.noncombatOnly() ? "noncombat " : "";
        List<String> to = new ArrayList<>();
        if (e.toController()) to.add("you");
        if (e.to() != null) to.add(StaticText.affected(e.to(), s));
        String toText = Words.list(to, "and");
        if (e.amount() >= 0) {
            String src = e.bySources() == null ? "source" : sources(e.bySources(), false);
            return "If " + Words.article(src) + " " + src + " would deal " + combat + "damage to " + toText + ", prevent "
                    + e.amount() + " of that damage.";
        }
        if (e.toAndBy()) return "Prevent all " + combat + "damage that would be dealt to and dealt by " + toText + ".";
        if (e.bySources() != null) {
            return toText.isEmpty() ? "Prevent all " + combat + "damage that " + sources(e.bySources(), true) + " would deal."
                    : "Prevent all " + combat + "damage that would be dealt to " + toText + " by "
                    + sources(e.bySources(), true) + ".";
        }
        String by = e.by() == null ? "" : " by " + (e.by() instanceof dev.arbiter.engine.ability.Affected.All all
                ? ObjectText.plural(all.filter()) : StaticText.affected(e.by(), s));
        return "Prevent all " + combat + "damage that would be dealt" + (toText.isEmpty() ? "" : " to " + toText) + by + ".";
    }

    /** "All damage that would be dealt to you is dealt to enchanted creature instead." (614.9) */
    static String redirect(StaticEffect.RedirectDamage e, Scope s) {
        String by = e.by() == null ? "" : " by " + (e.by() instanceof dev.arbiter.engine.ability.Affected.All all
                ? ObjectText.plural(all.filter()) : StaticText.affected(e.by(), s));
        String body = (e.combatOnly() ? "combat " : "") + "damage that would be dealt to you" + by + " is dealt to "
                + StaticText.affected(e.to(), s) + " instead.";
        return e.condition() instanceof dev.arbiter.engine.ability.Condition.SourceUntapped
                ? "As long as " + s.selfName() + " is untapped, all " + body : "All " + body;
    }

    /** "If a source you control would deal damage to a permanent or player, it deals double that damage to that permanent or player instead." */
    static String modified(StaticEffect.ModifyDamage e, Scope s) {
        String src = e.by() != null ? StaticText.affected(e.by(), s)
                : e.bySources() != null && e.bySources().other() ? "another " + sources(e.bySources(), false) // 614.1a
                : Words.article(sources(e.bySources(), false)) + " " + sources(e.bySources(), false);
        String to = e.toSelf() ? s.selfName() : e.toYou() ? "you" : e.toOpponents() ? "an opponent" : e.toPlayers() ? "a player" : "a permanent or player";
        String again = e.toSelf() ? s.selfName() : e.toYou() ? "you" : e.toOpponents() || e.toPlayers() ? "that player" : "that permanent or player";
        String how = switch (e.factor()) {
            case 2 -> "double that damage";
            case 3 -> "triple that damage";
            default -> "that much damage " + (e.plus() < 0 ? "minus " + -e.plus() : "plus " + e.plus());
        };
        String line = "f " + src + " would deal " + (e.combatOnly() ? "combat " : "") + "damage to " + to + ", it deals " + how
                + " to " + again + " instead.";
        return e.condition() instanceof dev.arbiter.engine.ability.Condition.Always ? "I" + line // 611.3b
                : "As long as " + StaticText.CONDITIONS.apply(e.condition(), s) + ", i" + line;
    }

    private static String recipients(List<Recipient> to, Scope s) {
        return recipients(to, s, "and");
    }

    private static String recipients(List<Recipient> to, Scope s, String joiner) {
        if (to.size() == 1 && to.get(0) instanceof Recipient.Player p && p.who() instanceof dev.arbiter.engine.ability.Who.EachPlayer) {
            return "players"; // "combat damage that would be dealt to players"
        }
        List<String> out = new ArrayList<>();
        for (Recipient r : to) {
            out.add(r instanceof Recipient.Object o && o.subject() instanceof dev.arbiter.engine.ability.Subject.Each each
                    ? ObjectText.plural(each.filter()) : ReferenceText.recipient(r, s));
        }
        return Words.list(out, joiner);
    }

    /** "black sources and red sources", "a white source", "an artifact source", "a source an opponent controls". */
    private static String sources(ObjectFilter f, boolean plural) {
        return sources(f, plural, true);
    }

    /** {@code withChosen}: with "of the chosen color" after the noun (else the caller writes it, after "of your choice"). */
    private static String sources(ObjectFilter f, boolean plural, boolean withChosen) {
        if (f == null) return plural ? "sources" : "source";
        if (plural && f.colorMask() == 0 && f.anyOfTypes() != 0 && (f.anyOfTypes()
                & dev.arbiter.engine.characteristic.CardType.CREATURE.bit()) == f.anyOfTypes()) {
            return ObjectText.plural(f); // "creatures you don't control"
        }
        List<String> words = new ArrayList<>(Words.colors(f.colorMask()));
        String types = String.join(" or ", Words.types(f.anyOfTypes())); // any of them: "instant or sorcery source"
        String head = (types.isEmpty() ? "" : types + " ") + (plural ? "sources" : "source");
        String controller = ObjectText.controller(f.controller(), plural);
        if (f.more().chosen() != 0 && withChosen) head = head + " " + String.join(" ", ChosenText.qualities(f.more().chosen()));
        if (words.isEmpty()) return head + controller;
        if (plural) {
            List<String> each = new ArrayList<>();
            for (String c : words) each.add(c + " " + head);
            return Words.list(each, "and") + controller;
        }
        return Words.list(words, "or") + " " + head + controller;
    }
}
