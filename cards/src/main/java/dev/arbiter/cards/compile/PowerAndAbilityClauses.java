package dev.arbiter.cards.compile;

import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Affected;
import dev.arbiter.engine.ability.Amount;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.KeywordAbility;
import dev.arbiter.engine.ability.Recipient;
import dev.arbiter.engine.ability.StaticAbility;
import dev.arbiter.engine.ability.StaticEffect;
import dev.arbiter.engine.ability.Subject;
import dev.arbiter.engine.ability.Who;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import static dev.arbiter.cards.compile.EffectClauses.F;
import static dev.arbiter.cards.compile.EffectClauses.PT;

/**
 * Clauses of {@link EffectClauses} that change an object's power and toughness or abilities: "gets +N/+N" and
 * "gains [keyword]" until end of turn (611.2a), "loses [keyword]" (613.1f), base power and toughness (layer 7b)
 * and switching them (layer 7d).
 */
final class PowerAndAbilityClauses {

    private static final Pattern PUMP_AND_GAIN = Pattern.compile(
            "(.+?) gets? " + PT + " and gains? (.+?) until end of turn", F);
    private static final Pattern GAIN_AND_PUMP = Pattern.compile(
            "(.+?) gains? (.+?) and gets? " + PT + " until end of turn", F);
    private static final Pattern PUMP = Pattern.compile("(.+?) gets? " + PT + " until end of turn", F);
    private static final Pattern GAIN_CHOSEN_PROTECTION = Pattern.compile(
            "(.+?) gains? protection from the colou?r of your choice until end of turn", F);
    private static final Pattern GAIN_CHOSEN_LANDWALK = Pattern.compile(
            "(.+?) gains? landwalk of your choice until end of turn", F);
    private static final Pattern GAIN = Pattern.compile("(.+?) gains? (.+?) until end of turn", F);
    private static final Pattern GAIN_FOREVER = Pattern.compile("(.+?) gains? ([a-z ]+)", F);
    private static final Pattern LOSE = Pattern.compile("(.+?) loses? ([a-z ]+?)( until end of turn)?", F);
    private static final Pattern SET_BASE = Pattern.compile(
            "(.+?) (?:has|have) base power and toughness (\\d+)/(\\d+) until end of turn", F);
    private static final Pattern SWITCH = Pattern.compile("switch (?:(.+?)'s?|its) power and toughness until end of turn", F);

    private PowerAndAbilityClauses() {
    }

    static Effect pumpAndGain(EffectClauses.Ctx c) {
        Matcher m = c.match(PUMP_AND_GAIN);
        if (m == null) {
            return null;
        }
        Subject s = Referents.object(m.group(1), c.pc());
        Ability k = KeywordLines.single(m.group(4));
        if (s != null && k != null) {
            KeywordLines.checkGrantable(List.of(k));
        }
        return s == null || k == null ? null : new Effect.Sequence(List.of(
                pumpOf(s, m.group(2), m.group(3)), new Effect.GainAbilityUntilEndOfTurn(s, k)));
    }

    static Effect gainAndPump(EffectClauses.Ctx c) {
        Matcher m = c.match(GAIN_AND_PUMP);
        if (m == null) {
            return null;
        }
        Subject s = Referents.object(m.group(1), c.pc());
        Ability k = KeywordLines.single(m.group(2));
        if (s != null && k != null) {
            KeywordLines.checkGrantable(List.of(k));
        }
        return s == null || k == null ? null : new Effect.Sequence(List.of(
                new Effect.GainAbilityUntilEndOfTurn(s, k), pumpOf(s, m.group(3), m.group(4))));
    }

    static Effect pump(EffectClauses.Ctx c) {
        Matcher m = c.match(PUMP);
        if (m == null) {
            return null;
        }
        Subject s = Referents.object(m.group(1), c.pc());
        return s == null ? null : pumpOf(s, m.group(2), m.group(3));
    }

    static Effect gain(EffectClauses.Ctx c) {
        Matcher m = c.match(GAIN);
        if (m == null) {
            return null;
        }
        Subject s = Referents.object(m.group(1), c.pc());
        if (s == null) {
            return null;
        }
        return KeywordChoiceLowering.untilEndOfTurn(s, m.group(2)); // 608.2d: "your choice of"
    }

    /** "[object] gains landwalk of your choice until end of turn" (608.2d; seed 502.6c: snow landwalk may be chosen). */
    static Effect gainChosenLandwalk(EffectClauses.Ctx c) {
        Matcher m = c.match(GAIN_CHOSEN_LANDWALK);
        if (m == null) {
            return null;
        }
        Subject s = Referents.object(m.group(1), c.pc());
        return s == null ? null : new Effect.GainLandwalkOfChoiceUntilEndOfTurn(s);
    }

    /** "[object] gains protection from the color of your choice until end of turn" (608.2d, seed 502.7). */
    static Effect gainChosenProtection(EffectClauses.Ctx c) {
        Matcher m = c.match(GAIN_CHOSEN_PROTECTION);
        if (m == null) {
            return null;
        }
        Subject s = Referents.object(m.group(1), c.pc());
        return s == null ? null : new Effect.GainProtectionFromChosenColorUntilEndOfTurn(s);
    }

    /** "[object] gains [keyword]" with no duration: it lasts until the object leaves (611.2a; seed 421.3's example). */
    static Effect gainForever(EffectClauses.Ctx c) {
        Matcher m = c.match(GAIN_FOREVER);
        if (m == null) {
            return null;
        }
        Ability k = KeywordLines.single(m.group(2));
        Subject s = k == null ? null : Referents.object(m.group(1), c.pc());
        if (s == null) {
            return null;
        }
        KeywordLines.checkGrantable(List.of(k));
        return new Effect.GainAbility(s, k);
    }

    /**
     * "[object] loses [keyword] [until end of turn]" (layer 6, 613.1f): evasion lost after blocks (seed 501.3),
     * seed 421.3's example; "loses all landwalk abilities" covers snow landwalk too (seed 502.6c).
     */
    static Effect lose(EffectClauses.Ctx c) {
        Matcher m = c.match(LOSE);
        if (m == null) {
            return null;
        }
        Subject s = Referents.object(m.group(1), c.pc());
        if (s == null) {
            return null;
        }
        boolean untilEndOfTurn = m.group(3) != null;
        if (m.group(2).equalsIgnoreCase("all landwalk abilities") && untilEndOfTurn) {
            return new Effect.LoseAllLandwalk(s);
        }
        if (KeywordLines.single(m.group(2)) instanceof KeywordAbility k) {
            return new Effect.LoseKeyword(s, k.keyword(), untilEndOfTurn);
        }
        if (untilEndOfTurn) {
            throw new NotSupported("losing \"" + m.group(2) + "\" (not a supported keyword)");
        }
        return null;
    }

    /** "[object] has base power and toughness P/T until end of turn" (layer 7b). */
    static Effect setBase(EffectClauses.Ctx c) {
        Matcher m = c.match(SET_BASE);
        if (m == null) {
            return null;
        }
        Subject s = Referents.object(m.group(1), c.pc());
        return s == null ? null : new Effect.SetBasePowerToughnessUntilEndOfTurn(s,
                Integer.parseInt(m.group(2)), Integer.parseInt(m.group(3)));
    }

    /** "Switch [object]'s | its power and toughness until end of turn" (layer 7d, 613.4d; "its": the object named before, 608.2c). */
    static Effect switchPowerToughness(EffectClauses.Ctx c) {
        Matcher m = c.match(SWITCH);
        if (m == null) {
            return null;
        }
        Subject s = Referents.object(m.group(1) != null ? m.group(1) : "it", c.pc());
        return s == null ? null : new Effect.SwitchPowerToughnessUntilEndOfTurn(s);
    }

    static Effect.PumpUntilEndOfTurn pumpOf(Subject s, String p, String t) {
        return new Effect.PumpUntilEndOfTurn(s, signed(p), signed(t));
    }

    static int signed(String n) {
        return Integer.parseInt(n.replace('−', '-').replace("+", ""));
    }
}
