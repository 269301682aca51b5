package dev.arbiter.cli.play;

import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.Target;

import java.util.ArrayList;
import java.util.List;

/**
 * Menus and input formats for each kind of decision. Numbers pick listed options; several are
 * separated by commas; blocks are written "blocker>attacker"; damage as amounts in list order.
 */
final class DecisionMenu {
    private DecisionMenu() {
    }

    static List<String> lines(GameState s, Decision d) {
        List<String> items = new ArrayList<>();
        if (d instanceof Decision.Priority p) {
            for (Choice c : p.actions()) items.add(ChoiceDescriber.describe(s, c));
        } else if (d instanceof Decision.Targets t) {
            for (Target x : t.candidates()) items.add(BoardRenderer.name(s, x));
        } else if (d instanceof Decision.Option o) {
            items.addAll(o.options());
        } else if (d instanceof Decision.Objects o) {
            for (int id : o.candidates()) items.add(s.object(id).name());
        } else if (d instanceof Decision.Attackers a) {
            for (Decision.AttackCandidate c : a.candidates()) items.add(BoardRenderer.permanent(s, c.creature()));
        } else if (d instanceof Decision.Blockers b) {
            List<String> out = new ArrayList<>();
            out.add("attackers:");
            List<Integer> attackers = attackersOf(b);
            for (int i = 0; i < attackers.size(); i++) {
                out.add("  " + (char) ('a' + i) + ") " + BoardRenderer.permanent(s, attackers.get(i)));
            }
            out.add("your possible blockers:");
            for (int i = 0; i < b.candidates().size(); i++) {
                out.add("  " + (i + 1) + ") " + BoardRenderer.permanent(s, b.candidates().get(i).creature()));
            }
            return out;
        } else if (d instanceof Decision.DamageAssignment da) {
            for (int i = 0; i < da.recipients().size(); i++) {
                String lethal = i < da.lethal().size() ? " (lethal " + da.lethal().get(i) + ")" : " (player)";
                items.add(BoardRenderer.name(s, da.recipients().get(i)) + lethal);
            }
            items.add(0, "damage to assign: " + da.amount() + (da.trample() ? " (trample)" : ""));
            return items;
        }
        return TerminalPlayer.numbered(items, 1);
    }

    static String help(Decision d) {
        if (d instanceof Decision.Priority) return "(enter a number; 'board' shows the board, '? NAME' a card's text, 'help' more)";
        if (d instanceof Decision.Targets t) return "(enter " + count(t.min(), t.max()) + " number(s), comma-separated)";
        if (d instanceof Decision.Number n) return "(enter a number from " + n.min() + " to " + n.max() + "; 'cancel' reverses)";
        if (d instanceof Decision.Option) return "(enter a number)";
        if (d instanceof Decision.Objects o) return "(enter " + count(o.min(), o.max()) + " number(s), comma-separated)";
        if (d instanceof Decision.Attackers) return "(enter the numbers of the attackers, comma-separated; empty for none)";
        if (d instanceof Decision.Blockers) return "(enter blocks like 1>a, 2>a; empty for none)";
        if (d instanceof Decision.DamageAssignment) return "(enter an amount for each, in order, comma-separated)";
        return "";
    }

    private static String count(int min, int max) {
        return min == max ? String.valueOf(min) : min + " to " + max;
    }

    static Choice parse(GameState s, Decision d, String line) {
        if (d instanceof Decision.Priority p) {
            if (line.isEmpty()) return new Choice.Pass();
            return p.actions().get(index(line, p.actions().size()));
        }
        if (d instanceof Decision.Targets t) {
            List<Target> out = new ArrayList<>();
            for (int i : indices(line, t.candidates().size())) out.add(t.candidates().get(i));
            return new Choice.ChooseTargets(out);
        }
        if (d instanceof Decision.Number) return new Choice.ChooseNumber(number(line));
        if (d instanceof Decision.Option o) return new Choice.ChooseOption(index(line, o.options().size()));
        if (d instanceof Decision.Objects o) {
            List<Integer> out = new ArrayList<>();
            for (int i : indices(line, o.candidates().size())) out.add(o.candidates().get(i));
            return new Choice.ChooseObjects(out);
        }
        if (d instanceof Decision.Attackers a) {
            List<Choice.Attack> out = new ArrayList<>();
            for (int i : indices(line, a.candidates().size())) {
                Decision.AttackCandidate c = a.candidates().get(i);
                out.add(new Choice.Attack(c.creature(), c.defenders().get(0)));
            }
            return new Choice.DeclareAttackers(out);
        }
        if (d instanceof Decision.Blockers b) return blocks(b, line);
        if (d instanceof Decision.DamageAssignment da) {
            List<Choice.DamageShare> out = new ArrayList<>();
            String[] parts = line.split(",");
            if (parts.length != da.recipients().size()) {
                throw new IllegalArgumentException("enter " + da.recipients().size() + " amounts");
            }
            for (int i = 0; i < parts.length; i++) {
                int n = number(parts[i].trim());
                if (n > 0) out.add(new Choice.DamageShare(da.recipients().get(i), n));
            }
            return new Choice.AssignDamage(out);
        }
        throw new IllegalArgumentException("can't answer this decision here");
    }

    private static Choice blocks(Decision.Blockers b, String line) {
        List<Integer> attackers = attackersOf(b);
        List<Choice.Block> out = new ArrayList<>();
        if (line.isBlank()) return new Choice.DeclareBlockers(out);
        for (String part : line.split(",")) {
            String[] pair = part.trim().split(">");
            if (pair.length != 2 || pair[1].trim().length() != 1) {
                throw new IllegalArgumentException("write each block as blocker>attacker, e.g. 1>a");
            }
            int blocker = index(pair[0].trim(), b.candidates().size());
            int attacker = pair[1].trim().charAt(0) - 'a';
            if (attacker < 0 || attacker >= attackers.size()) throw new IllegalArgumentException("no attacker " + pair[1].trim());
            out.add(new Choice.Block(b.candidates().get(blocker).creature(), attackers.get(attacker)));
        }
        return new Choice.DeclareBlockers(out);
    }

    private static List<Integer> attackersOf(Decision.Blockers b) {
        List<Integer> out = new ArrayList<>();
        for (Decision.BlockCandidate c : b.candidates()) for (int a : c.attackers()) if (!out.contains(a)) out.add(a);
        return out;
    }

    private static int number(String text) {
        try {
            return Integer.parseInt(text.trim());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("\"" + text + "\" is not a number");
        }
    }

    private static int index(String text, int size) {
        int n = number(text);
        if (n < 1 || n > size) throw new IllegalArgumentException("choose a number from 1 to " + size);
        return n - 1;
    }

    private static List<Integer> indices(String line, int size) {
        List<Integer> out = new ArrayList<>();
        if (line.isBlank()) return out;
        for (String part : line.split(",")) out.add(index(part, size));
        return out;
    }
}
