package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.ConditionNode;
import dev.arbiter.cards.grammar.ast.ObjectStatusNode;
import java.util.Locale;

/**
 * "As long as" conditions on what one object is (611.3b), for static abilities that change characteristics, read
 * with the line's body (condition and body already cut by the line's frame) into an {@link ObjectStatusNode}:
 * <pre>
 * leading  := "As long as" object "is" status "," "it" rest          ("As long as enchanted creature is black, it gets +1/+1")
 * trailing := object rest "as long as" ("it's" | "it is") status      ("Enchanted creature has shroud as long as it's untapped")
 * eachIs   := "Each" WORD ["you control"] "gets" rest "as long as it's" ("a" | "an") TYPE
 * host     := ("enchanted" | "equipped") "creature" rest "as long as its controller controls" permanents
 * object   := "~" | ("enchanted" | "equipped") type-word
 * </pre>
 * The status is read by the intervening-"if" grammar ({@link ConditionGrammar}: "a Human", "black", "red or green",
 * "tapped"), the count by {@link StaticConditionGrammar}.
 */
public final class ObjectStatusGrammar {

    private static final java.util.Set<String> OBJECTS = java.util.Set.of("~", "enchanted creature", "equipped creature",
            "enchanted permanent", "enchanted land", "enchanted artifact");
    private static final java.util.Set<String> TYPES = java.util.Set.of("creature", "artifact", "enchantment", "land");

    private ObjectStatusGrammar() {
    }

    /** "enchanted creature is black" and "it gets +1/+1": the condition and "enchanted creature gets +1/+1", or null. */
    public static ObjectStatusNode.Status leading(String condition, String body) {
        String object = object(condition);
        if (object == null) return null;
        String b = body.strip();
        if (!b.toLowerCase(Locale.ROOT).startsWith("it ")) return null;
        ConditionNode c = status(condition);
        return c == null ? null : new ObjectStatusNode.Status(c, object + b.substring(2));
    }

    /** "equipped creature is tapped" on its own (611.3b): the condition on an object other than ~ (no body), or null. */
    public static ObjectStatusNode.Status onHost(String condition) {
        String object = object(condition);
        if (object == null || object.equals("~")) return null;
        ConditionNode c = status(condition);
        return c == null ? null : new ObjectStatusNode.Status(c, "");
    }

    /** "Enchanted creature gets +1/+2" and "it's white": the condition on the subject ("enchanted creature is white"), or null. */
    public static ObjectStatusNode.Status trailing(String body, String condition) {
        String text = condition.strip();
        String lower = text.toLowerCase(Locale.ROOT);
        String rest = lower.startsWith("it's ") ? text.substring(5) : lower.startsWith("it is ") ? text.substring(6) : null;
        if (rest == null) return null;
        String subject = subject(body);
        if (subject == null) return null;
        ConditionNode c = status(subject + " is " + rest);
        return c == null ? null : new ObjectStatusNode.Status(c, body);
    }

    /**
     * "Each land gets +2/+2" and "it's a creature": the condition is on each object of the group, so it joins the
     * group's noun ("Each land creature gets +2/+2", judged as the layer applies, 611.3a); or null.
     */
    public static ObjectStatusNode.EachIs eachIs(String body, String condition) {
        String c = condition.strip();
        String lower = c.toLowerCase(Locale.ROOT);
        if (!lower.startsWith("it's a ") && !lower.startsWith("it's an ")) return null;
        String type = c.substring(c.indexOf(' ', 5) + 1);
        if (!TYPES.contains(type) || !body.startsWith("Each ")) return null;
        int verb = body.indexOf(" gets ");
        if (verb < 0) return null;
        String subject = body.substring(0, verb);
        int you = subject.indexOf(" you control");
        String head = you < 0 ? subject : subject.substring(0, you);
        if (head.indexOf(' ', 5) >= 0) return null; // "Each [one word]": the type joins that noun
        return new ObjectStatusNode.EachIs(head + " " + type + (you < 0 ? "" : subject.substring(you)) + body.substring(verb));
    }

    /**
     * "Enchanted creature has shroud" and "its controller controls another creature" (611.3b): the count as "you
     * control ...", for the host's controller; or null.
     */
    public static ObjectStatusNode.HostController hostController(String body, String condition) {
        String c = condition.strip();
        String lower = body.strip().toLowerCase(Locale.ROOT);
        if (!c.toLowerCase(Locale.ROOT).startsWith("its controller controls ")
                || !lower.startsWith("enchanted creature ") && !lower.startsWith("equipped creature ")) {
            return null;
        }
        return new ObjectStatusNode.HostController(StaticConditionGrammar.readings(
                "you control " + c.substring("its controller controls ".length())));
    }

    /** The object a condition names before "is": "~", "enchanted creature", or null. */
    private static String object(String condition) {
        String lower = condition.strip().toLowerCase(Locale.ROOT);
        int is = lower.indexOf(" is ");
        if (is < 0) return null;
        String object = lower.substring(0, is);
        return OBJECTS.contains(object) ? object : null;
    }

    /** The subject of "[subject] gets/has ...": one object, or null. */
    private static String subject(String body) {
        String lower = body.strip().toLowerCase(Locale.ROOT);
        for (String verb : new String[] {" gets ", " has ", " can't ", " loses "}) {
            int at = lower.indexOf(verb);
            if (at > 0 && OBJECTS.contains(lower.substring(0, at))) return lower.substring(0, at);
        }
        return null;
    }

    /** The whole of {@code text} read as a condition, or null. */
    private static ConditionNode status(String text) {
        Cursor c = Cursor.of(text);
        try {
            ConditionNode node = ConditionGrammar.condition(c);
            return c.atEnd() ? node : null;
        } catch (ParseFailure f) {
            return null;
        }
    }
}
