package dev.arbiter.cli;

import dev.arbiter.cli.bench.BenchCommand;
import dev.arbiter.cli.deck.DeckCommand;
import dev.arbiter.cli.play.PlayCommand;
import dev.arbiter.cli.sim.SimCommand;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/** The {@code arbiter} command: play, sim, bench, scenario, cards, deck, serve. */
@Command(name = "arbiter", mixinStandardHelpOptions = true, version = "arbiter 0.1.0",
        description = "Arbiter, a Magic: The Gathering rules engine.",
        subcommands = {PlayCommand.class, SimCommand.class, BenchCommand.class, CardsCommand.class, ScenarioCommand.class,
                DeckCommand.class, ServeCommand.class})
public final class Main implements Runnable {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    public static void main(String[] args) {
        System.exit(run(args));
    }

    public static int run(String... args) {
        return new CommandLine(new Main()).execute(args);
    }

    @Override
    public void run() {
        spec.commandLine().usage(System.out);
    }
}
