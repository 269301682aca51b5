package dev.arbiter.server.browser;

import org.openqa.selenium.OutputType;
import org.openqa.selenium.TakesScreenshot;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/**
 * Headless Chromium from the Debian packages (chromium, chromium-driver) through Selenium; never
 * downloads a browser. {@link #whyMissing()} says why the browser tests must be skipped.
 */
final class Browser {
    static final Path CHROMIUM = Path.of("/usr/bin/chromium");
    static final Path DRIVER = Path.of("/usr/bin/chromedriver");

    private Browser() {
    }

    static String whyMissing() {
        if (!Files.isExecutable(CHROMIUM)) return "no " + CHROMIUM + " (apt-get install -y chromium chromium-driver)";
        if (!Files.isExecutable(DRIVER)) return "no " + DRIVER + " (apt-get install -y chromium-driver)";
        return null;
    }

    static ChromeDriver start() {
        ChromeOptions o = new ChromeOptions();
        o.setBinary(CHROMIUM.toFile());
        o.addArguments("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu", "--window-size=1440,900",
                "--no-first-run", "--disable-extensions");
        ChromeDriverService service = new ChromeDriverService.Builder().usingDriverExecutable(DRIVER.toFile()).usingAnyFreePort().build();
        return new ChromeDriver(service, o);
    }

    /**
     * Saves a screenshot in target/screenshots, or where {@code -Darbiter.screenshots=DIR} says
     * (the ones in docs/screenshots: {@code -Darbiter.screenshots=../docs/screenshots}).
     */
    static void screenshot(ChromeDriver driver, String name) {
        File f = ((TakesScreenshot) driver).getScreenshotAs(OutputType.FILE);
        Path dir = Path.of(System.getProperty("arbiter.screenshots", "target/screenshots"));
        try {
            Files.createDirectories(dir);
            Files.copy(f.toPath(), dir.resolve(name + ".png"), StandardCopyOption.REPLACE_EXISTING);
        } catch (IOException e) {
            throw new IllegalStateException("can't save screenshot " + name + ": " + e.getMessage(), e);
        }
    }
}
