package dev.arbiter.scenario.parse;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** The combat actions: attack and block declarations, damage assignment. */
final class Combat {
    private static final String ARROW = "->";
    private static final Pattern SHARE = Pattern.compile("^(.+?)\\s+(\\S+)$");

    private Combat() {}

    static Action.Attack attack(String player, String text, Pos pos, Names names) {
        List<AttackEntry> entries = new ArrayList<>();
        for (String entry : entries(text, pos, names, "CARD[, CARD...] or nothing")) {
            int arrow = entry.indexOf(ARROW);
            if (arrow < 0) {
                entries.add(new AttackEntry(Refs.ref(entry, pos, "an attacker"), Optional.empty()));
            } else {
                entries.add(new AttackEntry(Refs.ref(entry.substring(0, arrow), pos, "an attacker"),
                        Optional.of(Refs.ref(entry.substring(arrow + 2), pos, "a player or planeswalker after ->"))));
            }
        }
        return new Action.Attack(player, entries, pos);
    }

    static Action.Block block(String player, String text, Pos pos, Names names) {
        List<BlockEntry> entries = new ArrayList<>();
        for (String entry : entries(text, pos, names, "BLOCKER -> ATTACKER[, ...] or nothing")) {
            int arrow = entry.indexOf(ARROW);
            if (arrow < 0) {
                throw new ScenarioSyntaxException(pos, "bad block \"" + entry + "\"; expected BLOCKER -> ATTACKER");
            }
            entries.add(new BlockEntry(Refs.ref(entry.substring(0, arrow), pos, "a blocker before ->"),
                    Refs.ref(entry.substring(arrow + 2), pos, "an attacker after ->")));
        }
        return new Action.Block(player, entries, pos);
    }

    static Action.Assign assign(String player, String text, Pos pos, Names names) {
        int colon = assignColon(text, names);
        if (colon < 0) {
            throw new ScenarioSyntaxException(pos, "bad assignment \"assigns " + text
                    + "\"; expected PLAYER assigns ATTACKER: TARGET N[, TARGET N...]");
        }
        ObjRef attacker = Refs.ref(text.substring(0, colon), pos, "an attacker before :");
        String shares = text.substring(colon + 1);
        if (shares.isBlank()) {
            throw new ScenarioSyntaxException(pos, "nothing after \"" + text.substring(0, colon + 1)
                    + "\"; expected TARGET N[, TARGET N...]");
        }
        List<DamageShare> out = new ArrayList<>();
        for (String share : CommaLists.split(shares, pos, c -> isShare(c, names))) {
            Matcher m = SHARE.matcher(share);
            if (!m.matches()) {
                throw new ScenarioSyntaxException(pos, "bad damage share \"" + share + "\"; expected TARGET N");
            }
            out.add(new DamageShare(Refs.ref(m.group(1), pos, "a damage target"),
                    Numbers.nonNegative(m.group(2), pos, "TARGET N")));
        }
        return new Action.Assign(player, attacker, out, pos);
    }

    /** The entries of an attack or block declaration; empty for {@code nothing}. */
    private static List<String> entries(String text, Pos pos, Names names, String expected) {
        String t = text.strip();
        if (t.isEmpty()) {
            throw new ScenarioSyntaxException(pos, "nothing after the colon; expected " + expected);
        }
        if (t.equals("nothing")) {
            return List.of();
        }
        return CommaLists.split(t, pos, c -> isEntry(c, names));
    }

    private static boolean isEntry(String candidate, Names names) {
        int arrow = candidate.indexOf(ARROW);
        return arrow < 0 ? names.isRef(candidate)
                : names.isRef(candidate.substring(0, arrow)) && names.isRef(candidate.substring(arrow + 2));
    }

    private static boolean isShare(String candidate, Names names) {
        Matcher m = SHARE.matcher(candidate);
        return m.matches() && names.isRef(m.group(1));
    }

    /** The first colon whose left side is a known name, else the first colon (names may hold colons). */
    private static int assignColon(String text, Names names) {
        int first = text.indexOf(':');
        for (int i = first; i >= 0; i = text.indexOf(':', i + 1)) {
            if (names.isRef(text.substring(0, i))) {
                return i;
            }
        }
        return first;
    }
}
