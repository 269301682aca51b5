package dev.arbiter.scenario.parse;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The text after {@code casts} / {@code activates}: the card, then clauses in any order —
 * {@code targeting T, T}, {@code paying X=N}, {@code choosing MODE}, {@code paying with CARD, CARD}.
 */
final class CastClauses {
    private static final Pattern CLAUSE = Pattern.compile("\\s+(targeting|paying|choosing)(?=\\s|$)");
    private static final Pattern WITH = Pattern.compile("^with(?:\\s+(.*))?$");
    private static final Pattern X = Pattern.compile("^[xX]\\s*=\\s*(\\S*)$");

    /** The parsed parts; {@code x} and {@code mode} are only filled for casts. */
    record Parts(String card, List<ObjRef> targets, OptionalInt x, Optional<String> mode, List<ObjRef> payingWith) {}

    private CastClauses() {}

    static Parts parse(String text, Pos pos, Names names, boolean isCast) {
        Matcher m = CLAUSE.matcher(text);
        List<int[]> starts = new ArrayList<>();
        while (m.find()) {
            starts.add(new int[] {m.start(), m.start(1), m.end(1)});
        }
        String card = (starts.isEmpty() ? text : text.substring(0, starts.get(0)[0])).strip();
        Map<String, String> clauses = new LinkedHashMap<>();
        for (int i = 0; i < starts.size(); i++) {
            int end = i + 1 < starts.size() ? starts.get(i + 1)[0] : text.length();
            String word = text.substring(starts.get(i)[1], starts.get(i)[2]);
            String value = text.substring(starts.get(i)[2], end).strip();
            put(clauses, classify(word, value, pos, isCast), pos);
        }
        List<ObjRef> targets = clauses.containsKey("targeting")
                ? Refs.list(clauses.get("targeting"), pos, names, "a target after targeting") : List.of();
        List<ObjRef> paying = clauses.containsKey("paying with")
                ? Refs.list(clauses.get("paying with"), pos, names, "a mana source after paying with") : List.of();
        OptionalInt x = clauses.containsKey("paying X")
                ? OptionalInt.of(Numbers.nonNegative(clauses.get("paying X"), pos, "paying X=N")) : OptionalInt.empty();
        Optional<String> mode = Optional.ofNullable(clauses.get("choosing"));
        return new Parts(card, targets, x, mode, paying);
    }

    /** Returns {clause name, value}. */
    private static String[] classify(String word, String value, Pos pos, boolean isCast) {
        if (word.equals("paying")) {
            Matcher with = WITH.matcher(value);
            Matcher x = X.matcher(value);
            if (with.matches()) {
                return new String[] {"paying with", with.group(1) == null ? "" : with.group(1)};
            }
            if (x.matches()) { // an {X} in a spell's or an ability's cost (107.3)
                return new String[] {"paying X", x.group(1)};
            }
            throw new ScenarioSyntaxException(pos, "bad paying clause \"paying " + value + "\"; expected "
                    + "paying X=N or paying with CARD[, CARD...]");
        }
        if (value.isEmpty()) {
            throw new ScenarioSyntaxException(pos, "nothing after \"" + word + "\"; expected "
                    + (word.equals("choosing") ? "a mode" : "T[, T...]"));
        }
        return new String[] {word, value};
    }

    private static void put(Map<String, String> clauses, String[] clause, Pos pos) {
        if (clauses.putIfAbsent(clause[0], clause[1]) != null) {
            throw new ScenarioSyntaxException(pos, "a second \"" + clause[0] + "\" clause in one action");
        }
    }
}
