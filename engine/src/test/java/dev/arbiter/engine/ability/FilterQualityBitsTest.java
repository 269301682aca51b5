package dev.arbiter.engine.ability;

import org.junit.jupiter.api.Test;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.HashMap;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The filter qualities kept as bits of {@code FilterQualities.chosen} (each a rule's filter word: "unblocked" 509.1h,
 * "enchanted" 303.4, ...) must each have a bit of their own: two qualities on one bit would make a filter test both.
 */
class FilterQualityBitsTest {
    @Test
    void everyQualityBitIsASinglePowerOfTwoUsedOnce() throws IllegalAccessException {
        Map<Long, String> seen = new HashMap<>();
        int count = 0;
        for (Field f : FilterQualities.class.getDeclaredFields()) {
            int m = f.getModifiers();
            if (!Modifier.isStatic(m) || !Modifier.isPublic(m) || f.getType() != long.class) continue;
            long bit = f.getLong(null);
            assertEquals(1, Long.bitCount(bit), f.getName() + " = " + bit + " is not one bit");
            String before = seen.put(bit, f.getName());
            assertTrue(before == null, f.getName() + " and " + before + " share the bit " + bit);
            count++;
        }
        assertTrue(count >= 11, "found only " + count + " quality bits");
    }
}
