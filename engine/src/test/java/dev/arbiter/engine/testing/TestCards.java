package dev.arbiter.engine.testing;

import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.ActivatedAbility;
import dev.arbiter.engine.ability.Amount;
import dev.arbiter.engine.ability.Cost;
import dev.arbiter.engine.ability.CostPart;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.Keyword;
import dev.arbiter.engine.ability.KeywordAbility;
import dev.arbiter.engine.ability.Recipient;
import dev.arbiter.engine.ability.Relation;
import dev.arbiter.engine.ability.SpellAbility;
import dev.arbiter.engine.ability.StaticAbility;
import dev.arbiter.engine.ability.StaticEffect;
import dev.arbiter.engine.ability.Subject;
import dev.arbiter.engine.ability.TargetFilter;
import dev.arbiter.engine.ability.TargetSpec;
import dev.arbiter.engine.ability.Who;
import dev.arbiter.engine.card.CardDefinition;
import dev.arbiter.engine.characteristic.CardType;
import dev.arbiter.engine.characteristic.Supertype;
import dev.arbiter.engine.mana.ManaCost;
import dev.arbiter.engine.mana.ManaPool;
import dev.arbiter.engine.mana.ManaType;

import java.util.ArrayList;
import java.util.List;

/** Card definitions built by hand for engine tests (the card compiler lives above the engine). */
public final class TestCards {
    private TestCards() {
    }

    public static CardDefinition basicLand(String type) {
        return new CardDefinition(type, ManaCost.ZERO, false, -1, Supertype.BASIC.bit(), CardType.LAND.bit(),
                List.of(type), null, null, null, List.of(), List.of());
    }

    public static final CardDefinition FOREST = basicLand("Forest");
    public static final CardDefinition MOUNTAIN = basicLand("Mountain");
    public static final CardDefinition WASTES = new CardDefinition("Wastes", ManaCost.ZERO, false, -1,
            Supertype.BASIC.bit(), CardType.LAND.bit(), List.of(), null, null, null,
            List.of(manaAbility(ManaType.C)), List.of("{T}: Add {C}."));

    public static CardDefinition creature(String name, String cost, int p, int t, Ability... abilities) {
        return new CardDefinition(name, ManaCost.parse(cost), true, -1, 0, CardType.CREATURE.bit(), List.of(), p, t,
                null, List.of(abilities), List.of());
    }

    public static KeywordAbility kw(Keyword k) {
        return new KeywordAbility(k);
    }

    public static ActivatedAbility manaAbility(ManaType t) {
        return new ActivatedAbility(new Cost(ManaCost.ZERO, List.of(new CostPart.TapSelf())), List.of(),
                new Effect.AddMana(List.of(ManaPool.EMPTY.plus(t, 1))), true, ActivatedAbility.Timing.INSTANT,
                "{T}: Add " + t.symbol() + ".");
    }

    public static final CardDefinition GRIZZLY_BEARS = creature("Grizzly Bears", "{1}{G}", 2, 2);
    public static final CardDefinition HILL_GIANT = creature("Hill Giant", "{3}{R}", 3, 3);
    public static final CardDefinition LLANOWAR_ELVES = creature("Llanowar Elves", "{G}", 1, 1, manaAbility(ManaType.G));
    public static final CardDefinition RAGING_GOBLIN = creature("Raging Goblin", "{R}", 1, 1, kw(Keyword.HASTE));
    public static final CardDefinition SERRA_ANGEL = creature("Serra Angel", "{3}{W}{W}", 4, 4, kw(Keyword.FLYING),
            kw(Keyword.VIGILANCE));
    public static final CardDefinition GIANT_SPIDER = creature("Giant Spider", "{3}{G}", 2, 4, kw(Keyword.REACH));
    public static final CardDefinition VALLEY_DASHER = creature("Valley Dasher", "{1}{R}", 2, 2, kw(Keyword.HASTE),
            new StaticAbility(new StaticEffect.AttacksEachCombat(), "~ attacks each combat if able."));
    public static final CardDefinition HULKING_GOBLIN = creature("Hulking Goblin", "{1}{R}", 2, 2,
            new StaticAbility(new StaticEffect.CantBlock(), "~ can't block."));
    public static final CardDefinition IRONCLAW_ORCS = creature("Ironclaw Orcs", "{1}{R}", 2, 2,
            new StaticAbility(new StaticEffect.CantBlockPowerAtLeast(2), "~ can't block creatures with power 2 or greater."));
    public static final CardDefinition WAR_MAMMOTH = creature("War Mammoth", "{3}{G}", 3, 3, kw(Keyword.TRAMPLE));
    public static final CardDefinition WHITE_KNIGHT = creature("White Knight", "{W}{W}", 2, 2, kw(Keyword.FIRST_STRIKE));

    public static CardDefinition spell(String name, String cost, CardType type, List<TargetSpec> targets, Effect effect) {
        return new CardDefinition(name, ManaCost.parse(cost), true, -1, 0, type.bit(), List.of(), null, null, null,
                List.of(new SpellAbility(targets, effect, name)), List.of());
    }

    public static final CardDefinition LIGHTNING_BOLT = spell("Lightning Bolt", "{R}", CardType.INSTANT,
            List.of(TargetSpec.one(new TargetFilter.AnyTarget(), "any target")),
            new Effect.DealDamage(Amount.of(3), new Recipient.Target(0)));
    public static final CardDefinition GIANT_GROWTH = spell("Giant Growth", "{G}", CardType.INSTANT,
            List.of(TargetSpec.one(new TargetFilter.PermanentTarget(CardType.CREATURE.bit(), 0, Relation.ANY, 0, null),
                    "target creature")),
            new Effect.PumpUntilEndOfTurn(new Subject.TargetObject(0), 3, 3));
    public static final CardDefinition DIVINATION = spell("Divination", "{2}{U}", CardType.SORCERY, List.of(),
            new Effect.DrawCards(new Who.You(), Amount.of(2)));
    public static final CardDefinition FIREBALL_X = spell("Blaze", "{X}{R}", CardType.SORCERY,
            List.of(TargetSpec.one(new TargetFilter.AnyTarget(), "any target")),
            new Effect.DealDamage(new Amount.X(), new Recipient.Target(0)));

    /** A deck: {@code lands} basic lands of one type plus the given spells repeated to 60 cards. */
    public static List<CardDefinition> deck(CardDefinition land, int lands, CardDefinition... spells) {
        List<CardDefinition> out = new ArrayList<>();
        for (int i = 0; i < lands; i++) out.add(land);
        for (int i = 0; out.size() < 60; i++) out.add(spells[i % spells.length]);
        return out;
    }
}
