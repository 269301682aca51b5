package dev.arbiter.engine.architecture;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

/**
 * Keeps the engine's layering honest (DESIGN.md): the engine depends on nothing above it, its
 * rules packages form no cycles, and it never prints.
 */
class LayeringTest {
    private static final JavaClasses ENGINE = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("dev.arbiter.engine");

    @Test
    void engineDependsOnNothingAboveIt() {
        noClasses().that().resideInAPackage("dev.arbiter.engine..")
                .should().dependOnClassesThat().resideInAnyPackage("dev.arbiter.cards..", "dev.arbiter.agents..",
                        "dev.arbiter.scenario..", "dev.arbiter.cli..", "dev.arbiter.bench..")
                .check(ENGINE);
    }

    @Test
    void enginePackagesHaveNoCycles() {
        slices().matching("dev.arbiter.engine.(*)..").should().beFreeOfCycles().check(ENGINE);
    }

    @Test
    void engineNeverWritesToTheConsole() {
        noClasses().that().resideInAPackage("dev.arbiter.engine..")
                .should().accessField(System.class, "out")
                .orShould().accessField(System.class, "err")
                .orShould().callMethod(Throwable.class, "printStackTrace")
                .check(ENGINE);
    }

    @Test
    void engineUsesOnlyTheJdkAndPersistentCollections() {
        noClasses().that().resideInAPackage("dev.arbiter.engine..")
                .should().dependOnClassesThat().resideOutsideOfPackages("dev.arbiter.engine..", "java..", "io.vavr..")
                .check(ENGINE);
    }
}
