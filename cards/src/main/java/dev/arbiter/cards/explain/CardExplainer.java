package dev.arbiter.cards.explain;

import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Affected;
import dev.arbiter.engine.ability.Condition;
import dev.arbiter.engine.ability.StaticAbility;
import dev.arbiter.engine.ability.StaticEffect;
import dev.arbiter.engine.card.CardDefinition;
import java.util.ArrayList;
import java.util.List;

/**
 * A compiled card's abilities back as oracle-style text, one line per ability, generated from the
 * ability records (never from the text they were compiled from), so that a reader can check that
 * nothing was lost. The self-reference is the card's name.
 *
 * <p>Lines follow the layout of oracle text: a run of keywords shares a line ("Flying, vigilance",
 * 702), a level striation is a "LEVEL n-m" line followed by its P/T and abilities (711.2), a modal
 * spell is "Choose one —" and a bullet per mode (700.2), and the parts of one static line that
 * the compiler keeps apart come back together ("Enchanted creature gets +2/+2 and has flying.").
 */
public final class CardExplainer {

    private CardExplainer() {
    }

    /** The rendered lines of {@code def}'s abilities, in ability order. */
    public static List<String> lines(CardDefinition def) {
        return lines(def, true);
    }

    /**
     * The rendered lines; with {@code pronouns} false an object named again is named in full
     * ("return ~ to its owner's hand", "untap that creature") rather than "it", and a group of
     * objects is "each creature" rather than "all creatures" (608.2h).
     */
    public static List<String> lines(CardDefinition def, boolean pronouns) {
        CardContext card = CardContext.of(def, pronouns);
        Scope scope = Scope.of(card, List.of(), null);
        List<Ability> abilities = def.abilities();
        List<String> out = new ArrayList<>();
        if (def.colorIndicator() == 0 && def.manaCost().colorMask() != 0) {
            out.add("Devoid"); // 702.114a: a coloured mana cost and no colour is devoid's static ability (compiled as the colour)
        }
        Condition level = null;
        int i = 0;
        while (i < abilities.size()) {
            Ability a = abilities.get(i);
            if (KeywordText.inKeywordLine(a)) {
                int j = i;
                while (j < abilities.size() && KeywordText.inKeywordLine(abilities.get(j))) {
                    j++;
                }
                out.add(KeywordText.line(abilities.subList(i, j)));
                i = j;
                level = null;
                continue;
            }
            if (ChosenText.plainChoice(a)) { // 614.12: "choose a color and a creature type", several choices on one line
                int j = i + 1;
                while (j < abilities.size() && ChosenText.plainChoice(abilities.get(j))) j++;
                if (j > i + 1) {
                    out.add(ChosenText.chooseSeveral(abilities.subList(i, j), scope));
                    i = j;
                    level = null;
                    continue;
                }
            }
            if (a instanceof StaticAbility sa) {
                Condition c = condition(sa.effect());
                if (c instanceof Condition.LevelCounters lc) {
                    if (!c.equals(level)) {
                        out.add(lc.max() == Integer.MAX_VALUE ? "LEVEL " + lc.min() + "+"
                                : "LEVEL " + lc.min() + "-" + lc.max());
                        level = c;
                    }
                    out.add(levelLine(sa.effect(), scope));
                    i++;
                    continue;
                }
                int j = i + 1;
                List<StaticText.Phrase> phrases = new ArrayList<>();
                phrases.add(StaticText.phrase(sa.effect(), scope));
                while (j < abilities.size() && abilities.get(j) instanceof StaticAbility next
                        && oneLine(((StaticAbility) abilities.get(j - 1)).effect(), next.effect())) {
                    StaticText.Phrase p = StaticText.phrase(next.effect(), scope);
                    if (!StaticText.joinable(phrases.get(0), p)) {
                        break;
                    }
                    phrases.add(p);
                    j++;
                }
                out.add(StaticText.sentence(phrases, scope, true));
                i = j;
                level = null;
                continue;
            }
            String either = i + 1 < abilities.size() ? EitherText.merged(a, abilities.get(i + 1), card) : null;
            if (either != null) { // "[event] or [event]": two abilities, one line
                out.add(either);
                i += 2;
                level = null;
                continue;
            }
            for (String line : AbilityText.render(a, card).split("\n")) {
                out.add(line);
            }
            level = null;
            i++;
        }
        SelfAndOthersText.merge(out, def.name()); // 611.3a: "~ and other ... get"
        out.replaceAll(l -> l.replace("named ~", "named " + def.name())); // 201.2: ChosenText writes "named ~"
        out.replaceAll(l -> l.replace(" counters on ~", " counters on " + def.name()) // AmountText: the source's counters (122)
                .replace(" counter on ~", " counter on " + def.name()));
        return out;
    }

    /** The rendered text of one ability, alone (a modal spell's lines joined by '\n'). */
    public static String ability(Ability a, CardDefinition def) {
        return AbilityText.render(a, CardContext.of(def, true));
    }

    /**
     * Whether two static effects that follow each other are the parts of one oracle line the
     * compiler splits: a P/T change and the abilities the same objects have, or "can't attack or
     * block [alone]".
     */
    private static boolean oneLine(StaticEffect a, StaticEffect b) {
        boolean ptThenGrant = (a instanceof StaticEffect.ModifyPowerToughness
                || a instanceof StaticEffect.ModifyPowerToughnessPerCount
                || a instanceof StaticEffect.SetBasePowerToughness)
                && (b instanceof StaticEffect.GrantAbilities || b instanceof StaticEffect.LoseKeyword);
        boolean attackBlock = a instanceof StaticEffect.CantAttack && b instanceof StaticEffect.CantBlock;
        boolean alone = a instanceof StaticEffect.CantAttackAlone && b instanceof StaticEffect.CantBlockAlone;
        boolean blockAndUnblockable = a instanceof StaticEffect.CantBlock && b instanceof StaticEffect.CantBeBlocked;
        boolean ban = b instanceof StaticEffect.ActivatedAbilitiesCantBeActivated; // "..., and its activated abilities can't be activated"
        boolean otherAuras = b instanceof StaticEffect.CantBeEnchantedByOtherAuras; // "... and can't be enchanted by other Auras" (303.4)
        return ptThenGrant || attackBlock || alone || ban || blockAndUnblockable || otherAuras;
    }

    /** A line of a level striation (711.2a): "6/6", "Lifelink", or a static ability without its level condition. */
    private static String levelLine(StaticEffect e, Scope scope) {
        if (e instanceof StaticEffect.SetBasePowerToughness p && p.affected() instanceof Affected.Self) {
            return p.power() + "/" + p.toughness();
        }
        if (e instanceof StaticEffect.GrantAbilities g && g.affected() instanceof Affected.Self
                && g.abilities().stream().allMatch(KeywordText::inKeywordLine)) {
            return KeywordText.line(g.abilities());
        }
        return StaticText.sentence(List.of(StaticText.phrase(e, scope)), scope, false);
    }

    private static Condition condition(StaticEffect e) {
        if (e instanceof StaticEffect.ModifyPowerToughness m) {
            return m.condition();
        }
        if (e instanceof StaticEffect.SetBasePowerToughness s) {
            return s.condition();
        }
        if (e instanceof StaticEffect.GrantAbilities g) {
            return g.condition();
        }
        return new Condition.Always();
    }
}
