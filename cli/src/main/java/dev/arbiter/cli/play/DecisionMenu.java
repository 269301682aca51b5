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
            for (Choice c : priorityOptions(s, p)) items.add(ChoiceDescriber.describe(s, c));
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
        if (d instanceof Decision.Priority) return "(enter a number, empty to pass; '? NAME' or '? NUMBER' a card's text, 'help' more)";
        if (d instanceof Decision.Targets t) return "(enter " + count(t.min(), t.max()) + " number(s), comma-separated)";
        if (d instanceof Decision.Number n) return "(enter a number from " + n.min() + " to " + n.max() + "; 'cancel' reverses)";
        if (d instanceof Decision.Option) return "(enter a number)";
        if (d instanceof Decision.Objects o) return "(enter " + count(o.min(), o.max()) + " number(s), comma-separated)";
        if (d instanceof Decision.Attackers) return "(enter the numbers of the attackers, comma-separated; empty for none)";
        if (d instanceof Decision.Blockers) return "(enter blocks like 1>a, 2>a; empty for none)";
        if (d instanceof Decision.DamageAssignment) return "(enter an amount for each, in order, comma-separated)";
        return "";
    }

    /**
     * The priority actions as the menu lists them: cards of the same name in the same zone are one option
     * (three Mountains in hand are one "Play Mountain"; which of them is played changes nothing), and so
     * are the same ability of permanents that look alike (name, power and toughness, tapped, damage, counters).
     */
    static List<Choice> priorityOptions(GameState s, Decision.Priority p) {
        List<Choice> out = new ArrayList<>();
        java.util.Set<String> seen = new java.util.HashSet<>();
        for (Choice c : p.actions()) {
            String key = null;
            if (c instanceof Choice.PlayLand pl) key = "land " + s.object(pl.card()).zone() + " " + s.object(pl.card()).name();
            else if (c instanceof Choice.CastSpell cs && cs.payWith().isEmpty()) {
                key = "cast " + s.object(cs.card()).zone() + " " + s.object(cs.card()).name();
            } else if (c instanceof Choice.ActivateAbility a && a.payWith().isEmpty()) {
                // Two untapped Mountains look and act alike: their abilities are one option.
                var o = s.object(a.source());
                key = "ability " + a.index() + " " + o.zone() + " " + (o.zone() == dev.arbiter.engine.state.Zone.BATTLEFIELD
                        ? BoardRenderer.permanent(s, a.source()) + " " + o.attachedTo() + " " + attached(s, a.source()) : o.name());
            }
            if (key == null || seen.add(key)) out.add(c);
        }
        return out;
    }

    /** What is attached to a permanent (an Aura on one Mountain makes it unlike the others). */
    private static List<Integer> attached(GameState s, int id) {
        List<Integer> out = new ArrayList<>();
        for (int other : s.battlefield()) if (s.object(other).attachedTo() == id) out.add(other);
        return out;
    }

    /**
     * The object behind option {@code key} of the question (a number as listed, or an attacker's letter in a
     * blocking question), for "? NUMBER"; null when that option is not about an object.
     */
    static Integer objectOf(GameState s, Decision d, String key) {
        String k = key.trim();
        if (d instanceof Decision.Blockers b && k.length() == 1 && Character.isLetter(k.charAt(0))) {
            List<Integer> attackers = attackersOf(b);
            int i = Character.toLowerCase(k.charAt(0)) - 'a';
            if (i < 0 || i >= attackers.size()) throw new IllegalArgumentException("no attacker " + k);
            return attackers.get(i);
        }
        if (d instanceof Decision.Priority p) {
            List<Choice> options = priorityOptions(s, p);
            Choice c = options.get(index(k, options.size()));
            if (c instanceof Choice.PlayLand pl) return pl.card();
            if (c instanceof Choice.CastSpell cs) return cs.card();
            if (c instanceof Choice.ActivateAbility a) return a.source();
            if (c instanceof Choice.TurnFaceUp t) return t.permanent();
            if (c instanceof Choice.Suspend su) return su.card();
            if (c instanceof Choice.Foretell fo) return fo.card();
            return null;
        }
        if (d instanceof Decision.Targets t) {
            Target x = t.candidates().get(index(k, t.candidates().size()));
            return x instanceof Target.Object o ? o.id() : null;
        }
        if (d instanceof Decision.Objects o) return o.candidates().get(index(k, o.candidates().size()));
        if (d instanceof Decision.Attackers a) return a.candidates().get(index(k, a.candidates().size())).creature();
        if (d instanceof Decision.Blockers b) return b.candidates().get(index(k, b.candidates().size())).creature();
        if (d instanceof Decision.DamageAssignment da) {
            Target x = da.recipients().get(index(k, da.recipients().size()));
            return x instanceof Target.Object o ? o.id() : null;
        }
        return null;
    }

    private static String count(int min, int max) {
        return min == max ? String.valueOf(min) : min + " to " + max;
    }

    static Choice parse(GameState s, Decision d, String line) {
        if (d instanceof Decision.Priority p) {
            if (line.isEmpty()) return new Choice.Pass();
            List<Choice> options = priorityOptions(s, p);
            return options.get(index(line, options.size()));
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
