package dev.arbiter.cli;

import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

import static org.assertj.core.api.Assertions.assertThat;

/** {@code arbiter serve} refuses a database it can't open with a clear message (the server itself: server module tests). */
class ServeCommandTest {
    @Test
    void anUnreachableDatabaseIsAClearErrorNotACrash() {
        PrintStream oldErr = System.err;
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status;
        try {
            System.setErr(new PrintStream(err, true, StandardCharsets.UTF_8));
            status = Main.run("serve", "--port", "0", "--db", "jdbc:nothing:here?password=hunter2");
        } finally {
            System.setErr(oldErr);
        }
        assertThat(status).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("arbiter serve: can't open the game database jdbc:nothing:here?password=***")
                .doesNotContain("hunter2");
    }
}
