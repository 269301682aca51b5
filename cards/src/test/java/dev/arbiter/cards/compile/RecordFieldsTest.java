package dev.arbiter.cards.compile;

import static org.assertj.core.api.Assertions.assertThat;

import dev.arbiter.cards.text.BundledCardFiles;
import dev.arbiter.cards.text.CardText;
import dev.arbiter.engine.util.RecordTrees;
import java.lang.reflect.Field;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * {@link RecordTrees} reads a record's parts from its fields, not through its accessors: the same parts only while
 * every accessor returns its field as it is. This asks both of every record inside every compiled bundled card's
 * abilities (a record given an accessor that returns something else fails here).
 */
class RecordFieldsTest {

    @Test
    void everyRecordInTheCompiledBundledCardsReadsTheSameByFieldAndByAccessor() throws Exception {
        OracleCompiler compiler = new OracleCompiler();
        Set<Class<?>> classes = new HashSet<>();
        List<String> differ = new ArrayList<>();
        int records = 0;
        for (String file : BundledCardFiles.names()) {
            for (CardText card : BundledCardFiles.read(file)) {
                if (!(compiler.compile(card) instanceof CompileResult.Supported s)) continue;
                List<Record> found = new ArrayList<>();
                RecordTrees.forEach(s.def().abilities(), o -> {
                    if (o instanceof Record r) found.add(r);
                });
                for (Record r : found) {
                    records++;
                    classes.add(r.getClass());
                    Object[] parts = RecordTrees.parts(r);
                    RecordComponent[] components = r.getClass().getRecordComponents();
                    assertThat(parts).hasSameSizeAs(components);
                    for (int i = 0; i < components.length; i++) {
                        var accessor = components[i].getAccessor();
                        accessor.setAccessible(true);
                        Object byAccessor = accessor.invoke(r);
                        Field field = r.getClass().getDeclaredField(components[i].getName());
                        field.setAccessible(true);
                        // a reference part must be the very object; a primitive one is boxed anew each read
                        boolean same = components[i].getType().isPrimitive()
                                ? byAccessor.equals(parts[i]) && field.get(r).equals(parts[i])
                                : byAccessor == parts[i] && field.get(r) == parts[i];
                        if (!same) {
                            differ.add(r.getClass().getName() + "." + components[i].getName() + " on " + card.name());
                        }
                    }
                }
            }
        }
        System.out.println("Records read both ways: " + records + " of " + classes.size() + " classes");
        assertThat(differ).isEmpty();
        assertThat(classes.size()).isGreaterThan(100);
    }
}
