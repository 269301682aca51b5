package dev.arbiter.scenario.parse;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import java.util.TreeSet;
import java.util.stream.Stream;

/** Finds scenario files for {@code arbiter scenario FILE_OR_DIR...}. */
public final class ScenarioFiles {
    public static final String EXTENSION = ".scenario";

    private ScenarioFiles() {}

    /**
     * Files named on the command line are taken as they are; directories are searched recursively
     * for regular files ending in {@code .scenario}. The result is sorted and without duplicates.
     *
     * @throws UncheckedIOException wrapping {@link NoSuchFileException} for a path that does not exist
     */
    public static List<Path> find(List<Path> paths) {
        TreeSet<Path> found = new TreeSet<>();
        for (Path path : paths) {
            if (Files.isDirectory(path)) {
                try (Stream<Path> walk = Files.walk(path)) {
                    walk.filter(Files::isRegularFile)
                            .filter(p -> p.getFileName().toString().endsWith(EXTENSION))
                            .forEach(found::add);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            } else if (Files.exists(path)) {
                found.add(path);
            } else {
                throw new UncheckedIOException(new NoSuchFileException(path.toString()));
            }
        }
        return List.copyOf(found);
    }
}
