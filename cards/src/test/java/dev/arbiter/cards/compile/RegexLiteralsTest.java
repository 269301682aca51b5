package dev.arbiter.cards.compile;

import static org.assertj.core.api.Assertions.assertThat;

import dev.arbiter.cards.text.BundledCardFiles;
import dev.arbiter.cards.text.CardText;
import dev.arbiter.cards.text.RulesLine;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** The literal prefilter of the coverage reasons: what it finds, and that it never hides a match. */
class RegexLiteralsTest {

    @Test
    void oneLiteralPerAlternative() {
        assertThat(RegexLiterals.needles("\\bregenerat")).containsExactly("regenerat");
        assertThat(RegexLiterals.needles("\\bif .* would\\b|\\binstead\\b")).containsExactly(" would", "instead");
        assertThat(RegexLiterals.needles("\\bcosts? \\{?\\d*\\}? ?(more|less)\\b")).containsExactly("cost");
        assertThat(RegexLiterals.needles("\\bcounters? on\\b|\\+1/\\+1 counter")).containsExactly("counter", "+1/+1 counter");
        assertThat(RegexLiterals.needles("^(other )?[\\w ]*creatures?[\\w ]* (get|have)\\b|^[\\w ]+ have \\\""))
                .containsExactly("creature", " have \"");
        assertThat(RegexLiterals.needles("\\battacks?\\b.*\\bif able\\b")).containsExactly("if able");
    }

    @Test
    void aGroupOfPlainWordsGivesItsCommonStart() {
        assertThat(RegexLiterals.needles("(.+?) (gets|get) ([+-]\\d+)/([+-]\\d+)")).containsExactly(" get");
        assertThat(RegexLiterals.needles("(.+?) (has|have) (.+)")).containsExactly(" ha");
        assertThat(RegexLiterals.needles("(.+?) (?:loses|lose) ([a-z]+)")).containsExactly(" lose");
        assertThat(RegexLiterals.needles("as (long) as (.+)")).containsExactly("as long as ");
        assertThat(RegexLiterals.needles("z(ab)+c")).containsExactly("z"); // repeated: "zababc" holds no "zabc"
        assertThat(RegexLiterals.needles("x (ab)?y")).containsExactly("x "); // optional
        assertThat(RegexLiterals.needles("(a.|b) c")).containsExactly(" c"); // not plain words
        assertThat(RegexLiterals.needles("(?=ab)c")).containsExactly("c"); // look-ahead: not a group of words
    }

    @Test
    void noAnswerWhereAnAlternativeHasNoLiteral() {
        assertThat(RegexLiterals.needles("\\d+|foo")).isNull();
        assertThat(RegexLiterals.needles("(?i)enchant")).isNull(); // case-insensitive: "Enchant" would be missed
        assertThat(RegexLiterals.needles("(a|b)c?")).isNull();
    }

    @Test
    void mayMatchHonoursTheCaseOfThePattern() {
        Pattern ci = Pattern.compile("(.+) gets \\+(\\d+)/\\+(\\d+) until end of turn", Pattern.CASE_INSENSITIVE);
        String line = "Target creature gets +2/+2 Until End Of Turn";
        assertThat(ci.matcher(line).matches()).isTrue();
        assertThat(RegexLiterals.mayMatch(ci, line, line.toLowerCase(Locale.ROOT))).isTrue();
        Pattern cs = Pattern.compile("(.+) gets \\+(\\d+)/\\+(\\d+) until end of turn");
        assertThat(RegexLiterals.mayMatch(cs, line, line.toLowerCase(Locale.ROOT))).isFalse();
        assertThat(RegexLiterals.mayMatch(ci, "Draw a card", "draw a card")).isFalse();
        Pattern comments = Pattern.compile("gets # a comment", Pattern.COMMENTS);
        assertThat(RegexLiterals.mayMatch(comments, "x", "x")).isTrue(); // no answer: always tried
    }

    @Test
    void everyReasonThatMatchesABundledLineContainsOneOfItsLiterals() {
        int checked = 0;
        for (String file : List.of("10e.txt", "m10.txt", "lea.txt", "bench.txt", "seed-rules.txt")) {
            for (CardText card : BundledCardFiles.read(file)) {
                for (RulesLine line : card.rules()) {
                    String lower = line.text().toLowerCase(Locale.ROOT);
                    for (Pattern p : UnsupportedReasons.patterns()) {
                        List<String> needles = RegexLiterals.needles(p.pattern());
                        if (needles == null || !p.matcher(lower).find()) continue;
                        checked++;
                        assertThat(needles).as("%s on \"%s\"", p, lower).anyMatch(lower::contains);
                    }
                }
            }
        }
        assertThat(checked).isGreaterThan(500);
    }
}
