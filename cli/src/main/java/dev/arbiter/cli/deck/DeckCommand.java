package dev.arbiter.cli.deck;

import picocli.CommandLine;
import picocli.CommandLine.Command;

/** {@code arbiter deck}: check a deck's legality for a format, or show its statistics. */
@Command(name = "deck", mixinStandardHelpOptions = true,
        description = "Check a deck file (plain list, MTG Arena, MTGO .dek/.txt, Forge .dck) or show its statistics.",
        subcommands = {DeckCheckCommand.class, DeckStatsCommand.class})
public final class DeckCommand implements Runnable {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(System.out);
    }
}
