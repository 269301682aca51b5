package dev.arbiter.cards.text;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;

/** Reads UTF-8 text resources from the classpath, including small {@code index.txt} file lists. */
public final class ResourceText {

    private ResourceText() {
    }

    /**
     * The text of the classpath resource {@code path} (absolute, e.g. {@code /dev/arbiter/...}).
     *
     * @throws IllegalArgumentException if there is no such resource
     */
    public static String read(String path) {
        try (InputStream in = ResourceText.class.getResourceAsStream(path)) {
            if (in == null) {
                throw new IllegalArgumentException("no classpath resource " + path);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read classpath resource " + path, e);
        }
    }

    /** The entries of an index resource: one name a line, blank lines and {@code #} lines skipped. */
    public static List<String> index(String path) {
        return read(path).lines()
                .map(String::strip)
                .filter(l -> !l.isEmpty() && !l.startsWith("#"))
                .toList();
    }
}
