package dev.arbiter.cards.text;

import java.util.ArrayList;
import java.util.List;

/** The card files bundled in {@code /dev/arbiter/cards/pool/}, as listed in its {@code index.txt}. */
public final class BundledCardFiles {

    /** The classpath folder holding the bundled card files. */
    public static final String FOLDER = "/dev/arbiter/cards/pool/";

    private BundledCardFiles() {
    }

    /** The bundled file names (e.g. {@code 10e.txt}) in load order. */
    public static List<String> names() {
        return ResourceText.index(FOLDER + "index.txt");
    }

    /** The raw content of one bundled file. */
    public static String content(String fileName) {
        return ResourceText.read(FOLDER + fileName);
    }

    /** Every bundled card, file by file in load order, each file read in strict mode. */
    public static List<CardText> all() {
        List<CardText> cards = new ArrayList<>();
        for (String file : names()) cards.addAll(read(file));
        return cards;
    }

    /** Reads one bundled file in strict mode. */
    public static List<CardText> read(String fileName) {
        return CardTextReader.read(fileName, content(fileName));
    }
}
