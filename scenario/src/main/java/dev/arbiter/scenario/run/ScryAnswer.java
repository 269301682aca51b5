package dev.arbiter.scenario.run;

import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.scenario.parse.ObjRef;
import dev.arbiter.scenario.parse.Pos;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A scry / surveil answer as SCENARIOS.md writes it: {@code top CARD, CARD; bottom CARD} (each
 * group in its new order, top first), or {@code top} / {@code bottom} alone for a single card.
 * The engine asks it as up to three decisions (701.22a): which cards leave the top, then the order
 * of those staying on top, then the order of those going to the bottom.
 */
record ScryAnswer(List<ObjRef> top, List<ObjRef> bottom, boolean allTop, boolean allBottom) {

    private static final Pattern GROUP = Pattern.compile("(?i)\\s*(top|bottom)\\b\\s*(.*)");

    /** The answer {@code text} states, or null when it is not a top/bottom answer. */
    static ScryAnswer parse(String text) {
        List<ObjRef> top = new ArrayList<>();
        List<ObjRef> bottom = new ArrayList<>();
        boolean allTop = false;
        boolean allBottom = false;
        for (String part : text.split(";")) {
            Matcher m = GROUP.matcher(part);
            if (!m.matches()) return null;
            boolean isTop = m.group(1).toLowerCase(Locale.ROOT).equals("top");
            String cards = m.group(2).strip();
            if (cards.isEmpty()) {
                if (isTop) allTop = true;
                else allBottom = true;
                continue;
            }
            for (String c : cards.split(",")) if (!c.isBlank()) (isTop ? top : bottom).add(ObjRef.of(c.strip()));
        }
        return new ScryAnswer(top, bottom, allTop, allBottom);
    }

    /** Whether {@code d} is the first question of a scry or surveil. */
    static boolean asks(Decision d) {
        return d instanceof Decision.Objects o && (o.prompt().startsWith("Scry ") || o.prompt().startsWith("Surveil "));
    }

    /** The answer to one of the scry questions, by its prompt. */
    Choice answer(GameState s, ObjectNames names, Decision.Objects d, Pos pos) {
        List<Integer> ids = new ArrayList<>();
        String p = d.prompt();
        boolean first = p.startsWith("Scry ") || p.startsWith("Surveil ");
        List<ObjRef> group = first || p.contains("going to the bottom") ? bottom : top;
        if (first && allBottom) return new Choice.ChooseObjects(d.candidates());
        if (first && allTop) return new Choice.ChooseObjects(List.of());
        for (ObjRef ref : group) {
            ids.add(names.object(s, ref, pos, x -> d.candidates().contains(x.id()) && !ids.contains(x.id())));
        }
        return new Choice.ChooseObjects(ids);
    }

    /** Whether {@code d} is one of the follow-up order questions. */
    static boolean follows(Decision d) {
        return d instanceof Decision.Objects o && (o.prompt().startsWith("Scry: order") || o.prompt().startsWith("Surveil: order"));
    }
}
