package dev.arbiter.cards.grammar.ast;

import java.util.List;

/**
 * What a static ability or an effect grants (613.1f): keywords and quoted abilities in the order printed,
 * 'flying and "{T}: This creature deals 1 damage to any target."', read by {@code GrantedListGrammar}. A run of
 * keywords is kept as printed for the keyword reader; a quoted ability is a rules line of the object that gets it
 * (113.1a), its self-references ("this creature", "This land") already read as "~".
 */
public record Granted(String printed, List<Item> items) {

    public Granted {
        items = List.copyOf(items);
    }

    /** Without quotation marks: the whole list one run of keywords, as printed. */
    public boolean unquoted() {
        return printed.indexOf('"') < 0;
    }

    /** One granted item. */
    public sealed interface Item {
    }

    /** A run of keywords between quoted abilities (or the whole list without any), as printed. */
    public record Keywords(String printed) implements Item {
    }

    /**
     * A quoted ability: {@code printed} the text inside the marks; {@code kind} what its first "this ..." names
     * ("creature" without one); {@code line} the rules line it is, each "this KIND" as "~" and a final period added
     * where older wording leaves it outside the quotes.
     */
    public record Quoted(String printed, String kind, String line) implements Item {
    }
}
