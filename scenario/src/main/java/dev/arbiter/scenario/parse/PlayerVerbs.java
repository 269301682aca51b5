package dev.arbiter.scenario.parse;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** The player actions, {@code PLAYER VERB ...}, after the player name. */
final class PlayerVerbs {
    static final List<String> VERBS =
            List.of("plays", "casts", "activates", "attacks", "blocks", "assigns", "chooses", "orders", "turns", "suspends", "foretells");
    private static final Pattern PLAYS = Pattern.compile("^plays\\s+(.+)$");
    private static final Pattern CASTS = Pattern.compile("^casts\\s+(.+)$");
    private static final Pattern ACTIVATES = Pattern.compile("^activates\\s+(.+)$");
    private static final Pattern ABILITY = Pattern.compile("^(.*):\\s*(\\S+)$");
    private static final Pattern ATTACKS = Pattern.compile("^attacks\\s*:\\s*(.*)$");
    private static final Pattern BLOCKS = Pattern.compile("^blocks\\s*:\\s*(.*)$");
    private static final Pattern ASSIGNS = Pattern.compile("^assigns\\s+(.+)$");
    private static final Pattern CHOOSES = Pattern.compile("^chooses\\s*:\\s*(.+)$");
    private static final Pattern TURNS = Pattern.compile("^turns\\s+(.+?)\\s+face\\s+up(\\s.*)?$");
    private static final Pattern SUSPENDS = Pattern.compile("^suspends\\s+(.+)$");
    private static final Pattern FORETELLS = Pattern.compile("^foretells\\s+(.+)$");
    private static final Pattern ORDERS = Pattern.compile("^orders\\s+triggers\\s*:\\s*(.*)$");

    private PlayerVerbs() {}

    static boolean isVerb(String word) {
        return VERBS.contains(word);
    }

    /** {@code rest} starts with {@code verb}. */
    static Action.PlayerAction parse(String player, String verb, String rest, Pos pos, Names names) {
        switch (verb) {
            case "plays":
                String land = group(PLAYS, rest, pos, "PLAYER plays LAND [choosing ANSWER]");
                int choosing = land.indexOf(" choosing ");
                return choosing < 0 ? new Action.PlayLand(player, Refs.ref(land, pos, "a land"), pos)
                        : new Action.PlayLand(player, Refs.ref(land.substring(0, choosing), pos, "a land"), pos,
                                java.util.Optional.of(land.substring(choosing + " choosing ".length()).strip()));
            case "casts":
                return cast(player, group(CASTS, rest, pos,
                        "PLAYER casts CARD [targeting T, T] [paying X=N] [choosing MODE]"), pos, names);
            case "activates":
                return activate(player, group(ACTIVATES, rest, pos, "PLAYER activates CARD[:N] [targeting T, T]"), pos, names);
            case "attacks":
                return Combat.attack(player, group(ATTACKS, rest, pos,
                        "PLAYER attacks: CARD[, CARD...] or PLAYER attacks: nothing"), pos, names);
            case "blocks":
                return Combat.block(player, group(BLOCKS, rest, pos,
                        "PLAYER blocks: BLOCKER -> ATTACKER[, ...] or PLAYER blocks: nothing"), pos, names);
            case "assigns":
                return Combat.assign(player, group(ASSIGNS, rest, pos,
                        "PLAYER assigns ATTACKER: TARGET N[, TARGET N...]"), pos, names);
            case "chooses":
                return new Action.Choose(player, group(CHOOSES, rest, pos, "PLAYER chooses: TEXT").strip(), pos);
            case "orders":
                return new Action.OrderTriggers(player, Refs.list(group(ORDERS, rest, pos,
                        "PLAYER orders triggers: CARD, CARD"), pos, names, "a trigger source"), pos);
            case "turns": // 702.37e, 116.2b
                return turnFaceUp(player, rest, pos, names);
            case "suspends": // 702.62a, 116.2f
                return new Action.Suspend(player, Refs.ref(group(SUSPENDS, rest, pos, "PLAYER suspends CARD").strip(), pos,
                        "a card in hand"), pos);
            case "foretells": // 702.143a, 116.2h
                return new Action.Foretell(player, Refs.ref(group(FORETELLS, rest, pos, "PLAYER foretells CARD").strip(), pos,
                        "a card in hand"), pos);
            default:
                throw new IllegalArgumentException(verb);
        }
    }

    private static String group(Pattern p, String rest, Pos pos, String form) {
        Matcher m = p.matcher(rest);
        if (!m.matches()) {
            throw new ScenarioSyntaxException(pos, "bad action \"" + rest + "\"; expected " + form);
        }
        return m.group(1);
    }

    private static Action.Cast cast(String player, String text, Pos pos, Names names) {
        CastClauses.Parts p = CastClauses.parse(text, pos, names, true);
        return new Action.Cast(player, Refs.ref(p.card(), pos, "a card to cast"), p.targets(), p.x(), p.mode(),
                p.payingWith(), pos);
    }

    /** {@code turns CARD face up [targeting T, T]}: the targets of the abilities that trigger on it (603.3d). */
    private static Action.TurnFaceUp turnFaceUp(String player, String rest, Pos pos, Names names) {
        Matcher m = TURNS.matcher(rest);
        if (!m.matches()) {
            throw new ScenarioSyntaxException(pos, "bad action \"" + rest + "\"; expected PLAYER turns CARD face up [targeting T, T]");
        }
        CastClauses.Parts p = CastClauses.parse(m.group(1) + (m.group(2) == null ? "" : m.group(2)), pos, names, false);
        return new Action.TurnFaceUp(player, Refs.ref(p.card(), pos, "a face-down permanent"), p.targets(), pos);
    }

    private static Action.Activate activate(String player, String text, Pos pos, Names names) {
        CastClauses.Parts p = CastClauses.parse(text, pos, names, false);
        String card = p.card();
        int index = 1;
        Matcher m = ABILITY.matcher(card);
        if (m.matches() && m.group(2).matches("[-+]?\\d+")) {
            index = Numbers.positive(m.group(2), pos, "PLAYER activates CARD:N");
            card = m.group(1).strip();
        }
        return new Action.Activate(player, Refs.ref(card, pos, "a card to activate"), index, p.targets(),
                p.payingWith(), p.mode(), pos, p.x());
    }
}
