package dev.arbiter.server.store;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Game records in the embedded default database (an H2 file), schema by Flyway. */
class H2StoreTest {
    @TempDir
    Path dir;

    @Test
    void storesAndLoadsGameRecords() {
        try (JdbcGameStore store = JdbcGameStore.open("jdbc:h2:file:" + dir.resolve("games"))) {
            StoreContract.check(store);
        }
    }

    @Test
    void recordsSurviveClosingAndReopeningTheFile() {
        String url = "jdbc:h2:file:" + dir.resolve("games");
        try (JdbcGameStore store = JdbcGameStore.open(url)) {
            StoreContract.check(store);
        }
        try (JdbcGameStore again = JdbcGameStore.open(url)) { // migrations are not re-run on an up-to-date schema
            assertThat(again.load("g1").orElseThrow().choices()).hasSize(12);
        }
    }

    @Test
    void anUnreachableDatabaseIsAClearError() {
        assertThatThrownBy(() -> JdbcGameStore.open("jdbc:nothing:here?password=secret"))
                .hasMessageContaining("can't open the game database jdbc:nothing:here?password=***");
    }

    @Test
    void theDefaultDatabaseIsAFileInTheUsersDataDirectory() {
        assertThat(DataDir.defaultUrl()).startsWith("jdbc:h2:file:").contains("arbiter");
    }
}
