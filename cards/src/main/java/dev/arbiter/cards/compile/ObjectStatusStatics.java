package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.ConditionGrammar;
import dev.arbiter.cards.grammar.Cursor;
import dev.arbiter.cards.grammar.ParseFailure;
import dev.arbiter.engine.ability.Condition;
import java.util.Locale;

/**
 * "As long as" conditions on what one object is (611.3b), for static abilities that change characteristics:
 * <pre>
 * leading  := "As long as" object "is" status "," "it" rest          ("As long as enchanted creature is black, it gets +1/+1")
 * trailing := object rest "as long as" ("it's" | "it is") status      ("Enchanted creature has shroud as long as it's untapped")
 * object   := "~" | ("enchanted" | "equipped") type-word
 * </pre>
 * The status is read by the intervening-"if" grammar (StatusConditionGrammar: "a Human", "black", "red or green",
 * "tapped"); the engine judges it on the object as the layers have made it when the effect's layer applies.
 */
final class ObjectStatusStatics {

    /** The condition and the body with "it" replaced by the object's own words. */
    record Read(Condition condition, String body) {
    }

    private static final java.util.Set<String> OBJECTS = java.util.Set.of("~", "enchanted creature", "equipped creature",
            "enchanted permanent", "enchanted land", "enchanted artifact");

    private ObjectStatusStatics() {
    }

    /** "enchanted creature is black" and "it gets +1/+1": the condition and "enchanted creature gets +1/+1", or null. */
    static Read leading(String condition, String body) {
        String object = object(condition);
        if (object == null) return null;
        String b = body.strip();
        if (!b.toLowerCase(Locale.ROOT).startsWith("it ")) return null;
        Condition c = read(condition);
        return c == null ? null : new Read(c, object + b.substring(2));
    }

    /**
     * "As long as equipped creature is tapped, tapped creatures you control get +2/+0." (611.3b): a condition on the
     * host ("enchanted land is a basic Mountain") before a body about other objects; the condition, or null.
     */
    static Condition hostIs(String condition) {
        String object = object(condition);
        if (object == null || object.equals("~")) return null;
        Condition c = read(condition);
        return c instanceof Condition.ObjectIs o && o.host() ? c : null;
    }

    /**
     * "Each land gets +2/+2" and "it's a creature": the condition is on each object of the group, so it joins the
     * group's noun ("Each land creature gets +2/+2", judged as the layer applies, 611.3a); the body, or null.
     */
    static String eachIs(String body, String condition) {
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
        return head + " " + type + (you < 0 ? "" : subject.substring(you)) + body.substring(verb);
    }

    private static final java.util.Set<String> TYPES = java.util.Set.of("creature", "artifact", "enchantment", "land");

    /** "Enchanted creature gets +1/+2" and "it's white": the condition on the subject, or null. */
    static Read trailing(String body, String condition) {
        String text = condition.strip();
        String lower = text.toLowerCase(Locale.ROOT);
        String rest = lower.startsWith("it's ") ? text.substring(5) : lower.startsWith("it is ") ? text.substring(6) : null;
        if (rest == null) return null;
        String subject = subject(body);
        if (subject == null) return null;
        Condition c = read(subject + " is " + rest);
        return c == null ? null : new Read(c, body);
    }

    /**
     * "Enchanted creature has shroud" and "its controller controls another creature" (611.3b): the count for the
     * controller of the permanent the source is attached to, that permanent not counted as "another"; or null.
     */
    static Condition hostController(String body, String condition) {
        String c = condition.strip();
        String lower = body.strip().toLowerCase(Locale.ROOT);
        if (!c.toLowerCase(Locale.ROOT).startsWith("its controller controls ")
                || !lower.startsWith("enchanted creature ") && !lower.startsWith("equipped creature ")) {
            return null;
        }
        Condition you = StaticConditions.condition("you control " + c.substring("its controller controls ".length()));
        return you instanceof Condition.YouControlCount y ? new Condition.HostControllerControls(y.filter(), y.min(), y.max()) : null;
    }

    /** The object a condition names before "is": "~", "enchanted creature", or null. */
    private static String object(String condition) {
        String lower = condition.strip().toLowerCase(Locale.ROOT);
        int is = lower.indexOf(" is ");
        if (is < 0) return null;
        String object = lower.substring(0, is);
        return isObject(object) ? object : null;
    }

    /** The subject of "[subject] gets/has ...": one object, or null. */
    private static String subject(String body) {
        String lower = body.strip().toLowerCase(Locale.ROOT);
        for (String verb : new String[] {" gets ", " has ", " can't ", " loses "}) {
            int at = lower.indexOf(verb);
            if (at > 0 && isObject(lower.substring(0, at))) return lower.substring(0, at);
        }
        return null;
    }

    private static boolean isObject(String words) {
        return OBJECTS.contains(words);
    }

    /** The condition on the object, only when it is one (not a count or a condition on the game), or null. */
    private static Condition read(String text) {
        Cursor c = Cursor.of(text);
        try {
            Condition cond = ConditionLowering.lower(ConditionGrammar.condition(c), false);
            if (!c.atEnd()) return null;
            return cond instanceof Condition.ObjectIs || cond instanceof Condition.SourceUntapped ? cond : null;
        } catch (ParseFailure | NotSupported f) {
            return null;
        }
    }
}
