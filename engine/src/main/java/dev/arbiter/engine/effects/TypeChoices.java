package dev.arbiter.engine.effects;

import dev.arbiter.engine.ability.ChoiceKind;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.card.CreatureTypes;
import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.Duration;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.Modification;
import dev.arbiter.engine.state.Zone;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;

/**
 * "[subject] becomes the creature type of your choice until end of turn" / "Choose a basic land type. Each land you
 * control becomes that type until end of turn." (608.2d): one choice as the effect resolves, then a layer-4 effect
 * (613.1d) on each object: its creature types become the one chosen (205.1b), or its land types (305.7).
 */
final class TypeChoices {
    private static final List<String> BASIC_LAND_TYPES = List.of("Plains", "Island", "Swamp", "Mountain", "Forest");

    private TypeChoices() {
    }

    static boolean resolve(Ctx ctx, Effect.BecomeTypeOfChoice e, Resolution r) {
        List<GameObject> affected = new ArrayList<>(); // 608.2h: the objects are determined as the effect begins
        for (GameObject o : EffectSubjects.objects(ctx, e.subject(), r)) if (o.zone() == Zone.BATTLEFIELD) affected.add(o);
        boolean land = e.kind() == ChoiceKind.BASIC_LAND_TYPE;
        List<String> options = land ? BASIC_LAND_TYPES : creatureTypes(ctx, e.excluded());
        if (options.isEmpty()) return true;
        Choice c = ctx.ask(new Decision.Option(r.controller(), "Choose " + e.kind().words() + " (608.2d)", options));
        String type = options.get(((Choice.ChooseOption) c).index());
        ctx.log("%s chooses %s", ctx.s.player(r.controller()).name(), type);
        Duration d = e.untilEndOfTurn() ? Duration.UNTIL_END_OF_TURN : Duration.INDEFINITE;
        for (GameObject o : affected) {
            Modification m = land ? new Modification.SetLandType(List.of(type)) // 305.7
                    : new Modification.SetCreatureTypes(List.of(type)); // 205.1b
            GrantedModifications.addEffect(ctx, r, ctx.s.object(o.id()), m, d);
        }
        return true;
    }

    /** The creature types of the cards in the game (205.3m), less {@code excluded} ("other than Wall"). */
    private static List<String> creatureTypes(Ctx ctx, String excluded) {
        TreeSet<String> types = new TreeSet<>();
        for (GameObject o : ctx.s.objects()) {
            for (String sub : o.card().subtypes()) if (CreatureTypes.isCreatureType(sub)) types.add(sub);
        }
        if (excluded != null) types.remove(excluded);
        return new ArrayList<>(types);
    }
}
