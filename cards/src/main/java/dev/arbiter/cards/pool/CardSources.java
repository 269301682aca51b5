package dev.arbiter.cards.pool;

import dev.arbiter.cards.text.ResourceText;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * Where cards come from beyond the bundled card files: the bundled public list of 2022 cards
 * ({@value #PUBLIC_2022}), the user card folder, and files given on the command line. All are read
 * one card at a time on first use (a deck's or game's cards), never all at start.
 *
 * <p>Priority when a name is defined more than once: card-format files given by the user (the
 * later given first; the user folder before any {@code --cards}), then the bundled card files, then
 * MTGJSON files (same order), then the public 2022 list. Card-format files are written on purpose
 * and so replace bundled texts; MTGJSON and the 2022 list are bulk data and only add cards.
 */
public final class CardSources {

    /** The classpath resource of the bundled 2022 card list (card format, ~11,000 cards). */
    public static final String PUBLIC_2022 = "/dev/arbiter/cards/public/all-2022-public.txt";

    private CardSources() {
    }

    /** The bundled card files and the public 2022 list; cards are read and compiled on first use. */
    public static CardPool standard() {
        return Standard.POOL;
    }

    /**
     * {@link #standard()} plus card data at {@code paths} (files, or folders searched for
     * {@code *.txt} card files and {@code *.json} MTGJSON files), in increasing priority.
     *
     * @throws IllegalArgumentException for a path that does not exist or a file that can't be read (naming it)
     */
    public static CardPool withUserCards(List<Path> paths) {
        return withUserCards(paths, true);
    }

    /** As {@link #withUserCards(List)}, with or without the public 2022 list. */
    public static CardPool withUserCards(List<Path> paths, boolean public2022) {
        if (paths.isEmpty()) return public2022 ? standard() : CardPool.bundled();
        List<CardLayer> before = new ArrayList<>();
        List<CardLayer> after = new ArrayList<>();
        for (Path path : paths) {
            for (Path file : files(path)) {
                if (isJson(file)) after.add(0, json(file));
                else before.add(0, LazyCardFile.of(file.toString(), text(file)));
            }
        }
        if (public2022) after.add(Standard.PUBLIC);
        return CardPool.bundled().withLayers(before, after);
    }

    /**
     * The user card folder: {@code $XDG_CONFIG_HOME/arbiter/cards}, else {@code ~/.config/arbiter/cards};
     * the system property {@code arbiter.cards.dir} overrides both.
     */
    public static Path userFolder(Map<String, String> env, String userHome) {
        String override = System.getProperty("arbiter.cards.dir");
        if (override != null && !override.isBlank()) return Path.of(override);
        String xdg = env.get("XDG_CONFIG_HOME");
        Path config = xdg != null && !xdg.isBlank() ? Path.of(xdg) : Path.of(userHome, ".config");
        return config.resolve("arbiter").resolve("cards");
    }

    /** The user card folder of this process, if it exists. */
    public static Optional<Path> userFolder() {
        Path p = userFolder(System.getenv(), System.getProperty("user.home"));
        return Files.isDirectory(p) ? Optional.of(p) : Optional.empty();
    }

    private static List<Path> files(Path path) {
        if (Files.isRegularFile(path)) return List.of(path);
        if (!Files.isDirectory(path)) throw new IllegalArgumentException(path + ": no such card file or folder");
        try (Stream<Path> walk = Files.walk(path)) {
            List<Path> out = new ArrayList<>(walk.filter(Files::isRegularFile).filter(p -> isJson(p) || isText(p)).toList());
            Collections.sort(out);
            return out;
        } catch (IOException e) {
            throw new UncheckedIOException("can't read card folder " + path, e);
        }
    }

    private static boolean isJson(Path p) {
        return p.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".json");
    }

    private static boolean isText(Path p) {
        return p.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".txt");
    }

    private static String text(Path file) {
        try {
            return Files.readString(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new IllegalArgumentException(file + ": can't read card file: " + e.getMessage(), e);
        }
    }

    private static LazyCardFile json(Path file) {
        try (InputStream in = Files.newInputStream(file)) {
            return MtgJsonCards.read(file.toString(), in);
        } catch (IOException e) {
            throw new IllegalArgumentException(file + ": can't read card file: " + e.getMessage(), e);
        }
    }

    /** The public 2022 list, indexed once. */
    private static final class Standard {
        static final LazyCardFile PUBLIC = LazyCardFile.of("all-2022-public.txt", ResourceText.read(PUBLIC_2022));
        static final CardPool POOL = CardPool.bundled().withLayers(List.of(), List.of(PUBLIC));
    }
}
