package dev.arbiter.engine.layers;

import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Keyword;
import dev.arbiter.engine.ability.KeywordAbility;
import dev.arbiter.engine.ability.Landwalk;
import dev.arbiter.engine.card.Characteristics;

import java.util.ArrayList;
import java.util.List;

/** What one continuous effect does to an object's characteristics, by layer and sublayer (613.1, 613.4). */
sealed interface Operation {
    /** Layer number (4 type, 5 colour, 6 abilities, 7 P/T) and for layer 7 the sublayer (2 set, 3 modify, 4 switch). */
    int order();

    Characteristics apply(Characteristics ch);

    record AddTypes(int types, List<String> subtypes) implements Operation {
        public int order() { return 40; }

        public Characteristics apply(Characteristics ch) {
            List<String> subs = new ArrayList<>(ch.subtypes());
            for (String s : subtypes) if (!subs.contains(s)) subs.add(s);
            return ch.withTypes(ch.supertypes(), ch.types() | types, subs);
        }
    }

    /**
     * 305.7: setting a land's subtype to a basic land type: it loses its old land types (other subtypes
     * stay) and all abilities from its rules text (in this layer, before layer 6 grants any), and has the
     * new type's mana ability (305.6).
     */
    record SetLandType(List<String> landTypes, boolean inAddition) implements Operation {
        public int order() { return 40; }

        public Characteristics apply(Characteristics ch) {
            if (!ch.isLand()) return ch;
            List<String> subs = new ArrayList<>();
            List<Ability> abilities = inAddition ? new ArrayList<>(ch.abilities()) : new ArrayList<>();
            for (String s : ch.subtypes()) {
                if (inAddition || dev.arbiter.engine.card.CreatureTypes.isCreatureType(s)) subs.add(s);
            }
            for (String t : landTypes) {
                if (subs.contains(t)) continue;
                subs.add(t);
                Ability mana = dev.arbiter.engine.card.BasicLandMana.forSubtype(t); // 305.6
                if (mana != null && !abilities.contains(mana)) abilities.add(mana);
            }
            if (!inAddition) { // the new types' mana abilities, also for a type it already had
                for (String t : landTypes) {
                    Ability mana = dev.arbiter.engine.card.BasicLandMana.forSubtype(t);
                    if (mana != null && !abilities.contains(mana)) abilities.add(mana);
                }
            }
            return ch.withTypes(ch.supertypes(), ch.types(), subs).withAbilities(abilities);
        }
    }

    /**
     * 205.1a, 613.1d: the card types become these (an instant or sorcery keeps that type) and the subtypes these, the
     * old subtypes going with the types they belonged to; supertypes stay.
     */
    record SetTypes(int types, List<String> subtypes) implements Operation {
        public int order() { return 40; }

        public Characteristics apply(Characteristics ch) {
            int kept = ch.types() & (dev.arbiter.engine.characteristic.CardType.INSTANT.bit()
                    | dev.arbiter.engine.characteristic.CardType.SORCERY.bit());
            return ch.withTypes(ch.supertypes(), types | kept, subtypes);
        }
    }

    /**
     * 205.1a, 205.3d, 613.1d: the card types become these (an instant or sorcery keeps that type); creature types go
     * unless it stays a creature; its other subtypes stay only when every other card type it had stays (they belong to
     * those); supertypes stay.
     */
    record BecomeOnlyTypes(int types) implements Operation {
        public int order() { return 40; }

        public Characteristics apply(Characteristics ch) {
            int creature = dev.arbiter.engine.characteristic.CardType.CREATURE.bit();
            int spell = dev.arbiter.engine.characteristic.CardType.INSTANT.bit()
                    | dev.arbiter.engine.characteristic.CardType.SORCERY.bit();
            int kindred = dev.arbiter.engine.characteristic.CardType.KINDRED.bit();
            int newTypes = types | (ch.types() & spell);
            boolean creatureTypes = (newTypes & (creature | kindred)) != 0;
            boolean otherTypes = (ch.types() & ~(creature | kindred | spell) & ~newTypes) == 0;
            List<String> subs = new ArrayList<>();
            for (String s : ch.subtypes()) {
                boolean keep = dev.arbiter.engine.card.CreatureTypes.isCreatureType(s) ? creatureTypes : otherTypes;
                if (keep) subs.add(s);
            }
            return ch.withTypes(ch.supertypes(), newTypes, subs);
        }
    }

    /** 205.1a, 613.1d: the creature types become these; card types, supertypes and other subtypes stay. */
    record SetCreatureTypes(List<String> creatureTypes) implements Operation {
        public int order() { return 40; }

        public Characteristics apply(Characteristics ch) {
            List<String> subs = new ArrayList<>();
            for (String s : ch.subtypes()) {
                if (!dev.arbiter.engine.card.CreatureTypes.isCreatureType(s)) subs.add(s);
            }
            for (String s : creatureTypes) if (!subs.contains(s)) subs.add(s);
            return ch.withTypes(ch.supertypes(), ch.types(), subs);
        }
    }

    /** 702.103b: a bestowed Aura is an Aura enchantment, not a creature (so it has no creature types, 205.1b). */
    record BecomeAura() implements Operation {
        public int order() { return 40; }

        public Characteristics apply(Characteristics ch) {
            int types = (ch.types() & ~dev.arbiter.engine.characteristic.CardType.CREATURE.bit())
                    | dev.arbiter.engine.characteristic.CardType.ENCHANTMENT.bit();
            return ch.withTypes(ch.supertypes(), types, List.of("Aura"));
        }
    }

    /** 613.1d: the object stops having these card types ("~ isn't a creature"). */
    record RemoveTypes(int types) implements Operation {
        public int order() { return 40; }

        public Characteristics apply(Characteristics ch) {
            return ch.withTypes(ch.supertypes(), ch.types() & ~types, ch.subtypes());
        }
    }

    record SetColors(int colors) implements Operation {
        public int order() { return 50; }

        public Characteristics apply(Characteristics ch) {
            return ch.withColors(colors);
        }
    }

    /** Layer 5: colours added to the object's other colours (105.3). */
    record AddColors(int colors) implements Operation {
        public int order() { return 50; }

        public Characteristics apply(Characteristics ch) {
            return ch.withColors(ch.colors() | colors);
        }
    }

    record AddAbilities(List<Ability> abilities) implements Operation {
        public int order() { return 60; }

        public Characteristics apply(Characteristics ch) {
            List<Ability> all = new ArrayList<>(ch.abilities());
            all.addAll(abilities);
            return ch.withAbilities(all);
        }
    }

    record LoseKeyword(Keyword keyword) implements Operation {
        public int order() { return 60; }

        public Characteristics apply(Characteristics ch) {
            if (!ch.has(keyword)) return ch;
            List<Ability> all = new ArrayList<>(ch.abilities());
            all.removeIf(a -> a instanceof KeywordAbility k && k.keyword() == keyword);
            return ch.withAbilities(all);
        }
    }

    /** 613.1f: losing all abilities, those granted before it in layer 6 and keyword counters' too (122.1b). */
    record LoseAllAbilities() implements Operation {
        public int order() { return 60; }

        public Characteristics apply(Characteristics ch) {
            return ch.abilities().isEmpty() ? ch : ch.withAbilities(List.of());
        }
    }

    /** Seed 502.6c: losing all landwalk abilities removes snow landwalk abilities as well. */
    record LoseAllLandwalk() implements Operation {
        public int order() { return 60; }

        public Characteristics apply(Characteristics ch) {
            if (ch.landwalks().isEmpty()) return ch;
            List<Ability> all = new ArrayList<>(ch.abilities());
            all.removeIf(a -> a instanceof Landwalk);
            return ch.withAbilities(all);
        }
    }

    /** 613.4b */
    record SetPowerToughness(int power, int toughness) implements Operation {
        public int order() { return 72; }

        public Characteristics apply(Characteristics ch) {
            return ch.withPowerToughness(power, toughness);
        }
    }

    /** 613.4b, 202.3: base power and toughness each equal to the object's mana value (March of the Machines). */
    record SetPowerToughnessToManaValue() implements Operation {
        public int order() { return 72; }

        public Characteristics apply(Characteristics ch) {
            int mv = ch.manaCost() == null ? 0 : ch.manaCost().manaValue();
            return ch.withPowerToughness(mv, mv);
        }
    }

    /** 613.4c */
    record ModifyPowerToughness(int power, int toughness) implements Operation {
        public int order() { return 73; }

        public Characteristics apply(Characteristics ch) {
            return ch.withPowerToughness(ch.power() + power, ch.toughness() + toughness);
        }
    }

    /** 613.4c, 107.1: +P/+T for each permanent counted, the count taken when the layer is applied. */
    record ModifyPerCount(int power, int toughness, dev.arbiter.engine.ability.Amount count) implements Operation {
        public int order() { return 73; }

        public Characteristics apply(Characteristics ch) {
            throw new IllegalStateException("a per-count modification is applied through Dependencies with its count");
        }

        ModifyPowerToughness times(int n) {
            return new ModifyPowerToughness(power * n, toughness * n);
        }
    }

    /** 613.4d */
    record SwitchPowerToughness() implements Operation {
        public int order() { return 74; }

        public Characteristics apply(Characteristics ch) {
            return ch.withPowerToughness(ch.toughness(), ch.power());
        }
    }
}
