package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.PowerAbilityGrammar;
import dev.arbiter.cards.grammar.ast.PowerAbilityNodes;
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

/**
 * Clauses of {@link EffectClauses} that change an object's power and toughness or abilities: "gets +N/+N" and
 * "gains [keyword]" until end of turn (611.2a), "loses [keyword]" (613.1f), base power and toughness (layer 7b)
 * and switching them (layer 7d).
 */
final class PowerAndAbilityClauses {

    private PowerAndAbilityClauses() {
    }

    static Effect pumpAndGain(EffectClauses.Ctx c) {
        PowerAbilityNodes.PumpAndGain m = PowerAbilityGrammar.pumpAndGain(c.clause());
        if (m == null) {
            return null;
        }
        Subject s = Referents.object(m.object(), c.pc());
        Ability k = KeywordLines.single(m.keyword());
        if (s != null && k != null) {
            KeywordLines.checkGrantable(List.of(k));
        }
        return s == null || k == null ? null : new Effect.Sequence(List.of(
                pumpOf(s, m.power(), m.toughness()), new Effect.GainAbilityUntilEndOfTurn(s, k)));
    }

    static Effect gainAndPump(EffectClauses.Ctx c) {
        PowerAbilityNodes.GainAndPump m = PowerAbilityGrammar.gainAndPump(c.clause());
        if (m == null) {
            return null;
        }
        Subject s = Referents.object(m.object(), c.pc());
        Ability k = KeywordLines.single(m.keyword());
        if (s != null && k != null) {
            KeywordLines.checkGrantable(List.of(k));
        }
        return s == null || k == null ? null : new Effect.Sequence(List.of(
                new Effect.GainAbilityUntilEndOfTurn(s, k), pumpOf(s, m.power(), m.toughness())));
    }

    static Effect pump(EffectClauses.Ctx c) {
        PowerAbilityNodes.Pump m = PowerAbilityGrammar.pump(c.clause());
        if (m == null) {
            return null;
        }
        Subject s = Referents.object(m.object(), c.pc());
        return s == null ? null : pumpOf(s, m.power(), m.toughness());
    }

    static Effect gain(EffectClauses.Ctx c) {
        PowerAbilityNodes.GainUntilEndOfTurn m = PowerAbilityGrammar.gain(c.clause());
        if (m == null) {
            return null;
        }
        Subject s = Referents.object(m.object(), c.pc());
        if (s == null) {
            return null;
        }
        return KeywordChoiceLowering.untilEndOfTurn(s, m.keywords()); // 608.2d: "your choice of"
    }

    /** "[object] gains landwalk of your choice until end of turn" (608.2d; seed 502.6c: snow landwalk may be chosen). */
    static Effect gainChosenLandwalk(EffectClauses.Ctx c) {
        PowerAbilityNodes.GainChosenLandwalk m = PowerAbilityGrammar.gainChosenLandwalk(c.clause());
        if (m == null) {
            return null;
        }
        Subject s = Referents.object(m.object(), c.pc());
        return s == null ? null : new Effect.GainLandwalkOfChoiceUntilEndOfTurn(s);
    }

    /** "[object] gains protection from the color of your choice until end of turn" (608.2d, seed 502.7). */
    static Effect gainChosenProtection(EffectClauses.Ctx c) {
        PowerAbilityNodes.GainChosenProtection m = PowerAbilityGrammar.gainChosenProtection(c.clause());
        if (m == null) {
            return null;
        }
        Subject s = Referents.object(m.object(), c.pc());
        return s == null ? null : new Effect.GainProtectionFromChosenColorUntilEndOfTurn(s);
    }

    /** "[object] gains [keyword]" with no duration: it lasts until the object leaves (611.2a; seed 421.3's example). */
    static Effect gainForever(EffectClauses.Ctx c) {
        PowerAbilityNodes.GainForever m = PowerAbilityGrammar.gainForever(c.clause());
        if (m == null) {
            return null;
        }
        Ability k = KeywordLines.single(m.keyword());
        Subject s = k == null ? null : Referents.object(m.object(), c.pc());
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
        PowerAbilityNodes.Lose m = PowerAbilityGrammar.lose(c.clause());
        if (m == null) {
            return null;
        }
        Subject s = Referents.object(m.object(), c.pc());
        if (s == null) {
            return null;
        }
        boolean untilEndOfTurn = m.untilEndOfTurn();
        if (m.what().equalsIgnoreCase("all landwalk abilities") && untilEndOfTurn) {
            return new Effect.LoseAllLandwalk(s);
        }
        if (KeywordLines.single(m.what()) instanceof KeywordAbility k) {
            return new Effect.LoseKeyword(s, k.keyword(), untilEndOfTurn);
        }
        if (untilEndOfTurn) {
            throw new NotSupported("losing \"" + m.what() + "\" (not a supported keyword)");
        }
        return null;
    }

    /** "[object] has base power and toughness P/T until end of turn" (layer 7b). */
    static Effect setBase(EffectClauses.Ctx c) {
        PowerAbilityNodes.SetBase m = PowerAbilityGrammar.setBase(c.clause());
        if (m == null) {
            return null;
        }
        Subject s = Referents.object(m.object(), c.pc());
        return s == null ? null : new Effect.SetBasePowerToughnessUntilEndOfTurn(s, m.power(), m.toughness());
    }

    /** "Switch [object]'s | its power and toughness until end of turn" (layer 7d, 613.4d; "its": the object named before, 608.2c). */
    static Effect switchPowerToughness(EffectClauses.Ctx c) {
        PowerAbilityNodes.Switch m = PowerAbilityGrammar.switchPowerToughness(c.clause());
        if (m == null) {
            return null;
        }
        Subject s = Referents.object(m.object(), c.pc());
        return s == null ? null : new Effect.SwitchPowerToughnessUntilEndOfTurn(s);
    }

    static Effect.PumpUntilEndOfTurn pumpOf(Subject s, String p, String t) {
        return new Effect.PumpUntilEndOfTurn(s, signed(p), signed(t));
    }

    static int signed(String n) {
        return Integer.parseInt(n.replace('−', '-').replace("+", ""));
    }
}
