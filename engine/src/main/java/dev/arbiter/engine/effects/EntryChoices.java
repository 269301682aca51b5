package dev.arbiter.engine.effects;

import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.ChoiceKind;
import dev.arbiter.engine.ability.EnteringStatics;
import dev.arbiter.engine.ability.Keyword;
import dev.arbiter.engine.ability.KeywordAbility;
import dev.arbiter.engine.ability.StaticAbility;
import dev.arbiter.engine.ability.StaticEffect;
import dev.arbiter.engine.card.CreatureTypes;
import dev.arbiter.engine.characteristic.CardType;
import dev.arbiter.engine.characteristic.Color;
import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.ContinuousEffect;
import dev.arbiter.engine.state.Duration;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.Modification;
import io.vavr.collection.Vector;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;

/**
 * "As ~ enters the battlefield, choose a color / a creature type / a basic land type / a card name / an
 * opponent / a player." (614.12): the player it enters under chooses as it enters, before it is on the
 * battlefield; the choice is then recorded on the new permanent for its linked abilities (607.2).
 * Creature types and card names are offered from the objects in the game (every one the game can
 * meet; 205.3m's list grows with each set, 201.3).
 */
final class EntryChoices {
    private EntryChoices() {
    }

    private static final List<String> BASIC_LAND_TYPES = List.of("Plains", "Island", "Swamp", "Mountain", "Forest");

    /** 614.12: the choices {@code player} makes for object {@code id} as it enters, in the order of its abilities. */
    static List<Modification.Chosen> ask(Ctx ctx, int id, int player) {
        List<Modification.Chosen> out = List.of();
        for (Ability a : ctx.s.object(id).card().baseCharacteristics().abilities()) {
            if (a instanceof StaticAbility st && st.effect() instanceof StaticEffect.EntersWithCounterOfChoice k) {
                if (out.isEmpty()) out = new ArrayList<>(1);
                out.add(counterKind(ctx, id, player, k.kinds())); // 614.12, 122.6
                continue;
            }
            if (a instanceof StaticAbility st && st.effect() instanceof StaticEffect.BecomesChoiceAsEnters f) {
                if (out.isEmpty()) out = new ArrayList<>(1);
                out.add(form(ctx, id, player, f.forms())); // 614.12
                continue;
            }
            if (!(a instanceof StaticAbility st && st.effect() instanceof StaticEffect.ChooseAsEnters c)) continue;
            if (out.isEmpty()) out = new ArrayList<>(1);
            out.add(choose(ctx, id, player, c.kind(), c.excludedColors(), c.words()));
        }
        for (Ability a : ctx.s.object(id).card().baseCharacteristics().abilities()) {
            if (!(a instanceof KeywordAbility k && k.keyword() == Keyword.RIOT)) continue; // 702.136b: each instance
            if (out.isEmpty()) out = new ArrayList<>(1);
            Choice c = ctx.ask(new Decision.Option(player, "Riot: " + ctx.s.object(id).name()
                    + " enters with an additional +1/+1 counter, or gains haste", RIOT_OPTIONS));
            String w = RIOT_OPTIONS.get(((Choice.ChooseOption) c).index());
            ctx.log("%s chooses %s for %s (riot)", ctx.s.player(player).name(), w, ctx.s.object(id).name());
            out.add(new Modification.Chosen(ChoiceKind.RIOT, w, -1));
        }
        for (Ability a : ctx.s.object(id).card().baseCharacteristics().abilities()) {
            if (!(a instanceof KeywordAbility k && k.keyword() == Keyword.READ_AHEAD)) continue;
            int last = Sagas.finalChapter(ctx.s.object(id).card().baseCharacteristics());
            if (last < 1) break;
            if (out.isEmpty()) out = new ArrayList<>(1);
            List<String> numbers = new ArrayList<>();
            for (int n = 1; n <= last; n++) numbers.add(Integer.toString(n));
            Choice c = ctx.ask(new Decision.Option(player, "Read ahead: " + ctx.s.object(id).name()
                    + " enters with how many lore counters?", numbers)); // 702.155b: one to its final chapter number
            String w = numbers.get(((Choice.ChooseOption) c).index());
            ctx.log("%s chooses %s for %s (read ahead)", ctx.s.player(player).name(), w, ctx.s.object(id).name());
            out.add(new Modification.Chosen(ChoiceKind.READ_AHEAD, w, -1));
            break; // 702.155c: several instances are redundant
        }
        for (Ability a : ctx.s.object(id).card().baseCharacteristics().abilities()) {
            if (!(a instanceof KeywordAbility k && k.keyword() == Keyword.UNLEASH)) continue;
            if (out.isEmpty()) out = new ArrayList<>(1);
            out.add(unleash(ctx, id, player));
        }
        return EntryKeywordCounters.ask(ctx, id, player, out); // 702.82a
    }

    private static final List<String> RIOT_OPTIONS = List.of("+1/+1 counter", "haste");
    private static final List<String> UNLEASH_OPTIONS = List.of("+1/+1 counter", "no counter");

    /** 702.98a: "You may have this permanent enter with an additional +1/+1 counter on it", asked as it enters. */
    private static Modification.Chosen unleash(Ctx ctx, int id, int player) {
        Choice c = ctx.ask(new Decision.Option(player, "Unleash: " + ctx.s.object(id).name()
                + " may enter with an additional +1/+1 counter (it can't block while it has one)", UNLEASH_OPTIONS));
        String w = UNLEASH_OPTIONS.get(((Choice.ChooseOption) c).index());
        ctx.log("%s chooses %s for %s (unleash)", ctx.s.player(player).name(), w, ctx.s.object(id).name());
        return new Modification.Chosen(ChoiceKind.UNLEASH, w, -1);
    }

    /** 614.12: "it becomes your choice of ...": the index of the form chosen as it enters. */
    private static Modification.Chosen form(Ctx ctx, int id, int player, List<EnteringStatics.EntryForm> forms) {
        List<String> options = new ArrayList<>();
        for (EnteringStatics.EntryForm f : forms) options.add(formWords(f));
        Choice c = ctx.ask(new Decision.Option(player, "As " + ctx.s.object(id).name() + " enters, it becomes your choice of",
                options));
        int i = ((Choice.ChooseOption) c).index();
        ctx.log("%s chooses %s for %s", ctx.s.player(player).name(), options.get(i), ctx.s.object(id).name());
        return new Modification.Chosen(ChoiceKind.FORM, Integer.toString(i), -1);
    }

    /** "a 2/2 artifact creature with flying" (the option's words). */
    static String formWords(EnteringStatics.EntryForm f) {
        StringBuilder b = new StringBuilder();
        b.append(f.power()).append('/').append(f.toughness());
        for (String sub : f.subtypes()) b.append(' ').append(sub);
        for (CardType t : CardType.values()) {
            if (t != CardType.CREATURE && (f.types() & t.bit()) != 0) b.append(' ').append(t.word().toLowerCase(java.util.Locale.ROOT));
        }
        b.append(" creature");
        for (int k = 0; k < f.keywords().size(); k++) {
            b.append(k == 0 ? " with " : " and ").append(f.keywords().get(k).text());
        }
        return "a " + b;
    }

    /** 614.12: the effects of the chosen form on the permanent that entered (layers 4, 6 and 7b), while it stays. */
    private static Vector<ContinuousEffect> formEffects(Vector<ContinuousEffect> effects, GameObject o, int index) {
        for (Ability a : o.card().baseCharacteristics().abilities()) {
            if (!(a instanceof StaticAbility st && st.effect() instanceof StaticEffect.BecomesChoiceAsEnters b)) continue;
            if (index < 0 || index >= b.forms().size()) return effects;
            EnteringStatics.EntryForm f = b.forms().get(index);
            List<Modification> mods = new ArrayList<>();
            if (f.types() != 0 || !f.subtypes().isEmpty()) mods.add(new Modification.AddTypes(f.types(), f.subtypes()));
            for (Keyword k : f.keywords()) mods.add(new Modification.AddAbility(new KeywordAbility(k)));
            mods.add(new Modification.SetPowerToughness(f.power(), f.toughness()));
            for (Modification m : mods) {
                effects = effects.append(new ContinuousEffect(o.timestamp(), o.id(), o.controller(), m, Vector.of(o.ref()),
                        Duration.INDEFINITE));
            }
            return effects;
        }
        return effects;
    }

    /** 614.12, 122.6: the kind of counter the permanent enters with, chosen as it enters. */
    private static Modification.Chosen counterKind(Ctx ctx, int id, int player, List<String> kinds) {
        List<String> options = new ArrayList<>();
        for (String k : kinds) options.add(k + " counter");
        Choice c = ctx.ask(new Decision.Option(player, "As " + ctx.s.object(id).name() + " enters, choose a counter", options));
        String kind = kinds.get(((Choice.ChooseOption) c).index());
        ctx.log("%s chooses a %s counter for %s", ctx.s.player(player).name(), kind, ctx.s.object(id).name());
        return new Modification.Chosen(ChoiceKind.COUNTER, kind, -1);
    }

    /**
     * 702.136a: the additional +1/+1 counter of each riot answered with a counter, on the entering object; and the
     * counter of the kind chosen for "enters with your choice of ... counter" (614.12, 122.6).
     */
    static GameObject withRiotCounters(GameObject o, List<Modification.Chosen> chosen) {
        GameObject out = o;
        for (Modification.Chosen c : chosen) {
            if (c.kind() == ChoiceKind.COUNTER) {
                out = out.withCounters(out.counters().plus(c.word(), 1));
                continue;
            }
            if ((c.kind() == ChoiceKind.RIOT || c.kind() == ChoiceKind.UNLEASH) && c.word().equals(RIOT_OPTIONS.get(0))) {
                out = out.withCounters(out.counters().plus("+1/+1", 1));
            }
        }
        return out;
    }

    private static Modification.Chosen choose(Ctx ctx, int id, int player, ChoiceKind kind, int excludedColors,
                                              List<String> only) {
        GameState s = ctx.s;
        String name = s.object(id).name();
        List<Integer> players = new ArrayList<>();
        for (int p = 0; p < s.playerCount(); p++) {
            if (kind == ChoiceKind.PLAYER || s.areOpponents(player, p)) players.add(p); // 102.3
        }
        List<String> options = new ArrayList<>();
        if (kind.isPlayer()) {
            for (int p : players) options.add(s.player(p).name());
        } else if (!only.isEmpty()) { // "choose Khans or Dragons", "choose black or red": the words the card names
            options.addAll(only);
        } else {
            options.addAll(words(s, kind));
            if (kind == ChoiceKind.COLOR && excludedColors != 0) { // "choose a color other than red" (105.1)
                options.removeIf(w -> (Color.ofName(w).bit() & excludedColors) != 0);
            }
        }
        if (options.isEmpty()) return new Modification.Chosen(kind, null, -1); // no opponent: nothing to choose
        Choice c = ctx.ask(new Decision.Option(player, "As " + name + " enters, choose "
                + (only.isEmpty() ? kind.words() : String.join(" or ", only)), options));
        int i = ((Choice.ChooseOption) c).index();
        ctx.log("%s chooses %s for %s", s.player(player).name(), options.get(i), name);
        return kind.isPlayer() ? new Modification.Chosen(kind, null, players.get(i))
                : new Modification.Chosen(kind, options.get(i), -1);
    }

    /**
     * 608.2d: "Choose a color." / "Choose a creature type." as a spell or ability resolves, for {@code source}: the
     * choice, to be recorded for the rest of that effect.
     */
    static Modification.Chosen duringResolution(Ctx ctx, int source, int player, ChoiceKind kind) {
        if (kind.isPlayer()) { // "Choose an opponent." (608.2d, 102.3): one of the players, by name
            List<Integer> players = new ArrayList<>();
            for (int p = 0; p < ctx.s.playerCount(); p++) {
                if (ctx.s.player(p).inGame() && (kind == ChoiceKind.PLAYER || ctx.s.areOpponents(player, p))) players.add(p);
            }
            if (players.isEmpty()) return new Modification.Chosen(kind, null, -1);
            List<String> names = new ArrayList<>();
            for (int p : players) names.add(ctx.s.player(p).name());
            Choice c = ctx.ask(new Decision.Option(player, "Choose " + kind.words() + " (608.2d)", names));
            int i = ((Choice.ChooseOption) c).index();
            ctx.log("%s chooses %s for %s", ctx.s.player(player).name(), names.get(i), ctx.s.object(source).name());
            return new Modification.Chosen(kind, null, players.get(i));
        }
        List<String> options = words(ctx.s, kind);
        if (options.isEmpty()) return new Modification.Chosen(kind, null, -1);
        Choice c = ctx.ask(new Decision.Option(player, "Choose " + kind.words() + " (608.2d)", options));
        int i = ((Choice.ChooseOption) c).index();
        ctx.log("%s chooses %s for %s", ctx.s.player(player).name(), options.get(i), ctx.s.object(source).name());
        return new Modification.Chosen(kind, options.get(i), -1);
    }

    private static List<String> words(GameState s, ChoiceKind kind) {
        switch (kind) {
            case COLOR -> {
                List<String> out = new ArrayList<>();
                for (Color c : Color.values()) out.add(c.lowerName()); // 105.1
                return out;
            }
            case BASIC_LAND_TYPE -> {
                return BASIC_LAND_TYPES; // 205.3i
            }
            case CREATURE_TYPE -> {
                TreeSet<String> types = new TreeSet<>();
                for (GameObject o : s.objects()) {
                    for (String sub : o.card().subtypes()) if (CreatureTypes.isCreatureType(sub)) types.add(sub);
                }
                return new ArrayList<>(types);
            }
            default -> {
                TreeSet<String> names = new TreeSet<>(); // 201.3; "a nonland card name": no land card's
                for (GameObject o : s.objects()) {
                    if (kind != ChoiceKind.NONLAND_CARD_NAME || (o.card().types() & CardType.LAND.bit()) == 0) names.add(o.name());
                }
                return new ArrayList<>(names);
            }
        }
    }

    /** Records {@code chosen} on permanent {@code o} (just entered), dropping choices of earlier objects it was (400.7). */
    static GameState record(GameState s, GameObject o, List<Modification.Chosen> chosen) {
        if (chosen.isEmpty()) return s;
        Vector<ContinuousEffect> effects = s.effects().filter(e -> !(e.source() == o.id()
                && e.modification() instanceof Modification.Chosen c && c.kind() != ChoiceKind.REVEALED_AS_CAST)); // 601.2b: kept
        for (Modification.Chosen c : chosen) {
            if (c.word() == null && c.player() < 0) continue;
            if (c.kind() == ChoiceKind.COLOR_AND_TYPE) { // 607.2: "white Citizen": the chosen color and the chosen type
                int space = c.word().indexOf(' ');
                for (Modification.Chosen half : List.of(new Modification.Chosen(ChoiceKind.COLOR, c.word().substring(0, space), -1),
                        new Modification.Chosen(ChoiceKind.CREATURE_TYPE, c.word().substring(space + 1), -1))) {
                    effects = effects.append(new ContinuousEffect(o.timestamp(), o.id(), o.controller(), half, Vector.of(o.ref()),
                            Duration.INDEFINITE));
                }
                continue;
            }
            if (c.kind() == ChoiceKind.FORM) {
                effects = formEffects(effects, o, Integer.parseInt(c.word()));
                continue;
            }
            if (c.kind() == ChoiceKind.UNLEASH || c.kind() == ChoiceKind.COUNTER || c.kind() == ChoiceKind.READ_AHEAD
                    || c.kind() == ChoiceKind.AMPLIFY) {
                continue; // only the counters, nothing to remember
            }
            if (c.kind() == ChoiceKind.RIOT) { // 702.136a: "If you don't, it gains haste." (no duration: while it stays, 400.7)
                if (c.word().equals(RIOT_OPTIONS.get(1))) {
                    effects = effects.append(new ContinuousEffect(o.timestamp(), o.id(), o.controller(),
                            new Modification.AddAbility(new KeywordAbility(Keyword.HASTE)), Vector.of(o.ref()), Duration.INDEFINITE));
                }
                continue;
            }
            effects = effects.append(new ContinuousEffect(o.timestamp(), o.id(), o.controller(), c, Vector.of(o.ref()),
                    Duration.INDEFINITE));
        }
        return s.withEffects(effects);
    }
}
