package dev.arbiter.server.browser;

import dev.arbiter.server.TestServer;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.Select;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The web client in a real headless Chromium: open the page, start a game against the AI, play a
 * land, cast a creature, attack, read the log, and finish the game, all by clicking like a person.
 * Skipped, with the reason, when Chromium or its driver is not installed.
 */
class PlayInBrowserTest {
    private static TestServer server;
    private static ChromeDriver driver;

    @BeforeAll
    static void start() {
        String missing = Browser.whyMissing();
        Assumptions.assumeTrue(missing == null, "browser tests skipped: " + missing);
        server = new TestServer();
        try {
            driver = Browser.start();
        } catch (RuntimeException e) {
            server.close();
            server = null;
            Assumptions.abort("browser tests skipped: Chromium did not start: " + e.getMessage());
        }
        driver.manage().timeouts().implicitlyWait(Duration.ZERO);
    }

    @AfterAll
    static void stop() {
        if (driver != null) driver.quit();
        if (server != null) server.close();
    }

    @Test
    void playAGameAgainstTheAiByClicking() throws Exception {
        driver.get(server.base() + "/");
        waitFor(() -> !driver.findElements(By.cssSelector("#deck-select option")).isEmpty(), "the deck list");
        driver.findElement(By.name("name")).clear();
        driver.findElement(By.name("name")).sendKeys("alice");
        new Select(driver.findElement(By.id("deck-select"))).selectByValue("red-simple");
        driver.findElement(By.name("seed")).sendKeys("4");
        Browser.screenshot(driver, "lobby");
        driver.findElement(By.id("start-game")).click();
        waitFor(() -> !driver.findElements(By.cssSelector("#my-info .pname")).isEmpty(), "the table");

        boolean playedLand = false;
        boolean castCreature = false;
        boolean attacked = false;
        boolean shotAttack = false;
        boolean shotBoard = false;
        boolean triedNoAttack = false;
        String rejectionShown = "";
        Instant deadline = Instant.now().plus(Duration.ofMinutes(6));
        while (Instant.now().isBefore(deadline)) {
            Map<String, Object> t = table();
            if (Boolean.TRUE.equals(t.get("over"))) break;
            String prompt = (String) t.get("prompt");
            try {
                if (t.get("seq").equals(t.get("autopass"))) {
                    waitForAnswer(t); // the client passes by itself here
                    continue;
                }
                if (((Number) t.get("options")).intValue() > 0) {
                    click("#decision button.option"); // "Keep" / who goes first: the first option
                } else if (prompt.equals("Declare attackers") && !triedNoAttack) {
                    // First try to attack with nothing: with Valley Dasher ("attacks each combat if able") out, as in
                    // this seeded game, the engine refuses and the client shows the rule.
                    triedNoAttack = true;
                    click("#declare");
                    if (!waitForAnswer(t)) {
                        rejectionShown = text("#rejection");
                        Browser.screenshot(driver, "attack-rejected");
                    }
                    continue;
                } else if (prompt.equals("Declare attackers")) {
                    // click each creature that can attack (the board is redrawn after each click)
                    for (int i = 0; i < 20; i++) {
                        List<WebElement> candidates = driver.findElements(By.cssSelector("#my-battlefield .card.candidate"));
                        if (candidates.isEmpty()) break;
                        candidates.get(0).click();
                    }
                    boolean any = !driver.findElements(By.cssSelector("#my-battlefield .card.selected")).isEmpty();
                    if (any && !shotAttack) {
                        Browser.screenshot(driver, "declare-attackers");
                        shotAttack = true;
                    }
                    attacked |= any;
                    click("#declare");
                    if (!waitForAnswer(t)) {
                        // the engine refused the declaration: the rule is shown; declare all, as a must-attack rule demands
                        assertThat(text("#rejection")).contains("rule");
                        driver.findElements(By.xpath("//div[@id='decision']//button[text()='All']")).forEach(WebElement::click);
                        click("#declare");
                        waitForAnswer(table());
                    }
                    continue;
                } else if (prompt.equals("Declare blockers")) {
                    if (!shotBoard) {
                        Browser.screenshot(driver, "declare-blockers");
                        shotBoard = true;
                    }
                    click("#declare");
                } else if (prompt.equals("Assign combat damage")) {
                    click("#confirm");
                } else if (Boolean.TRUE.equals(t.get("confirm"))) {
                    List<WebElement> cand = driver.findElements(By.cssSelector("#decision .actions button"));
                    if (!cand.isEmpty()) cand.get(0).click();
                    if (!driver.findElements(By.cssSelector("#decision #confirm")).isEmpty()) click("#decision #confirm");
                } else if (Boolean.TRUE.equals(t.get("land"))) {
                    click("#my-hand .card.land.playable");
                    playedLand = true;
                } else if (Boolean.TRUE.equals(t.get("playable"))) {
                    click("#my-hand .card.playable");
                    castCreature = true;
                } else if (Boolean.TRUE.equals(t.get("pass"))) {
                    click("#pass");
                } else {
                    Thread.sleep(50);
                    continue;
                }
                waitForAnswer(t);
            } catch (StaleElementReferenceException | org.openqa.selenium.NoSuchElementException e) {
                // the page re-rendered under us: look again
            }
        }
        if (driver.findElements(By.id("game-over")).isEmpty()) Browser.screenshot(driver, "timeout");
        assertThat(driver.findElements(By.id("game-over"))).as("the game finished in the browser; decision: " + text("#decision")).isNotEmpty();
        Browser.screenshot(driver, "game-over");
        assertThat(playedLand).isTrue();
        assertThat(castCreature).isTrue();
        assertThat(attacked).isTrue();
        assertThat(rejectionShown).as("the engine's rejection of attacking with nothing, with its rule")
                .contains("Valley Dasher attacks each combat if able").contains("rule 500.4 / 508.1d");
        String log = text("#log");
        assertThat(log).contains("alice plays").contains("alice casts").contains("attack");
        assertThat(driver.findElements(By.cssSelector("#log .rule"))).as("rule citations in the log").isNotEmpty();
        assertThat(server.get("/games").body()).contains("finished");

        String[] lines = log.split("\n");
        String lastLine = lines[lines.length - 1];
        // The finished game is in the lobby's list, and its replay steps through the recorded choices.
        driver.findElement(By.linkText("Back to the lobby")).click();
        waitFor(() -> !driver.findElements(By.linkText("Replay")).isEmpty(), "the replay link");
        driver.findElement(By.linkText("Replay")).click();
        waitFor(() -> text("#replay-pos").startsWith("choice 0 /"), "the replay at its start");
        driver.findElement(By.id("replay-last")).click();
        waitFor(() -> text("#replay-pos").matches("choice (\\d+) / \\1"), "the replay at its end");
        assertThat(text("#log")).endsWith(lastLine);
        Browser.screenshot(driver, "replay");
    }

    private static String text(String css) {
        List<WebElement> e = driver.findElements(By.cssSelector(css));
        return e.isEmpty() ? "" : e.get(0).getText();
    }

    private static void click(String css) {
        driver.findElement(By.cssSelector(css)).click();
    }

    /** The table as the test needs it, read in one script call. */
    @SuppressWarnings("unchecked")
    private static Map<String, Object> table() {
        return (Map<String, Object>) driver.executeScript(
                "const q = s => document.querySelector(s);"
                + "const p = q('#prompt');"
                + "return { over: !!q('#game-over'), prompt: p ? p.textContent : '', options: document.querySelectorAll('#decision button.option').length,"
                + " land: !!q('#my-hand .card.land.playable'), playable: !!q('#my-hand .card.playable'), pass: !!q('#pass'),"
                + " confirm: !!q('#decision #confirm'), myCreature: !!q('#my-battlefield .card:not(.land)'),"
                + " seq: document.body.dataset.seq || '', autopass: document.body.dataset.autopass || '', errors: document.body.dataset.errors || '0' };");
    }

    /** Waits until the server has answered the last click: a new decision number, or an error; false for an error. */
    private static boolean waitForAnswer(Map<String, Object> before) throws InterruptedException {
        for (int i = 0; i < 300; i++) {
            Thread.sleep(30);
            Map<String, Object> now = table();
            if (!now.get("errors").equals(before.get("errors"))) return false;
            if (!now.get("seq").equals(before.get("seq")) || Boolean.TRUE.equals(now.get("over"))) return true;
        }
        return true;
    }

    private static void waitFor(java.util.function.BooleanSupplier ok, String what) throws InterruptedException {
        for (int i = 0; i < 400; i++) {
            if (ok.getAsBoolean()) return;
            Thread.sleep(25);
        }
        throw new AssertionError("timed out waiting for " + what);
    }
}
