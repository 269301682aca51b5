package dev.arbiter.server.store;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Game records in PostgreSQL: starts the locally installed server (PostgreSQL 15, stopped on
 * this image) in a temporary directory on 127.0.0.1, and skips with the reason when it can't.
 */
class PostgresStoreTest {
    private static LocalPostgres pg;

    @BeforeAll
    static void start() {
        LocalPostgres.Started s = LocalPostgres.start();
        Assumptions.assumeTrue(s.server() != null, "PostgreSQL tests skipped: " + s.whyNot());
        pg = s.server();
    }

    @AfterAll
    static void stop() {
        if (pg != null) pg.close();
    }

    @Test
    void storesAndLoadsGameRecords() {
        try (JdbcGameStore store = JdbcGameStore.open(pg.url())) {
            StoreContract.check(store);
        }
    }
}
